#pragma once
// SamplingCardPlayer: declarer and defender play by simulation. For the card
// to play it deals layouts of the hidden cards that fit what the seat knows
// (play_knowledge.h: the auction's reading, the cards played, suits shown
// out of, partner's signals), solves every layout double-dummy for each
// legal card (Solver::all_cards on the position as it stands), and plays the
// card with the best expected result at the scoring goal:
//  - IMPs: the mean, over the layouts, of the IMPs the card loses against
//    the best card of that layout (so going down in a cold game weighs more
//    than an overtrick, as at the table);
//  - matchpoints: the mean share of the other cards it beats (ties half).
// Cards equal in value are told apart by safety (the best worst case), then
// declarer plays the lowest and a defender the card its signals call for
// (signals.h). The opening lead is opening_lead.h's.
//
// The number of layouts adapts to the budget (PlayBudget): at least
// min_samples, at most max_samples, stopping once the time is spent; at the
// hard limit a search in progress is abandoned, and with no layout solved
// the card is the simple robot's (simple_card_play.h). Cards that are
// equivalent (touching in the cards still out) are solved once.
//
// Known limit: each layout is solved as if every card were seen from then
// on (strategy fusion). Averaging over layouts already corrects the worst of
// it (a finesse that wins in half of them is worth half a trick), but lines
// that keep options open until a later trick are undervalued.
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "bots/bidding_system.h"
#include "bots/play_budget.h"
#include "bots/seat_view.h"
#include "core/card.h"
#include "core/random_deal.h"

namespace tenace {

enum class ScoringGoal { Imps, Matchpoints };

// What the layouts say about each candidate card of the position to act.
struct CardAnalysis {
  std::vector<Card> cards;  // one per class of equivalent legal cards
  std::vector<Hand> equals;  // each card's class
  // tricks[k][i]: the declaring side's total tricks (already won included)
  // in layout k when cards[i] is played now and everyone plays best after.
  std::vector<std::vector<int>> tricks;
  // A layout was abandoned at the budget's hard limit (not in `tricks`).
  bool interrupted = false;
  int samples() const { return static_cast<int>(tricks.size()); }
};

class SamplingCardPlayer {
 public:
  SamplingCardPlayer(BiddingSystem system, PlayBudget budget, ScoringGoal goal, std::uint64_t seed);

  // A card with the reason for it, in words for a player who asks.
  struct Choice {
    Card card;
    std::string reason;
  };
  // One of view.legal_cards(); precondition: that set is not empty.
  Choice decide(const SeatView& view);
  Card choose(const SeatView& view) { return decide(view).card; }
  // For a declarer to act: the remaining tricks its side takes in every
  // layout, when they agree and one card keeps them all; else nothing.
  std::optional<int> propose_claim(const SeatView& view);

  // The analysis behind choose() (tests and the benchmark read it), with
  // `time` and the budget's sample bounds.
  CardAnalysis analyse(const SeatView& view, std::chrono::milliseconds time);
  // The value of each analysed card for the seat's side (higher is better).
  std::vector<double> values(const SeatView& view, const CardAnalysis& analysis) const;

  const BiddingSystem& system() const { return system_; }
  const PlayBudget& budget() const { return budget_; }

 private:
  BiddingSystem system_;
  PlayBudget budget_;
  ScoringGoal goal_;
  Xoshiro256 rng_;
  Hand refused_claim_deal_;  // the dealt hand of the deal where a claim was refused
  std::optional<Hand> last_claim_state_;
};

// Legal cards grouped into classes of equivalent cards: cards of one suit
// with no card still out between them (in any hand but this one).
std::vector<Hand> equivalent_card_classes(Hand legal, Hand holder, Hand played);

}  // namespace tenace
