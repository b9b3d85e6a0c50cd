#pragma once
// A teams match (RULES.md §1.5): two teams of four play the same boards at
// two tables. In the open room the home team sits North-South, in the
// closed room East-West, so on each board the home team scores the open
// room's North-South score and the negative of the closed room's. The
// difference becomes IMPs (core/imps.h), the match's IMP margin becomes
// victory points on the WBF 20-point continuous scale (core/victory_points.h).
#include <vector>

#include "field/movement.h"

namespace tenace::field {

struct TeamBoard {
  int board = 0;
  int open_ns = 0;    // North-South score in the open room (home team N-S)
  int closed_ns = 0;  // North-South score in the closed room (away team N-S)
};

struct TeamBoardScore {
  int board = 0;
  int imps_home = 0;  // signed: negative when the away team gained
};

struct TeamMatchResult {
  std::vector<TeamBoardScore> boards;
  int imps_home = 0;  // IMPs won by each team (each board's gain to one side)
  int imps_away = 0;
  double vp_home = 10;
  double vp_away = 10;
};

// The seating of a match between team 1 (pairs 1 and 2) and team 2
// (pairs 3 and 4) in `segments` segments: table 1, the open room, has
// pair 1 North-South against pair 4; table 2, the closed room, pair 3
// North-South against pair 2; both rooms play segment s's board set in
// round s. (Not a pairs movement: the same pairs meet every segment.)
Movement teams_match_movement(int segments);

// `match_boards`: the boards the match is scheduled for (the VP scale
// depends on it), at least 1; boards not yet played count as not played.
TeamMatchResult score_team_match(const std::vector<TeamBoard>& played, int match_boards);

}  // namespace tenace::field
