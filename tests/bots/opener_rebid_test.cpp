// Opener's second call for the hands the rules used to leave to a catch-all
// ("minimum, no better rebid") or to the fallback: the rebids a strong club
// player makes, in both systems. North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// 1m-1NT: responder has 6-10 HCP and no four-card major.
TEST(OpenerRebidsAfterOneNoTrump, MinimumFourFourFourOnePasses) {
  expect_bid_in_both_systems("KJ54.Q862.AQ73.5", {"1D", "P", "1NT", "P"}, "P");  // not 2S, a major responder has denied
}

TEST(OpenerRebidsAfterOneNoTrump, EighteenWithoutASingletonInvitesWithTwoNoTrump) {
  expect_bid_in_both_systems("K5.AQ84.AKJ3.J72", {"1D", "P", "1NT", "P"}, "2NT", "invitational");
}

TEST(OpenerRebidsAfterOneNoTrump, SixCardMinimumRebidsTheMinor) {
  expect_bid_in_both_systems("K5.Q4.AQJ973.854", {"1D", "P", "1NT", "P"}, "2D");
}

// 1m-1M: the new lower suit goes up to 18 points (a reverse needs five
// cards in the opened minor).
TEST(OpenerRebidsAfterOneOverOne, SeventeenWithFourFourFourOneBidsTheLowerSuit) {
  expect_bid_in_both_systems("5.AQ84.AKJ3.K972", {"1D", "P", "1S", "P"}, "2C");  // not 2D, "six or more"
}

TEST(OpenerRebidsAfterOneOverOne, VoidInPartnersSuitRebidsTheFiveCardMinor) {
  expect_bid_in_both_systems(".KJ84.Q973.AKJ54", {"1C", "P", "1S", "P"}, "2C", "unbalanced");  // not 1NT, "balanced"
}

TEST(OpenerRebidsAfterOneOverOne, ThreeTrumpsAndASingletonRaise) {
  expect_bid_in_both_systems("K84.5.AJ73.KQ854", {"1C", "P", "1S", "P"}, "2S", "ruffing value");
  // Balanced with three trumps: 1NT, not the raise.
  EXPECT_EQ(bid_after(two_over_one(), "K84.Q95.K72.AJ85", {"1C", "P", "1S", "P"}).call, call("1NT"));
}

TEST(OpenerRebidsAfterOneOverOne, NineteenPointsJumpShiftsAfterOneDiamondOneHeart) {
  expect_bid_in_both_systems("AQ84.K72.AKQ73.5", {"1D", "P", "1H", "P"}, "2S", "jump shift");
}

TEST(OpenerRebidsAfterOneOverOne, LongHeartsWithGameValuesBidGameOverOneSpade) {
  expect_bid_in_both_systems("3.AKQJ643.AQ.T82", {"1H", "P", "1S", "P"}, "4H");  // not 2H, "no better rebid"
}

TEST(OpenerRebidsAfterOneOverOne, GameValuesWithThreeTrumpsAndASingletonRaiseToGame) {
  // Not 3NT "a long minor": the singleton may be in an unbid suit.
  expect_bid_in_both_systems("AKJ.KT2.6.AQ9732", {"1C", "P", "1H", "P"}, "4H", "ruffing value");
  expect_bid_in_both_systems("K4.A8.AKJ.AT9873", {"1C", "P", "1S", "P"}, "3NT");
}

// After opener's jump shift (19+, forcing to game): responder shows a
// six-card major or bids 3NT with the unbid suit held; opener raises the
// six-card major with two.
TEST(AfterOpenersJumpShift, ResponderRebidsASixCardMajor) {
  expect_bid_in_both_systems("K5.KJ9753.Q84.72", {"1D", "P", "1H", "P", "3C", "P"}, "3H",
                             "six or more");  // not 4H at once
}

TEST(AfterOpenersJumpShift, ResponderWithTheUnbidSuitHeldBidsThreeNoTrump) {
  expect_bid_in_both_systems("KJ5.Q874.J62.Q93", {"1D", "P", "1H", "P", "3C", "P"}, "3NT", "spades held");
}

TEST(AfterOpenersJumpShift, ResponderSupportsOpenersMajorWithThree) {
  expect_bid_in_both_systems("QJ854.K93.72.J64", {"1H", "P", "1S", "P", "3D", "P"}, "3H", "support for hearts");
}

TEST(AfterOpenersJumpShift, OpenerRaisesTheSixCardMajorWithTwo) {
  expect_bid_in_both_systems("A5.Q6.AKJ74.AK85", {"1D", "P", "1H", "P", "3C", "P", "3H", "P"}, "4H", "eight-card fit");
}

// 1D-2C: responder has no four-card major; a balanced minimum says so with
// 2NT instead of jumping to 3NT with nothing in the unbid suits.
TEST(OpenerRebidsOverTwoClubs, BalancedMinimumBidsTwoNoTrump) {
  expect_bid_in_both_systems("T9.AK7.Q8742.K96", {"1D", "P", "2C", "P"}, "2NT");
  EXPECT_EQ(bid_after(two_over_one(), "A2.Q732.AQ865.T9", {"1D", "P", "2C", "P"}).call, call("2H"));
}

// 1m-1H-1S-1NT: responder has 6-10 and no spade fit.
TEST(OpenerThirdCall, SixteenPointsInviteInsteadOfBiddingGame) {
  expect_bid_in_both_systems("AJ75.A.KT9.A7654", {"1C", "P", "1H", "P", "1S", "P", "1NT", "P"}, "2NT", "invites 3NT");
  expect_bid_in_both_systems("KQ74.A5.6.KQ7543", {"1C", "P", "1H", "P", "1S", "P", "1NT", "P"},
                             "2C");  // the misfit: no game
  // Responder accepts with 9 points, declines with 8.
  expect_bid_in_both_systems("Q92.KQJ85.53.832", {"1D", "P", "1H", "P", "1S", "P", "1NT", "P", "2NT", "P"}, "3NT");
  expect_bid_in_both_systems("J43.K865.Q73.Q42", {"1C", "P", "1H", "P", "1S", "P", "1NT", "P", "2NT", "P"}, "P");
}

TEST(OpenerThirdCall, PassesThePreferenceWithoutGameValues) {
  expect_bid_in_both_systems("K7.54.KQT42.AKJ3", {"1D", "P", "1H", "P", "2C", "P", "2D", "P"}, "P");
}

// 1M-1NT: a five-five with 16 HCP forces to game with a jump in its second
// suit (not a two-level bid responder may pass); four spades beside five
// hearts reverse with 17+ points.
TEST(OpenerRebidsAfterOneMajorOneNoTrump, FiveFiveWithSixteenJumpsInTheSecondSuit) {
  expect_bid_in_both_systems("AKT65.A7432..KQT", {"1S", "P", "1NT", "P"}, "3H", "five-five");
  expect_bid_in_both_systems("K.KJT74.85.AKQ73", {"1H", "P", "1NT", "P"}, "3C", "five-five");
}

TEST(OpenerRebidsAfterOneMajorOneNoTrump, FourSpadesAndExtraValuesReverse) {
  expect_bid_in_both_systems("KQ84.AKJ75.A4.92", {"1H", "P", "1NT", "P"}, "2S", "reverse");
}

// 1S 1NT 2H 2S (responder's preference, 6-10): sixteen HCP and a
// singleton diamond bid 3NT; a minimum passes, 17-18 points invite in the
// major and responder accepts with a maximum.
TEST(OpenerRebid, ThirdCallAfterThePreferenceOverTheOneNoTrumpResponse) {
  expect_bid_in_both_systems("AQ954.AK54.5.K54", {"1S", "P", "1NT", "P", "2H", "P", "2S", "P"}, "3S", "invites game");
  expect_bid_in_both_systems("AQ954.AJ54.5.K54", {"1S", "P", "1NT", "P", "2H", "P", "2S", "P"}, "Pass");
  expect_bid_in_both_systems("K6.J872.QJ54.Q54", {"1S", "P", "1NT", "P", "2H", "P", "2S", "P", "3S", "P"}, "4S");
  expect_bid_in_both_systems("K6.J872.Q954.954", {"1S", "P", "1NT", "P", "2H", "P", "2S", "P", "3S", "P"}, "Pass");
}

// 2/1: 1S 2D 2H 3D (responder's six diamonds, forcing to game): opener
// bid 3NT whether or not clubs were held. Now 3NT with them, support with
// three, five-five hearts, else 3S waiting, and responder's 3NT with clubs
// held.
TEST(OpenerRebid, ThirdCallAfterTheTwoOverOneRespondersSixCardMinor) {
  const std::initializer_list<const char*> auction = {"1S", "P", "2D", "P", "2H", "P", "3D", "P"};
  expect_bid(two_over_one(), "AQ954.AJ54.K54.5", {"1S", "P", "2C", "P", "2H", "P", "3C", "P"}, "3NT", "held");
  expect_bid(two_over_one(), "AK954.KJ54.Q54.5", auction, "4D", "support");
  expect_bid(two_over_one(), "AK954.KJ543.5.54", auction, "3H", "five-five");
  expect_bid(two_over_one(), "AK954.KJ54.54.Q4", auction, "4D", "two diamonds");
  expect_bid(two_over_one(), "AK954.KJ54.5.954", auction, "3S", "waiting");
  expect_bid(two_over_one(), "5.A54.AKJ954.K54", {"1S", "P", "2D", "P", "2H", "P", "3D", "P", "3S", "P"}, "3NT", "held");
  expect_bid(two_over_one(), "54.AK4.AKJ954.54", {"1S", "P", "2D", "P", "2H", "P", "3D", "P", "3S", "P"}, "4S", "five-two");
}

// Responder's strong jump shift (a partner's call: the robots' own strong
// hands respond at the one level or two over one first) is read as
// forcing to game; opener passed it as natural and non-forcing.
TEST(OpenerRebid, ResponderJumpShiftIsForcingToGame) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    for (auto auction : {calls_of({"1S", "P", "3C"}), calls_of({"1H", "P", "2S"}), calls_of({"1C", "P", "2D"})})
      EXPECT_TRUE(has(explain_call(*system, auction, 2), "jump shift")) << explain_call(*system, auction, 2);
    EXPECT_NE(bid_after(*system, "AK954.K54.954.54", {"1S", "P", "3C", "P"}).call, call("P"));
    EXPECT_NE(bid_after(*system, "K954.AK954.54.54", {"1H", "P", "2S", "P"}).call, call("P"));
    EXPECT_NE(bid_after(*system, "K954.54.AK954.54", {"1D", "P", "2H", "P"}).call, call("P"));
  }
  // 1D-3C stays 2/1's invitation.
  EXPECT_TRUE(has(explain_call(two_over_one(), calls_of({"1D", "P", "3C"}), 2), "invites game"));
}

// 1D-1NT with 18 HCP and a singleton club: no reverse, jump shift or long
// suit to show, so no trump by the high cards (it rebid 2D "minimum" and
// twelve tricks made).
TEST(OpenerRebid, EighteenWithASingletonOverOneNoTrumpBidsTwoNoTrump) {
  expect_bid_in_both_systems("AT82.QJT4.AK72.A", {"1D", "P", "1NT", "P"}, "2NT", "a singleton");
  expect_bid_in_both_systems("AT82.QJT4.AQ72.5", {"1D", "P", "1NT", "P"}, "P");
}

// 1H-1S-3H-3NT: responder's 3NT denies a heart fit and holds the minors;
// with eight hearts opener plays in them (seed 15 board 650: eight hearts
// passed 3NT, one down where 4H made); with seven (seed 17 board 581:
// A-K-Q-x-x-x-x ran in 3NT, 4H went down) it passes.
TEST(OpenerRebid, EightHeartsPullResponderThreeNoTrump) {
  expect_bid_in_both_systems("J8.AQT86532.3.A2", {"1H", "P", "1S", "P", "3H", "P", "3NT", "P"}, "4H");
  expect_bid_in_both_systems("K.AKQ9862.982.KT", {"1H", "P", "1S", "P", "3H", "P", "3NT", "P"}, "P");
}

}  // namespace
}  // namespace tenace
