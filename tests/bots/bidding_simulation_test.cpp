// Judgement by simulation (bots/bidding_simulation.h): which decisions it
// judges, the calls it compares, and that on positions where one call is
// clearly better it finds that call, the same way every time.
#include "bots/bidding_simulation.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>

#include "bots/bid_out.h"
#include "core/deal.h"

namespace tenace {
namespace {

const BiddingSystem& two_over_one() {
  static const BiddingSystem s = load_system("2over1", TENACE_SYSTEM_DIR);
  return s;
}

// The view of the seat to call after `auction` (North dealt), holding `hand`.
SeatView view_after(const char* hand, std::initializer_list<const char*> auction, Vulnerability vul) {
  std::vector<CallDecision> calls;
  for (const char* c : auction) calls.push_back({Call::parse(c).value(), false, ""});
  const Seat seat = next(Seat::North, static_cast<int>(calls.size()));
  Deal deal;
  deal[seat] = parse_pbn_hand(hand).value();
  return auction_view(deal, Seat::North, vul, calls, seat);
}

std::optional<double> value_of(const SimulationVerdict& v, const char* call) {
  for (const CandidateValue& c : v.candidates)
    if (c.call == *Call::parse(call)) return c.value;
  return std::nullopt;
}

BiddingSimulationSettings settings() {
  BiddingSimulationSettings s;
  s.layouts = 24;
  s.time_limit = std::chrono::milliseconds(60'000);  // the layout count bounds the test, not the clock
  return s;
}

TEST(BiddingSimulation, OnlyContestedAuctionsAtTheThreeLevelOrHigherAreJudged) {
  EXPECT_FALSE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1H", "P", "2H", "P"}, Vulnerability::None)));
  EXPECT_FALSE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1C", "1H"}, Vulnerability::None)));
  EXPECT_FALSE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1C", "1H", "2C", "2H"}, Vulnerability::None)));
  EXPECT_TRUE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1C", "1H", "2C", "3H"}, Vulnerability::None)));
  // A lower threshold takes in the two level.
  EXPECT_TRUE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1C", "1H", "2C", "2H"}, Vulnerability::None), 2));
  EXPECT_FALSE(is_competitive_decision(view_after("AK32.Q54.K32.432", {"1C", "1H"}, Vulnerability::None), 2));
}

TEST(BiddingSimulation, CandidatesArePassAndTheFitButNoDoubleTheSystemDidNotChoose) {
  const SeatView v = view_after("Q8432.54.K32.432", {"1S", "2H", "2S", "3H"}, Vulnerability::None);
  const auto calls = competitive_candidates(two_over_one(), v, Call::pass());
  EXPECT_EQ(std::find(calls.begin(), calls.end(), Call::double_()), calls.end());
  EXPECT_NE(std::find(calls.begin(), calls.end(), *Call::parse("3S")), calls.end());
  EXPECT_EQ(calls.front(), Call::pass());
}

TEST(BiddingSimulation, NoPassAfterPartnersForcingCall) {
  // partner's cue bid of their suit is a forcing raise
  const SeatView v = view_after("Q32.AKJ54.K43.43", {"1C", "1H", "P", "2C", "3C"}, Vulnerability::None);
  const auto calls = competitive_candidates(two_over_one(), v, *Call::parse("3H"));
  EXPECT_EQ(std::find(calls.begin(), calls.end(), Call::pass()), calls.end());
}

TEST(BiddingSimulation, KeepsTheSystemsDoubleOfAContractThatGoesManyDown) {
  // West holds the three top trumps and two diamond tricks.
  const SeatView v = view_after("Q32.AKQ.AK32.432", {"1H", "1S", "4H"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  const SimulationVerdict verdict =
      judge_by_simulation(bidder, v, CallDecision{Call::double_(), false, "X"}, settings());
  EXPECT_EQ(verdict.decision.call, Call::double_());
  ASSERT_TRUE(value_of(verdict, "Pass"));
  EXPECT_LT(*value_of(verdict, "Pass"), -3.0);  // IMPs a board against doubling
  EXPECT_EQ(verdict.layouts, 24);
}

TEST(BiddingSimulation, SacrificesWhenTheirVulnerableGameMakes) {
  // Not vulnerable against vulnerable, eleven hearts between the hands, a
  // void in their suit: five hearts doubled costs less than their game.
  const SeatView v = view_after(".KJ432.QJ8543.3", {"1S", "3H", "4S"}, Vulnerability::NorthSouth);
  const SystemBidder bidder(two_over_one());
  const SimulationVerdict verdict =
      judge_by_simulation(bidder, v, CallDecision{Call::pass(), false, "Pass"}, settings());
  EXPECT_EQ(verdict.decision.call, *Call::parse("5H"));
  ASSERT_TRUE(value_of(verdict, "5H"));
  EXPECT_GT(*value_of(verdict, "5H"), 1.0);
}

TEST(BiddingSimulation, SamePositionSameAnswer) {
  const SeatView v = view_after("Q8432.54.K32.432", {"1S", "2H", "2S", "3H"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.layouts = 8;
  const SimulationVerdict a = judge_by_simulation(bidder, v, bidder.choose(v), s);
  const SimulationVerdict b = judge_by_simulation(bidder, v, bidder.choose(v), s);
  EXPECT_EQ(a.decision.call, b.decision.call);
  ASSERT_EQ(a.candidates.size(), b.candidates.size());
  for (std::size_t i = 0; i < a.candidates.size(); ++i) EXPECT_EQ(a.candidates[i].value, b.candidates[i].value);
}

TEST(BiddingSimulation, SwitchedOffItIsTheSystemsCall) {
  const SeatView v = view_after("Q8432.54.K32.432", {"1S", "2H", "2S", "3H"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.enabled = false;
  EXPECT_EQ(choose_with_judgement(bidder, v, s).call, bidder.choose(v).call);
}

TEST(BiddingSimulation, AGainWithinTheNoiseDoesNotReplaceTheSystemsCall) {
  BiddingSimulationSettings s;
  // Well above the margin but spread widely over the layouts: not enough.
  EXPECT_GT(required_gain(s, CandidateValue{*Call::parse("4S"), 1.5, 1.0}), 1.5);
  // The same gain measured closely passes.
  EXPECT_LT(required_gain(s, CandidateValue{*Call::parse("4S"), 1.5, 0.3}), 1.5);
}

TEST(BiddingSimulation, TooFewLayoutsKeepTheSystemsCall) {
  // The position where saving gains most, judged on fewer layouts than the
  // minimum.
  const SeatView v = view_after(".KJ432.QJ8543.3", {"1S", "3H", "4S"}, Vulnerability::NorthSouth);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.layouts = 4;
  s.min_layouts = 5;
  const SimulationVerdict verdict = judge_by_simulation(bidder, v, CallDecision{Call::pass(), false, "Pass"}, s);
  EXPECT_EQ(verdict.layouts, 4);
  EXPECT_EQ(verdict.decision.call, Call::pass());
}

TEST(BiddingSimulation, NoTimeLeftKeepsTheSystemsCall) {
  // The time is up at once: at most the layout already started is scored
  // (a solve still running is stopped and does not count), too few to
  // overrule the system.
  const SeatView v = view_after(".KJ432.QJ8543.3", {"1S", "3H", "4S"}, Vulnerability::NorthSouth);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.time_limit = std::chrono::milliseconds(0);
  const SimulationVerdict verdict = judge_by_simulation(bidder, v, CallDecision{Call::pass(), false, "Pass"}, s);
  EXPECT_LE(verdict.layouts, 1);
  EXPECT_EQ(verdict.decision.call, Call::pass());
}

TEST(BiddingSimulation, LayoutsThatCannotFollowTheAuctionJudgeNothing) {
  // Nine spades opposite partner's five-card 1S opening: the hands cannot
  // be dealt as the auction says, so no layout tells how the candidates fare.
  const SeatView v = view_after("AKQJT9876.2.32.3", {"1S", "3H"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  const SimulationVerdict verdict =
      judge_by_simulation(bidder, v, CallDecision{Call::pass(), false, "Pass"}, settings());
  EXPECT_EQ(verdict.layouts, 0);
  EXPECT_TRUE(verdict.candidates.empty());
  EXPECT_EQ(verdict.decision.call, Call::pass());
}

}  // namespace
}  // namespace tenace
