#pragma once
// A board's traveller: every result of the same deal at different tables,
// each scored against the others at once (RULES.md §1.5) —
//  - matchpoints, as a percentage of the top, with Neuberg's formula when
//    the board has fewer results than the most-played board of the event;
//  - IMPs against a datum: the mean North-South score of the other
//    results with the top and the bottom left out once there are five or
//    more results (so one freak result does not move it), rounded to the
//    nearest 10, as clubs and the EBU's scorers compute it;
//  - cross-IMPs: against every other result, per comparison.
// Figures are North-South's; East-West's are their complements (100 - MP%,
// minus the IMPs).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/contract.h"

namespace tenace::field {

struct BoardResult {
  std::string north_south;  // who sat there (pair name or number)
  std::string east_west;
  std::optional<Contract> contract;  // empty: passed out
  int declarer_tricks = 0;
  int ns_score = 0;
  std::string lead;          // the opening lead ("SQ"), empty if none
  std::int64_t table_id = 0;  // where it was played (to replay it); 0: unknown
};

struct ScoredResult {
  BoardResult result;
  double mp_percent_ns = 50;
  int imps_vs_datum_ns = 0;
  double cross_imps_ns = 0;  // per comparison
};

struct Traveller {
  int board = 0;
  int datum_ns = 0;
  std::vector<ScoredResult> rows;  // best North-South score first
};

// The datum of North-South scores (see above); 0 for no scores.
int datum(const std::vector<int>& ns_scores);

// `expected_results`: the results a full board has in this event (for
// Neuberg); at least results.size().
Traveller score_board(int board, const std::vector<BoardResult>& results, int expected_results);

}  // namespace tenace::field
