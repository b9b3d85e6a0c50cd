// Travellers: matchpoints (with Neuberg), IMPs against the datum and
// cross-IMPs, checked against figures worked by hand.
#include <gtest/gtest.h>

#include "field/traveller.h"

namespace tenace::field {
namespace {

BoardResult result(const char* ns, int score) {
  BoardResult r;
  r.north_south = ns;
  r.east_west = std::string(ns) + "'s opponents";
  r.ns_score = score;
  return r;
}

TEST(Datum, MeanRoundedToTenWithTopAndBottomOutFromFiveResults) {
  EXPECT_EQ(datum({420, 420, 450, -50}), 310);              // (1240 / 4) = 310
  EXPECT_EQ(datum({980, 980, 480, 480, 480, 420, 420, 1010}), 640);  // 3820 / 6 = 636.7
  EXPECT_EQ(datum({}), 0);
  EXPECT_EQ(datum({-100}), -100);
}

TEST(Traveller, FourResultsWorkedByHand) {
  const Traveller t = score_board(3, {result("A", 420), result("B", 450), result("C", -50), result("D", 420)}, 4);
  ASSERT_EQ(t.rows.size(), 4u);
  EXPECT_EQ(t.datum_ns, 310);
  // Best first: 450 beats all three (6 of 6 on the 2/1 scale).
  EXPECT_EQ(t.rows[0].result.north_south, "B");
  EXPECT_DOUBLE_EQ(t.rows[0].mp_percent_ns, 100.0);
  EXPECT_EQ(t.rows[0].imps_vs_datum_ns, 4);  // +140
  EXPECT_NEAR(t.rows[0].cross_imps_ns, 13.0 / 3, 1e-9);  // 1 + 1 + 11
  // 420 beats -50 and ties the other 420: 3 of 6.
  EXPECT_DOUBLE_EQ(t.rows[1].mp_percent_ns, 50.0);
  EXPECT_EQ(t.rows[1].imps_vs_datum_ns, 3);  // +110
  EXPECT_DOUBLE_EQ(t.rows[3].mp_percent_ns, 0.0);
  EXPECT_EQ(t.rows[3].imps_vs_datum_ns, -8);  // -360
}

TEST(Traveller, NeubergForABoardPlayedFewerTimes) {
  // Three results where four were expected: 450 earns 4 of 4, factored to
  // (4 + 1) * 4 / 3 - 1 = 5.67 of a top of 6.
  const Traveller t = score_board(1, {result("A", 420), result("B", 450), result("C", -50)}, 4);
  EXPECT_NEAR(t.rows[0].mp_percent_ns, 100.0 * (5.0 * 4 / 3 - 1) / 6, 1e-9);
  // A lone result has nothing to beat: an average.
  EXPECT_DOUBLE_EQ(score_board(2, {result("A", 100)}, 4).rows[0].mp_percent_ns, 50.0);
}

}  // namespace
}  // namespace tenace::field
