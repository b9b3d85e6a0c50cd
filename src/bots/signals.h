#pragma once
// Defensive carding: which of several cards of equal value a defender plays
// so that partner learns something (attitude on partner's lead, count when
// declarer leads a suit, suit preference where it is clear), what partner's
// cards so far say about the hidden hands, and what a played card means in
// words for a player who asks.
#include <string>

#include "bots/seat_view.h"
#include "core/card.h"
#include "core/hand.h"
#include "dealer/hand_constraints.h"

namespace tenace {

struct SignalChoice {
  Card card;
  std::string meaning;  // e.g. "attitude: encouraging"; empty when no signal applies
};

// Among `equals` (legal cards the seat rates the same), the one the
// partnership's carding agreements call for. Precondition: equals not empty.
SignalChoice choose_among_equals(const SeatView& view, Hand equals);

// Narrows `known` by what partner's lead and signals so far show, where the
// agreements make it certain enough to deal layouts on.
void read_partner_signals(const SeatView& view, dealer::DealConstraints& known);

// What card `card_index` (0-based, in play order over the whole board) means
// by the robots' carding agreements, told to `view.seat`. Never empty.
std::string explain_card(const SeatView& view, int card_index);

}  // namespace tenace
