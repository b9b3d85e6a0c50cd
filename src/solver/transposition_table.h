#pragma once
// The transposition table. Entries live only at trick boundaries and are
// keyed on the position in relative ranks (see relative_key.h): for each suit
// the owners of the cards still in play, highest first, so positions that
// differ only in which low cards are already gone share an entry. With the
// trump suit and the leader also in the key, the key describes the position
// exactly, so an entry stays valid for every later search of any deal.
//
// An entry holds a lower and an upper bound on the tricks the leader's side
// takes from here (null-window searches only ever learn bounds) plus the
// lead that proved the last bound, tried first next time. The table is a
// fixed array of 4-entry buckets sized from the memory budget; a full bucket
// gives up the entry from an older search or, within one search, the entry
// closest to the end of the deal (the cheapest to recompute).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tenace::solver_detail {

struct PositionKey {
  std::uint64_t low = 0;   // suits 0 and 1, plus the leader
  std::uint64_t high = 0;  // suits 2 and 3
  std::uint8_t trump = 0;
};

struct TableEntry {
  std::uint64_t low = 0;
  std::uint64_t high = 0;
  std::uint8_t trump = 0;
  std::uint8_t lower = 0;      // leader's side takes at least this many
  std::uint8_t upper = 0;      // ... and at most this many
  std::uint8_t best_lead = 0;  // suit * 16 + cards above it in play; 255 = none
  std::uint8_t tricks_left = 0;
  std::uint8_t unused = 0;
  std::uint16_t generation = 0;

  bool holds(const PositionKey& k) const { return generation != 0 && low == k.low && high == k.high && trump == k.trump; }
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t memory_bytes);

  const TableEntry* find(const PositionKey& key) const;
  void store(const PositionKey& key, int tricks_left, int lower, int upper, int best_lead);
  // Entries from earlier searches become the first to be replaced.
  void new_search() {
    if (++generation_ == 0) generation_ = 1;
  }
  void clear();
  std::size_t memory_bytes() const { return entries_.size() * sizeof(TableEntry); }

 private:
  static constexpr int kBucket = 4;
  std::size_t bucket_of(const PositionKey& key) const;

  std::vector<TableEntry> entries_;
  std::size_t bucket_mask_ = 0;
  std::uint16_t generation_ = 1;
};

}  // namespace tenace::solver_detail
