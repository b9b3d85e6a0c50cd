// Our solver and par against live libdds on fresh random deals (oracle label:
// `make test-oracle`, also in `make test-slow`). Each run draws new deals:
// the seed comes from the clock unless TENACE_ORACLE_SEED is set, and every
// failure prints it so that the run can be repeated exactly.
// TENACE_ORACLE_DEALS sets the count (default 10,000) and
// TENACE_ORACLE_THREADS our solver's threads (default 2). Deal n is the n-th
// deal of DealGenerator(seed); board number n gives dealer and vulnerability.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/random_deal.h"
#include "solver/oracle_libdds.h"
#include "solver/par_dealer.h"
#include "solver/par_sides.h"
#include "solver/par_text.h"
#include "solver/solver.h"

namespace tenace {
namespace {

std::uint64_t env_or(const char* name, std::uint64_t fallback) {
  const char* value = std::getenv(name);
  return value ? std::strtoull(value, nullptr, 10) : fallback;
}

// libdds's tables, MAXNOOFTABLES deals per call.
std::vector<DDTable> libdds_tables(const std::vector<Deal>& deals) {
  std::vector<DDTable> tables;
  for (std::size_t first = 0; first < deals.size(); first += MAXNOOFTABLES) {
    const std::size_t count = std::min<std::size_t>(MAXNOOFTABLES, deals.size() - first);
    auto batch = std::make_unique<ddTableDeals>();
    auto results = std::make_unique<ddTablesRes>();
    auto par = std::make_unique<allParResults>();
    batch->noOfTables = static_cast<int>(count);
    for (std::size_t i = 0; i < count; ++i) batch->deals[i] = testing::to_dds(deals[first + i]);
    int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
    const int status = CalcAllTables(batch.get(), -1, filter, results.get(), par.get());
    EXPECT_EQ(status, RETURN_NO_FAULT);
    for (std::size_t i = 0; i < count; ++i) tables.push_back(testing::from_dds(results->results[i]));
  }
  return tables;
}

TEST(LiveDdsOracle, FreshRandomDealsTablesAndParAgreeWithLibdds) {
  const std::uint64_t seed = env_or(
      "TENACE_ORACLE_SEED", static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()));
  const std::size_t count = env_or("TENACE_ORACLE_DEALS", 10000);
  const int threads = static_cast<int>(env_or("TENACE_ORACLE_THREADS", 2));
  std::cout << "live oracle: " << count << " deals from seed " << seed << " (TENACE_ORACLE_SEED=" << seed
            << " repeats this run)\n";
  SetMaxThreads(threads);

  DealGenerator generator(seed);
  constexpr std::size_t kBatch = 200;
  int failures = 0;
  for (std::size_t first = 0; first < count && failures < 10; first += kBatch) {
    std::vector<Deal> deals;
    for (std::size_t i = first; i < std::min(count, first + kBatch); ++i) deals.push_back(generator.next());
    const std::vector<DDTable> expected = libdds_tables(deals);
    const std::vector<DDTable> ours = solve_tables(deals, threads);
    ASSERT_EQ(ours.size(), deals.size());
    for (std::size_t i = 0; i < deals.size(); ++i) {
      const int board = static_cast<int>(first + i + 1);
      const BoardConditions conditions = board_conditions(board);
      const std::string where = "seed " + std::to_string(seed) + " deal " + std::to_string(board) + " " +
                                deals[i].to_pbn(Seat::North) + " vul " +
                                std::string(vulnerability_name(conditions.vulnerability)) + " dealer " +
                                seat_char(conditions.dealer);
      if (ours[i] != expected[i]) {
        ++failures;
        ADD_FAILURE() << where << ": tables differ";
        continue;
      }
      const std::string sides = dds_par_fields(sides_par(ours[i], conditions.vulnerability));
      const std::string dealer = dds_par2_fields(dealer_par(ours[i], conditions.dealer, conditions.vulnerability));
      const std::string libdds_sides = testing::libdds_par_fields(expected[i], conditions.vulnerability);
      const std::string libdds_dealer =
          testing::libdds_par2_fields(expected[i], conditions.dealer, conditions.vulnerability);
      if (sides != libdds_sides || dealer != libdds_dealer) {
        ++failures;
        ADD_FAILURE() << where << "\n  ours:   " << sides << " / " << dealer << "\n  libdds: " << libdds_sides
                      << " / " << libdds_dealer;
      }
    }
  }
  EXPECT_EQ(failures, 0) << "rerun with TENACE_ORACLE_SEED=" << seed;
}

}  // namespace
}  // namespace tenace
