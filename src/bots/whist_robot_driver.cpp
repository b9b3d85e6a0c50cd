#include "bots/whist_robot_driver.h"

#include "bots/whist_seat_view.h"

namespace tenace {

Status robot_act(DummyWhistHand& hand, WhistRobot& robot, std::uint64_t blind_pick) {
  const auto player = hand.to_act();
  if (!player) return Error{"nobody is to act"};
  const WhistSeatView view = view_for_player(hand, *player);
  switch (hand.phase()) {
    case DummyWhistPhase::Auction:
      return hand.call(robot.choose_call(view));
    case DummyWhistPhase::Discard: {
      const auto [first, second] = robot.choose_discards(view);
      return hand.discard(first, second);
    }
    case DummyWhistPhase::JokerExchange: {
      if (const auto card = robot.choose_exchange(view)) return hand.exchange_joker(*card);
      const Hand takeable = hand.discards() - Hand::jokers();
      if (takeable.empty()) return Error{"no discard to take"};
      auto it = takeable.begin();
      for (std::uint64_t k = blind_pick % static_cast<std::uint64_t>(takeable.size()); k > 0; --k) ++it;
      return hand.exchange_joker(*it);
    }
    case DummyWhistPhase::Declaration:
      return declare(hand, robot.choose_declaration(view));
    case DummyWhistPhase::Play:
      return hand.play(robot.choose_card(view));
    case DummyWhistPhase::Over:
      break;
  }
  return Error{"the hand is over"};
}

Status robot_act(DoubleDummyHand& hand, WhistRobot& robot) {
  const auto player = hand.to_act();
  if (!player) return Error{"nobody is to act"};
  const WhistSeatView view = view_for_player(hand, *player);
  switch (hand.phase()) {
    case DoubleDummyPhase::Auction:
      return hand.call(robot.choose_call(view));
    case DoubleDummyPhase::Declaration:
      return declare(hand, robot.choose_declaration(view));
    case DoubleDummyPhase::Play:
      return hand.play(robot.choose_card(view));
    case DoubleDummyPhase::Over:
      break;
  }
  return Error{"the hand is over"};
}

Status robot_act(NonsenseHand& hand, WhistRobot& robot) {
  const auto player = hand.to_act();
  if (!player) return Error{"nobody is to act"};
  const WhistSeatView view = view_for_player(hand, *player);
  switch (hand.phase()) {
    case NonsensePhase::Choice:
      return hand.choose(robot.choose_hand(view));
    case NonsensePhase::Auction:
      return hand.call(robot.choose_call(view));
    case NonsensePhase::Declaration:
      return declare(hand, robot.choose_declaration(view));
    case NonsensePhase::Play:
      return hand.play(robot.choose_card(view));
    case NonsensePhase::Over:
      break;
  }
  return Error{"the hand is over"};
}

}  // namespace tenace
