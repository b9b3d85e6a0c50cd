// SAYC answers 1C up the line: four diamonds and a four-card major bid 1D,
// and opener then shows a four-card major at any strength; 2/1's 1D
// denies a major, so there the major comes first and opener's 1H or 1S
// over 1D shows extra values. North deals, East-West pass.
#include <gtest/gtest.h>

#include "bots/slam_bidding.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(SaycUpTheLine, FourDiamondsAndFourHeartsRespondOneDiamond) {
  expect_bid(sayc(), "K82.AJ73.Q984.72", {"1C", "P"}, "1D", "up the line");
  expect_bid(two_over_one(), "K82.AJ73.Q984.72", {"1C", "P"}, "1H");
  // Five spades and four diamonds: the longer major first in both.
  expect_bid_in_both_systems("KJ982.7.QJ84.972", {"1C", "P"}, "1S");
}

TEST(SaycUpTheLine, OpenerShowsAFourCardMajorAtAnyStrength) {
  // A balanced minimum with four hearts: 1H (responder may hold four), where
  // 2/1 rebids 1NT.
  expect_bid(sayc(), "K2.AJ73.K84.Q972", {"1C", "P", "1D", "P"}, "1H", "four or more hearts");
  expect_bid(two_over_one(), "K2.AJ73.K84.Q972", {"1C", "P", "1D", "P"}, "1NT");
}

TEST(SaycUpTheLine, ResponderRaisesOpenersMajorOrShowsTheOther) {
  // Four hearts and a minimum: the simple raise.
  expect_bid(sayc(), "Q82.K973.QJ84.72", {"1C", "P", "1D", "P", "1H", "P"}, "2H", "heart fit");
  // Four spades, no heart fit: 1S, forcing one round.
  expect_bid(sayc(), "KQ82.J73.Q984.A2", {"1C", "P", "1D", "P", "1H", "P"}, "1S", "forcing one round");
  // Opener raises spades with four.
  expect_bid(sayc(), "AJ73.KQ73.43.K97", {"1C", "P", "1D", "P", "1H", "P", "1S", "P"}, "2S", "spade fit");
}

TEST(SaycUpTheLine, OpenerWithEighteenToNineteenStillJumpsAndResponderChecksBack) {
  expect_bid(sayc(), "KQ2.AJ73.K8.AQ72", {"1C", "P", "1D", "P"}, "2NT", "18-19");
  expect_bid(sayc(), "82.K973.QJ84.K72", {"1C", "P", "1D", "P", "2NT", "P"}, "3H", "four or more hearts");
  expect_bid(sayc(), "KQ2.AJ73.K8.AQ72", {"1C", "P", "1D", "P", "2NT", "P", "3H", "P"}, "4H", "heart fit");
}

// Slam values opposite opener's major (1C 1D 1S: 12-18) ask for key cards
// at once, and the ask is read in opener's spades, partner's last suit
// (it was read in clubs, partner's first, and passed over).
TEST(SaycUpTheLine, SlamValuesAskForKeyCardsInOpenersMajor) {
  expect_bid(sayc(), "AKJ4.K3.KQ985.A2", {"1C", "P", "1D", "P", "1S", "P"}, "4NT", "key cards in spades");
  expect_bid(sayc(), "AQJ4.K3.KJ985.Q2", {"1C", "P", "1D", "P", "1S", "P"}, "4S", "game");
  const auto asked = calls_of({"1C", "P", "1D", "P", "1S", "P", "4NT"});
  EXPECT_EQ(agreed_suit(sayc(), asked, 6), Suit::Spades);
}

}  // namespace
}  // namespace tenace
