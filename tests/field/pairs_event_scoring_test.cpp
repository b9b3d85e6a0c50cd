// Pairs events among people: each pair's figures follow the direction it
// sat, a Mitchell ranks its two fields apart, and the director's adjusted
// scores replace a pair's figure on a board (and only that pair's).
#include <gtest/gtest.h>

#include <map>

#include "field/movement.h"
#include "field/pairs_event_scoring.h"

namespace tenace::field {
namespace {

PairBoardResult played(int board, int ns, int ew, int ns_score, int table) {
  PairBoardResult r;
  r.board = board;
  r.north_south = ns;
  r.east_west = ew;
  r.result.north_south = "pair " + std::to_string(ns);
  r.result.east_west = "pair " + std::to_string(ew);
  r.result.ns_score = ns_score;
  r.result.table_id = table;
  return r;
}

// Matchpoints from first principles on the 1/half scale, as a percentage.
double mp_percent(int mine, const std::vector<int>& all) {
  double mp = 0;
  for (int other : all) mp += other < mine ? 1 : other == mine ? 0.5 : 0;
  mp -= 0.5;  // the score itself was counted as a tie
  return 100 * mp / static_cast<double>(all.size() - 1);
}

const PairStanding& standing_of(const PairsEventResults& r, int pair) {
  for (const PairStanding& s : r.standings)
    if (s.pair == pair) return s;
  throw std::runtime_error("no standing for pair " + std::to_string(pair));
}

// A 3-table Mitchell, one board per round: every table's North-South score
// on board b at table t is chosen so that the figures differ.
std::vector<PairBoardResult> mitchell_results(const Movement& m, std::map<int, std::vector<int>>& scores) {
  std::vector<PairBoardResult> results;
  for (const Seating& s : m.seatings) {
    const int score = (s.table * 7 + s.east_west * s.east_west * 13 + s.board_set * 5) % 11 * 30 - 100;
    scores[s.board_set].push_back(score);
    results.push_back(played(s.board_set, s.north_south, s.east_west, score, 100 * s.round + s.table));
  }
  return results;
}

TEST(PairsEventScoring, FiguresFollowTheDirectionEachPairSat) {
  const Movement m = mitchell(3);
  std::map<int, std::vector<int>> scores;
  const std::vector<PairBoardResult> results = mitchell_results(m, scores);
  std::map<int, std::string> fields;
  for (int p = 1; p <= 6; ++p) fields[p] = p <= 3 ? "NS" : "EW";
  const PairsEventResults r = score_pairs_event(FieldScoring::Matchpoints, fields, results, {}, 3);
  ASSERT_EQ(r.travellers.size(), 3u);
  // Recomputed: each pair's mean over its three boards.
  std::map<int, double> expected;
  for (const PairBoardResult& p : results) {
    const double ns = mp_percent(p.result.ns_score, scores[p.board]);
    expected[p.north_south] += ns / 3;
    expected[p.east_west] += (100 - ns) / 3;
  }
  for (int p = 1; p <= 6; ++p) {
    EXPECT_NEAR(standing_of(r, p).mp_percent, expected[p], 1e-9) << p;
    EXPECT_EQ(standing_of(r, p).boards, 3) << p;
  }
  // Two fields, each ranked 1..3 on its own.
  std::map<std::string, std::set<int>> ranks;
  for (const PairStanding& s : r.standings) ranks[s.field].insert(s.rank);
  EXPECT_EQ(ranks["NS"], (std::set<int>{1, 2, 3}));
  EXPECT_EQ(ranks["EW"], (std::set<int>{1, 2, 3}));
  // Within a field, best first.
  EXPECT_GE(r.standings[0].mp_percent, r.standings[1].mp_percent);
}

TEST(PairsEventScoring, AdjustmentsReplaceOnlyTheAdjustedPairsFigure) {
  const Movement m = mitchell(3);
  std::map<int, std::vector<int>> scores;
  const std::vector<PairBoardResult> results = mitchell_results(m, scores);
  std::map<int, std::string> fields;
  for (int p = 1; p <= 6; ++p) fields[p] = p <= 3 ? "NS" : "EW";
  const PairsEventResults before = score_pairs_event(FieldScoring::Matchpoints, fields, results, {}, 3);
  // Pair 1 played board 1 in round 1 against pair 4.
  const std::vector<AdjustedScore> adjustments = {{1, 1, AdjustmentKind::AveragePlus, 0}};
  const PairsEventResults after = score_pairs_event(FieldScoring::Matchpoints, fields, results, adjustments, 3);
  double board1 = 0;
  for (const PairBoardResult& p : results)
    if (p.board == 1 && p.north_south == 1) board1 = mp_percent(p.result.ns_score, scores[1]);
  EXPECT_NEAR(standing_of(after, 1).mp_percent, standing_of(before, 1).mp_percent + (60 - board1) / 3, 1e-9);
  EXPECT_EQ(standing_of(after, 1).adjusted, 1);
  // The opponents keep their figure.
  EXPECT_NEAR(standing_of(after, 4).mp_percent, standing_of(before, 4).mp_percent, 1e-9);
  // The traveller still shows the table's result.
  EXPECT_EQ(after.travellers[0].rows.size(), 3u);
}

TEST(PairsEventScoring, AdjustedFiguresByKindAndScoring) {
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::AveragePlus, 0}, FieldScoring::Matchpoints), 60);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::Average, 0}, FieldScoring::Matchpoints), 50);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::AverageMinus, 0}, FieldScoring::Matchpoints), 40);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::AveragePlus, 0}, FieldScoring::Imps), 3);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::Average, 0}, FieldScoring::Imps), 0);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::AverageMinus, 0}, FieldScoring::Imps), -3);
  EXPECT_EQ(adjusted_figure({1, 1, AdjustmentKind::Artificial, 35}, FieldScoring::Matchpoints), 35);
  for (const char* name : {"average_plus", "average", "average_minus", "artificial"})
    EXPECT_EQ(adjustment_name(*parse_adjustment(name)), name);
  EXPECT_FALSE(parse_adjustment("avg+"));
}

TEST(PairsEventScoring, AnUnplayedBoardCountsOnlyThroughItsAdjustmentAndIdleComesLast) {
  std::map<int, std::string> fields = {{1, ""}, {2, ""}, {3, ""}, {4, ""}, {5, ""}};
  const std::vector<PairBoardResult> results = {played(1, 1, 2, 420, 1), played(1, 3, 4, -50, 2)};
  const std::vector<AdjustedScore> adjustments = {{2, 1, AdjustmentKind::AverageMinus, 0},
                                                  {2, 2, AdjustmentKind::Artificial, 2}};
  const PairsEventResults r = score_pairs_event(FieldScoring::Imps, fields, results, adjustments, 2);
  // Board 1's datum is the mean 185, rounded to 190: pair 1 gains
  // imps(420 - 190) = 6.
  EXPECT_EQ(standing_of(r, 1).boards, 2);
  EXPECT_DOUBLE_EQ(standing_of(r, 1).imps, 6 - 3);
  EXPECT_DOUBLE_EQ(standing_of(r, 2).imps, -6 + 2);
  EXPECT_EQ(standing_of(r, 5).boards, 0);
  EXPECT_EQ(standing_of(r, 5).rank, 0);
  EXPECT_EQ(r.standings.back().pair, 5);
  EXPECT_EQ(r.standings.front().pair, 4);  // +6 IMPs on its one board, East-West
}

}  // namespace
}  // namespace tenace::field
