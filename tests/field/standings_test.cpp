// A field's standings: checked against a recomputation from first
// principles (count beats and ties, Neuberg's factor, trimmed-mean datum),
// written here without the traveller code, on a seeded random tournament.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

#include "core/imps.h"
#include "field/standings.h"

namespace tenace::field {
namespace {

BoardResult result(const std::string& entrant, int score) {
  BoardResult r;
  r.north_south = entrant;
  r.east_west = "Robots";
  r.ns_score = score;
  return r;
}

TEST(Standings, ThreeEntrantsWorkedByHand) {
  // Board 1: A 420, B 450, C -50; board 2: A 100, B 100, C 140.
  std::map<int, std::vector<BoardResult>> results;
  results[1] = {result("A", 420), result("B", 450), result("C", -50)};
  results[2] = {result("A", 100), result("B", 100), result("C", 140)};
  const FieldResults mp = score_field(FieldScoring::Matchpoints, results);
  ASSERT_EQ(mp.standings.size(), 3u);
  // B: 100% + 25% -> 62.5; C: 0% + 100% -> 50; A: 50% + 25% -> 37.5.
  EXPECT_EQ(mp.standings[0].entrant, "B");
  EXPECT_DOUBLE_EQ(mp.standings[0].mp_percent, 62.5);
  EXPECT_EQ(mp.standings[1].entrant, "C");
  EXPECT_DOUBLE_EQ(mp.standings[1].mp_percent, 50.0);
  EXPECT_EQ(mp.standings[2].rank, 3);
  ASSERT_EQ(mp.travellers.size(), 2u);
  EXPECT_EQ(mp.travellers[0].board, 1);

  // IMPs: board 1 datum (420+450-50)/3 = 273 -> 270; board 2: 113 -> 110.
  // C: -320 (-8) and +30 (+1) = -7; A: +150 (+4), -10 (0) = +4; B: +180 (+5), -10 (0).
  const FieldResults imps = score_field(FieldScoring::Imps, results);
  EXPECT_EQ(imps.standings[0].entrant, "B");
  EXPECT_DOUBLE_EQ(imps.standings[0].imps, 5);
  EXPECT_EQ(imps.standings[1].entrant, "A");
  EXPECT_DOUBLE_EQ(imps.standings[2].imps, -7);
  EXPECT_DOUBLE_EQ(imps.standings[2].imps_per_board, -3.5);
}

TEST(Standings, EqualScoresShareARank) {
  std::map<int, std::vector<BoardResult>> results;
  results[1] = {result("A", 420), result("B", 420), result("C", 400)};
  const FieldResults mp = score_field(FieldScoring::Matchpoints, results);
  EXPECT_EQ(mp.standings[0].rank, 1);
  EXPECT_EQ(mp.standings[1].rank, 1);
  EXPECT_EQ(mp.standings[2].rank, 3);
}

// The independent recomputation: matchpoints as beats x 2 + ties on the
// 2/1 scale, Neuberg's (MP + 1) x E / N - 1 for a board N results played
// where the most-played board had E, the datum as the mean without the top
// and bottom from five results up, rounded to the nearest 10.
struct Expected {
  double mp_sum = 0;
  int imps = 0;
  int boards = 0;
};

TEST(Standings, AWholeTournamentAgreesWithARecomputation) {
  std::mt19937 random(2026);
  const std::vector<int> scores = {-1100, -500, -200, -100, -50, 90, 110, 140, 420, 450, 620, 650, 1430};
  std::map<int, std::vector<BoardResult>> results;
  for (int board = 1; board <= 12; ++board)
    for (int e = 0; e < 9; ++e)
      if (random() % 5 != 0)  // some entrants have not played every board
        results[board].push_back(result("E" + std::to_string(e), scores[random() % scores.size()]));
  std::size_t most = 0;
  for (const auto& [b, rows] : results) most = std::max(most, rows.size());

  std::map<std::string, Expected> expected;
  for (const auto& [board, rows] : results) {
    const auto n = static_cast<double>(rows.size());
    std::vector<int> sorted;
    for (const auto& r : rows) sorted.push_back(r.ns_score);
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
      if (sorted.size() >= 5 && (i == 0 || i + 1 == sorted.size())) continue;
      sum += sorted[i];
      ++count;
    }
    const int datum = static_cast<int>(std::lround(sum / count / 10.0)) * 10;
    for (const auto& r : rows) {
      double mp = 0;
      for (const auto& other : rows) {
        if (&other == &r) continue;
        mp += r.ns_score > other.ns_score ? 2 : r.ns_score == other.ns_score ? 1 : 0;
      }
      const double factored = (mp + 1) * static_cast<double>(most) / n - 1;
      const double top = 2.0 * static_cast<double>(most - 1);
      Expected& e = expected[r.north_south];
      e.mp_sum += rows.size() == 1 ? 50 : 100 * factored / top;
      e.imps += imps(r.ns_score - datum);
      ++e.boards;
    }
  }

  for (FieldScoring scoring : {FieldScoring::Matchpoints, FieldScoring::Imps}) {
    const FieldResults field = score_field(scoring, results);
    ASSERT_EQ(field.standings.size(), expected.size());
    for (std::size_t i = 0; i < field.standings.size(); ++i) {
      const Standing& s = field.standings[i];
      const Expected& e = expected.at(s.entrant);
      EXPECT_EQ(s.boards, e.boards) << s.entrant;
      EXPECT_NEAR(s.mp_percent, e.mp_sum / e.boards, 1e-9) << s.entrant;
      EXPECT_DOUBLE_EQ(s.imps, e.imps) << s.entrant;
      if (i > 0) {
        const Standing& above = field.standings[i - 1];
        if (scoring == FieldScoring::Matchpoints) EXPECT_GE(above.mp_percent, s.mp_percent);
        else EXPECT_GE(above.imps_per_board, s.imps_per_board);
      }
    }
  }
}

}  // namespace
}  // namespace tenace::field
