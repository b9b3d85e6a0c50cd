#pragma once
// A strain (denomination) of a bridge bid: a trump suit or no trump. Ordered
// as bids rank: clubs < diamonds < hearts < spades < no trump.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/card.h"

namespace tenace {

enum class Strain : std::uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3, NoTrump = 4 };
inline constexpr Strain kAllStrains[] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                                         Strain::NoTrump};

constexpr std::optional<Suit> trump_suit(Strain s) {
  if (s == Strain::NoTrump) return std::nullopt;
  return static_cast<Suit>(s);
}
constexpr Strain strain_of(Suit s) { return static_cast<Strain>(s); }
constexpr bool is_major(Strain s) { return s == Strain::Hearts || s == Strain::Spades; }
constexpr bool is_minor(Strain s) { return s == Strain::Clubs || s == Strain::Diamonds; }
// The level at which a contract in `s` scores a game: 3NT, four of a major,
// five of a minor.
constexpr int game_level(Strain s) { return s == Strain::NoTrump ? 3 : is_major(s) ? 4 : 5; }

std::string_view strain_name(Strain s);  // "C" "D" "H" "S" "NT"
// Accepts C D H S N NT (either case).
std::optional<Strain> parse_strain(std::string_view text);

}  // namespace tenace
