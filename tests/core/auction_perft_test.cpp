// Perft for the bridge auction: the number of distinct legal auction
// prefixes of 1, 2, 3 and 4 calls from a fixed dealer (North; by symmetry
// the dealer does not change the counts).
//
// How the expected numbers were derived (by hand for 1..3, by a small
// abstract-state count for 4, then cross-checked by the two enumerations in
// this file):
//   Number the bids 1..35 in auction order (1C = 1 ... 7NT = 35).
//   1 call:  Pass or any bid                                        = 36.
//   2 calls: after Pass, 36 again; after bid r: Pass, X, or one of
//            the 35 - r higher bids: sum_{r=1..35} (37 - r) = 665    -> 701.
//   3 calls, by the first two:
//            P P        : 36 (no bid yet, no X)
//            P, bid r   : the third caller is an opponent of the bidder:
//                         Pass, X, 35 - r bids: sum (37 - r) = 665
//            bid r, P   : the bidder's partner: Pass, 35 - r bids (no X,
//                         nothing to redouble): sum (36 - r) = 630
//            bid r, X   : the bidder's partner: Pass, XX, 35 - r bids: 665
//            bid r, bid s (r < s): the third caller opposes the last
//                         bidder: Pass, X, 35 - s bids:
//                         sum_{s=2..35} (s-1)(37-s) = sum_{t=1..34} t(36-t)
//                         = 36*595 - 13685 = 7735
//            total 36 + 665 + 630 + 665 + 7735                      = 9731.
//   4 calls: the same bookkeeping done mechanically over the state (last
//            bid rank, whether the next caller opposes its bidder, undoubled/
//            doubled/redoubled), applying the rules of RULES.md §1.2 to each
//            of the 38 calls, gives                                   107451.
//            (No auction can end before the fourth call, so all prefixes of
//            up to four calls extend legal shorter ones.)
//
// The test checks these numbers two ways: a depth-first walk of the real
// Auction's legal_calls(), and a brute force over all 38^k call sequences
// judged by the minimal, stateless rule checker below, written from the
// rules rather than from auction.cpp. It also checks that the two agree on
// every single call after every legal prefix of up to three calls (and after
// the complete four-call auctions, where the end rule bites).
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "core/auction.h"

namespace tenace {
namespace {

constexpr std::array<std::uint64_t, 5> kExpectedPrefixes = {1, 36, 701, 9731, 107451};

// Call codes as in Call::index(): 0 Pass, 1 X, 2 XX, 3.. bids in order.
// Is the call at position `i` of `calls` legal after calls[0..i)? The
// caller at position i is on the same side as the caller at j exactly when
// i - j is even. Every rule is read off the sequence directly.
bool minimal_is_legal(const std::vector<int>& calls, std::size_t i) {
  const int call = calls[i];
  // Over: at least four calls made and the last three are passes.
  if (i >= 4 && calls[i - 1] == 0 && calls[i - 2] == 0 && calls[i - 3] == 0) return false;
  if (call == 0) return true;
  int last_bid_at = -1;
  for (std::size_t j = 0; j < i; ++j)
    if (calls[j] >= 3) last_bid_at = static_cast<int>(j);
  if (call >= 3) return last_bid_at < 0 || call > calls[last_bid_at];
  if (last_bid_at < 0) return false;
  const bool same_side_as_bidder = (i - last_bid_at) % 2 == 0;
  int double_at = -1, redouble_at = -1;
  for (std::size_t j = last_bid_at + 1; j < i; ++j) {
    if (calls[j] == 1) double_at = static_cast<int>(j);
    if (calls[j] == 2) redouble_at = static_cast<int>(j);
  }
  if (call == 1) return !same_side_as_bidder && double_at < 0 && redouble_at < 0;
  // Redouble: own side's bid, doubled, not yet redoubled, only passes since.
  if (!same_side_as_bidder || double_at < 0 || redouble_at >= 0) return false;
  for (std::size_t j = double_at + 1; j < i; ++j)
    if (calls[j] != 0) return false;
  return true;
}

// All 38^length sequences, each judged call by call.
std::uint64_t brute_force_count(std::size_t length) {
  std::vector<int> calls(length, 0);
  std::uint64_t legal = 0;
  for (;;) {
    bool ok = true;
    for (std::size_t i = 0; i < length && ok; ++i) ok = minimal_is_legal(calls, i);
    if (ok) ++legal;
    // Next sequence, odometer style.
    std::size_t pos = 0;
    while (pos < length && ++calls[pos] == Call::kCount) calls[pos++] = 0;
    if (pos == length) return legal;
  }
}

void walk(Auction& auction, std::size_t depth, std::array<std::uint64_t, 5>& counts) {
  ++counts[auction.calls().size()];
  if (auction.calls().size() == depth) return;
  for (Call call : auction.legal_calls()) {
    ASSERT_TRUE(auction.make(call).ok());
    walk(auction, depth, counts);
    ASSERT_TRUE(auction.undo());
  }
}

TEST(AuctionPerft, AuctionWalkMatchesTheDerivedCounts) {
  std::array<std::uint64_t, 5> counts{};
  Auction auction(Seat::North);
  walk(auction, 4, counts);
  EXPECT_EQ(counts, kExpectedPrefixes);
}

TEST(AuctionPerft, BruteForceMatchesTheDerivedCounts) {
  for (std::size_t length = 1; length <= 4; ++length)
    EXPECT_EQ(brute_force_count(length), kExpectedPrefixes[length]) << "length " << length;
}

TEST(AuctionPerft, EveryCallAgreesWithTheMinimalChecker) {
  // Every legal prefix of up to three calls, and every complete auction of
  // four calls: every possible next call.
  std::vector<int> calls;
  Auction auction(Seat::East);
  std::uint64_t compared = 0;
  auto recurse = [&](auto&& self) -> void {
    for (int code = 0; code < Call::kCount; ++code) {
      calls.push_back(code);
      const bool expected = minimal_is_legal(calls, calls.size() - 1);
      const Status status = auction.check(Call::from_index(code));
      EXPECT_EQ(status.ok(), expected) << "after " << calls.size() - 1 << " calls, call " << code;
      EXPECT_EQ(status.ok(), status.message().empty());  // a refusal always says why
      ++compared;
      // Past three calls, go on only where the end of the auction is at stake.
      const std::size_t n = calls.size();
      const bool ends_in_three_passes = n >= 3 && calls[n - 1] == 0 && calls[n - 2] == 0 && calls[n - 3] == 0;
      if (expected && (n < 4 || (n == 4 && ends_in_three_passes))) {
        ASSERT_TRUE(auction.make(Call::from_index(code)).ok());
        self(self);
        auction.undo();
      }
      calls.pop_back();
    }
  };
  recurse(recurse);
  // Complete four-call auctions: P P P P, and each of the 35 bids followed
  // by three passes. After them every call is refused.
  const std::uint64_t complete_after_four = 1 + 35;
  EXPECT_EQ(compared, Call::kCount * (kExpectedPrefixes[0] + kExpectedPrefixes[1] + kExpectedPrefixes[2] +
                                      kExpectedPrefixes[3] + complete_after_four));
}

}  // namespace
}  // namespace tenace
