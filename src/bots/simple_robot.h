#pragma once
// SimpleRobot: the robot of this issue -- the natural bidding method
// (natural_bidding.h), the textbook card play (simple_card_play.h), exact
// claim answers when the claimer's cards are shown (claim_judge.h), and it
// always accepts undo requests (a robot has no reason to refuse a misclick).
#include <memory>

#include "bots/natural_bidding.h"
#include "bots/robot.h"
#include "bots/simple_card_play.h"

namespace tenace {

class SimpleRobot : public Robot {
 public:
  CallDecision choose_call(const SeatView& view) override;
  Card choose_card(const SeatView& view) override;
  bool accept_claim(const SeatView& view) override;
  bool accept_undo(const SeatView&) override { return true; }
  std::string name() const override { return "Simple robot"; }

 private:
  NaturalBidder bidder_;
  SimpleCardPlayer player_;
};

std::unique_ptr<Robot> make_simple_robot();

}  // namespace tenace
