// Par's data model and its text forms, on hand-built cases.
#include <gtest/gtest.h>

#include "solver/par.h"
#include "solver/par_dealer.h"
#include "solver/par_sides.h"
#include "solver/par_text.h"

namespace tenace {
namespace {

ParContract contract(int level, Strain strain, Seat declarer, bool either, int result, bool doubled = false) {
  ParContract par;
  par.contract.level = level;
  par.contract.strain = strain;
  par.contract.declarer = declarer;
  par.contract.doubling = doubled ? Doubling::Doubled : Doubling::Undoubled;
  par.either_partner = either;
  par.result = result;
  return par;
}

TEST(ParText, DealerParNotation) {
  EXPECT_EQ(dealer_par_contract_text(contract(4, Strain::Spades, Seat::North, true, 0)), "4S-NS");
  EXPECT_EQ(dealer_par_contract_text(contract(4, Strain::NoTrump, Seat::West, false, 1)), "4N-W+1");
  EXPECT_EQ(dealer_par_contract_text(contract(4, Strain::Spades, Seat::East, true, -1, true)), "4S*-EW-1");
}

TEST(ParText, SidesParNotationListsEveryLevelThatScoresPar) {
  EXPECT_EQ(sides_par_contract_text(contract(2, Strain::Spades, Seat::North, true, 1)), "NS 23S");
  EXPECT_EQ(sides_par_contract_text(contract(2, Strain::Clubs, Seat::South, false, 2)), "S 234C");
  EXPECT_EQ(sides_par_contract_text(contract(5, Strain::Hearts, Seat::East, true, -2, true)), "EW 5Hx");
}

TEST(ParText, PbnParContractTag) {
  ParResult par;
  EXPECT_EQ(pbn_par_contracts_text(par), "Pass");
  par.contracts = {contract(4, Strain::Spades, Seat::North, true, 0), contract(5, Strain::Clubs, Seat::North, true, 0)};
  EXPECT_EQ(pbn_par_contracts_text(par), "NS 4S; NS 5C");
  par.contracts = {contract(4, Strain::Spades, Seat::North, false, -1, true)};
  EXPECT_EQ(pbn_par_contracts_text(par), "N 4SX-1");
}

TEST(ParText, PassedOutDealerParIsZeroAndPass) {
  EXPECT_EQ(dds_par2_fields(ParResult{}), "\"0\" \"pass\"");
  EXPECT_EQ(par_contracts_text(ParResult{}), "pass");
}

TEST(Par, LowestLevelWithTheSameBonus) {
  EXPECT_EQ(lowest_level_with_same_bonus(2, Strain::Spades), 1);
  EXPECT_EQ(lowest_level_with_same_bonus(5, Strain::Hearts), 4);
  EXPECT_EQ(lowest_level_with_same_bonus(5, Strain::NoTrump), 3);
  EXPECT_EQ(lowest_level_with_same_bonus(4, Strain::Diamonds), 1);
  EXPECT_EQ(lowest_level_with_same_bonus(5, Strain::Clubs), 5);
  EXPECT_EQ(lowest_level_with_same_bonus(6, Strain::Clubs), 6);
}

// North-South take every trick in every strain, East-West none.
DDTable grand_slam_for_north_south() {
  DDTable table;
  for (Strain strain : kAllStrains)
    for (Seat seat : kAllSeats) table.at(strain, seat) = side_of(seat) == Side::NorthSouth ? 13 : 0;
  return table;
}

TEST(Par, AllThirteenTricksIsSevenNoTrump) {
  const DDTable table = grand_slam_for_north_south();
  const ParResult none = dealer_par(table, Seat::North, Vulnerability::None);
  EXPECT_EQ(none.score_ns, 1520);
  EXPECT_EQ(par_contracts_text(none), "7N-NS");
  EXPECT_EQ(dealer_par(table, Seat::West, Vulnerability::NorthSouth).score_ns, 2220);
  EXPECT_EQ(dds_par_fields(sides_par(table, Vulnerability::Both)), "\"NS 2220\" \"EW -2220\" \"NS:NS 7N\" \"EW:NS 7N\"");
}

TEST(Par, NobodyMakesAnythingIsPassedOut) {
  DDTable table;
  for (Strain strain : kAllStrains)
    for (Seat seat : kAllSeats) table.at(strain, seat) = 6;
  EXPECT_TRUE(dealer_par(table, Seat::North, Vulnerability::None).passed_out());
  EXPECT_EQ(sides_par(table, Vulnerability::None).ns_first.score_ns, 0);
}

}  // namespace
}  // namespace tenace
