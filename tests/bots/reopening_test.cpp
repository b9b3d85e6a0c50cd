// Opener in the pass-out seat after their overcall, and the preference
// after the forcing 1NT. The rules covered only one-level and simple
// two-level overcalls of a major: over 1D (2C), their weak jump overcalls
// and their three-level preempts the fallback passed with 17-18 HCP and a
// singleton in their suit, and read the double, had it come, as penalty.
// After 1S-1NT-2D-2S the preference was read as three trumps, so 20 HCP
// made a slam try opposite 6-10 and a doubleton. North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(Reopening, OverTheirTwoLevelOvercallOfAMinor) {
  expect_bid_in_both_systems("KQ94.A5.AQT63.92", {"1D", "2C", "P", "P"}, "X", "short in their suit");
  expect_bid_in_both_systems("KQ4.A5.AQT63.K92", {"1D", "2C", "P", "P"}, "2NT", "balanced 18-19");
  expect_bid_in_both_systems("KQ4.A52.QT63.K92", {"1D", "2C", "P", "P"}, "Pass", "nothing to add");
}

TEST(Reopening, ExtraValuesDoubleOverTheirOvercallOfAMajor) {
  expect_bid_in_both_systems("KQT4.AJT53.A5.K2", {"1H", "2C", "P", "P"}, "X", "extra values");
  expect_bid_in_both_systems("KQ4.AJT53.A5.J92", {"1H", "2C", "P", "P"}, "Pass", "nothing to add");
}

TEST(Reopening, OverTheirWeakJumpOvercall) {
  expect_bid_in_both_systems("5.KQT4.AKT63.K92", {"1D", "2S", "P", "P"}, "X", "short in their suit");
  expect_bid_in_both_systems("A5.KQ4.KQT63.K92", {"1D", "2S", "P", "P"}, "X", "extra values");
  expect_bid_in_both_systems("A5.AKQT4.KT63.92", {"1H", "2S", "P", "P"}, "X", "extra values");
  expect_bid_in_both_systems("K5.Q94.KQT63.Q92", {"1D", "2H", "P", "P"}, "Pass", "nothing to add");
}

TEST(Reopening, OverTheirThreeLevelPreempt) {
  expect_bid_in_both_systems("5.KQT4.AKT63.K92", {"1D", "3S", "P", "P"}, "X", "short in their suit");
  expect_bid_in_both_systems("A5.AKQT4.KT63.92", {"1H", "3C", "P", "P"}, "X", "extra values");
  expect_bid_in_both_systems("A5.AKQT43.KT6.9", {"1H", "3C", "P", "P"}, "3H", "six or more");
  expect_bid_in_both_systems("K5.KQT4.KT63.Q9", {"1D", "3S", "P", "P"}, "Pass", "nothing to add");
}

TEST(Reopening, ResponderAnswersTheDouble) {
  // Partner's double is for takeout: a four-card major, or a pass with
  // their suit held; at the four level opener's minor with nothing else.
  expect_bid_in_both_systems("Q3.J943.J42.QJ73", {"1D", "2S", "P", "P", "X", "P"}, "3H", "four or more hearts");
  expect_bid_in_both_systems("KJT83.Q9.J842.73", {"1D", "2S", "P", "P", "X", "P"}, "Pass", "to defend");
  expect_bid_in_both_systems("Q3.J843.J42.Q973", {"1D", "2C", "P", "P", "X", "P"}, "2H", "four or more hearts");
  expect_bid_in_both_systems("Q3.J43.J542.KJT9", {"1D", "2C", "P", "P", "X", "P"}, "Pass", "to defend");
  expect_bid_in_both_systems("Q3.J9843.J42.Q73", {"1D", "3S", "P", "P", "X", "P"}, "4H", "four or more hearts");
  expect_bid_in_both_systems("Q3.J98.J432.Q873", {"1D", "3S", "P", "P", "X", "P"}, "4D", "opener's minor");
}

TEST(Reopening, ThePreferenceOverTheForcingNoTrumpIsTwoCards) {
  expect_bid_in_both_systems("Q4.K852.J7.Q8653", {"1S", "P", "1NT", "P", "2D", "P"}, "2S", "two cards");
  // With three of opener's minor too the minor is as good a fit: pass.
  expect_bid_in_both_systems("Q4.K852.J74.Q853", {"1S", "P", "1NT", "P", "2D", "P"}, "Pass");
  // Opposite it no slam try: game with 19+ points, an invitation with 17-18.
  expect_bid_in_both_systems("AKJ84.K5.AQ73.K2", {"1S", "P", "1NT", "P", "2D", "P", "2S", "P"}, "4S", "game values");
  expect_bid_in_both_systems("AKJ84.K5.AQ73.52", {"1S", "P", "1NT", "P", "2D", "P", "2S", "P"}, "3S", "invites game");
}

TEST(Reopening, OpenerOverThePreferenceToHearts) {
  // 1H-1S-2C-2H shows 6-10 and two or three hearts: 15 HCP and five-five
  // is no game (the fallback bid 3NT on a singleton king of spades).
  expect_bid_in_both_systems("K.AQT54.53.AQ874", {"1H", "P", "1S", "P", "2C", "P", "2H", "P"}, "Pass", "a minimum");
  expect_bid_in_both_systems("K4.AKT54.5.AQJ87", {"1H", "P", "1S", "P", "2C", "P", "2H", "P"}, "2NT", "invites game");
  expect_bid_in_both_systems("K4.AKQT54.5.AQ87", {"1H", "P", "1S", "P", "2C", "P", "2H", "P"}, "4H", "game values");
}

// 1H (2C) P (P) X (P) 2H (P): opener with 18 HCP and seven hearts passed
// the preference (ten tricks); game with 21+ points counting the length,
// an invitation with six cards and 18-20.
TEST(Reopening, OpenerAfterThePreferenceToItsMajor) {
  expect_bid_in_both_systems("AKQ7.AJ97532.A5.", {"1H", "2C", "P", "P", "X", "P", "2H", "P"}, "4H", "game values");
  expect_bid_in_both_systems("AK7.AJ9753.A52.4", {"1H", "2C", "P", "P", "X", "P", "2H", "P"}, "3H", "invites game");
  expect_bid_in_both_systems("K72.AJ975.A52.4", {"1H", "2C", "P", "P", "X", "P", "2H", "P"}, "P");
}

}  // namespace
}  // namespace tenace
