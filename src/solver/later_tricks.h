#pragma once
// Later tricks: a lower bound on the tricks the side NOT on lead will take,
// from cards that must win sooner or later.
//  - No trump (or no trump left): if in every suit the leader holds, the
//    opponents hold the top card, whatever the leader leads the opponents
//    can win this very trick.
//  - No trump (or no trump left): to take every trick, the leader's side
//    must lead every trick, each in a suit whose top card it holds (an
//    opponent holding a suit's top card keeps it and wins the trick the suit
//    is led). A suit whose top card our side holds lasts at most as many
//    rounds as our longer hand in it, so if those rounds add up to fewer than
//    the tricks left, the opponents take one (libdds's later tricks make the
//    same count). The gap in that argument is a squeeze, an opponent forced
//    to discard a top card; a squeeze needs entries, top cards our side holds,
//    which add rounds. Not proved here beyond that, but no ending contradicted
//    it: a million random endings of 2-7 cards in two to four suits, solved
//    exactly, and trick_bounds_test.cpp checks it on every run. The tops the
//    opponents hold are reported (one changing sides could add rounds). First
//    200 seeded random deals 393.0 M -> 386.6 M nodes (a lopsided no-trump
//    search where the defence needs one trick is where it counts: deal 142's
//    no-trump searches took 10-26 times libdds's trick positions); DDS
//    largest.txt 607.4 M -> 605.2 M.
//  - Trumps: the highest trump always wins the trick it falls on, so the side
//    holding it takes at least one trick; a single opponent holding the two
//    highest trumps takes two (one hand plays one card per trick).
//  - Trumps, the leader's side holding the highest: the opponents still take
//    a trick with the second-highest when its holder has a spare trump and
//    either sits just after the top trump's holder (it plays after that hand
//    in every trick but those it leads itself, so it plays low when the top
//    trump comes and wins with its own otherwise), or the opponents hold the
//    third-highest as well (the top trump catches only one of the two, and
//    the spare keeps the second-highest from falling with the other).
//    libdds's later tricks know the same two cases. A million random
//    endings of 2-7 cards, solved by libdds, did not contradict them (113 k
//    fired); dropping the spare-trump condition gave 4,957 counterexamples
//    in 200 k. Commit c2b2e8c (2026-11-22): first 60 seeded random deals 83.8 M -> 80.9 M
//    nodes, deals 61-120 115.4 M -> 110.9 M (these positions, where the
//    leader's side needs every trick, were searched in full).
// Cheap and sound; the cards the bound relies on are reported for the
// winning-rank backup.
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

// No trump in play: in every suit the leader holds, the opponents hold the
// top card.
inline bool leader_cannot_win_first_trick(const std::uint64_t hands[4], int leader, std::uint64_t& relevant) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t ours = hands[leader] | hands[leader ^ 2];
  std::uint64_t tops = 0;
  for (int s = 0; s < 4; ++s) {
    if (!(hands[leader] & suit_mask(s))) continue;
    const std::uint64_t top = highest_card(all & suit_mask(s));
    if (top & ours) return false;
    tops |= top;
  }
  relevant = tops;
  return true;
}

// No trump in play: the rounds of the suits our side controls fall short of
// the tricks left.
inline bool leader_cannot_run_all(const std::uint64_t hands[4], int leader, std::uint64_t& relevant) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t ours = hands[leader] | hands[leader ^ 2];
  int rounds = 0;
  std::uint64_t their_tops = 0;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t suit = all & suit_mask(s);
    if (!suit) continue;
    const std::uint64_t top = highest_card(suit);
    if (top & ours) {
      const int mine = __builtin_popcountll(hands[leader] & suit), partner = __builtin_popcountll(hands[leader ^ 2] & suit);
      rounds += mine > partner ? mine : partner;
    } else {
      their_tops |= top;
    }
  }
  if (rounds >= __builtin_popcountll(hands[leader])) return false;
  relevant = their_tops;
  return true;
}

inline int holder_of(const std::uint64_t hands[4], std::uint64_t card) {
  for (int h = 0; h < 4; ++h)
    if (hands[h] & card) return h;
  return -1;
}

// The leader's side holds `top`, the highest of `trumps` (every trump in
// play): do the opponents take a trick with their second-highest (see above)?
inline bool opponents_guard_second_trump(const std::uint64_t hands[4], int leader, std::uint64_t trumps,
                                         std::uint64_t top, std::uint64_t& relevant) {
  const std::uint64_t rest = trumps & ~top;
  if (!rest) return false;
  const std::uint64_t second = highest_card(rest);
  const int holder = holder_of(hands, second);
  if (side_of_seat(holder) == side_of_seat(leader) || __builtin_popcountll(hands[holder] & trumps) < 2) return false;
  if (holder == ((holder_of(hands, top) + 1) & 3)) {
    relevant = top | second;
    return true;
  }
  const std::uint64_t lower = rest & ~second;
  if (!lower) return false;
  const std::uint64_t third = highest_card(lower);
  if (side_of_seat(holder_of(hands, third)) == side_of_seat(leader)) return false;
  relevant = top | second | third;
  return true;
}

inline int later_tricks(const std::uint64_t hands[4], int leader, int trump, std::uint64_t& relevant) {
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const std::uint64_t ours = hands[leader] | hands[leader ^ 2];
  relevant = 0;
  const std::uint64_t trumps = trump == kNoTrump ? 0 : all & suit_mask(trump);
  if (!trumps) {
    if (leader_cannot_win_first_trick(hands, leader, relevant)) return 1;
    return leader_cannot_run_all(hands, leader, relevant) ? 1 : 0;
  }
  const std::uint64_t top = highest_card(trumps);
  if (top & ours) return opponents_guard_second_trump(hands, leader, trumps, top, relevant) ? 1 : 0;
  relevant = top;
  const std::uint64_t rest = trumps & ~top;
  if (rest) {
    const std::uint64_t second = highest_card(rest);
    for (int seat : {(leader + 1) & 3, (leader + 3) & 3})
      if ((hands[seat] & top) && (hands[seat] & second)) {
        relevant |= second;
        return 2;
      }
  }
  return 1;
}

}  // namespace tenace::solver_detail
