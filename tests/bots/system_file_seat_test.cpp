// Seat-dependent rules in a system file: passes written before the opening
// in `after:` count exactly (`after: P P -` is an opening in third seat,
// `after: P P 1S P` a response by a passed hand); a rule without them fits
// every seat; consecutive `after:` lines are alternatives.
#include <gtest/gtest.h>

#include <string>

#include "bots/bidding_system.h"
#include "bots/system_bidder.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

BiddingSystem system_of(const std::string& text) {
  BiddingSystem s;
  parse_system_text(text, "seat.bid", ".", s);
  return s;
}

// The meaning of the last call of `auction` by the rules of `system`.
std::string meaning_of_last(const BiddingSystem& system, std::initializer_list<const char*> auction) {
  const auto calls = calls_of(auction);
  const BiddingRule* r = system_rule_for(system, calls, calls.size() - 1);
  return r ? r->meaning : "";
}

const char* const kSeatRules =
    "after: P P -\n"
    "1S | 10-11 HCP, 5+ spades | non-forcing | natural | - | light third-seat opening\n"
    "after: -\n"
    "1S | 12+ HCP, 5+ spades | non-forcing | natural | - | opening\n";

TEST(SeatRules, AThirdSeatRuleFitsOnlyInThirdSeat) {
  const auto s = system_of(kSeatRules);
  EXPECT_EQ(meaning_of_last(s, {"P", "P", "1S"}), "light third-seat opening");
  EXPECT_EQ(meaning_of_last(s, {"1S"}), "opening");
  EXPECT_EQ(meaning_of_last(s, {"P", "1S"}), "opening");
  EXPECT_EQ(meaning_of_last(s, {"P", "P", "P", "1S"}), "opening");
}

TEST(SeatRules, TheRobotBidsTheThirdSeatRuleOnlyThere) {
  const auto s = system_of(kSeatRules);
  const char* light = "AQJ93.K72.854.93";  // 10 HCP, a good five-card suit
  EXPECT_EQ(bid_after(s, light, {"P", "P"}).call, call("1S"));
  EXPECT_EQ(bid_after(s, light, {}).call, call("P"));
  EXPECT_EQ(bid_after(s, light, {"P", "P", "P"}).call, call("P"));
}

TEST(SeatRules, APassedHandsResponseIsKnownByTheLength) {
  // P P 1S P: dealer passed and responds to partner's third-seat 1S;
  // P 1S P: the responder (fourth seat) has not passed.
  const auto s = system_of(
      "after: P P 1S P\n"
      "after: P P P 1S P\n"
      "2C | 10-11 HCP, 3+ spades | forcing | alert | Drury | passed hand's raise\n"
      "after: 1S P\n"
      "2C | 12+ HCP, 4+ clubs | game forcing | natural | - | two over one\n");
  EXPECT_EQ(meaning_of_last(s, {"P", "P", "1S", "P", "2C"}), "passed hand's raise");
  EXPECT_EQ(meaning_of_last(s, {"P", "P", "P", "1S", "P", "2C"}), "passed hand's raise");
  EXPECT_EQ(meaning_of_last(s, {"P", "1S", "P", "2C"}), "two over one");
  EXPECT_EQ(meaning_of_last(s, {"1S", "P", "2C"}), "two over one");
}

// A call's alternatives that contradict what the same player showed
// before are not read into it: a passed hand's 2C is the raise, whatever
// the general rules say 2C over 1S is.
TEST(SeatRules, AnAlternativeThePlayerHasRuledOutIsNotRead) {
  const auto s = system_of(
      "after: -\n"
      "P | 0-11 HCP | non-forcing | natural | - | no opening\n"
      "after: P P 1S P\n"
      "2C | 10-11 HCP, 3+ spades | forcing | alert | Drury | passed hand's raise\n"
      "after: 1S P\n"
      "2C | 13+ HCP, 4+ clubs | game forcing | natural | - | two over one\n");
  const auto passed = calls_of({"P", "P", "1S", "P", "2C"});
  const auto shown = explained_hand(s, passed, 4);
  ASSERT_TRUE(shown);
  EXPECT_EQ(shown->hcp.max, 11);
  EXPECT_EQ(shown->length_of(Suit::Spades).min, 3);
  EXPECT_FALSE(has(explain_call(s, passed, 4), "two over one"));
  dealer::HandConstraints a_passed_hand;
  a_passed_hand.hcp = {0, 11};
  const auto read = shown_by_rules(s, passed, 4, a_passed_hand);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->hcp.max, 11);
  EXPECT_EQ(read->length_of(Suit::Clubs).min, 0);
  // Read without what the pass showed, 2C is either.
  EXPECT_GE(shown_by_rules(s, passed, 4)->hcp.max, 13);
}

TEST(SeatRules, ARuleWithoutPassesFitsEverySeat) {
  const auto s = system_of("after: -\n1H | 12+ HCP, 5+ hearts | non-forcing | natural | - | opening\n");
  for (auto auction : {std::initializer_list<const char*>{"1H"}, {"P", "1H"}, {"P", "P", "1H"}, {"P", "P", "P", "1H"}})
    EXPECT_EQ(meaning_of_last(s, auction), "opening");
}

// The error names the file and line and says what to write.
std::string error_of(const std::string& text) {
  try {
    system_of(text);
  } catch (const SystemFileError& e) {
    return e.what();
  }
  return "no error";
}

TEST(SeatRules, PassesWithoutAnOpeningAreAnError) {
  const auto e = error_of("after: -\nP | any | non-forcing | natural | - | x\n\nafter: P P\n");
  EXPECT_TRUE(has(e, "seat.bid:4:")) << e;
  EXPECT_TRUE(has(e, "P P -")) << e;
}

TEST(SeatRules, FourPassesBeforeTheOpeningAreAnError) {
  const auto e = error_of("after: P P P P -\n");
  EXPECT_TRUE(has(e, "seat.bid:1:")) << e;
  EXPECT_TRUE(has(e, "at most three passes")) << e;
}

TEST(SeatRules, CallsAfterTheOpeningDashAreAnError) {
  const auto e = error_of("after: P - 1S\n");
  EXPECT_TRUE(has(e, "seat.bid:1:")) << e;
}

}  // namespace
}  // namespace tenace
