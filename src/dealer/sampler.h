#pragma once
// Deals the hidden cards consistent with what is known about every hand
// (HandConstraints: HCP and suit-length ranges, cards held or not held),
// uniformly over all such deals, fast even when few deals fit.
//
// Method: exact counting, not blind rejection. For each suit, a small dynamic
// programme counts the ways its free cards can be split among the seats with
// given counts, honouring cannot_hold; a second one, over the four suits,
// counts the splits of every suit whose lengths meet every seat's length
// ranges and fill every hand. A deal is drawn by walking those counts
// backwards (lengths first, then the cards of each suit), which is uniform
// over the deals meeting the length and card constraints; the HCP ranges are
// then met by rejection, which keeps the result uniform.
//
// When the constraints are loose, plain rejection (deal the unknown cards at
// random, keep what fits) is cheaper than a counted draw. The first sample()
// runs a short pilot of both and keeps the cheaper; both give exactly the
// same distribution, so the choice changes only the speed.
//
// Tests: what a range cannot say ("would have opened", "holds a stopper")
// can be given as a test a seat's hand must pass. Like the HCP ranges they
// are met by rejection (uniform over the deals that pass), after the ranges,
// so a costly test runs only on hands that already fit.
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "core/deal.h"
#include "core/random_deal.h"
#include "dealer/hand_constraints.h"
#include "dealer/shuffler.h"

namespace tenace::dealer {

// A condition on one whole hand as dealt; true when the hand may be dealt.
using HandTest = std::function<bool(Hand)>;
// Tests per seat, indexed by Seat; every one must pass.
using DealTests = std::array<std::vector<HandTest>, 4>;

class ConstrainedSampler {
 public:
  enum class Method { Automatic, Counting, Rejection };
  // `method` forces one of the two ways (tests compare them); Automatic
  // picks the cheaper after a pilot.
  explicit ConstrainedSampler(const DealConstraints& constraints, Method method = Method::Automatic);
  ConstrainedSampler(const DealConstraints& constraints, DealTests tests, Method method = Method::Automatic);

  // False when no deal meets the card and length constraints (HCP ranges are
  // not counted: a sample may still fail on them).
  bool possible() const { return total_ > 0; }

  // One deal meeting every constraint and test, or nothing if `max_attempts`
  // draws all failed the HCP ranges or the tests (or the constraints are
  // impossible).
  std::optional<Deal> sample(Xoshiro256& rng, long max_attempts = 1'000'000) const;

  // `count` deals (fewer only if sample() gave up).
  std::vector<Deal> sample_many(Xoshiro256& rng, int count, long max_attempts_each = 1'000'000) const;

  // Deals drawn so far (counted draws or random deals), including those
  // that failed the constraints.
  long draws() const { return draws_; }
  // The way samples are drawn (Automatic until the first sample).
  Method method() const { return method_; }

 private:
  struct Split {  // one way to share a suit's free cards: counts per seat and its number of card choices
    std::array<int, 4> counts;
    double ways;
  };
  struct SuitCards {
    std::vector<Card> cards;              // the suit's free cards
    std::vector<std::uint8_t> allowed;    // bit i: seat i may hold that card
    std::vector<double> suffix_ways;      // [j * 2744 + r0 * 196 + r1 * 14 + r2]
    std::vector<Split> splits;            // splits that respect the length ranges
  };

  Deal draw(Xoshiro256& rng) const;
  bool fits(const Deal& deal) const;  // the ranges and cards only
  bool passes_tests(const Deal& deal) const;
  void choose_method(Xoshiro256& rng) const;

  mutable Method method_ = Method::Automatic;
  Deal known_;  // must_hold of every seat, for rejection

  DealConstraints constraints_;
  DealTests tests_;
  std::array<int, 4> need_{};             // free cards each seat still needs
  std::array<SuitCards, 4> suits_;
  std::array<std::vector<double>, 5> layer_;  // ways to reach counts (g0,g1,g2) after s suits
  double total_ = 0;
  mutable long draws_ = 0;
};

}  // namespace tenace::dealer
