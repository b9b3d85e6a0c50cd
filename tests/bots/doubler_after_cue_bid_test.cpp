// The takeout doubler over advancer's game-forcing cue bid, and advancer's
// minor over a double of a three-level preempt. The rules had no answer to
// the cue bid: the fallback bid 3NT over 1S (X) P (2S) with four hearts and
// no spade stopper. Over 3H (X) a hand with two spades and four-four in
// the minors bid 3S, "nothing better". North deals, East opens.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(DoublerAfterCueBid, ShowsAFourCardMajorFirst) {
  expect_bid_in_both_systems("98.KQ63.KJ76.AT3", {"P", "1S", "X", "P", "2S", "P"}, "3H", "four or more hearts");
  expect_bid_in_both_systems("AQ98.K3.KJ76.QT3", {"P", "1H", "X", "P", "2H", "P"}, "2S", "four or more spades");
  expect_bid_in_both_systems("AQ98.KQ63.7.KJT3", {"P", "1D", "X", "P", "2D", "P"}, "2H", "four or more hearts");
}

TEST(DoublerAfterCueBid, ThenNoTrumpWithTheirSuitHeldThenAMinor) {
  expect_bid_in_both_systems("AQ9.K63.KJ7.QT32", {"P", "1S", "X", "P", "2S", "P"}, "2NT", "spades held");
  expect_bid_in_both_systems("AQ9.KQ6.73.KJT32", {"P", "1D", "X", "P", "2D", "P"}, "3C", "four or more clubs");
}

TEST(AnsweringADoubleOfAThreeLevelPreempt, AFourCardMinorRatherThanTwoSpades) {
  expect_bid_in_both_systems("A8.J74.J985.T632", {"P", "3H", "X", "P"}, "4C", "four or more clubs");
  expect_bid_in_both_systems("A8.J742.JT98.T63", {"P", "3H", "X", "P"}, "4D", "four or more diamonds");
  // With three spades the three-level 3S still.
  expect_bid_in_both_systems("A84.J7.J985.T632", {"P", "3H", "X", "P"}, "3S");
}

}  // namespace
}  // namespace tenace
