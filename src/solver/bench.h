#pragma once
// The solver's behaviour fingerprint (like Stockfish's `bench`): a fixed set
// of seeded random deals solved single-threaded, from a cold solver, into
// full tables. The node count changes whenever the search changes; the hash
// of the results must not (it depends only on the true double-dummy values).
#include <cstdint>
#include <vector>

#include "core/deal.h"
#include "solver/dd_table.h"

namespace tenace {

inline constexpr std::uint64_t kBenchSeed = 20261122;
inline constexpr int kBenchDeals = 4;

struct BenchResult {
  int deals = 0;
  std::uint64_t nodes = 0;
  std::uint64_t hash = 0;  // results_hash of the tables
  double seconds = 0;
};

// The first `count` deals of the bench seed.
std::vector<Deal> bench_deals(int count = kBenchDeals);
// FNV-1a over the 20 values of each table, in DDTable order (C D H S NT x N E S W).
std::uint64_t results_hash(const std::vector<DDTable>& tables);
BenchResult run_bench(int count = kBenchDeals);

}  // namespace tenace
