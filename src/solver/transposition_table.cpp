#include "solver/transposition_table.h"

#include <algorithm>

namespace tenace::solver_detail {

TranspositionTable::TranspositionTable(std::size_t memory_bytes) {
  std::size_t buckets = 1;
  while (buckets * 2 * kBucket * (sizeof(TableEntry) + sizeof(std::uint16_t)) <= memory_bytes) buckets *= 2;
  entries_.assign(buckets * kBucket, TableEntry{});
  tags_.assign(buckets * kBucket, 0);
  bucket_mask_ = buckets - 1;
}

std::size_t TranspositionTable::bucket_of(const PositionShape& p, int level) const {
  // The owners of the top `level` cards of each suit.
  std::uint64_t tops = static_cast<std::uint64_t>(level);
  for (int s = 0; s < 4; ++s) {
    const int c = p.count[s];
    const int k = level < c ? level : c;
    const std::uint64_t word = (p.planes[s >> 1] >> (32 * (s & 1))) & 0xFFFFFFFF;
    const std::uint64_t low = (word >> (c - k)) & ((1u << k) - 1);
    const std::uint64_t high = (word >> (16 + c - k)) & ((1u << k) - 1);
    tops = tops << 4 | low << 2 | high;
  }
  std::uint64_t h = (p.lengths ^ (std::uint64_t{p.leader_trump} << 57) ^ (tops * 0xD6E8FEB86659FD93ull)) *
                    0x9E3779B97F4A7C15ull;
  h ^= h >> 31;
  h *= 0xC2B2AE3D27D4EB4Full;
  h ^= h >> 29;
  return static_cast<std::size_t>(h & bucket_mask_) * kBucket;
}

std::uint16_t TranspositionTable::tag_of(const PositionShape& p) {
  const std::uint64_t h = (p.lengths ^ (std::uint64_t{p.leader_trump} << 57)) * 0x9E3779B97F4A7C15ull;
  const auto tag = static_cast<std::uint16_t>(h >> 48);
  return tag ? tag : 1;
}

std::uint32_t TranspositionTable::tagged(std::size_t base, std::uint16_t tag) const {
  static_assert(kBucket <= 32);
  const std::uint16_t* tags = &tags_[base];
  std::uint32_t hits = 0;
  for (int i = 0; i < kBucket; ++i) hits |= static_cast<std::uint32_t>(tags[i] == tag) << i;
  return hits;
}

bool TranspositionTable::find(const PositionShape& p, int tricks_left, Bounds& out) const {
  bool found = false;
  out.lower = 0;
  out.upper = tricks_left;
  out.best_lead = 255;
  const std::uint16_t tag = tag_of(p);
  for (int level = 0; level < kLevels; ++level) {
    const std::size_t base = bucket_of(p, level);
    for (std::uint32_t hits = tagged(base, tag); hits; hits &= hits - 1) {
      const TableEntry& e = entries_[base + static_cast<std::size_t>(__builtin_ctz(hits))];
      if (!e.matches(p)) continue;
      found = true;
      if (e.lower > out.lower) {
        out.lower = e.lower;
        out.lower_mask[0] = e.mask[0];
        out.lower_mask[1] = e.mask[1];
      }
      if (e.upper < out.upper) {
        out.upper = e.upper;
        out.upper_mask[0] = e.mask[0];
        out.upper_mask[1] = e.mask[1];
      }
      if (e.best_lead != 255) out.best_lead = e.best_lead;
    }
  }
  return found;
}

void TranspositionTable::store(const PositionShape& p, const std::uint64_t mask[2], int tricks_left, int lower,
                               int upper, int best_lead) {
  // The level: how many top cards of every suit the mask covers (a suit
  // covered completely does not limit it).
  int level = kLevels - 1;
  for (int s = 0; s < 4; ++s) {
    const int c = p.count[s];
    const int covered = __builtin_popcountll((mask[s >> 1] >> (32 * (s & 1))) & 0xFFFF);
    if (covered < c && covered < level) level = covered;
  }
  const std::size_t base = bucket_of(p, level);
  TableEntry* bucket = &entries_[base];
  const std::uint16_t tag = tag_of(p);
  const std::uint64_t pattern0 = p.planes[0] & mask[0], pattern1 = p.planes[1] & mask[1];
  TableEntry* victim = nullptr;
  auto worth = [&](const TableEntry& x) {
    if (x.generation == 0) return -2;
    if (x.generation != generation_) return -1;
    return static_cast<int>(x.tricks_left);
  };
  for (int i = 0; i < kBucket; ++i) {
    TableEntry& e = bucket[i];
    if (tags_[base + i] == tag && e.generation != 0 && e.lengths == p.lengths && e.leader_trump == p.leader_trump && e.mask[0] == mask[0] &&
        e.mask[1] == mask[1] && e.pattern[0] == pattern0 && e.pattern[1] == pattern1) {
      e.lower = static_cast<std::uint8_t>(std::max<int>(e.lower, lower));
      e.upper = static_cast<std::uint8_t>(std::min<int>(e.upper, upper));
      if (best_lead != 255) e.best_lead = static_cast<std::uint8_t>(best_lead);
      e.generation = generation_;
      return;
    }
    if (!victim || worth(e) < worth(*victim)) victim = &e;
  }
  tags_[base + static_cast<std::size_t>(victim - bucket)] = tag;
  victim->lengths = p.lengths;
  victim->leader_trump = p.leader_trump;
  victim->mask[0] = mask[0];
  victim->mask[1] = mask[1];
  victim->pattern[0] = pattern0;
  victim->pattern[1] = pattern1;
  victim->lower = static_cast<std::uint8_t>(lower);
  victim->upper = static_cast<std::uint8_t>(upper);
  victim->best_lead = static_cast<std::uint8_t>(best_lead);
  victim->tricks_left = static_cast<std::uint8_t>(tricks_left);
  victim->generation = generation_;
}

void TranspositionTable::clear() {
  std::fill(entries_.begin(), entries_.end(), TableEntry{});
  std::fill(tags_.begin(), tags_.end(), 0);
  generation_ = 1;
}

}  // namespace tenace::solver_detail
