// Second-round positions the rules did not cover, found by putting hands in
// the seat to bid (`tenace suggest`): a new suit over a simple raise (a game
// try) was passed; after 1M-1NT-2m an 11-count passed; opener's four spades
// after 1H-2m were never shown, nor raised after 1S-2m-2H; 1S-2C-2NT-? with
// a six-card minor tried for slam past 3NT on 25 HCP; opener passed
// responder's 3NT after Stayman with four spades of its own, and a new minor
// after a transfer; 19 points opposite 13 stopped in game after 1m-1M-4M.
// The auction starts with North's opening.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// 1H-2H-3D: opener's try in a second suit of four; the raiser accepts with
// a maximum, or with help in diamonds, else signs off in 3H (it used to pass).
TEST(GameTries, OpenerTriesInASecondSuitAndTheRaiserJudgesByIt) {
  expect_bid_in_both_systems("A5.AQJ54.K843.72", {"1H", "P", "2H", "P"}, "3D", "game try");
  expect_bid_in_both_systems("A5.AQJ54.KQ3.972", {"1H", "P", "2H", "P"}, "3H", "invites game");
  const std::initializer_list<const char*> tried = {"1H", "P", "2H", "P", "3D", "P"};
  expect_bid_in_both_systems("K54.Q32.AJ3.J654", tried, "4H", "a maximum");
  expect_bid_in_both_systems("Q54.Q32.K93.J654", tried, "4H", "help in the minor");
  expect_bid_in_both_systems("Q54.J32.AK93.654", tried, "4H", "two top honours");
  expect_bid_in_both_systems("K54.Q32.943.J654", tried, "3H", "declines the game try");
  expect_bid_in_both_systems("954.Q32.K3.J6543", tried, "3H", "declines the game try");
  // the try after 1m-1M-2M is answered by opener the same way
  expect_bid_in_both_systems("AJ7.Q5.Q43.K9742", {"1C", "P", "1S", "P", "2S", "P", "3H", "P"}, "3S",
                             "declines the game try");
  expect_bid_in_both_systems("AJ74.K5.A43.Q974", {"1C", "P", "1S", "P", "2S", "P", "3H", "P"}, "4S", "accepts");
}

// 1S-1NT-2C: the top of the forcing 1NT, balanced and without a fit, invites
// with 2NT (it passed); opener accepts with 14.
TEST(ForcingNoTrump, ElevenOrTwelveBalancedInvitesOverOpenersMinor) {
  const BiddingSystem& s = two_over_one();
  expect_bid(s, "95.KQ84.QJ63.K74", {"1S", "P", "1NT", "P", "2C", "P"}, "2NT", "invites 3NT");
  expect_bid(s, "95.Q842.K963.742", {"1S", "P", "1NT", "P", "2C", "P"}, "Pass");
  expect_bid(s, "AK954.Q5.A54.K72", {"1S", "P", "1NT", "P", "2C", "P", "2NT", "P"}, "3NT", "accepts");
  expect_bid(s, "AQ954.Q5.J54.K72", {"1S", "P", "1NT", "P", "2C", "P", "2NT", "P"}, "Pass");
}

// 1H-2C: four spades beside the hearts are shown at the two level, and
// responder raises them by fast arrival.
TEST(TwoOverOne, OpenerShowsFourSpadesAndResponderRaises) {
  expect_bid_in_both_systems("AJ54.KQ954.5.954", {"1H", "P", "2C", "P"}, "2S", "four or more spades");
  expect_bid(two_over_one(), "KJ74.Q5.J3.AK742", {"1H", "P", "2C", "P", "2S", "P"}, "4S", "fast arrival");
  expect_bid(two_over_one(), "K9.Q5.Q53.AKJ742", {"1H", "P", "2C", "P", "2S", "P"}, "3NT", "diamonds held");
}

// 1S-2C-2NT: 13 with six clubs opposite a balanced minimum is 3NT: the
// minor slam try (or five of the minor) passes the game that makes.
TEST(TwoOverOne, SixCardMinorOppositeABalancedMinimumBidsThreeNoTrump) {
  expect_bid(two_over_one(), "K9.Q54.J3.AKJ742", {"1S", "P", "2C", "P", "2NT", "P"}, "3NT");
  expect_bid(two_over_one(), "K9.A54.A3.AKQ742", {"1S", "P", "2C", "P", "2NT", "P"}, "4C", "slam try");
}

// 1H-1S-2C: three hearts opposite five are the fit: the jump preference
// invites (it bid 2NT).
TEST(SecondRound, ThreeCardSupportForOpenersFirstSuitInvites) {
  expect_bid_in_both_systems("AQ954.Q54.K54.54", {"1H", "P", "1S", "P", "2C", "P"}, "3H", "invites game");
}

// 1S-2m-2H: four hearts raise the second suit (it bid the fourth suit).
TEST(SecondRound, FourHeartsRaiseOpenersSecondSuit) {
  expect_bid_in_both_systems("K5.AQ54.KJ954.54", {"1S", "P", "2D", "P", "2H", "P"}, "4H", "fast arrival");
  expect_bid_in_both_systems("K5.AQ54.AKJ95.A4", {"1S", "P", "2D", "P", "2H", "P"}, "3H", "slam interest");
}

// After Stayman, responder's 3NT over 2H shows the four spades it asked with.
TEST(SecondRound, StaymanThreeNoTrumpFindsTheSpadeFit) {
  expect_bid_in_both_systems("AK54.AK54.K94.54", {"1NT", "P", "2C", "P", "2H", "P", "3NT", "P"}, "4S", "four spades too");
  expect_bid_in_both_systems("AK5.AK54.K94.954", {"1NT", "P", "2C", "P", "2H", "P", "3NT", "P"}, "Pass");
  expect_bid_in_both_systems("AK54.AK54.K94.K5", {"2NT", "P", "3C", "P", "3H", "P", "3NT", "P"}, "4S", "four spades too");
}

// A minor after the transfer is natural and forcing: opener shows support.
TEST(SecondRound, NewMinorAfterATransferIsAnswered) {
  const std::initializer_list<const char*> shown = {"1NT", "P", "2D", "P", "2H", "P", "3C", "P"};
  expect_bid_in_both_systems("A54.K54.KQ54.Q54", shown, "3H", "three-card heart support");
  expect_bid_in_both_systems("A54.K5.KQ54.Q854", shown, "4C", "support for the minor");
  expect_bid_in_both_systems("AQ4.K5.KQ54.Q854", shown, "4C");
  expect_bid_in_both_systems("AQ4.K5.KQ954.Q84", shown, "3NT", "no fit");
  expect_bid_in_both_systems("A5.KQJ95.A4.KJ54", {"1NT", "P", "2D", "P", "2H", "P"}, "3C", "forcing to game");
}

// 1m-1M-4M shows 19+ with four trumps: 13 opposite it asks for key cards.
TEST(SecondRound, SlamValuesOppositeOpenersGameRaise) {
  expect_bid_in_both_systems("A5.KQ54.A54.9654", {"1C", "P", "1H", "P", "4H", "P"}, "4NT", "key cards");
  expect_bid_in_both_systems("K954.Q54.954.K54", {"1C", "P", "1S", "P", "4S", "P"}, "Pass");
}

// 1S-2C-2S-3S (17+, slam interest): a minimum signs off (it asked for key
// cards with 11 HCP and no ace); extra values make a control bid.
TEST(SecondRound, OpenerOverTheSlowRaiseAfterTwoOverOne) {
  const std::initializer_list<const char*> slow = {"1S", "P", "2C", "P", "2S", "P", "3S", "P"};
  expect_bid(two_over_one(), "KQJ954.Q54.J5.K4", slow, "4S", "a minimum");
  expect_bid(two_over_one(), "AKJ954.K54.A5.54", slow, "4D", "control bid");
}

// Opener's jump to three of its major over the two-over-one sets the suit:
// responder's game is the fast arrival, which opener passes (it read a
// fallback's 4H as values and invited slam at the five level with 14 HCP,
// one down); 16+ HCP ask for key cards.
TEST(SecondRound, AfterOpenersJumpToThreeOfItsMajor) {
  const std::initializer_list<const char*> jump = {"1H", "P", "2D", "P", "3H", "P"};
  expect_bid_in_both_systems("AK6.85.AQT853.Q4", jump, "4H", "no slam interest");
  expect_bid_in_both_systems("AK6.85.AQT853.AQ", jump, "4NT", "key cards");
  expect_bid_in_both_systems("QT2.KQJ973.K.K63", {"1H", "P", "2D", "P", "3H", "P", "4H", "P"}, "Pass",
                             "no slam interest");
  expect_bid_in_both_systems("T6.AK87.A75.AJ75", {"1S", "P", "2C", "P", "3S", "P"}, "4NT", "key cards");
  // A singleton supports the good six-card suit: game in it, not in
  // responder's own clubs (5C, bypassing 3NT and 4S), and the key-card ask
  // with 17+ (the fallback bid 6C on 18 HCP with two clubs opposite).
  const std::initializer_list<const char*> spades = {"1S", "P", "2C", "P", "3S", "P"};
  expect_bid_in_both_systems("5.AJ98.K2.AQT543", spades, "4S", "a singleton is support");
  expect_bid_in_both_systems("5.AJ98.AK.AQT543", spades, "4NT", "key cards");
}

// The same after opener's second suit (1S-2C-2H-3S, 15+): a five-four
// minimum made a control bid and the partnership reached 6S on 29 HCP.
TEST(SecondRound, OpenerOverTheSlowRaiseAfterItsSecondSuit) {
  const std::initializer_list<const char*> slow = {"1S", "P", "2C", "P", "2H", "P", "3S", "P"};
  expect_bid(two_over_one(), "AQ982.A985.KT.74", slow, "4S", "a minimum");
  expect_bid(two_over_one(), "AQ982.A985.KT.A4", slow, "4NT", "key cards");
  expect_bid(two_over_one(), "AQ982.KJ85.K4.74", {"1S", "P", "2D", "P", "2H", "P", "3H", "P"}, "4H", "a minimum");
}

// 1H-1NT-2S (the reverse: four spades, longer hearts, 17+): responder
// answers by the fit (the fallback bid the cheapest no trump or minor).
TEST(SecondRound, ResponderOverOpenersReverseAfterTheForcingNoTrump) {
  const std::initializer_list<const char*> reverse = {"1H", "P", "1NT", "P", "2S", "P"};
  expect_bid_in_both_systems("95.54.KQ654.QJ95", reverse, "3H", "prefers hearts");
  expect_bid_in_both_systems("954.5.KJ5.QJ9854", reverse, "3C", "six or more clubs");
  expect_bid_in_both_systems("KJ5.5.Q954.KJ954", reverse, "3NT", "the minors held");
  expect_bid_in_both_systems("954.K54.KQ54.Q54", reverse, "4H", "game");
}


// 1S-2NT-3NT (Jacoby, 15-17 without shortness) is not a place to play: the
// major is agreed and responder bids it (it passed 3NT).
TEST(SecondRound, ResponderBidsTheAgreedMajorOverJacobysThreeNoTrump) {
  expect_bid_in_both_systems("KQ84.A74.QJ73.72", {"1S", "P", "2NT", "P", "3NT", "P"}, "4S", "agreed major");
}

// 1H-1S-3H (six hearts, 16-18): game with a doubleton heart and 8 HCP (a
// 9-count passed), key cards with slam values and a fit.
TEST(SecondRound, ResponderOverOpenersJumpRebidAfterAOneLevelResponse) {
  const std::initializer_list<const char*> jump = {"1H", "P", "1S", "P", "3H", "P"};
  expect_bid_in_both_systems("KQ84.K4.J32.8762", jump, "4H", "accepts");
  expect_bid_in_both_systems("AQ84.K4.KJ2.Q762", jump, "4NT", "key cards");
  expect_bid_in_both_systems("KQJ874.4.K32.876", jump, "3S", "six or more spades");
}

// 1D-1S-2D: twelve HCP with five spades and four hearts force to game in
// the new suit (it bid 3NT with clubs unguarded and a singleton diamond).
TEST(SecondRound, TwelveWithAFiveFourForcesToGameOverOpenersMinorRebid) {
  expect_bid_in_both_systems("AK874.KQ864.3.72", {"1D", "P", "1S", "P", "2D", "P"}, "2H", "forcing to game");
  expect_bid_in_both_systems("AQJ87.KQ84.732.2", {"1D", "P", "1S", "P", "2D", "P"}, "2H", "forcing to game");
}

// 1S-1NT-2S (six spades, a minimum): the three-card limit raise the forcing
// 1NT hid invites, a six-card minor plays at three; opener accepts on 14
// HCP or on the fit's points (13 HCP with a singleton and four cards beside
// the six).
TEST(ForcingNoTrump, ResponderOverOpenersRebidMajor) {
  const BiddingSystem& s = two_over_one();
  expect_bid(s, "843.KQ4.K32.Q872", {"1S", "P", "1NT", "P", "2S", "P"}, "3S", "three-card support");
  expect_bid(s, "K4.4.J532.AQJ872", {"1H", "P", "1NT", "P", "2H", "P"}, "3C", "six or more clubs");
  expect_bid(s, "4.KQT874.J32.872", {"1S", "P", "1NT", "P", "2S", "P"}, "Pass");
  expect_bid(s, "6.AQT632.J8.AQT7", {"1H", "P", "1NT", "P", "2H", "P", "3H", "P"}, "4H", "shape");
  expect_bid(s, "KQ9743.Q93.K53.7", {"1S", "P", "1NT", "P", "2S", "P", "3S", "P"}, "Pass");
}

// 1S-1NT-3H (forcing to game, five-five or four hearts and 19+): three
// hearts raise (it bid 3NT), three spades prefer, else 3NT with the minors
// held.
TEST(ForcingNoTrump, ResponderOverOpenersJumpShiftIntoHearts) {
  const BiddingSystem& s = two_over_one();
  const std::initializer_list<const char*> jump = {"1S", "P", "1NT", "P", "3H", "P"};
  expect_bid(s, "84.Q84.KJ73.Q972", jump, "4H", "support");
  expect_bid(s, "84.Q8.KJ73.QJ972", jump, "3NT", "minors held");
  expect_bid(s, "84.Q8.KJ73.97532", jump, "4S", "opener's five");
}

// 1D-1S-2C-3C (four clubs, invitational): opener accepts with 14+ HCP, in
// five clubs when short in spades, in 3NT with the hearts held (it passed).
TEST(SecondRound, OpenerOverTheInvitationalRaiseOfItsClubs) {
  const std::initializer_list<const char*> raised = {"1D", "P", "1S", "P", "2C", "P", "3C", "P"};
  expect_bid_in_both_systems("4.A84.AQJ84.K972", raised, "5C", "short in partner's major");
  expect_bid_in_both_systems("84.A84.AQJ84.K97", raised, "3NT", "hearts held");
  expect_bid_in_both_systems("84.Q84.AQJ84.K97", raised, "Pass", "declines");
}

// Stayman, no major, then responder's five-card minor with 15+ HCP (1NT-
// 2C-2D-3C, slam interest): opener agrees with three cards, else 3NT. The
// fallback had bid 6NT with a singleton diamond (eleven tricks; 6C makes).
TEST(SecondRound, TheMinorSlamTryAfterStayman) {
  const std::initializer_list<const char*> stayman = {"1NT", "P", "2C", "P", "2D", "P"};
  expect_bid_in_both_systems("A87.KQ53.J.AQT98", stayman, "3C", "slam interest");
  expect_bid_in_both_systems("J64.J4.AKQ72.KJ6", {"1NT", "P", "2C", "P", "2D", "P", "3C", "P"}, "4C", "agrees");
  expect_bid_in_both_systems("J64.KJ4.AKQ72.J6", {"1NT", "P", "2C", "P", "2D", "P", "3C", "P"}, "3NT", "no fit");
}

}  // namespace
}  // namespace tenace
