#include "bots/system_robot.h"

#include "bots/claim_judge.h"

namespace tenace {

CallDecision SystemRobot::choose_call(const SeatView& view) {
  CallDecision d = choose_with_judgement(bidder_, view, judgement_);
  if (!view.rebuilt_auction().is_legal(d.call)) d = CallDecision{Call::pass(), false, "Pass"};
  return d;
}

Card SystemRobot::choose_card(const SeatView& view) {
  Hand legal = view.legal_cards();
  if (legal.empty()) return Card();
  Card card = player_.choose(view);
  return legal.contains(card) ? card : *legal.begin();
}

std::optional<int> SystemRobot::propose_claim(const SeatView& view) { return player_.propose_claim(view); }

bool SystemRobot::accept_claim(const SeatView& view) { return claim_is_acceptable(view); }

std::unique_ptr<SystemRobot> make_system_robot(const std::string& system_name, SystemRobotOptions options) {
  return std::make_unique<SystemRobot>(load_system(system_name), options);
}

}  // namespace tenace
