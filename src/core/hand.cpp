#include "core/hand.h"

namespace tenace {

int Hand::high_card_points() const {
  int points = 0;
  for (Suit s : kAllSuits) {
    std::uint16_t r = ranks(s);
    for (int rank = 11; rank <= 14; ++rank)
      if (r & (1u << rank)) points += rank - 10;
  }
  return points;
}

std::string Hand::to_pbn() const {
  std::string text;
  for (Suit s : kSuitsHighFirst) {
    if (s != Suit::Spades) text += '.';
    std::uint16_t r = ranks(s);
    for (int rank = 14; rank >= 2; --rank)
      if (r & (1u << rank)) text += rank_char(static_cast<Rank>(rank));
  }
  return text;
}

}  // namespace tenace
