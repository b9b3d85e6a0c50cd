// Matchpoints on both scales, percentages and Neuberg, worked by hand.
#include "core/matchpoints.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

using V = std::vector<double>;

TEST(Matchpoints, TwoPerScoreBeatenOnePerTie) {
  // 420 beats 170 and -50, ties the other 420: 2 + 2 + 1 = 5; 170 beats -50
  // only: 2; -50: 0. Top with 4 results = 6.
  EXPECT_EQ(matchpoints({420, 420, 170, -50}), (V{5, 5, 2, 0}));
  EXPECT_DOUBLE_EQ(matchpoint_top(4), 6.0);
}

TEST(Matchpoints, OneAndAHalfScale) {
  EXPECT_EQ(matchpoints({420, 420, 170, -50}, MatchpointScale::OneHalf), (V{2.5, 2.5, 1, 0}));
  EXPECT_DOUBLE_EQ(matchpoint_top(4, MatchpointScale::OneHalf), 3.0);
}

TEST(Matchpoints, DirectionsAreComplementary) {
  const std::vector<int> ns = {620, 170, 170, -100, 650};
  const std::vector<int> ew = {-620, -170, -170, 100, -650};
  const V a = matchpoints(ns);
  const V b = matchpoints(ew);
  for (std::size_t i = 0; i < ns.size(); ++i) EXPECT_DOUBLE_EQ(a[i] + b[i], matchpoint_top(5));
}

TEST(Matchpoints, PercentagesOfTheTop) {
  const V p = matchpoint_percentages({420, 420, 170, -50});
  ASSERT_EQ(p.size(), 4u);
  EXPECT_DOUBLE_EQ(p[0], 500.0 / 6);
  EXPECT_DOUBLE_EQ(p[2], 200.0 / 6);
  EXPECT_DOUBLE_EQ(p[3], 0.0);
  EXPECT_EQ(matchpoint_percentages({100}), (V{50.0}));
}

TEST(Neuberg, ScalesABoardPlayedFewerTimes) {
  // 4 results where 5 were expected (top 8): a top of 6 becomes
  // (6 + 1) * 5/4 - 1 = 7.75, a bottom (0 + 1) * 5/4 - 1 = 0.25, an average
  // 3 becomes 4 = half the new top.
  EXPECT_DOUBLE_EQ(neuberg(6, 4, 5), 7.75);
  EXPECT_DOUBLE_EQ(neuberg(0, 4, 5), 0.25);
  EXPECT_DOUBLE_EQ(neuberg(3, 4, 5), 4.0);
  // On the 1/½ scale: (3 + ½) * 5/4 - ½ = 3.875 (twice that is 7.75).
  EXPECT_DOUBLE_EQ(neuberg(3, 4, 5, MatchpointScale::OneHalf), 3.875);
  // A complete board is unchanged.
  EXPECT_DOUBLE_EQ(neuberg(5, 7, 7), 5.0);
}

TEST(Neuberg, WholeBoardKeepsTheSumOfAFullBoard) {
  const V scaled = neuberg_matchpoints({420, 420, 170, -50}, 5);
  // 5, 5, 2, 0 -> 6.5, 6.5, 2.75, 0.25; a full board of 5 results shares
  // 5 * 4 = 20 matchpoints, and 4 of the 5 "slots" share 4/5 of that = 16.
  EXPECT_EQ(scaled, (V{6.5, 6.5, 2.75, 0.25}));
  EXPECT_DOUBLE_EQ(scaled[0] + scaled[1] + scaled[2] + scaled[3], 16.0);
}

}  // namespace
}  // namespace tenace
