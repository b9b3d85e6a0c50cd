// Our side after their two-suited overcall of our opening (unusual 2NT,
// Michaels) and after their takeout double of a weak two. Without rules
// here a ten-count with five spades passed over 1D (2NT), opener bid 3NT
// with a minimum after partner's double of 2NT, and a weak two bid game
// over partner's redouble. The auction starts with North's opening.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// The cue bid in their lower suit raises opener's suit with invitational
// values or better; the one in their higher suit is the fourth suit, forcing.
TEST(TwoSuitedDefence, CueBidsOverUnusualTwoNoTrump) {
  expect_bid_in_both_systems("K95.J4.AQ632.874", {"1S", "2NT"}, "3C", "invitational values or better");
  expect_bid_in_both_systems("95.AQJ42.K63.874", {"1S", "2NT"}, "3D", "five or more hearts");
  expect_bid_in_both_systems("AQJ54.94.K96.874", {"1D", "2NT"}, "3H", "five or more spades");
  expect_bid_in_both_systems("K5.Q42.KQ632.J74", {"1D", "2NT"}, "3C", "a raise of diamonds");
}

TEST(TwoSuitedDefence, RaisesAndDoublesOverUnusualTwoNoTrump) {
  expect_bid_in_both_systems("K95.J42.Q632.874", {"1S", "2NT"}, "3S", "competitive raise");
  expect_bid_in_both_systems("K9542.J42.Q632.4", {"1S", "2NT"}, "4S", "preemptive raise to game");
  expect_bid_in_both_systems("95.AJ42.K63.QJ74", {"1S", "2NT"}, "X", "ready to double them");
}

// After the double opener defends with a minimum, doubles their suit with
// four, and partner doubles it with three.
TEST(TwoSuitedDefence, AfterTheDoubleOfTheirTwoSuiter) {
  expect_bid_in_both_systems("AKJ54.K94.86.J74", {"1S", "2NT", "X", "P"}, "Pass", "defend");
  expect_bid_in_both_systems("AKJ54.K94.86.J74", {"1S", "2NT", "X", "3C"}, "Pass", "defend");
  expect_bid_in_both_systems("AKJ54.K9.86.Q743", {"1S", "2NT", "X", "3C"}, "X", "four or more of their suit");
  expect_bid_in_both_systems("AKJ543.KQ94.6.74", {"1S", "2NT", "X", "3D"}, "3S", "six or more");
  expect_bid_in_both_systems("95.AJ42.K63.QJ74", {"1S", "2NT", "X", "3D", "P", "P"}, "X",
                             "three or more of their suit, a stopper");
}

TEST(TwoSuitedDefence, OpenerAnswersTheCueBids) {
  expect_bid_in_both_systems("AQJ54.KQ4.K6.874", {"1S", "2NT", "3C", "P"}, "4S", "accepts");
  expect_bid_in_both_systems("AQJ54.K94.86.J74", {"1S", "2NT", "3C", "P"}, "3S", "declines");
  expect_bid_in_both_systems("AKJ54.K94.86.J74", {"1S", "2NT", "3D", "P"}, "3H", "three or more hearts");
}

TEST(TwoSuitedDefence, OverMichaels) {
  expect_bid_in_both_systems("95.KJ3.AQ632.874", {"1H", "2H"}, "2S", "invitational values or better");
  expect_bid_in_both_systems("K52.J4.KJ63.Q743", {"1S", "2S"}, "3H", "invitational values or better");
  expect_bid_in_both_systems("K5.J4.KJ63.AJ743", {"1H", "2H"}, "X", "ready to double them");
  expect_bid_in_both_systems("K5.J4.KJ632.Q743", {"1D", "2D"}, "2H", "a raise of diamonds");
  expect_bid_in_both_systems("KJ5.AQ4.J632.Q74", {"1D", "2D"}, "3NT", "both majors held");
}

// Advancer with no more than two cards in either of Michaels' majors: 2S
// with two (partner reads at least two), 2H with fewer (2S on a void went
// three down where 2H plays in a five-two fit).
TEST(TwoSuitedDefence, AdvancingMichaelsShortInBothMajors) {
  expect_bid_in_both_systems(".76.AK862.Q98743", {"1D", "2D", "P"}, "2H", "short in spades");
  expect_bid_in_both_systems("76.4.AK862.Q9874", {"1D", "2D", "P"}, "2S", "chooses spades");
  expect_bid_in_both_systems("7.642.AK86.Q9874", {"1D", "2D", "P"}, "2H", "short in spades");
}

TEST(TwoSuitedDefence, OverTheirDoubleOfAWeakTwo) {
  expect_bid_in_both_systems("K95.J84.Q9632.74", {"2S", "X"}, "3S", "preemptive raise");
  expect_bid_in_both_systems("K954.J84.Q9632.4", {"2S", "X"}, "4S", "ten trumps");
  expect_bid_in_both_systems("5.AQ84.KQJ3.AJ74", {"2S", "X"}, "XX", "balance of power");
  expect_bid_in_both_systems("AQJ954.J4.84.974", {"2S", "X", "XX", "3C"}, "Pass", "partner decides");
}

}  // namespace
}  // namespace tenace
