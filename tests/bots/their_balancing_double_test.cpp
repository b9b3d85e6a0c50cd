// Their balancing double of our one-level opening (1x P P X), which the
// rules did not cover: opener with a balanced 13 bid 1NT over it, and
// after opener's redouble responder, who had passed with four points, bid
// 3NT (the fallback read the redouble as a hand worth game opposite
// anything). Now opener bids only with extra values or shape, and the
// redouble is followed by penalty doubles of their escape. North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(TheirBalancingDouble, OpenerBidsOnlyWithValuesOrShape) {
  expect_bid_in_both_systems("KJ4.Q73.A854.K62", {"1D", "P", "P", "X"}, "Pass", "partner has not spoken");
  expect_bid_in_both_systems("AQJ84.K73.A8.K62", {"1S", "P", "P", "X"}, "Pass", "partner has not spoken");
  expect_bid_in_both_systems("KJ4.AQ73.A8.KJ62", {"1C", "P", "P", "X"}, "XX", "balance of power");
  expect_bid_in_both_systems("K4.Q73.AJ8542.K2", {"1D", "P", "P", "X"}, "2D", "six or more");
  expect_bid_in_both_systems("AQJ842.K73.A8.62", {"1S", "P", "P", "X"}, "2S", "six or more");
  expect_bid_in_both_systems("K4.QJ73.AJ854.K2", {"1D", "P", "P", "X"}, "1H", "four or more hearts");
  expect_bid_in_both_systems("AQ954.KJ854.8.62", {"1S", "P", "P", "X"}, "2H", "five-five");
  expect_bid_in_both_systems("AKQJ6.2.A86.QJ74", {"1S", "P", "P", "X"}, "2S", "extra values");
}

// Responder passed the opening with at most five points: after opener's
// pass it bid 1NT with two points over their answer (the fallback), and
// after opener's redouble and rebid it bid 3NT with five.
TEST(TheirBalancingDouble, ResponderWhoPassedAddsLittle) {
  expect_bid_in_both_systems("Q93.974.7432.842", {"1C", "P", "P", "X", "P", "1S"}, "Pass", "nothing to add");
  expect_bid_in_both_systems("8753.QJ97.J97.82", {"1S", "P", "P", "X", "P", "2H"}, "2S", "four-card support");
  expect_bid_in_both_systems("KT96.983.QT64.83", {"1D", "P", "P", "X", "XX", "1H", "P", "2C", "3D", "P"}, "Pass",
                             "nothing to add");
}

TEST(TheirBalancingDouble, TheRedoubleIsFollowedByPenaltyDoubles) {
  // responder leaves the redouble in, doubles the escape with four of it
  expect_bid_in_both_systems("Q52.J863.T742.Q5", {"1C", "P", "P", "X", "XX", "P"}, "Pass", "redouble stands");
  expect_bid_in_both_systems("T962.K854.Q73.83", {"1C", "P", "P", "X", "XX", "1H"}, "X", "four or more of their suit");
  expect_bid_in_both_systems("T962.K854.Q73.83", {"1C", "P", "P", "X", "XX", "1D"}, "Pass", "partner's redouble");
  // opener doubles the escape with three of it, else bids naturally
  expect_bid_in_both_systems("AQJ4.K73.A8.KJ62", {"1C", "P", "P", "X", "XX", "1H", "P", "P"}, "X", "their suit held");
  expect_bid_in_both_systems("AQJ4.K73.A8.KJ62", {"1C", "P", "P", "X", "XX", "1D", "P", "P"}, "1NT");
}

}  // namespace
}  // namespace tenace
