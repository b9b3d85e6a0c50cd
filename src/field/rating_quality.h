#pragma once
// Yardsticks for ratings: how well they order players of a known order, and
// the ratings a whole history of results deserves at once.
#include <map>
#include <string>
#include <vector>

#include "field/rating.h"

namespace tenace::field {

// Spearman's rank correlation of two equally long series: Pearson's
// correlation of their ranks, tied values sharing the mean of their ranks.
// 1 for the same order, -1 for the reverse; 0 when either series is
// constant or shorter than two.
double spearman_rho(const std::vector<double>& x, const std::vector<double>& y);

// The ratings that best explain every comparison at once (the model's
// maximum a posteriori fit, players starting from a newcomer's prior of
// 1500 +- 350): a partnership plays at the mean of its players' ratings and
// wins a comparison with Elo's logistic chance, deviations aside. `fixed`
// players keep their ratings. Comparisons may be aggregated: one with
// weight w and score s counts as w games scoring s on average.
std::map<std::string, double> fitted_ratings(const std::vector<Comparison>& comparisons,
                                             const std::map<std::string, double>& fixed = {});

}  // namespace tenace::field
