#pragma once
// Move ordering. Alpha-beta is only as fast as its first moves are good, so
// each candidate gets a cheap score from bridge knowledge and the list is
// tried best first:
//  - on lead: cash a top winner unless an opponent will ruff it; lead towards
//    partner's top card or into partner's ruff; otherwise lead low, and avoid
//    leading a suit whose top card sits with the next hand;
//  - following: the last hand wins as cheaply as it can unless partner is
//    already winning; the third hand wins when the fourth cannot beat it and
//    plays low behind a partner who is winning for sure; the second hand
//    plays low unless it wins for sure;
//  - void: ruff (as low as wins) when partner is not winning, never ruff
//    partner's sure winner, discard low cards from long suits and keep
//    winners.
// The lead that proved the bound in the transposition table goes first.
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

inline std::uint32_t suit_cards(std::uint64_t hand, int suit) {
  return static_cast<std::uint32_t>((hand >> (16 * suit)) & kSuitBits);
}
inline int highest_bit(std::uint32_t bits) { return bits ? 31 - __builtin_clz(bits) : -1; }

inline int lead_score(const std::uint64_t hands[4], int trump, int seat, int code) {
  const int s = suit_of(code), b = code & 15;
  const int partner = seat ^ 2, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const int top = highest_bit(suit_cards(all, s));
  auto can_ruff = [&](int who) {
    return trump != kNoTrump && s != trump && suit_cards(hands[who], s) == 0 && suit_cards(hands[who], trump) != 0;
  };
  const bool opponents_ruff = can_ruff(lho) || can_ruff(rho);
  int score = 0;
  if (b == top) {
    score = opponents_ruff ? 10 : 60;
  } else if (highest_bit(suit_cards(hands[partner], s)) == top) {
    score = opponents_ruff ? 5 : 45;
    if (highest_bit(suit_cards(hands[lho], s)) > b && suit_cards(hands[lho], s)) score -= 5;
  } else {
    score = 20;
    if (highest_bit(suit_cards(hands[lho], s)) == top) score -= 15;
    if (highest_bit(suit_cards(hands[rho], s)) == top) score += 5;
  }
  if (can_ruff(partner) && !opponents_ruff) score += 35;
  if (trump != kNoTrump && s == trump) {
    // Draw trumps when the opponents still hold some and we hold more.
    const int ours = __builtin_popcount(suit_cards(hands[seat] | hands[partner], s));
    const int theirs = __builtin_popcount(suit_cards(hands[lho] | hands[rho], s));
    score += theirs == 0 ? -20 : (ours > theirs ? 5 : -10);
  }
  return score * 16 - b;
}

inline int follow_score(const std::uint64_t hands[4], int trump, const TrickState& t, int seat, int code) {
  const int s = suit_of(code), b = code & 15;
  const int lead = t.lead_suit();
  const bool partner_winning = side_of_seat(t.winner) == side_of_seat(seat);
  const bool beats = s == suit_of(t.win_code) ? code > t.win_code : s == trump;
  const int next = (seat + 1) & 3;
  const std::uint32_t next_suit = suit_cards(hands[next], lead);
  const bool next_ruffs = trump != kNoTrump && lead != trump && next_suit == 0 && suit_cards(hands[next], trump) != 0;
  if (s == lead) {
    if (t.count == 3) return partner_winning ? 100 - b : (beats ? 200 - b : 50 - b);
    // Does the winning card (partner's, or ours) stand against the next hand?
    if (partner_winning) {
      const bool safe = !next_ruffs && (suit_of(t.win_code) != lead || highest_bit(next_suit) < (t.win_code & 15));
      if (t.count == 2 || safe) return safe ? 100 - b : (beats && b > highest_bit(next_suit) ? 150 - b : 90 - b);
      return 100 - b;
    }
    if (beats) {
      const bool holds = !next_ruffs && b > highest_bit(next_suit);
      return holds ? 200 - b : (t.count == 2 ? 120 - b : 60 - b);
    }
    return 80 - b;
  }
  if (trump != kNoTrump && s == trump) {
    if (partner_winning && (t.count == 3 || !next_ruffs)) return -50 - b;
    return beats ? 180 - b : -20 - b;
  }
  // A discard: low cards from long suits, keeping the top cards.
  const std::uint64_t all = hands[0] | hands[1] | hands[2] | hands[3];
  const int length = __builtin_popcount(suit_cards(hands[seat], s));
  const bool is_top = highest_bit(suit_cards(all, s)) == b;
  return 40 - b + 2 * length - (is_top ? 30 : 0);
}

inline void sort_moves(MoveList& list) {
  for (int i = 1; i < list.size; ++i) {
    const Move m = list.moves[i];
    int j = i - 1;
    while (j >= 0 && list.moves[j].score < m.score) {
      list.moves[j + 1] = list.moves[j];
      --j;
    }
    list.moves[j + 1] = m;
  }
}

}  // namespace tenace::solver_detail
