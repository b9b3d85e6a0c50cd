// The WBF IMP scale, checked against the ranges of RULES.md §1.5 typed in
// by hand: every boundary on both sides, for positive and negative
// differences, and every multiple of 10 up to 5000.
#include "core/imps.h"

#include <gtest/gtest.h>

#include <climits>
#include <numeric>

namespace tenace {
namespace {

struct ImpRange {
  int low;
  int high;  // -1: no upper end
  int imps;
};

// RULES.md §1.5, row by row.
constexpr ImpRange kRanges[] = {
    {0, 10, 0},       {20, 40, 1},      {50, 80, 2},      {90, 120, 3},     {130, 160, 4},
    {170, 210, 5},    {220, 260, 6},    {270, 310, 7},    {320, 360, 8},    {370, 420, 9},
    {430, 490, 10},   {500, 590, 11},   {600, 740, 12},   {750, 890, 13},   {900, 1090, 14},
    {1100, 1290, 15}, {1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
    {2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, -1, 24},
};

TEST(Imps, EveryBoundaryOfTheTableOnBothSides) {
  for (const ImpRange& r : kRanges) {
    EXPECT_EQ(imps(r.low), r.imps) << r.low;
    EXPECT_EQ(imps(-r.low), -r.imps) << -r.low;
    if (r.low > 0) {
      // Just below the range belongs to the previous row.
      EXPECT_EQ(imps(r.low - 10), r.imps - 1) << r.low - 10;
      EXPECT_EQ(imps(-(r.low - 10)), -(r.imps - 1)) << -(r.low - 10);
    }
    if (r.high >= 0) {
      EXPECT_EQ(imps(r.high), r.imps) << r.high;
      EXPECT_EQ(imps(-r.high), -r.imps) << -r.high;
      EXPECT_EQ(imps(r.high + 10), r.imps + 1) << r.high + 10;
      EXPECT_EQ(imps(-(r.high + 10)), -(r.imps + 1)) << -(r.high + 10);
    }
  }
}

TEST(Imps, EveryMultipleOfTenAgreesWithTheTable) {
  for (int difference = 0; difference <= 5000; difference += 10) {
    int expected = -1;
    for (const ImpRange& r : kRanges)
      if (difference >= r.low && (r.high < 0 || difference <= r.high)) expected = r.imps;
    ASSERT_NE(expected, -1) << difference;
    EXPECT_EQ(imps(difference), expected) << difference;
    EXPECT_EQ(imps(-difference), -expected) << -difference;
  }
}

TEST(Imps, InBetweenValuesFallToTheStepBelow) {
  EXPECT_EQ(imps(15), 0);
  EXPECT_EQ(imps(19), 0);
  EXPECT_EQ(imps(-19), 0);
  EXPECT_EQ(imps(49), 1);
  EXPECT_EQ(imps(-3999), -23);
  EXPECT_EQ(imps(INT_MAX), 24);
  EXPECT_EQ(imps(INT_MIN), -24);
}

TEST(Imps, FamiliarSwings) {
  EXPECT_EQ(imps(620 - (-100)), 12);  // vulnerable game made against one down
  EXPECT_EQ(imps(420 - 170), 6);      // game against a part score
  EXPECT_EQ(imps(1430 - 680), 13);    // vulnerable slam against game + 2
  EXPECT_EQ(imps(-200 - 140), -8);
}

TEST(CrossImps, EachResultAgainstEveryOther) {
  // Three tables: 420, 420, -50. Table 1: 0 + imps(470) = 10; table 2 the same;
  // table 3: 2 * imps(-470) = -20.
  const std::vector<int> totals = cross_imps({420, 420, -50});
  EXPECT_EQ(totals, (std::vector<int>{10, 10, -20}));
  const std::vector<double> per = cross_imps_per_comparison({420, 420, -50});
  ASSERT_EQ(per.size(), 3u);
  EXPECT_DOUBLE_EQ(per[0], 5.0);
  EXPECT_DOUBLE_EQ(per[2], -10.0);
}

TEST(CrossImps, TotalsAreZeroSum) {
  const std::vector<int> scores = {980, 480, 480, 450, -50, 170, 1430, -100};
  const std::vector<int> totals = cross_imps(scores);
  EXPECT_EQ(std::accumulate(totals.begin(), totals.end(), 0), 0);
  // 1430 beats 980 by 450 = 10 IMPs, 480 by 950 = 14 (twice), 450 by 980 = 14,
  // -50 by 1480 = 16, 170 by 1260 = 15, -100 by 1530 = 17.
  EXPECT_EQ(totals[6], 10 + 14 + 14 + 14 + 16 + 15 + 17);
}

TEST(CrossImps, LoneScoreHasNothingToCompare) {
  EXPECT_EQ(cross_imps({400}), (std::vector<int>{0}));
  EXPECT_EQ(cross_imps_per_comparison({400}), (std::vector<double>{0.0}));
  EXPECT_TRUE(cross_imps({}).empty());
}

}  // namespace
}  // namespace tenace
