#pragma once
// The card play shared by every variant: four positions holding hands, whose
// turn it is, legal cards, tricks and who won them, and taking back cards.
// Contract bridge and the whist variants wrap it with their own rules for
// who leads first, who controls which hand and how the result scores.
#include <array>
#include <vector>

#include "core/deal.h"
#include "core/result.h"
#include "core/trick.h"
#include "core/trick_rules.h"

namespace tenace {

struct PlayedCard {
  Seat seat;
  Card card;
  bool followed_suit;  // false marks a renege (only possible when allowed)
  friend bool operator==(const PlayedCard&, const PlayedCard&) = default;
};

class TrickPlay {
 public:
  TrickPlay(const Deal& deal, TrickRules rules, Seat first_leader);

  const TrickRules& rules() const { return rules_; }
  const Deal& initial_deal() const { return initial_; }
  Hand remaining(Seat s) const { return hands_[index(s)]; }
  Seat to_play() const { return current_.to_play(); }
  const Trick& current_trick() const { return current_; }
  const std::vector<Trick>& completed_tricks() const { return tricks_; }
  const std::vector<PlayedCard>& history() const { return history_; }
  int tricks_won(Seat s) const { return won_[index(s)]; }
  int tricks_won(Side side) const;
  // Over when the player to lead has no card left.
  bool is_over() const { return current_.is_empty() && hands_[index(to_play())].empty(); }

  Hand legal_cards() const;
  // Why `card` may not be played now, or success.
  Status check(Card card, bool must_follow = true) const;
  // Plays a card for the player to move. With must_follow false (whist's
  // "table rules") a card that fails to follow is accepted and recorded as a
  // renege in the history.
  Status play(Card card, bool must_follow = true);
  // Takes back the last card played (reopening the trick it completed).
  bool undo();

  // Same deal, rules, hands, tricks and history: what undo must restore.
  friend bool operator==(const TrickPlay&, const TrickPlay&) = default;

 private:
  void finish_trick();

  Deal initial_;
  TrickRules rules_;
  std::array<Hand, 4> hands_;
  Trick current_;
  std::vector<Trick> tricks_;
  std::vector<PlayedCard> history_;
  std::array<int, 4> won_{};
};

}  // namespace tenace
