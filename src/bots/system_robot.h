#pragma once
// SystemRobot: bids by a bidding system read from data/systems (2/1 or
// SAYC) with SystemBidder, explains and alerts every call it makes, and
// plays the cards by simulation (SamplingCardPlayer) over layouts that fit
// that system's reading of the auction. It claims when every layout gives
// the same tricks.
#include <cstdint>
#include <memory>
#include <string>

#include "bots/bidding_simulation.h"
#include "bots/robot.h"
#include "bots/sampling_card_play.h"
#include "bots/system_bidder.h"

namespace tenace {

struct SystemRobotOptions {
  PlayBudget budget;
  ScoringGoal goal = ScoringGoal::Imps;
  std::uint64_t seed = 1;
  // Competitive decisions judged by simulation (its goal and seed follow
  // the two above).
  BiddingSimulationSettings bidding;
};

class SystemRobot : public Robot {
 public:
  explicit SystemRobot(BiddingSystem system, SystemRobotOptions options = {})
      : bidder_(system),
        judgement_(options.bidding),
        player_(std::move(system), options.budget, options.goal, options.seed) {
    judgement_.goal = options.goal;
    judgement_.seed = options.seed;
  }
  CallDecision choose_call(const SeatView& view) override;
  Card choose_card(const SeatView& view) override;
  std::optional<int> propose_claim(const SeatView& view) override;
  bool accept_claim(const SeatView& view) override;
  bool accept_undo(const SeatView&) override { return true; }
  std::string name() const override { return "System robot (" + bidder_.system().name + ")"; }
  const BiddingSystem& system() const { return bidder_.system(); }

 private:
  SystemBidder bidder_;
  BiddingSimulationSettings judgement_;
  SamplingCardPlayer player_;
};

// Loads `system_name` ("2over1" or "sayc") from default_system_dir();
// throws SystemFileError when a file is missing or bad.
std::unique_ptr<SystemRobot> make_system_robot(const std::string& system_name = "2over1",
                                               SystemRobotOptions options = {});

}  // namespace tenace
