// Competitive judgement where the system files give no rule: the auctions
// come from boards of the par benchmark (bench/bidding) on which the robot
// ended far from par, in both systems.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using testing_support::bid_after;
using testing_support::sayc;
using testing_support::two_over_one;

void expect_in_both(const char* hand, std::initializer_list<const char*> auction, const char* call) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = bid_after(*s, hand, auction);
    EXPECT_EQ(d.call.to_string(), call) << s->name << ": " << d.explanation;
  }
}

// 1NT, Landy 2C by partner, 3NT on the right: with no points the forced
// answer lapses (4NT doubled went for 1700).
TEST(ForcingCalls, AnInterventionReleasesTheForcedAnswer) {
  expect_in_both("T64.42.954.T9732", {"P", "1NT", "2C", "3NT"}, "Pass");
  // Michaels over 1D, 3NT on the right: the same.
  expect_in_both("T64.T3.T854.T972", {"1D", "2D", "3NT"}, "Pass");
}

TEST(ForcingCalls, WithoutAnInterventionTheAnswerIsStillForced) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()})
    EXPECT_FALSE(bid_after(*s, "T64.42.954.T9732", {"P", "1NT", "2C", "P"}).call.is_pass()) << s->name;
}

}  // namespace
}  // namespace tenace
