#include "server/seat_projection.h"

namespace tenace::server {
namespace {

// Everything but the hands and the seat-specific rights.
SeatView common_view(const BridgeTable& table, Seat seat, bool sees_all_explanations) {
  const BridgeGame& game = *table.game();
  SeatView view;
  view.seat = seat;
  view.board_number = game.board_number();
  view.dealer = game.dealer();
  view.vulnerability = game.vulnerability();
  switch (game.phase()) {
    case GamePhase::Auction: view.phase = BoardPhase::Auction; break;
    case GamePhase::Play: view.phase = BoardPhase::Play; break;
    case GamePhase::Finished: view.phase = BoardPhase::Finished; break;
  }
  const Auction& auction = game.auction();
  for (std::size_t i = 0; i < auction.calls().size(); ++i) {
    SeenCall seen;
    seen.seat = auction.seat_of(i);
    seen.call = auction.calls()[i];
    const CallNote& note = table.notes()[i];
    // The caller's partner must not even learn that the call was alerted.
    const bool may_read = sees_all_explanations || seen.seat == seat || side_of(seen.seat) != side_of(seat);
    if (note.alerted && may_read) {
      seen.alerted = true;
      seen.explanation = note.explanation;
    }
    view.auction.push_back(std::move(seen));
  }
  view.contract = game.contract();
  if (const auto& play = game.play()) {
    view.completed_tricks = play->tricks().completed_tricks();
    view.current_trick = play->tricks().current_trick();
    view.tricks_won = {play->tricks().tricks_won(Side::NorthSouth), play->tricks().tricks_won(Side::EastWest)};
    if (play->is_dummy_exposed()) view.dummy_hand = play->tricks().remaining(play->dummy());
    if (const auto& claim = play->pending_claim()) {
      // A claimer's cards are shown so the opponents can judge the claim
      // (online practice): declarer's to the whole table, a defender's to
      // declarer only -- never to the defender's partner, who still plays.
      const bool shown = sees_all_explanations || seat == claim->claimer ||
                         claim->claimer == play->declarer() || seat == play->declarer();
      view.pending_claim = SeenClaim{claim->claimer, claim->tricks, claim->remaining,
                                     shown ? std::optional<Hand>(play->tricks().remaining(claim->claimer))
                                           : std::nullopt};
    }
  }
  if (table.undo_request()) view.undo_requested_by = table.undo_request()->by;
  view.to_act = game.position_to_act();
  if (table.undo_request()) view.to_act.reset();
  return view;
}

}  // namespace

SeatView view_for(const BridgeTable& table, Seat seat) {
  SeatView view = common_view(table, seat, false);
  const BridgeGame& game = *table.game();
  view.own_hand = game.play() ? game.play()->tricks().remaining(seat) : game.deal()[seat];
  switch (game.phase()) {
    case GamePhase::Auction: view.controls = {seat}; break;
    case GamePhase::Play:
      if (game.play()->dummy() != seat) view.controls = {seat};
      if (game.play()->declarer() == seat) view.controls.push_back(game.play()->dummy());
      break;
    case GamePhase::Finished: break;
  }
  return view;
}

SeatView public_view(const BridgeTable& table) {
  SeatView view = common_view(table, Seat::South, true);
  view.own_hand = Hand();
  return view;
}

}  // namespace tenace::server
