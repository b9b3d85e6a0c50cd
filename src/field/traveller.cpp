#include "field/traveller.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/imps.h"
#include "core/matchpoints.h"

namespace tenace::field {

int datum(const std::vector<int>& ns_scores) {
  if (ns_scores.empty()) return 0;
  std::vector<int> sorted = ns_scores;
  std::sort(sorted.begin(), sorted.end());
  std::size_t from = 0, to = sorted.size();
  if (sorted.size() >= 5) ++from, --to;
  const double mean = std::accumulate(sorted.begin() + static_cast<std::ptrdiff_t>(from),
                                      sorted.begin() + static_cast<std::ptrdiff_t>(to), 0.0) /
                      static_cast<double>(to - from);
  return static_cast<int>(std::lround(mean / 10.0)) * 10;
}

Traveller score_board(int board, const std::vector<BoardResult>& results, int expected_results) {
  Traveller t;
  t.board = board;
  std::vector<int> scores;
  for (const BoardResult& r : results) scores.push_back(r.ns_score);
  t.datum_ns = datum(scores);
  const int n = static_cast<int>(scores.size());
  const int expected = std::max(expected_results, n);
  const std::vector<double> mp = neuberg_matchpoints(scores, expected);
  const double top = matchpoint_top(expected);
  const std::vector<double> cross = cross_imps_per_comparison(scores);
  for (int i = 0; i < n; ++i) {
    ScoredResult s;
    s.result = results[static_cast<std::size_t>(i)];
    s.mp_percent_ns = n == 1 ? 50.0 : 100.0 * mp[static_cast<std::size_t>(i)] / top;
    s.imps_vs_datum_ns = imps(scores[static_cast<std::size_t>(i)] - t.datum_ns);
    s.cross_imps_ns = cross[static_cast<std::size_t>(i)];
    t.rows.push_back(s);
  }
  std::stable_sort(t.rows.begin(), t.rows.end(),
                   [](const ScoredResult& a, const ScoredResult& b) { return a.result.ns_score > b.result.ns_score; });
  return t;
}

}  // namespace tenace::field
