#pragma once
// Dealing the cards a whist player has not seen, consistently with what
// they know: how many cards each hidden hand holds (public), and the suits
// a hand has shown out of (a hand that failed to follow cannot hold the suit
// led). The sampling robots deal many such layouts and solve each one.
//
// The draw is not exactly uniform over the consistent layouts: cards are
// given out most-constrained first, each to a hand allowed to hold it with
// a chance proportional to the room left, restarting on a dead end. With no
// constraint it is exactly uniform; with the few voids of a whist hand it is
// close, which is all the averaging needs.
#include <optional>
#include <vector>

#include "bots/whist_seat_view.h"
#include "core/hand.h"
#include "core/random_deal.h"

namespace tenace {

// One pile of unseen cards to fill: a hidden hand or the cards out of play.
struct HiddenPile {
  int size = 0;
  Hand forbidden;  // cards it cannot hold
};

// Deals `unseen` (exactly the total of the sizes) to the piles; nothing when
// the constraints admit no layout (or none was found in many tries).
std::optional<std::vector<Hand>> deal_unseen(Hand unseen, const std::vector<HiddenPile>& piles, Xoshiro256& rng);

// The cards each place has shown it cannot hold, from the play so far:
// failing to follow the suit led (jokers count as the trump suit), and,
// under the DiscardWhenVoid no-trump joker rule, failing to follow with
// something other than a joker shows there is no joker either. By seat.
std::array<Hand, 4> shown_voids(const WhistSeatView& view);

// The unseen cards of a view in the card play, split into what each hidden
// place holds now and what is out of play (declarer's discards for a
// defender; the dead and given-up hands in Nonsense). For each layout:
// hands by seat (the visible ones as seen, the hidden ones dealt), cards
// played taken out.
class WhistLayoutSource {
 public:
  explicit WhistLayoutSource(const WhistSeatView& view);
  // Remaining hands by seat, or nothing when even the cards alone admit no
  // layout (a view that contradicts itself). When the voids shown admit
  // none (possible only after a renege under table rules) they are dropped.
  std::optional<std::array<Hand, 4>> next(Xoshiro256& rng);
  // True when every layout is the same (nothing unseen that is in play).
  bool is_known() const { return hidden_seats_.empty(); }
  // Every layout that can be the real one, when there are at most `limit`
  // of them (and they are found in a search of bounded size); nothing
  // otherwise. Only certain facts narrow them: under table rules a player
  // who failed to follow may have reneged, so the suits shown out of count
  // only where following is enforced.
  std::optional<std::vector<std::array<Hand, 4>>> every_layout(std::size_t limit) const;

 private:
  std::array<Hand, 4> visible_{};
  std::vector<Seat> hidden_seats_;
  std::vector<HiddenPile> piles_;  // hidden seats in order, then the out-of-play pile
  std::vector<HiddenPile> certain_piles_;  // the same, narrowed by certain facts alone
  Hand unseen_;
  bool voids_dropped_ = false;
};

}  // namespace tenace
