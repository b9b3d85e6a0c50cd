#include "core/deal.h"

#include <string>

namespace tenace {

namespace {

std::string at_column(std::size_t column, const std::string& message) {
  return "column " + std::to_string(column) + ": " + message;
}

}  // namespace

Seat Deal::holder_of(Card c) const {
  for (Seat s : kAllSeats)
    if (hands_[index(s)].contains(c)) return s;
  return Seat::North;
}

bool Deal::is_complete_bridge_deal() const {
  Hand seen;
  for (const Hand& h : hands_) {
    if (h.size() != 13 || !(seen & h).empty() || !h.joker_cards().empty()) return false;
    seen |= h;
  }
  return seen == Hand::full_deck();
}

std::string Deal::to_pbn(Seat first) const {
  std::string text{seat_char(first), ':'};
  for (int i = 0; i < 4; ++i) {
    if (i) text += ' ';
    const Hand& h = hands_[index(next(first, i))];
    text += h.empty() ? "-" : h.to_pbn();
  }
  return text;
}

namespace {

// Parses one hand that starts at 0-based `offset` of the whole deal string, so
// that errors name the column in the text the user wrote.
Result<Hand> parse_hand_at(std::string_view text, std::size_t offset) {
  Hand hand;
  if (text == "-") return hand;
  int suit_index = 0;  // position in S.H.D.C
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '.') {
      if (++suit_index > 3) return Error{at_column(offset + i + 1, "more than four suits in a hand")};
      continue;
    }
    auto rank = rank_from_char(c);
    if (!rank) return Error{at_column(offset + i + 1, std::string("'") + c + "' is not a rank")};
    Card card(kSuitsHighFirst[suit_index], *rank);
    if (hand.contains(card))
      return Error{at_column(offset + i + 1, "card " + card.to_string() + " appears twice")};
    hand.add(card);
  }
  if (suit_index != 3) return Error{at_column(offset + text.size(), "a hand needs four suits separated by '.'")};
  return hand;
}

}  // namespace

Result<Hand> parse_pbn_hand(std::string_view text) { return parse_hand_at(text, 0); }

Result<Deal> Deal::from_pbn(std::string_view text) {
  if (text.size() < 2 || text[1] != ':')
    return Error{at_column(1, "a deal starts with the first seat and ':' (e.g. \"N:\")")};
  auto first = seat_from_char(text[0]);
  if (!first) return Error{at_column(1, std::string("'") + text[0] + "' is not a seat (N, E, S, W)")};
  Deal deal;
  std::size_t pos = 2;
  int hand_count = 0;
  while (pos <= text.size()) {
    while (pos < text.size() && text[pos] == ' ') ++pos;
    if (pos >= text.size()) break;
    std::size_t end = text.find(' ', pos);
    if (end == std::string_view::npos) end = text.size();
    if (hand_count == 4) return Error{at_column(pos + 1, "more than four hands")};
    auto hand = parse_hand_at(text.substr(pos, end - pos), pos);
    if (!hand) return hand.error();
    Seat seat = next(*first, hand_count);
    Hand overlap = deal.all_cards() & *hand;
    if (!overlap.empty())
      return Error{at_column(pos + 1, "card " + (*overlap.begin()).to_string() + " is in two hands")};
    deal[seat] = *hand;
    ++hand_count;
    pos = end;
  }
  if (hand_count != 4) return Error{at_column(text.size(), "a deal needs four hands, found " + std::to_string(hand_count))};
  return deal;
}

}  // namespace tenace
