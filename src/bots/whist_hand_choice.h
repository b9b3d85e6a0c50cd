#pragma once
// Nonsense: keep the dealt hand (doubling the stakes) or take the dead hand
// on the right, by simulation. The player sees only their dealt hand; each
// layout deals the dead hand and the opponent's hand from the other 39
// cards, and for each of the two hands the player could hold solves both
// sides as declarer (every bid kind, two-hand double dummy). A layout's
// outcome for the player: whoever can make the higher bid declares and
// scores their overtricks too (tricks - 6); the other's books count against
// them; equal best bids cancel. Keeping the dealt hand doubles it.
//
// What it ignores: the opponent's own choice (it scales both options alike
// unless they react to ours, which is not modelled; their hand is taken
// from the unseen cards at random, not as a hand they chose to keep), and
// the finer points of the auction (who calls first, sacrifices).
#include <chrono>

#include "bots/play_budget.h"
#include "bots/whist_seat_view.h"
#include "core/nonsense.h"
#include "core/random_deal.h"

namespace tenace {

struct HandChoiceAnalysis {
  int samples = 0;
  double keep = 0;  // expected outcome keeping the dealt hand, doubled
  double take = 0;  // expected outcome taking the dead hand
  NonsenseChoice choice() const { return keep >= take ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand; }
};

HandChoiceAnalysis weigh_hand_choice(const WhistSeatView& view, const PlayBudget& budget,
                                     std::chrono::milliseconds time, Xoshiro256& rng);

}  // namespace tenace
