#pragma once
// Small-card pruning (the rule DDS applies in its move loop). When a card of
// some suit has been tried and failed, and it lies below every card that
// mattered so far in that suit (the threshold of the cards that mattered),
// then any lower card of the suit leads to positions that differ from the
// tried card's only below that threshold -- the two cards merely swap places
// between hand and table -- so it fails too and is not tried. Sound under the
// same argument as the transposition table's entries; skipped cards still
// count for the straddling-run rule (equivalent_cards.h).
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

class SmallCardPruning {
 public:
  // True when `code` need not be tried.
  bool skips(int code) const { return code < limit_[suit_of(code)]; }

  // After `code` failed; `mattered` holds the cards that mattered so far at
  // this node (the failed moves' union).
  void failed(int code, std::uint64_t mattered) {
    const int s = suit_of(code);
    if (limit_[s]) return;  // the first small card of the suit set it
    const std::uint64_t in_suit = mattered & suit_mask(s);
    const int lowest = in_suit ? __builtin_ctzll(in_suit) : 16 * s + 16;
    if (code < lowest) limit_[s] = lowest;
  }

 private:
  int limit_[4] = {0, 0, 0, 0};
};

}  // namespace tenace::solver_detail
