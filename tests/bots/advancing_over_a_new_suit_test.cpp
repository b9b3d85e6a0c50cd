// Advancing partner's overcall after the opener's partner bids a new suit
// or 1NT (data/systems/competition.bid): the raises keep their meanings
// over a pass, so a fit with invitational values or better cue-bids the
// opener's suit instead of competing to two of partner's suit; the
// overcaller then shows a minimum, a sound overcall or game.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using testing_support::expect_bid_in_both_systems;

// 1C (1H) 1S: thirteen HCP and five hearts opposite the overcall used to
// compete with 2H ("nine trumps: safe at the two level"), as a weak raise.
TEST(AdvancingOverTheirNewSuit, AFitWithValuesCueBidsTheOpenersSuit) {
  expect_bid_in_both_systems("K2.AQ764.52.KJ73", {"1C", "1H", "1S"}, "2C", "cue bid");
  // 1H (1S) 2C: twelve HCP and four spades; 1D (1S) 2C: thirteen and three.
  expect_bid_in_both_systems("KJ92.Q64.K52.QJ7", {"1H", "1S", "2C"}, "2H", "cue bid");
  expect_bid_in_both_systems("KJ2.Q73.AQ5.J763", {"1D", "1S", "2C"}, "2D", "cue bid");
}

// 1C (1S) 2H: their new suit took the two-level cue bid away: 3C.
TEST(AdvancingOverTheirNewSuit, TheCueBidMovesUpALevelOverTheirTwoLevelSuit) {
  expect_bid_in_both_systems("KJ92.Q764.K52.J7", {"1C", "1S", "2H"}, "3C", "cue bid");
}

// A weak raise still competes at the two level, a weak hand with four
// trumps jumps preemptively.
TEST(AdvancingOverTheirNewSuit, WeakRaisesStayCompetitive) {
  expect_bid_in_both_systems("K2.Q76.8652.J732", {"1C", "1H", "1S"}, "2H", "simple raise");
  expect_bid_in_both_systems("Q764.82.J8652.T3", {"1D", "1S", "2C"}, "3S", "preemptive");
}

// The overcaller over the cue bid: 2H on a minimum (five hearts, a
// singleton, ten HCP: shape alone is not a sound overcall), 3H with
// thirteen HCP, game with fifteen.
TEST(AdvancingOverTheirNewSuit, TheOvercallerShowsItsStrengthOverTheCueBid) {
  expect_bid_in_both_systems("JT2.Q9852.Q.AJT5", {"1D", "1H", "P", "2D", "P"}, "2H", "minimum");
  expect_bid_in_both_systems("K3.AKJ64.Q52.873", {"1C", "1H", "1S", "2C", "P"}, "3H", "invites");
  expect_bid_in_both_systems("Q3.AKJ64.AQ2.873", {"1C", "1H", "P", "2C", "P"}, "4H");
}

// Advancer opposite the minimum: game with fourteen points counted with
// the fit (twelve HCP and a singleton), else a pass.
TEST(AdvancingOverTheirNewSuit, AdvancerBidsGameOppositeAMinimumWithTheValues) {
  expect_bid_in_both_systems("KQ873.KT3.A854.6", {"1D", "1H", "P", "2D", "P", "2H", "P"}, "4H");
  expect_bid_in_both_systems("JT7.QJ943.8.KQJ2", {"1D", "1S", "X", "2D", "P", "2S", "P"}, "Pass");
}

// 1S (2H) 3H: opener and the cue raise hold about twenty between them, so
// twelve HCP opposite the overcall is no 3NT with J-x-x-x of their suit
// (it bid 3NT); with seventeen the game is there.
TEST(AdvancingOverTheirNewSuit, NoGameInNoTrumpWhenTheirCueRaiseTakesTheValues) {
  expect_bid_in_both_systems("J974.K5.A2.QJ742", {"1S", "2H", "3H"}, "Pass");
  expect_bid_in_both_systems("AQ97.K5.A2.KQ742", {"1S", "2H", "3H"}, "3NT");
}

}  // namespace
}  // namespace tenace
