#pragma once
// Whist card play by simulation: deal the unseen cards consistently with
// the play so far (WhistLayoutSource: sizes, suits shown out of), solve
// every layout double dummy for each legal card and play the card best on
// average for the player's side, counted in points (declarer_gain: making
// or setting the bid is what scores; extra tricks only as overtricks), then
// in tricks, then the cheapest card.
//  - Dummy Whist, Double Dummy: the four-hand Solver (Solver::all_cards on
//    the position as it stands). In Double Dummy every card is known once
//    the dummies are up, so one exact solve decides.
//  - Nonsense: the exact two-hand solver (two_hand_solver.h).
// Known limits: each layout is solved as if every card were seen from then
// on (strategy fusion, as for the bridge robots); no-trump jokers are solved
// through stand-ins until the last four tricks (joker_stand_ins.h); the
// Solver does not model the no-trump DiscardWhenVoid joker rule after the
// card being chosen (the legal cards now always come from the view, so the
// choice stays legal).
#include <chrono>
#include <vector>

#include "bots/play_budget.h"
#include "bots/whist_seat_view.h"
#include "core/random_deal.h"

namespace tenace {

struct WhistCardAnalysis {
  std::vector<Card> cards;    // the legal cards
  std::vector<double> gain;   // mean points gained by the player's side on each opponent
  std::vector<double> tricks;  // mean final tricks of the player's side
  int samples = 0;
};

// At least budget.min_samples layouts (fewer only when fewer exist), at
// most max_samples, within `time` and the hard limit.
WhistCardAnalysis analyse_cards(const WhistSeatView& view, const PlayBudget& budget, std::chrono::milliseconds time,
                                Xoshiro256& rng);

// The best card of the analysis (see the file comment).
Card card_from(const WhistSeatView& view, const WhistCardAnalysis& analysis);

}  // namespace tenace
