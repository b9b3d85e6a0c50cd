#pragma once
// What is known about each hand of a deal: ranges of high-card points and of
// suit lengths, and cards a hand is known to hold or known not to hold. The
// auction reader (bots) and the play (cards seen, voids shown) write these;
// the sampler (dealer) deals the hidden hands so that every one is met. Plain
// data, so that the two layers agree on one shape.
#include <array>

#include "core/card.h"
#include "core/hand.h"
#include "core/seat.h"

namespace tenace::dealer {

struct IntRange {
  int min = 0;
  int max = 0;
  constexpr bool contains(int v) const { return min <= v && v <= max; }
  constexpr bool empty() const { return min > max; }
  constexpr void narrow_to(IntRange o) {
    if (o.min > min) min = o.min;
    if (o.max < max) max = o.max;
  }
  friend constexpr bool operator==(IntRange, IntRange) = default;
};

struct HandConstraints {
  IntRange hcp{0, 37};
  std::array<IntRange, 4> length{{{0, 13}, {0, 13}, {0, 13}, {0, 13}}};  // indexed by Suit
  Hand must_hold;    // cards known to be in this hand (its own cards, dummy, cards seen)
  Hand cannot_hold;  // cards known elsewhere, or excluded by a void shown

  constexpr IntRange& length_of(Suit s) { return length[static_cast<int>(s)]; }
  constexpr IntRange length_of(Suit s) const { return length[static_cast<int>(s)]; }

  // True when a complete 13-card hand meets every constraint.
  bool allows(Hand h) const {
    if ((h & must_hold) != must_hold || !(h & cannot_hold).empty()) return false;
    if (!hcp.contains(h.high_card_points())) return false;
    for (int s = 0; s < 4; ++s)
      if (!length[s].contains(h.length(static_cast<Suit>(s)))) return false;
    return true;
  }

  // Both sets of constraints at once (what two sources say together).
  constexpr void narrow_to(const HandConstraints& o) {
    hcp.narrow_to(o.hcp);
    for (int s = 0; s < 4; ++s) length[s].narrow_to(o.length[s]);
    must_hold |= o.must_hold;
    cannot_hold |= o.cannot_hold;
  }

  friend bool operator==(const HandConstraints&, const HandConstraints&) = default;
};

// One entry a seat, indexed by Seat.
using DealConstraints = std::array<HandConstraints, 4>;

}  // namespace tenace::dealer
