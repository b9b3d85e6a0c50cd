#pragma once
// Whether a robot should accept a claim, judged from its own SeatView.
//
// A claim shows the claimer's cards to the opponents who must answer (the
// projection fills SeenClaim::claimer_hand). With the robot's own hand and
// dummy, that makes three known hands; the fourth is whatever is neither
// seen nor played. Then the answer is exact: the robot accepts iff the
// claimer's side takes at least the claimed tricks against best defence
// (double-dummy, by the solver). Without three known hands -- the claimer's
// cards not shown, or before dummy is down -- nothing can be verified, so the
// robot accepts only a claim of no tricks (a concession of the rest), which
// cannot harm its side; it rejects everything else, and play goes on.
#include <optional>

#include "bots/seat_view.h"
#include "core/deal.h"

namespace tenace {

// The four remaining hands, when three are visible to the view and the
// fourth follows from the cards neither seen nor played; empty otherwise.
std::optional<Deal> known_remaining_hands(const SeatView& view);

// True when the robot should accept view.pending_claim.
bool claim_is_acceptable(const SeatView& view);

}  // namespace tenace
