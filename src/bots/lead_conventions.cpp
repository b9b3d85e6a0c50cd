#include "bots/lead_conventions.h"

#include <vector>

namespace tenace {

namespace {

constexpr int kNine = static_cast<int>(Rank::Nine);
constexpr int kTen = static_cast<int>(Rank::Ten);
constexpr int kJack = static_cast<int>(Rank::Jack);
constexpr int kAce = static_cast<int>(Rank::Ace);
constexpr int kKing = static_cast<int>(Rank::King);

// The holding's ranks, highest first.
std::vector<int> ranks_of(Hand hand, Suit suit) {
  std::vector<int> ranks;
  for (int r = kAce; r >= static_cast<int>(Rank::Two); --r)
    if (hand.contains(Card(suit, static_cast<Rank>(r)))) ranks.push_back(r);
  return ranks;
}

}  // namespace

std::vector<ConventionalLead> conventional_leads(Hand hand, Suit suit, bool trump_contract) {
  const std::vector<int> ranks = ranks_of(hand, suit);
  auto card = [&](int r) { return Card(suit, static_cast<Rank>(r)); };
  const std::size_t n = ranks.size();
  if (n == 1) return {{card(ranks[0]), "singleton"}};
  if (n == 2) {
    if (ranks[0] == kAce && ranks[1] == kKing) return {{card(kAce), "ace from ace-king"}};
    return {{card(ranks[0]), "top of a doubleton"}};
  }
  const bool honour = ranks[0] >= kJack;
  // The length lead of four or more: fourth best under an honour, else
  // (against no trump, from four or more small) an alternative to the
  // second highest.
  const ConventionalLead fourth_best{card(ranks[3 < n ? 3 : 0]), "fourth best"};
  // A sequence at the top: two touching cards, the higher a ten or better.
  if (ranks[0] >= kTen && ranks[1] == ranks[0] - 1) {
    const ConventionalLead top{card(ranks[0]), ranks[0] == kAce ? "ace from ace-king" : "top of a sequence"};
    // Against no trump only three cards in sequence (or a broken one, KQT)
    // make the top card the lead of a long suit; from two touching honours
    // the fourth best is as readable.
    const bool solid = ranks[2] >= ranks[0] - 3;
    if (!trump_contract && !solid && n >= 4 && honour) return {top, fourth_best};
    return {top};
  }
  if (trump_contract && ranks[0] == kAce) return {{card(kAce), "the ace (no underlead against a trump contract)"}};
  // An interior sequence: an honour, a gap, then two touching cards the
  // higher a nine or better (KJT, QT9, AJT, KT9, AQJ).
  if (honour && ranks[1] >= kNine && ranks[2] == ranks[1] - 1 && ranks[0] - ranks[1] <= 3) {
    const ConventionalLead interior{card(ranks[1]), "top of an interior sequence"};
    if (!trump_contract && n >= 4) return {interior, fourth_best};
    return {interior};
  }
  if (honour) {
    if (n == 3) return {{card(ranks[2]), "low from three to an honour"}};
    return {fourth_best};
  }
  if (n == 3) return {{card(ranks[0]), "top of nothing"}};
  const ConventionalLead second{card(ranks[1]), "second highest from four small"};
  if (!trump_contract && n >= 5) return {second, fourth_best};
  return {second};
}

ConventionalLead conventional_lead(Hand hand, Suit suit, bool trump_contract) {
  return conventional_leads(hand, suit, trump_contract).front();
}

std::optional<Card> card_denied_by_lead(Card card) {
  const int r = static_cast<int>(card.rank());
  if (r < kTen || r == kAce) return std::nullopt;
  return Card(card.suit(), static_cast<Rank>(r + 1));
}

}  // namespace tenace
