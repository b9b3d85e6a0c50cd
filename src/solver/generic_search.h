#pragma once
// A plain alpha-beta over the core trick engine, for the one case the fast
// engine does not model: jokers in no trump, where a joker belongs to no
// suit, never wins and leaves the led suit to the next card. It has no
// transposition table and no pruning beyond alpha-beta, so it is meant for
// the small endings where such positions arise.
#include <array>

#include "core/hand.h"
#include "core/trick.h"
#include "core/trick_rules.h"

namespace tenace::solver_detail {

class GenericSearch {
 public:
  GenericSearch(const std::array<Hand, 4>& hands, const TrickRules& rules) : hands_(hands), rules_(rules) {}
  // Tricks won by `side` (0 NS, 1 EW) from the trick `trick` on.
  int tricks_for(Trick trick, int side, int alpha, int beta);
  std::uint64_t nodes() const { return nodes_; }

 private:
  std::array<Hand, 4> hands_;
  TrickRules rules_;
  std::uint64_t nodes_ = 0;
};

}  // namespace tenace::solver_detail
