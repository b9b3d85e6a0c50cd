#include "core/card.h"

#include <array>
#include <cstdint>
#include <utility>

namespace tenace {

char suit_char(Suit suit) { return "CDHS"[static_cast<int>(suit)]; }

// Cards are read by the hundred thousand from files: a table lookup, not a
// branch per letter (which a file's random cards mispredict).
namespace {

constexpr std::uint8_t kNotACard = 0xFF;

constexpr std::array<std::uint8_t, 256> kSuitOfChar = [] {
  std::array<std::uint8_t, 256> t{};
  t.fill(kNotACard);
  for (Suit s : kAllSuits) {
    const char c = "CDHS"[static_cast<int>(s)];
    t[static_cast<unsigned char>(c)] = t[static_cast<unsigned char>(c - 'A' + 'a')] = static_cast<std::uint8_t>(s);
  }
  return t;
}();

constexpr std::array<std::uint8_t, 256> kRankOfChar = [] {
  std::array<std::uint8_t, 256> t{};
  t.fill(kNotACard);
  for (char c = '2'; c <= '9'; ++c) t[static_cast<unsigned char>(c)] = static_cast<std::uint8_t>(c - '0');
  constexpr std::pair<char, Rank> kHonours[] = {{'T', Rank::Ten}, {'J', Rank::Jack}, {'Q', Rank::Queen}, {'K', Rank::King}, {'A', Rank::Ace}};
  for (const auto& [c, rank] : kHonours)
    t[static_cast<unsigned char>(c)] = t[static_cast<unsigned char>(c - 'A' + 'a')] = static_cast<std::uint8_t>(rank);
  return t;
}();

}  // namespace

std::optional<Suit> suit_from_char(char c) {
  const std::uint8_t s = kSuitOfChar[static_cast<unsigned char>(c)];
  if (s == kNotACard) return std::nullopt;
  return static_cast<Suit>(s);
}

char rank_char(Rank rank) { return "??23456789TJQKA"[static_cast<int>(rank)]; }

std::optional<Rank> rank_from_char(char c) {
  const std::uint8_t r = kRankOfChar[static_cast<unsigned char>(c)];
  if (r == kNotACard) return std::nullopt;
  return static_cast<Rank>(r);
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
