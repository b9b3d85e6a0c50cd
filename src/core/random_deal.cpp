#include "core/random_deal.h"

#include <bit>

namespace tenace {

namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

Xoshiro256::Xoshiro256(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::uint64_t Xoshiro256::next() {
  const std::uint64_t result = std::rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = std::rotl(s_[3], 45);
  return result;
}

std::uint64_t Xoshiro256::below(std::uint64_t bound) {
  // Take the top bits of the output, as many as bound - 1 needs, and reject
  // values >= bound: unbiased and easy to state.
  if (bound == 1) return 0;
  const int bits = 64 - std::countl_zero(bound - 1);
  for (;;) {
    std::uint64_t v = next() >> (64 - bits);
    if (v < bound) return v;
  }
}

Deal DealGenerator::next() {
  std::array<Card, 52> deck;
  int i = 0;
  for (Suit s : kAllSuits)
    for (int r = 2; r <= 14; ++r) deck[i++] = Card(s, static_cast<Rank>(r));
  shuffle(deck);
  Deal deal;
  for (int k = 0; k < 52; ++k) deal[static_cast<Seat>(k / 13)].add(deck[k]);
  return deal;
}

}  // namespace tenace
