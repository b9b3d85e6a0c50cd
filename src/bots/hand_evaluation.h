#pragma once
// The few numbers a natural bidder judges a hand by: high-card points, suit
// lengths, balance, length and shortness points, and stoppers. They are the
// vocabulary of every textbook natural system, kept in one place so the
// bidding code reads like the textbook.
#include <array>

#include "core/card.h"
#include "core/hand.h"

namespace tenace {

struct HandEvaluation {
  explicit HandEvaluation(Hand hand);

  Hand hand;
  int hcp = 0;
  std::array<int, 4> length{};  // indexed by Suit

  int len(Suit s) const { return length[static_cast<int>(s)]; }
  // 4-3-3-3, 4-4-3-2 or 5-3-3-2: no singleton or void, at most one doubleton.
  bool balanced() const;
  // HCP plus one point per card beyond four in any suit (for opening).
  int total_points() const;
  // HCP plus shortness (void 5, singleton 3, doubleton 1) outside `trump`,
  // for valuing a hand once a trump fit is found.
  int support_points(Suit trump) const;
  // The hand revalued once a trump fit is known, holding three or more of
  // `trump` where partner has shown `partner_trumps`. As dummy (no more
  // trumps than partner has shown), HCP plus shortness outside the trumps
  // (void 5, singleton 3, doubleton 1; with only three trumps void 3,
  // singleton 2, doubleton 1). As the long trump hand, total points (its
  // length already counted) plus void 3, singleton 2, doubleton 1. A
  // singleton king, queen or jack, or a doubleton queen or jack, counts as
  // its HCP only: the honour needs the length. Kings, queens and
  // jacks in a suit of `partner_short` (partner has shown at most one card
  // there) are wasted and do not count; an ace there counts half (its
  // trick is one partner's ruffs would not make, its control is
  // duplicated). With fewer trumps, total points.
  int fit_points(Suit trump, int partner_trumps, std::array<bool, 4> partner_short = {}) const;
  // A, Kx, Qxx or Jxxx: the suit can be held once in no trump.
  bool stopper(Suit s) const;
  // The longest suit; ties go to the higher-ranking suit.
  Suit longest_suit() const;
  // Two of the top three honours (for a sound overcall).
  bool good_suit(Suit s) const;
  // Two of the top three honours or three of the top five (A K Q J 10): a
  // suit safe to overcall or preempt in on few points.
  bool sound_suit(Suit s) const;
};

}  // namespace tenace
