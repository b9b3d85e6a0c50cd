// They raise their weak two over partner's takeout double (2S X 3S): the
// fallback passed with 11 HCP and no five-card suit (the double no longer
// forced a bid), and the doubler, with 18 HCP and six hearts, passed in the
// pass-out seat. Advancer now bids game in a four-card major with 9+ HCP,
// no trump with their suit held, doubles with values and no clear call
// (responsive), and the doubler answers that double or, in the pass-out
// seat, bids a long suit of its own with a strong hand. North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(TheirRaiseOfTheDoubledWeakTwo, AdvancerBidsGameOrDoublesWithValues) {
  expect_bid_in_both_systems("52.853.AK63.AT42", {"2S", "X", "3S"}, "X", "responsive");
  expect_bid_in_both_systems("K5.KJ73.Q842.J52", {"2S", "X", "3S"}, "4H", "game in hearts");
  expect_bid_in_both_systems("K52.J73.Q842.J52", {"2S", "X", "3S"}, "Pass");
  // over 2H a four-card spade suit competes at the three level on less
  expect_bid_in_both_systems("Q852.73.K842.J52", {"2H", "X", "3H"}, "3S", "competing");
}

TEST(TheirRaiseOfTheDoubledWeakTwo, TheDoublerAnswersTheResponsiveDouble) {
  expect_bid_in_both_systems("4.KQ73.AJ84.KQ52", {"2S", "X", "3S", "X", "P"}, "4H", "four or more hearts");
  expect_bid_in_both_systems("A4.KQ7.AJ84.KJ52", {"2S", "X", "3S", "X", "P"}, "3NT", "spades held");
}

TEST(TheirRaiseOfTheDoubledWeakTwo, TheDoublerInThePassOutSeat) {
  expect_bid_in_both_systems("AJ.AQJ972.JT5.KQ", {"2S", "X", "3S", "P", "P"}, "4H", "strong");
  expect_bid_in_both_systems("4.KQ73.AJ84.KQ52", {"2S", "X", "3S", "P", "P"}, "Pass");
}

}  // namespace
}  // namespace tenace
