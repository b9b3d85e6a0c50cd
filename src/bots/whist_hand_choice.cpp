#include "bots/whist_hand_choice.h"

#include <algorithm>

#include "bots/whist_layouts.h"
#include "bots/whist_tricks.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kHandSize = 13;

// The most books `declarer` can make against `opponent` in any bid kind
// (tricks beyond six, 0 when nothing makes).
int best_books(Hand declarer, Hand opponent, bool ace_low) {
  int best = 0;
  for (WhistBidKind kind : {WhistBidKind::Uptown, WhistBidKind::Downtown, WhistBidKind::NoTrump})
    for (const WhistDeclaration& d : declarations_worth_trying(kind, declarer))
      best = std::max(best, declarer_tricks(declarer, opponent, d, ace_low) - 6);
  return best;
}

// The player's outcome holding `mine` against `theirs` (see the header).
int outcome(Hand mine, Hand theirs, bool ace_low) {
  const int ours = best_books(mine, theirs, ace_low);
  const int other = best_books(theirs, mine, ace_low);
  if (ours > other) return ours;
  if (other > ours) return -other;
  return 0;
}

}  // namespace

HandChoiceAnalysis weigh_hand_choice(const WhistSeatView& view, const PlayBudget& budget,
                                     std::chrono::milliseconds time, Xoshiro256& rng) {
  HandChoiceAnalysis analysis;
  const Hand dealt = view.own_hand;
  const Hand unseen = view.pack() - dealt;
  const bool ace_low = view.rules.downtown_ace_low;
  // The dead hand on our right, the opponent's hand, and the rest.
  const std::vector<HiddenPile> piles{{kHandSize, Hand()}, {kHandSize, Hand()}, {unseen.size() - 2 * kHandSize, Hand()}};
  const auto start = Clock::now();
  while (another_layout(budget, analysis.samples, Clock::now() - start, time)) {
    const auto layout = deal_unseen(unseen, piles, rng);
    if (!layout) break;
    const Hand dead = (*layout)[0];
    const Hand opponent = (*layout)[1];
    analysis.keep += 2 * outcome(dealt, opponent, ace_low);
    analysis.take += outcome(dead, opponent, ace_low);
    ++analysis.samples;
  }
  if (analysis.samples > 0) {
    analysis.keep /= analysis.samples;
    analysis.take /= analysis.samples;
  }
  return analysis;
}

}  // namespace tenace
