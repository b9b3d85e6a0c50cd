// The direct seat over their simple raise of a major (1M P 2M), and the
// two-level overcaller over advancer's cue-bid raise (1M 2m P 2M P), which
// the rules did not cover: the fallback passed a 14-count with six good
// diamonds and a five-five in the minors over 1S P 2S, and over the cue
// bid the overcaller with 14 HCP and six strong clubs bid a minimum 3C
// that advancer passed (twelve tricks). North deals.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(OverTheirRaise, ThreeLevelOvercallsTwoSuitersAndDoubles) {
  expect_bid_in_both_systems("4.Q3.AKJ853.KJ74", {"1S", "P", "2S"}, "3D", "six or more good diamonds");
  expect_bid_in_both_systems("4.Q3.K8652.KJ743", {"1S", "P", "2S"}, "Pass", "no overcall");
  expect_bid_in_both_systems("5.K4.QJ854.AKJ73", {"1S", "P", "2S"}, "2NT", "each minor");
  expect_bid_in_both_systems("4.AQJ94.K83.A974", {"1S", "P", "2S"}, "X", "four or more hearts");
  expect_bid_in_both_systems("KQ4.A4.KJ83.K972", {"1S", "P", "2S"}, "Pass", "no overcall");
  expect_bid_in_both_systems("KQJ94.A5.K83.974", {"1H", "P", "2H"}, "2S", "a good suit");
  expect_bid_in_both_systems("AQ9.4.KJ85.KQ973", {"1H", "P", "2H"}, "X", "shortness in hearts");
}

TEST(OverTheirRaise, TwoLevelOvercallerOverTheCueBidRaise) {
  expect_bid_in_both_systems("6.JT4.KJ97.AKQ53", {"1S", "2C", "P", "2S", "P"}, "5C", "short in their suit");
  expect_bid_in_both_systems("K6.J4.K97.AKJ853", {"1S", "2C", "P", "2S", "P"}, "3NT", "their suit held");
  expect_bid_in_both_systems("Q62.J4.K9.AKT853", {"1S", "2C", "P", "2S", "P"}, "2NT", "their suit held");
  expect_bid_in_both_systems("6.JT4.K97.AQJ853", {"1S", "2C", "P", "2S", "P"}, "3C", "minimum");
  // advancer opposite the minimum: game with the values for it, else pass
  expect_bid_in_both_systems("A742.AQ6.6.T9874", {"1S", "2C", "P", "2S", "P", "3C", "P"}, "Pass", "no game");
  expect_bid_in_both_systems("7642.AQ6.A.KT987", {"1S", "2C", "P", "2S", "P", "3C", "P"}, "5C", "game values");
}

}  // namespace
}  // namespace tenace
