#pragma once
// The card play of the four-handed whist variants (Dummy Whist, Double
// Dummy): the shared trick engine (TrickPlay) with declarer leading to the
// first trick, plus the two things whist adds on top of it:
//  - the no-trump joker rule "discard a joker when unable to follow";
//  - the "table rules" option, where any held card may be played and one
//    the rules forbid is recorded as a renege for the opponents to call.
// Who chooses the cards of which seat (declarer plays dummy) is the
// variant's business; this class only knows the declaring side.
#include <cstdint>

#include <optional>

#include "core/trick_play.h"
#include "core/whist_claim.h"
#include "core/whist_renege.h"

namespace tenace {

// What happens to the jokers in a no-trump hand (in a trump hand they are
// always the two top trumps, big above little).
enum class NoTrumpJokerRule : std::uint8_t {
  Worthless,           // they never win; play one only when void or on a lead
  DiscardWhenVoid,     // a player unable to follow must play a joker while holding one
  ExchangeForDiscard,  // before play each joker is swapped for one of declarer's discards
};

// The cards of `hand` that may be played to `trick`: the engine's follow-suit
// rule, narrowed to the jokers when the DiscardWhenVoid rule applies.
Hand whist_legal_cards(Hand hand, const Trick& trick, const TrickRules& rules, NoTrumpJokerRule joker_rule);

class WhistPlay {
 public:
  WhistPlay(const Deal& deal, TrickRules rules, Seat declarer, NoTrumpJokerRule joker_rule, bool table_rules);

  const TrickPlay& tricks() const { return play_; }
  Seat declarer() const { return declarer_; }
  Seat to_play() const { return play_.to_play(); }
  bool is_over() const { return play_.is_over() || claim_.has_value(); }
  WhistSide side_of_seat(Seat seat) const {
    return side_of(seat) == side_of(declarer_) ? WhistSide::Declarer : WhistSide::Defenders;
  }

  // The cards the rules allow now. Under table rules any held card may be
  // played, but only these avoid a renege.
  Hand legal_cards() const;
  Status play(Card card);

  // Tricks started so far (the one in progress counts once it has a card).
  int books_started() const;
  // A renege call by a player of `caller`'s side naming `book` (table rules).
  Status call_renege(WhistSide caller, int book);
  const RenegeLedger& reneges() const { return reneges_; }

  // Ends the play with a claim the other side accepted (whist_claim.h).
  Status settle_claim(WhistSide claimer, int tricks);
  const std::optional<WhistClaim>& claim() const { return claim_; }

  // Tricks won by declarer's side in play (and by an accepted claim), and
  // after renege penalties.
  int declarer_tricks_won() const {
    return play_.tricks_won(side_of(declarer_)) + (claim_ ? claim_->declarer_tricks() : 0);
  }
  int declarer_tricks() const { return reneges_.settle(declarer_tricks_won()); }

 private:
  TrickPlay play_;
  Seat declarer_;
  NoTrumpJokerRule joker_rule_;
  bool table_rules_;
  RenegeLedger reneges_;
  std::optional<WhistClaim> claim_;
};

}  // namespace tenace
