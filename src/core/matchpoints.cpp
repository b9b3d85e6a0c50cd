#include "core/matchpoints.h"

namespace tenace {

namespace {

double win_value(MatchpointScale scale) { return scale == MatchpointScale::TwoOne ? 2.0 : 1.0; }

}  // namespace

std::vector<double> matchpoints(const std::vector<int>& scores, MatchpointScale scale) {
  const double win = win_value(scale);
  std::vector<double> result(scores.size(), 0.0);
  for (std::size_t i = 0; i < scores.size(); ++i)
    for (std::size_t j = 0; j < scores.size(); ++j) {
      if (i == j) continue;
      if (scores[i] > scores[j])
        result[i] += win;
      else if (scores[i] == scores[j])
        result[i] += win / 2;
    }
  return result;
}

double matchpoint_top(int results, MatchpointScale scale) {
  return results < 1 ? 0.0 : win_value(scale) * (results - 1);
}

std::vector<double> matchpoint_percentages(const std::vector<int>& scores) {
  const std::vector<double> mp = matchpoints(scores, MatchpointScale::TwoOne);
  const double top = matchpoint_top(static_cast<int>(scores.size()));
  std::vector<double> percent(scores.size(), 50.0);
  if (top > 0)
    for (std::size_t i = 0; i < mp.size(); ++i) percent[i] = 100.0 * mp[i] / top;
  return percent;
}

double neuberg(double mp, int results, int expected, MatchpointScale scale) {
  if (results < 1) return 0.0;
  const double half_win = win_value(scale) / 2;
  return (mp + half_win) * expected / results - half_win;
}

std::vector<double> neuberg_matchpoints(const std::vector<int>& scores, int expected, MatchpointScale scale) {
  std::vector<double> mp = matchpoints(scores, scale);
  for (double& m : mp) m = neuberg(m, static_cast<int>(scores.size()), expected, scale);
  return mp;
}

}  // namespace tenace
