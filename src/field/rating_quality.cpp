#include "field/rating_quality.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace tenace::field {

namespace {

std::vector<double> ranks(const std::vector<double>& v) {
  std::vector<std::size_t> order(v.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) r[order[k]] = (static_cast<double>(i) + static_cast<double>(j)) / 2;
    i = j + 1;
  }
  return r;
}

}  // namespace

double spearman_rho(const std::vector<double>& x, const std::vector<double>& y) {
  if (x.size() != y.size() || x.size() < 2) return 0;
  const std::vector<double> rx = ranks(x), ry = ranks(y);
  const double mean = (static_cast<double>(x.size()) - 1) / 2;
  double sxy = 0, sxx = 0, syy = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    sxy += (rx[i] - mean) * (ry[i] - mean);
    sxx += (rx[i] - mean) * (rx[i] - mean);
    syy += (ry[i] - mean) * (ry[i] - mean);
  }
  return sxx == 0 || syy == 0 ? 0 : sxy / std::sqrt(sxx * syy);
}

std::map<std::string, double> fitted_ratings(const std::vector<Comparison>& comparisons,
                                             const std::map<std::string, double>& fixed) {
  constexpr double kPrior = 1500, kPriorDeviation = 350;
  constexpr double kQ = std::numbers::ln10 / 400;
  std::map<std::string, double> r = fixed;
  for (const Comparison& c : comparisons)
    for (const auto* side : {&c.us, &c.them})
      for (const std::string& p : *side) r.emplace(p, kPrior);
  auto mean_of = [&](const std::vector<std::string>& side) {
    double sum = 0;
    for (const std::string& p : side) sum += r.at(p);
    return sum / static_cast<double>(side.size());
  };
  // Newton's method on each player's own rating, all players at once (the
  // log-likelihood is concave, the prior keeps every step bounded); half
  // steps keep players who share comparisons from overshooting together.
  for (int iteration = 0; iteration < 500; ++iteration) {
    std::map<std::string, std::pair<double, double>> slope_curvature;
    for (const auto& [name, rating] : r)
      if (!fixed.count(name))
        slope_curvature[name] = {(kPrior - rating) / (kPriorDeviation * kPriorDeviation),
                                 1 / (kPriorDeviation * kPriorDeviation)};
    for (const Comparison& c : comparisons) {
      const double e = 1 / (1 + std::pow(10, -(mean_of(c.us) - mean_of(c.them)) / 400));
      for (const auto& [side, surprise] : {std::pair{&c.us, c.score - e}, std::pair{&c.them, e - c.score}}) {
        const double share = kQ / static_cast<double>(side->size());
        for (const std::string& p : *side) {
          auto found = slope_curvature.find(p);
          if (found == slope_curvature.end()) continue;
          found->second.first += c.weight * share * surprise;
          found->second.second += c.weight * share * share * e * (1 - e);
        }
      }
    }
    double largest_step = 0;
    for (const auto& [name, sc] : slope_curvature) {
      const double step = 0.5 * sc.first / sc.second;
      r[name] += step;
      largest_step = std::max(largest_step, std::abs(step));
    }
    if (largest_step < 0.01) break;
  }
  return r;
}

}  // namespace tenace::field
