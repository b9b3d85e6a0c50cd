#include "server/pbn_deal.h"

namespace tenace::server {

std::string pbn_hand(Hand hand) {
  std::string text;
  bool first_suit = true;
  for (Suit s : kSuitsHighFirst) {
    if (!first_suit) text += '.';
    first_suit = false;
    for (int rank = 14; rank >= 2; --rank) {
      const Card card(s, static_cast<Rank>(rank));
      if (hand.contains(card)) text += rank_char(static_cast<Rank>(rank));
    }
  }
  return text;
}

std::string pbn_deal(const Deal& deal, Seat first) {
  std::string text(1, seat_char(first));
  text += ':';
  for (int i = 0; i < 4; ++i) {
    if (i) text += ' ';
    text += pbn_hand(deal[next(first, i)]);
  }
  return text;
}

}  // namespace tenace::server
