// Responder's calls with distributional hands, in both systems: a long suit
// or two suits are worth more than their high-card points. Hands are from
// deals where the shapely game made on every layout of the opponents'
// cards; North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const std::initializer_list<const BiddingSystem*> kBothSystems = {&two_over_one(), &sayc()};

TEST(ResponderShape, GameWithALongMajorOverTheNoTrumpRebid) {
  for (const BiddingSystem* s : kBothSystems) {
    // Eight spades and 6 HCP: ten trumps opposite opener's balanced hand.
    const auto eight = bid_after(*s, "AT986432.6.7.Q62", {"1D", "P", "1S", "P", "1NT", "P"});
    EXPECT_EQ(eight.call, call("4S")) << eight.explanation;
    EXPECT_TRUE(has(eight.explanation, "seven or more")) << eight.explanation;
    EXPECT_EQ(bid_after(*s, "T632.KQT6543.Q.2", {"1C", "P", "1H", "P", "1NT", "P"}).call, call("4H"));
    // Six cards and the same points stay in two.
    EXPECT_EQ(bid_after(*s, "T98643.Q6.72.Q62", {"1D", "P", "1S", "P", "1NT", "P"}).call, call("2S"));
  }
}

TEST(ResponderShape, TwoSuitersRunFromTheNoTrumpRebid) {
  for (const BiddingSystem* s : kBothSystems) {
    // Five-five in the majors with values forces to game; opener picks it.
    const auto game_force = bid_after(*s, "AJT84.976432.A3.", {"1D", "P", "1S", "P", "1NT", "P"});
    EXPECT_EQ(game_force.call, call("3H")) << game_force.explanation;
    EXPECT_EQ(bid_after(*s, "KQ7.AT.T852.K652", {"1D", "P", "1S", "P", "1NT", "P", "3H", "P"}).call, call("4S"));
    // Weaker, the second suit is to play; opener prefers the five-three fit.
    EXPECT_EQ(bid_after(*s, "K7642.QJ54.T82.3", {"1D", "P", "1S", "P", "1NT", "P"}).call, call("2H"));
    EXPECT_EQ(bid_after(*s, "A3.K72.KJ73.Q962", {"1D", "P", "1S", "P", "1NT", "P", "2H", "P"}).call, call("P"));
    EXPECT_EQ(bid_after(*s, "A93.K2.KJ73.Q962", {"1D", "P", "1S", "P", "1NT", "P", "2H", "P"}).call, call("2S"));
    // Five clubs and a singleton play in opener's clubs, not in 1NT.
    EXPECT_EQ(bid_after(*s, "AJ432.8.82.J9864", {"1C", "P", "1S", "P", "1NT", "P"}).call, call("2C"));
  }
}

TEST(ResponderShape, AcceptsTheJumpRebidInOpenersSuitWithAShortFit) {
  for (const BiddingSystem* s : kBothSystems) {
    // A singleton spade and six hearts: opener's six spades are the suit.
    const auto accept = bid_after(*s, "4.KQ7632.543.A95", {"1S", "P", "1NT", "P", "3S", "P"});
    EXPECT_EQ(accept.call, call("4S")) << accept.explanation;
    EXPECT_EQ(bid_after(*s, "4.Q87632.J43.Q95", {"1S", "P", "1NT", "P", "3S", "P"}).call, call("P"));
  }
}

TEST(ResponderShape, SevenCardSpadesBidGameNotSlam) {
  for (const BiddingSystem* s : kBothSystems) {
    // Over 1H 1S 1NT, seven spades and 14 HCP: game, not a slam on a weak suit.
    EXPECT_EQ(bid_after(*s, "Q876432.J9.AK.A9", {"1H", "P", "1S", "P", "1NT", "P"}).call, call("4S"));
    // Over opener's second suit, a seven-card major and 10 HCP: game rather
    // than a preference to opener's minor.
    const auto game = bid_after(*s, "AKT8643..K984.T2", {"1D", "P", "1S", "P", "2C", "P"});
    EXPECT_EQ(game.call, call("4S")) << game.explanation;
    EXPECT_TRUE(has(game.explanation, "seven or more")) << game.explanation;
  }
}

TEST(ResponderShape, PrefersTheFiveTwoFitToTheFourTwo) {
  for (const BiddingSystem* s : kBothSystems) {
    const auto preference = bid_after(*s, "74.K6.KJT983.T82", {"1S", "P", "1NT", "P", "2H", "P"});
    EXPECT_EQ(preference.call, call("2S")) << preference.explanation;
    // With three hearts opener's second suit is the fit.
    EXPECT_EQ(bid_after(*s, "74.K62.KJT98.T82", {"1S", "P", "1NT", "P", "2H", "P"}).call, call("P"));
  }
}

TEST(ResponderShape, OwnHeartsOverOneSpadeOneNoTrumpAndAMinor) {
  for (const BiddingSystem* s : kBothSystems) {
    // Seven hearts and 10 HCP opposite a minimum with a singleton heart
    // at most: an invitation, not game.
    const auto invite = bid_after(*s, "J.KQJ9842.63.QJ2", {"1S", "P", "1NT", "P", "2C", "P"});
    EXPECT_EQ(invite.call, call("3H")) << invite.explanation;
    EXPECT_EQ(bid_after(*s, "J.KJ98642.63.J72", {"1S", "P", "1NT", "P", "2C", "P"}).call, call("2H"));
  }
}

TEST(ResponderShape, TwelveWithAFiveCardSuitForcesToGame) {
  for (const BiddingSystem* s : kBothSystems) {
    // 12 HCP and five hearts (13 points) opposite an opening: game values,
    // so the fourth suit rather than the 2NT invitation.
    const auto force = bid_after(*s, "75.KQ543.K975.AT", {"1D", "P", "1H", "P", "1S", "P"});
    EXPECT_EQ(force.call, call("2C")) << force.explanation;
    EXPECT_EQ(bid_after(*s, "75.KQ54.K975.AT4", {"1D", "P", "1H", "P", "1S", "P"}).call, call("2NT"));
  }
}

}  // namespace
}  // namespace tenace
