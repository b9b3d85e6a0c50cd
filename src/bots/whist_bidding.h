#pragma once
// Whist bidding by simulation. The player to call deals the cards they have
// not seen at random (only the sizes are known: in the auction every other
// hand, the dummy's included, is face down), imagines themself declarer
// with the dummy (Dummy Whist, Double Dummy: a random one; Nonsense: none)
// and solves each layout double dummy for every bid kind -- the best trump
// suit uptown and downtown, no trump high or low, declarer leading. Each
// legal bid is then worth the mean, over the layouts, of declarer_gain()
// at those tricks; the robot bids the best, or passes when no bid is
// expected to gain (the dealer, who may not pass, bids the best anyway).
//
// Honest about what is unknown, and about what it ignores:
//  - the other players' calls are not read (a bid says little about a hand
//    when the dummy is still face down), so layouts are not narrowed by them;
//  - declarer picks the trump per layout with all cards seen, and the play
//    is double dummy: both flatter declarer, so each layout is scored half
//    at its tricks and half at one trick fewer;
//  - the chance that a later player overcalls is not modelled; instead the
//    robot bids the highest level that costs no more than a quarter point
//    of expectation against its best bid, so it does not sit at 1 with a
//    hand worth 4.
#include <chrono>
#include <vector>

#include "bots/play_budget.h"
#include "bots/whist_seat_view.h"
#include "bots/whist_tricks.h"
#include "core/random_deal.h"

namespace tenace {

// One bid's expected gain for the player if they declare it.
struct BidEstimate {
  WhistBid bid;
  double gain = 0;    // mean declarer_gain over the layouts (less the optimism allowance)
  double tricks = 0;  // mean tricks declarer takes in the bid's kind
};

struct BiddingAnalysis {
  int samples = 0;
  std::vector<BidEstimate> bids;  // every legal bid of the view
};

// Tricks the player would take as declarer, by kind, in layouts drawn from
// their view in the auction; at least budget.min_samples, at most
// max_samples, within `time` (and the hard limit).
std::vector<TricksByKind> simulate_declaring(const WhistSeatView& view, const PlayBudget& budget,
                                             std::chrono::milliseconds time, Xoshiro256& rng);

// The legal bids of an auction view weighed over those layouts.
BiddingAnalysis weigh_bids(const WhistSeatView& view, const std::vector<TricksByKind>& layouts);

// The call the analysis recommends (see the file comment). Precondition: the
// view is this player's turn in the auction.
WhistCall call_from(const WhistSeatView& view, const BiddingAnalysis& analysis);

}  // namespace tenace
