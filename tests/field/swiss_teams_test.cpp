// Swiss teams: a round's pairing seats each match in two rooms with the
// teams' pairs crossed, and the matches played score IMPs and VPs per team,
// the bye its fixed VPs; the next round is paired from those totals.
#include <gtest/gtest.h>

#include "core/imps.h"
#include "core/victory_points.h"
#include "field/swiss_teams.h"

namespace tenace::field {
namespace {

TEST(SwissTeams, EachMatchSitsInTwoRoomsWithThePairsCrossed) {
  const std::vector<Seating> round = swiss_round_seatings(2, SwissRound{{{3, 1}, {2, 5}}, 4});
  ASSERT_EQ(round.size(), 4u);
  // Team 3 (pairs 5, 6) at home against team 1 (pairs 1, 2).
  EXPECT_EQ(round[0], (Seating{2, 1, 5, 2, 2}));
  EXPECT_EQ(round[1], (Seating{2, 2, 1, 6, 2}));
  // Team 2 (pairs 3, 4) against team 5 (pairs 9, 10).
  EXPECT_EQ(round[2], (Seating{2, 3, 3, 10, 2}));
  EXPECT_EQ(round[3], (Seating{2, 4, 9, 4, 2}));
}

TEST(SwissTeams, MatchesScoreVictoryPointsAndTheByeTwelve) {
  const std::vector<Seating> seatings = swiss_round_seatings(1, SwissRound{{{1, 2}, {3, 4}}, 5});
  // Match 1-2: board 1 the open room +420, the closed room +50 (team 1
  // gains 370, 9 IMPs); board 2 flat. Match 3-4: board 1 flat, board 2
  // team 4 gains 300 (7 IMPs); its closed room has not played board 2 yet
  // in the second call.
  std::vector<SwissTableResult> results = {{1, 1, 1, 420}, {1, 2, 1, 50}, {1, 1, 2, 100}, {1, 2, 2, 100},
                                           {1, 3, 1, -200}, {1, 4, 1, -200}, {1, 3, 2, -100}, {1, 4, 2, 200}};
  const SwissTeamsResults r = score_swiss_teams(5, 2, seatings, results);
  ASSERT_EQ(r.matches.size(), 2u);
  EXPECT_EQ(r.matches[0].result.imps_home, imps(370));
  EXPECT_EQ(r.matches[1].result.imps_away, imps(300));
  EXPECT_EQ(r.byes.at(1), 5);
  std::map<int, double> vps;
  for (const SwissTeamStanding& s : r.standings) vps[s.team] = s.vps;
  EXPECT_DOUBLE_EQ(vps[1], victory_points(imps(370), 2));
  EXPECT_DOUBLE_EQ(vps[2], victory_points(-imps(370), 2));
  EXPECT_DOUBLE_EQ(vps[4], victory_points(imps(300), 2));
  EXPECT_DOUBLE_EQ(vps[5], kByeVictoryPoints);
  EXPECT_EQ(r.standings.front().team, 1);
  // The next round: nobody meets again, team 5 has had its bye.
  const std::optional<SwissRound> next = next_swiss_round(r);
  ASSERT_TRUE(next.has_value());
  EXPECT_NE(next->bye, 5);
  for (const auto& [home, away] : next->matches) {
    EXPECT_FALSE((home == 1 && away == 2) || (home == 2 && away == 1));
    EXPECT_FALSE((home == 3 && away == 4) || (home == 4 && away == 3));
  }

  // Board 2 unplayed in the closed room of match 3-4: that match counts
  // board 1 only, a draw.
  results.pop_back();
  const SwissTeamsResults partial = score_swiss_teams(5, 2, seatings, results);
  EXPECT_EQ(partial.matches[1].result.boards.size(), 1u);
  EXPECT_DOUBLE_EQ(partial.matches[1].result.vp_home, 10);
}

}  // namespace
}  // namespace tenace::field
