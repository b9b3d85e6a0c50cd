#pragma once
// The play of a contract-bridge contract (RULES.md §1.3), wrapping the shared
// trick engine (TrickPlay) with bridge's own rules:
//  - declarer's left-hand opponent makes the opening lead;
//  - dummy (declarer's partner) is exposed once the opening lead is on the
//    table, and from then on declarer *controls* dummy's position: a card
//    "for" dummy is chosen by declarer (`controller`);
//  - the trick winner leads next, from dummy if dummy won; 13 tricks.
//
// Claims and concessions. A player other than dummy claims k of the tricks
// still to play (the current, unfinished trick included) for their side;
// claiming 0 is a concession of all the rest, and `concede` names the other
// common form (give the opponents k). The opponents who are not dummy must
// each accept: declarer alone when a defender claims, both defenders when
// declarer claims. One rejection cancels the claim and play resumes; once all
// have accepted, the play is over with the claimed split. While a claim is
// pending play is frozen: no card and no undo until it is resolved (or the
// claimer withdraws it).
//
// Undo takes back the last card, crossing trick boundaries; after a claim was
// accepted, undo first cancels that claim (play resumes where it stopped).
// Who may undo is the server's policy, not the engine's. Taking back the
// opening lead hides dummy again as far as this state goes; what the players
// already saw is, again, the server's business.
#include <array>
#include <optional>
#include <vector>

#include "core/contract.h"
#include "core/deal.h"
#include "core/result.h"
#include "core/trick_play.h"

namespace tenace {

// A claim on the tricks still to play.
struct Claim {
  Seat claimer = Seat::North;
  int tricks = 0;                  // for the claimer's side, of `remaining` tricks
  int remaining = 0;               // tricks not yet completed when claimed
  std::array<bool, 4> accepted{};  // by seat; only required acceptors count
  friend bool operator==(const Claim&, const Claim&) = default;
};

class BridgePlay {
 public:
  // Starts the play. The deal must give the four hands the same number of
  // cards (13 for a full deal; fewer for endings), with no jokers.
  static Result<BridgePlay> start(const Deal& deal, const Contract& contract);

  const Contract& contract() const { return contract_; }
  Seat declarer() const { return contract_.declarer; }
  Seat dummy() const { return partner(contract_.declarer); }
  Seat opening_leader() const { return left_hand_opponent(contract_.declarer); }
  Side declaring_side() const { return side_of(contract_.declarer); }
  // The trick engine underneath: hands, tricks, history (read-only).
  const TrickPlay& tricks() const { return play_; }
  int total_tricks() const { return total_tricks_; }

  // Dummy is on the table once the opening lead has been played.
  bool is_dummy_exposed() const { return !play_.history().empty(); }
  // The seat whose hand plays next (may be dummy's).
  Seat to_play() const { return play_.to_play(); }
  // Who chooses the cards of `position`: declarer for dummy, else itself.
  Seat controller(Seat position) const { return position == dummy() ? declarer() : position; }
  // The player who must act next: the controller of `to_play()`, or empty
  // when the play is over or frozen by a pending claim.
  std::optional<Seat> player_to_act() const;

  Hand legal_cards() const;
  // Why `card` may not be played now for `to_play()`, or success.
  Status check(Card card) const;
  // Plays `card` from the hand of `to_play()`.
  Status play(Card card);
  // As play(card), but refused unless `actor` controls the position to play
  // (the check a server makes for a connected player).
  Status play(Seat actor, Card card);
  // Takes back the last card, or cancels an accepted claim; false if there is
  // nothing to take back or a claim is pending.
  bool undo();

  // Claims `tricks` of the remaining tricks for `claimer`'s side.
  Status claim(Seat claimer, int tricks);
  // Gives the opponents `tricks` of the remaining tricks: the same as
  // claim(seat, remaining - tricks).
  Status concede(Seat seat, int tricks);
  const std::optional<Claim>& pending_claim() const { return pending_; }
  // The seats that must accept the pending claim (empty if none is pending).
  std::vector<Seat> claim_acceptors() const;
  Status accept_claim(Seat seat);
  // Any required acceptor may reject; the claim is cancelled.
  Status reject_claim(Seat seat);
  // The claimer takes the claim back before it is resolved.
  Status withdraw_claim(Seat seat);
  // The claim that ended the play, if it ended that way.
  const std::optional<Claim>& accepted_claim() const { return accepted_; }

  // Over after the last trick or an accepted claim.
  bool is_over() const { return accepted_.has_value() || play_.is_over(); }
  int tricks_remaining() const { return total_tricks_ - static_cast<int>(play_.completed_tricks().size()); }
  // Tricks taken by declarer's side so far; after an accepted claim, the
  // claimed remainder is included. This is the result when is_over().
  int declarer_tricks() const;
  int defender_tricks() const;

  friend bool operator==(const BridgePlay&, const BridgePlay&) = default;

 private:
  BridgePlay(const Deal& deal, const Contract& contract, int total_tricks);
  Status claim_open(Seat seat) const;
  bool is_acceptor(Seat seat) const;

  Contract contract_;
  TrickPlay play_;
  int total_tricks_;
  std::optional<Claim> pending_;
  std::optional<Claim> accepted_;
};

// The trick rules of a bridge contract: its strain as trump, high cards win.
TrickRules bridge_trick_rules(Strain strain);

}  // namespace tenace
