#include "solver/card_codec.h"

namespace tenace::solver_detail {

CardCodec::CardCodec(const TrickRules& rules) : trump_(rules.trump ? static_cast<int>(*rules.trump) : kNoTrump) {
  for (int r = 2; r <= 14; ++r) {
    // The bit is the number of ranks this one beats, whatever the order.
    const int strength = rules.strength(Card(Suit::Clubs, static_cast<Rank>(r)));
    int bit = 0;
    for (int other = 2; other <= 14; ++other)
      if (rules.strength(Card(Suit::Clubs, static_cast<Rank>(other))) < strength) ++bit;
    for (Suit s : kAllSuits) {
      const Card c(s, static_cast<Rank>(r));
      const int code = static_cast<int>(s) * 16 + bit;
      ordinary_code_[c.id()] = static_cast<std::uint8_t>(code);
      card_of_code_[code] = c;
    }
  }
  if (trump_ != kNoTrump) {
    joker_code_[Card::little_joker().id()] = static_cast<std::uint8_t>(trump_ * 16 + 13);
    joker_code_[Card::big_joker().id()] = static_cast<std::uint8_t>(trump_ * 16 + 14);
    card_of_code_[trump_ * 16 + 13] = Card::little_joker();
    card_of_code_[trump_ * 16 + 14] = Card::big_joker();
  }
}

std::uint64_t CardCodec::encode(Hand hand) const {
  std::uint64_t bits = 0;
  for (Card c : hand) bits |= std::uint64_t{1} << code(c);
  return bits;
}

}  // namespace tenace::solver_detail
