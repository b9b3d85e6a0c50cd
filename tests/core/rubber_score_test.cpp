// Rubber bridge score sheets worked by hand (RULES.md §1.4, "Rubber").
#include "core/rubber_score.h"

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

TEST(RubberScore, TwoGamesToNilEarnSevenHundred) {
  RubberScore rubber;
  EXPECT_EQ(rubber.vulnerability(), Vulnerability::None);
  ASSERT_TRUE(rubber.record_deal(contract("4S", Seat::South), 10));  // NS 120 below: game
  EXPECT_EQ(rubber.games_won(NS), 1);
  EXPECT_EQ(rubber.vulnerability(), Vulnerability::NorthSouth);
  ASSERT_TRUE(rubber.record_deal(contract("2H", Seat::West), 9));  // EW 60 below, 30 above
  EXPECT_EQ(rubber.below_the_line(EW, 1), 60);
  ASSERT_TRUE(rubber.record_deal(contract("3NT", Seat::North), 9));  // NS 100 below: rubber
  EXPECT_TRUE(rubber.is_finished());
  EXPECT_EQ(rubber.games_won(NS), 2);
  EXPECT_EQ(rubber.games_won(EW), 0);
  EXPECT_EQ(rubber.above_the_line(NS), 700);
  EXPECT_EQ(rubber.total(NS), 120 + 100 + 700);
  EXPECT_EQ(rubber.total(EW), 60 + 30);
}

TEST(RubberScore, ThreeGameRubberWithPartScoresHonoursAndPenalties) {
  RubberScore rubber;
  // 1. EW 2S making 8, East holds four spade honours: 60 below, 100 above.
  ASSERT_TRUE(rubber.record_deal(contract("2S", Seat::East), 8, HonoursAward{EW, 100}));
  // 2. NS 3C making 10: 60 below, 20 above.
  ASSERT_TRUE(rubber.record_deal(contract("3C", Seat::North), 10));
  EXPECT_EQ(rubber.below_the_line(NS, 0), 60);
  EXPECT_EQ(rubber.below_the_line(EW, 0), 60);
  EXPECT_EQ(rubber.games_won(NS) + rubber.games_won(EW), 0);
  // 3. EW 2NT making 8: 70 more below -> 130, game to EW; NS's 60 is dead.
  ASSERT_TRUE(rubber.record_deal(contract("2NT", Seat::West), 8));
  EXPECT_EQ(rubber.games_won(EW), 1);
  EXPECT_EQ(rubber.current_game(), 1);
  EXPECT_EQ(rubber.below_the_line(NS, 1), 0);
  EXPECT_EQ(rubber.vulnerability(), Vulnerability::EastWest);
  // 4. EW, vulnerable, 4HX one down: NS 200 above.
  ASSERT_TRUE(rubber.record_deal(contract("4HX", Seat::East), 9));
  // 5. NS 4H making 11, not vulnerable: 120 below (game), 30 above.
  ASSERT_TRUE(rubber.record_deal(contract("4H", Seat::South), 11));
  EXPECT_EQ(rubber.vulnerability(), Vulnerability::Both);
  // 6. NS 6NT making 12, vulnerable: 190 below, slam 750, rubber 500.
  ASSERT_TRUE(rubber.record_deal(contract("6NT", Seat::North), 12));
  EXPECT_TRUE(rubber.is_finished());
  EXPECT_EQ(rubber.current_game(), 2);
  EXPECT_EQ(rubber.below_the_line(NS), 60 + 120 + 190);
  EXPECT_EQ(rubber.above_the_line(NS), 20 + 200 + 30 + 750 + 500);
  EXPECT_EQ(rubber.below_the_line(EW), 60 + 70);
  EXPECT_EQ(rubber.above_the_line(EW), 100);
  EXPECT_EQ(rubber.total(NS), 1870);
  EXPECT_EQ(rubber.total(EW), 230);
  EXPECT_EQ(rubber.deals_played(), 6);
}

TEST(RubberScore, DoubledPartScoreCanMakeGame) {
  RubberScore rubber;
  // 2HX making 8: 120 below (game), 50 insult above.
  ASSERT_TRUE(rubber.record_deal(contract("2HX", Seat::West), 8));
  EXPECT_EQ(rubber.games_won(EW), 1);
  EXPECT_EQ(rubber.above_the_line(EW), 50);
}

TEST(RubberScore, HonoursCountEvenWhenTheContractFails) {
  RubberScore rubber;
  const Deal deal = *Deal::from_pbn("N:AKQJ.AKQ2.A543.A T98.JT987.K6.K32 765.6543.QJ7.QJ4 432..T982.T98765");
  // North's four spade honours; 4S by South two down: EW 100, NS honours 100.
  ASSERT_TRUE(rubber.record_deal(contract("4S", Seat::South), 8, deal));
  EXPECT_EQ(rubber.total(EW), 100);
  EXPECT_EQ(rubber.total(NS), 100);
  // At no trump the same deal gives North's four aces 150.
  ASSERT_TRUE(rubber.record_deal(contract("1NT", Seat::East), 7, deal));
  EXPECT_EQ(rubber.total(NS), 100 + 150);
  EXPECT_EQ(rubber.total(EW), 100 + 40);
}

TEST(RubberScore, PassedOutDealScoresNothing) {
  RubberScore rubber;
  ASSERT_TRUE(rubber.record_deal(std::nullopt, 0));
  EXPECT_EQ(rubber.deals_played(), 1);
  EXPECT_TRUE(rubber.entries().empty());
}

TEST(RubberScore, UnfinishedRubberGetsThreeHundredAndOneHundred) {
  RubberScore rubber;
  ASSERT_TRUE(rubber.record_deal(contract("4S", Seat::North), 10));  // NS game: 120
  ASSERT_TRUE(rubber.record_deal(contract("1NT", Seat::East), 7));   // EW part score 40
  ASSERT_TRUE(rubber.close_unfinished());
  EXPECT_EQ(rubber.total(NS), 120 + 300);
  EXPECT_EQ(rubber.total(EW), 40 + 100);
  EXPECT_FALSE(rubber.record_deal(contract("1C", Seat::North), 7));
}

TEST(RubberScore, UnfinishedWithOneGameEachHasNoGameBonus) {
  RubberScore rubber;
  ASSERT_TRUE(rubber.record_deal(contract("3NT", Seat::North), 9));
  ASSERT_TRUE(rubber.record_deal(contract("5D", Seat::East), 11));
  ASSERT_TRUE(rubber.record_deal(contract("2C", Seat::South), 8));  // NS 40 in game 3
  ASSERT_TRUE(rubber.record_deal(contract("1H", Seat::West), 7));   // EW 30 in game 3
  ASSERT_TRUE(rubber.close_unfinished());
  EXPECT_EQ(rubber.total(NS), 100 + 40 + 100);
  EXPECT_EQ(rubber.total(EW), 100 + 30 + 100);
}

TEST(RubberScore, RefusesImpossibleInputAndPlayAfterTheEnd) {
  RubberScore rubber;
  EXPECT_FALSE(rubber.record_deal(contract("3NT", Seat::North), 14));
  EXPECT_FALSE(rubber.record_deal(contract("3NT", Seat::North), -1));
  EXPECT_EQ(rubber.deals_played(), 0);
  ASSERT_TRUE(rubber.record_deal(contract("7NT", Seat::North), 13));
  ASSERT_TRUE(rubber.record_deal(contract("7NT", Seat::North), 13));
  EXPECT_TRUE(rubber.is_finished());
  const Status after = rubber.record_deal(contract("1C", Seat::North), 7);
  EXPECT_FALSE(after);
  EXPECT_NE(after.message().find("over"), std::string::npos);
  EXPECT_FALSE(rubber.close_unfinished());
  // 7NT non-vul 220 + 1000, then vulnerable 220 + 1500, and 700.
  EXPECT_EQ(rubber.total(NS), 220 + 1000 + 220 + 1500 + 700);
}

}  // namespace
}  // namespace tenace
