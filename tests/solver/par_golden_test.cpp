// Par against DDS's golden files: every PAR (sides par) and PAR2 (dealer par)
// line of list1, list10 and list100, computed from the TABLE line of the same
// deal with the dealer and vulnerability of its PBN line.
#include <gtest/gtest.h>

#include <string>

#include "solver/par_dealer.h"
#include "solver/par_sides.h"
#include "solver/par_text.h"
#include "solver/par_dds_list_file.h"

namespace tenace {
namespace {

class ParGoldenTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ParGoldenTest, EveryParAndPar2LineAgrees) {
  const std::string path = std::string(TENACE_SHARED_DATA) + "/dds/" + GetParam();
  const auto deals = testing::read_dds_list_file(path);
  ASSERT_FALSE(deals.empty()) << "no deals read from " << path;
  int checked = 0;
  for (const auto& deal : deals) {
    ASSERT_TRUE(deal.has_table) << path << ":" << deal.line << ": no TABLE line";
    ASSERT_FALSE(deal.par.empty()) << path << ":" << deal.line << ": no PAR line";
    ASSERT_FALSE(deal.par2.empty()) << path << ":" << deal.line << ": no PAR2 line";
    EXPECT_EQ(dds_par_fields(sides_par(deal.table, deal.vulnerability)), deal.par)
        << path << ":" << deal.line << " " << deal.deal;
    EXPECT_EQ(dds_par2_fields(dealer_par(deal.table, deal.dealer, deal.vulnerability)), deal.par2)
        << path << ":" << deal.line << " " << deal.deal;
    ++checked;
  }
  EXPECT_GE(checked, GetParam() == "list100.txt" ? 100 : GetParam() == "list10.txt" ? 10 : 1);
}

INSTANTIATE_TEST_SUITE_P(DdsLists, ParGoldenTest, ::testing::Values("list1.txt", "list10.txt", "list100.txt"));

}  // namespace
}  // namespace tenace
