#pragma once
// The first target of a deal's table. The MTD driver (search.h) asks "at
// least n tricks?" for n = guess, guess +- 1, ... until the value is pinned:
// every step the guess is off costs one more search. Within a strain each
// leader's value seeds the next leader's search, but the first leader of each
// strain starts blind. A bridge player's rule of thumb does better than the
// middle of the range: about half a trick per high-card point in no trump,
// and in a trump contract three eighths of a trick per point plus about one
// per trump the side holds. Fitted on the libdds tables of the 1,000 seeded
// random deals in tests/data (the estimate's mean error 0.9-1.1 tricks,
// guessing 7 is off by 2.3); on seeded random deals 81-120 the tables took
// 74.07 M -> 72.40 M nodes (the true value as the guess: 71.12 M), deals 1-60
// 79.20 M -> 78.70 M. The driver is then aimed a trick below the estimate:
// a first search whose target the side makes proved cheaper than one it
// misses (deals 1-60, 81-120 and 121-180: 269.5 M -> 267.2 M nodes, lower on
// two sets, level on the third; a trick above the estimate: +3%, two below:
// no better than none).
// Later leaders start from the previous leader's value as it stands: one
// trick lower there did worse (+3% on deals 81-120).
#include <optional>

#include "core/deal.h"
#include "core/seat.h"
#include "core/strain.h"

namespace tenace::solver_detail {

// The first target for the side in the strain, 0..13: a trick below the
// tricks it is expected to take.
inline int first_guess(const Deal& deal, Strain strain, Side side) {
  const std::optional<Suit> trump = trump_suit(strain);
  int points = 0, trumps = 0;
  for (Seat seat : kAllSeats) {
    if (side_of(seat) != side) continue;
    points += deal[seat].high_card_points();
    if (trump) trumps += deal[seat].length(*trump);
  }
  // Rounded to the nearest trick.
  const int estimate = trump ? (3 * points + 9 * trumps - 60) / 8 : (points - 5) / 2;
  const int target = estimate - 1;
  return target < 0 ? 0 : target > 13 ? 13 : target;
}

}  // namespace tenace::solver_detail
