// BridgeTable's robots: what a robot owes at a bridge table (an answer to
// an undo request or a claim, a call, a card, or a claim of its own) and
// how it decides, from the SeatView of its seat alone.
#include <algorithm>

#include "server/bridge_table.h"
#include "server/robot_factory.h"
#include "server/seat_projection.h"
#include "server/utf8_text.h"

namespace tenace::server {
namespace {

struct BridgeTableRobot : TableRobot {
  explicit BridgeTableRobot(std::shared_ptr<Robot> r) : robot(std::move(r)) {}
  std::string name() const override { return robot->name(); }
  std::shared_ptr<Robot> robot;
};

// What a robot owes at the table when it is asked, read under the room's
// lock so that the robot itself needs only its SeatView.
enum class RobotDuty { AnswerUndo, AnswerClaim, Call, Card };

RobotDuty duty_of(const BridgeTable& table, Seat seat) {
  if (table.undo_request()) return RobotDuty::AnswerUndo;
  const std::vector<Seat> claim = table.claim_responders();
  if (std::find(claim.begin(), claim.end(), seat) != claim.end()) return RobotDuty::AnswerClaim;
  return table.phase() == TablePhase::Auction ? RobotDuty::Call : RobotDuty::Card;
}

// The robot's move for `seat`: an answer, a call, or a card -- or a claim,
// which a declaring robot makes instead of a card when it knows the rest.
TableEvent robot_move(Robot& who, const SeatView& view, Seat seat, RobotDuty duty) {
  TableEvent e;
  e.seat = seat;
  switch (duty) {
    case RobotDuty::AnswerUndo:
      e.kind = EventKind::UndoResponse;
      e.accept = who.accept_undo(view);
      break;
    case RobotDuty::AnswerClaim:
      e.kind = EventKind::ClaimResponse;
      e.accept = who.accept_claim(view);
      break;
    case RobotDuty::Call: {
      CallDecision d = who.choose_call(view);
      e.kind = EventKind::Call;
      e.call = d.call.to_string();
      if (d.alert) e.text = utf8_prefix(d.explanation, kMaxExplanation);
      break;
    }
    case RobotDuty::Card:
      if (std::optional<int> tricks = who.propose_claim(view)) {
        e.kind = EventKind::Claim;
        e.tricks = *tricks;
        break;
      }
      e.kind = EventKind::Card;
      e.card = who.choose_card(view).to_string();
      break;
  }
  return e;
}

}  // namespace

std::shared_ptr<TableRobot> BridgeTable::make_robot(const RobotSettings& settings) const {
  return std::make_shared<BridgeTableRobot>(
      tenace::server::make_robot(this->settings().system, settings.budget, settings.seed, settings.judge_bidding));
}

bool BridgeTable::robot_answers_at_once(Seat seat) const {
  const RobotDuty duty = duty_of(*this, seat);
  return duty == RobotDuty::AnswerUndo || duty == RobotDuty::AnswerClaim;
}

RobotThought BridgeTable::robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const {
  auto bridge_robot = std::dynamic_pointer_cast<BridgeTableRobot>(robot);
  if (!bridge_robot) return {};
  return [robot = bridge_robot->robot, view = view_for(*this, seat), duty = duty_of(*this, seat), seat] {
    return std::optional<TableEvent>(robot_move(*robot, view, seat, duty));
  };
}

std::optional<TableEvent> BridgeTable::fallback_move(Seat seat) const {
  auto fallback = make_fallback_robot();
  return robot_move(*fallback, view_for(*this, seat), seat, duty_of(*this, seat));
}

std::optional<TableEvent> BridgeTable::robot_explanation(const std::function<bool(Seat)>& robot_plays) const {
  if (!game_) return std::nullopt;
  const Auction& auction = game_->auction();
  for (const Question& q : questions_) {
    if (q.index < 0 || static_cast<std::size_t>(q.index) >= auction.calls().size()) continue;
    if (!robot_plays(auction.seat_of(static_cast<std::size_t>(q.index)))) continue;
    // A question about a robot's call is answered at once, in the table's
    // system's words.
    TableEvent e;
    e.kind = EventKind::Explain;
    e.seat = auction.seat_of(static_cast<std::size_t>(q.index));
    e.index = q.index;
    e.text = utf8_prefix(explain_in_system(settings().system, auction.calls(), static_cast<std::size_t>(q.index)),
                         kMaxExplanation);
    return e;
  }
  return std::nullopt;
}

}  // namespace tenace::server
