#include "bots/play_knowledge.h"

#include <algorithm>
#include <memory>

#include "bots/signal_reading.h"
#include "bots/signals.h"

namespace tenace {

namespace {

std::vector<Call> calls_of(const SeatView& view) {
  std::vector<Call> calls;
  for (const SeenCall& c : view.auction) calls.push_back(c.call);
  return calls;
}

// Tries this many draws before concluding the auction's HCP ranges cannot
// be met with the cards as they lie.
constexpr long kAttemptsBeforeRelaxing = 20'000;
// Fewer with the full reading's tests: each asks the bidder, which costs
// far more than a draw.
constexpr long kAttemptsWithTests = 2'000;
constexpr long kTestedSlice = 50;

// What the auction says of each hand, as deep as asked.
AuctionReading reading_of(const SeatView& view, const BiddingSystem& system, AuctionDepth depth) {
  if (depth == AuctionDepth::Full) return read_auction_fully(system, view);
  if (depth == AuctionDepth::EveryCall) return read_auction_fully(system, view, CallTests::EveryCall);
  return {read_auction(system, calls_of(view), view.dealer), {}};
}

// Card facts narrowed by the auction's ranges (the hands not seen whole).
void narrow_by_auction(dealer::DealConstraints& known, const dealer::DealConstraints& auction) {
  for (Seat s : kAllSeats) {
    auto& hand = known[index(s)];
    if (hand.must_hold.size() == 13) continue;  // seen whole: the auction adds nothing
    dealer::HandConstraints shown = auction[index(s)];
    shown.must_hold = Hand();
    shown.cannot_hold = Hand();
    hand.narrow_to(shown);
  }
}

}  // namespace

std::array<Hand, 4> cards_played_by(const SeatView& view) {
  std::array<Hand, 4> played{};
  auto add = [&](const Trick& t) {
    for (int i = 0; i < t.count; ++i) played[static_cast<std::size_t>(index(t.seat_of(i)))].add(t.cards[i]);
  };
  for (const Trick& t : view.completed_tricks) add(t);
  add(view.current_trick);
  return played;
}

dealer::DealConstraints card_facts(const SeatView& view) {
  dealer::DealConstraints facts{};
  const std::array<Hand, 4> played = cards_played_by(view);
  for (Seat s : kAllSeats) facts[index(s)].must_hold = played[index(s)];
  facts[index(view.seat)].must_hold |= view.own_hand;
  if (view.dummy_hand)
    if (std::optional<Seat> dummy = view.dummy()) facts[index(*dummy)].must_hold |= *view.dummy_hand;

  // Showing out: a seat that did not follow held only the cards of the led
  // suit it had played before (and it cannot play any later either).
  const TrickRules rules = view.trick_rules();
  auto shown_out = [&](const Trick& t) {
    const std::optional<Suit> led = t.led_suit(rules);
    if (!led) return;
    for (int i = 1; i < t.count; ++i)
      if (t.cards[i].suit() != *led) {
        const auto s = static_cast<std::size_t>(index(t.seat_of(i)));
        facts[s].cannot_hold |= Hand::suit_mask(*led) - played[s];
      }
  };
  for (const Trick& t : view.completed_tricks) shown_out(t);
  shown_out(view.current_trick);

  for (Seat s : kAllSeats)
    for (Seat other : kAllSeats)
      if (other != s) facts[index(s)].cannot_hold |= facts[index(other)].must_hold;
  return facts;
}

dealer::DealConstraints what_seat_knows(const SeatView& view, const BiddingSystem& system, AuctionDepth depth) {
  dealer::DealConstraints known = card_facts(view);
  narrow_by_auction(known, reading_of(view, system, depth).ranges);
  read_partner_signals(view, known);
  return known;
}

LayoutSource::LayoutSource(const SeatView& view, const BiddingSystem& system, AuctionDepth depth)
    : facts_(card_facts(view)) {
  AuctionReading reading = reading_of(view, system, depth);
  constraints_ = facts_;
  narrow_by_auction(constraints_, reading.ranges);
  read_partner_signals(view, constraints_);
  for (Seat s : kAllSeats)
    if (facts_[index(s)].must_hold.size() < 13) tests_[index(s)] = std::move(reading.tests[index(s)]);
  auto signals = std::make_shared<const PartnerSignals>(view);
  if (!signals->empty() && facts_[index(partner(view.seat))].must_hold.size() < 13) {
    // Rejection with the signals' weight as the chance to keep a layout
    // deals layouts in proportion to it. Seeded by the cards played, so a
    // position is read the same way each time.
    const std::uint64_t seed = view.played_cards().bits() ^ (static_cast<std::uint64_t>(index(view.seat)) << 62);
    auto rng = std::make_shared<Xoshiro256>(seed);
    signaller_ = partner(view.seat);
    signal_test_ = [signals, rng](Hand dealt) {
      constexpr double kScale = 1.0 / 9007199254740992.0;  // 2^-53: a uniform double from 53 random bits
      return static_cast<double>(rng->next() >> 11) * kScale < signals->weight(dealt);
    };
  }
  start_sampling();
}

dealer::DealTests LayoutSource::tests_in_force() const {
  dealer::DealTests tests = tests_;
  if (signaller_) tests[index(*signaller_)].push_back(signal_test_);
  return tests;
}

void LayoutSource::narrow(const dealer::DealConstraints& more) {
  for (Seat s : kAllSeats) {
    auto& hand = constraints_[index(s)];
    if (facts_[index(s)].must_hold.size() == 13) continue;
    dealer::HandConstraints shown = more[index(s)];
    shown.must_hold = Hand();
    shown.cannot_hold = Hand();
    add_evidence(hand, shown);
  }
  trust_ = Trust::Full;
  start_sampling();
}

void LayoutSource::start_sampling() {
  sampler_.emplace(constraints_, tests_in_force());
  while (!sampler_->possible() && trust_ != Trust::CardsOnly) relax();
}

void LayoutSource::relax() {
  tests_ = {};
  if (trust_ == Trust::Full) {
    trust_ = Trust::RangesOnly;
  } else if (trust_ == Trust::RangesOnly) {
    trust_ = Trust::LengthsOnly;
    for (int s = 0; s < 4; ++s) constraints_[s].hcp = facts_[s].hcp;
  } else {
    trust_ = Trust::CardsOnly;
    constraints_ = facts_;
  }
  sampler_.emplace(constraints_, tests_in_force());
}

std::optional<Deal> LayoutSource::next(Xoshiro256& rng, std::chrono::steady_clock::time_point deadline) {
  for (;;) {
    if (sampler_->possible()) {
      // The auction's tests ask the bidder (costly); the signals' is cheap.
      const bool tested = std::any_of(tests_.begin(), tests_.end(), [](const auto& t) { return !t.empty(); });
      if (tested) {
        // In slices, so that the deadline is looked at between them.
        for (long tried = 0; tried < kAttemptsWithTests; tried += kTestedSlice) {
          if (std::optional<Deal> deal = sampler_->sample(rng, kTestedSlice)) return deal;
          if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        }
      } else {
        const long attempts = trust_ == Trust::CardsOnly ? 1'000'000 : kAttemptsBeforeRelaxing;
        if (std::optional<Deal> deal = sampler_->sample(rng, attempts)) return deal;
      }
    }
    if (trust_ == Trust::CardsOnly) return std::nullopt;
    relax();
  }
}

Position position_now(const SeatView& view, const Deal& dealt) {
  Position p;
  const Hand played = view.played_cards();
  for (Seat s : kAllSeats) p.hands[s] = dealt[s] - played;
  p.strain = view.contract ? view.contract->strain : Strain::NoTrump;
  p.leader = view.current_trick.leader;
  for (int i = 0; i < view.current_trick.count; ++i) p.trick_so_far.push_back(view.current_trick.cards[i]);
  return p;
}

}  // namespace tenace
