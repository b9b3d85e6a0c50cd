// Their penalty double of our 1NT, from both sides. Responder redoubles
// with 8+ HCP (then doubles their escape with three cards in it, or opener
// with four), runs to a five-card suit with a weak hand, else passes; the
// doubler's partner leaves the double in unless it is weak with a six-card
// suit, escapes to a five-card suit after the redouble, and doubles
// responder's escape with four trumps and values. Before these rules the
// doubler's partner read the double as takeout and bid a three-card suit.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(DoubledNoTrump, ResponderRedoublesWithValuesRunsWithAWeakFiveCardSuit) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    expect_bid(*system, "K95.AJ4.Q973.842", {"1NT", "X"}, "XX", "redouble");
    expect_bid(*system, "95.J84.Q9763.842", {"1NT", "X"}, "2D", "to play");
    expect_bid(*system, "95.J84.Q976.8432", {"1NT", "X"}, "P");
  }
}

TEST(DoubledNoTrump, OpenerPassesTheRunAndTheRedouble) {
  expect_bid(two_over_one(), "KQ5.AJ4.KJ73.Q42", {"1NT", "X", "2D", "P"}, "P");
  expect_bid(two_over_one(), "KQ5.AJ4.KJ73.Q42", {"1NT", "X", "XX", "P"}, "P");
}

// Their double of the runout too: the runout stays natural (it was read as
// a transfer, 1NT P 2D P, and opener "completed" it in 2H).
TEST(DoubledNoTrump, TheRunoutDoubledIsStillNatural) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    expect_bid(*system, "KQ5.AJ4.K73.Q942", {"1NT", "X", "2D", "X"}, "P");
    const auto calls = calls_of({"1NT", "X", "2D", "X", "2H"});
    EXPECT_FALSE(has(explain_call(*system, calls, 4), "transfer")) << explain_call(*system, calls, 4);
  }
}

TEST(DoubledNoTrump, TheirEscapeFromTheRedoubleIsDoubled) {
  expect_bid(two_over_one(), "KQ5.AJ4.KJ7.QT42", {"1NT", "X", "XX", "2C"}, "X", "penalty");
  expect_bid(two_over_one(), "KQ5.AJ4.KJ73.Q42", {"1NT", "X", "XX", "2C"}, "P", "forcing pass");
  expect_bid(two_over_one(), "K95.AJ4.Q973.842", {"1NT", "X", "XX", "2H", "P", "P"}, "X", "penalty");
}

TEST(DoubledNoTrump, TheDoublersPartnerLeavesItIn) {
  expect_bid(two_over_one(), "K96.T85.T986.865", {"1NT", "X", "P"}, "P", "penalty double in");
  expect_bid(two_over_one(), "96.T85.T98643.86", {"1NT", "X", "P"}, "2D", "six or more diamonds");
}

TEST(DoubledNoTrump, TheDoublersSideEscapesFromTheRedoubleAndDoublesTheRun) {
  expect_bid(two_over_one(), "KJ962.T85.T98.86", {"1NT", "X", "XX"}, "2S", "escapes");
  expect_bid(two_over_one(), "K96.T85.T986.865", {"1NT", "X", "XX"}, "P");
  expect_bid(two_over_one(), "KJ96.T85.AJ86.86", {"1NT", "X", "2D"}, "X", "penalty");
  expect_bid(two_over_one(), "AKQ8.AK9.KT9.T82", {"1NT", "X", "2D", "X", "P"}, "P", "penalty double in");
}

}  // namespace
}  // namespace tenace
