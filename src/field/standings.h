#pragma once
// Standings of a field where every entrant plays boards of one set in the
// same direction, as in a robot tournament (every entrant sits North-South
// with a robot partner against robot opponents, and so does each robot-only
// reference table): each board's results make a traveller (traveller.h),
// and an entrant's score is the mean of its boards' figures -
//  - matchpoints: the mean MP% (Neuberg's formula for boards played fewer
//    times than the most-played board, so an entrant who played while the
//    field was small is not favoured or punished);
//  - IMPs: the IMPs against each board's datum, per board played (cross-
//    IMPs are given too).
// Entrants who played fewer boards are ranked by their mean all the same:
// a live ranking shows a tournament still under way.
#include <map>
#include <string>
#include <string_view>
#include <optional>
#include <vector>

#include "field/traveller.h"

namespace tenace::field {

enum class FieldScoring { Matchpoints, Imps };
std::string_view field_scoring_name(FieldScoring scoring);  // "matchpoints", "imps"
std::optional<FieldScoring> parse_field_scoring(std::string_view name);

struct Standing {
  std::string entrant;  // the North-South pair's name on the travellers
  int rank = 0;         // from 1; equal scores share a rank
  int boards = 0;
  double mp_percent = 0;       // mean over the boards played
  double imps = 0;             // total against the datums
  double imps_per_board = 0;
  double cross_imps_per_board = 0;
};

struct FieldResults {
  std::vector<Traveller> travellers;  // by board number
  std::vector<Standing> standings;    // best first
};

// `results`: by board number, every result of that board (entrant =
// BoardResult::north_south). An entrant appears at most once per board.
FieldResults score_field(FieldScoring scoring, const std::map<int, std::vector<BoardResult>>& results);

}  // namespace tenace::field
