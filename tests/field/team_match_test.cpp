// A teams match: each board's two rooms make one IMP swing to one team, and
// the match's margin becomes WBF victory points.
#include <gtest/gtest.h>

#include "field/team_match.h"

namespace tenace::field {
namespace {

TEST(TeamMatch, RoomsCombineIntoImpsAndTheMarginIntoVictoryPoints) {
  // Board 1: 4S+1 bid in the open room, 1NT-1 (for North-South) in the
  // closed room: the home team gains 620 + 100 = 720, 12 IMPs. Board 2:
  // home loses 250, 6 IMPs. Board 3: 6NT against 3NT, 1010, 14 IMPs.
  const TeamMatchResult m = score_team_match({{1, 620, -100}, {2, -50, 200}, {3, 1430, 420}}, 16);
  ASSERT_EQ(m.boards.size(), 3u);
  EXPECT_EQ(m.boards[0].imps_home, 12);
  EXPECT_EQ(m.boards[1].imps_home, -6);
  EXPECT_EQ(m.boards[2].imps_home, 14);
  EXPECT_EQ(m.imps_home, 26);
  EXPECT_EQ(m.imps_away, 6);
  // WBF table, 16 boards: a 20-IMP margin is 15.00 to 5.00.
  EXPECT_DOUBLE_EQ(m.vp_home, 15.00);
  EXPECT_DOUBLE_EQ(m.vp_away, 5.00);
}

TEST(TeamMatch, AFlatMatchIsADrawAndABlitzIsTwentyNil) {
  const TeamMatchResult flat = score_team_match({{1, 420, 420}, {2, -100, -100}}, 12);
  EXPECT_EQ(flat.imps_home, 0);
  EXPECT_DOUBLE_EQ(flat.vp_home, 10);
  EXPECT_DOUBLE_EQ(flat.vp_away, 10);
  // 16 boards: the blitz margin is 15 * sqrt(16) = 60 IMPs.
  std::vector<TeamBoard> rout;
  for (int b = 1; b <= 4; ++b) rout.push_back({b, -1430, 1430});  // 2860: 21 IMPs to the away team
  const TeamMatchResult r = score_team_match(rout, 16);
  EXPECT_EQ(r.imps_away, 84);
  EXPECT_DOUBLE_EQ(r.vp_away, 20);
  EXPECT_DOUBLE_EQ(r.vp_home, 0);
}

TEST(TeamMatch, EachTeamSitsBothWaysAndBothRoomsPlayTheSameBoards) {
  const Movement m = teams_match_movement(3);
  ASSERT_EQ(m.seatings.size(), 6u);
  for (int round = 1; round <= 3; ++round) {
    std::vector<Seating> rooms;
    for (const Seating& s : m.seatings)
      if (s.round == round) rooms.push_back(s);
    ASSERT_EQ(rooms.size(), 2u);
    EXPECT_EQ(rooms[0].board_set, rooms[1].board_set);
    // Team 1 (pairs 1, 2) North-South in the open room, East-West in the
    // closed room; team 2 (pairs 3, 4) the other way round.
    EXPECT_EQ(rooms[0].north_south, 1);
    EXPECT_EQ(rooms[0].east_west, 4);
    EXPECT_EQ(rooms[1].north_south, 3);
    EXPECT_EQ(rooms[1].east_west, 2);
  }
}

}  // namespace
}  // namespace tenace::field
