#pragma once
// Stand-ins for no-trump jokers, so that the fast solver can be used.
//
// The four-hand Solver models a no-trump joker (no suit, never wins) only
// with a plain alpha-beta without a table (solver/generic_search.h): fine
// for endings, hopeless for a whole hand -- a single 13-card solve could run
// for minutes. For larger positions the robots solve a close stand-in
// instead: each joker becomes the weakest card of some suit, using a label
// left free by a card out of play (every joker in play has one: the 54-card
// pack minus two discards). The real cards of that suit keep their order,
// so the stand-in is a card that never wins unless nobody else can follow,
// that can be thrown when void like a joker, and that must follow its suit
// like a small card. The suit is chosen to change the least: one the holder
// already holds, and for the player to move not the suit led (so that its
// legal cards stay those of the real position).
#include <array>
#include <optional>

#include "solver/solver.h"

namespace tenace {

// Positions with at most this many cards in a hand are solved exactly.
inline constexpr int kExactJokerEnding = 4;

struct JokerStandIns {
  Position position;              // no joker left in it
  std::array<Card, 64> original{};  // by stand-in card id: the card it stands for
};

// Nothing when the position needs no stand-in (not no trump, no joker, or
// a small ending).
std::optional<JokerStandIns> stand_in_jokers(const Position& position);

}  // namespace tenace
