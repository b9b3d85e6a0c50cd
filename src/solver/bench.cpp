#include "solver/bench.h"

#include <chrono>

#include "core/random_deal.h"
#include "solver/solver.h"

namespace tenace {

std::vector<Deal> bench_deals(int count) {
  DealGenerator generator(kBenchSeed);
  std::vector<Deal> deals;
  for (int i = 0; i < count; ++i) deals.push_back(generator.next());
  return deals;
}

std::uint64_t results_hash(const std::vector<DDTable>& tables) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const DDTable& t : tables)
    for (const auto& row : t.tricks)
      for (int v : row) {
        hash ^= static_cast<std::uint64_t>(v);
        hash *= 0x100000001b3ull;
      }
  return hash;
}

BenchResult run_bench(int count) {
  const std::vector<Deal> deals = bench_deals(count);
  Solver solver;
  std::vector<DDTable> tables;
  const auto start = std::chrono::steady_clock::now();
  for (const Deal& d : deals) tables.push_back(solver.table(d));
  BenchResult result;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.deals = count;
  result.nodes = solver.nodes();
  result.hash = results_hash(tables);
  return result;
}

}  // namespace tenace
