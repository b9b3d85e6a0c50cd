#pragma once
// One trick: the leader and up to four cards in playing order. Who wins is
// decided here and nowhere else, from the variant's TrickRules.
#include <array>
#include <optional>

#include "core/card.h"
#include "core/hand.h"
#include "core/seat.h"
#include "core/trick_rules.h"

namespace tenace {

struct Trick {
  Seat leader = Seat::North;
  std::array<Card, 4> cards{};
  int count = 0;

  Seat seat_of(int i) const { return next(leader, i); }
  Seat to_play() const { return next(leader, count); }
  bool is_complete() const { return count == 4; }
  bool is_empty() const { return count == 0; }
  // The card `seat` played to this trick, if any.
  std::optional<Card> card_of(Seat seat) const;

  // The suit to follow: the effective suit of the first card that has one
  // (a no-trump joker led sets no suit; the next suited card does).
  std::optional<Suit> led_suit(const TrickRules& rules) const;
  // The seat whose card is winning so far (the leader while empty).
  Seat winner(const TrickRules& rules) const;

  // Equal leader and the same cards played so far; slots past `count` are
  // not part of the trick and are ignored.
  friend bool operator==(const Trick& a, const Trick& b);
};

// The cards of `hand` that may be played to `trick`: those of the suit to
// follow when the hand has any, otherwise all.
Hand legal_cards(Hand hand, const Trick& trick, const TrickRules& rules);

}  // namespace tenace
