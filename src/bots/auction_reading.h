#pragma once
// What an auction tells about the four hands, read in a bidding system.
//
// read_auction: what the calls the system's rules explain show (the hull of
// every rule that fits a call), and natural suit bids. The bidders reason
// from it.
//
// read_auction_fully: also what those rules leave unsaid, for a player who
// must guess the hidden hands (the opening leader):
//  - a pass made while every earlier call of the same seat was a pass (it
//    had the chance to open, to overcall, to respond) shows a hand the
//    system's bidder would have passed with. Whether a hand would have
//    opened is no range ("not a weak two", "no sound overcall"), so it is a
//    test on the sampled hand, answered by the bidder itself;
//  - a no-trump bid no rule explains is natural: HCP by its level and what
//    partner has shown.
#include <vector>

#include "bots/bidding_system.h"
#include "bots/seat_view.h"
#include "core/call.h"
#include "core/seat.h"
#include "dealer/hand_constraints.h"
#include "dealer/sampler.h"

namespace tenace {

// Narrows `into` by `shown`, the later call winning where they conflict (a
// robot's fallback can make a call the rules did not foresee).
void add_evidence(dealer::HandConstraints& into, const dealer::HandConstraints& shown);

// Each seat's hand as constraints inferred from its calls in `calls`
// (the first made by `dealer`).
dealer::DealConstraints read_auction(const BiddingSystem& system, const std::vector<Call>& calls, Seat dealer);

struct AuctionReading {
  dealer::DealConstraints ranges;
  dealer::DealTests tests;  // what no range says, per seat
};

// Which calls become tests on the sampled hands: the passes above, or every
// call — the system's bidder, given the hand, would have made that very
// call at that point. The second is what the robots' own bidding means
// exactly (they bid with that bidder), and a model of anyone else's.
enum class CallTests { FirstPasses, EveryCall };

// The auction of `view` (its calls, dealer and vulnerability) read fully, as
// above. The tests hold their own copy of the system.
AuctionReading read_auction_fully(const BiddingSystem& system, const SeatView& view,
                                  CallTests tested = CallTests::FirstPasses);

}  // namespace tenace
