#pragma once
// An independent double-dummy oracle for small endings: plain minimax over
// the core trick engine (TrickPlay), no pruning, no tables. Exponential, so
// only for a few cards per hand; it shares nothing with the solver but the
// core rules, which is the point.
#include <algorithm>

#include "core/trick_play.h"

namespace tenace::testing_data {

// Tricks `side` wins from the current state of `play` to the end.
inline int brute_force_tricks(TrickPlay& play, Side side) {
  if (play.is_over()) return 0;
  const bool maximizing = side_of(play.to_play()) == side;
  int best = maximizing ? -1 : 1000;
  const int before = play.tricks_won(side);
  for (Card c : play.legal_cards()) {
    play.play(c);
    const int value = play.tricks_won(side) - before + brute_force_tricks(play, side);
    play.undo();
    best = maximizing ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

}  // namespace tenace::testing_data
