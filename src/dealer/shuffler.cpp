#include "dealer/shuffler.h"

namespace tenace::dealer {

namespace {

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Unbiased integer in [0, range) from 32 random bits (Lemire's method).
inline std::uint32_t below(std::uint32_t range, std::uint64_t& pool, int& left, Xoshiro256& rng) {
  auto next32 = [&]() -> std::uint32_t {
    if (left == 0) {
      pool = rng.next();
      left = 2;
    }
    --left;
    const std::uint32_t r = static_cast<std::uint32_t>(pool);
    pool >>= 32;
    return r;
  };
  std::uint64_t m = std::uint64_t{next32()} * range;
  std::uint32_t low = static_cast<std::uint32_t>(m);
  if (low < range) {
    const std::uint32_t threshold = static_cast<std::uint32_t>(-range) % range;
    while (low < threshold) {
      m = std::uint64_t{next32()} * range;
      low = static_cast<std::uint32_t>(m);
    }
  }
  return static_cast<std::uint32_t>(m >> 32);
}

}  // namespace

Shuffler::Shuffler(const Deal& predeal) : predeal_(predeal) {
  const Hand taken = predeal.all_cards();
  for (Card c : Hand::full_deck())
    if (!taken.contains(c)) free_cards_[free_count_++] = c;
  int slot = 0;
  for (Seat s : kAllSeats)
    for (int k = predeal[s].size(); k < 13; ++k) seat_slots_[slot++] = static_cast<std::uint8_t>(index(s));
}

Xoshiro256 Shuffler::block_stream(std::uint64_t seed, std::uint64_t block) {
  return Xoshiro256(splitmix(seed) ^ splitmix(block * 0xD1B54A32D192ED03ull + 1));
}

Deal Shuffler::next(Xoshiro256& rng) const {
  // Shuffle which seat receives each free card (Fisher-Yates on the seats).
  std::array<std::uint8_t, 52> slots = seat_slots_;
  std::uint64_t pool = 0;
  int left = 0;
  for (int i = free_count_ - 1; i > 0; --i) {
    const std::uint32_t j = below(static_cast<std::uint32_t>(i + 1), pool, left, rng);
    std::swap(slots[i], slots[j]);
  }
  std::uint64_t bits[4] = {predeal_[Seat::North].bits(), predeal_[Seat::East].bits(), predeal_[Seat::South].bits(),
                           predeal_[Seat::West].bits()};
  for (int i = 0; i < free_count_; ++i) bits[slots[i]] |= std::uint64_t{1} << free_cards_[i].id();
  return Deal({Hand(bits[0]), Hand(bits[1]), Hand(bits[2]), Hand(bits[3])});
}

}  // namespace tenace::dealer
