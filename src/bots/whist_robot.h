#pragma once
// WhistRobot: a robot player for Dummy Whist, Double Dummy and Nonsense.
// It acts from a WhistSeatView alone (the no-peek rule): every method takes
// the view of the player to act and returns a legal choice for the phase.
//
//   choose_hand         Nonsense: keep the dealt hand or take the dead one
//                       (whist_hand_choice.h, by simulation);
//   choose_call         the auction (whist_bidding.h, by simulation);
//   choose_discards     Dummy Whist with jokers: two of the dummy's 15
//                       (each declaration's plain discards, and a second
//                       pair emptying a short suit, weighed by simulation);
//   choose_exchange     the joker exchange: declarer, who sees the
//                       discards, takes the best card; another player's
//                       discards are face down, so nothing to choose;
//   choose_declaration  trump suit or direction (by simulation; exact in
//                       Double Dummy, where every card is known);
//   choose_card         the play (whist_card_play.h, by simulation);
//   propose_claim       instead of a card, between tricks: the rest of the
//                       tricks when they are certain (whist_certain_tricks.h).
//
// Thinking time comes from a PlayBudget: `time` per card, `lead_time` for
// the opening lead and for each decision before the play (hand choice,
// call, discards, declaration), sample counts between min_samples and
// max_samples, and the hard limit. whist_robot_budget() keeps a whole hand
// of robots well under 30 s on one core (docs/performance.md).
#include <cstdint>
#include <optional>
#include <utility>

#include "bots/play_budget.h"
#include "bots/whist_declaration.h"
#include "bots/whist_seat_view.h"
#include "core/random_deal.h"

namespace tenace {

// The default thinking budget of the whist robots.
PlayBudget whist_robot_budget();

class WhistRobot {
 public:
  explicit WhistRobot(PlayBudget budget = whist_robot_budget(), std::uint64_t seed = 1);

  // Precondition for each: the view is this player's turn in that phase.
  NonsenseChoice choose_hand(const WhistSeatView& view);
  WhistCall choose_call(const WhistSeatView& view);
  std::pair<Card, Card> choose_discards(const WhistSeatView& view);
  // The discard to take for the joker given up; nothing when the discards
  // are face down to this player (view.face_down_exchanges > 0): the pick is
  // blind, so whoever runs the table draws one at random.
  std::optional<Card> choose_exchange(const WhistSeatView& view);
  WhistDeclaration choose_declaration(const WhistSeatView& view);
  Card choose_card(const WhistSeatView& view);
  // The tricks still to play that the player's side claims, when the
  // player is to lead and they are certain; nothing otherwise. Asked again
  // in the very position of its last claim, the claim was refused: then
  // the robot plays that hand out without claiming again.
  std::optional<int> propose_claim(const WhistSeatView& view);

  const PlayBudget& budget() const { return budget_; }

 private:
  // Mean declarer_gain of declaring `declaration` with the dummy holding
  // `dummy` (empty: as in the view), over layouts of the hidden hands.
  std::vector<double> weigh_declarations(const WhistSeatView& view, const std::vector<WhistDeclaration>& declarations,
                                         const std::vector<Hand>& dummies);

  PlayBudget budget_;
  Xoshiro256 rng_;
  // Where the last claim was made (the player's cards as the play began,
  // and the cards played by then), and the hand in which one was refused.
  std::optional<std::pair<Hand, Hand>> last_claim_;
  std::optional<Hand> refused_claim_hand_;
};

}  // namespace tenace
