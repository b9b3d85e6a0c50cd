// Responder's second call after opener rebids its own suit (1M 2m 2M after a
// two-over-one response; 1m 1M 2m), in both systems: the support, no-trump, new-suit
// and minor-again calls a two-over-one responder makes, rather than a jump
// the fallback reasoning finds. North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(ResponderRebid, SupportOverOpenersMajorAgain) {
  // Three hearts and a minimum game force: game at once (fast arrival); the
  // jump to five found no slam and went down.
  expect_bid_in_both_systems("KT2.K83.KJ2.KT82", {"1H", "P", "2C", "P", "2H", "P"}, "4H", "fast arrival");
  // Three spades and 17 HCP: three of the major, slower, shows slam interest.
  expect_bid_in_both_systems("K82.7.AQ84.AKJ63", {"1S", "P", "2C", "P", "2S", "P"}, "3S", "slam interest");
  // 15 HCP and a singleton queen is still game only: the try led to a
  // slam off a key card and the trump jack opposite a minimum.
  expect_bid_in_both_systems("KQ6.KT632.Q.AJ82", {"1S", "P", "2C", "P", "2S", "P"}, "4S", "fast arrival");
}

// 1H 2D 3C (opener's four clubs, forcing): three hearts and seventeen HCP
// show slam interest slowly (game at once was the fast arrival of a
// minimum); with fourteen, game; with the fourth suit held and no heart
// fit, 3NT.
TEST(ResponderRebid, OverOpenersClubsAfterTwoDiamondsTheMajorFastOrSlow) {
  expect_bid_in_both_systems("K8.AJ5.KJT92.AQ8", {"1H", "P", "2D", "P", "3C", "P"}, "3H", "slam interest");
  expect_bid_in_both_systems("K8.AJ5.KJT92.Q82", {"1H", "P", "2D", "P", "3C", "P"}, "4H", "fast arrival");
  expect_bid_in_both_systems("K83.J5.AKT92.Q82", {"1H", "P", "2D", "P", "3C", "P"}, "3NT", "spades held");
}

// 1m 1H 1S with a minimum and a void or singleton in opener's spades: not
// 1NT (seed 1 board 159: 1NT went down where 2H made); five hearts again,
// else preference to opener's minor with three.
TEST(ResponderRebid, ShortInOpenersSpadesAMinimumAvoidsNoTrump) {
  expect_bid_in_both_systems(".J8642.K94.K9654", {"1D", "P", "1H", "P", "1S", "P"}, "2H", "short in spades");
  expect_bid_in_both_systems(".AJ54.J94.AT8642", {"1D", "P", "1H", "P", "1S", "P"}, "2D", "short in spades");
  // A doubleton spade: 1NT as before.
  expect_bid_in_both_systems("J4.Q8642.K94.K96", {"1D", "P", "1H", "P", "1S", "P"}, "1NT");
}

TEST(ResponderRebid, SixClubsAgainRatherThanAJump) {
  // A doubleton spade and six good clubs: 3C, forcing, not 4C.
  expect_bid_in_both_systems("A8.42.AJ7.AKT954", {"1S", "P", "2C", "P", "2S", "P"}, "3C", "six or more");
}

TEST(ResponderRebid, ANewSuitOrNoTrumpWithTheUnbidSuitsHeld) {
  // Five hearts (2H is below 2S: the new suit is 3H), diamonds unguarded.
  expect_bid_in_both_systems("92.AJ542.Q9.KQJ8", {"1S", "P", "2C", "P", "2S", "P"}, "3H", "four or more hearts");
  // Both unbid suits held and no fit: 3NT.
  expect_bid_in_both_systems("92.KJ4.QJ3.AKJ84", {"1S", "P", "2C", "P", "2S", "P"}, "3NT", "hearts and diamonds held");
}

TEST(ResponderRebid, TwoOverOneWaitsWithTwoNoTrump) {
  // No fit, hearts unguarded, no second suit: 2NT keeps the game force open.
  expect_bid(two_over_one(), "92.853.AK7.AKQJ4", {"1S", "P", "2C", "P", "2S", "P"}, "2NT", "waiting");
}

TEST(ResponderRebid, SaycInvitesWithTenToTwelve) {
  // SAYC's two-over-one forces one round only: three hearts and 11 HCP invite.
  expect_bid(sayc(), "K82.Q93.A4.QT876", {"1H", "P", "2C", "P", "2H", "P"}, "3H", "invites game");
  expect_bid(sayc(), "K82.Q9.A43.QT876", {"1H", "P", "2C", "P", "2H", "P"}, "2NT", "invites 3NT");
}

TEST(ResponderRebid, OverOpenersMinorAgainAMinimumPassesOrRebidsSixOfTheMajor) {
  // Six hearts and a doubleton club: hearts again rather than pass 2C.
  expect_bid_in_both_systems("J9.A87432.842.A9", {"1C", "P", "1H", "P", "2C", "P"}, "2H", "six or more");
  // Three diamonds: opener's six-card minor is the fit.
  expect_bid_in_both_systems("K9.QJ84.J73.T852", {"1D", "P", "1H", "P", "2D", "P"}, "P", "support");
  // Game values with both unbid suits held: 3NT.
  expect_bid_in_both_systems("AQ84.K73.52.KJ84", {"1D", "P", "1S", "P", "2D", "P"}, "3NT", "hearts and clubs held");
}

TEST(ResponderRebid, ANewMinorForcesToGameOverOpenersHeartsAgain) {
  // 1H 1S 2H: game values, a singleton heart and clubs unguarded: 3D
  // forces to game (3NT at once went down with clubs open).
  expect_bid_in_both_systems("KT983.J.AKQ8.T93", {"1H", "P", "1S", "P", "2H", "P"}, "3D", "forcing to game");
  // Opener shows three spades, a fit with responder's five.
  expect_bid_in_both_systems("Q76.AQ9753.J54.A", {"1H", "P", "1S", "P", "2H", "P", "3D", "P"}, "3S", "a fit");
  // Without three spades and with clubs held: 3NT.
  expect_bid_in_both_systems("Q7.AQ9753.J54.KJ", {"1H", "P", "1S", "P", "2H", "P", "3D", "P"}, "3NT", "clubs held");
  // An invitation with a long minor is 2NT, not the forcing new suit.
  expect_bid_in_both_systems("KQT4.5.KQJ753.94", {"1H", "P", "1S", "P", "2H", "P"}, "2NT", "invites 3NT");
}

// 1M 2m 3m (opener's raise of the two-over-one minor) without three of the
// major: 3NT with both unbid suits held, a stopper shown up the line, or
// five of the minor; opener then places the contract.
TEST(ResponderRebid, OverOpenersMinorRaiseStoppersUpTheLine) {
  expect_bid_in_both_systems("54.KJ4.A54.AQ954", {"1S", "P", "2C", "P", "3C", "P"}, "3NT", "hearts and diamonds held");
  expect_bid_in_both_systems("54.854.AK4.AQ954", {"1S", "P", "2C", "P", "3C", "P"}, "3D", "diamonds held");
  expect_bid_in_both_systems("A54.54.KQJ54.A54", {"1H", "P", "2D", "P", "3D", "P"}, "3NT", "spades and clubs held");
  expect_bid_in_both_systems("A54.85.AKJ54.543", {"1H", "P", "2D", "P", "3D", "P"}, "3S", "spades held");
  // Neither unbid suit held: game in the minor.
  expect_bid_in_both_systems("K4.854.854.AKQJ5", {"1S", "P", "2C", "P", "3C", "P"}, "5C", "not held");
}

TEST(ResponderRebid, OpenerOverTheStopperShownPlacesTheContract) {
  // Hearts held opposite partner's diamonds: 3NT.
  expect_bid_in_both_systems("AKJ54.K54.5.K954", {"1S", "P", "2C", "P", "3C", "P", "3D", "P"}, "3NT", "other unbid suit held");
  // Hearts open: four clubs, and partner with nothing more signs off in five.
  expect_bid_in_both_systems("AKJ54.54.5.KQ954", {"1S", "P", "2C", "P", "3C", "P", "3D", "P"}, "4C", "not held");
  expect_bid_in_both_systems("54.854.AK4.AQ954", {"1S", "P", "2C", "P", "3C", "P", "3D", "P", "4C", "P"}, "5C",
                             "no slam in view");
  // Six spades and diamonds open over partner's hearts: 3S; partner with two spades raises.
  expect_bid_in_both_systems("AKJ954.K5.5.KJ54", {"1S", "P", "2C", "P", "3C", "P", "3H", "P"}, "3S", "six spades");
  expect_bid_in_both_systems("54.KJ4.854.AKQ95", {"1S", "P", "2C", "P", "3C", "P", "3H", "P", "3S", "P"}, "4S",
                             "doubleton");
}

// Six hearts over opener's 1S rebid (1m-1H-1S) are shown by strength as
// over a 2C rebid: the fallback bid 4H with 11 HCP opposite a minimum
// (eight tricks). Opener accepts the invitation with a doubleton heart and
// 14+ points.
TEST(ResponderRebid, SixHeartsOverOpenersSpadesInviteOrBidGame) {
  expect_bid_in_both_systems("75.A76532.K3.AT5", {"1D", "P", "1H", "P", "1S", "P"}, "3H", "invites game");
  expect_bid_in_both_systems("75.AQ7653.K3.AT5", {"1C", "P", "1H", "P", "1S", "P"}, "4H", "six or more hearts");
  expect_bid_in_both_systems("AK84.Q4.KJ85.Q32", {"1D", "P", "1H", "P", "1S", "P", "3H", "P"}, "4H", "accepts");
  expect_bid_in_both_systems("AK84.Q4.Q985.J32", {"1D", "P", "1H", "P", "1S", "P", "3H", "P"}, "Pass", "declines");
}

// Six diamonds and 13 HCP over 1C-1D-1NT (12-14): 25-27 together, no
// slam, and 3NT needs two tricks fewer than five of the minor; the fallback
// counted the singleton as if opener fitted and tried for slam with 4D.
TEST(ResponderRebid, SixDiamondsAndGameValuesOverTheNoTrumpRebidBidThreeNoTrump) {
  expect_bid_in_both_systems("4.K84.AQJT96.K84", {"1C", "P", "1D", "P", "1NT", "P"}, "3NT", "long diamond suit");
}

// Over 1H-1S-2NT (18-19, five hearts possible) three hearts make the fit:
// the fallback raised to 3H "non-forcing" and opener, with five hearts,
// bid 3NT. Game at once with a minimum, 3H with slam interest; five
// spades ask for three-card support; a pass with 0-5 HCP.
TEST(ResponderRebid, OverOpenersTwoNoTrumpAfterOneHeartOneSpade) {
  expect_bid_in_both_systems("KJ63.K72.Q84.J53", {"1H", "P", "1S", "P", "2NT", "P"}, "4H", "game and no more");
  expect_bid_in_both_systems("KJ63.K72.AQ4.J53", {"1H", "P", "1S", "P", "2NT", "P"}, "3H", "slam interest");
  expect_bid_in_both_systems("KJ863.72.Q84.J53", {"1H", "P", "1S", "P", "2NT", "P"}, "3S", "five cards");
  expect_bid_in_both_systems("KJ63.72.Q84.J853", {"1H", "P", "1S", "P", "2NT", "P"}, "3NT", "game");
  expect_bid_in_both_systems("J963.72.Q84.J853", {"1H", "P", "1S", "P", "2NT", "P"}, "Pass", "no game");
  expect_bid_in_both_systems("Q4.AQJ85.A73.KQ2", {"1H", "P", "1S", "P", "2NT", "P", "3S", "P"}, "3NT", "two cards");
  expect_bid_in_both_systems("Q94.AQJ85.A7.KQ2", {"1H", "P", "1S", "P", "2NT", "P", "3S", "P"}, "4S", "three-card support");
}

// 1S-2H-3D (game forced): four diamonds and a singleton spade raise below
// game (the fallback jumped to 5D and opener, short of a way to ask, bid
// 6NT: one down where 6D made); a balanced hand with clubs held bids 3NT.
TEST(ResponderRebid, OverOpenersMinorAfterOneSpadeTwoHearts) {
  expect_bid_in_both_systems("K.AJ762.Q987.AT7", {"1S", "P", "2H", "P", "3D", "P"}, "4D", "support for diamonds");
  expect_bid_in_both_systems("K4.AJ762.Q98.AJ7", {"1S", "P", "2H", "P", "3D", "P"}, "3NT", "clubs held");
  expect_bid_in_both_systems("K4.AJ762.986.AJ7", {"1S", "P", "2H", "P", "3C", "P"}, "3D", "fourth suit");
  // opener raises responder's six hearts on a doubleton (3NT went down where 4H made)
  expect_bid_in_both_systems("K9752.K5.AJ842.7", {"1S", "P", "2H", "P", "3D", "P", "3H", "P"}, "4H", "clubs not held");
  expect_bid_in_both_systems("K9752.K5.AJ84.K7", {"1S", "P", "2H", "P", "3D", "P", "3H", "P"}, "3NT", "clubs held");
}

// 1S-2H-2S: two spades are support opposite six (3NT with a doubleton ten
// went two down where 4S made), three of them with slam interest.
TEST(ResponderRebid, OverOpenersSpadesAgainAfterOneSpadeTwoHearts) {
  expect_bid_in_both_systems("T6.AQJT9.KQ96.QJ", {"1S", "P", "2H", "P", "2S", "P"}, "4S", "fast arrival");
  expect_bid_in_both_systems("K6.AQJT9.AQ96.KJ", {"1S", "P", "2H", "P", "2S", "P"}, "3S", "slam interest");
  expect_bid_in_both_systems("6.AQJT9.KJ96.KJ4", {"1S", "P", "2H", "P", "2S", "P"}, "3NT", "clubs and diamonds held");
}

// No stopper in a suit nobody has bid, in an auction forcing to game: the
// minor fit at the cheapest level, not 3NT (seed 15 board 253: 1D-1S-2C-2H
// (fourth suit)-3C-3NT went down on the heart lead where 6D made; seed 17
// board 498: 1D-2C-2S-3NT with two small hearts). With the suit held, 3NT.
TEST(ResponderRebid, NoStopperBidsTheMinorFitBelowThreeNoTrump) {
  expect_bid_in_both_systems("AKQT4.54.T862.AT", {"1D", "P", "1S", "P", "2C", "P", "2H", "P", "3C", "P"}, "3D",
                             "no stopper");
  expect_bid_in_both_systems("AKQT4.K4.T862.AT", {"1D", "P", "1S", "P", "2C", "P", "2H", "P", "3C", "P"}, "3NT");
  expect_bid(two_over_one(), "T2.92.AKJ8.AQJ73", {"1D", "P", "2C", "P", "2S", "P"}, "3D", "no stopper");
}

// 1D-1H-2C: five diamonds and a singleton club with 9 HCP count 14
// points with the fit; the jump preference invites (seed 17 board 377:
// 2D was passed where 6D made). A flat 9 HCP prefers at the two level.
TEST(ResponderRebid, ShapelyJumpPreferenceWithFewHighCards) {
  expect_bid_in_both_systems("A9.QJT64.Q9752.4", {"1D", "P", "1H", "P", "2C", "P"}, "3D", "invites game");
  expect_bid_in_both_systems("A92.QJT6.Q975.42", {"1D", "P", "1H", "P", "2C", "P"}, "2D");
  // Six hearts invite in hearts first (seed 13 board 195: 3C led to 5C one
  // down where 4H made).
  expect_bid_in_both_systems("Q3.KQT832.6.KJ63", {"1D", "P", "1H", "P", "2C", "P"}, "3H", "six or more hearts");
}

}  // namespace
}  // namespace tenace
