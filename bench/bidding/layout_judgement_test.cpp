#include "layout_judgement.h"

#include <gtest/gtest.h>

#include "core/random_deal.h"
#include "solver/solver.h"

namespace tenace {
namespace {

// Tables where North-South take no trick anywhere except as given.
std::vector<DDTable> empty_tables(int count) { return std::vector<DDTable>(static_cast<std::size_t>(count)); }

TEST(LayoutJudgement, BestContractIsTheHighestMeanAndTheLossIsTheMeanOfTheImps) {
  auto layouts = empty_tables(4);
  const int spades_north[] = {10, 10, 10, 9};
  const int notrump_south[] = {9, 9, 8, 8};
  for (int i = 0; i < 4; ++i) {
    layouts[i].at(Strain::Spades, Seat::North) = spades_north[i];
    layouts[i].at(Strain::NoTrump, Seat::South) = notrump_south[i];
  }
  const Contract three_nt{3, Strain::NoTrump, Doubling::Undoubled, Seat::South};
  const auto j = judge_over_layouts(layouts, three_nt, Vulnerability::None);
  // 4S by North: 420 three times, -50 once.
  EXPECT_EQ(j.best, (Contract{4, Strain::Spades, Doubling::Undoubled, Seat::North}));
  EXPECT_DOUBLE_EQ(j.best_mean, (3 * 420 - 50) / 4.0);
  EXPECT_DOUBLE_EQ(j.reached_mean, (2 * 400 - 2 * 50) / 4.0);
  EXPECT_DOUBLE_EQ(j.reached_makes, 0.5);
  // Differences 20, 20, 470, 0: 1 + 1 + 10 + 0 IMPs.
  EXPECT_DOUBLE_EQ(j.imp_loss, 12 / 4.0);
  EXPECT_DOUBLE_EQ(j.game_odds, 0.75);
  EXPECT_DOUBLE_EQ(j.small_slam_odds, 0.0);
}

TEST(LayoutJudgement, PassedOutLosesTheBestScoreOnEveryLayout) {
  auto layouts = empty_tables(4);
  const int spades_north[] = {10, 10, 10, 9};
  for (int i = 0; i < 4; ++i) layouts[i].at(Strain::Spades, Seat::North) = spades_north[i];
  const auto j = judge_over_layouts(layouts, std::nullopt, Vulnerability::None);
  // 420 (9 IMPs) three times; on the fourth 4S goes one down, -50 (-2 IMPs).
  EXPECT_DOUBLE_EQ(j.imp_loss, (3 * 9 - 2) / 4.0);
  EXPECT_DOUBLE_EQ(j.reached_mean, 0.0);
  EXPECT_DOUBLE_EQ(j.reached_makes, 0.0);
}

TEST(LayoutJudgement, SlamOddsAreTheBestStrainAndDeclarers) {
  auto layouts = empty_tables(4);
  const int hearts_south[] = {13, 13, 12, 11};
  const int notrump_north[] = {12, 12, 12, 12};
  for (int i = 0; i < 4; ++i) {
    layouts[i].at(Strain::Hearts, Seat::South) = hearts_south[i];
    layouts[i].at(Strain::NoTrump, Seat::North) = notrump_north[i];
  }
  const Contract grand{7, Strain::Hearts, Doubling::Undoubled, Seat::South};
  const auto j = judge_over_layouts(layouts, grand, Vulnerability::Both);
  EXPECT_DOUBLE_EQ(j.small_slam_odds, 1.0);
  EXPECT_DOUBLE_EQ(j.grand_slam_odds, 0.5);
  EXPECT_DOUBLE_EQ(j.reached_makes, 0.5);
  // 6NT vulnerable makes every time (1440); 7H vulnerable: 2210, 2210, -100, -200.
  EXPECT_EQ(j.best, (Contract{6, Strain::NoTrump, Doubling::Undoubled, Seat::North}));
  EXPECT_GT(j.imp_loss, 0.0);
}

TEST(LayoutJudgement, LayoutsKeepNorthSouthAndDealEastWestAfresh) {
  DealGenerator gen(7);
  const Deal deal = gen.next();
  const auto layouts = east_west_layouts(deal, 8, 3, 11);
  ASSERT_EQ(layouts.size(), 8u);
  EXPECT_EQ(layouts[0], deal);
  int differ = 0;
  for (const auto& l : layouts) {
    EXPECT_EQ(l[Seat::North], deal[Seat::North]);
    EXPECT_EQ(l[Seat::South], deal[Seat::South]);
    EXPECT_EQ(l[Seat::East].size(), 13);
    EXPECT_EQ(l[Seat::West].size(), 13);
    EXPECT_EQ(l.all_cards(), Hand::full_deck());
    differ += l[Seat::East] != deal[Seat::East];
  }
  EXPECT_GE(differ, 6);
  EXPECT_EQ(east_west_layouts(deal, 8, 3, 11), layouts);
  EXPECT_NE(east_west_layouts(deal, 8, 3, 12), layouts);
}

TEST(LayoutJudgement, NorthSouthTablesAgreeWithTheFullTables) {
  DealGenerator gen(11);
  std::vector<Deal> deals{gen.next(), gen.next(), gen.next()};
  const auto ours = north_south_tables(deals, 2);
  const auto full = solve_tables(deals, 1);
  for (std::size_t i = 0; i < deals.size(); ++i)
    for (Strain s : kAllStrains)
      for (Seat d : {Seat::North, Seat::South}) EXPECT_EQ(ours[i].at(s, d), full[i].at(s, d));
}

TEST(LayoutJudgement, NoLayoutsIsAnError) {
  EXPECT_THROW(judge_over_layouts({}, std::nullopt, Vulnerability::None), std::invalid_argument);
}

}  // namespace
}  // namespace tenace
