// Board-a-match: each board won, tied or lost outright.
#include <gtest/gtest.h>

#include <climits>

#include "core/board_a_match.h"

namespace tenace {
namespace {

TEST(BoardAMatch, AnyDifferenceWinsTheBoard) {
  // Our NS +430, our EW pair at the other table let the opponents score +420.
  EXPECT_EQ(board_a_match(430, 420), BoardOutcome::Win);
  EXPECT_EQ(board_a_match(420, 430), BoardOutcome::Loss);
  EXPECT_EQ(board_a_match(-100, -100), BoardOutcome::Tie);
  EXPECT_EQ(board_a_match(1430, -50), BoardOutcome::Win);  // size does not matter
  EXPECT_EQ(board_a_match(INT_MIN, INT_MAX), BoardOutcome::Loss);
}

TEST(BoardAMatch, PointsAndMatchTotal) {
  EXPECT_DOUBLE_EQ(board_a_match_points(BoardOutcome::Win), 1.0);
  EXPECT_DOUBLE_EQ(board_a_match_points(BoardOutcome::Tie), 0.5);
  EXPECT_DOUBLE_EQ(board_a_match_points(BoardOutcome::Loss), 0.0);
  // Win, tie, loss, win: 2.5 of 4.
  EXPECT_DOUBLE_EQ(board_a_match_total({{430, 420}, {-50, -50}, {140, 170}, {100, -620}}), 2.5);
  EXPECT_DOUBLE_EQ(board_a_match_total({}), 0.0);
}

}  // namespace
}  // namespace tenace
