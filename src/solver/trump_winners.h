#pragma once
// Trump winners: a lower bound on the tricks a side takes in a trump
// contract from trumps above every trump the other side holds. Such a trump
// wins whatever trick it falls on (only partner's higher trump could beat it,
// and that trick is the side's too), and one hand plays one card per trick,
// so a hand holding k of them takes the side k tricks, sooner or later. The
// two hands' counts are not added: both may have to play theirs in the same
// trick. In no trump there is no such bound (a top card can be discarded).
//
// One more case counts two: the two highest trumps split between the hands,
// one of which holds another trump. Each of the two wins the trick it falls
// on, and the side can always keep them apart: the hand with the spare
// trump plays it when trumps are led and the other must play its honour
// (libdds's later tricks know the same two tricks; no random ending of 2-7
// cards, a million solved exactly, contradicted it).
//
// The quick-tricks bound counts only tricks taken at once from the lead; this
// one also holds for the side on lead when its top trumps cannot be cashed
// now (partner's, or ruffs to come). The counted trumps are reported.
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

// Tricks the side of `seat` takes with its top trumps, and in `relevant` the
// trumps counted.
inline int trump_winners(const std::uint64_t hands[4], int seat, int trump, std::uint64_t& relevant) {
  if (trump == kNoTrump) return 0;
  const std::uint64_t trumps = suit_mask(trump);
  const std::uint64_t theirs = (hands[(seat + 1) & 3] | hands[(seat + 3) & 3]) & trumps;
  // Every trump above their best one (all of them when they have none).
  const std::uint64_t above = theirs ? ~((std::uint64_t{2} << (63 - __builtin_clzll(theirs))) - 1) & trumps : trumps;
  const std::uint64_t mine = hands[seat] & above, partners = hands[seat ^ 2] & above;
  const int own = __builtin_popcountll(mine), partner = __builtin_popcountll(partners);
  if (own == 0 && partner == 0) return 0;
  // A counted trump's rank matters only while the other side holds trumps.
  if (!theirs) {
    relevant = 0;
    return own > partner ? own : partner;
  }
  if (own == 1 && partner == 1 && (__builtin_popcountll(hands[seat] & trumps) > 1 ||
                                   __builtin_popcountll(hands[seat ^ 2] & trumps) > 1)) {
    relevant = mine | partners;
    return 2;
  }
  relevant = own >= partner ? mine : partners;
  return own >= partner ? own : partner;
}

}  // namespace tenace::solver_detail
