#pragma once
// Scoring one hand of the whist family (RULES.md §2): a declarer who makes
// the bid scores one point per trick beyond six; a declarer who is set
// scores nothing and each opponent scores the bid's books (or, by option,
// the declarer loses them). Taking all 13 tricks is a Boston. Doubling for
// 7-bids and for no trump, and Nonsense's ×2/×4, multiply every point.
#include "core/whist_bid.h"
#include "core/whist_options.h"

namespace tenace {

struct WhistHandScore {
  bool made = false;
  bool boston = false;      // declarer's side took all 13 tricks
  int multiplier = 1;       // options and variant combined
  int declarer_points = 0;  // added to declarer's score (negative when charged)
  int opponent_points = 0;  // added to EACH opponent's score

  friend bool operator==(const WhistHandScore&, const WhistHandScore&) = default;
};

// `declarer_tricks` is 0..13, after any renege penalties; `variant_multiplier`
// is Nonsense's 1, 2 or 4.
WhistHandScore score_whist_hand(WhistBid bid, int declarer_tricks, const WhistOptions& options,
                                int variant_multiplier = 1);

// The "opponents' tricks" view many players keep: how many tricks the
// defenders need to set the bid (4 set a 4, 3 set a 5, 2 set a 6 ...).
constexpr int opponent_tricks_to_set(WhistBid bid) { return 13 - bid.tricks_needed() + 1; }

}  // namespace tenace
