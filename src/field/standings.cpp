#include "field/standings.h"

#include <algorithm>
#include <cmath>

namespace tenace::field {

std::string_view field_scoring_name(FieldScoring scoring) {
  return scoring == FieldScoring::Imps ? "imps" : "matchpoints";
}

std::optional<FieldScoring> parse_field_scoring(std::string_view name) {
  if (name == "matchpoints" || name == "mp") return FieldScoring::Matchpoints;
  if (name == "imps") return FieldScoring::Imps;
  return std::nullopt;
}

namespace {

double score_of(const Standing& s, FieldScoring scoring) {
  return scoring == FieldScoring::Imps ? s.imps_per_board : s.mp_percent;
}

// Ranks best first; entrants whose scores agree to within rounding share
// a rank (the next rank skips, as results lists print "2=").
void rank(std::vector<Standing>& standings, FieldScoring scoring) {
  std::stable_sort(standings.begin(), standings.end(), [&](const Standing& a, const Standing& b) {
    return score_of(a, scoring) > score_of(b, scoring);
  });
  constexpr double kSame = 1e-9;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    const bool tied = i > 0 && std::abs(score_of(standings[i], scoring) - score_of(standings[i - 1], scoring)) < kSame;
    standings[i].rank = tied ? standings[i - 1].rank : static_cast<int>(i) + 1;
  }
}

}  // namespace

FieldResults score_field(FieldScoring scoring, const std::map<int, std::vector<BoardResult>>& results) {
  std::size_t most_played = 0;
  for (const auto& [board, rows] : results) most_played = std::max(most_played, rows.size());
  FieldResults field;
  std::map<std::string, Standing> by_entrant;
  for (const auto& [board, rows] : results) {
    Traveller t = score_board(board, rows, static_cast<int>(most_played));
    for (const ScoredResult& row : t.rows) {
      Standing& s = by_entrant[row.result.north_south];
      s.entrant = row.result.north_south;
      ++s.boards;
      s.mp_percent += row.mp_percent_ns;  // summed here, averaged below
      s.imps += row.imps_vs_datum_ns;
      s.cross_imps_per_board += row.cross_imps_ns;
    }
    field.travellers.push_back(std::move(t));
  }
  for (auto& [name, s] : by_entrant) {
    s.mp_percent /= s.boards;
    s.imps_per_board = s.imps / s.boards;
    s.cross_imps_per_board /= s.boards;
    field.standings.push_back(s);
  }
  rank(field.standings, scoring);
  return field;
}

}  // namespace tenace::field
