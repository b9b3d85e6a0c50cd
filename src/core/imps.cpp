#include "core/imps.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tenace {

namespace {

// The lowest difference that earns 1, 2, ... 24 IMPs (WBF scale).
constexpr std::array<int, 24> kImpSteps = {20,  50,  90,   130,  170,  220,  270,  320,  370,  430,  500,  600,
                                           750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};

}  // namespace

int imps(int score_difference) {
  // Work on the magnitude as long long so that INT_MIN has a magnitude too.
  const long long magnitude = std::llabs(static_cast<long long>(score_difference));
  const auto reached =
      std::upper_bound(kImpSteps.begin(), kImpSteps.end(), magnitude, [](long long m, int step) { return m < step; });
  const int count = static_cast<int>(reached - kImpSteps.begin());
  return score_difference < 0 ? -count : count;
}

std::vector<int> cross_imps(const std::vector<int>& scores) {
  std::vector<int> totals(scores.size(), 0);
  for (std::size_t i = 0; i < scores.size(); ++i)
    for (std::size_t j = 0; j < scores.size(); ++j)
      if (i != j) totals[i] += imps(scores[i] - scores[j]);
  return totals;
}

std::vector<double> cross_imps_per_comparison(const std::vector<int>& scores) {
  const std::vector<int> totals = cross_imps(scores);
  std::vector<double> averages(totals.size(), 0.0);
  if (scores.size() < 2) return averages;
  for (std::size_t i = 0; i < totals.size(); ++i)
    averages[i] = static_cast<double>(totals[i]) / static_cast<double>(scores.size() - 1);
  return averages;
}

}  // namespace tenace
