#pragma once
// Cashing plan: a stronger quick-tricks bound for the side on lead, found by
// a tiny search over that side's own cards only. A "winner" is a card above
// every opponent's card of its suit; led (or played over a small lead) it
// wins the trick whatever the opponents do, provided no opponent can ruff.
// So the tricks our side can string together by playing winners -- choosing
// both our hands' cards, crossing between them with a small card led to a
// winner or by overtaking -- do not depend on the opponents' play at all and
// are a sound lower bound. Against trumps a side suit is only led while every
// opponent holding a trump still has a card of it (they follow, never
// discard, so the other suits' counts stay right). Once a suit has been led
// as many times as the longer opponent holds it (or when they never held
// it), the opponents have none left and every card of ours wins (length
// promotion); but which of our two hands wins such a trick depends on the
// ranks of small cards the bound does not report, so a promoted card is led
// on only while partner is void in the suit, and otherwise the plan ends with
// that trick. Promotions by rank (their high cards falling) are ignored,
// which only makes the bound smaller. The search stops once the tricks
// needed are reached and has a small node budget: any plan it finds is
// valid, so stopping early is safe. Only the rank winners of the suits the
// plan used are reported as mattering -- reporting the opponents' top card
// too made the search half as large again, since these cards flow up into
// every ancestor's table entry.
#include <algorithm>
#include <cstdint>

#include "solver/card_codec.h"

namespace tenace::solver_detail {

class CashingPlan {
 public:
  CashingPlan(const std::uint64_t hands[4], int leader, int trump) {
    ours_[0] = hands[leader];
    ours_[1] = hands[leader ^ 2];
    const std::uint64_t lho = hands[(leader + 1) & 3], rho = hands[(leader + 3) & 3];
    const std::uint64_t theirs = lho | rho;
    for (int s = 0; s < 4; ++s)
      if (theirs & suit_mask(s)) their_suits_ |= suit_mask(s);
    const bool lho_trumps = trump != kNoTrump && (lho & suit_mask(trump));
    const bool rho_trumps = trump != kNoTrump && (rho & suit_mask(trump));
    for (int s = 0; s < 4; ++s) {
      const std::uint64_t their_suit = theirs & suit_mask(s);
      const std::uint64_t above = their_suit ? ~((std::uint64_t{2} << (63 - __builtin_clzll(their_suit))) - 1) : ~0ull;
      if (their_suit) winners_ |= (ours_[0] | ours_[1]) & suit_mask(s) & above;
      rounds_left_[s] = 99;
      promote_after_[s] = std::max(__builtin_popcountll(lho & suit_mask(s)), __builtin_popcountll(rho & suit_mask(s)));
      if (s != trump) {
        if (lho_trumps) rounds_left_[s] = std::min(rounds_left_[s], __builtin_popcountll(lho & suit_mask(s)));
        if (rho_trumps) rounds_left_[s] = std::min(rounds_left_[s], __builtin_popcountll(rho & suit_mask(s)));
      }
    }
  }

  // The most tricks found, and in `relevant` the cards the bound relies on.
  int best(int needed, std::uint64_t& relevant) {
    needed_ = needed;
    if (!winners_ && !(ours_[0] & ~(lho_rho_suits()))) return 0;
    search(0, 0);
    relevant = used_suits_ & winners_;
    return best_;
  }

 private:
  static std::uint64_t lowest(std::uint64_t x) { return x & -x; }

  void search(int on_lead, int tricks) {
    if (tricks > best_) {
      best_ = tricks;
      used_suits_ = path_suits_;
    }
    if (best_ >= needed_) return;
    if (--budget_ < 0) return;
    if (tricks + __builtin_popcountll(ours_[on_lead]) <= best_) return;
    const int other = on_lead ^ 1;
    for (int s = 0; s < 4; ++s) {
      if (rounds_left_[s] <= 0) continue;
      const std::uint64_t lead_suit = ours_[on_lead] & suit_mask(s);
      if (!lead_suit) continue;
      const std::uint64_t other_suit = ours_[other] & suit_mask(s);
      if (rounds_played_[s] >= promote_after_[s]) {
        // The opponents have no card of the suit left: every card of ours
        // wins. Which of our hands wins depends on ranks this bound does not
        // fix, so unless partner is void the plan ends with this trick.
        if (!other_suit) {
          play(s, on_lead, lowest(lead_suit), discard(other), on_lead, tricks);
        } else if (tricks + 1 > best_) {
          best_ = tricks + 1;
          used_suits_ = path_suits_;
        }
        continue;
      }
      const std::uint64_t lead_winners = lead_suit & winners_;
      const std::uint64_t other_winners = other_suit & winners_;
      if (lead_winners) {
        const std::uint64_t led = lowest(lead_winners);
        if (other_suit) {
          // Partner follows low (keeping the lead) or overtakes (crossing).
          const std::uint64_t low = lowest(other_suit);
          play(s, on_lead, led, low, low > led ? other : on_lead, tricks);
          const std::uint64_t over = other_winners & ~(led - 1) & ~led;
          if (over && lowest(over) != low) play(s, on_lead, led, lowest(over), other, tricks);
        } else {
          play(s, on_lead, led, discard(other), on_lead, tricks);
        }
      } else if (other_winners) {
        // A small card to partner's winner.
        play(s, on_lead, lowest(lead_suit), lowest(other_winners), other, tricks);
      }
    }
  }

  // Partner's discard: a non-winner if any, else the lowest winner.
  std::uint64_t discard(int seat) const {
    const std::uint64_t small = ours_[seat] & ~winners_;
    if (small) return lowest(small);
    return lowest(ours_[seat]);
  }

  void play(int s, int on_lead, std::uint64_t led, std::uint64_t follow, int next_lead, int tricks) {
    const int other = on_lead ^ 1;
    ours_[on_lead] &= ~led;
    ours_[other] &= ~follow;
    --rounds_left_[s];
    ++rounds_played_[s];
    const std::uint64_t saved_path = path_suits_;
    path_suits_ |= suit_mask(s);
    search(next_lead, tricks + 1);
    path_suits_ = saved_path;
    --rounds_played_[s];
    ++rounds_left_[s];
    ours_[on_lead] |= led;
    ours_[other] |= follow;
  }

  std::uint64_t ours_[2];
  std::uint64_t winners_ = 0;
  std::uint64_t used_suits_ = 0;
  std::uint64_t path_suits_ = 0;
  int rounds_left_[4];
  int rounds_played_[4] = {};
  int promote_after_[4];
  std::uint64_t their_suits_ = 0;  // suits the opponents hold cards in
  std::uint64_t lho_rho_suits() const { return their_suits_; }
  int best_ = 0;
  int needed_ = 99;
  int budget_ = 200;
};

}  // namespace tenace::solver_detail
