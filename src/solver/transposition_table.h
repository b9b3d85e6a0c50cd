#pragma once
// The transposition table, with partition search (Ginsberg) in the form DDS
// popularised: an entry does not describe one position but a class of them.
// It lives at a trick boundary and records
//  - the exact length of every hand in every suit, the leader and the trump;
//  - per suit, the owners of the top cards still in play down to the lowest
//    card whose rank mattered in the proof (see the winning-rank backup in
//    search.cpp) -- a mask over the suit's relative ranks plus the pattern;
//  - a lower and an upper bound on the tricks the leader's side takes, and
//    the lead that proved the last bound (tried first next time).
// Any position with the same lengths whose top cards match the pattern has
// the same bounds, whatever its small cards. Because everything is in
// relative ranks, an entry stays valid for every later search of any deal.
//
// Hashing only what every matching position shares (lengths, leader,
// trump) would pile the many entries of one length pattern into one bucket,
// so an entry is filed at a level k = 0..2: the largest k such that its mask
// covers the top k cards of every suit, and the bucket hash includes the
// owners of those top k cards. A lookup probes the three buckets its own top
// cards select, level 0 first (alone when it decides), and merges the bounds
// of the matching entries. A full bucket gives up an entry from an older
// search first, then the one with the fewest tricks left (cheapest to
// recompute).
//
// Buckets are blocks of 64 entries; level 0, which holds every entry of a
// length pattern whose mask leaves some suit out, gets two. Each entry has a
// 32-bit slot word in a separate array -- an 8-bit tag (a hash of lengths,
// leader and trump; 0 = empty) and a 24-bit filter: per suit, the owners of
// the suit's top card and the sides of its second card the entry does NOT
// accept (none where its mask does not reach) -- so a probe scans the slots
// with AVX2 and reads only the entries whose tag and top cards fit, all of
// them prefetched together (a probe mostly waits for memory). Measured on the
// first ten oracle deals: with buckets of 32 the level-0 buckets overflowed
// (40.6 M nodes; 33.6 M with one block of 64, 30.7 M with two at level 0),
// and without the filter a probe read a dozen non-matching 48-byte entries.
// The generation that stored an entry and its tricks left, needed only to
// choose a victim, live in a byte per slot of their own.
//
// The table starts small and grows with the work, as DDS's does, and each
// deal of a table calculation starts it afresh (start_deal()): an ordinary
// deal's entries then sit in a few MiB that stay in the caches, instead of
// spread over 50 MiB where every probe missed them. On the first 20 oracle
// deals: 33.4 M nodes instead of 32.8 M, and 0.88-0.92 of the time; on DDS's
// largest.txt 0.97 of the time (a hard deal still grows the table to its
// bound). See docs/performance.md. Its arrays sit on huge pages
// (huge_page_allocator.h).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/huge_page_allocator.h"

namespace tenace::solver_detail {

// A search (or one target of the MTD driver) that replaced more entries of
// its own generation than this has crowded the buckets with them: they are
// then aged (new_search()) so that the next search replaces them first.
inline constexpr std::uint64_t kCrowdedEvictions = 10000;

// Where hand h's length in suit s sits in PositionShape::lengths (4 bits).
constexpr int length_shift(int hand, int suit) { return 16 * hand + 4 * suit; }

// A position at a trick boundary as the table sees it. For each suit, the
// owner of each card in play as two bit planes (bit i = i-th lowest card in
// play): plane 0 holds "owner is East or West", plane 1 "South or West".
struct PositionShape {
  std::uint64_t lengths = 0;  // 4 bits per (hand, suit), see length_shift()
  std::uint64_t planes[2] = {};  // suits 0,1 and 2,3: per suit low plane | high plane << 16
  std::uint8_t leader_trump = 0;
  std::uint8_t count[4] = {};  // cards in play per suit
  // Per suit, the owner of its top card as one bit of a nibble (suit s owner
  // o: bit 4s+o), then (bits 16-23) the side of the owner of its second card
  // (suit s side d: bit 16+2s+d); a suit too short has none. Checked
  // against an entry's filter.
  std::uint32_t top_owners = 0;
  // The owners of the top card (tops[0]) and of the top two cards (tops[1])
  // of each suit, 4 bits per suit: what the level-1 and level-2 buckets hash.
  std::uint32_t tops[2] = {};
};

// A table mask covers, in each suit, the top cards from the lowest whose rank
// mattered upwards (relevant_to_mask in relative_key.h): how many is all it
// takes to store it, and the position's card counts give it back. 32 bytes,
// so that an entry never straddles two cache lines (48 with the mask whole).
struct TableEntry {
  std::uint64_t lengths = 0;
  std::uint64_t pattern[2] = {};  // the position's planes under the mask
  std::uint16_t covered = 0;      // 4 bits per suit: top cards the mask covers
  std::uint8_t leader_trump = 0;
  std::uint8_t lower = 0;
  std::uint8_t upper = 0;
  std::uint8_t best_lead = 255;   // suit * 16 + cards above it in play; 255 = none
};
static_assert(sizeof(TableEntry) == 32);

// The mask's size per suit, and the mask back from it for a position with
// `count` cards in play per suit (the same lengths, so the same counts).
inline std::uint16_t covered_of(const std::uint64_t mask[2]) {
  std::uint16_t covered = 0;
  for (int s = 0; s < 4; ++s)
    covered = static_cast<std::uint16_t>(
        covered | __builtin_popcountll((mask[s >> 1] >> (32 * (s & 1))) & 0xFFFF) << (4 * s));
  return covered;
}
inline void mask_of(std::uint16_t covered, const std::uint8_t count[4], std::uint64_t mask[2]) {
  for (int half = 0; half < 2; ++half) {
    std::uint64_t m = 0;
    for (int i = 0; i < 2; ++i) {
      const int s = 2 * half + i;
      const unsigned k = covered >> (4 * s) & 0xF;
      const std::uint64_t bits = ((std::uint64_t{1} << k) - 1) << (count[s] - k);
      m |= (bits | bits << 16) << (32 * i);
    }
    mask[half] = m;
  }
}

// What the matching entries prove: the best lower and upper bounds, each with
// the mask of the entry it came from (what a cutoff on it relies on).
struct Bounds {
  int lower = 0;
  int upper = 0;
  int best_lead = 255;
  std::uint64_t lower_mask[2] = {};
  std::uint64_t upper_mask[2] = {};
};

// Where a position's entries live: the first slot of its bucket at each
// level, and its tag. Computed once per position (prepare() also starts
// fetching the slots), used by find() and store().
struct TableProbe {
  std::size_t level_base[3] = {};
  std::uint32_t tag = 0;
  std::size_t block_mask = 0;  // the table's size when computed (it may grow before store())
  // Filled by find(): the candidate slots of level 0's two blocks, then of
  // levels 1 and 2, which store() looks through for the entry to update;
  // bit b of `known_blocks` says block b's are there.
  std::uint64_t block_hits[4] = {};
  unsigned known_blocks = 0;
};

class TranspositionTable {
 public:
  // `memory_bytes`: the most the table may grow to.
  explicit TranspositionTable(std::size_t memory_bytes);

  // Starts fetching the slots of `p`'s buckets. Called early, so that they
  // arrive while the caller does other work.
  TableProbe prepare(const PositionShape& p) const;
  // Merges the bounds of the entries matching `p`; false if none.
  // `lower_cut`/`upper_cut`: a lower bound >= lower_cut or an upper bound <=
  // upper_cut decides the caller's question; among the entries that do, the
  // one whose mask covers the fewest cards is reported (the most general
  // proof makes the caller's own entry the most general). Level 0 is read
  // first and, when it decides, alone (see find()). Fills probe.block_hits
  // for store().
  bool find(const PositionShape& p, TableProbe& probe, int tricks_left, int lower_cut, int upper_cut,
            Bounds& out) const;
  void store(const PositionShape& p, const TableProbe& probe, const std::uint64_t mask[2], int tricks_left, int lower,
             int upper, int best_lead);
  void new_search() {
    generation_ = generation_ % 15 + 1;  // 1..15: an age byte of 0 is an empty slot
  }
  // Forgets every entry and shrinks back to the starting size.
  void clear() { reset(kStartBlocks); }
  // A new deal: forgets every entry and takes the size an ordinary deal's
  // table grows to. Kept from deal to deal, the table only grew (to its
  // bound, 38.8 MB by default, within the first 150 seeded random deals),
  // and every later deal's probes were spread over all of it: cache
  // misses, for entries that a new deal's positions hardly ever match.
  // Commit 6d7130f (2026-11-23), random deals 1-300 with one solver: paired timings
  // 0.97 of the time against keeping the table.
  void start_deal() { reset(kDealStartBlocks); }
  // Doubles the table (if the bound allows), moving each entry to its bucket
  // at the new size. store() calls it when the buckets are crowded.
  void grow();
  // How many times an entry of the current search was replaced so far: a
  // sign that the buckets are crowded.
  std::uint64_t crowded_evictions() const { return crowded_evictions_; }
  // Ages the current entries (new_search()) if more than kCrowdedEvictions
  // of them were replaced since crowded_evictions() was `evictions_before`.
  void age_if_crowded_since(std::uint64_t evictions_before);
  std::size_t memory_bytes() const {
    return entries_.size() * (sizeof(TableEntry) + sizeof(std::uint32_t) + sizeof(std::uint8_t));
  }

 private:
  // Slots are scanned in blocks of 64. A level-0 bucket is two blocks: it
  // holds every entry of a length pattern whose mask leaves some suit out,
  // and one block overflowed (first ten oracle deals: 33.6 M nodes with
  // one block, 30.8 M with two).
  static constexpr int kBlock = 64;
  static constexpr int blocks_of(int level) { return level == 0 ? 2 : 1; }
  static constexpr int kProbeBlocks = 4;
  static constexpr int kLevels = 3;
  static_assert(kLevels == 3, "TableProbe holds three levels");
  std::size_t bucket_of(std::uint64_t shape_hash, std::uint32_t tops, int level) const;
  TableProbe locate(const PositionShape& p) const;
  static int level_of(const std::uint8_t count[4], std::uint16_t covered);
  // The bucket an existing entry belongs in at the table's current size.
  std::size_t home_of(const TableEntry& e) const;
  // The table starts at 256 blocks (16,384 entries, 600 KiB) and doubles,
  // up to the memory bound, once its searches have evicted half as many of
  // their own entries as it holds since it last grew.
  static constexpr std::size_t kStartBlocks = 256;
  // A deal's table starts at 2048 blocks (4.8 MB): every seeded random deal
  // from 81 to 120 grew to 2.4-4.8 MB or beyond from the 600 KiB start, and
  // growing costs nodes while the buckets fill (paired timings, deals
  // 1-300: 1.01 of the time starting at 1024 blocks, 1.03 at 4096).
  static constexpr std::size_t kDealStartBlocks = 2048;
  static constexpr std::size_t kCrowdedShareToGrow = 2;
  // Which entries of the 64-slot block at `base` carry `tag` and accept
  // the position's top-card owners, one bit each.
  std::uint64_t candidates(std::size_t base, std::uint32_t tag, std::uint32_t top_owners) const;
  // The same, with the candidate entries' cache lines requested at once.
  std::uint64_t fetch_candidates(std::size_t base, const PositionShape& p, std::uint32_t tag) const;
  // The filter of an entry: see the comment at the top.
  static std::uint32_t rejected_top_owners(const PositionShape& p, const std::uint64_t mask[2]);

  // Per entry: tag (bits 0-7, 0 = empty) and filter (bits 8-31).
  std::vector<std::uint32_t, HugePageAllocator<std::uint32_t>> slots_;
  // Per entry: the generation that last stored it (bits 0-3, 1..15) and its
  // tricks left (bits 4-7); 0 for an empty slot.
  std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>> ages_;
  std::uint8_t age_byte(int tricks_left) const {
    return static_cast<std::uint8_t>(generation_ | static_cast<unsigned>(tricks_left) << 4);
  }
  // Forgets every entry; the table then holds `blocks` blocks (at most
  // its bound).
  void reset(std::size_t blocks);
  // The slot a new entry replaces among the `span` slots from `base`.
  int victim_in(std::size_t base, int span) const;
  static constexpr int kMaxSpan = 2 * kBlock;
  std::vector<TableEntry, HugePageAllocator<TableEntry>> entries_;
  std::size_t block_mask_ = 0;
  std::size_t max_blocks_ = 0;
  std::uint64_t crowded_since_growth_ = 0;
  unsigned generation_ = 1;
  std::uint64_t crowded_evictions_ = 0;
};

}  // namespace tenace::solver_detail
