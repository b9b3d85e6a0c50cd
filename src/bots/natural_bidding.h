#pragma once
// NaturalBidder: a small natural bidding method, the kind a club player
// learns first -- five-card majors, a 15-17 1NT, 20-21 2NT, a strong
// artificial 2C with a 2D waiting reply, weak twos, three-level preempts,
// Stayman over 1NT, Blackwood on the way to a suit slam, simple and limit
// raises, one- and two-level new suits, one- and two-level overcalls, the
// 1NT overcall, takeout and negative doubles. Past the first two rounds it
// reasons from what partner has shown (minimum points, suit lengths)
// towards a partscore, game or slam, so every auction ends sensibly.
//
// Every call comes with an explanation of what it shows, so an opponent who
// asks gets the agreement; artificial calls (2C strong, 2D waiting, Stayman
// and Blackwood with their answers) carry the alert flag. The bidder reads
// only a SeatView and always returns a legal call (Pass is the last resort).
#include "bots/robot.h"
#include "bots/seat_view.h"

namespace tenace {

class NaturalBidder {
 public:
  CallDecision choose(const SeatView& view) const;
};

}  // namespace tenace
