// Responses that used to find no rule and fell to the catch-all pass
// ("fewer than six points") with an opening hand or better, and responder's
// no-trump rebid with five cards in opener's minor and a singleton. Hands
// are from random deals bid by the robots, put in the seat to bid; the
// auction is given from North's opening (East-West pass throughout).
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// 3=4=3=3 with game values over 1S: no four-card minor, no five hearts,
// no four spades for Jacoby 2NT, too strong for the limit raise. It passed
// with 13 HCP (seed 1 board 951, 3NT on); now the three-card club suit.
TEST(FirstResponseHoles, ThreeSpadesFourHeartsWithGameValuesBidClubs) {
  expect_bid_in_both_systems("AJ6.AJ64.J86.Q75", {"1S", "P"}, "2C", "clubs may be three");
  expect_bid_in_both_systems("AK6.AJ64.K86.Q75", {"1S", "P"}, "2C", "clubs may be three");
}

// 2/1: balanced, 16 or more, no major: the inverted raise with four (3NT
// shows 13-15). It passed with 16 HCP (seed 3 board 497, 6NT on).
TEST(FirstResponseHoles, TwoOverOneStrongBalancedRaisesTheMinorInverted) {
  expect_bid(two_over_one(), "T93.KQ7.AQ85.AJ5", {"1D", "P"}, "2D", "16 or more");
  expect_bid(two_over_one(), "KJ3.Q32.AQ8.KJ43", {"1C", "P"}, "2C", "16 or more");
}

// 2/1: eleven with long clubs and no major over 1D: the jump to 3C invites
// with six, 1NT with five; opener accepts the invitation with the majors
// held and 14 or more.
TEST(FirstResponseHoles, TwoOverOneElevenWithLongClubs) {
  expect_bid(two_over_one(), "KJ3.2.74.AQJT982", {"1D", "P"}, "3C", "invites game");
  expect_bid(two_over_one(), "Q3.K3.8432.AQT84", {"1D", "P"}, "1NT", "eleven with five clubs");
  // With four diamonds and a singleton the inverted raise shows the fit.
  expect_bid(two_over_one(), "Q32.3.J842.AKJ84", {"1D", "P"}, "2D", "singleton or void");
  expect_bid(two_over_one(), "KQ4.AJ5.KJ873.Q4", {"1D", "P", "3C", "P"}, "3NT", "accepts");
  expect_bid(two_over_one(), "T974.AQ6.AK632.7", {"1D", "P", "3C", "P"}, "Pass", "declines");
}

// SAYC over a minor opening without a major: 10-12 balanced with four of
// the minor raises to three, 16-18 balanced bids 3NT, game values with a
// long fit bid 3NT; each used to pass.
TEST(FirstResponseHoles, SaycBalancedAndLongFitHands) {
  expect_bid(sayc(), "K93.QJ7.Q854.K95", {"1D", "P"}, "3D", "four-card support");
  expect_bid(sayc(), "T93.KQ7.AQ85.AJ5", {"1D", "P"}, "3NT", "16-18");
  expect_bid(sayc(), "K93.Q72.AKJ853.7", {"1D", "P"}, "3NT", "long fit");
}

// 1m-1H-1S: five of opener's minor and a singleton raise the minor instead
// of 1NT (seed 1 board 701: 1NT, then 3NT with a grand slam in clubs on);
// opener accepts the invitation with a sound opening.
TEST(FirstResponseHoles, ResponderRaisesOpenersMinorWithFive) {
  expect_bid_in_both_systems("96.KT872.A.KT982", {"1C", "P", "1H", "P", "1S", "P"}, "3C", "support for opener's minor");
  expect_bid_in_both_systems("96.KJ872.4.QT982", {"1C", "P", "1H", "P", "1S", "P"}, "2C", "support for opener's minor");
  expect_bid_in_both_systems("AJ75.A.KT9.A7654", {"1C", "P", "1H", "P", "1S", "P", "3C", "P"}, "3NT", "accepts");
  expect_bid_in_both_systems("QJ75.K.J92.AQ654", {"1C", "P", "1H", "P", "1S", "P", "3C", "P"}, "Pass", "declines");
}

}  // namespace
}  // namespace tenace
