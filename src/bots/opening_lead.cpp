#include "bots/opening_lead.h"

#include <algorithm>
#include <chrono>
#include <map>

#include "bots/lead_conventions.h"
#include "bots/play_knowledge.h"
#include "bots/thread_solver.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "solver/solver.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

struct Candidate {
  ConventionalLead lead;
  double value = 0;         // mean IMPs against the best candidate, per layout
  double defence_tricks = 0;
  bool partners_suit = false;
};

}  // namespace

OpeningLeadChoice choose_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                      Xoshiro256& rng) {
  const Hand hand = view.own_hand;
  const Contract contract = *view.contract;
  const bool trump_contract = contract.strain != Strain::NoTrump;
  // Partner's suits: those the auction shows four or more of.
  const dealer::DealConstraints known = what_seat_knows(view, system);
  const auto& partner_shown = known[index(partner(view.seat))];

  std::vector<Candidate> candidates;
  for (int s = 0; s < 4; ++s) {
    const auto suit = static_cast<Suit>(s);
    if (hand.cards_of(suit).empty()) continue;
    Candidate c;
    c.lead = conventional_lead(hand, suit, trump_contract);
    c.partners_suit = partner_shown.length_of(suit).min >= 4;
    candidates.push_back(c);
  }
  if (candidates.size() == 1) return {candidates[0].lead.card, candidates[0].lead.convention};

  LayoutSource layouts(view, system);
  Solver& solver = thread_solver();
  const auto start = Clock::now();
  int samples = 0;
  std::vector<int> declarer_tricks(candidates.size());
  while (another_layout(budget, samples, Clock::now() - start, budget.lead_time)) {
    const std::optional<Deal> dealt = layouts.next(rng);
    if (!dealt) break;
    Position p;
    p.hands = *dealt;
    p.strain = contract.strain;
    p.leader = view.seat;
    const std::vector<CardResult> results = solver.all_cards(p);
    int best_score = std::numeric_limits<int>::min();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      auto it = std::find_if(results.begin(), results.end(),
                             [&](const CardResult& r) { return r.card == candidates[i].lead.card; });
      const int defence = it == results.end() ? 0 : it->tricks;
      declarer_tricks[i] = 13 - defence;
      candidates[i].defence_tricks += defence;
      best_score = std::max(best_score, -duplicate_score(contract, declarer_tricks[i], view.vulnerability));
    }
    for (std::size_t i = 0; i < candidates.size(); ++i)
      candidates[i].value -=
          imps(best_score + duplicate_score(contract, declarer_tricks[i], view.vulnerability));
    ++samples;
  }
  if (samples == 0) return {candidates[0].lead.card, candidates[0].lead.convention};
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
    if (c.value < top - 0.1 * samples) continue;
    if (!chosen || prior(c) > prior(*chosen) || (prior(c) == prior(*chosen) && c.value > chosen->value)) chosen = &c;
  }
  std::string why = chosen->lead.convention;
  if (chosen->partners_suit) why += " in partner's suit";
  return {chosen->lead.card, why};
}

}  // namespace tenace
