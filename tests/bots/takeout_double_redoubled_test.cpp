// Their redouble of partner's takeout double: a pass by both of us would
// leave them in one of their suit redoubled, so advancer names a suit it
// can play in, and a doubler whose partner passed bids its cheapest
// four-card suit. Before, advancer passed with five spades and the doubler
// passed the redouble out with a singleton in their suit. Opener at North.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(TakeoutDoubleRedoubled, AdvancerNamesASuitItCanPlayIn) {
  expect_bid_in_both_systems("KJ954.A5.54.Q954", {"1H", "X", "XX"}, "1S", "four or more spades");
  expect_bid_in_both_systems("Q954.54.K954.954", {"1H", "X", "XX"}, "1S", "four or more spades");
  expect_bid_in_both_systems("954.54.KJ954.954", {"1H", "X", "XX"}, "2D", "five or more diamonds");
  expect_bid_in_both_systems("954.Q954.K54.954", {"1S", "X", "XX"}, "2H", "four or more hearts");
  // four of each major: up the line, so the doubler can choose
  expect_bid_in_both_systems("Q954.J954.954.54", {"1D", "X", "XX"}, "1H", "four or more hearts");
  // nothing worth naming: the doubler chooses
  expect_bid_in_both_systems("954.954.J954.954", {"1D", "X", "XX"}, "Pass", "no preference");
}

TEST(TakeoutDoubleRedoubled, DoublerRescuesItselfWhenPartnerPasses) {
  expect_bid_in_both_systems("AQ54.5.KJ54.A954", {"1H", "X", "XX", "P", "P"}, "1S", "cheapest four-card suit");
  expect_bid_in_both_systems("AQ5.54.KJ54.A954", {"1S", "X", "XX", "P", "P"}, "2C", "cheapest four-card suit");
  expect_bid_in_both_systems("AQ54.KJ54.K954.5", {"1C", "X", "XX", "P", "P"}, "1D", "cheapest four-card suit");
  // long, strong trumps of its own: it plays there
  expect_bid_in_both_systems("A5.KQJ95.AJ54.54", {"1H", "X", "XX", "P", "P"}, "Pass", "long, strong hearts");
}

}  // namespace
}  // namespace tenace
