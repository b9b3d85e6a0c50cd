// Five-four and five-five in the majors opposite a no-trump opening: with
// five-four and invitational or game values responder asks with Stayman
// (so a four-four fit in the shorter major is found) and over 2D shows the
// five-card major, by Smolen (a jump in the four-card major) with game
// values, at the two level with an invitation; five-five transfers to
// spades and bids 3H with game values, to hearts and bids 2S inviting.
// Transferring at once (the robot's way before) reached 3NT with a
// singleton and a five-three major fit.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const char* const kFiveHeartsFourSpadesGame = "KJ54.A8432.K73.4";   // 11 HCP
const char* const kFiveSpadesFourHeartsGame = "KJ543.A843.K73.4";
const char* const kFiveHeartsFourSpadesInvite = "KJ54.Q8432.Q73.4";  // 8 HCP
const char* const kFiveFiveGame = "KJ543.AQ843.73.4";                // 10 HCP
const char* const kFiveFiveInvite = "KJ543.Q9843.Q3.4";              // 8 HCP
const char* const kOpenerTwoHeartsThreeSpades = "K95.K8.AQ73.KJ42";  // 16 HCP
const char* const kOpenerMinimumThreeHearts = "K95.K84.AQ73.QJ4";    // 15 HCP
const char* const kOpenerMaximumThreeHearts = "K95.K84.AQ73.KJ4";    // 17 HCP

TEST(Smolen, FiveFourInTheMajorsAsksFirst) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    expect_bid(*system, kFiveHeartsFourSpadesGame, {"1NT", "P"}, "2C", "Stayman");
    expect_bid(*system, kFiveSpadesFourHeartsGame, {"1NT", "P"}, "2C", "Stayman");
    expect_bid(*system, kFiveHeartsFourSpadesInvite, {"1NT", "P"}, "2C", "Stayman");
  }
}

TEST(Smolen, GameValuesJumpInTheFourCardMajor) {
  expect_bid(two_over_one(), kFiveHeartsFourSpadesGame, {"1NT", "P", "2C", "P", "2D", "P"}, "3S", "Smolen");
  expect_bid(two_over_one(), kFiveSpadesFourHeartsGame, {"1NT", "P", "2C", "P", "2D", "P"}, "3H", "Smolen");
}

TEST(Smolen, OpenerDeclaresTheFiveThreeFitElseThreeNoTrump) {
  expect_bid(two_over_one(), kOpenerTwoHeartsThreeSpades, {"1NT", "P", "2C", "P", "2D", "P", "3H", "P"}, "4S");
  expect_bid(two_over_one(), kOpenerTwoHeartsThreeSpades, {"1NT", "P", "2C", "P", "2D", "P", "3S", "P"}, "3NT");
  expect_bid(two_over_one(), kFiveHeartsFourSpadesGame, {"1NT", "P", "2C", "P", "2D", "P", "3S", "P", "4H", "P"}, "P");
  expect_bid(two_over_one(), kFiveHeartsFourSpadesGame, {"1NT", "P", "2C", "P", "2D", "P", "3S", "P", "3NT", "P"}, "P");
}

TEST(Smolen, TheFourFourFitInTheShorterMajorIsFound) {
  // Opener with four spades answers 2S; responder with five hearts and
  // four spades raises the spades.
  expect_bid(two_over_one(), kFiveHeartsFourSpadesGame, {"1NT", "P", "2C", "P", "2S", "P"}, "4S");
}

TEST(Smolen, TheInvitationShowsTheFiveCardMajor) {
  expect_bid(two_over_one(), kFiveHeartsFourSpadesInvite, {"1NT", "P", "2C", "P", "2D", "P"}, "2H", "invites");
  expect_bid(two_over_one(), kOpenerMaximumThreeHearts, {"1NT", "P", "2C", "P", "2D", "P", "2H", "P"}, "4H");
  expect_bid(two_over_one(), kOpenerMinimumThreeHearts, {"1NT", "P", "2C", "P", "2D", "P", "2H", "P"}, "P");
}

TEST(Smolen, FiveFiveTransfersToSpadesThenBidsHearts) {
  expect_bid(two_over_one(), kFiveFiveGame, {"1NT", "P"}, "2H", "transfer to spades");
  expect_bid(two_over_one(), kFiveFiveGame, {"1NT", "P", "2H", "P", "2S", "P"}, "3H", "five hearts too");
  expect_bid(two_over_one(), "K9.KJ8.AQ73.KJ42", {"1NT", "P", "2H", "P", "2S", "P", "3H", "P"}, "4H");
  expect_bid(two_over_one(), kOpenerTwoHeartsThreeSpades, {"1NT", "P", "2H", "P", "2S", "P", "3H", "P"}, "4S");
}

TEST(Smolen, FiveFiveInvitesThroughTheHeartTransfer) {
  expect_bid(two_over_one(), kFiveFiveInvite, {"1NT", "P"}, "2D", "transfer to hearts");
  expect_bid(two_over_one(), kFiveFiveInvite, {"1NT", "P", "2D", "P", "2H", "P"}, "2S", "five spades too");
  expect_bid(two_over_one(), "K95.J8.AQ73.KJ42", {"1NT", "P", "2D", "P", "2H", "P", "2S", "P"}, "P");
}

TEST(Smolen, OverTwoNoTrumpAsWell) {
  expect_bid(two_over_one(), kFiveHeartsFourSpadesInvite, {"2NT", "P"}, "3C", "Stayman");
  expect_bid(two_over_one(), kFiveHeartsFourSpadesInvite, {"2NT", "P", "3C", "P", "3D", "P"}, "3S", "Smolen");
  expect_bid(two_over_one(), "AQ9.KQ8.AKQ3.KJ4", {"2NT", "P", "3C", "P", "3D", "P", "3S", "P"}, "4H");
  expect_bid(two_over_one(), kFiveHeartsFourSpadesInvite, {"2C", "P", "2D", "P", "2NT", "P", "3C", "P", "3D", "P"},
             "3S", "Smolen");
}

TEST(Smolen, SmolenIsExplainedAsTheFiveCardMajor) {
  const auto calls = calls_of({"1NT", "P", "2C", "P", "2D", "P", "3S"});
  const auto text = explain_call(two_over_one(), calls, 6);
  EXPECT_TRUE(has(text, "5-5 hearts")) << text;
  EXPECT_TRUE(has(text, "4-4 spades")) << text;
  EXPECT_TRUE(is_alertable(two_over_one(), calls, 6));
}

}  // namespace
}  // namespace tenace
