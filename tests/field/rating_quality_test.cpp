// Yardsticks for ratings: Spearman's rho on series worked by hand, and the
// all-at-once fit recovering the rating differences its results imply.
#include "field/rating_quality.h"

#include <gtest/gtest.h>

#include <cmath>

namespace tenace::field {
namespace {

TEST(RatingQuality, SpearmanIsOneForTheSameOrderAndMinusOneForTheReverse) {
  EXPECT_DOUBLE_EQ(spearman_rho({1, 2, 3, 4}, {10, 20, 30, 45}), 1);
  EXPECT_DOUBLE_EQ(spearman_rho({1, 2, 3, 4}, {9, 7, 5, 1}), -1);
  EXPECT_DOUBLE_EQ(spearman_rho({1, 2, 3}, {5, 5, 5}), 0);
}

TEST(RatingQuality, SpearmanMatchesTheTextbookFormulaWithoutTies) {
  // Rank differences -1, 1, -1, 1, 0: rho = 1 - 6 * 4 / (5 * 24) = 0.8.
  EXPECT_NEAR(spearman_rho({1, 2, 3, 4, 5}, {2, 1, 4, 3, 5}), 0.8, 1e-12);
}

TEST(RatingQuality, SpearmanGivesTiesTheMeanOfTheirRanks) {
  // y's ranks 0, 1, 2.5, 4, 2.5: Pearson on ranks is 8 / sqrt(10 * 9.5).
  EXPECT_NEAR(spearman_rho({1, 2, 3, 4, 5}, {5, 6, 7, 8, 7}), 8 / std::sqrt(95.0), 1e-12);
}

TEST(RatingQuality, TheFitFindsTheDifferenceAScoreOfThreeInFourImplies) {
  // Each player with the same fixed robot partner: the pairs differ by
  // 400 log10(3) (Elo's chance of 3/4), the players by twice that.
  const std::vector<Comparison> results{{{"ann", "robot"}, {"bob", "robot"}, 0.75, 10000}};
  const auto r = fitted_ratings(results, {{"robot", 1500}});
  EXPECT_DOUBLE_EQ(r.at("robot"), 1500);
  EXPECT_NEAR(r.at("ann") - r.at("bob"), 2 * 400 * std::log10(3.0), 1);
  EXPECT_NEAR(r.at("ann") + r.at("bob"), 3000, 1);
}

TEST(RatingQuality, TheFitPlacesAPlayerByAFixedOpponent) {
  const auto r = fitted_ratings({{{"ann"}, {"robot"}, 0.5, 10000}}, {{"robot", 1700}});
  EXPECT_NEAR(r.at("ann"), 1700, 1);
  EXPECT_TRUE(fitted_ratings({}).empty());
}

}  // namespace
}  // namespace tenace::field
