#pragma once
// Quick tricks: a lower bound on the tricks the side on lead takes at once by
// cashing top cards. In each suit a hand counts the highest cards in play
// that it holds without a gap. Outside trumps, an opponent who still holds a
// trump could ruff once void, so the count is capped by the length of every
// such opponent in the suit: that opponent then follows to every round and
// discards nothing, so the suits can be cashed one after the other without
// one cash spoiling another (an opponent who runs out of trumps while trumps
// are cashed can no longer ruff).
//
// Two ways to cash are compared: the leader cashes its own top cards; or the
// leader leads a small card of a suit headed by partner's top cards, partner
// cashes them and then partner's own top cards in the other suits. Cheap and
// always sound; the search cuts off at once when the bound reaches the
// target, and the counted top cards are reported for the winning-rank backup.
#include <algorithm>
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

struct SuitRun {
  int length = 0;          // top cards counted, capped for ruffs
  std::uint32_t cards = 0; // the counted top cards (uncapped)
};

// The top cards of `all` held in `mine`, in one suit.
inline std::uint32_t top_run(std::uint32_t mine, std::uint32_t all) {
  std::uint32_t run = 0;
  while (all) {
    const std::uint32_t top = std::uint32_t{1} << (31 - __builtin_clz(all));
    if (!(mine & top)) break;
    run |= top;
    all ^= top;
  }
  return run;
}

class QuickTricks {
 public:
  QuickTricks(const std::uint64_t hands[4], int leader, int trump) : hands_(hands), leader_(leader), trump_(trump) {
    all_ = hands[0] | hands[1] | hands[2] | hands[3];
    const std::uint64_t lho = hands[(leader + 1) & 3], rho = hands[(leader + 3) & 3];
    lho_ = lho;
    rho_ = rho;
    lho_trumps_ = trump != kNoTrump && (lho & suit_mask(trump));
    rho_trumps_ = trump != kNoTrump && (rho & suit_mask(trump));
  }

  // The bound, and in `relevant` the cards it relies on. Counting stops as
  // soon as `needed` tricks are reached, so that only the cards of the
  // suits actually needed are reported.
  int count(int needed, std::uint64_t& relevant) const {
    needed_ = needed;
    std::uint64_t own_cards = 0;
    const int own = cash_all(leader_, -1, own_cards);
    int best = own;
    relevant = own_cards;
    if (best >= needed) return best;
    const int partner = leader_ ^ 2;
    for (int s = 0; s < 4; ++s) {
      if (!(hands_[leader_] & suit_mask(s))) continue;
      const SuitRun entry = run(partner, s);
      if (entry.length == 0) continue;
      std::uint64_t cards = static_cast<std::uint64_t>(entry.cards) << (16 * s);
      const int total = entry.length + cash_all(partner, s, cards, entry.length);
      if (total > best) {
        best = total;
        relevant = cards;
        if (best >= needed) return best;
      }
    }
    return best;
  }

 private:
  SuitRun run(int seat, int s) const {
    SuitRun r;
    const auto mine = static_cast<std::uint32_t>((hands_[seat] >> (16 * s)) & kSuitBits);
    if (!mine) return r;
    r.cards = top_run(mine, static_cast<std::uint32_t>((all_ >> (16 * s)) & kSuitBits));
    r.length = __builtin_popcount(r.cards);
    if (r.length && s != trump_) {
      if (lho_trumps_) r.length = std::min(r.length, __builtin_popcountll(lho_ & suit_mask(s)));
      if (rho_trumps_) r.length = std::min(r.length, __builtin_popcountll(rho_ & suit_mask(s)));
    }
    return r;
  }

  // `already`: tricks counted before (the entry to partner).
  int cash_all(int seat, int skip_suit, std::uint64_t& cards, int already = 0) const {
    int total = 0;
    const int cap = __builtin_popcountll(hands_[seat]);
    for (int s = 0; s < 4; ++s) {
      if (s == skip_suit) continue;
      const SuitRun r = run(seat, s);
      if (!r.length) continue;
      total += r.length;
      cards |= static_cast<std::uint64_t>(r.cards) << (16 * s);
      if (already + std::min(total, cap) >= needed_) break;
    }
    return std::min(total, cap);
  }

  const std::uint64_t* hands_;
  int leader_;
  int trump_;
  std::uint64_t all_, lho_, rho_;
  bool lho_trumps_, rho_trumps_;
  mutable int needed_ = 99;
};

inline int quick_tricks(const std::uint64_t hands[4], int leader, int trump, int needed, std::uint64_t& relevant) {
  return QuickTricks(hands, leader, trump).count(needed, relevant);
}

}  // namespace tenace::solver_detail
