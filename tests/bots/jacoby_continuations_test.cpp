// Responder after opener's answer to Jacoby 2NT (1M-2NT-...): the major
// is agreed and the auction forced to game, so responder judges slam from
// what the answer showed. Over a shortness or a second suit (opener's
// strength left open) it asks for key cards on 17+ points with the fit,
// makes a control bid on 15 working points (honours opposite the
// shortness, the ace included, not counted), else bids game; over 3NT
// (15-17) it tries as over a limited raise; over opener's minimum 4M it
// asks on 19+ points and otherwise passes.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const std::initializer_list<const char*> kClubShortness = {"1S", "P", "2NT", "P", "3C", "P"};

TEST(JacobyContinuations, ControlBidOverAShortnessOnWorkingValues) {
  // 15 HCP, nothing in clubs: the ace of diamonds.
  expect_bid(two_over_one(), "AQ54.KQ54.A54.54", kClubShortness, "3D", "control bid");
  expect_bid(sayc(), "AQ54.KQ54.A54.54", kClubShortness, "3D", "control bid");
  // The same values with the queen of clubs wasted opposite the shortness.
  expect_bid(two_over_one(), "KQ54.K54.A54.Q54", kClubShortness, "4S");
  // The ace of clubs duplicates the shortness: 15 HCP but not 15 working.
  expect_bid(two_over_one(), "KQ54.K54.Q54.A54", kClubShortness, "4S");
}

TEST(JacobyContinuations, ControlBidOverASecondSuit) {
  // Clubs fit opener's second suit: the ace of diamonds, below game.
  expect_bid(two_over_one(), "54.KQ54.A54.AQ54", {"1H", "P", "2NT", "P", "4C", "P"}, "4D", "control bid");
  expect_bid(two_over_one(), "54.KQ54.Q54.KJ54", {"1H", "P", "2NT", "P", "4C", "P"}, "4H");
}

TEST(JacobyContinuations, ControlBidOverThreeNoTrumpAsOverALimitedRaise) {
  // 16 HCP opposite 15-17: a slam try; 13 HCP: game.
  expect_bid(two_over_one(), "A54.KQ54.A54.K54", {"1H", "P", "2NT", "P", "3NT", "P"}, "4D", "control bid");
  expect_bid(two_over_one(), "K54.QJ54.Q54.KQ5", {"1H", "P", "2NT", "P", "3NT", "P"}, "4H");
}

TEST(JacobyContinuations, KeyCardsOverOpenersMinimumOnlyWithNineteenPoints) {
  const std::initializer_list<const char*> minimum = {"1S", "P", "2NT", "P", "4S", "P"};
  expect_bid(two_over_one(), "AQ54.AQ4.KQ4.K54", minimum, "4NT", "key cards in spades");
  expect_bid(two_over_one(), "KQ54.AQ4.K54.Q54", minimum, "P");
}

TEST(JacobyContinuations, TheControlBidIsReadWithTheAgreedMajor) {
  const auto calls = calls_of({"1S", "P", "2NT", "P", "3C", "P", "3D"});
  const auto text = explain_call(two_over_one(), calls, 6);
  EXPECT_TRUE(has(text, "control bid")) << text;
  EXPECT_TRUE(has(text, "slam interest in spades")) << text;
}

}  // namespace
}  // namespace tenace
