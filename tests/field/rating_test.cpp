// Ratings: Glicko's step on examples worked by hand, partners sharing a
// result by their deviations, and a simulated club where players of hidden
// strengths play in changing partnerships: the ratings must find the order.
#include "field/rating.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <set>
#include <tuple>

#include "field/rating_quality.h"

namespace tenace::field {
namespace {

TEST(Rating, NewcomersBeatingEachOtherMoveByGlickosStep) {
  // Two newcomer pairs (1500, RD 350 each, so a pair's RD is 247.5), one
  // game, "us" win: E = 0.5, g(247.5) = 0.8788, d^2 = 1 / (q^2 g^2 / 4);
  // each player moves by q / (1/350^2 + 1/d^2) * g * 0.5 (about +135).
  RatingBook book;
  book.rate_period({{{"a", "b"}, {"c", "d"}, 1.0, 1.0}});
  const double q = std::log(10.0) / 400;
  const double pair_rd = std::sqrt(2 * 350.0 * 350.0) / 2;
  const double gv = 1 / std::sqrt(1 + 3 * q * q * pair_rd * pair_rd / (M_PI * M_PI));
  const double rd = 350.0;  // a newcomer: no drift before the first period
  const double precision = 1 / (rd * rd) + q * q * gv * gv * 0.25;
  EXPECT_NEAR(book.of("a").rating, 1500 + q / precision * gv * 0.5, 1e-9);
  EXPECT_NEAR(book.of("c").rating, 1500 - q / precision * gv * 0.5, 1e-9);
  EXPECT_NEAR(book.of("a").deviation, std::sqrt(1 / precision), 1e-9);
  EXPECT_LT(book.of("a").deviation, 350);
}

TEST(Rating, ARobotPartnerDoesNotMoveAndThePersonTakesItAll) {
  RatingBook book;
  book.set_fixed("robot", {1600, 50});
  book.rate_period({{{"ann", "robot"}, {"bob", "carl"}, 1.0, 1.0}});
  EXPECT_DOUBLE_EQ(book.of("robot").rating, 1600);
  EXPECT_GT(book.of("ann").rating, 1500);
  EXPECT_LT(book.of("bob").rating, 1500);
}

TEST(Rating, AnEstablishedPlayerMovesLessThanANewcomerPartner) {
  RatingBook book;
  // Make "old" established: many even results.
  for (int i = 0; i < 30; ++i) book.rate_period({{{"old", "x"}, {"y", "z"}, 0.5, 1.0}});
  const Rating before = book.of("old");
  book.rate_period({{{"old", "new"}, {"y", "z"}, 1.0, 1.0}});
  EXPECT_LT(book.of("old").rating - before.rating, book.of("new").rating - 1500);
}

TEST(Rating, UncertaintyGrowsWithTimeNotWithTheNumberOfPeriods) {
  // Two players, equally established; one is rated in four periods of a
  // week without play, the other in one period of four weeks: the same
  // sqrt(RD^2 + 4 * 35^2).
  RatingBook weekly, monthly;
  for (RatingBook* book : {&weekly, &monthly})
    for (int i = 0; i < 30; ++i) book->rate_period({{{"old", "x"}, {"y", "z"}, 0.5, 1.0}});
  const double before = weekly.of("old").deviation;
  for (int week = 0; week < 4; ++week) weekly.rate_period({});
  monthly.rate_period({}, 4);
  EXPECT_NEAR(weekly.of("old").deviation, std::sqrt(before * before + 4 * 35.0 * 35.0), 1e-9);
  EXPECT_NEAR(monthly.of("old").deviation, weekly.of("old").deviation, 1e-9);
  // A short period (a tournament of an hour) adds almost nothing.
  RatingBook hourly = monthly;
  hourly.rate_period({}, 1.0 / (7 * 24));
  EXPECT_LT(hourly.of("old").deviation - monthly.of("old").deviation, 1);
}

TEST(Rating, ASimulatedClubFindsTheOrderOfHiddenStrengths) {
  std::mt19937_64 rng(20261124);
  const int players = 16;
  std::vector<double> truth(players);
  std::normal_distribution<double> spread(1500, 200);
  for (double& t : truth) t = spread(rng);
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back("p" + std::to_string(i));
  RatingBook book;
  // The plain yardstick: each player's share of comparisons won.
  std::vector<double> won(players, 0), played(players, 0);
  std::normal_distribution<double> luck(0, 300);
  for (int meeting = 0; meeting < 60; ++meeting) {
    std::vector<int> order(players);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<Comparison> comparisons;
    for (int board = 0; board < 12; ++board) {
      // Pairs (order[0], order[1]) ... ; the first four sit North-South.
      std::vector<std::pair<double, int>> ns, ew;
      for (int pair = 0; pair < players / 2; ++pair) {
        const double strength = (truth[order[2 * pair]] + truth[order[2 * pair + 1]]) / 2 + luck(rng);
        (pair < players / 4 ? ns : ew).push_back({strength, pair});
      }
      for (auto* field : {&ns, &ew})
        for (std::size_t i = 0; i < field->size(); ++i)
          for (std::size_t j = i + 1; j < field->size(); ++j) {
            const int a = (*field)[i].second, b = (*field)[j].second;
            const double score = (*field)[i].first > (*field)[j].first ? 1.0 : 0.0;
            for (int k : {order[2 * a], order[2 * a + 1]}) won[k] += score, played[k] += 1;
            for (int k : {order[2 * b], order[2 * b + 1]}) won[k] += 1 - score, played[k] += 1;
            comparisons.push_back({{names[order[2 * a]], names[order[2 * a + 1]]},
                                   {names[order[2 * b]], names[order[2 * b + 1]]},
                                   score,
                                   1.0 / (field->size() - 1)});
          }
    }
    book.rate_period(comparisons);
  }
  // Spearman's rank correlation with the hidden truth.
  std::vector<double> rating(players), share(players);
  for (int i = 0; i < players; ++i) {
    rating[i] = book.of(names[i]).rating;
    share[i] = won[i] / played[i];
  }
  const double spearman = spearman_rho(rating, truth);
  const double yardstick = spearman_rho(share, truth);
  double mean_deviation = 0;
  for (const std::string& n : names) mean_deviation += book.of(n).deviation / players;
  std::cout << "Spearman: ratings " << spearman << ", share of comparisons won " << yardstick << "; mean deviation "
            << mean_deviation << "\n";
  // The ratings order the players as well as the raw shares do (which see
  // every result at once, where ratings learn period by period), and well.
  EXPECT_GT(spearman, yardstick - 0.05);
  EXPECT_GT(spearman, 0.85);
  EXPECT_LT(mean_deviation, 120);
}

TEST(Rating, ResultsArrivingInRoundsGiveTheComparisonsOfAllAtOnce) {
  // Board 1 at four tables; the results come in over three rounds (tables
  // 10; then 20 and 30; then 40). Each round adds its results' comparisons
  // with everything before and with each other: over the rounds, every
  // pair of results once, weighted for four results from the start.
  auto result = [](std::int64_t table, int score) {
    BoardResult r;
    r.north_south = "ns" + std::to_string(table);
    r.east_west = "ew" + std::to_string(table);
    r.ns_score = score;
    r.table_id = table;
    return r;
  };
  const std::vector<BoardResult> all = {result(10, 420), result(20, 170), result(30, 420), result(40, -50)};
  auto players = [](const std::string& name) { return std::vector<std::string>{name + "a", name + "b"}; };
  auto key = [](const Comparison& c) {
    return std::make_tuple(c.us < c.them ? c.us : c.them, c.us < c.them ? c.them : c.us,
                           c.us < c.them ? c.score : 1 - c.score, c.weight);
  };
  std::vector<decltype(key(Comparison{}))> at_once, by_rounds;
  for (const Comparison& c : board_comparisons(score_board(1, all, 4), players)) at_once.push_back(key(c));
  const std::vector<std::set<std::int64_t>> rounds = {{10}, {20, 30}, {40}};
  std::vector<BoardResult> so_far;
  for (const std::set<std::int64_t>& round : rounds) {
    for (const BoardResult& r : all)
      if (round.count(r.table_id)) so_far.push_back(r);
    const std::vector<Comparison> added = new_result_comparisons(score_board(1, so_far, 4), players, round, 4);
    // Each new result meets every result before it and the other new ones.
    const std::size_t before = so_far.size() - round.size();
    EXPECT_EQ(added.size(), 2 * (round.size() * before + round.size() * (round.size() - 1) / 2));
    for (const Comparison& c : added) by_rounds.push_back(key(c));
  }
  std::sort(at_once.begin(), at_once.end());
  std::sort(by_rounds.begin(), by_rounds.end());
  EXPECT_EQ(at_once.size(), 12u);
  EXPECT_EQ(by_rounds, at_once);
  for (const auto& k : at_once) EXPECT_DOUBLE_EQ(std::get<3>(k), 1.0 / 3);
}

}  // namespace
}  // namespace tenace::field
