#include "bots/whist_robot_driver.h"

namespace tenace {
namespace {

template <typename WhistHand>
Status act(WhistHand& hand, WhistRobot& robot, std::uint64_t blind_pick) {
  const auto player = hand.to_act();
  if (!player) return Error{"nobody is to act"};
  if (std::optional<WhistMove> move = robot_move(robot, view_for_player(hand, *player)))
    return apply_move(hand, *move);
  if constexpr (std::is_same_v<WhistHand, DummyWhistHand>) {
    const Hand takeable = hand.discards() - Hand::jokers();
    if (hand.phase() == DummyWhistPhase::JokerExchange && !takeable.empty()) {
      auto it = takeable.begin();
      for (std::uint64_t k = blind_pick % static_cast<std::uint64_t>(takeable.size()); k > 0; --k) ++it;
      return hand.exchange_joker(*it);
    }
  }
  return Error{"the robot has no move to make"};
}

}  // namespace

std::optional<WhistMove> robot_move(WhistRobot& robot, const WhistSeatView& view) {
  if (!view.is_my_turn()) return std::nullopt;
  switch (view.phase) {
    case WhistViewPhase::Choice: return robot.choose_hand(view);
    case WhistViewPhase::Auction: return robot.choose_call(view);
    case WhistViewPhase::Discard: {
      const auto [first, second] = robot.choose_discards(view);
      return WhistDiscard{first, second};
    }
    case WhistViewPhase::JokerExchange: {
      if (const std::optional<Card> card = robot.choose_exchange(view)) return WhistExchange{*card};
      return std::nullopt;
    }
    case WhistViewPhase::Declaration: return robot.choose_declaration(view);
    case WhistViewPhase::Play: return WhistCardPlayed{robot.choose_card(view)};
    case WhistViewPhase::Over: break;
  }
  return std::nullopt;
}

Status robot_act(DummyWhistHand& hand, WhistRobot& robot, std::uint64_t blind_pick) {
  return act(hand, robot, blind_pick);
}
Status robot_act(DoubleDummyHand& hand, WhistRobot& robot) { return act(hand, robot, 0); }
Status robot_act(NonsenseHand& hand, WhistRobot& robot) { return act(hand, robot, 0); }

}  // namespace tenace
