#pragma once
// Robot: a player that acts for one seat from that seat's SeatView alone.
// The server asks it when one of the positions it controls must act (its own
// seat, or dummy when it is declarer) and when it must answer a claim or an
// undo request. Simple robots (this layer's SimpleRobot) and the strong ones
// of later issues plug into this same interface; none of them is ever given
// more than a SeatView, so none can peek.
#include <optional>
#include <string>

#include "bots/seat_view.h"
#include "core/call.h"
#include "core/card.h"

namespace tenace {

// A call with what the caller's agreements say it means. `explanation` is
// always filled, so an opponent who asks gets an answer; `alert` marks calls
// the opponents should be told about without asking (artificial ones).
struct CallDecision {
  Call call = Call::pass();
  bool alert = false;
  std::string explanation;
};

class Robot {
 public:
  virtual ~Robot() = default;

  // Called when view.is_my_turn() in the auction. Must return a legal call.
  virtual CallDecision choose_call(const SeatView& view) = 0;
  // Called when view.is_my_turn() in the play, for the position view.to_act
  // (possibly dummy's). Must return one of view.legal_cards() (an invalid
  // Card() when that set is empty, i.e. when called out of turn).
  virtual Card choose_card(const SeatView& view) = 0;
  // Called when view.pending_claim is set and this seat must answer it.
  // True accepts.
  virtual bool accept_claim(const SeatView& view) = 0;
  // Asked before choose_card() when it is this robot's turn to play as
  // declarer (its own hand or dummy's): the number of the remaining tricks,
  // the current one included, that its side claims, or nothing to play on.
  // A robot claims only what it takes against any layout it thinks possible.
  virtual std::optional<int> propose_claim(const SeatView&) { return std::nullopt; }
  // Called when view.undo_requested_by is set and this seat must answer.
  virtual bool accept_undo(const SeatView& view) = 0;
  // A short name for the lobby ("Simple robot").
  virtual std::string name() const = 0;
};

}  // namespace tenace
