#include "core/whist_score_sheet.h"

#include <algorithm>

namespace tenace {

WhistScoreSheet::WhistScoreSheet(int players, int target)
    : totals_(static_cast<std::size_t>(players), 0), target_(target) {}

bool WhistScoreSheet::is_over() const {
  return std::any_of(totals_.begin(), totals_.end(), [&](int t) { return t >= target_; });
}

std::vector<int> WhistScoreSheet::winners() const {
  std::vector<int> leaders;
  if (!is_over()) return leaders;
  const int best = *std::max_element(totals_.begin(), totals_.end());
  for (int p = 0; p < players(); ++p)
    if (totals_[static_cast<std::size_t>(p)] == best) leaders.push_back(p);
  return leaders;
}

bool WhistScoreSheet::add(const std::vector<int>& points) {
  if (is_over() || points.size() != totals_.size()) return false;
  for (std::size_t p = 0; p < totals_.size(); ++p) totals_[p] += points[p];
  ++hands_;
  return true;
}

}  // namespace tenace
