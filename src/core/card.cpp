#include "core/card.h"

namespace tenace {

char suit_char(Suit suit) { return "CDHS"[static_cast<int>(suit)]; }

std::optional<Suit> suit_from_char(char c) {
  switch (c) {
    case 'C': case 'c': return Suit::Clubs;
    case 'D': case 'd': return Suit::Diamonds;
    case 'H': case 'h': return Suit::Hearts;
    case 'S': case 's': return Suit::Spades;
    default: return std::nullopt;
  }
}

char rank_char(Rank rank) { return "??23456789TJQKA"[static_cast<int>(rank)]; }

std::optional<Rank> rank_from_char(char c) {
  if (c >= '2' && c <= '9') return static_cast<Rank>(c - '0');
  switch (c) {
    case 'T': case 't': return Rank::Ten;
    case 'J': case 'j': return Rank::Jack;
    case 'Q': case 'q': return Rank::Queen;
    case 'K': case 'k': return Rank::King;
    case 'A': case 'a': return Rank::Ace;
    default: return std::nullopt;
  }
}

std::string Card::to_string() const {
  if (*this == little_joker()) return "LJ";
  if (*this == big_joker()) return "BJ";
  return {suit_char(suit()), rank_char(rank())};
}

std::optional<Card> Card::parse(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  if (text == "LJ" || text == "lj") return little_joker();
  if (text == "BJ" || text == "bj") return big_joker();
  auto suit = suit_from_char(text[0]);
  auto rank = rank_from_char(text[1]);
  if (!suit || !rank) return std::nullopt;
  return Card(*suit, *rank);
}

}  // namespace tenace
