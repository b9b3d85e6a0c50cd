#include "core/trick_rules.h"

namespace tenace {

std::optional<Suit> TrickRules::effective_suit(Card card) const {
  if (card.is_joker()) return trump;
  return card.suit();
}

int TrickRules::strength(Card card) const {
  if (card.is_joker()) {
    if (!trump) return 0;
    return card == Card::big_joker() ? 101 : 100;
  }
  const int r = static_cast<int>(card.rank());  // 2..14
  switch (order) {
    case RankOrder::HighWins:
      return r;
    case RankOrder::LowWinsAceHigh:
      return r == 14 ? 15 : 16 - r;  // A=15, 2=14 ... K=3
    case RankOrder::LowWinsAceLow:
      return 16 - r;  // 2=14 ... K=3, A=2
  }
  return r;
}

}  // namespace tenace
