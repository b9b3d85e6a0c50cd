#pragma once
// SeatView: everything one seat at a bridge table is allowed to know, and
// nothing more. It is a plain value built by the server's one projection
// function (table -> SeatView) and used twice: to feed robots and to write
// the JSON a client receives. Because a robot is handed only this value --
// never the table, the deal or another seat's view -- a robot *cannot* peek:
// the hidden cards are simply not in memory it can reach.
//
// What the projection must put in (RULES.md §1.2, §1.3, DESIGN.md security):
//  - own cards (those still held);
//  - dummy's cards (still held) once the opening lead has been made;
//  - the auction with every call's seat; an explanation only where this seat
//    may read it: its own calls and the opponents' alerted calls, never the
//    partner's (the projection leaves `explanation` empty for those);
//  - completed tricks, the trick in progress, tricks won per side;
//  - contract and declarer once known; dealer, vulnerability, board number;
//  - whose turn it is and which positions this seat controls (declarer
//    controls dummy; dummy controls nothing during the play);
//  - a pending claim (with the claimer's cards when the claim shows them to
//    this seat) and a pending undo request.
// The helpers below only derive from these fields, so they cannot leak
// either.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/hand.h"
#include "core/seat.h"
#include "core/trick.h"
#include "core/trick_rules.h"

namespace tenace {

// Where the board is.
enum class BoardPhase : std::uint8_t { Auction, Play, Finished };

// One call of the auction as this seat sees it.
struct SeenCall {
  Seat seat = Seat::North;
  Call call = Call::pass();
  bool alerted = false;
  // The caller's explanation, present only when this seat may read it (own
  // call, or an opponent's call that was explained). Never the partner's.
  std::optional<std::string> explanation;
  friend bool operator==(const SeenCall&, const SeenCall&) = default;
};

// A claim waiting for the opponents' answer.
struct SeenClaim {
  Seat claimer = Seat::North;
  int tricks = 0;     // for the claimer's side, of `remaining`
  int remaining = 0;  // tricks still to play, the current one included
  // The claimer's cards, when the claim exposes them to this seat (online
  // practice shows a claimer's hand to the opponents who must answer).
  std::optional<Hand> claimer_hand;
  friend bool operator==(const SeenClaim&, const SeenClaim&) = default;
};

struct SeatView {
  Seat seat = Seat::South;  // whose view this is

  // The board.
  int board_number = 1;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  BoardPhase phase = BoardPhase::Auction;

  // Cards this seat may see, as still held.
  Hand own_hand;
  std::optional<Hand> dummy_hand;  // only after the opening lead

  std::vector<SeenCall> auction;
  std::optional<Contract> contract;  // once the auction ended in a bid

  std::vector<Trick> completed_tricks;
  Trick current_trick;              // leader and the 0..3 cards played so far
  std::array<int, 2> tricks_won{};  // indexed by index(Side)

  // The position that must call or play next (a hand, possibly dummy's);
  // empty when nobody can act (board over, or play frozen by a claim).
  std::optional<Seat> to_act;
  // Positions whose calls/cards this seat chooses: itself in the auction;
  // itself and, for declarer, dummy in the play; nothing for dummy.
  std::vector<Seat> controls;

  std::optional<SeenClaim> pending_claim;
  std::optional<Seat> undo_requested_by;

  friend bool operator==(const SeatView&, const SeatView&) = default;

  // ---- Derived facts (only from the fields above) ----
  bool controls_position(Seat position) const;
  // True when `to_act` is a position this seat controls.
  bool is_my_turn() const;
  std::optional<Seat> declarer() const;
  std::optional<Seat> dummy() const;
  bool is_declarer() const { return declarer() == seat; }
  bool is_defender() const;
  TrickRules trick_rules() const;  // from the contract (no trump if none)
  // The auction rebuilt from the calls (for legality and the contract).
  Auction rebuilt_auction() const;
  std::vector<Call> legal_calls() const;
  // Cards visible in `position`'s hand: own or dummy's, else empty.
  std::optional<Hand> visible_hand(Seat position) const;
  // Legal cards for the position to act, when this seat can see its hand.
  Hand legal_cards() const;
  // Every card played so far, completed tricks and the current trick.
  Hand played_cards() const;
};

}  // namespace tenace
