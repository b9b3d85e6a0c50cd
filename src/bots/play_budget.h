#pragma once
// How much thinking a robot may spend on one card: a time budget and bounds
// on the number of sampled layouts. The sampling players stop drawing
// layouts when either bound is reached, so the same settings give the same
// card on a fast and a slow machine only when max_samples binds first.
#include <chrono>

namespace tenace {

struct PlayBudget {
  std::chrono::milliseconds time{700};  // per card; opening leads get lead_time
  std::chrono::milliseconds lead_time{1500};
  int min_samples = 16;   // drawn even when the time is up (unless fewer layouts exist)
  int max_samples = 200;  // never more, whatever the time left
};

}  // namespace tenace
