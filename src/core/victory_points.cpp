#include "core/victory_points.h"

#include <cmath>
#include <cstdlib>

namespace tenace {

namespace {

constexpr int kMaximum = 2000;  // 20.00 VPs

int raw_hundredths(int margin, double blitz) {
  const double tau = (std::sqrt(5.0) - 1.0) / 2.0;
  const double r = tau * tau * tau;
  const double vp = 10.0 + 10.0 * (1.0 - std::pow(r, margin / blitz)) / (1.0 - r);
  const long rounded = std::lround(vp * 100.0);
  return rounded > kMaximum ? kMaximum : static_cast<int>(rounded);
}

}  // namespace

std::vector<int> vp_scale_hundredths(int boards) {
  if (boards < 1) boards = 1;
  const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
  std::vector<int> scale;
  for (int margin = 0;; ++margin) {
    scale.push_back(raw_hundredths(margin, blitz));
    if (scale.back() >= kMaximum) break;
  }
  // Remove convex bumps left by rounding: whenever an increment exceeds the
  // one before it, raise the middle value by 0.01 and look again from the
  // start (a raise can create a bump one step earlier).
  for (std::size_t k = 2; k < scale.size();) {
    if (scale[k] - scale[k - 1] > scale[k - 1] - scale[k - 2]) {
      ++scale[k - 1];
      k = 2;
    } else {
      ++k;
    }
  }
  return scale;
}

int victory_points_hundredths(int imp_margin, int boards) {
  const std::vector<int> scale = vp_scale_hundredths(boards);
  const long long magnitude = std::llabs(static_cast<long long>(imp_margin));
  const int winner =
      magnitude >= static_cast<long long>(scale.size()) ? kMaximum : scale[static_cast<std::size_t>(magnitude)];
  return imp_margin < 0 ? kMaximum - winner : winner;
}

double victory_points(int imp_margin, int boards) { return victory_points_hundredths(imp_margin, boards) / 100.0; }

}  // namespace tenace
