// Responder's reverse after opener's 1NT rebid (1m-1H-1NT-2S: five hearts,
// four spades, forcing to game). The robot as responder goes through new
// minor forcing, but a person partnering it may reverse: the robot reads
// the call as forcing and, as opener, raises with three hearts or bids 3NT.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const std::initializer_list<const char*> kReverse = {"1C", "P", "1H", "P", "1NT", "P", "2S", "P"};

TEST(ResponderReverse, IsExplainedAsForcingToGame) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto text = explain_call(*s, calls_of(kReverse), 6);
    EXPECT_TRUE(has(text, "forcing to game")) << s->name << ": " << text;
    EXPECT_TRUE(has(text, "5+ hearts")) << s->name << ": " << text;
  }
}

TEST(ResponderReverse, OpenerRaisesWithThreeHeartsElseThreeNoTrump) {
  expect_bid_in_both_systems("K32.QJ4.KJ3.Q432", kReverse, "3H", "three-card heart support");
  expect_bid_in_both_systems("K32.Q4.KJ32.A432", kReverse, "3NT");
}

TEST(ResponderReverse, TheRobotItselfStillUsesNewMinorForcing) {
  expect_bid_in_both_systems("KQ54.AJ987.Q2.32", {"1C", "P", "1H", "P", "1NT", "P"}, "2D", "new minor forcing");
}

}  // namespace
}  // namespace tenace
