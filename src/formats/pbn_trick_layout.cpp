#include "formats/pbn_trick_layout.h"

#include <algorithm>

namespace tenace::formats {

namespace {

// Every known card in its player's hand, each following the suit led when
// it can, with the trick's columns shifted clockwise `shift` seats (as
// shift_trick would, without copying the trick). Unknown cards ('-') fit
// anywhere.
bool playable(const RecordedTrick& trick, Seat leader, const std::array<Hand, 4>& hands, int shift = 0) {
  auto card_of = [&](Seat seat) { return trick.by_seat[index(next(seat, 4 - shift))].card; };
  const std::optional<Card> lead = card_of(leader);
  for (int i = 0; i < 4; ++i) {
    const Seat seat = next(leader, i);
    const std::optional<Card> card = card_of(seat);
    if (!card) continue;
    const Hand& hand = hands[index(seat)];
    if (!hand.contains(*card)) return false;
    if (i > 0 && lead && card->suit() != lead->suit() && hand.length(lead->suit()) > 0) return false;
  }
  return true;
}

bool plain(const RecordedTrick& trick) {
  for (const RecordedCard& c : trick.by_seat)
    if (c.revoke || c.lead_out_of_turn || c.next_to_play) return false;
  return trick.played() > 0;
}

}  // namespace

void shift_trick(RecordedPlay& play, std::size_t trick, int shift) {
  RecordedTrick& shifted = play.tricks[trick];
  const auto cards = shifted.by_seat;
  for (Seat s : kAllSeats) shifted.by_seat[index(next(s, shift))] = cards[index(s)];
  // The trick's remarks are adjacent (ordered by trick, then seat): new
  // seats, then the seat order again.
  auto first = std::find_if(play.card_remarks.begin(), play.card_remarks.end(),
                            [&](const CardRemarks& r) { return r.trick == trick; });
  auto last = std::find_if(first, play.card_remarks.end(), [&](const CardRemarks& r) { return r.trick != trick; });
  for (auto it = first; it != last; ++it) it->seat = next(it->seat, shift);
  std::sort(first, last, [](const CardRemarks& a, const CardRemarks& b) { return index(a.seat) < index(b.seat); });
}

std::optional<int> misplaced_trick_shift(const RecordedTrick& trick, Seat leader, const std::array<Hand, 4>& hands) {
  if (!plain(trick) || playable(trick, leader, hands)) return std::nullopt;
  int fitting = 0, fitting_shift = 0;
  for (int shift = 1; shift < 4; ++shift)
    if (playable(trick, leader, hands, shift)) {
      ++fitting;
      fitting_shift = shift;
    }
  if (fitting != 1) return std::nullopt;
  return fitting_shift;
}

}  // namespace tenace::formats
