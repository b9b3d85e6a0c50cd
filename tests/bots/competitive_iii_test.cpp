// Advancing a takeout double after the next opponent bids a new suit
// (data/systems/competition.bid): advancer is no longer forced, so a bid is
// a free bid that shows values. The hands are real ones from the deals of
// the par benchmark (seed 1, boards 95, 98 and 123), put in the advancer's
// seat.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using testing_support::expect_bid_in_both_systems;

// 1C (X) 1H: a weak hand with three spades passes; it used to answer 1S as
// if still forced, and the doubler then counted on four spades.
TEST(FreeBids, AWeakHandWithoutAFourCardMajorPasses) {
  expect_bid_in_both_systems("KQT.98.T53.J8764", {"1C", "X", "1H"}, "Pass", "no free bid");
}

// 1C (X) 1H: four hearts and both their suits held, eight HCP: 1NT.
TEST(FreeBids, NoTrumpShowsBothTheirSuitsHeld) {
  expect_bid_in_both_systems("42.K862.32.KQ764", {"1C", "X", "1H"}, "1NT", "both their suits held");
}

// 1D (X) 1S: eleven HCP with six spades (their suit) and KQ of diamonds:
// 2NT, invitational; it used to jump to 3H on three small hearts.
TEST(FreeBids, ElevenCountWithTheirSuitInvitesInNoTrump) {
  expect_bid_in_both_systems("J98732.JT6.KQ.AT", {"1D", "X", "1S"}, "2NT", "invitational");
}

// 1C (X) 1H: nine HCP and six diamonds: the free bid at the two level,
// not a jump on a suit partner's double did not ask for.
TEST(FreeBids, ALongMinorIsAFreeBidAtTheTwoLevel) {
  expect_bid_in_both_systems("8.KJ72.KQT654.T5", {"1C", "X", "1H"}, "2D", "free bid");
}

// 3S (X) 4S: they raised to game over the double; a 6-count with Q-x-x-x
// in hearts passes (it used to answer 5H as if still forced: par board
// 420 of seed 1), while 2S (X) 3S with ten HCP and four hearts still bids
// game in the major (par seed 7 board 58).
TEST(FreeBids, HighUpAFreeBidNeedsTheValues) {
  expect_bid_in_both_systems("7.Q832.J963.K762", {"3S", "X", "4S"}, "Pass", "no longer forced");
  expect_bid_in_both_systems("T64.AK85.K852.83", {"2S", "X", "3S"}, "4H");
}

}  // namespace
}  // namespace tenace
