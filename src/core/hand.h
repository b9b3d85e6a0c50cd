#pragma once
// A hand (or any set of cards) as a 64-bit set indexed by Card::id(). Each
// suit owns 16 bits (bit = rank), so suit lengths and the cards of a suit are
// one shift and one popcount away; the jokers use bits 0 and 1.
#include <bit>
#include <cstdint>
#include <iterator>
#include <string>

#include "core/card.h"

namespace tenace {

class Hand {
 public:
  constexpr Hand() = default;
  constexpr explicit Hand(std::uint64_t bits) : bits_(bits) {}
  static constexpr Hand full_deck() { return Hand(0x7FFC7FFC7FFC7FFCull); }
  static constexpr Hand jokers() { return Hand(0x3ull); }
  static constexpr Hand suit_mask(Suit s) { return Hand(0x7FFCull << (16 * static_cast<int>(s))); }

  constexpr std::uint64_t bits() const { return bits_; }
  // False for an invalid card (a default Card, id 255), so that checking a
  // refused or unset choice is safe rather than an out-of-range shift.
  constexpr bool contains(Card c) const { return c.id() < 64 && ((bits_ >> c.id()) & 1u); }
  constexpr void add(Card c) { bits_ |= std::uint64_t{1} << c.id(); }
  constexpr void remove(Card c) { bits_ &= ~(std::uint64_t{1} << c.id()); }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool empty() const { return bits_ == 0; }

  // Ranks held in a suit as a 16-bit mask (bit = rank 2..14).
  constexpr std::uint16_t ranks(Suit s) const {
    return static_cast<std::uint16_t>((bits_ >> (16 * static_cast<int>(s))) & 0x7FFC);
  }
  constexpr int length(Suit s) const { return std::popcount(ranks(s)); }
  constexpr Hand cards_of(Suit s) const { return *this & suit_mask(s); }
  constexpr Hand joker_cards() const { return *this & jokers(); }

  friend constexpr Hand operator|(Hand a, Hand b) { return Hand(a.bits_ | b.bits_); }
  friend constexpr Hand operator&(Hand a, Hand b) { return Hand(a.bits_ & b.bits_); }
  friend constexpr Hand operator-(Hand a, Hand b) { return Hand(a.bits_ & ~b.bits_); }
  constexpr Hand& operator|=(Hand o) { bits_ |= o.bits_; return *this; }
  constexpr Hand& operator&=(Hand o) { bits_ &= o.bits_; return *this; }
  friend constexpr bool operator==(Hand, Hand) = default;

  // High card points (A=4 K=3 Q=2 J=1).
  int high_card_points() const;

  // PBN hand text: "AK97.T3.-.QJ8642" (spades first, '.' between suits).
  // Jokers, which PBN cannot hold, are not printed.
  std::string to_pbn() const;

  // Iterates cards in increasing id order.
  class iterator {
   public:
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    constexpr iterator() = default;
    constexpr explicit iterator(std::uint64_t rest) : rest_(rest) {}
    constexpr Card operator*() const { return Card::from_id(static_cast<std::uint8_t>(std::countr_zero(rest_))); }
    constexpr iterator& operator++() { rest_ &= rest_ - 1; return *this; }
    constexpr iterator operator++(int) { auto copy = *this; ++*this; return copy; }
    friend constexpr bool operator==(iterator, iterator) = default;

   private:
    std::uint64_t rest_ = 0;
  };
  constexpr iterator begin() const { return iterator(bits_); }
  constexpr iterator end() const { return iterator(0); }

 private:
  std::uint64_t bits_ = 0;
};

}  // namespace tenace
