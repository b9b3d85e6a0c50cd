#include "core/honours.h"

#include <bit>

namespace tenace {

std::optional<HonoursAward> honours_award(const Deal& deal, Strain strain) {
  const auto trumps = trump_suit(strain);
  for (Seat seat : kAllSeats) {
    const Hand& hand = deal[seat];
    if (trumps) {
      // Bits 10..14 of a suit's rank mask are T J Q K A.
      constexpr std::uint16_t kHonourRanks = 0x7C00;
      const int held = std::popcount(static_cast<unsigned>(hand.ranks(*trumps) & kHonourRanks));
      if (held == 5) return HonoursAward{side_of(seat), 150};
      if (held == 4) return HonoursAward{side_of(seat), 100};
    } else {
      int aces = 0;
      for (Suit suit : kAllSuits) aces += hand.contains(Card(suit, Rank::Ace)) ? 1 : 0;
      if (aces == 4) return HonoursAward{side_of(seat), 150};
    }
  }
  return std::nullopt;
}

}  // namespace tenace
