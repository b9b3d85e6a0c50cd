#pragma once
// What Dealer measures on one hand, on the card bit sets of core::Hand
// (card id = suit * 16 + rank), so each measure is a few popcounts.
#include <array>
#include <bit>
#include <cstdint>

#include "core/hand.h"

namespace tenace::dealer {

// Weights of the thirteen ranks, ace first (Dealer's pointcount order).
using RankWeights = std::array<int, 13>;

// A point count compiled for speed: only the ranks that score, each with the
// bit mask of that rank in all four suits.
class PointTable {
 public:
  PointTable() = default;
  explicit PointTable(const RankWeights& ace_first);
  int count(std::uint64_t hand_bits) const {
    int total = 0;
    for (int i = 0; i < used_; ++i) total += weight_[i] * std::popcount(hand_bits & mask_[i]);
    return total;
  }
  const RankWeights& weights() const { return weights_; }

 private:
  RankWeights weights_{};
  std::array<std::uint64_t, 13> mask_{};
  std::array<int, 13> weight_{};
  int used_ = 0;
};

inline constexpr std::uint64_t kSuitBits[4] = {0x7FFCull, 0x7FFCull << 16, 0x7FFCull << 32, 0x7FFCull << 48};

inline int suit_length(std::uint64_t hand_bits, int suit) { return std::popcount(hand_bits & kSuitBits[suit]); }

// Dealer's losing-trick count of one suit: void 0; singleton 0 if the ace,
// else 1; doubleton AK 0, Ax or Kx 1, else 2; longer: 3 less one for each of
// A, K, Q held.
int suit_losers(std::uint64_t hand_bits, int suit);

// Kaplan and Rubens' suit quality and hand evaluation (The Bridge World,
// October 1982), times 100 as Dealer reports them.
int suit_quality(std::uint64_t hand_bits, int suit);
int cccc(std::uint64_t hand_bits);

// Default tables: hcp, then Dealer's ten alternate counts pt0..pt9 (tens,
// jacks, queens, kings, aces, top2, top3, top4, top5, c13), then controls.
RankWeights default_hcp();
RankWeights default_alternate(int n);
RankWeights control_weights();

}  // namespace tenace::dealer
