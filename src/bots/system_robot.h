#pragma once
// SystemRobot: bids by a bidding system read from data/systems (2/1 or
// SAYC) with SystemBidder, explains and alerts every call it makes; card
// play and claim answers are the simple robot's for now.
#include <memory>
#include <string>

#include "bots/robot.h"
#include "bots/simple_card_play.h"
#include "bots/system_bidder.h"

namespace tenace {

class SystemRobot : public Robot {
 public:
  explicit SystemRobot(BiddingSystem system) : bidder_(std::move(system)) {}
  CallDecision choose_call(const SeatView& view) override;
  Card choose_card(const SeatView& view) override;
  bool accept_claim(const SeatView& view) override;
  bool accept_undo(const SeatView&) override { return true; }
  std::string name() const override { return "System robot (" + bidder_.system().name + ")"; }
  const BiddingSystem& system() const { return bidder_.system(); }

 private:
  SystemBidder bidder_;
  SimpleCardPlayer player_;
};

// Loads `system_name` ("2over1" or "sayc") from default_system_dir();
// throws SystemFileError when a file is missing or bad.
std::unique_ptr<SystemRobot> make_system_robot(const std::string& system_name = "2over1");

}  // namespace tenace
