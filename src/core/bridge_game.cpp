#include "core/bridge_game.h"

#include <string>

#include "core/board.h"
#include "core/duplicate_score.h"

namespace tenace {

Result<BridgeGame> BridgeGame::for_board(const Deal& deal, int board_number) {
  if (board_number < 1) return Error{"board number " + std::to_string(board_number) + " is not 1 or more"};
  const BoardConditions conditions = board_conditions(board_number);
  return create(deal, conditions.dealer, conditions.vulnerability, board_number);
}

Result<BridgeGame> BridgeGame::create(const Deal& deal, Seat dealer, Vulnerability vulnerability, int board_number) {
  if (!deal.is_complete_bridge_deal())
    return Error{"the deal is not a complete bridge deal (52 distinct cards, 13 in each hand)"};
  if (board_number < 0) return Error{"board number " + std::to_string(board_number) + " is negative"};
  return BridgeGame(deal, dealer, vulnerability, board_number);
}

GamePhase BridgeGame::phase() const {
  if (!auction_.is_complete()) return GamePhase::Auction;
  if (!play_ || play_->is_over()) return GamePhase::Finished;
  return GamePhase::Play;
}

std::optional<Seat> BridgeGame::position_to_act() const {
  switch (phase()) {
    case GamePhase::Auction:
      return auction_.to_call();
    case GamePhase::Play:
      if (play_->pending_claim()) return std::nullopt;
      return play_->to_play();
    case GamePhase::Finished:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Seat> BridgeGame::player_to_act() const {
  if (phase() == GamePhase::Play) return play_->player_to_act();
  return position_to_act();
}

Status BridgeGame::call(Call call) {
  if (auction_.is_complete()) return Error{"the auction is over"};
  Status status = auction_.make(call);
  if (!status) return status;
  if (auto contract = auction_.contract()) {
    // The deal was checked when the game was created, so the play starts.
    auto started = BridgePlay::start(deal_, *contract);
    if (!started) {
      auction_.undo();
      return Error{"cannot start the play: " + started.error().message};
    }
    play_ = std::move(started).value();
  }
  return {};
}

Status BridgeGame::call(Seat actor, Call call) {
  if (!auction_.is_complete() && auction_.to_call() != actor)
    return Error{std::string(seat_name(actor)) + " may not call now: it is " +
                 std::string(seat_name(auction_.to_call())) + "'s turn"};
  return this->call(call);
}

Status BridgeGame::not_in_play(const char* what) const {
  switch (phase()) {
    case GamePhase::Auction:
      return Error{std::string(what) + ": the auction is not over"};
    case GamePhase::Finished:
      return Error{std::string(what) + (play_ ? ": the play is over" : ": the board was passed out")};
    case GamePhase::Play:
      return {};
  }
  return {};
}

Status BridgeGame::play_card(Card card) {
  if (Status s = not_in_play("no card may be played"); !s) return s;
  return play_->play(card);
}

Status BridgeGame::play_card(Seat actor, Card card) {
  if (Status s = not_in_play("no card may be played"); !s) return s;
  return play_->play(actor, card);
}

Status BridgeGame::claim(Seat claimer, int tricks) {
  if (Status s = not_in_play("no claim is possible"); !s) return s;
  return play_->claim(claimer, tricks);
}

Status BridgeGame::concede(Seat seat, int tricks) {
  if (Status s = not_in_play("no concession is possible"); !s) return s;
  return play_->concede(seat, tricks);
}

Status BridgeGame::accept_claim(Seat seat) {
  if (Status s = not_in_play("no claim is pending"); !s) return s;
  return play_->accept_claim(seat);
}

Status BridgeGame::reject_claim(Seat seat) {
  if (Status s = not_in_play("no claim is pending"); !s) return s;
  return play_->reject_claim(seat);
}

Status BridgeGame::withdraw_claim(Seat seat) {
  if (Status s = not_in_play("no claim is pending"); !s) return s;
  return play_->withdraw_claim(seat);
}

bool BridgeGame::undo() {
  if (play_) {
    if (play_->pending_claim()) return false;
    if (play_->undo()) return true;
    // Nothing left to take back in the play: back into the auction.
    play_.reset();
  }
  return auction_.undo();
}

std::optional<int> BridgeGame::declarer_tricks() const {
  if (phase() != GamePhase::Finished || !play_) return std::nullopt;
  return play_->declarer_tricks();
}

std::optional<int> BridgeGame::ns_score() const {
  if (phase() != GamePhase::Finished) return std::nullopt;
  return duplicate_score_ns(contract(), play_ ? play_->declarer_tricks() : 0, vulnerability_);
}

}  // namespace tenace
