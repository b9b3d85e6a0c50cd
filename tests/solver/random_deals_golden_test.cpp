// Our solver and par against libdds on seeded random deals, from the stored
// oracle data tests/data/dds_random_1000.txt (tests/tools/dds_oracle.cpp,
// scripts/generate-oracle-data.sh). Par (every vulnerability, sides and
// dealer) is checked for all 1,000 deals from the stored tables; the tables
// are solved here only for the first kDefaultRunDeals deals so that the default
// run stays fast; random_deals_slow_test.cpp solves all 1,000.
#include <gtest/gtest.h>

#include "core/random_deal.h"
#include "solver/par_dealer.h"
#include "solver/par_sides.h"
#include "solver/par_text.h"
#include "solver/random_deals_data.h"
#include "solver/solver.h"

namespace tenace {
namespace {

// Fifty (about 40 s of one core): deal 3 (spades by East) once came
// out 7 tricks instead of libdds's 8, the straddling-run bug
// (equivalent_cards.h); random_deals_slow_test checks all 1,000 deals.
constexpr std::size_t kDefaultRunDeals = 50;
constexpr Vulnerability kVulnerabilities[] = {Vulnerability::None, Vulnerability::NorthSouth,
                                              Vulnerability::EastWest, Vulnerability::Both};

const testing::OracleData& data() {
  static const testing::OracleData d = testing::read_oracle_data();
  return d;
}

TEST(RandomDealsGolden, DataHoldsTheSeededDeals) {
  ASSERT_EQ(data().deals.size(), 1000u) << testing::oracle_data_path();
  DealGenerator generator(data().seed);
  for (const auto& d : data().deals) {
    const auto stored = Deal::from_pbn(d.pbn);
    ASSERT_TRUE(stored.ok()) << "line " << d.line << ": " << stored.error().message;
    EXPECT_EQ(*stored, generator.next()) << "line " << d.line;
  }
}

TEST(RandomDealsGolden, ParOfEveryDealAndVulnerabilityAgreesWithLibdds) {
  ASSERT_EQ(data().deals.size(), 1000u);
  for (const auto& d : data().deals) {
    for (Vulnerability vul : kVulnerabilities) {
      const int v = static_cast<int>(vul);
      EXPECT_EQ(dds_par_fields(sides_par(d.table, vul)), d.par[v])
          << "line " << d.line << " vul " << vulnerability_name(vul);
      EXPECT_EQ(dds_par2_fields(dealer_par(d.table, d.dealer, vul)), d.par2[v])
          << "line " << d.line << " vul " << vulnerability_name(vul) << " dealer " << seat_char(d.dealer);
    }
  }
}

TEST(RandomDealsGolden, TablesOfTheFirstDealsAgreeWithLibdds) {
  ASSERT_GE(data().deals.size(), kDefaultRunDeals);
  std::vector<Deal> deals;
  for (std::size_t i = 0; i < kDefaultRunDeals; ++i) deals.push_back(*Deal::from_pbn(data().deals[i].pbn));
  const std::vector<DDTable> tables = solve_tables(deals, 2);
  ASSERT_EQ(tables.size(), deals.size());
  for (std::size_t i = 0; i < deals.size(); ++i)
    EXPECT_EQ(tables[i], data().deals[i].table) << "deal " << data().deals[i].number << " " << data().deals[i].pbn;
}

}  // namespace
}  // namespace tenace
