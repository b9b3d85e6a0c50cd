// Constructive auctions that used to have no rules (data/systems/
// constructive.bid, 2over1.bid), left to the fallback's point count. Hands
// are from the uncontested benchmark's deals, put in the seat to bid; the
// auction is given from North's opening (East-West pass throughout).
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const std::initializer_list<const char*> kHeartsAgain = {"1H", "P", "1S", "P", "2H", "P"};
const std::initializer_list<const char*> kInvited = {"1H", "P", "1S", "P", "2H", "P", "3H", "P"};

// 1H-1S-2H: two hearts opposite six are a fit; 13 HCP bid game in hearts
// (it used to bid 3NT with the ace-doubleton of hearts, seed 2 board 715).
TEST(HeartsRebidOverOneSpade, GameValuesRaiseWithADoubleton) {
  expect_bid_in_both_systems("K742.A9.765.AQ54", kHeartsAgain, "4H", "game with the heart fit");
}

// Three hearts and 10-12 points invite; two small hearts and 11 HCP pass
// (a doubleton needs a full 12 to invite opposite a minimum).
TEST(HeartsRebidOverOneSpade, TheInvitationNeedsThreeHeartsOrTwelve) {
  expect_bid_in_both_systems("KJ96.652.T3.AK72", kHeartsAgain, "3H", "invites game");
  expect_bid_in_both_systems("KJ96.65.T32.AK72", kHeartsAgain, "Pass");
}

// Opener accepts by high cards, not by points its long trumps inflate:
// 10 HCP with six hearts and a singleton declines, 15 accepts.
TEST(HeartsRebidOverOneSpade, OpenerAcceptsByHighCards) {
  expect_bid_in_both_systems("Q2.AKJ873.8.T965", kInvited, "Pass", "declines");
  expect_bid_in_both_systems("A2.AKJ873.8.K965", kInvited, "4H", "accepts");
}

// After 2/1's inverted raise (1m-2m: 10+ HCP, five or more, forcing one
// round) a balanced minimum shows itself with 2NT (it used to jump to 3NT
// on 13 HCP, seed 1 board 786), which an unbalanced minimum takes out to
// three of the minor and game values raise to 3NT.
TEST(InvertedMinorRaise, OpenerShowsABalancedMinimumWithTwoNoTrump) {
  expect_bid(two_over_one(), "A875.KJ6.KT6.KT3", {"1C", "P", "2C", "P"}, "2NT", "balanced minimum");
  expect_bid(two_over_one(), "K8.K5.KQ832.8532", {"1D", "P", "2D", "P", "2NT", "P"}, "3D", "minimum, unbalanced");
  expect_bid(two_over_one(), "K8.K5.KQ832.A532", {"1D", "P", "2D", "P", "2NT", "P"}, "3NT", "game values");
}

// Over opener's three of the minor (a minimum, unbalanced) game values with
// a major unguarded bid five of the minor, not 3NT (seed 1 board 260).
TEST(InvertedMinorRaise, GameInTheMinorWithAnUnbidSuitOpen) {
  expect_bid(two_over_one(), "T7.J83.AQJT7.KQ8", {"1D", "P", "2D", "P", "3D", "P"}, "5D", "game in the minor");
}

// 1H-1S-1NT (12-14 balanced, perhaps three spades): 11 HCP without a long
// suit invite with 2NT (the four-card spade suit used to be bid again, seed
// 2 board 715), a weak unbalanced hand with five spades plays 2S, a
// balanced nine passes.
TEST(NoTrumpRebidOverOneSpade, ResponderInvitesOrPlaysTheFiveCardSuit) {
  const std::initializer_list<const char*> rebid = {"1H", "P", "1S", "P", "1NT", "P"};
  expect_bid_in_both_systems("J752.3.AJ95.KQ86", rebid, "2NT", "invites 3NT");
  expect_bid_in_both_systems("J8753.A7.T7.K843", rebid, "2S", "five spades");
  expect_bid_in_both_systems("A9832.A3.J63.T86", rebid, "Pass");
}

}  // namespace
}  // namespace tenace
