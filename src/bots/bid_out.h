#pragma once
// Bidding a deal out: each seat's bidder is asked in turn with that seat's
// SeatView (its own hand and the auction) until the auction ends. Used by
// `tenace bid`, the bidding benchmark and the tests.
#include <array>
#include <functional>
#include <vector>

#include "bots/robot.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"
#include "core/deal.h"
#include "core/seat.h"

namespace tenace {

// A bidder for one seat; an empty function passes throughout.
using SeatBidder = std::function<CallDecision(const SeatView&)>;

// The calls of the auction, each with its bidder's explanation and alert.
std::vector<CallDecision> bid_out(const Deal& deal, Seat dealer, Vulnerability vul,
                                  const std::array<SeatBidder, 4>& bidders);

// The rest of an auction that began with `so_far` (legal calls from
// `dealer`): so_far followed by the calls each seat's bidder then makes.
std::vector<CallDecision> bid_out_from(const Deal& deal, Seat dealer, Vulnerability vul,
                                       const std::array<SeatBidder, 4>& bidders, std::vector<CallDecision> so_far);

// Duplicate board `board_number` (its dealer and vulnerability) bid by
// `bidder` at all four seats: the game ready for its play, or finished when
// passed out. The calls, with their explanations, go to `calls` if given.
BridgeGame bid_board(const Deal& deal, int board_number, const SystemBidder& bidder,
                     std::vector<CallDecision>* calls = nullptr);

// The SeatView of `seat` during the auction `calls` (from `dealer`).
SeatView auction_view(const Deal& deal, Seat dealer, Vulnerability vul, const std::vector<CallDecision>& calls,
                      Seat seat);

}  // namespace tenace
