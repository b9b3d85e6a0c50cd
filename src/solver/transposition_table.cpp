#include "solver/transposition_table.h"

#include <algorithm>

namespace tenace::solver_detail {

TranspositionTable::TranspositionTable(std::size_t memory_bytes) {
  std::size_t buckets = 1;
  while (buckets * 2 * kBucket * (sizeof(TableEntry) + sizeof(std::uint32_t)) <= memory_bytes) buckets *= 2;
  entries_.assign(buckets * kBucket, TableEntry{});
  slots_.assign(buckets * kBucket, 0);
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

std::uint32_t TranspositionTable::tag_of(const PositionShape& p) {
  const std::uint64_t h = (p.lengths ^ (std::uint64_t{p.leader_trump} << 57)) * 0x9E3779B97F4A7C15ull;
  const auto tag = static_cast<std::uint32_t>(h >> 48);
  return tag ? tag : 1;
}

std::uint32_t TranspositionTable::tagged(std::size_t base, std::uint32_t tag) const {
  static_assert(kBucket <= 32);
  const std::uint32_t* slots = &slots_[base];
  std::uint32_t hits = 0;
  for (int i = 0; i < kBucket; ++i) hits |= static_cast<std::uint32_t>((slots[i] & 0xFFFF) == tag) << i;
  return hits;
}

static int mask_cards(const std::uint64_t mask[2]) { return __builtin_popcountll(mask[0]) + __builtin_popcountll(mask[1]); }

bool TranspositionTable::find(const PositionShape& p, int tricks_left, int lower_cut, int upper_cut, Bounds& out) const {
  bool found = false;
  out.lower = 0;
  out.upper = tricks_left;
  out.best_lead = 255;
  const std::uint32_t tag = tag_of(p);
  std::size_t bases[kLevels];
  for (int level = 0; level < kLevels; ++level) {
    bases[level] = bucket_of(p, level);
    __builtin_prefetch(&slots_[bases[level]]);
    __builtin_prefetch(&slots_[bases[level]] + 16);
  }
  for (int level = 0; level < kLevels; ++level) {
    const std::size_t base = bases[level];
    for (std::uint32_t hits = tagged(base, tag); hits; hits &= hits - 1) {
      const TableEntry& e = entries_[base + static_cast<std::size_t>(__builtin_ctz(hits))];
      if (!e.matches(p)) continue;
      found = true;
      // A deciding bound from a more general entry beats a stronger one.
      const bool lower_decides = e.lower >= lower_cut, upper_decides = e.upper <= upper_cut;
      if (lower_decides ? (out.lower < lower_cut || mask_cards(e.mask) < mask_cards(out.lower_mask))
                        : (out.lower < lower_cut && e.lower > out.lower)) {
        out.lower = e.lower;
        out.lower_mask[0] = e.mask[0];
        out.lower_mask[1] = e.mask[1];
      }
      if (upper_decides ? (out.upper > upper_cut || mask_cards(e.mask) < mask_cards(out.upper_mask))
                        : (out.upper > upper_cut && e.upper < out.upper)) {
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
  std::uint32_t* slots = &slots_[base];
  const std::uint32_t tag = tag_of(p);
  const std::uint64_t pattern0 = p.planes[0] & mask[0], pattern1 = p.planes[1] & mask[1];
  for (std::uint32_t hits = tagged(base, tag); hits; hits &= hits - 1) {
    const int i = __builtin_ctz(hits);
    TableEntry& e = bucket[i];
    if (e.lengths == p.lengths && e.leader_trump == p.leader_trump && e.mask[0] == mask[0] && e.mask[1] == mask[1] &&
        e.pattern[0] == pattern0 && e.pattern[1] == pattern1) {
      e.lower = static_cast<std::uint8_t>(std::max<int>(e.lower, lower));
      e.upper = static_cast<std::uint8_t>(std::min<int>(e.upper, upper));
      if (best_lead != 255) e.best_lead = static_cast<std::uint8_t>(best_lead);
      slots[i] = slot_word(tag, tricks_left);
      return;
    }
  }
  // The victim: an empty slot, else one from an older search, else the one
  // with the fewest tricks left (cheapest to recompute).
  const std::uint32_t current = (generation_ & 0xFF) << 16;
  int victim = 0, victim_worth = 1 << 30;
  for (int i = 0; i < kBucket; ++i) {
    const std::uint32_t w = slots[i];
    const int worth = (w & 0xFFFF) == 0 ? -2 : (w & 0xFF0000) != current ? -1 : static_cast<int>(w >> 24);
    if (worth < victim_worth) {
      victim = i;
      victim_worth = worth;
    }
  }
  TableEntry& e = bucket[victim];
  slots[victim] = slot_word(tag, tricks_left);
  e.lengths = p.lengths;
  e.leader_trump = p.leader_trump;
  e.mask[0] = mask[0];
  e.mask[1] = mask[1];
  e.pattern[0] = pattern0;
  e.pattern[1] = pattern1;
  e.lower = static_cast<std::uint8_t>(lower);
  e.upper = static_cast<std::uint8_t>(upper);
  e.best_lead = static_cast<std::uint8_t>(best_lead);
}

void TranspositionTable::clear() {
  std::fill(entries_.begin(), entries_.end(), TableEntry{});
  std::fill(slots_.begin(), slots_.end(), 0);
  generation_ = 1;
}

}  // namespace tenace::solver_detail
