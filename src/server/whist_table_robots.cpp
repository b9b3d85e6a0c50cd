// WhistTable's robots and the fallback move every seat can be given.
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

// Until the whist robots by simulation arrive, a robot plays the fallback
// move: legal, but no more.
struct FallbackWhistRobot : TableRobot {
  std::string name() const override { return "Whist robot"; }
};

}  // namespace

std::shared_ptr<TableRobot> WhistTable::make_robot(const RobotSettings&) const {
  return std::make_shared<FallbackWhistRobot>();
}

RobotThought WhistTable::robot_thought(Seat seat, const std::shared_ptr<TableRobot>&) const {
  return [move = fallback_move(seat)] { return move; };
}

}  // namespace tenace::server
