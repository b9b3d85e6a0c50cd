#pragma once
// Calls partner will misread: a call made with a hand the auction reading
// (auction_reading.h, what partner and the opponents infer from the calls)
// excludes. Each such call makes partner reason from a hand that is not
// there — the 3NT bid on five points after a redouble read as game values,
// the 1NT on two. Grouped by the auction before the call and the call, with
// what the reading says against the hand and the boards' losses, so that
// rules whose meaning says more than their hands hold, and fallback calls
// no reading explains, are found as a whole.
#include <vector>

#include "catch_all_audit.h"

namespace tenace {

// Bids each board with `system` at every seat and prints each call after
// which the caller's own hand falls outside what the auction reading says
// of that seat, grouped by the auction before it, the groups losing most
// first (each board counted once in a group). `loss_name` says how the
// losses were judged.
void print_misread_audit(const SystemBidder& system, const std::vector<AuditedBoard>& boards, const char* loss_name);

}  // namespace tenace
