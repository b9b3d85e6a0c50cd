#include "solver/transposition_table.h"

#include <algorithm>

namespace tenace::solver_detail {

TranspositionTable::TranspositionTable(std::size_t memory_bytes) {
  std::size_t buckets = 1;
  while (buckets * 2 * kBucket * sizeof(TableEntry) <= memory_bytes) buckets *= 2;
  entries_.assign(buckets * kBucket, TableEntry{});
  bucket_mask_ = buckets - 1;
}

std::size_t TranspositionTable::bucket_of(const PositionKey& key) const {
  std::uint64_t h = key.low * 0x9E3779B97F4A7C15ull ^ (key.high + key.trump + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
  h ^= h >> 29;
  return static_cast<std::size_t>(h & bucket_mask_) * kBucket;
}

const TableEntry* TranspositionTable::find(const PositionKey& key) const {
  const TableEntry* bucket = &entries_[bucket_of(key)];
  for (int i = 0; i < kBucket; ++i)
    if (bucket[i].holds(key)) return &bucket[i];
  return nullptr;
}

void TranspositionTable::store(const PositionKey& key, int tricks_left, int lower, int upper, int best_lead) {
  TableEntry* bucket = &entries_[bucket_of(key)];
  TableEntry* victim = nullptr;
  for (int i = 0; i < kBucket; ++i) {
    TableEntry& e = bucket[i];
    if (e.holds(key)) {
      e.lower = static_cast<std::uint8_t>(std::max<int>(e.lower, lower));
      e.upper = static_cast<std::uint8_t>(std::min<int>(e.upper, upper));
      if (best_lead != 255) e.best_lead = static_cast<std::uint8_t>(best_lead);
      e.generation = generation_;
      return;
    }
    // Prefer an empty slot, then one from an older search, then the one with
    // the fewest tricks left.
    auto worth = [&](const TableEntry& x) {
      if (x.generation == 0) return -2;
      if (x.generation != generation_) return -1;
      return static_cast<int>(x.tricks_left);
    };
    if (!victim || worth(e) < worth(*victim)) victim = &e;
  }
  victim->low = key.low;
  victim->high = key.high;
  victim->trump = key.trump;
  victim->lower = static_cast<std::uint8_t>(lower);
  victim->upper = static_cast<std::uint8_t>(upper);
  victim->best_lead = static_cast<std::uint8_t>(best_lead);
  victim->tricks_left = static_cast<std::uint8_t>(tricks_left);
  victim->generation = generation_;
}

void TranspositionTable::clear() {
  std::fill(entries_.begin(), entries_.end(), TableEntry{});
  generation_ = 1;
}

}  // namespace tenace::solver_detail
