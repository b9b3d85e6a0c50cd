// A major fit found by Stayman with slam values: responder bids the other
// major (1NT-2C-2S-3H), a slam try agreeing opener's major, since 4NT
// there is quantitative; opener asks for key cards with a maximum, else
// bids game, which responder passes unless it holds 18+ points.
// Seed 1 board 418 of the uncontested benchmark: 6H made where the fit
// found by Stayman was bid straight to game.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const char* const kSlamTry = "AT84.AQ654.7.K62";  // 13 HCP, five hearts, four spades, a singleton
const char* const kGameOnly = "AT84.Q8654.73.K6";  // 9 HCP

TEST(StaymanSlamTry, TheOtherMajorAgreesOpenersWithSlamValues) {
  expect_bid(two_over_one(), kSlamTry, {"1NT", "P", "2C", "P", "2S", "P"}, "3H", "slam interest");
  expect_bid(two_over_one(), kSlamTry, {"1NT", "P", "2C", "P", "2H", "P"}, "3S", "slam interest");
  expect_bid(sayc(), kSlamTry, {"1NT", "P", "2C", "P", "2S", "P"}, "3H", "slam interest");
}

TEST(StaymanSlamTry, GameValuesBidGame) {
  expect_bid(two_over_one(), kGameOnly, {"1NT", "P", "2C", "P", "2S", "P"}, "4S");
}

TEST(StaymanSlamTry, OpenerAsksWithAMaximumElseBidsGame) {
  expect_bid(two_over_one(), "KJ75.KJ7.KJ8.AT4", {"1NT", "P", "2C", "P", "2S", "P", "3H", "P"}, "4NT", "key cards in spades");
  expect_bid(two_over_one(), "KJ75.QJ7.KJ8.AT4", {"1NT", "P", "2C", "P", "2S", "P", "3H", "P"}, "4S");
  expect_bid(two_over_one(), kSlamTry, {"1NT", "P", "2C", "P", "2S", "P", "3H", "P", "4S", "P"}, "P");
}

TEST(StaymanSlamTry, ReadAsAFitNotAsSpades) {
  const auto text = explain_call(two_over_one(), calls_of({"1NT", "P", "2C", "P", "2S", "P", "3H"}), 6);
  EXPECT_TRUE(has(text, "4+ spades")) << text;
  EXPECT_TRUE(has(text, "slam")) << text;
}

}  // namespace
}  // namespace tenace
