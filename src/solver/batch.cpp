// solve_tables: many deals over a few threads. Each thread owns a Solver and
// takes the next unsolved deal from a shared counter; results go to the
// deal's own slot, so neither order nor values depend on the thread count
// (the search is exact, so a warm table never changes a value).
#include <algorithm>
#include <atomic>
#include <thread>

#include "solver/solver.h"

namespace tenace {

std::vector<DDTable> solve_tables(const std::vector<Deal>& deals, int threads, SolverOptions options) {
  std::vector<DDTable> results(deals.size());
  std::atomic<std::size_t> next_deal{0};
  auto work = [&]() {
    Solver solver(options);
    for (std::size_t i = next_deal++; i < deals.size(); i = next_deal++) results[i] = solver.table(deals[i]);
  };
  const int count = std::max(1, std::min<int>(threads, static_cast<int>(deals.size())));
  if (count == 1) {
    work();
    return results;
  }
  std::vector<std::thread> pool;
  for (int t = 0; t < count; ++t) pool.emplace_back(work);
  for (auto& t : pool) t.join();
  return results;
}

}  // namespace tenace
