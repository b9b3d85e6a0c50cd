#pragma once
// FallbackRobot: the simplest robot that always acts legally, used for any
// robot seat until (or unless) the bots layer provides a better one. It
// opens and raises naturally with high-card points, plays second hand low
// and third hand high enough, accepts undo requests, and accepts a claim
// only when an exhaustive search of the (fully known) ending proves it.
#include "bots/robot.h"

namespace tenace::server {

class FallbackRobot : public Robot {
 public:
  CallDecision choose_call(const SeatView& view) override;
  Card choose_card(const SeatView& view) override;
  bool accept_claim(const SeatView& view) override;
  bool accept_undo(const SeatView&) override { return true; }
  std::string name() const override { return "robot"; }
};

// The most tricks `side` can be sure of from the position in `view` when all
// four remaining hands are known to it (own, dummy, and a claimer's shown
// hand make three; the fourth is what is left). Empty when the hands are not
// all known or the ending is too long to search exhaustively.
std::optional<int> sure_tricks_for(const SeatView& view, Side side);

}  // namespace tenace::server
