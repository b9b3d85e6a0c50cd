#pragma once
// The opening lead of a defender: chosen by simulation over layouts that fit
// the auction (read in the partnership's bidding system), among the cards
// the lead conventions allow, so that partner can read the lead.
#include <string>

#include "bots/bidding_system.h"
#include "bots/play_budget.h"
#include "bots/seat_view.h"
#include "core/card.h"
#include "core/random_deal.h"

namespace tenace {

struct OpeningLeadChoice {
  Card card;
  std::string explanation;  // the convention it follows, e.g. "top of a sequence"
};

// Precondition: view.seat is on opening lead (play phase, no card played).
OpeningLeadChoice choose_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                      Xoshiro256& rng);

}  // namespace tenace
