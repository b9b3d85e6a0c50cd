#include "bots/opening_lead.h"

#include <algorithm>
#include <chrono>

#include "bots/lead_conventions.h"
#include "bots/lead_racing.h"
#include "bots/play_knowledge.h"
#include "bots/simple_card_play.h"
#include "bots/thread_solver.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "solver/solver.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

struct Candidate {
  ConventionalLead lead;
  std::size_t column = 0;  // its index in LeadAnalysis::cards
  double value = 0;        // total IMPs against the best candidate, over the layouts
  bool partners_suit = false;
};

}  // namespace

namespace {

// The leads the conventions allow from every suit of `hand`.
std::vector<ConventionalLead> lead_candidates(Hand hand, bool trump_contract) {
  std::vector<ConventionalLead> all;
  for (int s = 0; s < 4; ++s) {
    const auto suit = static_cast<Suit>(s);
    if (hand.cards_of(suit).empty()) continue;
    for (const ConventionalLead& l : conventional_leads(hand, suit, trump_contract)) all.push_back(l);
  }
  return all;
}

// The defence's tricks for each of `cards` (-1: not among `wanted`).
std::vector<int> exact_defence(Solver& solver, const Position& p, const std::vector<Card>& cards, Hand wanted) {
  const std::vector<CardResult> results = solver.some_cards(p, wanted);
  std::vector<int> row;
  row.reserve(cards.size());
  for (Card c : cards) {
    auto it = std::find_if(results.begin(), results.end(), [&](const CardResult& r) { return r.card == c; });
    row.push_back(it == results.end() ? -1 : it->tricks);
  }
  return row;
}

// The same, banded around `to_beat`, the tricks that set the contract: two bounded
// searches a card (LeadSearch::Bounded).
std::vector<int> banded_defence(Solver& solver, const Position& p, const std::vector<Card>& cards, Hand wanted,
                                int to_beat) {
  Hand beats, short_of_it;
  for (const CardReach& r : solver.cards_reaching(p, wanted, to_beat)) (r.reaches ? beats : short_of_it).add(r.card);
  Hand by_two, holds_contract;
  auto reaching = [&](Hand among, int target, Hand& into) {
    if (among.empty()) return;
    if (target <= 0) {
      into = among;
      return;
    }
    for (const CardReach& r : solver.cards_reaching(p, among, target))
      if (r.reaches) into.add(r.card);
  };
  reaching(beats, to_beat + 1, by_two);
  reaching(short_of_it, to_beat - 1, holds_contract);
  std::vector<int> row;
  row.reserve(cards.size());
  for (Card c : cards) {
    if (!wanted.contains(c)) row.push_back(-1);
    else if (beats.contains(c)) row.push_back(by_two.contains(c) ? to_beat + 1 : to_beat);
    else row.push_back(holds_contract.contains(c) ? to_beat - 1 : std::max(0, to_beat - 2));
  }
  return row;
}

// The budget's clock runs from `start` (reading the auction counts too).
LeadAnalysis analyse_since(const SeatView& view, LayoutSource& layouts, const PlayBudget& budget, Xoshiro256& rng,
                           const LeadMethod& method, Clock::time_point start) {
  LeadAnalysis analysis;
  Hand wanted;
  for (const ConventionalLead& l : lead_candidates(view.own_hand, view.contract->strain != Strain::NoTrump)) {
    analysis.cards.push_back(l.card);
    wanted.add(l.card);
  }
  analysis.raced_out.assign(analysis.cards.size(), false);
  std::size_t racing_leads = analysis.cards.size();
  const int to_beat = 8 - view.contract->level;
  DeadlineSolver solver(start + budget.hard_limit);
  while (racing_leads > 1 &&
         another_layout(budget, analysis.samples(), Clock::now() - start, budget.lead_time)) {
    const std::optional<Deal> dealt = layouts.next(rng);
    if (!dealt) break;
    Position p;
    p.hands = *dealt;
    p.strain = view.contract->strain;
    p.leader = view.seat;
    std::vector<int> row;
    try {
      row = method.search == LeadSearch::Bounded ? banded_defence(*solver, p, analysis.cards, wanted, to_beat)
                                                 : exact_defence(*solver, p, analysis.cards, wanted);
    } catch (const SolveStopped&) {
      analysis.interrupted = true;
      break;
    }
    analysis.defence.push_back(std::move(row));
    if (method.racing == LeadRacing::Off) continue;
    std::vector<bool> alive(analysis.cards.size());
    for (std::size_t i = 0; i < alive.size(); ++i) alive[i] = !analysis.raced_out[i];
    alive = leads_still_racing(analysis.defence, alive, *view.contract, view.vulnerability);
    for (std::size_t i = 0; i < alive.size(); ++i)
      if (!alive[i] && !analysis.raced_out[i]) {
        analysis.raced_out[i] = true;
        wanted.remove(analysis.cards[i]);
        --racing_leads;
      }
  }
  return analysis;
}

}  // namespace

LeadAnalysis analyse_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                  Xoshiro256& rng, const LeadMethod& method) {
  const auto start = Clock::now();
  LayoutSource layouts(view, system, method.depth);
  return analyse_since(view, layouts, budget, rng, method, start);
}

LeadAnalysis analyse_opening_lead(const SeatView& view, LayoutSource& layouts, const PlayBudget& budget,
                                  Xoshiro256& rng, const LeadMethod& method) {
  return analyse_since(view, layouts, budget, rng, method, Clock::now());
}

OpeningLeadChoice choose_from_analysis(const SeatView& view, const BiddingSystem& system,
                                       const LeadAnalysis& analysis) {
  const Hand hand = view.own_hand;
  const Contract contract = *view.contract;
  const bool trump_contract = contract.strain != Strain::NoTrump;
  // Partner's suits: those the auction shows four or more of.
  const dealer::DealConstraints known = what_seat_knows(view, system);
  const auto& partner_shown = known[index(partner(view.seat))];

  std::vector<Candidate> candidates;
  for (const ConventionalLead& l : lead_candidates(hand, trump_contract)) {
    Candidate c;
    c.lead = l;
    c.column = static_cast<std::size_t>(std::find(analysis.cards.begin(), analysis.cards.end(), l.card) -
                                        analysis.cards.begin());
    c.partners_suit = partner_shown.length_of(l.card.suit()).min >= 4;
    // Only cards the analysis solved in every layout can be weighed.
    if (analysis.samples() == 0 || analysis.solved_throughout(c.column)) candidates.push_back(c);
  }
  if (candidates.size() == 1) return {candidates[0].lead.card, candidates[0].lead.convention};
  if (analysis.samples() == 0)
    return {SimpleCardPlayer{}.choose(view), "no layout solved in the time allowed: the simple rules' lead"};

  std::vector<int> score(candidates.size());
  for (const std::vector<int>& row : analysis.defence) {
    for (std::size_t i = 0; i < candidates.size(); ++i)
      score[i] = -duplicate_score(contract, 13 - row[candidates[i].column], view.vulnerability);
    const int best = *std::max_element(score.begin(), score.end());
    for (std::size_t i = 0; i < candidates.size(); ++i) candidates[i].value -= imps(best - score[i]);
  }
  // Best mean; within a tenth of an IMP, partner's suit, then the lead
  // that gives partner the most to read (a sequence over a small card).
  auto prior = [](const Candidate& c) {
    const std::string& k = c.lead.convention;
    return (c.partners_suit ? 4 : 0) + (k.find("sequence") != std::string::npos ? 2 : 0) +
           (k == "singleton" ? 1 : 0);
  };
  const double top = std::max_element(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) {
                       return a.value < b.value;
                     })->value;
  const Candidate* chosen = nullptr;
  for (const Candidate& c : candidates) {
    if (c.value < top - 0.1 * analysis.samples()) continue;
    if (!chosen || prior(c) > prior(*chosen) || (prior(c) == prior(*chosen) && c.value > chosen->value)) chosen = &c;
  }
  std::string why = chosen->lead.convention;
  if (chosen->partners_suit) why += " in partner's suit";
  return {chosen->lead.card, why};
}

OpeningLeadChoice choose_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                      Xoshiro256& rng, const LeadMethod& method) {
  const Hand hand = view.own_hand;
  int suits = 0;
  for (int s = 0; s < 4; ++s) suits += !hand.cards_of(static_cast<Suit>(s)).empty();
  if (suits == 1) {
    const ConventionalLead usual = conventional_lead(hand, (*hand.begin()).suit(), view.contract->strain != Strain::NoTrump);
    return {usual.card, usual.convention};
  }
  return choose_from_analysis(view, system, analyse_opening_lead(view, system, budget, rng, method));
}

}  // namespace tenace
