#pragma once
// Deals the cards not predealt, uniformly over every completion of the
// predeal. Each block of deals has its own random stream derived from the
// seed and the block's number, so that the deals do not depend on how many
// threads share the blocks.
#include <array>
#include <cstdint>

#include "core/deal.h"
#include "core/random_deal.h"

namespace tenace::dealer {

class Shuffler {
 public:
  explicit Shuffler(const Deal& predeal);
  // The random stream of block `block` of a run seeded with `seed`.
  static Xoshiro256 block_stream(std::uint64_t seed, std::uint64_t block);
  Deal next(Xoshiro256& rng) const;

 private:
  Deal predeal_;
  std::array<Card, 52> free_cards_{};
  std::array<std::uint8_t, 52> seat_slots_{};  // seat of each place, shuffled per deal
  int free_count_ = 0;
};

}  // namespace tenace::dealer
