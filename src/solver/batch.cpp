// solve_tables: many deals over a few threads. Each thread owns a Solver and
// takes the next unsolved deal from a shared counter; results go to the
// deal's own slot, so neither order nor values depend on the thread count
// (the search is exact, and Solver::table starts each deal's table afresh).
//
// A deal that occurs more than once (a board played at several tables of a
// tournament file; DDS's largest.txt repeats four of its deals) is solved
// once and its table copied, as libdds's batch calls also do.
#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <thread>

#include "solver/solver.h"

namespace tenace {

namespace {

std::array<std::uint64_t, 4> key_of(const Deal& deal) {
  return {deal[Seat::North].bits(), deal[Seat::East].bits(), deal[Seat::South].bits(), deal[Seat::West].bits()};
}

}  // namespace

std::vector<DDTable> solve_tables(const std::vector<Deal>& deals, int threads, SolverOptions options,
                                  std::uint64_t* nodes) {
  // The distinct deals, in order of first appearance, and where each input
  // deal's table comes from.
  std::vector<std::size_t> distinct;
  std::vector<std::size_t> source(deals.size());
  std::map<std::array<std::uint64_t, 4>, std::size_t> first_seen;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const auto [it, inserted] = first_seen.emplace(key_of(deals[i]), i);
    if (inserted) distinct.push_back(i);
    source[i] = it->second;
  }

  std::vector<DDTable> results(deals.size());
  std::atomic<std::size_t> next{0};
  std::atomic<std::uint64_t> searched{0};
  auto work = [&]() {
    Solver solver(options);
    for (std::size_t k = next++; k < distinct.size(); k = next++) results[distinct[k]] = solver.table(deals[distinct[k]]);
    searched += solver.nodes();
  };
  const int count = std::max(1, std::min<int>(threads, static_cast<int>(distinct.size())));
  if (count == 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < count; ++t) pool.emplace_back(work);
    for (auto& t : pool) t.join();
  }
  for (std::size_t i = 0; i < deals.size(); ++i) results[i] = results[source[i]];
  if (nodes) *nodes = searched;
  return results;
}

}  // namespace tenace
