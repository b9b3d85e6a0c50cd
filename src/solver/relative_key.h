#pragma once
// Relative ranks: the transposition table sees a position through the order
// of the cards still in play, not their face values (with the ten and nine
// gone, a jack behaves as the ten did). These helpers build the table's view
// of a position (PositionShape) and translate between the search's sets of
// cards that mattered ("winning ranks", absolute bits) and the table's
// per-suit masks over relative ranks.
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/transposition_table.h"

namespace tenace::solver_detail {

// BMI2's pext/pdep with portable fallbacks.
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
inline std::uint64_t deposit_bits(std::uint64_t value, std::uint64_t mask) {
#ifdef __BMI2__
  return __builtin_ia32_pdep_di(value, mask);
#else
  std::uint64_t result = 0;
  for (std::uint64_t in = 1; mask; mask &= mask - 1, in <<= 1)
    if (value & in) result |= mask & -mask;
  return result;
#endif
}

// `lengths`: every hand's suit lengths, laid out as PositionShape::lengths
// (the engine keeps them up to date rather than counting at every node).
inline PositionShape position_shape(const std::uint64_t hands[4], std::uint64_t lengths, int leader, int trump) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t owner_low = hands[1] | hands[3];
  const std::uint64_t owner_high = hands[2] | hands[3];
  auto owner_of = [&](int code) { return static_cast<int>((owner_low >> code & 1) | (owner_high >> code & 1) << 1); };
  PositionShape shape;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t in_play = all & suit_mask(s);
    const std::uint64_t word = extract_bits(owner_low, in_play) | extract_bits(owner_high, in_play) << 16;
    shape.planes[s >> 1] |= word << (32 * (s & 1));
    shape.count[s] = static_cast<std::uint8_t>(__builtin_popcountll(in_play));
    if (in_play) {
      const int top = 63 - __builtin_clzll(in_play);
      const int owner = owner_of(top);
      shape.top_owners |= 1u << (4 * s + owner);
      shape.tops[0] |= static_cast<std::uint32_t>(owner) << (4 * s);
      const std::uint64_t rest = in_play & ~(std::uint64_t{1} << top);
      if (rest) {
        const int second = 63 - __builtin_clzll(rest);
        const int second_owner = owner_of(second);
        shape.top_owners |= 1u << (16 + 2 * s + (second_owner & 1));
        shape.tops[1] |= static_cast<std::uint32_t>(second_owner) << (4 * s + 2);
      }
    }
  }
  shape.tops[1] |= shape.tops[0];
  shape.lengths = lengths;
  shape.leader_trump = static_cast<std::uint8_t>(leader | trump << 2);
  return shape;
}

// The table mask for a set of cards that mattered: in each suit, every card
// in play from the lowest that mattered upwards.
inline void relevant_to_mask(std::uint64_t relevant, std::uint64_t all, std::uint64_t mask[2]) {
  mask[0] = mask[1] = 0;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t r = relevant & suit_mask(s);
    if (!r) continue;
    const std::uint64_t in_play = all & suit_mask(s);
    const std::uint64_t from_lowest = in_play & ~((r & -r) - 1);
    const std::uint64_t relative = extract_bits(from_lowest, in_play);
    mask[s >> 1] |= (relative | relative << 16) << (32 * (s & 1));
  }
}

// The cards in play that a table mask covers (to pass up as "mattered").
inline std::uint64_t mask_to_relevant(const std::uint64_t mask[2], std::uint64_t all) {
  std::uint64_t relevant = 0;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t relative = (mask[s >> 1] >> (32 * (s & 1))) & 0xFFFF;
    if (relative) relevant |= deposit_bits(relative, all & suit_mask(s));
  }
  return relevant;
}

}  // namespace tenace::solver_detail
