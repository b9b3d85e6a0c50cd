#include "field/team_match.h"

#include <algorithm>

#include "core/imps.h"
#include "core/victory_points.h"

namespace tenace::field {

Movement teams_match_movement(int segments) {
  Movement m;
  m.kind = MovementKind::TeamsMatch;
  m.name = "Teams match, " + std::to_string(segments) + " segment" + (segments == 1 ? "" : "s");
  m.tables = 2;
  m.rounds = segments;
  m.pairs = 4;
  m.board_sets = segments;
  for (int s = 1; s <= segments; ++s) {
    m.seatings.push_back({s, 1, 1, 4, s});
    m.seatings.push_back({s, 2, 3, 2, s});
  }
  return m;
}

TeamMatchResult score_team_match(const std::vector<TeamBoard>& played, int match_boards) {
  TeamMatchResult m;
  for (const TeamBoard& b : played) {
    // The home team's net on the board: its score in the open room (N-S)
    // plus its score in the closed room (E-W, the negative of N-S's).
    const int gain = imps(b.open_ns - b.closed_ns);
    m.boards.push_back({b.board, gain});
    if (gain > 0) m.imps_home += gain;
    else m.imps_away -= gain;
  }
  const int boards = std::max(1, match_boards);
  m.vp_home = victory_points(m.imps_home - m.imps_away, boards);
  m.vp_away = victory_points(m.imps_away - m.imps_home, boards);
  return m;
}

}  // namespace tenace::field
