#pragma once
// Later tricks: a lower bound on the tricks the side NOT on lead will take,
// from cards that must win sooner or later.
//  - No trump: if in every suit the leader holds, the opponents hold the top
//    card, whatever the leader leads the opponents can win this very trick.
//  - Trumps: the highest trump always wins the trick it falls on, so the side
//    holding it takes at least one trick; a single opponent holding the two
//    highest trumps takes two (one hand plays one card per trick).
// Cheap and sound; the cards the bound relies on are reported for the
// winning-rank backup.
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

inline int later_tricks(const std::uint64_t hands[4], int leader, int trump, std::uint64_t& relevant) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t ours = hands[leader] | hands[leader ^ 2];
  relevant = 0;
  if (trump == kNoTrump) {
    std::uint64_t tops = 0;
    for (int s = 0; s < 4; ++s) {
      if (!(hands[leader] & suit_mask(s))) continue;
      const std::uint64_t suit = all & suit_mask(s);
      const std::uint64_t top = std::uint64_t{1} << (63 - __builtin_clzll(suit));
      if (top & ours) return 0;
      tops |= top;
    }
    relevant = tops;
    return 1;
  }
  const std::uint64_t trumps = all & suit_mask(trump);
  if (!trumps) return 0;
  const std::uint64_t top = std::uint64_t{1} << (63 - __builtin_clzll(trumps));
  if (top & ours) return 0;
  relevant = top;
  const std::uint64_t rest = trumps & ~top;
  if (rest) {
    const std::uint64_t second = std::uint64_t{1} << (63 - __builtin_clzll(rest));
    for (int seat : {(leader + 1) & 3, (leader + 3) & 3})
      if ((hands[seat] & top) && (hands[seat] & second)) {
        relevant |= second;
        return 2;
      }
  }
  return 1;
}

}  // namespace tenace::solver_detail
