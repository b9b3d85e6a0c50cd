#pragma once
// The one trick-taking engine's rules object. Contract bridge and every whist
// variant differ only in these parameters, never in copies of the logic:
//  - trump: a suit, or none (no trump);
//  - order: high cards win, or low cards win with the ace either highest
//    (downtown, A-2-3...K, RULES.md §2 decision) or lowest (A plays as 1);
//  - jokers: in a trump hand both jokers are trumps above every other trump,
//    big above little; in no trump they belong to no suit and never win.
#include <cstdint>
#include <optional>

#include "core/card.h"

namespace tenace {

enum class RankOrder : std::uint8_t {
  HighWins,        // A K Q ... 2
  LowWinsAceHigh,  // A 2 3 ... K  (downtown default)
  LowWinsAceLow,   // 2 3 ... K A  reversed: A is the weakest card
};

struct TrickRules {
  std::optional<Suit> trump;
  RankOrder order = RankOrder::HighWins;

  // The suit a card counts as for following and trumping; jokers count as
  // the trump suit, and have no suit in no trump.
  std::optional<Suit> effective_suit(Card card) const;
  // Strength within the card's effective suit: larger wins. Jokers in no
  // trump have strength 0, below every ordinary card.
  int strength(Card card) const;

  friend bool operator==(const TrickRules&, const TrickRules&) = default;
};

}  // namespace tenace
