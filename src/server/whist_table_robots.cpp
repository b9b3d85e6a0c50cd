// WhistTable's robots and the fallback move every seat can be given.
#include <algorithm>

#include "bots/whist_claim_judge.h"
#include "bots/whist_robot.h"
#include "bots/whist_robot_driver.h"
#include "bots/whist_seat_view.h"
#include "server/whist_table.h"

namespace tenace::server {
namespace {

// The lowest-ranked card of a hand (the least useful to give away).
Card lowest_card(Hand hand) {
  Card lowest = *hand.begin();
  for (Card c : hand)
    if (!c.is_joker() && (lowest.is_joker() || c.rank() < lowest.rank())) lowest = c;
  return lowest;
}

bool among(const std::vector<Seat>& seats, Seat seat) { return std::find(seats.begin(), seats.end(), seat) != seats.end(); }

// An answer to the pending undo request or claim.
TableEvent answer(Seat seat, EventKind kind, bool accept) {
  TableEvent e;
  e.kind = kind;
  e.seat = seat;
  e.accept = accept;
  return e;
}

// A move the rules allow the player to act, chosen without thought: a pass
// when allowed (else the cheapest bid), the first declaration, the lowest
// cards, the first discard to take, keeping the dealt hand.
template <typename WhistHand>
std::optional<WhistMove> plain_move(const WhistHand& h) {
  using Phase = decltype(h.phase());
  if (h.phase() == Phase::Auction) {
    const std::vector<WhistCall> calls = h.auction().legal_calls();
    if (calls.empty()) return std::nullopt;
    return calls.front();
  }
  if (h.phase() == Phase::Declaration)
    return declarations_for(h.auction().highest_bid()->kind).front();
  if (h.phase() == Phase::Play) {
    const Hand legal = h.legal_cards();
    if (legal.empty()) return std::nullopt;
    return WhistCardPlayed{lowest_card(legal)};
  }
  if constexpr (std::is_same_v<WhistHand, DummyWhistHand>) {
    if (h.phase() == DummyWhistPhase::Discard) {
      Hand dummy = h.dummy_hand();
      const Card first = lowest_card(dummy);
      dummy.remove(first);
      return WhistDiscard{first, lowest_card(dummy)};
    }
    if (h.phase() == DummyWhistPhase::JokerExchange) {
      const Hand takeable = h.discards() - Hand::jokers();
      if (takeable.empty()) return std::nullopt;
      return WhistExchange{*takeable.begin()};
    }
  }
  if constexpr (std::is_same_v<WhistHand, NonsenseHand>) {
    if (h.phase() == NonsensePhase::Choice) return NonsenseChoice::DealtHand;
  }
  return std::nullopt;
}

}  // namespace

std::optional<TableEvent> WhistTable::fallback_move(Seat seat) const {
  if (!hand_) return std::nullopt;
  if (among(undo_responders(), seat)) return answer(seat, EventKind::UndoResponse, true);
  if (among(claim_responders(), seat)) return answer(seat, EventKind::ClaimResponse, false);
  if (undo_ || claim_) return std::nullopt;
  const std::optional<int> player = player_in(seat);
  if (!player) return std::nullopt;
  const std::optional<WhistMove> move = std::visit(
      [&](const auto& h) -> std::optional<WhistMove> {
        if (h.to_act() != player) return std::nullopt;
        return plain_move(h);
      },
      *hand_);
  if (!move) return std::nullopt;
  return whist_move_event(*move, seat);
}

namespace {

// The whist family's robot (bots/whist_robot.h): it decides by simulation
// from its player's WhistSeatView alone.
struct SimulatingWhistRobot : TableRobot {
  SimulatingWhistRobot(const PlayBudget& budget, std::uint64_t seed) : robot(budget, seed) {}
  std::string name() const override { return "Whist robot"; }
  WhistRobot robot;
};

}  // namespace

std::shared_ptr<TableRobot> WhistTable::make_robot(const RobotSettings& settings) const {
  return std::make_shared<SimulatingWhistRobot>(settings.budget, settings.seed);
}

bool WhistTable::robot_answers_at_once(Seat seat) const {
  return among(undo_responders(), seat) || among(claim_responders(), seat);
}

RobotThought WhistTable::robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const {
  auto whist_robot = std::dynamic_pointer_cast<SimulatingWhistRobot>(robot);
  const std::optional<int> player = player_in(seat);
  if (!whist_robot || !player || !hand_) return {};
  // Robots let people take back a slip, and accept a claim the solver
  // finds sound (whist_claim_judge.h).
  if (among(undo_responders(), seat)) {
    return [e = answer(seat, EventKind::UndoResponse, true)] { return std::optional<TableEvent>(e); };
  }
  if (among(claim_responders(), seat)) {
    const int claimer = *player_in(claim_->by);
    const bool sound =
        std::visit([&](const auto& h) { return whist_claim_holds(h, claimer, claim_->tricks); }, *hand_);
    return [e = answer(seat, EventKind::ClaimResponse, sound)] { return std::optional<TableEvent>(e); };
  }
  if (undo_ || claim_) return {};
  WhistSeatView view = std::visit([&](const auto& h) { return view_for_player(h, *player); }, *hand_);
  if (!view.is_my_turn()) return {};
  // A joker exchanged for a face-down discard is a blind draw: the table's
  // plain pick, not the robot's choice. Between tricks, with the rest
  // certain, the robot claims it instead of leading.
  return [whist_robot, view = std::move(view), seat, blind = fallback_move(seat)]() -> std::optional<TableEvent> {
    if (const std::optional<int> tricks = whist_robot->robot.propose_claim(view)) {
      TableEvent claim;
      claim.kind = EventKind::Claim;
      claim.seat = seat;
      claim.tricks = *tricks;
      return claim;
    }
    if (std::optional<WhistMove> move = robot_move(whist_robot->robot, view)) return whist_move_event(*move, seat);
    return blind;
  };
}

}  // namespace tenace::server
