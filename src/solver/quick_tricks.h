#pragma once
// Quick tricks: a lower bound on the tricks the side on lead takes at once by
// cashing the leader's own top cards. In each suit the leader counts the
// highest cards in play that it holds without a gap. Outside trumps, an
// opponent who still holds a trump could ruff once void, so the count is
// capped by the length of every such opponent in the suit: that opponent then
// follows to every round and discards nothing, so the suits can be cashed one
// after the other without one cash spoiling another (an opponent who runs out
// of trumps while trumps are cashed can no longer ruff). Cheap and always
// sound; the search cuts off at once when the bound reaches the target.
#include <algorithm>
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

inline int top_run_length(std::uint32_t mine, std::uint32_t all) {
  // Count the highest bits of `all` that are also in `mine`.
  int count = 0;
  while (all) {
    const std::uint32_t top = std::uint32_t{1} << (31 - __builtin_clz(all));
    if (!(mine & top)) break;
    ++count;
    all ^= top;
  }
  return count;
}

inline int quick_tricks(const std::uint64_t hands[4], int leader, int trump) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t mine = hands[leader];
  const std::uint64_t lho = hands[(leader + 1) & 3];
  const std::uint64_t rho = hands[(leader + 3) & 3];
  const bool lho_trumps = trump != kNoTrump && (lho & suit_mask(trump));
  const bool rho_trumps = trump != kNoTrump && (rho & suit_mask(trump));
  int total = 0;
  for (int s = 0; s < 4; ++s) {
    const auto my_suit = static_cast<std::uint32_t>((mine >> (16 * s)) & kSuitBits);
    if (!my_suit) continue;
    int k = top_run_length(my_suit, static_cast<std::uint32_t>((all >> (16 * s)) & kSuitBits));
    if (k && s != trump) {
      if (lho_trumps) k = std::min(k, __builtin_popcountll(lho & suit_mask(s)));
      if (rho_trumps) k = std::min(k, __builtin_popcountll(rho & suit_mask(s)));
    }
    total += k;
  }
  return std::min(total, __builtin_popcountll(mine));
}

}  // namespace tenace::solver_detail
