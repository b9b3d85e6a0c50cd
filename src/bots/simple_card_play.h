#pragma once
// SimpleCardPlayer: the card play a club player learns first, from the cards
// one seat can see (RULES.md §1.7, the defensive basics and the simplest
// declarer technique):
//  - opening lead: top of a sequence, partner's suit, a short-suit lead
//    against a trump contract, otherwise fourth best from the longest suit
//    (never away from an unsupported ace against a suit contract);
//  - second hand low, third hand high (the lowest of equal cards), win as
//    cheaply as possible in fourth seat, never overtake partner's sure
//    winner, ruff when void and the opponents are winning, discard low;
//  - as declarer (seeing dummy): draw trumps while the opponents have some,
//    ruff losers in the short trump hand, cash sure winners, otherwise lead
//    low from the longest combined suit.
// It reasons only from a SeatView, so it plays whatever seat it is given.
#include "bots/seat_view.h"
#include "core/card.h"

namespace tenace {

class SimpleCardPlayer {
 public:
  // One of view.legal_cards(); precondition: that set is not empty.
  Card choose(const SeatView& view) const;
};

}  // namespace tenace
