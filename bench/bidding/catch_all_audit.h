#pragma once
// Where the system's rules run out: the calls the system robot makes by a
// catch-all rule (one that shows nothing, "any", or says it is the call made
// for want of a better one, "no better rebid") or by the reasoning that
// takes over where no rule fits (the fallback, the slam and competitive
// judgements). Grouped by the auction before the call, each group lists the
// hands (shape and HCP) and the IMPs its boards lost, so that the holes in
// the rules are found as a whole rather than board by board.
#include <cstddef>
#include <string>
#include <vector>

#include "bots/bidding_system.h"
#include "bots/system_bidder.h"
#include "core/deal.h"
#include "core/seat.h"

namespace tenace {

// Whether `rule` is a catch-all: it shows nothing ("any"), or its meaning
// says it is made for want of a better call.
bool is_catch_all(const BiddingRule& rule);

// The auction before a call, from the first call that is not a pass, and
// who is calling: "1D P 1S P -> opener" (how the audits group calls).
std::string auction_context(const std::vector<SeenCall>& auction);

// What chose a call, as the audits name it: the rule (file:line and
// meaning) or the reasoning (its explanation, numbers written N so that
// one line of reasoning is one entry: "about N points opposite partner's").
std::string call_source(const RuledDecision& r);

// A board to audit and what it lost.
struct AuditedBoard {
  Deal deal;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  double imp_loss = 0;
};

// Bids each board with `system` at North and South (East-West pass, the
// uncontested benchmark) or, with `all_four_seats`, at every seat (the par
// benchmark, where the competitive holes show), and prints every call
// other than a pass made by a catch-all or by reasoning, grouped by the
// auction before it ("1D P 1S P -> opener"), the groups losing most first:
// for each, the calls, how many boards lost and the IMPs they lost (each
// board counted once in a group, per board of all the boards), then each
// call with the rule or reasoning behind it, the HCP range, the shapes
// (spades=hearts=diamonds=clubs) and the boards that lost most.
// `loss_name` says how the losses were judged.
void print_catch_all_audit(const SystemBidder& system, const std::vector<AuditedBoard>& boards, const char* loss_name,
                           bool all_four_seats = false);

}  // namespace tenace
