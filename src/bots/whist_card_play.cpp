#include "bots/whist_card_play.h"

#include <algorithm>

#include "bots/joker_stand_ins.h"
#include "bots/thread_solver.h"
#include "bots/two_hand_solver.h"
#include "bots/whist_declaration.h"
#include "bots/whist_layouts.h"
#include "core/strain.h"
#include "solver/solver.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTricks = 13;

int player_at(Seat seat) { return seat == Seat::North ? 0 : 1; }  // Nonsense seats

Seat trick_leader(const WhistSeatView& view) {
  return view.current_trick.cards.empty() ? *view.acting_seat : view.current_trick.cards.front().seat;
}

// Tricks for the side (or player) to move, from the trick in progress on,
// for each legal card, in one layout.
std::vector<CardResult> solve_layout(const WhistSeatView& view, const std::array<Hand, 4>& hands) {
  const TrickRules rules = view.trick_rules();
  if (view.variant == WhistVariant::Nonsense) {
    TwoHandPosition position;
    position.hands = {hands[index(Seat::North)], hands[index(Seat::South)]};
    position.rules = rules;
    position.leader = player_at(trick_leader(view));
    if (!view.current_trick.cards.empty()) position.lead = view.current_trick.cards.front().card;
    return thread_two_hand_solver().all_cards(position);
  }
  Position position;
  position.hands = Deal(hands);
  position.strain = rules.trump ? strain_of(*rules.trump) : Strain::NoTrump;
  position.order = rules.order;
  position.leader = trick_leader(view);
  for (const WhistSeenCard& c : view.current_trick.cards) position.trick_so_far.push_back(c.card);
  const auto stand_ins = stand_in_jokers(position);
  if (!stand_ins) return thread_solver().all_cards(position);
  std::vector<CardResult> results = thread_solver().all_cards(stand_ins->position);
  for (CardResult& r : results) r.card = stand_ins->original[r.card.id()];
  return results;
}

}  // namespace

WhistCardAnalysis analyse_cards(const WhistSeatView& view, const PlayBudget& budget, std::chrono::milliseconds time,
                                Xoshiro256& rng) {
  WhistCardAnalysis analysis;
  for (Card c : view.legal_cards) analysis.cards.push_back(c);
  const std::size_t n = analysis.cards.size();
  analysis.gain.assign(n, 0.0);
  analysis.tricks.assign(n, 0.0);
  if (n < 2 || !view.contract || !view.acting_seat) return analysis;

  WhistLayoutSource layouts(view);
  const bool declaring_moves = view.on_declarer_side(*view.acting_seat);
  const bool we_declare = view.is_declarer();
  const int won = view.declarer_side_tricks();
  const int remaining = kTricks - static_cast<int>(view.completed_tricks.size());
  const int multiplier = view.multiplier();
  const auto start = Clock::now();
  while (another_layout(budget, analysis.samples, Clock::now() - start, time)) {
    const auto hands = layouts.next(rng);
    if (!hands) break;
    const std::vector<CardResult> results = solve_layout(view, *hands);
    for (std::size_t i = 0; i < n; ++i) {
      const auto it = std::find_if(results.begin(), results.end(),
                                   [&](const CardResult& r) { return r.card == analysis.cards[i]; });
      // A card the solver does not list cannot happen (the view's legal
      // cards are a subset of the engine's); count it as the worst.
      const int mover = it == results.end() ? 0 : it->tricks;
      const int declaring_total = won + (declaring_moves ? mover : remaining - mover);
      const int gain = declarer_gain(view.contract->bid, declaring_total, view.rules, multiplier);
      analysis.gain[i] += we_declare ? gain : -gain;
      analysis.tricks[i] += we_declare ? declaring_total : kTricks - declaring_total;
    }
    ++analysis.samples;
    if (layouts.is_known()) break;  // every layout is this one
  }
  if (analysis.samples > 0)
    for (std::size_t i = 0; i < n; ++i) {
      analysis.gain[i] /= analysis.samples;
      analysis.tricks[i] /= analysis.samples;
    }
  return analysis;
}

Card card_from(const WhistSeatView& view, const WhistCardAnalysis& analysis) {
  if (analysis.cards.empty()) return Card();
  const TrickRules rules = view.trick_rules();
  constexpr double kEqual = 1e-9;
  std::size_t best = 0;
  for (std::size_t i = 1; i < analysis.cards.size(); ++i) {
    const double dg = analysis.gain[i] - analysis.gain[best];
    const double dt = analysis.tricks[i] - analysis.tricks[best];
    const bool better = dg > kEqual ||
                        (dg > -kEqual && (dt > kEqual || (dt > -kEqual && rules.strength(analysis.cards[i]) <
                                                                             rules.strength(analysis.cards[best]))));
    if (better) best = i;
  }
  return analysis.cards[best];
}

}  // namespace tenace
