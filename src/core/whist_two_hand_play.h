#pragma once
// Card play with two hands (Nonsense): each trick is two cards, one from
// each player, 13 tricks. Which cards may follow and which card wins are the
// shared engine's (legal_cards and Trick::winner on a two-card Trick; the
// engine counts positions from the leader, so position 1 is simply the other
// player), never a copy of that logic. Table-rules reneges as in WhistPlay.
#include <array>
#include <optional>
#include <vector>

#include "core/hand.h"
#include "core/result.h"
#include "core/trick.h"
#include "core/trick_rules.h"
#include "core/whist_claim.h"
#include "core/whist_renege.h"

namespace tenace {

class WhistTwoHandPlay {
 public:
  struct TwoCardTrick {
    int leader;
    std::array<Card, 2> cards;  // leader's card first
    int winner;
    friend bool operator==(const TwoCardTrick&, const TwoCardTrick&) = default;
  };

  // Player `declarer` leads to the first trick.
  WhistTwoHandPlay(const std::array<Hand, 2>& hands, TrickRules rules, int declarer, bool table_rules);

  const TrickRules& rules() const { return rules_; }
  int declarer() const { return declarer_; }
  Hand remaining(int player) const { return hands_[static_cast<std::size_t>(player)]; }
  int to_play() const { return current_.count == 0 ? leader_ : 1 - leader_; }
  bool is_over() const {
    return claim_.has_value() || (current_.count == 0 && hands_[static_cast<std::size_t>(leader_)].empty());
  }
  const std::vector<TwoCardTrick>& completed_tricks() const { return tricks_; }
  // The lead of the trick in progress, if any.
  std::optional<Card> lead() const;
  // Tricks won in play, and by an accepted claim.
  int tricks_won(int player) const;

  Hand legal_cards() const;
  Status play(Card card);

  int books_started() const { return static_cast<int>(tricks_.size()) + (current_.count > 0 ? 1 : 0); }
  WhistSide side_of_player(int player) const {
    return player == declarer_ ? WhistSide::Declarer : WhistSide::Defenders;
  }
  Status call_renege(WhistSide caller, int book);
  const RenegeLedger& reneges() const { return reneges_; }

  // Ends the play with a claim the other side accepted (whist_claim.h).
  Status settle_claim(WhistSide claimer, int tricks);
  const std::optional<WhistClaim>& claim() const { return claim_; }

  int declarer_tricks_won() const { return tricks_won(declarer_); }
  int declarer_tricks() const { return reneges_.settle(declarer_tricks_won()); }

 private:
  std::array<Hand, 2> hands_;
  TrickRules rules_;
  int declarer_;
  bool table_rules_;
  int leader_;
  Trick current_;  // engine trick; position 0 is leader_, position 1 the other player
  std::vector<TwoCardTrick> tricks_;
  std::array<int, 2> won_{};
  RenegeLedger reneges_;
  std::optional<WhistClaim> claim_;
};

}  // namespace tenace
