#pragma once
// What one seat knows about the four hands during the play, as constraints
// on the hands as DEALT (13 cards each): the auction read in the
// partnership's bidding system, its own cards and dummy's, every card played
// (held by the seat that played it), the suits a seat has shown out of, and
// what partner's lead and signals show. The sampling players deal layouts
// from these constraints (partner's signals weigh them, signal_reading.h)
// and take the played cards out again.
//
// The auction is a reading, not a fact: a psyche or a misread call can make
// the constraints impossible. Card facts are never given up, but the
// auction's ranges are, in this order, until layouts exist: first its HCP
// ranges, then its suit lengths (layouts_from() says which were dropped).
#include <array>
#include <chrono>
#include <optional>
#include <vector>

#include "bots/auction_reading.h"
#include "bots/bidding_system.h"
#include "bots/seat_view.h"
#include "core/deal.h"
#include "core/random_deal.h"
#include "dealer/hand_constraints.h"
#include "dealer/sampler.h"
#include "solver/solver.h"

namespace tenace {

// The cards each seat has played so far (completed tricks and the current one).
std::array<Hand, 4> cards_played_by(const SeatView& view);

// Card facts only: own hand and dummy's (with their played cards) are known
// whole; each played card is in its player's hand; a seat that did not follow
// suit held no other card of it.
dealer::DealConstraints card_facts(const SeatView& view);

// How much of the auction a seat reads: what the system's rules explain
// (read_auction), or also passes and the no-trump bids the rules leave
// unexplained (read_auction_fully), or also every call as the one the
// system's bidder would have made with the hand (CallTests::EveryCall).
enum class AuctionDepth { Rules, Full, EveryCall };

// Card facts narrowed by the auction's reading (its ranges) and partner's
// signals.
dealer::DealConstraints what_seat_knows(const SeatView& view, const BiddingSystem& system,
                                        AuctionDepth depth = AuctionDepth::Rules);

// Draws dealt layouts meeting what a seat knows, giving up the auction's
// ranges (HCP, then lengths) when nothing fits them.
class LayoutSource {
 public:
  LayoutSource(const SeatView& view, const BiddingSystem& system, AuctionDepth depth = AuctionDepth::Rules);
  // A layout as dealt, or nothing when even the card facts admit none (a
  // view that contradicts itself), or when `deadline` passes while the
  // auction's tests are still being tried (each test asks the bidder, so a
  // reading few hands meet could otherwise take seconds).
  std::optional<Deal> next(Xoshiro256& rng,
                           std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());
  // Narrows the auction's reading by `more` (e.g. what a benchmark knows of
  // the real deal, to ask what a better reading would give), `more` winning
  // where they conflict; card facts stay as they are.
  void narrow(const dealer::DealConstraints& more);
  // How much of the auction's reading is still in force.
  enum class Trust { Full, RangesOnly, LengthsOnly, CardsOnly };
  Trust trust() const { return trust_; }

 private:
  // A sampler on the constraints in force, relaxed until some layout fits.
  void start_sampling();
  void relax();
  // The auction's tests, with partner's signals (a chance to keep each
  // layout, signal_reading.h), which stay when the auction's are given up.
  dealer::DealTests tests_in_force() const;
  dealer::DealConstraints facts_;
  dealer::DealConstraints constraints_;
  dealer::DealTests tests_;
  std::optional<Seat> signaller_;
  dealer::HandTest signal_test_;
  std::optional<dealer::ConstrainedSampler> sampler_;
  Trust trust_ = Trust::Full;
};

// The position now from a dealt layout: the cards played so far taken out,
// the trick in progress as it stands.
Position position_now(const SeatView& view, const Deal& dealt);

}  // namespace tenace
