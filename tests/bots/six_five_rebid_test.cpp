// Opener with six spades and five hearts short of game values rebids the
// hearts over the forcing 1NT (1S-1NT-2H), so a heart fit is found; the
// spades come later. Hands from the uncontested benchmark (seed 2 boards
// 588 and 948), where the jump to 3S hid the hearts.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(SixFiveRebid, TheHeartsBeforeTheSixthSpade) {
  expect_bid(two_over_one(), "A98643.AKT42.Q2.", {"1S", "P", "1NT", "P"}, "2H", "hearts");
  expect_bid(two_over_one(), "AQJT543.QJT87.A.", {"1S", "P", "1NT", "P"}, "2H", "hearts");
}

TEST(SixFiveRebid, ResponderRaisesTheHeartsToGame) {
  expect_bid(two_over_one(), "5.QJ63.K974.QJ32", {"1S", "P", "1NT", "P", "2H", "P"}, "4H");
}

TEST(SixFiveRebid, GameValuesStillBidGameInSpades) {
  expect_bid(two_over_one(), "AKQJ76.AKJ76.2.", {"1S", "P", "1NT", "P"}, "4S");
}

TEST(SixFiveRebid, SixFourStillRepeatsTheSpades) {
  expect_bid(two_over_one(), "KJ9843.KT42.Q2.3", {"1S", "P", "1NT", "P"}, "2S");
}

}  // namespace
}  // namespace tenace
