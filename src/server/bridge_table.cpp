#include "server/bridge_table.h"

#include <algorithm>

#include "core/board.h"
#include "core/random_deal.h"

namespace tenace::server {
namespace {

bool opponents(Seat a, Seat b) { return side_of(a) != side_of(b); }

}  // namespace

TablePhase BridgeTable::phase() const {
  if (!game_) return TablePhase::Waiting;
  switch (game_->phase()) {
    case GamePhase::Auction: return TablePhase::Auction;
    case GamePhase::Play: return TablePhase::Play;
    case GamePhase::Finished: return TablePhase::Finished;
  }
  return TablePhase::Waiting;
}

std::vector<Seat> BridgeTable::undo_responders() const {
  std::vector<Seat> seats;
  if (!undo_) return seats;
  for (Seat s : kAllSeats) {
    if (opponents(s, undo_->by) && !undo_->accepted[index(s)]) seats.push_back(s);
  }
  return seats;
}

std::vector<Seat> BridgeTable::claim_responders() const {
  std::vector<Seat> seats;
  if (!game_ || !game_->play() || !game_->play()->pending_claim()) return seats;
  const Claim& claim = *game_->play()->pending_claim();
  for (Seat s : game_->play()->claim_acceptors()) {
    if (!claim.accepted[index(s)]) seats.push_back(s);
  }
  return seats;
}

std::vector<Seat> BridgeTable::seats_to_act() const {
  if (undo_) return undo_responders();
  if (std::vector<Seat> claim = claim_responders(); !claim.empty()) return claim;
  if (game_) {
    if (std::optional<Seat> player = game_->player_to_act()) return {*player};
  }
  return {};
}

TableEvent BridgeTable::next_deal(std::uint64_t seed) const {
  DealGenerator generator(seed);
  return next_deal_of(generator.next());
}

TableEvent BridgeTable::next_deal_of(const Deal& deal) const {
  TableEvent e;
  e.kind = EventKind::Deal;
  e.board = static_cast<int>(boards_.size()) + 1;
  if (settings().scoring == Scoring::Duplicate) {
    const BoardConditions conditions = board_conditions(e.board);
    e.dealer = conditions.dealer;
    e.vulnerability = conditions.vulnerability;
  } else {
    e.dealer = next(Seat::North, (e.board - 1) % 4);
    e.vulnerability = rubber_vulnerability();
  }
  e.deal = deal.to_pbn();
  return e;
}

Status BridgeTable::not_frozen() const {
  if (undo_) return Error{"an undo request is waiting for the opponents' answer"};
  return Status::success();
}

Status BridgeTable::apply_move(const TableEvent& e) {
  Status status;
  switch (e.kind) {
    case EventKind::Deal: status = apply_deal(e); break;
    case EventKind::Call: status = apply_call(e); break;
    case EventKind::Card: status = apply_card(e); break;
    case EventKind::Ask: {
      if (!game_ || e.index < 0 || e.index >= static_cast<int>(notes_.size()))
        return Error{"there is no call number " + std::to_string(e.index)};
      const Seat caller = game_->auction().seat_of(static_cast<std::size_t>(e.index));
      if (!opponents(caller, e.seat)) return Error{"you may only ask about an opponent's call"};
      const bool already = std::any_of(questions_.begin(), questions_.end(),
                                       [&](const Question& q) { return q.index == e.index && q.from == e.seat; });
      if (!already) questions_.push_back(Question{e.seat, e.index});
      break;
    }
    case EventKind::Explain: {
      if (!game_ || e.index < 0 || e.index >= static_cast<int>(notes_.size()))
        return Error{"there is no call number " + std::to_string(e.index)};
      if (game_->auction().seat_of(static_cast<std::size_t>(e.index)) != e.seat)
        return Error{"you may only explain your own calls"};
      if (e.text.empty()) return Error{"an explanation needs some text"};
      notes_[static_cast<std::size_t>(e.index)] = CallNote{true, e.text};
      std::erase_if(questions_, [&](const Question& q) { return q.index == e.index; });
      break;
    }
    case EventKind::Claim:
      if (!game_) return Error{"no board is being played"};
      if (Status s = not_frozen(); !s) return s;
      status = game_->claim(e.seat, e.tricks);
      break;
    case EventKind::ClaimResponse:
      if (!game_) return Error{"no claim is pending"};
      status = e.accept ? game_->accept_claim(e.seat) : game_->reject_claim(e.seat);
      if (status) finish_board_if_over();
      break;
    case EventKind::UndoRequest: {
      if (!game_ || game_->phase() == GamePhase::Finished) return Error{"there is nothing to undo: no board is running"};
      if (undo_) return Error{"an undo request is already pending"};
      if (!claim_responders().empty()) return Error{"a claim is pending"};
      const int steps = undo_steps(e.seat);
      if (steps == 0) return Error{"you have no call or card to take back"};
      // Dummy is faced after the opening lead: the leader has seen it since,
      // so the lead can no longer be taken back (Law 47 lets a played card
      // be withdrawn only in cases that do not arise here).
      if (const auto& play = game_->play();
          play && play->is_dummy_exposed() && steps >= static_cast<int>(play->tricks().history().size()))
        return Error{"the opening lead cannot be taken back once dummy is face up"};
      undo_ = UndoRequest{e.seat, steps, {}};
      break;
    }
    case EventKind::UndoResponse: status = apply_undo_response(e); break;
    default: return Error{"not a move in bridge: " + std::string(event_kind_name(e.kind))};
  }
  return status;
}

Status BridgeTable::apply_deal(const TableEvent& e) {
  if (played_out())
    return Error{"this table has played all its " + std::to_string(settings().board_limit) + " boards"};
  if (!may_deal()) return Error{"a new board needs four players and no board in progress"};
  Result<Deal> deal = Deal::from_pbn(e.deal);
  if (!deal) return Error{"bad deal: " + deal.error().message};
  Result<BridgeGame> game = BridgeGame::create(*deal, e.dealer, e.vulnerability, e.board);
  if (!game) return Error{game.error().message};
  game_ = std::move(game).value();
  // The first deal after a won rubber belongs to a new one: its sheet is the
  // one shown while it is bid and played, not the won rubber's.
  if (settings().scoring == Scoring::Rubber && (rubbers_.empty() || rubbers_.back().is_finished()))
    rubbers_.emplace_back();
  recorded_ = false;
  notes_.clear();
  questions_.clear();
  undo_.reset();
  return Status::success();
}

Status BridgeTable::apply_call(const TableEvent& e) {
  if (!game_) return Error{"no board is being played"};
  if (Status s = not_frozen(); !s) return s;
  std::optional<Call> call = Call::parse(e.call);
  if (!call) return Error{"'" + e.call + "' is not a call"};
  if (Status s = game_->call(e.seat, *call); !s) return s;
  notes_.push_back(CallNote{!e.text.empty(), e.text});
  finish_board_if_over();
  return Status::success();
}

Status BridgeTable::apply_card(const TableEvent& e) {
  if (!game_) return Error{"no board is being played"};
  if (Status s = not_frozen(); !s) return s;
  std::optional<Card> card = Card::parse(e.card);
  if (!card || card->is_joker()) return Error{"'" + e.card + "' is not a card"};
  if (Status s = game_->play_card(e.seat, *card); !s) return s;
  finish_board_if_over();
  return Status::success();
}

Status BridgeTable::apply_undo_response(const TableEvent& e) {
  if (!undo_) return Error{"no undo request is pending"};
  if (!opponents(e.seat, undo_->by)) return Error{"only the opponents answer an undo request"};
  if (!e.accept) {
    undo_.reset();
    return Status::success();
  }
  undo_->accepted[index(e.seat)] = true;
  if (!undo_responders().empty()) return Status::success();
  for (int i = 0; i < undo_->steps; ++i) game_->undo();
  undo_.reset();
  notes_.resize(game_->auction().calls().size());
  std::erase_if(questions_, [&](const Question& q) { return q.index >= static_cast<int>(notes_.size()); });
  return Status::success();
}

int BridgeTable::undo_steps(Seat seat) const {
  if (game_->phase() == GamePhase::Play) {
    const BridgePlay& play = *game_->play();
    const auto& history = play.tricks().history();
    int steps = 0;
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
      ++steps;
      if (play.controller(it->seat) == seat) return steps;
    }
    // No card of this seat yet: the auction's last call may be taken back
    // only while no card has been played.
    if (!history.empty()) return 0;
  }
  const Auction& auction = game_->auction();
  int steps = 0;
  for (std::size_t i = auction.calls().size(); i-- > 0;) {
    ++steps;
    if (auction.seat_of(i) == seat) return steps;
  }
  return 0;
}

Vulnerability BridgeTable::rubber_vulnerability() const {
  if (rubbers_.empty() || rubbers_.back().is_finished()) return Vulnerability::None;
  return rubbers_.back().vulnerability();
}

bool BridgeTable::attach_analysis(int board, const BoardAnalysis& analysis) {
  for (BoardRecord& record : boards_) {
    if (record.game.board_number() != board) continue;
    record.analysis = analysis;
    return true;
  }
  return false;
}

void BridgeTable::finish_board_if_over() {
  if (!game_ || recorded_ || game_->phase() != GamePhase::Finished) return;
  recorded_ = true;
  BoardRecord record{*game_, notes_, game_->contract(), game_->declarer_tricks().value_or(0), 0, std::nullopt};
  if (settings().scoring == Scoring::Rubber) {
    // Rubber scores per side on the sheet; the board's own line still shows
    // the deal's duplicate-style value of the contract for the history.
    // The deal opened the rubber it is scored in (apply_deal). Refused only
    // for a finished rubber or an impossible result, and neither can reach
    // this point.
    (void)rubbers_.back().record_deal(record.contract, record.declarer_tricks, game_->deal());
  }
  record.score_ns = game_->ns_score().value_or(0);
  boards_.push_back(std::move(record));
}

}  // namespace tenace::server
