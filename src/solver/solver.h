#pragma once
// The double-dummy solver's public face. FINAL (other layers code against
// these names and meanings): Position, CardResult, SolverOptions, Solver's
// public methods and solve_tables. Everything behind Solver::Impl may change.
//
// A Solver is one search engine with its own transposition table; use one per
// thread. Nothing is shared between solvers and there is no global state, so
// any number may run at once. The table is keyed on exact positions (relative
// ranks), so what one call learns stays valid for the next calls on the same
// solver, even on other deals; memory stays within SolverOptions::memory_bytes.
//
// The engine is generalised for the whist family: positions carry a
// RankOrder (high cards win, or low cards win with the ace high or low) and
// may hold the two jokers, which in a trump strain are the top two trumps.
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "core/card.h"
#include "core/deal.h"
#include "core/seat.h"
#include "core/strain.h"
#include "core/trick_rules.h"
#include "solver/dd_table.h"

namespace tenace {

// A position to solve. `hands` holds the cards not yet played (a partial deal
// is fine as long as the counts are consistent with the trick in progress).
// `leader` is the seat that led, or is about to lead, the current trick;
// `trick_so_far` holds the 0..3 cards already played to it, in order, so the
// seat to move is next(leader, trick_so_far.size()).
struct Position {
  Deal hands;
  Strain strain = Strain::NoTrump;
  Seat leader = Seat::North;
  std::vector<Card> trick_so_far;
  RankOrder order = RankOrder::HighWins;

  Seat to_move() const { return next(leader, static_cast<int>(trick_so_far.size())); }
  TrickRules rules() const { return TrickRules{trump_suit(strain), order}; }
};

// One legal card of the side to move and the tricks that side then takes
// (from the current trick, included, to the end) with best play.
struct CardResult {
  Card card;
  int tricks = 0;
  friend bool operator==(const CardResult&, const CardResult&) = default;
};

// One legal card of the side to move and whether that side then takes at
// least the asked number of tricks (from the current trick, included).
struct CardReach {
  Card card;
  bool reaches = false;
  friend bool operator==(const CardReach&, const CardReach&) = default;
};

struct SolverOptions {
  // Upper bound of the transposition table's memory (the rest of a solver's
  // footprint is a few kilobytes).
  std::size_t memory_bytes = std::size_t{64} << 20;
  // When set, a running call looks at it every few thousand nodes and, once
  // it is true, gives up by throwing SolveStopped. What the solver learnt
  // stays valid, so the same Solver may be used again after the flag is
  // cleared. The flag must outlive the Solver.
  const std::atomic<bool>* stop = nullptr;
};

// Thrown by a Solver call when SolverOptions::stop was set, or the deadline
// given to Solver::set_deadline passed, while it ran.
class SolveStopped : public std::runtime_error {
 public:
  SolveStopped() : std::runtime_error("double-dummy solve stopped") {}
};

class Solver {
 public:
  explicit Solver(SolverOptions options = {});
  ~Solver();
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // Tricks the side to move takes from here (current trick included) to the end.
  int max_tricks(const Position& position);
  // Tricks for `side` from here to the end, whoever is to move.
  int tricks_for(const Position& position, Side side);
  // Every legal card of the side to move with the tricks it yields, in card
  // id order; equivalent cards are all listed (like DDS SolveBoard with
  // solutions=3, but without collapsing equal cards).
  std::vector<CardResult> all_cards(const Position& position);
  // all_cards restricted to the legal cards among `cards` (a caller that
  // weighs only some candidates, such as an opening lead by convention,
  // pays only for those).
  std::vector<CardResult> some_cards(const Position& position, Hand cards);
  // some_cards asking only whether each card yields at least `target`
  // tricks: one bounded (null-window) search a card, cheaper than the exact
  // count when only a threshold matters (does a lead beat the contract?).
  std::vector<CardReach> cards_reaching(const Position& position, Hand cards, int target);
  // The full table of a 13-card deal: 4 declarers x 5 strains.
  DDTable table(const Deal& deal);
  // Double-dummy tricks for the declarer's side before the play and after
  // each card of `played` (which starts with the opening lead by the
  // declarer's left-hand opponent): played.size() + 1 values, each counting
  // the tricks already won plus the best from there on.
  std::vector<int> play_analysis(const Deal& deal, Strain strain, Seat declarer, const std::vector<Card>& played,
                                 RankOrder order = RankOrder::HighWins);

  // From now on, until changed, a call still searching at `deadline` gives up
  // by throwing SolveStopped (looked at with the stop flag, every few
  // thousand nodes: a call ends within a fraction of a millisecond of it).
  // Nothing: no deadline. What the solver learnt stays valid either way.
  void set_deadline(std::optional<std::chrono::steady_clock::time_point> deadline);

  // Search nodes visited since construction (a behaviour fingerprint),
  // those of stopped calls included.
  std::uint64_t nodes() const;
  // Bytes held by the transposition table.
  std::size_t memory_bytes() const;
  // Forgets everything learnt (only needed to compare runs from a cold start).
  void clear();

  class Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// Full tables of many deals over `threads` threads (one Solver each). The
// result order follows the input and the results do not depend on `threads`;
// a deal that occurs more than once is solved once. `nodes`, if given,
// receives the nodes searched by all threads.
std::vector<DDTable> solve_tables(const std::vector<Deal>& deals, int threads, SolverOptions options = {},
                                  std::uint64_t* nodes = nullptr);

}  // namespace tenace
