#pragma once
// The transposition-table key of a position at a trick boundary, in relative
// ranks. Only the order of the cards still in play matters, not their face
// values: with the ten and the nine gone, a jack behaves as the ten did. For
// each suit the key lists, from the lowest card in play upwards, the owner
// of each card (two bit planes) above a sentinel bit that marks the count.
// Two positions with equal keys (and equal leader and trump) are the same
// game, so the table stores exact values that any later search may reuse.
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/transposition_table.h"

namespace tenace::solver_detail {

// Packs the bits of `value` selected by `mask` into the low bits (BMI2's pext).
inline std::uint64_t extract_bits(std::uint64_t value, std::uint64_t mask) {
#ifdef __BMI2__
  return __builtin_ia32_pext_di(value, mask);
#else
  std::uint64_t result = 0;
  for (std::uint64_t out = 1; mask; mask &= mask - 1, out <<= 1)
    if (value & mask & -mask) result |= out;
  return result;
#endif
}

inline PositionKey relative_key(const std::uint64_t hands[4], int leader, int trump) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t owner_low = hands[1] | hands[3];
  const std::uint64_t owner_high = hands[2] | hands[3];
  std::uint64_t words[4];
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t in_play = all & suit_mask(s);
    const auto count = static_cast<unsigned>(__builtin_popcountll(in_play));
    words[s] = (std::uint64_t{1} << count) | extract_bits(owner_low, in_play) | extract_bits(owner_high, in_play) << 16;
  }
  PositionKey key;
  key.low = words[0] | words[1] << 31 | static_cast<std::uint64_t>(leader) << 62;
  key.high = words[2] | words[3] << 31;
  key.trump = static_cast<std::uint8_t>(trump);
  return key;
}

}  // namespace tenace::solver_detail
