#pragma once
// The solver's private card layout. Inside the search every variant looks
// like bridge with high cards winning: each suit owns 16 bits of a 64-bit
// word and a card's bit inside its suit is its strength order (0 = weakest),
// so "beats" is always a plain comparison. Low-wins orders are a permutation
// of the ranks and the jokers of a trump strain become the trump suit's bits
// 13 and 14 (a suit then holds up to 15 cards). The codec translates between
// this layout and core Cards at the API boundary only.
#include <array>
#include <cstdint>

#include "core/card.h"
#include "core/hand.h"
#include "core/trick_rules.h"

namespace tenace::solver_detail {

inline constexpr int kNoTrump = 4;
inline constexpr std::uint64_t kSuitBits = 0x7FFF;  // 15 strength positions per suit

constexpr std::uint64_t suit_mask(int suit) { return kSuitBits << (16 * suit); }

// One suit of a hand (or of any card set) as strength bits.
inline std::uint32_t suit_cards(std::uint64_t cards, int suit) {
  return static_cast<std::uint32_t>((cards >> (16 * suit)) & kSuitBits);
}
// The strongest strength bit set, or -1 for none.
inline int highest_bit(std::uint32_t bits) { return bits ? 31 - __builtin_clz(bits) : -1; }
// The strongest card of a non-empty card set, as a one-bit set.
inline std::uint64_t highest_card(std::uint64_t cards) { return std::uint64_t{1} << (63 - __builtin_clzll(cards)); }

class CardCodec {
 public:
  explicit CardCodec(const TrickRules& rules);

  // Internal code suit * 16 + strength bit, for a card this codec can place.
  int code(Card card) const { return card.is_joker() ? joker_code_[card.id()] : ordinary_code_[card.id()]; }
  Card card(int code) const { return card_of_code_[code]; }
  std::uint64_t encode(Hand hand) const;
  int trump() const { return trump_; }
  // Jokers in no trump belong to no suit; the fast engine does not model them.
  bool supports(Hand cards) const { return trump_ != kNoTrump || cards.joker_cards().empty(); }

 private:
  int trump_;
  std::array<std::uint8_t, 64> ordinary_code_{};
  std::array<std::uint8_t, 2> joker_code_{};
  std::array<Card, 64> card_of_code_{};
};

}  // namespace tenace::solver_detail
