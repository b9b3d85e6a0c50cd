// Game or partscore after a major or no-trump opening: the forcing 1NT,
// invitations and their answers, in both systems where the rule is shared.
// The hands are from deals where the call changed the contract reached;
// North deals, East-West pass.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(ForcingNoTrump, TwoOverOneOpenerBidsAThreeCardMinorWhereSaycPasses) {
  // 14 HCP, 5-3-2-3: the forcing 1NT is answered in 2/1; SAYC's 1NT is not
  // forcing and a balanced minimum passes it.
  expect_bid(two_over_one(), "KQT84.AT3.A5.J53", {"1S", "P", "1NT", "P"}, "2C", "three or more clubs");
  expect_bid(sayc(), "KQT84.AT3.A5.J53", {"1S", "P", "1NT", "P"}, "P", "balanced minimum");
}

TEST(ForcingNoTrump, ResponderShowsAMinorOfHisOwnOverOpenersClubs) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // Five diamonds and a singleton club: the five-two or better fit in
    // diamonds, not opener's three-card clubs.
    expect_bid(*s, "73.KQ875.QJT96.8", {"1S", "P", "1NT", "P", "2C", "P"}, "2D", "five or more diamonds");
    // Three clubs: opener's suit may be the fit, pass.
    expect_bid(*s, "K7.T63.QT865.Q54", {"1S", "P", "1NT", "P", "2C", "P"}, "P");
    // Six clubs and 9 HCP raise to three, not a slam try on two singletons.
    expect_bid(*s, "2.7.KQ632.KJT983", {"1S", "P", "1NT", "P", "2C", "P"}, "3C", "six or more clubs");
  }
}

TEST(StaymanFit, ASingletonMakesAnEightCountGame) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // 8-9 HCP and a singleton opposite four hearts: game, not the invitation
    // a 15-count declines.
    expect_bid(*s, "AT96.J542.A876.3", {"1NT", "P", "2C", "P", "2H", "P"}, "4H", "a singleton or void");
    expect_bid(*s, "8.JT74.AQ942.Q42", {"1NT", "P", "2C", "P", "2H", "P"}, "4H");
    // The same values with no shortness invite.
    expect_bid(*s, "Q96.JT74.A94.Q42", {"1NT", "P", "2C", "P", "2H", "P"}, "3H");
  }
}

TEST(TransferFollowUp, SixCardsAndNineHighCardPointsBidGame) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    expect_bid(*s, "T42.KQT854.84.A3", {"1NT", "P", "2D", "P", "2H", "P"}, "4H", "game with six hearts");
    expect_bid(*s, "Q42.KQT854.84.J3", {"1NT", "P", "2D", "P", "2H", "P"}, "3H", "invites game");
  }
}

// 1D-1H-1S-3S (11-12 points, four spades): opener accepts with 14+ points
// counting the fit (15 HCP passed it: the invitation's points were read
// as high cards and no rule answered it).
TEST(Invitations, OpenerAnswersTheRaiseOfItsSpades) {
  expect_bid_in_both_systems("Q742.K.AKJ9.Q987", {"1D", "P", "1H", "P", "1S", "P", "3S", "P"}, "4S", "accepts");
  expect_bid_in_both_systems("Q742.K.AJ97.Q987", {"1D", "P", "1H", "P", "1S", "P", "3S", "P"}, "P", "declines");
}

}  // namespace
}  // namespace tenace
