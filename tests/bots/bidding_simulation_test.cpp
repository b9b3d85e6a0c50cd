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
  s.judge_slams = false;
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
TEST(SlamSimulation, OnlyGamesWithSlamStrengthAndNoHighInterventionAreJudged) {
  const auto& sys = two_over_one();
  // Responder's 3NT opposite a jump to 3NT with 19+ points: slam is possible.
  EXPECT_TRUE(is_slam_decision(sys, view_after("Q97.AKT7652.J.QT", {"1D", "P", "1H", "P", "3NT", "P"}, Vulnerability::None),
                               Call::pass()));
  // The same after their one-level overcall, which they did not follow up.
  EXPECT_TRUE(is_slam_decision(sys, view_after("Q97.AKT7652.J.QT", {"1D", "1S", "1H", "P", "3NT", "P"}, Vulnerability::None),
                               Call::pass()));
  // After their bid at the three level it is a competitive decision, not this one.
  EXPECT_FALSE(is_slam_decision(sys, view_after("Q97.AKT7652.J.QT", {"1D", "P", "1H", "3S", "3NT", "P"}, Vulnerability::None),
                                Call::pass()));
  // Below game, or too weak for a slam opposite partner's most.
  EXPECT_FALSE(is_slam_decision(sys, view_after("Q97.AKT7652.J.QT", {"1D", "P"}, Vulnerability::None), *Call::parse("1H")));
  EXPECT_FALSE(is_slam_decision(sys, view_after("Q97.8765.J9.T932", {"1NT", "P"}, Vulnerability::None), Call::pass()));
  // Once key cards are asked the slam sequence decides.
  EXPECT_FALSE(is_slam_decision(sys, view_after("AQ97.KJ65.KJ.Q32", {"1S", "P", "3S", "P", "4NT", "P", "5H", "P"},
                                                Vulnerability::None), *Call::parse("5S")));
}

TEST(SlamSimulation, CandidatesAreTheGameTheKeyCardAskAndTheSlam) {
  const auto& sys = two_over_one();
  const SeatView v = view_after("AK32.AQ54.K32.32", {"1S", "P", "2NT", "P", "3NT", "P"}, Vulnerability::None);
  const auto calls = slam_candidates(sys, v, *Call::parse("4S"));
  ASSERT_EQ(calls.size(), 3u);
  EXPECT_EQ(calls[0], *Call::parse("4S"));
  EXPECT_EQ(calls[1], *Call::parse("4NT"));
  EXPECT_EQ(calls[2], *Call::parse("6S"));
  // Beside a minor game, 6NT too; over no trump only 6NT.
  const SeatView nt = view_after("Q97.AKT7652.J.QT", {"1D", "P", "1H", "P", "3NT", "P"}, Vulnerability::None);
  const auto over_nt = slam_candidates(sys, nt, Call::pass());
  ASSERT_EQ(over_nt.size(), 2u);
  EXPECT_EQ(over_nt[1], *Call::parse("6NT"));
}

TEST(SlamSimulation, NoKeyCardAskThatCouldPassFiveOfTheTrumpSuit) {
  // One key card (the king of hearts): a two-key-card answer of 5S would
  // carry the auction past 5H with two missing (seed 2 board 427), so the
  // ask is no candidate, as the rules would not make it either.
  const auto& sys = two_over_one();
  const SeatView v = view_after("KQ3.K954.KQ2.Q32", {"1H", "P", "2NT", "P", "3NT", "P"}, Vulnerability::None);
  const auto calls = slam_candidates(sys, v, *Call::parse("4H"));
  EXPECT_EQ(std::find(calls.begin(), calls.end(), *Call::parse("4NT")), calls.end());
  EXPECT_NE(std::find(calls.begin(), calls.end(), *Call::parse("6H")), calls.end());
  // With three key cards the same ask is safe and compared.
  const SeatView safe = view_after("AK3.AK54.Q82.Q32", {"1H", "P", "2NT", "P", "3NT", "P"}, Vulnerability::None);
  const auto asked = slam_candidates(sys, safe, *Call::parse("4H"));
  EXPECT_NE(std::find(asked.begin(), asked.end(), *Call::parse("4NT")), asked.end());
}

TEST(SlamSimulation, BidsTheSlamThatTheLayoutsMake) {
  // 15 HCP and a five-card suit opposite a 15-17 1NT with a six-card club
  // suit (seed 2 board 358 of the uncontested benchmark: 3NT, where 6NT
  // makes): the rules bid game, the layouts a slam.
  const SeatView v = view_after("AK.A5.QT5.QT8732", {"1NT", "P"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.judge_slams = true;
  const CallDecision plain = bidder.choose(v);
  ASSERT_TRUE(is_slam_decision(bidder.system(), v, plain.call)) << plain.explanation;
  const SimulationVerdict verdict =
      judge_candidates(bidder, v, plain, slam_candidates(bidder.system(), v, plain.call), s);
  ASSERT_TRUE(value_of(verdict, "6NT"));
  EXPECT_GT(*value_of(verdict, "6NT"), 1.0);
  const CallDecision judged = choose_with_judgement(bidder, v, s);
  EXPECT_EQ(judged.call, *Call::parse("6NT"));
  EXPECT_NE(judged.explanation.find("judged by simulation over 24 layouts, instead of 3NT"), std::string::npos)
      << judged.explanation;
}

TEST(SlamSimulation, KeepsTheGameWhenTheSlamIsAGamble) {
  // A flat 17 opposite responder's 3NT (10-15): a slam only opposite the
  // top of the range, judged and left alone.
  const SeatView v = view_after("K95.AJ4.KQ7.QJ84", {"1NT", "P", "3NT", "P"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.judge_slams = true;
  ASSERT_TRUE(is_slam_decision(bidder.system(), v, Call::pass()));
  const SimulationVerdict verdict =
      judge_candidates(bidder, v, bidder.choose(v), slam_candidates(bidder.system(), v, Call::pass()), s);
  ASSERT_TRUE(value_of(verdict, "6NT"));
  EXPECT_LT(*value_of(verdict, "6NT"), 0.0);
  EXPECT_EQ(choose_with_judgement(bidder, v, s).call, Call::pass());
}

}  // namespace tenace

namespace tenace {
namespace {

TEST(GameSimulation, OnlyUncontestedDecisionsAroundGameAreJudged) {
  const auto& sys = two_over_one();
  // Responder after 1S-2S-3S: eight points opposite an invitation.
  const SeatView invited = view_after("A854.KT3.J8.9753", {"1S", "P", "2S", "P", "3S", "P"}, Vulnerability::None);
  EXPECT_TRUE(is_game_decision(sys, invited, Call::pass()));
  // The same after an overcall is a competitive decision, not this one.
  EXPECT_FALSE(is_game_decision(sys, view_after("A854.KT3.J8.9753", {"1S", "2H", "2S", "P", "3S", "P"},
                                                Vulnerability::None),
                                Call::pass()));
  // Partner's first bid only: no decision about game yet.
  EXPECT_FALSE(is_game_decision(sys, view_after("A854.KT3.J8.9753", {"1S", "P"}, Vulnerability::None),
                                *Call::parse("2S")));
  // Too weak for game opposite partner's most (a minimum raise).
  EXPECT_FALSE(is_game_decision(sys, view_after("Q9743.K32.Q4.J32", {"1S", "P", "2S", "P"}, Vulnerability::None),
                                Call::pass()));
  // Already in game, or the system already looks beyond it (a control bid).
  EXPECT_FALSE(is_game_decision(sys, view_after("A854.KT3.J8.9753", {"1S", "P", "2S", "P", "4S", "P"},
                                                Vulnerability::None),
                                Call::pass()));
  EXPECT_FALSE(is_game_decision(sys, view_after("Q8.AKQJ7.Q95.A96", {"1H", "P", "3H", "P"}, Vulnerability::None),
                                *Call::parse("4C")));
}

TEST(GameSimulation, CandidatesStopAtPartnersBidOrBidGame) {
  const auto& sys = two_over_one();
  // A major fit: pass, or four of the major.
  const SeatView fit = view_after("A854.KT3.J8.9753", {"1S", "P", "2S", "P", "3S", "P"}, Vulnerability::None);
  const auto calls = game_candidates(sys, fit, Call::pass());
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0], Call::pass());
  EXPECT_EQ(calls[1], *Call::parse("4S"));
  // A minor fit: 3NT and five of the minor beside the system's call.
  const SeatView minor = view_after("76.J.AK872.AT987", {"1D", "P", "2D", "P", "2NT", "P"}, Vulnerability::None);
  const auto over_minor = game_candidates(sys, minor, *Call::parse("3D"));
  EXPECT_EQ(over_minor[0], *Call::parse("3D"));
  EXPECT_NE(std::find(over_minor.begin(), over_minor.end(), Call::pass()), over_minor.end());
  EXPECT_NE(std::find(over_minor.begin(), over_minor.end(), *Call::parse("3NT")), over_minor.end());
  EXPECT_NE(std::find(over_minor.begin(), over_minor.end(), *Call::parse("5D")), over_minor.end());
}

TEST(GameSimulation, BidsTheGameThatTheLayoutsMake) {
  // 1D-2D-2NT: the inverted raise with five-five in the minors and two
  // singletons opposite a balanced 12-14 (seed 1 board 623 of the
  // uncontested benchmark: the rules sign off in 3D, where 5D makes).
  const SeatView v = view_after("76.J.AK872.AT987", {"1D", "P", "2D", "P", "2NT", "P"}, Vulnerability::None);
  const SystemBidder bidder(two_over_one());
  BiddingSimulationSettings s = settings();
  s.judge_slams = false;
  s.judge_games = true;
  const CallDecision plain = bidder.choose(v);
  ASSERT_EQ(plain.call, *Call::parse("3D"));
  ASSERT_TRUE(is_game_decision(bidder.system(), v, plain.call));
  const SimulationVerdict verdict =
      judge_candidates(bidder, v, plain, game_candidates(bidder.system(), v, plain.call), s);
  ASSERT_TRUE(value_of(verdict, "5D"));
  EXPECT_GT(*value_of(verdict, "5D"), 1.0);
  EXPECT_EQ(choose_with_judgement(bidder, v, s).call, *Call::parse("5D"));
  // Off, the rules' call stands.
  s.judge_games = false;
  EXPECT_EQ(choose_with_judgement(bidder, v, s).call, plain.call);
}

}  // namespace
}  // namespace tenace
