#pragma once
// How much thinking a robot may spend on one card: a time budget and bounds
// on the number of sampled layouts, and a hard limit no card goes past. The sampling players stop drawing
// layouts when either bound is reached, so the same settings give the same
// card on a fast and a slow machine only when max_samples binds first.
#include <chrono>

namespace tenace {

struct PlayBudget {
  std::chrono::milliseconds time{700};  // per card; opening leads get lead_time
  std::chrono::milliseconds lead_time{1500};
  int min_samples = 16;   // drawn even when the time is up (unless fewer layouts exist)
  int max_samples = 200;  // never more, whatever the time left
  // No layout is started that would, at the pace so far, end past this
  // (on a hard deal even min_samples may not fit), and a layout still being
  // solved at this point is abandoned: the card is chosen from the layouts
  // finished, or by the simple rules if none finished.
  std::chrono::milliseconds hard_limit{2500};
};

// True when another layout may be drawn after `samples` in `elapsed`,
// thinking for `time` (the card's or the lead's).
inline bool another_layout(const PlayBudget& b, int samples, std::chrono::steady_clock::duration elapsed,
                           std::chrono::milliseconds time) {
  if (samples >= b.max_samples) return false;
  if (samples >= b.min_samples && elapsed >= time) return false;
  return samples == 0 || elapsed + elapsed / samples <= b.hard_limit;
}

}  // namespace tenace
