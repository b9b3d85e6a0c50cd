#include "bots/sampling_card_play.h"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "bots/opening_lead.h"
#include "bots/play_knowledge.h"
#include "bots/signals.h"
#include "bots/simple_card_play.h"
#include "bots/thread_solver.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "solver/solver.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

bool on_opening_lead(const SeatView& view) {
  return view.completed_tricks.empty() && view.current_trick.is_empty() && view.is_defender();
}

Seat position_to_act(const SeatView& view) { return view.to_act ? *view.to_act : view.seat; }

int declarer_side_won(const SeatView& view) {
  return view.tricks_won[static_cast<std::size_t>(index(side_of(*view.declarer())))];
}

}  // namespace

std::vector<Hand> equivalent_card_classes(Hand legal, Hand holder, Hand played) {
  const Hand out = Hand::full_deck() - played - holder;
  std::vector<Hand> classes;
  for (int s = 0; s < 4; ++s) {
    const auto suit = static_cast<Suit>(s);
    if (legal.cards_of(suit).empty()) continue;
    Hand current;
    for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r) {
      const Card c(suit, static_cast<Rank>(r));
      if (out.contains(c)) {
        if (!current.empty()) classes.push_back(current);
        current = Hand();
      } else if (legal.contains(c)) {
        current.add(c);
      }
    }
    if (!current.empty()) classes.push_back(current);
  }
  return classes;
}

SamplingCardPlayer::SamplingCardPlayer(BiddingSystem system, PlayBudget budget, ScoringGoal goal, std::uint64_t seed)
    : system_(std::move(system)), budget_(budget), goal_(goal), rng_(seed) {}

CardAnalysis SamplingCardPlayer::analyse(const SeatView& view, std::chrono::milliseconds time) {
  CardAnalysis analysis;
  const Seat acting = position_to_act(view);
  const Hand legal = view.legal_cards();
  const std::optional<Hand> holder = view.visible_hand(acting);
  if (legal.empty() || !holder || !view.contract) return analysis;
  // Cards of the trick in progress still decide it, so they separate classes.
  Hand gone = view.played_cards();
  for (int i = 0; i < view.current_trick.count; ++i) gone.remove(view.current_trick.cards[i]);
  analysis.equals = equivalent_card_classes(legal, *holder, gone);
  for (Hand h : analysis.equals) analysis.cards.push_back(*h.begin());
  if (analysis.cards.size() == 1) return analysis;

  const auto start = Clock::now();
  LayoutSource layouts(view, system_);
  DeadlineSolver solver(start + budget_.hard_limit);
  const Side declaring = side_of(*view.declarer());
  const bool declarer_moves = side_of(acting) == declaring;
  const int remaining = 13 - static_cast<int>(view.completed_tricks.size());
  const int won = declarer_side_won(view);
  while (another_layout(budget_, analysis.samples(), Clock::now() - start, time)) {
    const std::optional<Deal> dealt = layouts.next(rng_);
    if (!dealt) break;
    std::vector<CardResult> results;
    try {
      results = solver->all_cards(position_now(view, *dealt));
    } catch (const SolveStopped&) {
      analysis.interrupted = true;
      break;
    }
    std::vector<int> row;
    row.reserve(analysis.cards.size());
    for (Card c : analysis.cards) {
      auto it = std::find_if(results.begin(), results.end(), [&](const CardResult& r) { return r.card == c; });
      const int mover = it == results.end() ? 0 : it->tricks;
      row.push_back(won + (declarer_moves ? mover : remaining - mover));
    }
    analysis.tricks.push_back(std::move(row));
  }
  return analysis;
}

std::vector<double> SamplingCardPlayer::values(const SeatView& view, const CardAnalysis& analysis) const {
  const std::size_t n = analysis.cards.size();
  std::vector<double> value(n, 0.0);
  if (analysis.samples() == 0 || !view.contract) return value;
  const bool ours = side_of(*view.declarer()) == side_of(view.seat);
  const Contract& contract = *view.contract;
  std::vector<int> score(n);
  for (const std::vector<int>& row : analysis.tricks) {
    for (std::size_t i = 0; i < n; ++i) {
      const int declarer_score = duplicate_score(contract, row[i], view.vulnerability);
      score[i] = ours ? declarer_score : -declarer_score;
    }
    if (goal_ == ScoringGoal::Imps) {
      const int best = *std::max_element(score.begin(), score.end());
      for (std::size_t i = 0; i < n; ++i) value[i] += -imps(best - score[i]);
    } else if (n > 1) {
      for (std::size_t i = 0; i < n; ++i) {
        double beaten = 0;
        for (std::size_t j = 0; j < n; ++j)
          if (j != i) beaten += score[i] > score[j] ? 1.0 : score[i] == score[j] ? 0.5 : 0.0;
        value[i] += beaten / static_cast<double>(n - 1);
      }
    }
  }
  for (double& v : value) v /= analysis.samples();
  return value;
}

SamplingCardPlayer::Choice SamplingCardPlayer::decide(const SeatView& view) {
  const Hand legal = view.legal_cards();
  if (legal.size() == 1) return {*legal.begin(), "the only legal card"};
  if (!view.contract) return {*legal.begin(), ""};
  if (on_opening_lead(view)) {
    const OpeningLeadChoice lead = choose_opening_lead(view, system_, budget_, rng_);
    if (legal.contains(lead.card)) return {lead.card, "opening lead: " + lead.explanation};
    return {*legal.begin(), "opening lead"};
  }
  const CardAnalysis analysis = analyse(view, budget_.time);
  const std::size_t n = analysis.cards.size();
  if (n > 1 && analysis.samples() == 0)
    return {SimpleCardPlayer{}.choose(view), "no layout solved in the time allowed: the simple rules' card"};
  const bool ours = side_of(*view.declarer()) == side_of(view.seat);
  std::vector<std::size_t> best;
  double expected_tricks = 0;
  if (analysis.samples() == 0) {
    for (std::size_t i = 0; i < n; ++i) best.push_back(i);
  } else {
    const std::vector<double> value = values(view, analysis);
    const double top = *std::max_element(value.begin(), value.end());
    // Safety among equals: the best worst case for the seat's side.
    int safest = std::numeric_limits<int>::min();
    for (std::size_t i = 0; i < n; ++i) {
      if (value[i] < top - 1e-9) continue;
      int worst = std::numeric_limits<int>::max();
      for (const auto& row : analysis.tricks) worst = std::min(worst, ours ? row[i] : 13 - row[i]);
      if (worst > safest) {
        safest = worst;
        best.clear();
      }
      if (worst == safest) best.push_back(i);
    }
    for (const auto& row : analysis.tricks) expected_tricks += ours ? row[best.front()] : 13 - row[best.front()];
    expected_tricks /= analysis.samples();
  }
  Hand candidates;
  for (std::size_t i : best) candidates |= analysis.equals[i];
  std::string reason;
  if (analysis.samples() > 0) {
    char text[120];
    std::snprintf(text, sizeof text, "best of %zu choices over %d layouts: %.2f tricks expected for our side", n,
                  analysis.samples(), expected_tricks);
    reason = text;
  } else {
    reason = "all legal cards are equal";
  }
  if (view.is_defender()) {
    const SignalChoice signal = choose_among_equals(view, candidates);
    if (!signal.meaning.empty()) reason += "; " + signal.meaning;
    return {signal.card, reason};
  }
  Card lowest = *candidates.begin();
  for (Card c : candidates)
    if (c.rank() < lowest.rank()) lowest = c;
  return {lowest, reason};
}

std::optional<int> SamplingCardPlayer::propose_claim(const SeatView& view) {
  if (!view.contract || view.is_defender() || !view.is_my_turn() || !view.current_trick.is_empty()) return std::nullopt;
  const Hand dealt_hand = view.own_hand | cards_played_by(view)[static_cast<std::size_t>(index(view.seat))];
  if (dealt_hand == refused_claim_deal_) return std::nullopt;
  // Asked again in the very position of the last claim: it was refused, so
  // the robot plays this deal out.
  if (last_claim_state_ == view.played_cards()) {
    refused_claim_deal_ = dealt_hand;
    return std::nullopt;
  }
  const CardAnalysis analysis = analyse(view, budget_.time / 4);
  const int remaining = 13 - static_cast<int>(view.completed_tricks.size());
  const int won = declarer_side_won(view);
  std::optional<int> total;
  if (analysis.samples() == 0) {
    // One class of equal cards: nothing to choose, but nothing proven either.
    return std::nullopt;
  }
  if (analysis.samples() < budget_.min_samples) return std::nullopt;
  for (std::size_t i = 0; i < analysis.cards.size(); ++i) {
    const int first = analysis.tricks.front()[i];
    const bool steady =
        std::all_of(analysis.tricks.begin(), analysis.tricks.end(), [&](const auto& row) { return row[i] == first; });
    const bool best_everywhere = std::all_of(analysis.tricks.begin(), analysis.tricks.end(), [&](const auto& row) {
      return row[i] == *std::max_element(row.begin(), row.end());
    });
    if (steady && best_everywhere) total = first;
  }
  if (!total) return std::nullopt;
  last_claim_state_ = view.played_cards();
  return std::clamp(*total - won, 0, remaining);
}

}  // namespace tenace
