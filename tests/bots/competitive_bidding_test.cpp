// Competitive bidding by the system files (data/systems/competition.bid):
// for each convention a hand and an auction, the call the robot makes and
// how it explains it, in both systems.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/system_bidder.h"
#include "core/deal.h"

namespace tenace {
namespace {

const BiddingSystem& two_over_one() {
  static const BiddingSystem s = load_system("2over1", TENACE_SYSTEM_DIR);
  return s;
}
const BiddingSystem& sayc() {
  static const BiddingSystem s = load_system("sayc", TENACE_SYSTEM_DIR);
  return s;
}

// What the robot holding `hand` (PBN, spades first) calls after `auction`
// (North dealt; nobody vulnerable).
CallDecision call_after(const BiddingSystem& system, const char* hand, std::initializer_list<const char*> auction) {
  std::vector<CallDecision> calls;
  for (const char* c : auction) calls.push_back({Call::parse(c).value(), false, ""});
  const Seat seat = next(Seat::North, static_cast<int>(calls.size()));
  Deal deal;
  deal[seat] = parse_pbn_hand(hand).value();
  return SystemBidder(system).choose(auction_view(deal, Seat::North, Vulnerability::None, calls, seat));
}

// The same call, with `words` in its explanation, in both systems.
void expect_call(const char* hand, std::initializer_list<const char*> auction, const char* call, const char* words) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = call_after(*s, hand, auction);
    EXPECT_EQ(d.call.to_string(), call) << s->name << ": " << d.explanation;
    EXPECT_NE(d.explanation.find(words), std::string::npos) << s->name << ": " << d.explanation;
  }
}

TEST(Overcalls, OneLevelOvercallOnAGoodSuit) { expect_call("AKJ74.32.K54.J32", {"1H"}, "1S", "overcall"); }

TEST(Overcalls, WeakJumpOvercallNeedsAGoodSixCardSuit) {
  expect_call("KQJ982.32.54.J32", {"1D"}, "2S", "weak jump overcall");
  // the same strength on a poor suit stays out
  expect_call("986532.K2.54.QJ3", {"1D"}, "Pass", "no overcall");
}

TEST(Overcalls, ABadSuitOnEightPointsPasses) { expect_call("J8643.A2.K54.632", {"1D"}, "Pass", "no overcall"); }

TEST(Overcalls, OneNoTrumpOvercallWithTheirSuitHeld) {
  expect_call("KQ4.AJ3.KJ54.Q32", {"1S"}, "1NT", "balanced, 15-18");
}

TEST(Doubles, TakeoutDoubleWithShortnessAndSupport) {
  expect_call("AJ82.3.KQ54.K432", {"1H"}, "X", "takeout double");
}

TEST(Doubles, StrongHandDoublesFirst) { expect_call("AKQ762.A2.KQ4.K3", {"1C"}, "X", "takeout double"); }

TEST(TwoSuited, MichaelsAndUnusualNoTrump) {
  expect_call("KQJ54.AJ982.3.43", {"1C"}, "2C", "Michaels");
  expect_call("3.4.KQJ54.AJ9832", {"1S"}, "2NT", "unusual 2NT");
}

TEST(TwoSuited, AnsweringMichaelsOverAMajorAsksForTheMinor) {
  expect_call("43.Q32.K8754.J32", {"1H", "2H", "P"}, "2NT", "asks for the minor");
  expect_call("J4.Q32.K8754.J32", {"1H", "2H", "P", "2NT", "P"}, "3D", "diamonds");
}

TEST(Balancing, PassOutSeatActsOnLessValues) {
  expect_call("KJ874.32.Q54.J32", {"1H", "P", "P"}, "1S", "balancing overcall");
  expect_call("KJ87.2.Q543.K432", {"1H", "P", "P"}, "X", "balancing");
  expect_call("KJ8.QT2.Q543.A32", {"1H", "P", "P"}, "1NT", "balancing 1NT");
}

TEST(Balancing, DoNotSellOutAtTheTwoLevel) {
  expect_call("AJ87.32.K543.Q32", {"1H", "P", "2H", "P", "P"}, "X", "balancing");
}

TEST(DefenceToOneNoTrump, LandyShowsBothMajors) {
  expect_call("KJ854.AQ93.32.43", {"1NT"}, "2C", "Landy");
  expect_call("K54.Q93.J32.5432", {"1NT", "2C", "P"}, "2D", "asks for the longer major");
  expect_call("AKQ3.KJ9.AQ4.J32", {"1NT"}, "X", "penalty double");
}

TEST(OneNoTrumpOvercall, SystemOnAfterIt) {
  expect_call("Q32.KJ854.32.J43", {"1C", "1NT", "P"}, "2D", "transfer to hearts");
  expect_call("KJ32.Q854.32.K43", {"1D", "1NT", "P"}, "2C", "Stayman");
}

TEST(Advances, CueBidRaiseWithInvitationalValues) {
  expect_call("Q32.K54.A432.J32", {"1C", "1H", "P"}, "2C", "a raise");
  expect_call("Q3.K654.8432.932", {"1C", "1H", "P"}, "3H", "preemptive");
}

TEST(Advances, AnsweringATakeoutDoubleAtEveryLevel) {
  expect_call("KJ87.J32.Q54.432", {"1D", "X", "P"}, "1S", "spades");
  expect_call("KJ87.A32.Q54.432", {"1D", "X", "P"}, "2S", "invitational");
  expect_call("KJ87.A32.AQ4.432", {"1D", "X", "P"}, "2D", "cue bid");
  expect_call("32.A2.KQJT987.32", {"1D", "X", "P"}, "Pass", "penalty pass");
}

TEST(Advances, LebensohlAfterADoubleOfAWeakTwo) {
  expect_call("432.32.Q8754.J32", {"2H", "X", "P"}, "2NT", "Lebensohl");
  expect_call("AJ3.K2.KQ54.J432", {"2H", "X", "P", "2NT", "P"}, "3C", "Lebensohl");
  expect_call("432.32.Q8754.J32", {"2H", "X", "P", "2NT", "P", "3C", "P"}, "3D", "weak");
  expect_call("432.32.KQ754.K32", {"2H", "X", "P"}, "3D", "invites game");
}

TEST(Advances, ResponsiveDoubleWhenTheyRaise) {
  expect_call("KJ87.Q432.54.J32", {"1D", "X", "2D"}, "X", "responsive double");
}

TEST(OurOpening, NegativeDoubleShowsTheUnbidMajor) {
  expect_call("KJ84.32.Q543.K32", {"1C", "1H"}, "X", "negative double");
  expect_call("K84.QJ32.Q543.32", {"1D", "1S"}, "X", "four or more hearts");
  expect_call("Q8.AJ32.Q5432.32", {"1S", "2C"}, "X", "negative double");
  expect_call("Q84.AJ32.Q543.32", {"1C", "3S"}, "X", "negative double");
}

TEST(OurOpening, RaisesAfterTheirOvercall) {
  expect_call("K8.Q32.Q543.K432", {"1H", "1S"}, "2S", "cue bid");
  expect_call("8.Q9432.J543.432", {"1H", "1S"}, "4H", "preemptive");
}

TEST(OurOpening, JordanAndRedoubleOverTheirDouble) {
  expect_call("K843.32.AJ43.Q32", {"1S", "X"}, "2NT", "Jordan");
  expect_call("A4.K32.KJ43.Q432", {"1S", "X"}, "XX", "redouble");
}

TEST(OurOpening, SupportDoubleShowsThreeTrumps) {
  expect_call("AK3.Q54.KJ874.32", {"1D", "P", "1H", "1S"}, "X", "support double");
  expect_call("AK3.Q54.KJ874.32", {"1D", "P", "1H", "X"}, "XX", "support redouble");
}

TEST(OverPreempts, TakeoutDoubleAndThreeNoTrump) {
  expect_call("AJ82.3.KQ54.K432", {"2H"}, "X", "takeout double");
  expect_call("AQ2.KJ3.KQ54.A32", {"3H"}, "3NT", "hearts held");
  expect_call("AQJT82.K3.KQ4.32", {"3H"}, "4S", "game values");
}

TEST(OverPreempts, WeakTwoPassWithoutAnAction) { expect_call("Q8432.32.K54.J32", {"2H"}, "Pass", "no action"); }

}  // namespace
}  // namespace tenace

namespace tenace {
namespace {

TEST(CompetitiveFallback, NineTrumpsCompeteToTheThreeLevel) {
  expect_call("32.K932.Q8432.32", {"1H", "1S", "2H", "2S", "P", "P"}, "3H", "law of total tricks");
}

TEST(CompetitiveFallback, EightTrumpsDoNotPushToTheThreeLevel) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()})
    EXPECT_NE(call_after(*s, "432.K93.Q8432.32", {"1H", "1S", "2H", "2S", "P", "P"}).call.to_string(), "3H");
}

}  // namespace
}  // namespace tenace

namespace tenace {
namespace {

TEST(SuitQualityCondition, AnUnknownSuitNamesFileAndLine) {
  BiddingSystem s;
  try {
    parse_system_text("after: 1C\n1S | 8-16 HCP, good spadez | non-forcing | natural | - | overcall\n", "q.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("q.bid:2:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("spadez"), std::string::npos) << e.what();
  }
}

// 2/1 with the optional methods of competition_options.bid (the reopening
// double).
const BiddingSystem& with_options() {
  static const BiddingSystem s = [] {
    BiddingSystem system = load_system("2over1", TENACE_SYSTEM_DIR);
    parse_system_text("include: competition_options\n", "options", TENACE_SYSTEM_DIR, system);
    return system;
  }();
  return s;
}

void expect_optional_call(const char* hand, std::initializer_list<const char*> auction, const char* call,
                          const char* words) {
  const CallDecision d = call_after(with_options(), hand, auction);
  EXPECT_EQ(d.call.to_string(), call) << d.explanation;
  EXPECT_NE(d.explanation.find(words), std::string::npos) << d.explanation;
}

// They overcall our 1NT: Lebensohl. 2NT relays to 3C with a weak hand and
// a long lower suit, a three-level suit forces to game, double is penalty.
TEST(OverOurOneNoTrump, LebensohlRelayAndSignOff) {
  expect_call("32.54.QJ9854.K32", {"1NT", "2H"}, "2NT", "Lebensohl");
  expect_call("KQ3.A54.K32.Q432", {"1NT", "2H", "2NT", "P"}, "3C", "as asked");
  expect_call("32.54.QJ9854.K32", {"1NT", "2H", "2NT", "P", "3C", "P"}, "3D", "long diamonds");
  expect_call("KQ854.32.K54.A32", {"1NT", "2H"}, "3S", "forcing to game");
  expect_call("32.KJ94.A854.Q32", {"1NT", "2H"}, "X", "penalty");
  expect_call("Q8543.32.854.J32", {"1NT", "2H"}, "2S", "to play");
}

TEST(OurOpening, OpenerRebidsAfterANegativeDouble) {
  expect_call("KQ84.32.A54.KJ32", {"1C", "1H", "X", "P"}, "1S", "four spades");
  expect_call("KQ84.32.AK4.AJ32", {"1C", "1H", "X", "P"}, "2S", "invites");
  expect_call("K4.Q32.A54.KJ932", {"1C", "1H", "X", "P"}, "1NT", "hearts held");
}

// Opener reopens with a double when short in the overcaller's suit;
// responder's trap pass converts it (optional).
TEST(OurOpening, ReopeningDoubleAndPenaltyPass) {
  expect_optional_call("3.KJ54.AQ854.KJ3", {"1D", "1S", "P", "P"}, "X", "reopening");
  expect_optional_call("KQJ94.32.54.Q932", {"1D", "1S", "P", "P", "X", "P"}, "Pass", "penalty");
}

// The gambling 3NT is SAYC's (played as an option); 2/1 does not open 3NT.
TEST(Openings, GamblingThreeNoTrumpInSaycOnly) {
  const CallDecision sayc_call = call_after(sayc(), "3.32.854.AKQJ954", {});
  EXPECT_EQ(sayc_call.call.to_string(), "3NT") << sayc_call.explanation;
  EXPECT_TRUE(sayc_call.alert);
  EXPECT_NE(call_after(two_over_one(), "3.32.854.AKQJ954", {}).call.to_string(), "3NT");
  EXPECT_EQ(call_after(sayc(), "K32.32.A54.KJ432", {"3NT", "P"}).call.to_string(), "4C");
  EXPECT_EQ(call_after(sayc(), "3.32.854.AKQJ954", {"3NT", "P", "4C", "P"}).call.to_string(), "Pass");
}

}  // namespace
}  // namespace tenace
