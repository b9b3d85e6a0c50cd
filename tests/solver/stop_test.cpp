// SolverOptions::stop: a set flag makes a running call give up with
// SolveStopped, and the solver stays usable and correct afterwards.
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

}  // namespace
}  // namespace tenace
