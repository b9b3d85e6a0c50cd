#pragma once
// One board of contract bridge from the deal to the result: the deal, the
// board's number, dealer and vulnerability, the Auction, then (unless the
// board is passed out) the BridgePlay of the contract. This is the state a
// server table holds and a format replays, so every action goes through it
// and is refused with the reason when it is not legal now.
//
// Phases: Auction until the auction is complete; then Play, or Finished at
// once when passed out; Finished after the last trick or an accepted claim.
//
// Whose turn: `position_to_act()` is the seat whose call or card is next
// (during play it may be dummy's position); `player_to_act()` is the player
// who must act for it (declarer for dummy). Both are empty when the board is
// finished or a claim is pending; then the claim's acceptors act
// (`play()->claim_acceptors()`).
//
// Undo takes back the last step, whatever it was: a call, a card, or an
// accepted claim. Undo crosses the phase boundary both ways of the auction's
// end: with no card played yet, undo takes back the final pass, drops the
// play, and the board is in the Auction phase again; likewise a passed-out
// board returns to the auction by taking back the fourth pass. While a claim
// is pending undo is refused (resolve or withdraw the claim first). Who may
// undo is the server's policy.
//
// Result: `declarer_tricks()` once finished with a contract, and
// `ns_score()`, the duplicate score for North-South (0 when passed out).
#include <optional>

#include "core/auction.h"
#include "core/bridge_play.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/deal.h"
#include "core/result.h"
#include "core/seat.h"

namespace tenace {

enum class GamePhase { Auction, Play, Finished };

class BridgeGame {
 public:
  // A duplicate board: dealer and vulnerability follow from the number
  // (RULES.md §1.1). The deal must be a complete 52-card bridge deal.
  static Result<BridgeGame> for_board(const Deal& deal, int board_number);
  // Any dealer and vulnerability (rubber, Chicago, tests). A board number of
  // 0 means "no board number".
  static Result<BridgeGame> create(const Deal& deal, Seat dealer, Vulnerability vulnerability, int board_number = 0);

  const Deal& deal() const { return deal_; }
  int board_number() const { return board_number_; }
  Seat dealer() const { return auction_.dealer(); }
  Vulnerability vulnerability() const { return vulnerability_; }

  GamePhase phase() const;
  const Auction& auction() const { return auction_; }
  bool is_passed_out() const { return auction_.is_passed_out(); }
  // The contract once the auction is over (empty while bidding or if passed out).
  std::optional<Contract> contract() const { return auction_.contract(); }
  // The play, present from the end of the auction when there is a contract.
  const std::optional<BridgePlay>& play() const { return play_; }

  std::optional<Seat> position_to_act() const;
  std::optional<Seat> player_to_act() const;

  // The next call in the auction; refused outside the Auction phase.
  Status call(Call call);
  // As call(call), refused unless `actor` is the seat to call.
  Status call(Seat actor, Call call);
  // The next card, for the position to play; refused outside the Play phase.
  Status play_card(Card card);
  // As play_card(card), refused unless `actor` controls the position to play.
  Status play_card(Seat actor, Card card);

  // Claims and concessions: see BridgePlay. Refused outside the Play phase.
  Status claim(Seat claimer, int tricks);
  Status concede(Seat seat, int tricks);
  Status accept_claim(Seat seat);
  Status reject_claim(Seat seat);
  Status withdraw_claim(Seat seat);

  // Takes back the last call, card or accepted claim; false when there is
  // nothing to take back or a claim is pending.
  bool undo();

  // Tricks taken by declarer, once finished with a contract.
  std::optional<int> declarer_tricks() const;
  // Duplicate score for North-South once finished (0 when passed out).
  std::optional<int> ns_score() const;

  friend bool operator==(const BridgeGame&, const BridgeGame&) = default;

 private:
  BridgeGame(const Deal& deal, Seat dealer, Vulnerability vulnerability, int board_number)
      : deal_(deal), board_number_(board_number), vulnerability_(vulnerability), auction_(dealer) {}
  Status not_in_play(const char* what) const;

  Deal deal_;
  int board_number_ = 0;
  Vulnerability vulnerability_ = Vulnerability::None;
  Auction auction_;
  std::optional<BridgePlay> play_;
};

}  // namespace tenace
