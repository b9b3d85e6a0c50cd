#include "bots/seat_view.h"

#include <algorithm>

namespace tenace {

bool SeatView::controls_position(Seat position) const {
  return std::find(controls.begin(), controls.end(), position) != controls.end();
}

bool SeatView::is_my_turn() const { return to_act.has_value() && controls_position(*to_act); }

std::optional<Seat> SeatView::declarer() const {
  if (!contract) return std::nullopt;
  return contract->declarer;
}

std::optional<Seat> SeatView::dummy() const {
  if (!contract) return std::nullopt;
  return partner(contract->declarer);
}

bool SeatView::is_defender() const { return contract.has_value() && side_of(contract->declarer) != side_of(seat); }

TrickRules SeatView::trick_rules() const {
  TrickRules rules;
  if (contract) rules.trump = trump_suit(contract->strain);
  return rules;
}

Auction SeatView::rebuilt_auction() const {
  Auction rebuilt(dealer);
  // The calls came from the server, which accepted them as legal; a refused
  // one here would mean a corrupt view, and stopping keeps the prefix sound.
  for (const SeenCall& seen : auction) {
    if (!rebuilt.make(seen.call)) break;
  }
  return rebuilt;
}

std::vector<Call> SeatView::legal_calls() const { return rebuilt_auction().legal_calls(); }

std::optional<Hand> SeatView::visible_hand(Seat position) const {
  if (position == seat) return own_hand;
  if (dummy_hand && dummy() == position) return dummy_hand;
  return std::nullopt;
}

Hand SeatView::legal_cards() const {
  if (phase != BoardPhase::Play || !to_act) return Hand();
  std::optional<Hand> hand = visible_hand(*to_act);
  if (!hand) return Hand();
  return tenace::legal_cards(*hand, current_trick, trick_rules());
}

Hand SeatView::played_cards() const {
  Hand played;
  for (const Trick& trick : completed_tricks) {
    for (int i = 0; i < trick.count; ++i) played.add(trick.cards[static_cast<std::size_t>(i)]);
  }
  for (int i = 0; i < current_trick.count; ++i) played.add(current_trick.cards[static_cast<std::size_t>(i)]);
  return played;
}

}  // namespace tenace
