// The transposition table on its own: what is stored is found again, the
// compact mask (TableEntry::covered) gives back the mask it was made from,
// and growing the table (it starts small and doubles when its buckets are
// crowded) keeps every entry findable and stays within the memory bound.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "core/random_deal.h"
#include "solver/card_codec.h"
#include "solver/relative_key.h"
#include "solver/search_types.h"
#include "solver/transposition_table.h"

namespace tenace::solver_detail {
namespace {

struct Stored {
  std::uint64_t hands[4];
  PositionShape shape;
  std::uint64_t mask[2];
  int tricks;
};

// A random position of `cards` cards per hand, no trump, North on lead, and
// a table mask from a random set of "relevant" cards.
Stored random_position(Xoshiro256& rng, int cards) {
  std::vector<int> deck;
  for (int s = 0; s < 4; ++s)
    for (int r = 0; r < 13; ++r) deck.push_back(16 * s + r);
  for (std::size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[rng.below(i + 1)]);
  Stored p{};
  std::uint64_t lengths = 0;
  for (int i = 0; i < 4 * cards; ++i) {
    const int seat = i % 4, code = deck[static_cast<std::size_t>(i)];
    p.hands[seat] |= bit_of(code);
    lengths += std::uint64_t{1} << length_shift(seat, suit_of(code));
  }
  p.shape = position_shape(p.hands, lengths, 0, kNoTrump);
  const std::uint64_t all = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
  std::uint64_t relevant = 0;
  for (std::uint64_t c = all; c; c &= c - 1)
    if (rng.below(4) == 0) relevant |= c & -c;
  relevant_to_mask(relevant, all, p.mask);
  p.tricks = static_cast<int>(rng.below(static_cast<std::uint64_t>(cards) + 1));
  return p;
}

// Exact bounds were stored: the table must give them back. The cuts are
// out of reach, so that no bound decides and every matching entry is read.
void expect_found(const TranspositionTable& table, const Stored& p) {
  Bounds bounds;
  const int cards = __builtin_popcountll(p.hands[0]);
  TableProbe probe = table.prepare(p.shape);
  ASSERT_TRUE(table.find(p.shape, probe, cards, cards + 1, -1, bounds));
  EXPECT_EQ(bounds.lower, p.tricks);
  EXPECT_EQ(bounds.upper, p.tricks);
}

TEST(TranspositionTable, CompactMaskGivesBackTheMask) {
  Xoshiro256 rng(11);
  for (int i = 0; i < 2000; ++i) {
    const Stored p = random_position(rng, 1 + static_cast<int>(rng.below(13)));
    std::uint64_t back[2];
    mask_of(covered_of(p.mask), p.shape.count, back);
    EXPECT_EQ(back[0], p.mask[0]);
    EXPECT_EQ(back[1], p.mask[1]);
  }
}

void store_exact(TranspositionTable& table, const Stored& p) {
  table.store(p.shape, table.prepare(p.shape), p.mask, __builtin_popcountll(p.hands[0]), p.tricks, p.tricks, 255);
}

// 500 positions, few enough that no bucket overflows.
std::vector<Stored> store_some(TranspositionTable& table, std::uint64_t seed) {
  Xoshiro256 rng(seed);
  std::vector<Stored> stored;
  for (int i = 0; i < 500; ++i) {
    stored.push_back(random_position(rng, 6 + static_cast<int>(rng.below(8))));
    store_exact(table, stored.back());
  }
  return stored;
}

TEST(TranspositionTable, FindsWhatItStored) {
  TranspositionTable table(std::size_t{64} << 20);
  for (const Stored& p : store_some(table, 12)) expect_found(table, p);
}

TEST(TranspositionTable, GrowingKeepsEveryEntry) {
  TranspositionTable table(std::size_t{64} << 20);
  const std::vector<Stored> stored = store_some(table, 13);
  const std::size_t before = table.memory_bytes();
  table.grow();
  table.grow();
  EXPECT_EQ(table.memory_bytes(), 4 * before);
  for (const Stored& p : stored) expect_found(table, p);
}

TEST(TranspositionTable, GrowsWhenCrowdedAndStaysWithinItsBound) {
  const std::size_t bound = std::size_t{8} << 20;
  TranspositionTable table(bound);
  const std::size_t start = table.memory_bytes();
  Xoshiro256 rng(14);
  for (int i = 0; i < 400000; ++i) {
    store_exact(table, random_position(rng, 4 + static_cast<int>(rng.below(10))));
    ASSERT_LE(table.memory_bytes(), bound);
  }
  EXPECT_GT(table.memory_bytes(), start);
  // Doubling once more would pass the bound.
  EXPECT_GT(2 * table.memory_bytes(), bound);
}

// A new deal forgets the last one's entries and takes a deal's starting
// size, whether the table had grown past it or not, within the bound.
TEST(TranspositionTable, StartDealForgetsAndResizes) {
  TranspositionTable table(std::size_t{64} << 20);
  const std::size_t cold = table.memory_bytes();
  const std::vector<Stored> stored = store_some(table, 15);
  table.start_deal();
  const std::size_t deal_size = table.memory_bytes();
  EXPECT_GT(deal_size, cold);
  for (const Stored& p : stored) {
    Bounds bounds;
    const int cards = __builtin_popcountll(p.hands[0]);
    TableProbe probe = table.prepare(p.shape);
    EXPECT_FALSE(table.find(p.shape, probe, cards, cards + 1, -1, bounds));
  }
  for (int i = 0; i < 3; ++i) table.grow();
  table.start_deal();
  EXPECT_EQ(table.memory_bytes(), deal_size);
  TranspositionTable small(std::size_t{1} << 20);
  small.start_deal();
  EXPECT_LE(small.memory_bytes(), std::size_t{1} << 20);
}

}  // namespace
}  // namespace tenace::solver_detail
