// The auctions after a minor-suit opening, in both systems, where the
// fallback reasoning passed or jumped: responder's invitations and game
// forces after opener rebids the minor (1m 1M 2m, 1C 1D 2C) and opener's
// answers; responder over 1C 1D 1NT, over opener's 2NT (1m 1M 2NT), its
// reverse and its jump rebid 1m 1M 3m; opener's 3m rather than 3NT over
// 1m 1NT without the majors held. North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(MinorOpening, ResponderInvitesOverOpenersMinorAgain) {
  // 11 HCP and three clubs: 3C invites (the pass gave up 3NT opposite 13).
  expect_bid_in_both_systems("K85.A872.A65.T32", {"1C", "P", "1H", "P", "2C", "P"}, "3C", "invites game");
  // Six hearts, a singleton diamond and 11 HCP: 3H invites (not 4H on a misfit).
  expect_bid_in_both_systems("987.AKJ942.K.T64", {"1D", "P", "1H", "P", "2D", "P"}, "3H", "invites game");
  // 11 HCP, no fit, spades and clubs held: 2NT.
  expect_bid_in_both_systems("A763.A964.43.K86", {"1D", "P", "1H", "P", "2D", "P"}, "2NT", "spades and clubs held");
  // 9 HCP and three clubs: still the pass.
  expect_bid_in_both_systems("K8762.KT8.T8.K87", {"1C", "P", "1S", "P", "2C", "P"}, "P", "minimum");
}

TEST(MinorOpening, OpenerAnswersTheInvitationsAfterItsMinorAgain) {
  // 13 HCP with six clubs accepts; 10 HCP declines 2NT in its six-card minor.
  expect_bid_in_both_systems("Q7.J63.K9.AK9865", {"1C", "P", "1H", "P", "2C", "P", "3C", "P"}, "3NT", "accepts");
  expect_bid_in_both_systems("A3.942.92.AQJ765", {"1C", "P", "1H", "P", "2C", "P", "2NT", "P"}, "3C", "declines");
  // Opposite six spades a doubleton is a fit: 13 HCP bids game.
  expect_bid_in_both_systems("A5.KQT.J4.QJ7432", {"1C", "P", "1S", "P", "2C", "P", "3S", "P"}, "4S", "accepts");
}

TEST(MinorOpening, AGameForcingResponderShowsASecondSuitOverOpenersMinorAgain) {
  // 14 HCP, four hearts, diamonds open: 2H forces to game (3NT went down).
  expect_bid_in_both_systems("AK963.K642.8.A54", {"1C", "P", "1S", "P", "2C", "P"}, "2H", "forcing to game");
  // Opener supports spades with three; 4S makes where 3NT did not.
  expect_bid_in_both_systems("QJ4.AQJ.T.QJ8762", {"1C", "P", "1S", "P", "2C", "P", "2H", "P"}, "2S", "support");
  // No three hearts, no club stopper to show: diamonds again.
  expect_bid_in_both_systems("J62.Q8.AJ8752.Q3", {"1D", "P", "1H", "P", "2D", "P", "2S", "P"}, "3D");
  // Then clubs are open in both hands: game in the six-card diamonds, not 3NT.
  expect_bid_in_both_systems("AKQ5.KT954.K9.76", {"1D", "P", "1H", "P", "2D", "P", "2S", "P", "3D", "P"}, "5D",
                             "clubs unguarded");
}

TEST(MinorOpening, ResponderOverOneClubOneDiamondOneNoTrump) {
  // 8 HCP: no game opposite 12-14 (the fallback's 2NT went down).
  expect_bid_in_both_systems("95.854.AT972.A63", {"1C", "P", "1D", "P", "1NT", "P"}, "P", "no game");
  // 11 HCP: 2NT invites rather than 3NT.
  expect_bid_in_both_systems("K982.K92.K6.QJT5", {"1C", "P", "1D", "P", "1NT", "P"}, "2NT", "invites 3NT");
  // Six good diamonds and 10 HCP invite with 3D; 14 points accept.
  expect_bid_in_both_systems("K7.4.AQJ873.9865", {"1C", "P", "1D", "P", "1NT", "P"}, "3D", "invites game");
  expect_bid_in_both_systems("A4.AQT2.T92.AT73", {"1C", "P", "1D", "P", "1NT", "P", "3D", "P"}, "3NT", "accepts");
}

TEST(MinorOpening, ResponderOverOpenersJumpRebidInItsMinor) {
  // 8 HCP with hearts and clubs held: 3NT.
  expect_bid_in_both_systems("JT976.JT82.Q.KJT", {"1D", "P", "1S", "P", "3D", "P"}, "3NT", "hearts and clubs held");
  // 11 HCP, five clubs and a singleton, diamonds open: game in clubs.
  expect_bid_in_both_systems("A953.Q.963.AJT95", {"1C", "P", "1S", "P", "3C", "P"}, "5C", "game in opener's minor");
  // 6 HCP with six hearts and a singleton diamond: pass, not 3H on a misfit.
  expect_bid_in_both_systems("T63.Q87652.5.KQ6", {"1D", "P", "1H", "P", "3D", "P"}, "P", "declines");
}

TEST(MinorOpening, OpenerWithoutTheMajorsHeldInvitesInItsMinorOverOneNoTrump) {
  // 19 HCP, six solid diamonds, a singleton heart: 3D, not 3NT; responder
  // with the majors held bids the game, without spades passes.
  expect_bid_in_both_systems("AKQ.3.AKQT72.J84", {"1D", "P", "1NT", "P"}, "3D", "invites game");
  expect_bid_in_both_systems("K84.KJ5.T63.J975", {"1D", "P", "1NT", "P", "3D", "P"}, "3NT", "the majors held");
  expect_bid_in_both_systems("984.KJ5.T63.KJ75", {"1D", "P", "1NT", "P", "3D", "P"}, "P", "declines");
}

TEST(MinorOpening, ResponderOverOneClubOneDiamondTwoClubs) {
  // 12 HCP, six diamonds and four clubs invite with 3C (the pass missed
  // game); opener's 15 HCP accept.
  expect_bid_in_both_systems("72.J.AKJT63.K974", {"1C", "P", "1D", "P", "2C", "P"}, "3C", "invites game");
  expect_bid_in_both_systems("A.K976.Q94.AQ652", {"1C", "P", "1D", "P", "2C", "P", "3C", "P"}, "3NT", "accepts");
  // A weak six-card diamond suit and two clubs: pass opener's long clubs.
  expect_bid_in_both_systems("KT4.T8.T76542.AJ", {"1C", "P", "1D", "P", "2C", "P"}, "P");
}

TEST(MinorOpening, ResponderOverOpenersTwoNoTrumpRebid) {
  // Five spades and 8 HCP opposite 18-19: 3S looks for the 5-3 fit (3NT
  // went down with a doubleton heart opposite two small); with three
  // spades opener bids game in them.
  expect_bid_in_both_systems("KT763.852.KQ6.JT", {"1D", "P", "1S", "P", "2NT", "P"}, "3S", "asks for");
  expect_bid_in_both_systems("AQ5.QT.A854.AK92", {"1D", "P", "1S", "P", "2NT", "P", "3S", "P"}, "4S",
                             "three-card support");
  // 6 HCP and four spades: 3NT, 24-25 together (the pass stopped short).
  expect_bid_in_both_systems("QJ95.K73.652.T97", {"1C", "P", "1S", "P", "2NT", "P"}, "3NT", "game");
}

TEST(MinorOpening, ResponderOverOpenersReverse) {
  // Diamonds held and 9 HCP opposite 17+: 3NT (the fallback's 3C let
  // opener try for slam in clubs).
  expect_bid_in_both_systems("QJ62.754.AQ9.874", {"1C", "P", "1S", "P", "2H", "P"}, "3NT", "diamonds held");
  // Five spades: 2S, looking for opener's three.
  expect_bid_in_both_systems("QJT64.K83.T2.832", {"1C", "P", "1S", "P", "2H", "P"}, "2S", "five or more spades");
  // 7 HCP and three clubs: the preference, a minimum and not forcing.
  expect_bid_in_both_systems("J432.KQ6.T3.J972", {"1C", "P", "1S", "P", "2D", "P"}, "3C", "minimum");
  // 16 HCP opposite 17+ is slam country: not the 3NT that ends the
  // auction but the five hearts, forcing, and the slam is looked for later.
  expect_bid_in_both_systems("KQ.AQJT4.K72.Q63", {"1C", "P", "1H", "P", "2D", "P"}, "2H", "five or more hearts");
}

// 2/1 over 1D: eleven HCP, four diamonds and a singleton spade make the
// inverted raise (it bid 1NT, hiding the fit and the shortness); SAYC
// shows the five clubs at the two level.
TEST(MinorOpening, FourDiamondsAndASingletonMakeTheInvertedRaise) {
  expect_bid(two_over_one(), "4.K83.Q652.AQ984", {"1D", "P"}, "2D", "singleton or void");
  expect_bid(sayc(), "4.K83.Q652.AQ984", {"1D", "P"}, "2C");
  // Balanced with four diamonds: still 1NT in 2/1.
  expect_bid(two_over_one(), "J4.K83.Q652.Q984", {"1D", "P"}, "1NT");
}

}  // namespace
}  // namespace tenace
