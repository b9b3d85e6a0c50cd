// The robots' lead conventions (the card led from a holding, and what a led
// honour denies), their signals, and the simulated opening lead.
#include <gtest/gtest.h>

#include <algorithm>

#include "bots/game_view.h"
#include "scripted_game.h"
#include "bots/lead_conventions.h"
#include "bots/opening_lead.h"
#include "bots/signals.h"
#include "bots/simple_card_play.h"
#include "bots/thread_solver.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"

namespace tenace {
namespace {

// The spade holding written as ranks, e.g. "KQ5".
Hand spades(const std::string& ranks) {
  return Deal::from_pbn("N:" + ranks + "... - - -").value()[Seat::North];
}

std::string lead_from(const std::string& ranks, bool trump_contract) {
  return conventional_lead(spades(ranks), Suit::Spades, trump_contract).card.to_string();
}

// Leads as standard texts give them (e.g. the ACBL's "Standard leads"
// chart: top of a sequence, fourth best from an honour, top of a doubleton).
TEST(LeadConventions, TheCardLedFromEachHolding) {
  struct Case {
    const char* holding;
    bool trumps;
    const char* led;
  } cases[] = {
      {"7", false, "S7"},      {"95", false, "S9"},    {"K4", true, "SK"},     {"AK6", true, "SA"},
      {"KQ63", false, "SK"},   {"QJ7", false, "SQ"},   {"JT82", false, "SJ"},  {"T985", false, "ST"},
      {"KJT4", false, "SJ"},   {"QT93", false, "ST"},  {"AJT5", false, "SJ"},  {"AJT5", true, "SA"},
      {"A842", true, "SA"},    {"A842", false, "S2"},  {"K9742", false, "S4"}, {"Q83", false, "S3"},
      {"J642", false, "S2"},   {"863", false, "S8"},   {"8642", false, "S6"},  {"97532", false, "S7"},
  };
  for (const Case& c : cases) EXPECT_EQ(lead_from(c.holding, c.trumps), c.led) << c.holding;
}

// Against no trump a long suit may be led by its fourth best instead: from
// two touching honours without a third, from an interior sequence, from
// five or more small. Against a trump contract, and from a solid or broken
// sequence of three (KQJ, KQT), only the usual card.
TEST(LeadConventions, TheCardsAllowedAgainstNoTrump) {
  auto allowed = [](const std::string& ranks, bool trumps) {
    std::string cards;
    for (const ConventionalLead& l : conventional_leads(spades(ranks), Suit::Spades, trumps))
      cards += (cards.empty() ? "" : " ") + l.card.to_string();
    return cards;
  };
  EXPECT_EQ(allowed("KQ63", false), "SK S3");
  EXPECT_EQ(allowed("KQ63", true), "SK");
  EXPECT_EQ(allowed("KQJ3", false), "SK");
  EXPECT_EQ(allowed("KQT3", false), "SK");
  EXPECT_EQ(allowed("KQ6", false), "SK");
  EXPECT_EQ(allowed("KJT4", false), "SJ S4");
  EXPECT_EQ(allowed("97532", false), "S7 S3");
  EXPECT_EQ(allowed("8642", false), "S6");
  EXPECT_EQ(allowed("K9742", false), "S4");
  // Partner is told which: the alternative is read as a fourth best.
  EXPECT_EQ(conventional_leads(spades("KQ63"), Suit::Spades, false)[1].convention, "fourth best");
}

TEST(LeadConventions, ALedHonourDeniesTheOneAbove) {
  EXPECT_EQ(card_denied_by_lead(*Card::parse("SK")), Card::parse("SA"));
  EXPECT_EQ(card_denied_by_lead(*Card::parse("SQ")), Card::parse("SK"));
  EXPECT_EQ(card_denied_by_lead(*Card::parse("ST")), Card::parse("SJ"));
  EXPECT_EQ(card_denied_by_lead(*Card::parse("SA")), std::nullopt);
  EXPECT_EQ(card_denied_by_lead(*Card::parse("S4")), std::nullopt);
}

constexpr const char* kDeal = "N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42";

TEST(Signals, AttitudeOnPartnersLeadAndCountOnDeclarers) {
  // North declares 3NT; East leads the spade queen; West (holding 5 4 3,
  // no honour) discourages with the lowest of its equal cards.
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}, {"SQ", "S6"});
  const SeatView west = view_of(game, Seat::West);
  Hand equals;
  for (const char* c : {"S5", "S4", "S3"}) equals.add(*Card::parse(c));
  SignalChoice s = choose_among_equals(west, equals);
  EXPECT_EQ(s.card.to_string(), "S3");
  EXPECT_NE(s.meaning.find("discouraging"), std::string::npos);
  // Declarer leads a heart at trick 2: West, with four hearts (even),
  // plays high first.
  BridgeGame later = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"},
                               {"SQ", "S6", "S3", "SA", "HK"});
  const SeatView west2 = view_of(later, Seat::West);
  Hand hearts;
  for (const char* c : {"H8", "H4", "H2"}) hearts.add(*Card::parse(c));
  s = choose_among_equals(west2, hearts);
  EXPECT_EQ(s.card.to_string(), "H8");
  EXPECT_NE(s.meaning.find("even"), std::string::npos);
}

TEST(Signals, PartnersHonourLeadDeniesTheCardAboveInTheLayouts) {
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}, {"SQ"});
  dealer::DealConstraints known{};
  read_partner_signals(view_of(game, Seat::West), known);
  EXPECT_TRUE(known[index(Seat::East)].cannot_hold.contains(*Card::parse("SK")));
  // Declarer reads nothing from the defenders' agreements here.
  dealer::DealConstraints declarer{};
  read_partner_signals(view_of(game, Seat::North), declarer);
  EXPECT_TRUE(declarer[index(Seat::East)].cannot_hold.empty());
}

TEST(Signals, EveryPlayedCardIsExplained) {
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"},
                              {"SQ", "S6", "S3", "SA"});
  const SeatView west = view_of(game, Seat::West);
  EXPECT_NE(explain_card(west, 0).find("denies the \u2660K"), std::string::npos) << explain_card(west, 0);
  EXPECT_NE(explain_card(west, 2).find("attitude"), std::string::npos) << explain_card(west, 2);
  EXPECT_NE(explain_card(west, 3).find("declarer"), std::string::npos) << explain_card(west, 3);
  EXPECT_NE(explain_card(west, 9), "");
}

// East on lead after North's 1NT and South's 3NT.
SeatView east_on_lead_against_3nt() {
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  return view_of(game, Seat::East);
}

// A lead bound by the number of layouts, never by the clock: repeatable.
PlayBudget layouts_only(int layouts) {
  PlayBudget budget;
  budget.lead_time = std::chrono::milliseconds(60'000);
  budget.hard_limit = std::chrono::minutes(10);
  budget.min_samples = budget.max_samples = layouts;
  return budget;
}

TEST(OpeningLead, LeadsAConventionalCardAndSaysWhich) {
  const BiddingSystem system = load_system("2over1");
  const SeatView east = east_on_lead_against_3nt();
  const PlayBudget budget = layouts_only(12);
  Xoshiro256 rng(5);
  const OpeningLeadChoice lead = choose_opening_lead(east, system, budget, rng);
  ASSERT_TRUE(east.own_hand.contains(lead.card));
  bool conventional = false;
  for (const ConventionalLead& l : conventional_leads(east.own_hand, lead.card.suit(), false))
    conventional |= l.card == lead.card;
  EXPECT_TRUE(conventional) << lead.card.to_string();
  EXPECT_FALSE(lead.explanation.empty());
  // The same seed gives the same lead.
  Xoshiro256 again(5);
  EXPECT_EQ(choose_opening_lead(east, system, budget, again).card, lead.card);
}

TEST(OpeningLead, AtTheHardLimitTheLayoutInProgressIsAbandonedForTheSimpleLead) {
  const BiddingSystem system = load_system("2over1");
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  const SeatView east = view_of(game, Seat::East);
  PlayBudget no_time;
  no_time.min_samples = no_time.max_samples = 12;
  no_time.hard_limit = std::chrono::milliseconds(0);
  thread_solver().clear();  // nothing learnt earlier answers the layout at once
  Xoshiro256 rng(5);
  // A whole deal's search runs to many thousands of nodes: with no time the
  // first layout is given up at the solver's first stop check.
  const LeadAnalysis analysis = analyse_opening_lead(east, system, no_time, rng);
  EXPECT_TRUE(analysis.interrupted);
  EXPECT_EQ(analysis.samples(), 0);
  const OpeningLeadChoice lead = choose_from_analysis(east, system, analysis);
  EXPECT_EQ(lead.card, SimpleCardPlayer{}.choose(east));
  EXPECT_NE(lead.explanation.find("simple"), std::string::npos) << lead.explanation;
}

TEST(OpeningLead, TheBoundedSearchGivesTheExactTricksBandedAroundTheContract) {
  const BiddingSystem system = load_system("2over1");
  const SeatView east = east_on_lead_against_3nt();
  const PlayBudget budget = layouts_only(10);
  // The same stream deals the same layouts to both.
  Xoshiro256 rng(9), again(9);
  const LeadAnalysis exact = analyse_opening_lead(east, system, budget, rng);
  const LeadAnalysis banded = analyse_opening_lead(east, system, budget, again, {.search = LeadSearch::Bounded});
  ASSERT_EQ(exact.samples(), 10);
  ASSERT_EQ(banded.samples(), 10);
  ASSERT_EQ(exact.cards, banded.cards);
  const int to_beat = 5;  // against 3NT
  bool some_outside_the_band = false;
  for (int k = 0; k < exact.samples(); ++k)
    for (std::size_t i = 0; i < exact.cards.size(); ++i) {
      const int tricks = exact.defence[k][i];
      some_outside_the_band |= tricks < to_beat - 2 || tricks > to_beat + 1;
      EXPECT_EQ(banded.defence[k][i], std::clamp(tricks, to_beat - 2, to_beat + 1)) << k << " " << i;
    }
  EXPECT_TRUE(some_outside_the_band) << "the layouts should test the band's edges";
}

}  // namespace
}  // namespace tenace
