#pragma once
// Quick tricks: a lower bound on the tricks the side on lead takes at once by
// cashing winners. In each suit a hand counts, round by round, its cards
// above every card the opponents still hold (they follow low, keeping their
// best), as long as partner can follow with a lower one (so the lead stays
// put); once both opponents are void, the rest of the suit wins as well. Outside trumps, an opponent who still holds a
// trump could ruff once void, so the count is capped by the length of every
// such opponent in the suit (and length winners are not counted): that
// opponent then follows to every round and discards nothing, so the suits
// can be cashed one after the other without one cash spoiling another (an
// opponent who runs out of trumps while trumps are cashed can no longer
// ruff).
//
// Five ways to cash are compared (nodes on the first 20 oracle deals unless
// said otherwise):
//  - the leader cashes its own winners;
//  - the leader cashes its winners in some suits, then leads a small card of
//    a suit where partner holds winners; partner cashes them and then its own
//    winners in the suits the leader left alone (49.5 M -> 47.6 M nodes
//    against crossing at once). While the leader cashes, partner discards
//    cards that neither count uses: the total is capped by the hand size;
//  - with trumps, the leader leads a side suit partner ruffs (no opponent
//    able to overruff) and partner cashes its winners (51.6 M -> 49.5 M);
//  - the leader crosses to partner's top card of a suit, and partner's quick
//    tricks are counted from there, crossing back to the leader's winners
//    included (47.6 M -> 44.9 M);
//  - with trumps, the leader first cashes top trumps enough to draw every
//    trump the opponents hold, then its side-suit winners with no ruff to
//    cap them (commit 6ce1e05, 2026-11-22: first 200 seeded random deals 363.7 M ->
//    360.6 M nodes, DDS largest.txt 603.8 M -> 598.0 M).
// The ruff and the crossing play out their first trick: the opponents follow with their
// lowest cards (leaving them the highest, the worst case), or, void, keep
// their cards in the count, which only lowers it (they then hold no trump
// that could cap a suit).
// Cheap and
// always sound; the search cuts off at once when the bound reaches the
// target. For the winning-rank backup it reports a counted card only while
// its rank matters: while an opponent still follows (it must beat them) or
// partner does (it must stay above partner's card to keep the lead). Length
// winners after both are void, and rounds beyond a ruff cap, are not
// reported, which keeps the table entries general over the small cards:
// first 20 oracle deals 73.1 M -> 54.2 M nodes (reporting every counted card
// made every ancestor's entry specific down to the smallest length winner).
#include <algorithm>
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

struct SuitRun {
  int length = 0;          // winners counted, capped for ruffs
  std::uint32_t cards = 0; // the counted winners whose rank matters
};

class QuickTricks {
 public:
  QuickTricks(const std::uint64_t hands[4], int leader, int trump) : hands_(hands), leader_(leader), trump_(trump) {
    find_opponents();
    // Every line below asks for the same eight runs again and again: compute
    // them once (first oracle deal's table: 3.97 G -> 3.71 G instructions).
    for (int s = 0; s < 4; ++s) {
      runs_[0][s] = compute_run(leader, s);
      runs_[1][s] = compute_run(leader ^ 2, s);
    }
  }

  // The bound, and in `relevant` the cards it relies on. Counting stops as
  // soon as `needed` tricks are reached, so that only the cards of the
  // suits actually needed are reported. `with_plays`: how many tricks deep
  // to try the lines that play one trick and count again from the position
  // after it (a crossing to partner, a ruff in partner's hand). Two levels
  // (one crossing back) cut 2.3% more nodes than one (44.9 M -> 43.8 M) at
  // no visible cost; they are tried only when the plain counts fall short.
  int count(int needed, std::uint64_t& relevant, int with_plays = 2) const {
    std::uint64_t own_cards = 0;
    const int own = cash_all(leader_, 0, needed, own_cards);
    int best = own;
    relevant = own_cards;
    if (best >= needed) return best;
    const int partner = leader_ ^ 2;
    for (int s = 0; s < 4; ++s) {
      if (!(hands_[leader_] & suit_mask(s))) continue;
      const SuitRun entry = run(partner, s);
      if (entry.length == 0) continue;
      std::uint64_t cards = static_cast<std::uint64_t>(entry.cards) << (16 * s);
      // Before crossing, the leader cashes its own winners in the other
      // suits; partner then cashes in the suits the leader did not touch.
      int total = entry.length;
      unsigned leader_suits = 0;
      if (total < needed) total += cash_all(leader_, 1u << s, needed - total, cards, &leader_suits);
      if (total < needed) total += cash_all(partner, (1u << s) | leader_suits, needed - total, cards);
      total = std::min(total, __builtin_popcountll(hands_[leader_]));
      if (total > best) {
        best = total;
        relevant = cards;
        if (best >= needed) return best;
      }
    }
    if (trump_ != kNoTrump && (lho_trumps_ || rho_trumps_)) {
      std::uint64_t cards = 0;
      const int drawn = cash_after_drawing_trumps(needed, cards);
      if (drawn > best) {
        best = drawn;
        relevant = cards;
        if (best >= needed) return best;
      }
    }
    if (with_plays) {
      // Crossing with one trick, then partner's quick tricks, which may
      // cross back to the leader's winners.
      for (int s = 0; s < 4; ++s) {
        const std::uint64_t suit = suit_mask(s);
        const std::uint64_t low = hands_[leader_] & suit;
        if (!low) continue;
        const SuitRun entry = run(partner, s);
        if (entry.length == 0) continue;
        const std::uint64_t top = highest_card(hands_[partner] & suit);
        std::uint64_t cards = 0;
        const int total = 1 + count_after_trick(s, low & -low, top, needed - 1, cards, with_plays - 1);
        if (total > best) {
          best = total;
          relevant = cards | top;
          if (best >= needed) return best;
        }
      }
    }
    if (with_plays && trump_ != kNoTrump) {
      std::uint64_t ruff_cards = 0;
      const int ruffed = ruff_in_partner(needed, ruff_cards, with_plays);
      if (ruffed > best) {
        best = ruffed;
        relevant = ruff_cards;
      }
    }
    return best;
  }

 private:
  // The position after a trick our side won (count_after_trick), partner
  // now on lead. Only the suits in `changed` lost cards the runs depend on;
  // the runs of the others are `before`'s with the seats swapped (the
  // opponents' trumps, which cap them, are unchanged unless trumps were led,
  // and then every suit is in `changed`). Commit 18db4d3 (2026-11-23): 1.2% fewer
  // instructions (callgrind, four deals' tables), same nodes.
  QuickTricks(const std::uint64_t after[4], const QuickTricks& before, unsigned changed)
      : hands_(after), leader_(before.leader_ ^ 2), trump_(before.trump_) {
    find_opponents();
    for (int s = 0; s < 4; ++s) {
      if (changed >> s & 1) {
        runs_[0][s] = compute_run(leader_, s);
        runs_[1][s] = compute_run(leader_ ^ 2, s);
      } else {
        runs_[0][s] = before.runs_[1][s];
        runs_[1][s] = before.runs_[0][s];
      }
    }
  }

  void find_opponents() {
    lho_ = hands_[(leader_ + 1) & 3];
    rho_ = hands_[(leader_ + 3) & 3];
    lho_trumps_ = trump_ != kNoTrump && (lho_ & suit_mask(trump_));
    rho_trumps_ = trump_ != kNoTrump && (rho_ & suit_mask(trump_));
  }

  // The quick tricks partner counts after a trick our side won: the leader
  // led `led` (a card of suit `s`), partner played `partner_card`, and each
  // opponent followed with its lowest card of the suit (keeping its
  // highest, the worst case for the count) or, void, kept its cards.
  int count_after_trick(int s, std::uint64_t led, std::uint64_t partner_card, int needed, std::uint64_t& cards,
                        int with_plays) const {
    const int partner = leader_ ^ 2;
    const std::uint64_t left = lho_ & suit_mask(s), right = rho_ & suit_mask(s);
    std::uint64_t after[4] = {hands_[0], hands_[1], hands_[2], hands_[3]};
    after[leader_] &= ~led;
    after[partner] &= ~partner_card;
    after[(leader_ + 1) & 3] &= ~(left & -left);
    after[(leader_ + 3) & 3] &= ~(right & -right);
    const int partner_suit = suit_of(__builtin_ctzll(partner_card));
    const unsigned changed = s == trump_ ? 0xFu : (1u << s) | (1u << partner_suit);
    return QuickTricks(after, *this, changed).count(needed, cards, with_plays);
  }

  // A side suit led to partner's void, partner ruffing with its lowest trump
  // (neither opponent can overruff: each follows or holds no trump), then
  // partner's quick tricks. A ruff wins whatever the ranks, so only the cards
  // of partner's count are reported. The opponents follow with their lowest
  // cards, which leaves them the highest (the worst case for the count).
  int ruff_in_partner(int needed, std::uint64_t& relevant, int with_plays) const {
    const int partner = leader_ ^ 2;
    const std::uint64_t partner_trumps = hands_[partner] & suit_mask(trump_);
    if (!partner_trumps) return 0;
    int best = 0;
    for (int s = 0; s < 4; ++s) {
      if (s == trump_) continue;
      const std::uint64_t suit = suit_mask(s);
      const std::uint64_t led = hands_[leader_] & suit;
      if (!led || (hands_[partner] & suit)) continue;
      const std::uint64_t left = lho_ & suit, right = rho_ & suit;
      if ((!left && lho_trumps_) || (!right && rho_trumps_)) continue;
      if (needed <= 1) {
        relevant = 0;
        return 1;
      }
      std::uint64_t cards = 0;
      const int total =
          1 + count_after_trick(s, led & -led, partner_trumps & -partner_trumps, needed - 1, cards, with_plays - 1);
      if (total > best) {
        best = total;
        relevant = cards;
        if (best >= needed) return best;
      }
    }
    return best;
  }

  // The rounds `seat` wins in suit `s` leading from its own hand and keeping
  // the lead: its cards above every opponent's card, each while partner can
  // follow with a lower card (partner plays its lowest; when void, it
  // discards cards no other suit's count needs -- there are always enough).
  // Once those winners have drawn every opponent's cards, the rest of the
  // suit wins too, again while partner can play under it.
  SuitRun run(int seat, int s) const { return runs_[seat == leader_ ? 0 : 1][s]; }
  // `trumps_drawn`: the opponents hold no trump any more (see
  // cash_after_drawing_trumps), so no round of a side suit is lost to a ruff.
  SuitRun compute_run(int seat, int s, bool trumps_drawn = false) const {
    SuitRun r;
    std::uint32_t mine = suit_cards(hands_[seat], s);
    std::uint32_t left = suit_cards(lho_, s), right = suit_cards(rho_, s);
    // Most runs end before the first round: no card above the opponents'.
    if (highest_bit(mine) <= highest_bit(left | right)) return r;
    std::uint32_t partner = suit_cards(hands_[seat ^ 2], s);
    const int partner_length = __builtin_popcount(partner);
    const int drawn = std::max(__builtin_popcount(left), __builtin_popcount(right));
    const bool may_ruff = s != trump_ && (lho_trumps_ || rho_trumps_) && !trumps_drawn;
    int rounds = 99;  // an opponent with trumps ruffs once void
    if (may_ruff) {
      if (lho_trumps_) rounds = std::min(rounds, __builtin_popcount(left));
      if (rho_trumps_) rounds = std::min(rounds, __builtin_popcount(right));
    }
    while (mine && r.length < rounds) {
      const int card = highest_bit(mine);
      // Above every card the opponents still hold: each has followed with
      // its lowest so far (keeping its highest, the worst case for us), so a
      // singleton honour falls under our top card and promotes the next.
      const bool wins = card > highest_bit(left | right);
      if (!wins || (partner && __builtin_ctz(partner) > card)) break;
      // A card's rank matters while an opponent still follows (it must beat
      // them) or partner does (it must stay above partner's card, or the
      // lead moves). Once both are void, any card of the suit wins and keeps
      // the lead, so a length winner then need not be reported: the table
      // entry stays general over the small cards.
      if (r.length < drawn || r.length < partner_length) r.cards |= 1u << card;
      ++r.length;
      mine &= ~(1u << card);
      partner &= partner - 1;
      left &= left - 1;
      right &= right - 1;
    }
    return r;
  }

  // The leader cashes its top trumps first: once they have drawn every
  // trump the opponents hold (each must follow while it has one), the side
  // suits' winners are cashed with no ruff to fear, length winners included.
  int cash_after_drawing_trumps(int enough, std::uint64_t& cards) const {
    const SuitRun trumps = run(leader_, trump_);
    const int their_trumps = std::max(__builtin_popcountll(lho_ & suit_mask(trump_)),
                                      __builtin_popcountll(rho_ & suit_mask(trump_)));
    if (trumps.length < their_trumps) return 0;
    cards |= static_cast<std::uint64_t>(trumps.cards) << (16 * trump_);
    const int side_suits = cash_all(leader_, 1u << trump_, enough - trumps.length, cards, nullptr, true);
    return std::min(trumps.length + side_suits, __builtin_popcountll(hands_[leader_]));
  }

  // The winners `seat` cashes in every suit not in `skip_suits` (a bit per
  // suit), stopping once `enough` are counted; `counted_suits` receives the
  // suits that gave tricks. `trumps_drawn`: see compute_run.
  int cash_all(int seat, unsigned skip_suits, int enough, std::uint64_t& cards, unsigned* counted_suits = nullptr,
               bool trumps_drawn = false) const {
    int total = 0;
    const int cap = __builtin_popcountll(hands_[seat]);
    for (int s = 0; s < 4; ++s) {
      if (skip_suits & (1u << s)) continue;
      const SuitRun r = trumps_drawn ? compute_run(seat, s, true) : run(seat, s);
      if (!r.length) continue;
      total += r.length;
      if (counted_suits) *counted_suits |= 1u << s;
      cards |= static_cast<std::uint64_t>(r.cards) << (16 * s);
      if (std::min(total, cap) >= enough) break;
    }
    return std::min(total, cap);
  }

  const std::uint64_t* hands_;
  int leader_;
  int trump_;
  std::uint64_t lho_, rho_;
  bool lho_trumps_, rho_trumps_;
  SuitRun runs_[2][4];  // leader's and partner's, per suit
};

inline int quick_tricks(const std::uint64_t hands[4], int leader, int trump, int needed, std::uint64_t& relevant) {
  return QuickTricks(hands, leader, trump).count(needed, relevant);
}

}  // namespace tenace::solver_detail
