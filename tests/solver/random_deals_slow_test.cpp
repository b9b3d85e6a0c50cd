// All 1,000 stored random deals solved and compared with libdds's tables and
// par (slow label: `make test-slow`). The default run checks the first 3
// (random_deals_golden_test.cpp).
#include <gtest/gtest.h>

#include "solver/par_dealer.h"
#include "solver/par_text.h"
#include "solver/random_deals_data.h"
#include "solver/solver.h"

namespace tenace {
namespace {

TEST(RandomDealsSlow, EveryTableAndDealerParAgreesWithLibdds) {
  const testing::OracleData data = testing::read_oracle_data();
  ASSERT_EQ(data.deals.size(), 1000u) << testing::oracle_data_path();
  std::vector<Deal> deals;
  for (const auto& d : data.deals) deals.push_back(*Deal::from_pbn(d.pbn));
  const std::vector<DDTable> tables = solve_tables(deals, 2);
  ASSERT_EQ(tables.size(), deals.size());
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const auto& d = data.deals[i];
    EXPECT_EQ(tables[i], d.table) << "deal " << d.number << " " << d.pbn;
    EXPECT_EQ(dds_par2_fields(dealer_par(tables[i], d.dealer, d.vulnerability)),
              d.par2[static_cast<int>(d.vulnerability)])
        << "deal " << d.number;
  }
}

}  // namespace
}  // namespace tenace
