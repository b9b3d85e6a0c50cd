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

// The agreements, shared by the signaller and by partner's reading
// (signal_reading.h).
// Attitude: a suit is worth continuing when the hand holds its ace, king or
// queen.
bool encourages(Hand held, Suit suit);
// Suit preference, when a defender leads a suit partner is known to ruff in
// a trump contract: a high card asks for the higher of the two other side
// suits, a low one for the lower; the leader asks for the suit of its ace.
enum class SuitPreference { Higher, Lower, None };
SuitPreference suit_preference(Hand held, Suit ruffed, Suit trump);
// Whether `suit` was led in the first `tricks` completed tricks of the view
// (signals are given and read on a suit's first round only).
bool suit_led_before(const SeatView& view, Suit suit, std::size_t tricks);
// Whether `seat`, leading `led` at trick `trick` (0-based), gives partner a
// ruff: a side suit of a trump contract partner has shown out of before.
bool gives_a_ruff(const SeatView& view, Seat seat, Suit led, std::size_t trick);

// Among `equals` (legal cards the seat rates the same), the one the
// partnership's carding agreements call for. Precondition: equals not empty.
SignalChoice choose_among_equals(const SeatView& view, Hand equals);

// Narrows `known` by what partner's opening lead shows for certain (a led
// honour denies the one above). The signals after it are read as weights
// on the layouts (signal_reading.h).
void read_partner_signals(const SeatView& view, dealer::DealConstraints& known);

// What card `card_index` (0-based, in play order over the whole board) means
// by the robots' carding agreements, told to `view.seat`. Never empty.
std::string explain_card(const SeatView& view, int card_index);

}  // namespace tenace
