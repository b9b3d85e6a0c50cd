#pragma once
// Suits, ranks and cards. A card is one byte: suit * 16 + rank for the 52
// ordinary cards (rank 2..14, so the rank is its own bit index inside a suit's
// 16-bit field of a Hand), and the two jokers of the whist variants sit in the
// unused low bits 0 and 1. This layout makes "the cards of a suit" a shift and
// a mask, and keeps every card in a 64-bit set.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tenace {

enum class Suit : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };
inline constexpr Suit kAllSuits[] = {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};
// PBN and most bridge text list hands spades first.
inline constexpr Suit kSuitsHighFirst[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

enum class Rank : std::uint8_t {
  Two = 2, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace
};

char suit_char(Suit suit);                      // 'C' 'D' 'H' 'S'
std::optional<Suit> suit_from_char(char c);     // accepts upper and lower case
char rank_char(Rank rank);                      // '2'..'9' 'T' 'J' 'Q' 'K' 'A'
std::optional<Rank> rank_from_char(char c);     // also accepts lower case

class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Suit suit, Rank rank)
      : id_(static_cast<std::uint8_t>(static_cast<int>(suit) * 16 + static_cast<int>(rank))) {}
  static constexpr Card little_joker() { return from_id(0); }
  static constexpr Card big_joker() { return from_id(1); }
  static constexpr Card from_id(std::uint8_t id) {
    Card c;
    c.id_ = id;
    return c;
  }

  constexpr std::uint8_t id() const { return id_; }
  constexpr bool is_joker() const { return id_ < 2; }
  // Only meaningful for ordinary cards.
  constexpr Suit suit() const { return static_cast<Suit>(id_ >> 4); }
  constexpr Rank rank() const { return static_cast<Rank>(id_ & 15); }
  constexpr bool is_valid() const { return is_joker() || ((id_ & 15) >= 2 && (id_ & 15) <= 14 && id_ < 64); }

  // "SA", "HT", "C2"; jokers are "LJ" (little) and "BJ" (big).
  std::string to_string() const;
  // Parses the two-character form above (suit then rank, either case).
  static std::optional<Card> parse(std::string_view text);

  friend constexpr bool operator==(Card, Card) = default;
  friend constexpr auto operator<=>(Card a, Card b) { return a.id_ <=> b.id_; }

 private:
  std::uint8_t id_ = 255;  // invalid until assigned
};

}  // namespace tenace
