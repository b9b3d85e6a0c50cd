#pragma once
// Competing in a partscore where no rule of the system covers the auction:
// the law of total tricks. With a known fit of N trumps between the two
// hands it is safe to contract for N tricks (the level N - 6) when the
// opponents hold the auction, so the robot bids the cheapest level of its
// fit up to that, below game and no higher than the three level (four with
// ten trumps); with game values it leaves the call to the fallback's
// point count.
#include <optional>

#include "bots/bidding_system.h"
#include "bots/robot.h"
#include "bots/seat_view.h"
#include "core/strain.h"

namespace tenace {

struct KnownFit {
  Strain strain;
  int trumps = 0;  // this hand's length plus partner's shown minimum
};

// The partnership's best fit of eight or more cards known to this seat
// (majors first on equal length), if any.
std::optional<KnownFit> known_fit(const BiddingSystem& system, const SeatView& view);

// The law-of-total-tricks call when the opponents hold the auction and it
// says to compete; nothing otherwise.
std::optional<CallDecision> compete_by_total_tricks(const BiddingSystem& system, const SeatView& view);

}  // namespace tenace
