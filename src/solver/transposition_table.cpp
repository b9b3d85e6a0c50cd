#include "solver/transposition_table.h"

#include <algorithm>

#include <immintrin.h>

// The slot scans use AVX2: the solver is built for x86-64-v3 (src/CMakeLists.txt).

namespace tenace::solver_detail {

TranspositionTable::TranspositionTable(std::size_t memory_bytes) {
  const std::size_t per_entry = sizeof(TableEntry) + sizeof(std::uint32_t) + sizeof(std::uint8_t);
  std::size_t blocks = 2;  // level 0 needs two
  while (blocks * 2 * kBlock * per_entry <= memory_bytes) blocks *= 2;
  max_blocks_ = blocks;
  // Reserved address space only: pages are touched as the table grows.
  entries_.reserve(blocks * kBlock);
  slots_.reserve(blocks * kBlock);
  ages_.reserve(blocks * kBlock);
  clear();
}

std::size_t TranspositionTable::bucket_of(std::uint64_t shape_hash, std::uint32_t tops, int level) const {
  std::uint64_t h = shape_hash ^ (static_cast<std::uint64_t>(tops) << 2 | static_cast<std::uint64_t>(level)) *
                                     0xD6E8FEB86659FD93ull;
  h ^= h >> 32;
  h *= 0x9E3779B97F4A7C15ull;
  h ^= h >> 29;
  // Level 0's two blocks are an aligned pair.
  const std::size_t block = static_cast<std::size_t>(h & block_mask_) & ~static_cast<std::size_t>(blocks_of(level) - 1);
  return block * kBlock;
}

std::uint64_t TranspositionTable::candidates(std::size_t base, std::uint32_t tag, std::uint32_t top_owners) const {
  static_assert(kBlock == 64);
  // Eight slots per AVX2 compare: tag equal and (filter & owners) == 0; the
  // owners are shifted to the filter's place instead of each slot to theirs,
  // and four compares are packed into one byte mask (commit 10439d2, 2026-11-22: paired
  // timings of the first 40 random deals 0.97 and 0.98 of the time taken with
  // a mask per compare; same nodes).
  const __m256i want_tag = _mm256_set1_epi32(static_cast<int>(tag));
  const __m256i owners = _mm256_set1_epi32(static_cast<int>(top_owners << 8));
  const __m256i low8 = _mm256_set1_epi32(0xFF);
  const __m256i zero = _mm256_setzero_si256();
  // packs interleave the 128-bit lanes; this puts the 4-slot groups back in order.
  const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  const auto* slots = reinterpret_cast<const __m256i*>(&slots_[base]);
  std::uint64_t hits = 0;
  for (int half = 0; half < 2; ++half) {
    __m256i ok[4];
    for (int i = 0; i < 4; ++i) {
      const __m256i v = _mm256_loadu_si256(slots + 4 * half + i);
      const __m256i tag_ok = _mm256_cmpeq_epi32(_mm256_and_si256(v, low8), want_tag);
      const __m256i filter_ok = _mm256_cmpeq_epi32(_mm256_and_si256(v, owners), zero);
      ok[i] = _mm256_and_si256(tag_ok, filter_ok);
    }
    const __m256i bytes = _mm256_packs_epi16(_mm256_packs_epi32(ok[0], ok[1]), _mm256_packs_epi32(ok[2], ok[3]));
    const unsigned bits = static_cast<unsigned>(_mm256_movemask_epi8(_mm256_permutevar8x32_epi32(bytes, order)));
    hits |= static_cast<std::uint64_t>(bits) << (32 * half);
  }
  return hits;
}

std::uint32_t TranspositionTable::rejected_top_owners(const PositionShape& p, const std::uint64_t mask[2]) {
  std::uint32_t rejected = 0;
  for (int s = 0; s < 4; ++s) {
    const int c = p.count[s];
    if (c == 0) continue;
    const int shift = 32 * (s & 1);
    const std::uint64_t suit_mask_bits = mask[s >> 1] >> shift;
    if (!(suit_mask_bits >> (c - 1) & 1)) continue;  // the top card is not covered
    const std::uint64_t word = p.planes[s >> 1] >> shift;
    const int owner = static_cast<int>((word >> (c - 1) & 1) | (word >> (16 + c - 1) & 1) << 1);
    rejected |= (0xFu & ~(1u << owner)) << (4 * s);
    if (c < 2 || !(suit_mask_bits >> (c - 2) & 1)) continue;  // the second card is not covered
    const int side = static_cast<int>(word >> (c - 2) & 1);
    rejected |= 1u << (16 + 2 * s + (1 - side));
  }
  return rejected;
}

// An entry's level: how many top cards of every suit its mask covers (a
// suit covered completely does not limit it), at most kLevels - 1.
int TranspositionTable::level_of(const std::uint8_t count[4], std::uint16_t covered) {
  int level = kLevels - 1;
  for (int s = 0; s < 4; ++s) {
    const int k = covered >> (4 * s) & 0xF;
    if (k < count[s] && k < level) level = k;
  }
  return level;
}

static int mask_cards(const std::uint64_t mask[2]) { return __builtin_popcountll(mask[0]) + __builtin_popcountll(mask[1]); }

// An entry matches a position of the same lengths, leader and trump whose
// planes agree with its pattern under its mask; the mask comes back in `mask`.
static bool matches(const TableEntry& e, const PositionShape& p, std::uint64_t mask[2]) {
  if (e.lengths != p.lengths || e.leader_trump != p.leader_trump) return false;
  mask_of(e.covered, p.count, mask);
  return (p.planes[0] & mask[0]) == e.pattern[0] && (p.planes[1] & mask[1]) == e.pattern[1];
}

TableProbe TranspositionTable::prepare(const PositionShape& p) const {
  const TableProbe probe = locate(p);
  for (int level = 0; level < kLevels; ++level)
    for (int line = 0; line < blocks_of(level) * kBlock; line += 16)
      __builtin_prefetch(&slots_[probe.level_base[level] + static_cast<std::size_t>(line)]);
  return probe;
}

static std::uint64_t shape_hash_of(std::uint64_t lengths, std::uint8_t leader_trump) {
  return (lengths ^ std::uint64_t{leader_trump} << 57) * 0xC2B2AE3D27D4EB4Full;
}

TableProbe TranspositionTable::locate(const PositionShape& p) const {
  TableProbe probe;
  probe.block_mask = block_mask_;
  // What every matching position shares: lengths, leader, trump. The tag
  // is the top byte of its hash (0 means empty).
  const std::uint64_t shape_hash = shape_hash_of(p.lengths, p.leader_trump);
  probe.tag = static_cast<std::uint32_t>(shape_hash >> 56);
  if (probe.tag == 0) probe.tag = 1;
  probe.level_base[0] = bucket_of(shape_hash, 0, 0);
  probe.level_base[1] = bucket_of(shape_hash, p.tops[0], 1);
  probe.level_base[2] = bucket_of(shape_hash, p.tops[1], 2);
  return probe;
}

std::uint64_t TranspositionTable::fetch_candidates(std::size_t base, const PositionShape& p, std::uint32_t tag) const {
  const std::uint64_t hits = candidates(base, tag, p.top_owners);
  for (std::uint64_t h = hits; h; h &= h - 1) __builtin_prefetch(&entries_[base + static_cast<std::size_t>(__builtin_ctzll(h))]);
  return hits;
}

bool TranspositionTable::find(const PositionShape& p, TableProbe& probe, int tricks_left, int lower_cut,
                              int upper_cut, Bounds& out) const {
  bool found = false;
  out.lower = 0;
  out.upper = tricks_left;
  out.best_lead = 255;
  std::size_t bases[kProbeBlocks];
  int blocks = 0;
  for (int level = 0; level < kLevels; ++level)
    for (int b = 0; b < blocks_of(level); ++b) bases[blocks++] = probe.level_base[level] + static_cast<std::size_t>(b) * kBlock;
  // Every block's candidate entries are requested at once, so that those of
  // levels 1 and 2 arrive while level 0's are read: more than half of the
  // probes read them too (commit e73bab2, 2026-11-23, paired timings of random deals
  // 1-40, 81-120, 121-160: 0.95-0.99 of the time).
  for (int b = 0; b < kProbeBlocks; ++b) probe.block_hits[b] = fetch_candidates(bases[b], p, probe.tag);
  probe.known_blocks = (1u << kProbeBlocks) - 1;
  // Level 0's two blocks are read first; when one of them decides, levels 1
  // and 2 are not read at all. Level 0 decides most probes (random deals
  // 81-120: 9.8 M of the 15.0 M decided, level 1 3.6 M, level 2 1.5 M); the
  // most general deciding entry, which the caller wants, is then one of
  // level 0's -- nearly always (commit af401ac, 2026-11-22: 74.07 M -> 74.04 M nodes).
  const int pass_ends[2] = {blocks_of(0), kProbeBlocks};
  int begin = 0;
  for (const int end : pass_ends) {
    if (begin > 0 && found && (out.lower >= lower_cut || out.upper <= upper_cut)) return true;
    for (int b = begin; b < end; ++b) {
      const std::size_t base = bases[b];
      for (std::uint64_t hits = probe.block_hits[b]; hits; hits &= hits - 1) {
        const TableEntry& e = entries_[base + static_cast<std::size_t>(__builtin_ctzll(hits))];
        std::uint64_t mask[2];
        if (!matches(e, p, mask)) continue;
        found = true;
        // A deciding bound from a more general entry beats a stronger one.
        const bool lower_decides = e.lower >= lower_cut, upper_decides = e.upper <= upper_cut;
        if (lower_decides ? (out.lower < lower_cut || mask_cards(mask) < mask_cards(out.lower_mask))
                          : (out.lower < lower_cut && e.lower > out.lower)) {
          out.lower = e.lower;
          out.lower_mask[0] = mask[0];
          out.lower_mask[1] = mask[1];
        }
        if (upper_decides ? (out.upper > upper_cut || mask_cards(mask) < mask_cards(out.upper_mask))
                          : (out.upper > upper_cut && e.upper < out.upper)) {
          out.upper = e.upper;
          out.upper_mask[0] = mask[0];
          out.upper_mask[1] = mask[1];
        }
        if (e.best_lead != 255) out.best_lead = e.best_lead;
      }
    }
    begin = end;
  }
  // Undecided: the caller searches the position and then stores it, and
  // choosing the victim reads the age bytes of its bucket. Fetched now, they
  // arrive during the search instead of stalling store() (commit b89befa, 2026-11-23,
  // random deals 81-120 and 1-40: paired timings 0.96-0.98 of the time).
  for (int level = 0; level < kLevels; ++level)
    for (int line = 0; line < blocks_of(level) * kBlock; line += 64)
      __builtin_prefetch(&ages_[probe.level_base[level] + static_cast<std::size_t>(line)]);
  return found;
}

int TranspositionTable::victim_in(std::size_t base, int span) const {
  // The victim: an empty slot, else one from an older search, else the one
  // with the fewest tricks left (cheapest to recompute). Worth per slot:
  // 0 empty, 1 older search, 2 + tricks left; the first of the least worth.
  const __m128i current = _mm_set1_epi8(static_cast<char>(generation_));
  const __m128i nibble = _mm_set1_epi8(0x0F);
  const __m128i one = _mm_set1_epi8(1), two = _mm_set1_epi8(2);
  __m128i worth[kMaxSpan / 16];
  __m128i least = _mm_set1_epi8(-1);
  const auto* ages = reinterpret_cast<const __m128i*>(&ages_[base]);
  for (int i = 0; i < span / 16; ++i) {
    const __m128i v = _mm_loadu_si128(ages + i);
    const __m128i is_current = _mm_cmpeq_epi8(_mm_and_si128(v, nibble), current);
    const __m128i is_empty = _mm_cmpeq_epi8(v, _mm_setzero_si128());
    const __m128i left = _mm_and_si128(_mm_srli_epi16(v, 4), nibble);
    const __m128i older = _mm_andnot_si128(_mm_or_si128(is_current, is_empty), one);
    worth[i] = _mm_or_si128(_mm_and_si128(is_current, _mm_add_epi8(left, two)), older);
    least = _mm_min_epu8(least, worth[i]);
  }
  // The horizontal minimum, then its first position.
  least = _mm_min_epu8(least, _mm_srli_si128(least, 8));
  least = _mm_min_epu8(least, _mm_srli_si128(least, 4));
  least = _mm_min_epu8(least, _mm_srli_si128(least, 2));
  least = _mm_min_epu8(least, _mm_srli_si128(least, 1));
  least = _mm_set1_epi8(static_cast<char>(_mm_cvtsi128_si32(least) & 0xFF));
  for (int i = 0; i < span / 16; ++i) {
    const int hits = _mm_movemask_epi8(_mm_cmpeq_epi8(worth[i], least));
    if (hits) return 16 * i + __builtin_ctz(static_cast<unsigned>(hits));
  }
  return 0;  // not reached: some slot holds the minimum
}

void TranspositionTable::store(const PositionShape& p, const TableProbe& prepared, const std::uint64_t mask[2],
                               int tricks_left, int lower, int upper, int best_lead) {
  const TableProbe probe = prepared.block_mask == block_mask_ ? prepared : locate(p);
  const std::uint16_t covered = covered_of(mask);
  const int level = level_of(p.count, covered);
  const std::size_t base = probe.level_base[level];
  const int span = blocks_of(level) * kBlock;
  for (int line = 0; line < span; line += 64) __builtin_prefetch(&ages_[base + static_cast<std::size_t>(line)]);
  TableEntry* bucket = &entries_[base];
  std::uint32_t* slots = &slots_[base];
  std::uint8_t* ages = &ages_[base];
  const std::uint32_t tag = probe.tag;
  const std::uint64_t pattern0 = p.planes[0] & mask[0], pattern1 = p.planes[1] & mask[1];
  // An entry for this very position can only sit where find() saw a
  // candidate: every position stored since has fewer cards. Each is checked
  // in full. (After a growth the slots have moved: scan again.)
  const bool same_size = prepared.block_mask == block_mask_;
  const int first_block = level == 0 ? 0 : blocks_of(0) + level - 1;
  for (int block = 0; block < span; block += kBlock) {
    const int index = first_block + block / kBlock;
    for (std::uint64_t hits = same_size && (prepared.known_blocks >> index & 1)
                                  ? prepared.block_hits[index]
                                  : candidates(base + static_cast<std::size_t>(block), tag, p.top_owners);
         hits; hits &= hits - 1) {
      const int i = block + __builtin_ctzll(hits);
      TableEntry& e = bucket[i];
      if (e.lengths == p.lengths && e.leader_trump == p.leader_trump && e.covered == covered &&
          e.pattern[0] == pattern0 && e.pattern[1] == pattern1) {
        e.lower = static_cast<std::uint8_t>(std::max<int>(e.lower, lower));
        e.upper = static_cast<std::uint8_t>(std::min<int>(e.upper, upper));
        if (best_lead != 255) e.best_lead = static_cast<std::uint8_t>(best_lead);
        ages[i] = age_byte(tricks_left);
        return;
      }
    }
  }
  const int victim = victim_in(base, span);
  if ((ages[victim] & 0xFu) == generation_) {
    ++crowded_evictions_;
    ++crowded_since_growth_;
  }
  TableEntry& e = bucket[victim];
  slots[victim] = tag | rejected_top_owners(p, mask) << 8;
  ages[victim] = age_byte(tricks_left);
  e.lengths = p.lengths;
  e.leader_trump = p.leader_trump;
  e.covered = covered;
  e.pattern[0] = pattern0;
  e.pattern[1] = pattern1;
  e.lower = static_cast<std::uint8_t>(lower);
  e.upper = static_cast<std::uint8_t>(upper);
  e.best_lead = static_cast<std::uint8_t>(best_lead);
  if (crowded_since_growth_ > entries_.size() / kCrowdedShareToGrow && block_mask_ + 1 < max_blocks_) grow();
}

std::size_t TranspositionTable::home_of(const TableEntry& e) const {
  std::uint8_t count[4] = {};
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s) count[s] = static_cast<std::uint8_t>(count[s] + (e.lengths >> length_shift(h, s) & 0xF));
  const int level = level_of(count, e.covered);
  std::uint32_t tops[2] = {};
  for (int s = 0; s < 4; ++s) {
    const int c = count[s];
    const int shift = 32 * (s & 1);
    const int covered = e.covered >> (4 * s) & 0xF;
    const std::uint64_t word = e.pattern[s >> 1] >> shift;
    auto owner = [&](int bit) { return static_cast<std::uint32_t>((word >> bit & 1) | (word >> (16 + bit) & 1) << 1); };
    if (c >= 1 && covered >= 1) tops[0] |= owner(c - 1) << (4 * s);
    if (c >= 2 && covered >= 2) tops[1] |= owner(c - 2) << (4 * s + 2);
  }
  tops[1] |= tops[0];
  const std::uint64_t shape_hash = shape_hash_of(e.lengths, e.leader_trump);
  return bucket_of(shape_hash, level == 0 ? 0 : tops[level - 1], level);
}

void TranspositionTable::grow() {
  if (block_mask_ + 1 >= max_blocks_) return;
  const std::size_t old_size = entries_.size();
  entries_.resize(2 * old_size, TableEntry{});
  slots_.resize(2 * old_size, 0);
  ages_.resize(2 * old_size, 0);
  block_mask_ = 2 * block_mask_ + 1;
  crowded_since_growth_ = 0;
  // The block index is the hash's low bits, one more of them now: an entry
  // either stays or moves up by the old size, to the same place in its
  // bucket, which is free there.
  for (std::size_t i = 0; i < old_size; ++i) {
    if (!slots_[i]) continue;
    if (home_of(entries_[i]) < old_size) continue;
    entries_[i + old_size] = entries_[i];
    slots_[i + old_size] = slots_[i];
    ages_[i + old_size] = ages_[i];
    slots_[i] = 0;
    ages_[i] = 0;
  }
}

void TranspositionTable::reset(std::size_t blocks) {
  const std::size_t start = std::min(max_blocks_, blocks);
  entries_.assign(start * kBlock, TableEntry{});
  slots_.assign(start * kBlock, 0);
  ages_.assign(start * kBlock, 0);
  block_mask_ = start - 1;
  crowded_since_growth_ = 0;
  generation_ = 1;
}

void TranspositionTable::age_if_crowded_since(std::uint64_t evictions_before) {
  if (crowded_evictions_ - evictions_before > kCrowdedEvictions) new_search();
}

}  // namespace tenace::solver_detail
