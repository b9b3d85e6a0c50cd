// Advancer when they bid over partner's overcall, and our own long major
// over their jump overcall, which the rules did not cover: the fallback
// passed a three-card raise of partner's two-level overcall over their
// raise (1S 2H 2S), bid 3NT with 8 HCP opposite a 1NT overcall, and over
// 1D (3H) doubled with seven strong spades and an opening hand. North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(AdvancingOverTheirRaise, ThreeTrumpsCompeteOverTheirRaiseOfOpener) {
  expect_bid_in_both_systems("K93.QJ5.QT84.J73", {"1S", "2H", "2S"}, "3H", "competitive raise");
  expect_bid_in_both_systems("K93.QJ5.QT84.A73", {"1S", "2H", "2S"}, "3S", "invitational values or better");
  expect_bid_in_both_systems("K93.J5.QT84.J873", {"1S", "2H", "2S"}, "Pass", "nothing to add");
  expect_bid_in_both_systems("K93.J5.QJ4.J8732", {"1H", "2D", "2H"}, "3D", "competitive raise");
  expect_bid_in_both_systems("K93.J5.Q4.KQJ873", {"1D", "2C", "2D"}, "3D", "invitational values or better");
}

TEST(AdvancingOverTheirRaise, TheNoTrumpOvercallFacesTheirBid) {
  expect_bid_in_both_systems("K93.QT5.QT84.J73", {"1S", "1NT", "2S"}, "2NT", "invites 3NT");
  expect_bid_in_both_systems("K93.QJ5.QT84.J73", {"1S", "1NT", "2S"}, "3NT", "game values");
  expect_bid_in_both_systems("9.QJT953.T84.J73", {"1S", "1NT", "2S"}, "3H", "six or more hearts");
  expect_bid_in_both_systems("QJT73.95.T84.J73", {"1H", "1NT", "2H"}, "2S", "five or more spades");
  expect_bid_in_both_systems("93.T95.JT84.J73", {"1S", "1NT", "2S"}, "Pass", "no game interest");
  // the overcaller accepts the invitation with a maximum only
  expect_bid_in_both_systems("AQ4.KQ93.K65.KJ8", {"1S", "1NT", "2S", "2NT", "P"}, "3NT", "maximum");
  expect_bid_in_both_systems("AQ4.KJ93.Q65.KJ8", {"1S", "1NT", "2S", "2NT", "P"}, "Pass", "declines");
}

TEST(AdvancingOverTheirRaise, OurOwnMajorOverTheirJumpOvercall) {
  expect_bid_in_both_systems("KQJT962.5.A3.K72", {"1D", "3H"}, "4S", "long strong suit");
  expect_bid_in_both_systems("KQJT962.5.A3.K72", {"1C", "2H"}, "4S", "long strong suit");
  expect_bid_in_both_systems("KQT96.852.A3.K72", {"1C", "2H"}, "2S", "five or more spades");
  expect_bid_in_both_systems("K5.AQT96.A32.K72", {"1C", "2S"}, "3H", "five or more hearts");
  expect_bid_in_both_systems("AQJT96.K5.A3.K72", {"1C", "3D"}, "3S", "five or more spades");
  expect_bid_in_both_systems("K5.AQT96.A32.K72", {"1S", "3D"}, "3H", "five or more hearts");
  // four hearts only: the double still
  expect_bid_in_both_systems("K5.AQ96.A532.K72", {"1C", "2S"}, "X", "negative double");
}

}  // namespace
}  // namespace tenace
