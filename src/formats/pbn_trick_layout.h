#pragma once
// A Play section puts each card in its player's column (standard §3.6), so
// a trick's line says who played what whoever led. Some exporters instead
// write a trick's cards in playing order starting from the column of the
// player *they believe* led, and get that player wrong: rpbridge.net's files
// do so after a trick in which trumps were played, as if the last trump
// played had won it (docs/formats.md). The cards of such a trick are then
// in the wrong hands, all four of them. When exactly one shift of the line
// puts every card in its player's hand and follows suit, the reader reads
// the trick shifted and says so in a warning; anything else is left to the
// replay's errors.
#include <array>
#include <optional>

#include "core/hand.h"
#include "formats/game_record.h"

namespace tenace::formats {

// Moves every card of the play's trick `trick` (and what is attached to it)
// `shift` seats clockwise: the card in North's column becomes East's for
// shift 1.
void shift_trick(RecordedPlay& play, std::size_t trick, int shift);

// The shift (1-3) that makes a trick playable from `leader` with the
// remaining `hands` (all known), when the trick as laid out is not and no
// other shift is; empty otherwise, and for tricks with an irregularity (^R,
// ^L, '+'), which the replay reports as they are. Unknown cards ('-') do not
// count against a layout.
std::optional<int> misplaced_trick_shift(const RecordedTrick& trick, Seat leader, const std::array<Hand, 4>& hands);

}  // namespace tenace::formats
