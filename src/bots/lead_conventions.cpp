#include "bots/lead_conventions.h"

#include <vector>

namespace tenace {

namespace {

constexpr int kTen = static_cast<int>(Rank::Ten);
constexpr int kJack = static_cast<int>(Rank::Jack);
constexpr int kAce = static_cast<int>(Rank::Ace);
constexpr int kKing = static_cast<int>(Rank::King);

}  // namespace

ConventionalLead conventional_lead(Hand hand, Suit suit, bool trump_contract) {
  std::vector<int> ranks;  // highest first
  for (int r = kAce; r >= static_cast<int>(Rank::Two); --r)
    if (hand.contains(Card(suit, static_cast<Rank>(r)))) ranks.push_back(r);
  auto card = [&](int r) { return Card(suit, static_cast<Rank>(r)); };
  const std::size_t n = ranks.size();
  if (n == 1) return {card(ranks[0]), "singleton"};
  if (n == 2) {
    if (ranks[0] == kAce && ranks[1] == kKing) return {card(kAce), "ace from ace-king"};
    return {card(ranks[0]), "top of a doubleton"};
  }
  // A sequence at the top: two touching cards, the higher a ten or better.
  if (ranks[0] >= kTen && ranks[1] == ranks[0] - 1)
    return {card(ranks[0]), ranks[0] == kAce ? "ace from ace-king" : "top of a sequence"};
  if (trump_contract && ranks[0] == kAce) return {card(kAce), "the ace (no underlead against a trump contract)"};
  // An interior sequence: an honour, a gap, then two touching cards the
  // higher a nine or better (KJT, QT9, AJT, KT9, AQJ).
  if (ranks[0] >= kJack && ranks[1] >= static_cast<int>(Rank::Nine) && ranks[2] == ranks[1] - 1 &&
      ranks[0] - ranks[1] <= 3)
    return {card(ranks[1]), "top of an interior sequence"};
  if (ranks[0] >= kJack) {
    if (n == 3) return {card(ranks[2]), "low from three to an honour"};
    return {card(ranks[3]), "fourth best"};
  }
  if (n == 3) return {card(ranks[0]), "top of nothing"};
  return {card(ranks[1]), "second highest from four small"};
}

std::optional<Card> card_denied_by_lead(Card card) {
  const int r = static_cast<int>(card.rank());
  if (r < kTen || r == kAce) return std::nullopt;
  return Card(card.suit(), static_cast<Rank>(r + 1));
}

}  // namespace tenace
