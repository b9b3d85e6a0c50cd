// Opener's second call for the hands the rules used to leave to a catch-all
// ("minimum, no better rebid") or to the fallback: the rebids a strong club
// player makes, in both systems. North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const BiddingSystem* const kBothSystems[] = {&two_over_one(), &sayc()};

// 1m-1NT: responder has 6-10 HCP and no four-card major.
TEST(OpenerRebidsAfterOneNoTrump, MinimumFourFourFourOnePasses) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "KJ54.Q862.AQ73.5", {"1D", "P", "1NT", "P"});
    EXPECT_EQ(d.call, call("P")) << d.explanation;  // not 2S, a major responder has denied
  }
}

TEST(OpenerRebidsAfterOneNoTrump, EighteenWithoutASingletonInvitesWithTwoNoTrump) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "K5.AQ84.AKJ3.J72", {"1D", "P", "1NT", "P"});
    EXPECT_EQ(d.call, call("2NT")) << d.explanation;
    EXPECT_TRUE(has(d.explanation, "invitational")) << d.explanation;
  }
}

TEST(OpenerRebidsAfterOneNoTrump, SixCardMinimumRebidsTheMinor) {
  for (const BiddingSystem* s : kBothSystems)
    EXPECT_EQ(bid_after(*s, "K5.Q4.AQJ973.854", {"1D", "P", "1NT", "P"}).call, call("2D"));
}

// 1m-1M: the new lower suit goes up to 18 points (a reverse needs five
// cards in the opened minor).
TEST(OpenerRebidsAfterOneOverOne, SeventeenWithFourFourFourOneBidsTheLowerSuit) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "5.AQ84.AKJ3.K972", {"1D", "P", "1S", "P"});
    EXPECT_EQ(d.call, call("2C")) << d.explanation;  // not 2D, "six or more"
  }
}

TEST(OpenerRebidsAfterOneOverOne, VoidInPartnersSuitRebidsTheFiveCardMinor) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, ".KJ84.Q973.AKJ54", {"1C", "P", "1S", "P"});
    EXPECT_EQ(d.call, call("2C")) << d.explanation;  // not 1NT, "balanced"
    EXPECT_TRUE(has(d.explanation, "unbalanced")) << d.explanation;
  }
}

TEST(OpenerRebidsAfterOneOverOne, ThreeTrumpsAndASingletonRaise) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "K84.5.AJ73.KQ854", {"1C", "P", "1S", "P"});
    EXPECT_EQ(d.call, call("2S")) << d.explanation;
    EXPECT_TRUE(has(d.explanation, "ruffing value")) << d.explanation;
  }
  // Balanced with three trumps: 1NT, not the raise.
  EXPECT_EQ(bid_after(two_over_one(), "K84.Q95.K72.AJ85", {"1C", "P", "1S", "P"}).call, call("1NT"));
}

TEST(OpenerRebidsAfterOneOverOne, NineteenPointsJumpShiftsAfterOneDiamondOneHeart) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "AQ84.K72.AKQ73.5", {"1D", "P", "1H", "P"});
    EXPECT_EQ(d.call, call("2S")) << d.explanation;
    EXPECT_TRUE(has(d.explanation, "jump shift")) << d.explanation;
  }
}

TEST(OpenerRebidsAfterOneOverOne, LongHeartsWithGameValuesBidGameOverOneSpade) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "3.AKQJ643.AQ.T82", {"1H", "P", "1S", "P"});
    EXPECT_EQ(d.call, call("4H")) << d.explanation;  // not 2H, "no better rebid"
  }
}

// 1D-2C: responder has no four-card major; a balanced minimum says so with
// 2NT instead of jumping to 3NT with nothing in the unbid suits.
TEST(OpenerRebidsOverTwoClubs, BalancedMinimumBidsTwoNoTrump) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto d = bid_after(*s, "T9.AK7.Q8742.K96", {"1D", "P", "2C", "P"});
    EXPECT_EQ(d.call, call("2NT")) << d.explanation;
  }
  EXPECT_EQ(bid_after(two_over_one(), "A2.Q732.AQ865.T9", {"1D", "P", "2C", "P"}).call, call("2H"));
}

// 1m-1H-1S-1NT: responder has 6-10 and no spade fit.
TEST(OpenerThirdCall, SixteenPointsInviteInsteadOfBiddingGame) {
  for (const BiddingSystem* s : kBothSystems) {
    const std::initializer_list<const char*> auction = {"1C", "P", "1H", "P", "1S", "P", "1NT", "P"};
    const auto d = bid_after(*s, "AJ75.A.KT9.A7654", auction);
    EXPECT_EQ(d.call, call("2NT")) << d.explanation;
    EXPECT_EQ(bid_after(*s, "KQ74.A5.6.KQ7543", auction).call, call("2C"));  // the misfit: no game
    EXPECT_EQ(bid_after(*s, "Q92.KQJ85.53.832", {"1D", "P", "1H", "P", "1S", "P", "1NT", "P", "2NT", "P"}).call,
              call("3NT"));
    EXPECT_EQ(bid_after(*s, "J43.K865.Q73.Q42", {"1C", "P", "1H", "P", "1S", "P", "1NT", "P", "2NT", "P"}).call,
              call("P"));
  }
}

TEST(OpenerThirdCall, PassesThePreferenceWithoutGameValues) {
  for (const BiddingSystem* s : kBothSystems)
    EXPECT_EQ(bid_after(*s, "K7.54.KQT42.AKJ3", {"1D", "P", "1H", "P", "2C", "P", "2D", "P"}).call, call("P"));
}

}  // namespace
}  // namespace tenace
