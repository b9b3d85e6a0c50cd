#pragma once
// Equivalent-card pruning. Two cards of one hand are equivalent when no card
// still in play (in a hand or on the table in the current trick) lies between
// them: whichever is played, every later trick goes the same way. So the
// search tries one card of each such run, the lowest, and all_cards() copies
// its value to the others.
//
// The runs are found for all four suits at once with word arithmetic: let g
// be the strength positions not in play (cards gone in earlier tricks, plus
// positions no card occupies). In y = hand | g, each maximal run of set bits
// holds one equivalence class of the hand, padded with gone cards. Adding the
// run's lowest bit to g carries through the gone cards at its bottom and
// lands on the hand's lowest card of the run (or just above the run when it
// has none, a bit that the final mask clears). Bit 15 of each suit is never
// set, so carries never cross into the next suit.
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

inline constexpr std::uint64_t kAllSuitBits = 0x7FFF7FFF7FFF7FFFull;

// The lowest card of each equivalence run of `hand`; `in_play` holds every
// card in some hand or on the table.
inline std::uint64_t run_representatives(std::uint64_t hand, std::uint64_t in_play) {
  const std::uint64_t gone = ~in_play & kAllSuitBits;
  const std::uint64_t padded = hand | gone;
  const std::uint64_t run_bottoms = padded & ~(padded << 1);
  return (gone + run_bottoms) & hand;
}

// The cards of `hand` equivalent to the card `bit` (itself included).
inline std::uint64_t equivalent_run(std::uint64_t hand, std::uint64_t in_play, std::uint64_t bit) {
  const std::uint64_t gone = ~in_play & kAllSuitBits;
  const std::uint64_t padded = hand | gone;
  // Walk up and down from the card while the neighbours are padding.
  std::uint64_t run = bit;
  for (std::uint64_t b = bit << 1; b & padded; b <<= 1) run |= b;
  for (std::uint64_t b = bit >> 1; b & padded; b >>= 1) run |= b;
  return run & hand;
}

// What a refutation that tried one card per run must add to the cards that
// mattered. A table entry claims its bound for every position that differs
// only below the lowest card that mattered in each suit (the threshold). A
// run lying wholly above or wholly below the threshold stays one choice in
// every such position; a run that straddles it does not: with Q-J where only
// the queen mattered, a matching position may hold Q-5, where "play the queen,
// keep the small card" is a new choice the refutation never tried (an
// unblock). So when every move of a node failed, the lowest card of each
// straddling run of the tried cards is added, which lowers the threshold to
// the bottom of the run; runs of one hand are disjoint, so no other run of
// the hand straddles the new threshold.
inline std::uint64_t straddling_run_bottoms(std::uint64_t hand, std::uint64_t in_play, std::uint64_t tried,
                                            std::uint64_t relevant) {
  std::uint64_t added = 0;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t mattered = relevant & suit_mask(s);
    if (!mattered) continue;  // every card of the suit is below the threshold
    const std::uint64_t threshold = mattered & -mattered;
    for (std::uint64_t bottoms = tried & suit_mask(s) & (threshold - 1); bottoms; bottoms &= bottoms - 1) {
      const std::uint64_t bottom = bottoms & -bottoms;
      if (equivalent_run(hand, in_play, bottom) & ~(threshold - 1)) added |= bottom;
    }
  }
  return added;
}

}  // namespace tenace::solver_detail
