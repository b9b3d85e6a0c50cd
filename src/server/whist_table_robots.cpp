// WhistTable's robots and the fallback move every seat can be given.
#include "bots/whist_robot.h"
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

}  // namespace

std::optional<TableEvent> WhistTable::fallback_move(Seat seat) const {
  if (!hand_) return std::nullopt;
  const std::optional<int> player = player_in(seat);
  if (!player) return std::nullopt;
  TableEvent e;
  e.seat = seat;
  const bool found = std::visit(
      [&](const auto& h) {
        using H = std::decay_t<decltype(h)>;
        if (h.to_act() != player) return false;
        if (h.phase() == decltype(h.phase())::Auction) {
          const std::vector<WhistCall> calls = h.auction().legal_calls();
          if (calls.empty()) return false;
          e.kind = EventKind::Call;
          e.call = calls.front().to_string();  // a pass when it is allowed, else the cheapest bid
          return true;
        }
        if (h.phase() == decltype(h.phase())::Declaration) {
          e.kind = EventKind::Declare;
          e.call = h.auction().highest_bid()->is_no_trump() ? "uptown" : "S";
          return true;
        }
        if (h.phase() == decltype(h.phase())::Play) {
          const Hand legal = h.legal_cards();
          if (legal.empty()) return false;
          e.kind = EventKind::Card;
          e.card = lowest_card(legal).to_string();
          return true;
        }
        if constexpr (std::is_same_v<H, DummyWhistHand>) {
          if (h.phase() == DummyWhistPhase::Discard) {
            Hand dummy = h.dummy_hand();
            const Card first = lowest_card(dummy);
            dummy.remove(first);
            e.kind = EventKind::Discard;
            e.card = first.to_string() + " " + lowest_card(dummy).to_string();
            return true;
          }
          if (h.phase() == DummyWhistPhase::JokerExchange) {
            const Hand takeable = h.discards() - Hand::jokers();
            if (takeable.empty()) return false;
            e.kind = EventKind::Exchange;
            e.card = (*takeable.begin()).to_string();
            return true;
          }
        }
        if constexpr (std::is_same_v<H, NonsenseHand>) {
          if (h.phase() == NonsensePhase::Choice) {
            e.kind = EventKind::Choose;
            e.accept = true;
            return true;
          }
        }
        return false;
      },
      *hand_);
  if (!found) return std::nullopt;
  return e;
}

namespace {

// The whist family's robot (bots/whist_robot.h): it decides by simulation
// from its player's WhistSeatView alone.
struct SimulatingWhistRobot : TableRobot {
  SimulatingWhistRobot(const PlayBudget& budget, std::uint64_t seed) : robot(budget, seed) {}
  std::string name() const override { return "Whist robot"; }
  WhistRobot robot;
};

// The robot's decision as the table's event. `blind` is the move to make
// when the robot cannot choose (a joker exchanged for a face-down discard).
std::optional<TableEvent> decide(WhistRobot& robot, const WhistSeatView& view, Seat chair,
                                 const std::optional<TableEvent>& blind) {
  TableEvent e;
  e.seat = chair;
  switch (view.phase) {
    case WhistViewPhase::Choice:
      e.kind = EventKind::Choose;
      e.accept = robot.choose_hand(view) == NonsenseChoice::DealtHand;
      break;
    case WhistViewPhase::Auction:
      e.kind = EventKind::Call;
      e.call = robot.choose_call(view).to_string();
      break;
    case WhistViewPhase::Discard: {
      const auto [first, second] = robot.choose_discards(view);
      e.kind = EventKind::Discard;
      e.card = first.to_string() + " " + second.to_string();
      break;
    }
    case WhistViewPhase::JokerExchange: {
      const std::optional<Card> card = robot.choose_exchange(view);
      if (!card) return blind;
      e.kind = EventKind::Exchange;
      e.card = card->to_string();
      break;
    }
    case WhistViewPhase::Declaration: {
      const WhistDeclaration d = robot.choose_declaration(view);
      e.kind = EventKind::Declare;
      e.call = d.trump ? std::string(1, suit_char(*d.trump))
                       : std::string(d.direction == WhistDirection::Uptown ? "uptown" : "downtown");
      break;
    }
    case WhistViewPhase::Play:
      e.kind = EventKind::Card;
      e.card = robot.choose_card(view).to_string();
      break;
    case WhistViewPhase::Over: return std::nullopt;
  }
  return e;
}

}  // namespace

std::shared_ptr<TableRobot> WhistTable::make_robot(const RobotSettings& settings) const {
  return std::make_shared<SimulatingWhistRobot>(settings.budget, settings.seed);
}

RobotThought WhistTable::robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const {
  auto whist_robot = std::dynamic_pointer_cast<SimulatingWhistRobot>(robot);
  const std::optional<int> player = player_in(seat);
  if (!whist_robot || !player || !hand_) return {};
  WhistSeatView view = std::visit([&](const auto& h) { return view_for_player(h, *player); }, *hand_);
  if (!view.is_my_turn()) return {};
  return [whist_robot, view = std::move(view), seat, blind = fallback_move(seat)] {
    return decide(whist_robot->robot, view, seat, blind);
  };
}

}  // namespace tenace::server
