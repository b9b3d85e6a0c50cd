#include "bots/simple_robot.h"

#include "bots/claim_judge.h"

namespace tenace {

CallDecision SimpleRobot::choose_call(const SeatView& view) {
  CallDecision decision = bidder_.choose(view);
  // The bidder only returns legal calls; this is the last line of defence
  // should a future change break that promise.
  if (!view.rebuilt_auction().is_legal(decision.call)) decision = CallDecision{Call::pass(), false, "Pass"};
  return decision;
}

Card SimpleRobot::choose_card(const SeatView& view) {
  Hand legal = view.legal_cards();
  if (legal.empty()) return Card();  // not this seat's turn: nothing legal
  Card card = player_.choose(view);
  return legal.contains(card) ? card : *legal.begin();
}

bool SimpleRobot::accept_claim(const SeatView& view) { return claim_is_acceptable(view); }

std::unique_ptr<Robot> make_simple_robot() { return std::make_unique<SimpleRobot>(); }

}  // namespace tenace
