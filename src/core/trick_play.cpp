#include "core/trick_play.h"

namespace tenace {

TrickPlay::TrickPlay(const Deal& deal, TrickRules rules, Seat first_leader) : initial_(deal), rules_(rules) {
  for (Seat s : kAllSeats) hands_[index(s)] = deal[s];
  current_.leader = first_leader;
}

int TrickPlay::tricks_won(Side side) const { return side == Side::NorthSouth ? won_[0] + won_[2] : won_[1] + won_[3]; }

Hand TrickPlay::legal_cards() const {
  if (is_over()) return Hand();
  return tenace::legal_cards(hands_[index(to_play())], current_, rules_);
}

Status TrickPlay::check(Card card, bool must_follow) const {
  if (is_over()) return Error{"the play is over"};
  const Seat seat = to_play();
  if (!hands_[index(seat)].contains(card))
    return Error{std::string(seat_name(seat)) + " does not hold " + card.to_string()};
  if (must_follow && !legal_cards().contains(card)) {
    const auto led = current_.led_suit(rules_);
    return Error{std::string(seat_name(seat)) + " must follow suit (" + suit_char(*led) + ") and may not play " +
                 card.to_string()};
  }
  return {};
}

Status TrickPlay::play(Card card, bool must_follow) {
  Status status = check(card, must_follow);
  if (!status) return status;
  const Seat seat = to_play();
  const bool followed = legal_cards().contains(card);
  hands_[index(seat)].remove(card);
  current_.cards[current_.count++] = card;
  history_.push_back({seat, card, followed});
  if (current_.is_complete()) finish_trick();
  return {};
}

void TrickPlay::finish_trick() {
  const Seat winner = current_.winner(rules_);
  ++won_[index(winner)];
  tricks_.push_back(current_);
  current_ = Trick{};
  current_.leader = winner;
}

bool TrickPlay::undo() {
  if (history_.empty()) return false;
  if (current_.is_empty()) {
    // Reopen the last completed trick.
    current_ = tricks_.back();
    tricks_.pop_back();
    --won_[index(current_.winner(rules_))];
  }
  const PlayedCard last = history_.back();
  history_.pop_back();
  --current_.count;
  current_.cards[current_.count] = Card{};  // the slot is empty again
  hands_[index(last.seat)].add(last.card);
  return true;
}

}  // namespace tenace
