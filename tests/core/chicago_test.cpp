// Chicago (four-deal bridge) worked by hand from the ACBL four-deal rules.
#include "core/chicago.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

constexpr Side NS = Side::NorthSouth;
constexpr Side EW = Side::EastWest;

Contract contract(const char* text, Seat declarer) {
  auto c = parse_contract(text, declarer);
  EXPECT_TRUE(c.ok());
  return *c;
}

TEST(Chicago, VulnerabilityFollowsTheFourDealSchedule) {
  // First dealer North: deal 2 dealt by East (EW vul), deal 3 by South (NS vul).
  EXPECT_EQ(ChicagoScore::deal_vulnerability(1, Seat::North), Vulnerability::None);
  EXPECT_EQ(ChicagoScore::deal_vulnerability(2, Seat::East), Vulnerability::EastWest);
  EXPECT_EQ(ChicagoScore::deal_vulnerability(3, Seat::South), Vulnerability::NorthSouth);
  EXPECT_EQ(ChicagoScore::deal_vulnerability(4, Seat::West), Vulnerability::Both);
  EXPECT_EQ(ChicagoScore::deal_vulnerability(2, Seat::East, false), Vulnerability::NorthSouth);

  ChicagoScore chicago(ChicagoOptions{Seat::West});
  EXPECT_EQ(chicago.dealer(), Seat::West);
  EXPECT_EQ(chicago.vulnerability(), Vulnerability::None);
  ASSERT_TRUE(chicago.record_deal(contract("1C", Seat::North), 7));
  EXPECT_EQ(chicago.dealer(), Seat::North);
  EXPECT_EQ(chicago.vulnerability(), Vulnerability::NorthSouth);
}

TEST(Chicago, PartScoresCarryOverIntoAGameAndTheFourthDealBonus) {
  ChicagoScore chicago;
  // Deal 1 (none vul): NS 2H making 8 -> 60 toward game.
  ASSERT_TRUE(chicago.record_deal(contract("2H", Seat::South), 8));
  EXPECT_EQ(chicago.part_score(NS), 60);
  // Deal 2 (EW vul): NS 2D making 9 -> 40 + 20 overtrick; 60 + 40 = 100 is a
  // game, completed while NS are not vulnerable: 300.
  ASSERT_TRUE(chicago.record_deal(contract("2D", Seat::North), 9));
  EXPECT_EQ(chicago.part_score(NS), 0);
  EXPECT_EQ(chicago.total(NS), 60 + 40 + 20 + 300);
  // A passed-out deal is redealt by the same dealer.
  const Seat dealer = chicago.dealer();
  ASSERT_TRUE(chicago.record_deal(std::nullopt, 0));
  EXPECT_EQ(chicago.dealer(), dealer);
  EXPECT_EQ(chicago.next_deal(), 3);
  // Deal 3 (NS vul): EW 1NT making 7 -> 40.
  ASSERT_TRUE(chicago.record_deal(contract("1NT", Seat::West), 7));
  EXPECT_EQ(chicago.part_score(EW), 40);
  // Deal 4 (both vul): EW 1S making 8 -> 30 + 30; 70 is short of game, so
  // the fourth-deal part score bonus of 100.
  ASSERT_TRUE(chicago.record_deal(contract("1S", Seat::East), 8));
  EXPECT_TRUE(chicago.is_finished());
  EXPECT_EQ(chicago.total(NS), 420);
  EXPECT_EQ(chicago.total(EW), 40 + 30 + 30 + 100);
  EXPECT_FALSE(chicago.record_deal(contract("1C", Seat::North), 7));
}

TEST(Chicago, CompletingAGameOnTheFourthDealEarnsTheVulnerableGameOnly) {
  ChicagoScore chicago;
  ASSERT_TRUE(chicago.record_deal(contract("1NT", Seat::East), 7));   // EW 40
  ASSERT_TRUE(chicago.record_deal(contract("3NT", Seat::South), 8));  // NS down 1 (not vul): EW 50
  ASSERT_TRUE(chicago.record_deal(contract("1D", Seat::North), 7));   // NS 20 (vul on deal 3)
  ASSERT_TRUE(chicago.record_deal(contract("2S", Seat::West), 8));    // EW 60: 100 -> game, vul 500
  EXPECT_EQ(chicago.total(EW), 40 + 50 + 60 + 500);
  EXPECT_EQ(chicago.total(NS), 20);
}

TEST(Chicago, AGameWipesTheOpponentsPartScore) {
  ChicagoScore chicago;
  ASSERT_TRUE(chicago.record_deal(contract("2S", Seat::North), 8));  // NS 60
  ASSERT_TRUE(chicago.record_deal(contract("4H", Seat::East), 10));  // EW vul game: 120 + 500
  EXPECT_EQ(chicago.part_score(NS), 0);
  ASSERT_TRUE(chicago.record_deal(contract("1NT", Seat::South), 7));  // NS 40 only: no game
  EXPECT_EQ(chicago.part_score(NS), 40);
  EXPECT_EQ(chicago.total(NS), 60 + 40);
  EXPECT_EQ(chicago.total(EW), 620);
}

TEST(Chicago, UndertricksUseTheDealsVulnerability) {
  ChicagoScore chicago;
  ASSERT_TRUE(chicago.record_deal(contract("1C", Seat::North), 7));
  ASSERT_TRUE(chicago.record_deal(contract("1C", Seat::North), 7));  // NS 40 after two deals
  // Deal 3, NS vulnerable: 4S by South one down doubled = 200 to EW.
  ASSERT_TRUE(chicago.record_deal(contract("4SX", Seat::South), 9));
  EXPECT_EQ(chicago.total(EW), 200);
}

TEST(Chicago, HonoursCountUnlessTurnedOff) {
  ChicagoScore with;
  ASSERT_TRUE(with.record_deal(contract("4S", Seat::North), 10, HonoursAward{NS, 150}));
  EXPECT_EQ(with.total(NS), 120 + 300 + 150);
  ChicagoScore without(ChicagoOptions{Seat::North, false});
  ASSERT_TRUE(without.record_deal(contract("4S", Seat::North), 10, HonoursAward{NS, 150}));
  EXPECT_EQ(without.total(NS), 120 + 300);
}

}  // namespace
}  // namespace tenace
