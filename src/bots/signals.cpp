#include "bots/signals.h"

namespace tenace {

// The lowest card until the carding agreements are in place.
SignalChoice choose_among_equals(const SeatView&, Hand equals) {
  Card lowest = *equals.begin();
  for (Card c : equals)
    if (c.rank() < lowest.rank()) lowest = c;
  return {lowest, ""};
}

void read_partner_signals(const SeatView&, dealer::DealConstraints&) {}

std::string explain_card(const SeatView&, int) { return "no carding agreement"; }

}  // namespace tenace
