#include "bots/lead_racing.h"

#include <cmath>

#include "core/duplicate_score.h"
#include "core/imps.h"

namespace tenace {

std::vector<bool> leads_still_racing(const std::vector<std::vector<int>>& defence, std::vector<bool> alive,
                                     const Contract& contract, Vulnerability vulnerability) {
  const std::size_t layouts = defence.size();
  if (layouts < static_cast<std::size_t>(kRaceAfterLayouts)) return alive;
  const std::size_t n = alive.size();
  // The defence's score of each lead in each layout.
  std::vector<std::vector<int>> score(layouts, std::vector<int>(n, 0));
  for (std::size_t k = 0; k < layouts; ++k)
    for (std::size_t i = 0; i < n; ++i)
      if (alive[i]) score[k][i] = -duplicate_score(contract, 13 - defence[k][i], vulnerability);
  // The leading candidate: the most IMPs against the best lead of each layout.
  std::size_t leader = n;
  double leader_total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!alive[i]) continue;
    double total = 0;
    for (std::size_t k = 0; k < layouts; ++k) {
      int best = score[k][i];
      for (std::size_t j = 0; j < n; ++j)
        if (alive[j] && score[k][j] > best) best = score[k][j];
      total -= imps(best - score[k][i]);
    }
    if (leader == n || total > leader_total) {
      leader = i;
      leader_total = total;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (!alive[i] || i == leader) continue;
    double sum = 0, squares = 0;
    for (std::size_t k = 0; k < layouts; ++k) {
      const double lost = imps(score[k][leader] - score[k][i]);
      sum += lost;
      squares += lost * lost;
    }
    const double count = static_cast<double>(layouts);
    const double mean = sum / count;
    const double variance = std::max(0.0, (squares - count * mean * mean) / (count - 1));
    const double standard_error = std::sqrt(variance / count);
    if (mean - kRaceStandardErrors * standard_error > kRaceMarginImps) alive[i] = false;
  }
  return alive;
}

}  // namespace tenace
