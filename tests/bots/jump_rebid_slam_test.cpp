// Balanced slam interest opposite opener's jump rebid in a minor
// (1m-1M-3m: six or more, 16-18 points): 4NT with 15-17 HCP invites 6NT
// (quantitative: no suit is agreed, so it asks for no key cards), 6NT with
// 18-20. Real hands from the uncontested benchmark (seed 2 board 569,
// seed 1 boards 824 and 759), where 3NT was bid and 6NT made.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

const std::initializer_list<const char*> kJumpRebid = {"1D", "P", "1S", "P", "3D", "P"};
const std::initializer_list<const char*> kInvited = {"1D", "P", "1S", "P", "3D", "P", "4NT", "P"};

TEST(JumpRebidSlam, BalancedFifteenInvitesSixNoTrump) {
  expect_bid_in_both_systems("AT85.854.KJT.AKT", kJumpRebid, "4NT", "invites 6NT");
  expect_bid_in_both_systems("QJ85.A87.AQ97.KT", {"1C", "P", "1S", "P", "3C", "P"}, "4NT", "quantitative");
}

TEST(JumpRebidSlam, EighteenBidsSixNoTrump) { expect_bid_in_both_systems("AK97.AK2.J9.KT76", kJumpRebid, "6NT"); }

TEST(JumpRebidSlam, OpenerAcceptsWithTheTopOfItsRebid) {
  expect_bid_in_both_systems("K4.A97.AQ98654.7", kInvited, "6NT", "accepts");
  expect_bid_in_both_systems("Q84.K9.AQJ865.97", kInvited, "P", "declines");
}

TEST(JumpRebidSlam, FourNoTrumpIsExplainedAsQuantitative) {
  const auto text = explain_call(two_over_one(), calls_of(kInvited), 6);
  EXPECT_TRUE(has(text, "quantitative")) << text;
  EXPECT_FALSE(has(text, "key card")) << text;
}

// Not slam: a minimum responder still accepts the invitation in 3NT.
TEST(JumpRebidSlam, ElevenStillBidsGame) { expect_bid_in_both_systems("AT85.854.QJT.KT2", kJumpRebid, "3NT"); }

}  // namespace
}  // namespace tenace
