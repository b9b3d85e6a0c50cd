#include "bots/opening_lead.h"

#include "bots/simple_card_play.h"

namespace tenace {

// The simple player's rules until the simulated lead is in place.
OpeningLeadChoice choose_opening_lead(const SeatView& view, const BiddingSystem&, const PlayBudget&, Xoshiro256&) {
  return {SimpleCardPlayer{}.choose(view), "the simple robot's lead rules"};
}

}  // namespace tenace
