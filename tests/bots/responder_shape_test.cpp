// Responder's calls with distributional hands, in both systems: a long suit
// or two suits are worth more than their high-card points. Most hands are
// from deals where the shapely contract made on every layout of the
// opponents' cards; North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(ResponderShape, GameWithALongMajorOverTheNoTrumpRebid) {
  // Eight spades and 6 HCP: ten trumps opposite opener's balanced hand.
  expect_bid_in_both_systems("AT986432.6.7.Q62", {"1D", "P", "1S", "P", "1NT", "P"}, "4S", "seven or more");
  expect_bid_in_both_systems("T632.KQT6543.Q.2", {"1C", "P", "1H", "P", "1NT", "P"}, "4H");
  // Six cards and the same points stay in two.
  expect_bid_in_both_systems("T98643.Q6.72.Q62", {"1D", "P", "1S", "P", "1NT", "P"}, "2S");
}

TEST(ResponderShape, TwoSuitersRunFromTheNoTrumpRebid) {
  // Five-five in the majors with values forces to game; opener picks it.
  expect_bid_in_both_systems("AJT84.976432.A3.", {"1D", "P", "1S", "P", "1NT", "P"}, "3H", "forcing to game");
  expect_bid_in_both_systems("KQ7.AT.T852.K652", {"1D", "P", "1S", "P", "1NT", "P", "3H", "P"}, "4S");
  // Weaker, the second suit is to play; opener prefers the five-three fit.
  expect_bid_in_both_systems("K7642.QJ54.T82.3", {"1D", "P", "1S", "P", "1NT", "P"}, "2H");
  expect_bid_in_both_systems("A3.K72.KJ73.Q962", {"1D", "P", "1S", "P", "1NT", "P", "2H", "P"}, "P");
  expect_bid_in_both_systems("A93.K2.KJ73.Q962", {"1D", "P", "1S", "P", "1NT", "P", "2H", "P"}, "2S");
  // Five clubs and a singleton play in opener's clubs, not in 1NT.
  expect_bid_in_both_systems("AJ432.8.82.J9864", {"1C", "P", "1S", "P", "1NT", "P"}, "2C");
}

TEST(ResponderShape, AcceptsTheJumpRebidInOpenersSuitWithAShortFit) {
  // A singleton spade and six hearts: opener's six spades are the suit.
  expect_bid_in_both_systems("4.KQ7632.543.A95", {"1S", "P", "1NT", "P", "3S", "P"}, "4S");
  expect_bid_in_both_systems("4.Q87632.J43.Q95", {"1S", "P", "1NT", "P", "3S", "P"}, "P");
}

TEST(ResponderShape, SevenCardSpadesBidGameNotSlam) {
  // Over 1H 1S 1NT, seven spades and 14 HCP: game, not a slam on a weak suit.
  expect_bid_in_both_systems("Q876432.J9.AK.A9", {"1H", "P", "1S", "P", "1NT", "P"}, "4S");
  // Over opener's second suit, a seven-card major and 10 HCP: game rather
  // than a preference to opener's minor.
  expect_bid_in_both_systems("AKT8643..K984.T2", {"1D", "P", "1S", "P", "2C", "P"}, "4S", "seven or more");
}

TEST(ResponderShape, PrefersTheFiveTwoFitToTheFourTwo) {
  expect_bid_in_both_systems("74.K6.KJT983.T82", {"1S", "P", "1NT", "P", "2H", "P"}, "2S");
  // With three hearts opener's second suit is the fit.
  expect_bid_in_both_systems("74.K62.KJT98.T82", {"1S", "P", "1NT", "P", "2H", "P"}, "P");
}

TEST(ResponderShape, OwnHeartsOverOneSpadeOneNoTrumpAndAMinor) {
  // Seven hearts and 10 HCP opposite a minimum with a singleton heart at
  // most: an invitation, not game; weaker, hearts to play.
  expect_bid_in_both_systems("J.KQJ9842.63.QJ2", {"1S", "P", "1NT", "P", "2C", "P"}, "3H");
  expect_bid_in_both_systems("J.KJ98642.63.J72", {"1S", "P", "1NT", "P", "2C", "P"}, "2H");
  // Eight of them play game opposite any minimum.
  expect_bid_in_both_systems("K4.AQJT9653.2.QT", {"1S", "P", "1NT", "P", "2C", "P"}, "4H", "eight or more");
}

TEST(ResponderShape, TwelveWithAFiveCardSuitForcesToGame) {
  // 12 HCP and five hearts (13 points) opposite an opening: game values,
  // so the fourth suit rather than the 2NT invitation.
  expect_bid_in_both_systems("75.KQ543.K975.AT", {"1D", "P", "1H", "P", "1S", "P"}, "2C", "fourth suit forcing");
  expect_bid_in_both_systems("75.KQ54.K975.AT4", {"1D", "P", "1H", "P", "1S", "P"}, "2NT");
}

TEST(ResponderShape, SevenCardMajorAndLittleElseJumpsToGame) {
  // 4 HCP and seven spades over 1D: too weak to respond at the one level,
  // the suit worth four or five tricks.
  expect_bid_in_both_systems("KJT9652.T6.4.T63", {"1D", "P"}, "4S", "a long suit");
  expect_bid_in_both_systems("T73.KQT9542.652.", {"1C", "P"}, "4H");
  // With six cards it is a pass.
  expect_bid_in_both_systems("KJT965.T62.4.T63", {"1D", "P"}, "P");
}

// The two-over-one response names the longer suit first, the higher of
// two five-card suits: 2C with four clubs and six hearts hid the hearts
// (the partnership reached 4S on a six-one fit instead of hearts).
TEST(ResponderShape, TwoOverOneBidsTheLongerSuitFirst) {
  expect_bid_in_both_systems("6.AK7632.Q5.AT98", {"1S", "P"}, "2H");
  expect_bid_in_both_systems("6.AK763.Q5.AT982", {"1S", "P"}, "2H");
  expect_bid_in_both_systems("6.A76.KQ953.AT98", {"1H", "P"}, "2D");
  expect_bid_in_both_systems("6.A7.KQ953.AT983", {"1S", "P"}, "2D");
  // the longer clubs still first
  expect_bid_in_both_systems("6.AK76.Q5.AT9832", {"1S", "P"}, "2C");
  expect_bid_in_both_systems("6.A76.KQ95.AT983", {"1S", "P"}, "2C");
}

}  // namespace
}  // namespace tenace
