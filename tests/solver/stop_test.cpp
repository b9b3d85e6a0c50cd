// SolverOptions::stop and Solver::set_deadline: a set flag or a passed
// deadline makes a running call give up with SolveStopped, and the solver
// stays usable and correct afterwards.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "solver/random_deals_data.h"
#include "solver/solver.h"

namespace tenace {
namespace {

const testing::OracleData& data() {
  static const testing::OracleData d = testing::read_oracle_data();
  return d;
}
// Oracle deal 2: its full table takes seconds, far longer than the test
// waits before it sets the flag.
const testing::OracleDeal& slow_deal() { return data().deals.at(1); }

TEST(SolverStop, AFlagSetBeforeTheCallStopsIt) {
  std::atomic<bool> stop{true};
  SolverOptions options;
  options.stop = &stop;
  Solver solver(options);
  const testing::OracleDeal& oracle = data().deals.at(0);
  const Deal deal = *Deal::from_pbn(oracle.pbn);
  EXPECT_THROW(solver.table(deal), SolveStopped);
  // Cleared, the same solver (and what it learnt before stopping) gives
  // libdds's table.
  stop = false;
  EXPECT_EQ(solver.table(deal), oracle.table);
}

TEST(SolverStop, AFlagSetFromAnotherThreadEndsARunningSolve) {
  std::atomic<bool> stop{false};
  SolverOptions options;
  options.stop = &stop;
  bool stopped = false;
  std::thread worker([&] {
    Solver solver(options);
    try {
      solver.table(*Deal::from_pbn(slow_deal().pbn));
    } catch (const SolveStopped&) {
      stopped = true;
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  stop = true;
  worker.join();
  EXPECT_TRUE(stopped);
}

TEST(SolverStop, NoFlagMeansNoStop) {
  Solver solver;  // options.stop is null
  Position p;
  p.hands = *Deal::from_pbn("N:AK... QJ... T9... 87...");
  p.strain = Strain::NoTrump;
  EXPECT_EQ(solver.max_tricks(p), 2);
}

// The deal's every card from West's seat in no trump, the search a lead makes.
Position leader_position(const testing::OracleDeal& oracle) {
  Position p;
  p.hands = *Deal::from_pbn(oracle.pbn);
  p.strain = Strain::NoTrump;
  p.leader = Seat::West;
  return p;
}

TEST(SolverStop, APassedDeadlineStopsASearchWithinAFewThousandNodes) {
  const Position p = leader_position(slow_deal());
  Solver full;
  const std::vector<CardResult> expected = full.all_cards(p);
  // The whole search is far larger than one stop check's interval, so a
  // search that ran on would show in the node count.
  ASSERT_GT(full.nodes(), 100'000u);

  Solver solver;
  solver.set_deadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_THROW(solver.all_cards(p), SolveStopped);
  EXPECT_GT(solver.nodes(), 0u);
  EXPECT_LE(solver.nodes(), 4096u);

  // Without the deadline the same solver finishes, with the same answers.
  solver.set_deadline(std::nullopt);
  EXPECT_EQ(solver.all_cards(p), expected);
}

TEST(SolverStop, AFutureDeadlineChangesNothing) {
  const Position p = leader_position(data().deals.at(0));
  Solver plain, timed;
  timed.set_deadline(std::chrono::steady_clock::now() + std::chrono::hours(1));
  EXPECT_EQ(timed.all_cards(p), plain.all_cards(p));
  EXPECT_EQ(timed.nodes(), plain.nodes());
}

}  // namespace
}  // namespace tenace
