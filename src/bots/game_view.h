#pragma once
// The projection from core's BridgeGame to one seat's SeatView, for robots
// playing without the server (`tenace play`, the benchmarks, the tests). It
// follows the rules of the server's projection (seat_view.h): own cards,
// dummy after the opening lead, explanations of own and opponents' calls
// only.
#include <optional>
#include <string>
#include <vector>

#include "bots/robot.h"
#include "bots/seat_view.h"
#include "core/bridge_game.h"
#include "solver/solver.h"

namespace tenace {

inline SeatView view_of(const BridgeGame& game, Seat seat, const std::vector<CallDecision>& explained = {},
                        std::optional<SeenClaim> claim = std::nullopt) {
  SeatView v;
  v.seat = seat;
  v.board_number = game.board_number();
  v.dealer = game.dealer();
  v.vulnerability = game.vulnerability();
  GamePhase phase = game.phase();
  v.phase = phase == GamePhase::Auction ? BoardPhase::Auction
            : phase == GamePhase::Play  ? BoardPhase::Play
                                        : BoardPhase::Finished;
  const Auction& auction = game.auction();
  for (std::size_t i = 0; i < auction.calls().size(); ++i) {
    SeenCall c;
    c.seat = auction.seat_of(i);
    c.call = auction.calls()[i];
    if (i < explained.size()) {
      c.alerted = explained[i].alert;
      if (c.seat == seat || side_of(c.seat) != side_of(seat)) c.explanation = explained[i].explanation;
    }
    v.auction.push_back(c);
  }
  v.contract = game.contract();
  v.own_hand = game.deal()[seat];
  if (const auto& play = game.play()) {
    const TrickPlay& tricks = play->tricks();
    v.own_hand = tricks.remaining(seat);
    if (play->is_dummy_exposed()) v.dummy_hand = tricks.remaining(play->dummy());
    v.completed_tricks = tricks.completed_tricks();
    v.current_trick = tricks.current_trick();
    v.tricks_won = {tricks.tricks_won(Side::NorthSouth), tricks.tricks_won(Side::EastWest)};
    if (!(play->dummy() == seat)) v.controls.push_back(seat);
    if (play->declarer() == seat) v.controls.push_back(play->dummy());
  } else {
    v.controls.push_back(seat);
  }
  v.to_act = game.position_to_act();
  v.pending_claim = claim;
  return v;
}

// The position of a game in its play with every hand seen: for the
// double-dummy players of the benchmarks and tests, never for a robot.
inline Position open_position(const BridgeGame& game) {
  const TrickPlay& tricks = game.play()->tricks();
  Position p;
  for (Seat s : kAllSeats) p.hands[s] = tricks.remaining(s);
  p.strain = game.contract()->strain;
  p.leader = tricks.current_trick().leader;
  for (int i = 0; i < tricks.current_trick().count; ++i) p.trick_so_far.push_back(tricks.current_trick().cards[i]);
  return p;
}

}  // namespace tenace
