// Minor-suit transfers over 1NT in 2/1: 2S is a weak hand with clubs or the
// invitation to 3NT (a range ask), 2NT a weak hand with diamonds. SAYC keeps
// 2NT as the invitation and 2S as the puppet to 3C.
#include <gtest/gtest.h>

#include "bots/system_bidder.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const char* const kWeakDiamonds = "72.43.KJ97643.92";  // 4 HCP, seven diamonds
const char* const kWeakClubs = "72.43.92.KJ97643";
const char* const kInvitation = "K72.Q43.J975.K92";  // 9 HCP, balanced, no major
const char* const kMaximum = "AK5.KQ3.K73.Q942";     // 17 HCP
const char* const kMinimum = "AQ5.K53.K73.QJ42";     // 15 HCP, no five-card suit

TEST(MinorTransfers, TwoNoTrumpIsATransferToDiamondsIn2Over1) {
  expect_bid(two_over_one(), kWeakDiamonds, {"1NT", "P"}, "2NT", "transfer to diamonds");
  expect_bid(two_over_one(), kMaximum, {"1NT", "P", "2NT", "P"}, "3D", "completes the transfer");
  expect_bid(two_over_one(), kWeakDiamonds, {"1NT", "P", "2NT", "P", "3D", "P"}, "P");
}

TEST(MinorTransfers, TwoSpadesAsksOpenersRangeWithTheInvitation) {
  expect_bid(two_over_one(), kInvitation, {"1NT", "P"}, "2S", "range");
  expect_bid(two_over_one(), kMaximum, {"1NT", "P", "2S", "P"}, "3C", "maximum");
  expect_bid(two_over_one(), kMinimum, {"1NT", "P", "2S", "P"}, "2NT", "minimum");
  expect_bid(two_over_one(), kInvitation, {"1NT", "P", "2S", "P", "3C", "P"}, "3NT");
  expect_bid(two_over_one(), kInvitation, {"1NT", "P", "2S", "P", "2NT", "P"}, "P");
}

TEST(MinorTransfers, TheWeakClubHandPlaysThreeClubsWhateverOpenersRange) {
  expect_bid(two_over_one(), kWeakClubs, {"1NT", "P"}, "2S");
  expect_bid(two_over_one(), kWeakClubs, {"1NT", "P", "2S", "P", "2NT", "P"}, "3C", "to play");
  expect_bid(two_over_one(), kWeakClubs, {"1NT", "P", "2S", "P", "3C", "P"}, "P");
}

TEST(MinorTransfers, TwoSpadesIsExplainedAsBothHandTypesUntilResponderBidsAgain) {
  const auto open = explain_call(two_over_one(), calls_of({"1NT", "P", "2S"}), 2);
  EXPECT_TRUE(has(open, "6+ clubs")) << open;
  EXPECT_TRUE(has(open, "8-9 HCP")) << open;
  const auto settled = explain_call(two_over_one(), calls_of({"1NT", "P", "2S", "P", "2NT", "P", "3C"}), 2);
  EXPECT_FALSE(has(settled, "8-9 HCP")) << settled;
}

TEST(MinorTransfers, SaycKeepsTheNaturalInvitationAndThePuppet) {
  expect_bid(sayc(), kInvitation, {"1NT", "P"}, "2NT", "invites 3NT");
  expect_bid(sayc(), kWeakDiamonds, {"1NT", "P"}, "2S", "puppet");
}

}  // namespace
}  // namespace tenace
