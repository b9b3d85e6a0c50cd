// The batch API: the same tables, in the same order, with 1 and 2 threads,
// equal to one Solver's tables; and a Solver is re-entrant (two solvers in
// two threads at once agree with a fresh one).
#include <gtest/gtest.h>

#include <thread>

#include "core/random_deal.h"
#include "solver/solver.h"

namespace tenace {
namespace {

// Seven-card endings of random deals: full tables of them are quick.
std::vector<Deal> endings(int count, std::uint64_t seed) {
  DealGenerator generator(seed);
  std::vector<Deal> deals;
  for (int i = 0; i < count; ++i) {
    const Deal full = generator.next();
    Deal d;
    for (Seat s : kAllSeats) {
      int kept = 0;
      for (Card c : full[s])
        if (kept < 7 && generator.rng().below(2) == 0) d[s].add(c), ++kept;
      for (Card c : full[s])
        if (kept < 7 && !d[s].contains(c)) d[s].add(c), ++kept;
    }
    deals.push_back(d);
  }
  return deals;
}

TEST(Batch, SameResultsWithOneAndTwoThreads) {
  const std::vector<Deal> deals = endings(40, 5);
  const auto one = solve_tables(deals, 1, SolverOptions{4 << 20});
  const auto two = solve_tables(deals, 2, SolverOptions{4 << 20});
  ASSERT_EQ(one.size(), deals.size());
  EXPECT_EQ(one, two);
  Solver solver;
  for (std::size_t i = 0; i < deals.size(); ++i) EXPECT_EQ(one[i], solver.table(deals[i])) << i;
}

TEST(Batch, TablesAreConsistentBetweenPartners) {
  // Leader N and leader S face the same defence count only by chance, but
  // the table must always be within 0..7 tricks for a 7-card ending.
  for (const DDTable& t : solve_tables(endings(10, 9), 2))
    for (const auto& row : t.tricks)
      for (int v : row) EXPECT_TRUE(v >= 0 && v <= 7);
}

TEST(Batch, SolversInParallelThreadsAgree) {
  const std::vector<Deal> deals = endings(12, 11);
  std::vector<DDTable> a(deals.size()), b(deals.size());
  std::thread first([&] {
    Solver s(SolverOptions{2 << 20});
    for (std::size_t i = 0; i < deals.size(); ++i) a[i] = s.table(deals[i]);
  });
  std::thread second([&] {
    Solver s(SolverOptions{2 << 20});
    for (std::size_t i = deals.size(); i-- > 0;) b[i] = s.table(deals[i]);
  });
  first.join();
  second.join();
  EXPECT_EQ(a, b);
}

TEST(Batch, EmptyInput) { EXPECT_TRUE(solve_tables({}, 2).empty()); }

TEST(Batch, RepeatedDealsGetTheirOwnTablesInPlace) {
  // Repeats are solved once and copied: each slot must still hold its own
  // deal's table, with 1 and 2 threads.
  const std::vector<Deal> base = endings(4, 21);
  const std::vector<Deal> deals = {base[0], base[1], base[0], base[2], base[1], base[3], base[0]};
  Solver solver;
  for (int threads : {1, 2}) {
    const auto tables = solve_tables(deals, threads, SolverOptions{4 << 20});
    ASSERT_EQ(tables.size(), deals.size());
    for (std::size_t i = 0; i < deals.size(); ++i) EXPECT_EQ(tables[i], solver.table(deals[i])) << threads << " " << i;
  }
}

}  // namespace
}  // namespace tenace
