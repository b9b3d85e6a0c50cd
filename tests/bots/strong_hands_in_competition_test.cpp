// Strong hands in contested auctions, in both systems: opener's cue bid
// after partner's negative double and partner's answers, the takeout
// doubler's 2NT after opener rebids its suit (and advancer's raise), and
// the advancer's structure after a double of a weak two in the pass-out
// seat. North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// 1H (1S) X (P): 18 HCP, five hearts, no spade stopper and no four-card
// minor: the cue bid forces to game (2H, a minimum, had been passed out
// in 3NT's place while 6NT made).
TEST(StrongHandsInCompetition, OpenersCueBidAfterTheNegativeDouble) {
  expect_bid_in_both_systems("Q2.AQ743.KQT.AJ4", {"1H", "1S", "X", "P"}, "2S", "forcing to game");
  // Partner answers: four hearts (the major the double showed), else the
  // minor without a spade stopper, which denies four hearts.
  expect_bid_in_both_systems("87.KQ52.A94.8632", {"1D", "1S", "X", "P", "2S", "P"}, "3H");
  expect_bid_in_both_systems("87.K52.A94.86532", {"1D", "1S", "X", "P", "2S", "P"}, "3D", "no four hearts");
  // Three hearts raise opener's major.
  expect_bid_in_both_systems("87.A94.86532.K52", {"1H", "1S", "X", "P", "2S", "P"}, "3H");
}

// 1S (X) P (2H) 2S: the doubler's 2NT is 19-21 with spades held, and
// advancer raises with 6+ HCP (8 HCP passed 2NT where 6NT made).
TEST(StrongHandsInCompetition, TheDoublersTwoNoTrumpAfterOpenerRebids) {
  expect_bid_in_both_systems("KJ6.AQJ.AQ32.KT5", {"1S", "X", "P", "2H", "2S"}, "2NT", "19-21");
  expect_bid_in_both_systems("T.KT54.954.AJ932", {"1S", "X", "P", "2H", "2S", "2NT", "P"}, "3NT");
  expect_bid_in_both_systems("T.KT54.954.J9432", {"1S", "X", "P", "2H", "2S", "2NT", "P"}, "Pass");
}

// (2D) P (P) X: advancer's jump is the same invitation as after a direct
// double, so the doubler with 18 HCP and seven spades does not pass it
// (it did, in 3H, with 7NT on).
TEST(StrongHandsInCompetition, AdvancingABalancingDoubleOfAWeakTwo) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto invite = bid_after(*s, "62.KT8732.A4.Q32", {"2D", "P", "P", "X", "P"});
    EXPECT_EQ(invite.call, call("3H")) << s->name << ": " << invite.explanation;
    EXPECT_TRUE(has(invite.explanation, "invites game")) << s->name << ": " << invite.explanation;
    const auto doubler = bid_after(*s, "AKT9854.A4.K6.AT", {"2D", "P", "P", "X", "P", "3H", "P"});
    EXPECT_NE(doubler.call, call("Pass")) << s->name << ": " << doubler.explanation;
    EXPECT_GE(doubler.call.level(), 4) << s->name << ": " << doubler.explanation;
  }
}

}  // namespace
}  // namespace tenace
