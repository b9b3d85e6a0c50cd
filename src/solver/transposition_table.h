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
// Entries live in fixed buckets of 32. Each entry also has a 32-bit slot
// word in a separate array -- a 16-bit tag (a hash of lengths, leader and
// trump; 0 = empty), the generation that stored it and its tricks left -- so
// a probe or a replacement scans 128 bytes of slots and reads only the
// entries whose tag matches: buckets of 8 untagged entries overflowed on full
// deals (DDS random deal 2, hearts by East: 131 M nodes; 30 M with 32
// entries) and scanning 32 full entries cost more than the nodes it saved.
// A probe is mostly waiting for memory (43% of the solver's time in a
// profile), so the three buckets it reads are prefetched together.
//
// Hashing only what every matching position
// shares (lengths, leader, trump) would pile the many entries of one length
// pattern into one bucket, so an entry is filed at a level k = 0..2: the
// largest k such that its mask covers the top k cards of every suit, and the
// bucket hash includes the owners of those top k cards. A lookup probes the
// three buckets its own top cards select and merges the bounds of every
// matching entry. A full bucket gives up an entry from an older search
// first, then the one with the fewest tricks left (cheapest to recompute).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tenace::solver_detail {

// A position at a trick boundary as the table sees it. For each suit, the
// owner of each card in play as two bit planes (bit i = i-th lowest card in
// play): plane 0 holds "owner is East or West", plane 1 "South or West".
struct PositionShape {
  std::uint64_t lengths = 0;  // 4 bits per (hand, suit)
  std::uint64_t planes[2] = {};  // suits 0,1 and 2,3: per suit low plane | high plane << 16
  std::uint8_t leader_trump = 0;
  std::uint8_t count[4] = {};  // cards in play per suit
};

struct TableEntry {
  std::uint64_t lengths = 0;
  std::uint64_t mask[2] = {};
  std::uint64_t pattern[2] = {};
  std::uint8_t leader_trump = 0;
  std::uint8_t lower = 0;
  std::uint8_t upper = 0;
  std::uint8_t best_lead = 255;   // suit * 16 + cards above it in play; 255 = none

  bool matches(const PositionShape& p) const {
    return lengths == p.lengths && leader_trump == p.leader_trump && (p.planes[0] & mask[0]) == pattern[0] &&
           (p.planes[1] & mask[1]) == pattern[1];
  }
};

// What the matching entries prove: the best lower and upper bounds, each with
// the mask of the entry it came from (what a cutoff on it relies on).
struct Bounds {
  int lower = 0;
  int upper = 0;
  int best_lead = 255;
  std::uint64_t lower_mask[2] = {};
  std::uint64_t upper_mask[2] = {};
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t memory_bytes);

  // Merges the bounds of every entry matching `p`; false if none.
  // `lower_cut`/`upper_cut`: a lower bound >= lower_cut or an upper bound <=
  // upper_cut decides the caller's question; among the entries that do, the
  // one whose mask covers the fewest cards is reported (the most general
  // proof makes the caller's own entry the most general).
  bool find(const PositionShape& p, int tricks_left, int lower_cut, int upper_cut, Bounds& out) const;
  void store(const PositionShape& p, const std::uint64_t mask[2], int tricks_left, int lower, int upper, int best_lead);
  void new_search() {
    if (++generation_ == 0) generation_ = 1;
  }
  void clear();
  std::size_t memory_bytes() const { return entries_.size() * (sizeof(TableEntry) + sizeof(std::uint32_t)); }

 private:
  static constexpr int kBucket = 32;
  static constexpr int kLevels = 3;
  std::size_t bucket_of(const PositionShape& p, int level) const;
  static std::uint32_t tag_of(const PositionShape& p);
  // Which entries of the bucket starting at `base` carry `tag`, one bit each.
  std::uint32_t tagged(std::size_t base, std::uint32_t tag) const;

  // Per entry: tag (bits 0-15, 0 = empty), the low byte of the generation
  // that last stored it (16-23) and its tricks left (24-31) -- all a probe
  // or a replacement needs, 128 bytes per bucket, so the entries themselves
  // are read only when their tag matches.
  std::vector<std::uint32_t> slots_;
  std::uint32_t slot_word(std::uint32_t tag, int tricks_left) const {
    return tag | (generation_ & 0xFFu) << 16 | static_cast<std::uint32_t>(tricks_left) << 24;
  }
  std::vector<TableEntry> entries_;
  std::size_t bucket_mask_ = 0;
  std::uint16_t generation_ = 1;
};

}  // namespace tenace::solver_detail
