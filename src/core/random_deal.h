#pragma once
// Seeded, reproducible random deals. A seed must mean the same deal forever,
// on every platform and compiler, so nothing here uses <random>'s
// distributions (whose algorithms the standard leaves open). The generator is
// specified completely in docs/dealing.md:
//   1. state = xoshiro256** seeded with four successive splitmix64 outputs
//      from the 64-bit seed;
//   2. deck = the 52 cards in id order (clubs 2..A, diamonds, hearts, spades);
//   3. Fisher-Yates from the top: for i = 51 down to 1, j = uniform(0..i)
//      by rejection sampling on the top bits, swap deck[i], deck[j];
//   4. deck[0..12] to North, [13..25] East, [26..38] South, [39..51] West.
// The deal for (seed, n) is the n-th deal drawn from one generator.
#include <array>
#include <cstdint>

#include "core/deal.h"

namespace tenace {

class Xoshiro256 {
 public:
  explicit Xoshiro256(std::uint64_t seed);
  std::uint64_t next();
  // Uniform integer in [0, bound) by rejection, bound > 0.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::array<std::uint64_t, 4> s_;
};

class DealGenerator {
 public:
  explicit DealGenerator(std::uint64_t seed) : rng_(seed) {}
  Deal next();
  // Shuffles any deck with the same Fisher-Yates and generator, for the
  // variants with other decks (54 cards with jokers).
  template <std::size_t N>
  void shuffle(std::array<Card, N>& deck) {
    for (std::size_t i = N - 1; i > 0; --i) {
      std::size_t j = static_cast<std::size_t>(rng_.below(i + 1));
      std::swap(deck[i], deck[j]);
    }
  }
  Xoshiro256& rng() { return rng_; }

 private:
  Xoshiro256 rng_;
};

}  // namespace tenace
