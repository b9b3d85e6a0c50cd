// The WBF continuous 20-point VP scale. Expected values come from the
// formula's closed forms, not from the code: with tau^2 + tau = 1 one finds
// 1 - R = 2 tau^2 (R = tau^3), so a margin of X/3 scores exactly
// 10 + 10 (1 - tau) / (2 tau^2) = 15.00 and a margin of 2X/3 scores
// 10 + 5 / tau = 18.09, where X = 15 sqrt(N) is the blitz margin.
#include <gtest/gtest.h>

#include <cmath>

#include "core/victory_points.h"

namespace tenace {
namespace {

TEST(VictoryPoints, DrawIsTenEach) {
  for (int boards : {1, 8, 12, 16, 24, 32, 64}) EXPECT_EQ(victory_points_hundredths(0, boards), 1000) << boards;
}

TEST(VictoryPoints, ClosedFormPointsOfTheCurve) {
  // 16 boards: X = 60.
  EXPECT_EQ(victory_points_hundredths(20, 16), 1500);
  EXPECT_EQ(victory_points_hundredths(40, 16), 1809);
  EXPECT_EQ(victory_points_hundredths(60, 16), 2000);
  // 9 boards: X = 45.
  EXPECT_EQ(victory_points_hundredths(15, 9), 1500);
  EXPECT_EQ(victory_points_hundredths(30, 9), 1809);
  EXPECT_EQ(victory_points_hundredths(45, 9), 2000);
  // 36 boards: X = 90.
  EXPECT_EQ(victory_points_hundredths(30, 36), 1500);
  EXPECT_EQ(victory_points_hundredths(60, 36), 1809);
  EXPECT_EQ(victory_points_hundredths(90, 36), 2000);
}

TEST(VictoryPoints, FirstImpsOfASixteenBoardMatch) {
  // 10 + 10 (1 - R^(I/60)) / (1 - R), worked by hand to 4 decimals:
  // 1: 10.3112, 2: 10.6150 (10.61499...), 3: 10.9116, 4: 11.2011.
  EXPECT_DOUBLE_EQ(victory_points(1, 16), 10.31);
  EXPECT_DOUBLE_EQ(victory_points(2, 16), 10.61);
  EXPECT_DOUBLE_EQ(victory_points(3, 16), 10.91);
  EXPECT_DOUBLE_EQ(victory_points(4, 16), 11.20);
}

TEST(VictoryPoints, BlitzAndBeyondIsTwentyToNothing) {
  EXPECT_LT(victory_points_hundredths(59, 16), 2000);
  EXPECT_EQ(victory_points_hundredths(61, 16), 2000);
  EXPECT_EQ(victory_points_hundredths(500, 16), 2000);
  EXPECT_EQ(victory_points_hundredths(-500, 16), 0);
  // 1 board: X = 15.
  EXPECT_EQ(victory_points_hundredths(15, 1), 2000);
  EXPECT_LT(victory_points_hundredths(14, 1), 2000);
}

TEST(VictoryPoints, TheTwoSidesAlwaysShareTwenty) {
  for (int boards = 1; boards <= 40; ++boards)
    for (int margin = 0; margin <= 120; ++margin)
      ASSERT_EQ(victory_points_hundredths(margin, boards) + victory_points_hundredths(-margin, boards), 2000)
          << boards << " boards, margin " << margin;
}

TEST(VictoryPoints, EachExtraImpIsWorthNoMoreThanThePrevious) {
  for (int boards = 1; boards <= 100; ++boards) {
    const std::vector<int> scale = vp_scale_hundredths(boards);
    ASSERT_GE(scale.size(), 2u);
    EXPECT_EQ(scale.front(), 1000);
    EXPECT_EQ(scale.back(), 2000);
    for (std::size_t k = 1; k < scale.size(); ++k) {
      ASSERT_GE(scale[k], scale[k - 1]) << boards << " boards, margin " << k;
      if (k >= 2) {
        ASSERT_LE(scale[k] - scale[k - 1], scale[k - 1] - scale[k - 2]) << boards << " boards, margin " << k;
      }
    }
    // The concavity corrections move a value by a few hundredths at most
    // (up to 0.04 for 100-board matches, 0.01 for 16 boards).
    const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
    const double r = std::pow((std::sqrt(5.0) - 1.0) / 2.0, 3.0);
    for (std::size_t k = 0; k < scale.size(); ++k) {
      const double curve = std::min(20.0, 10.0 + 10.0 * (1.0 - std::pow(r, k / blitz)) / (1.0 - r));
      EXPECT_NEAR(scale[k] / 100.0, curve, boards <= 32 ? 0.015 : 0.05) << boards << " boards, margin " << k;
    }
  }
}

}  // namespace
}  // namespace tenace
