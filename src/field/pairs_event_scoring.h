#pragma once
// Scoring a pairs event among people (RULES.md §1.5): the pairs move by a
// movement (movement.h), so on each board some pairs sat North-South and
// others East-West. Each board's results make a traveller (traveller.h);
// a pair's figure on a board is North-South's figure when it sat there and
// the complement when it sat East-West (100 - MP%, minus the IMPs).
//
// The director may give a pair an adjusted score on a board instead of its
// table result (the Laws' artificial adjusted scores): average-plus (60% /
// +3 IMPs), average (50% / 0), average-minus (40% / -3 IMPs), or any
// figure the director names. The table's result, if there was one, stays
// on the traveller for the other pairs' comparisons; only the adjusted
// pair's own figure changes (and a board it never played counts for it).
//
// A Mitchell ranks its North-South and East-West pairs apart (two fields);
// a Howell ranks everyone together. A pair's score is the mean of its
// boards' figures; pairs with no board yet come last.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "field/standings.h"
#include "field/traveller.h"

namespace tenace::field {

enum class AdjustmentKind { AveragePlus, Average, AverageMinus, Artificial };
// "average_plus", "average", "average_minus", "artificial".
std::string_view adjustment_name(AdjustmentKind kind);
std::optional<AdjustmentKind> parse_adjustment(std::string_view name);

struct AdjustedScore {
  int board = 0;
  int pair = 0;
  AdjustmentKind kind = AdjustmentKind::Average;
  double value = 0;  // Artificial only: the MP% (0..100) or IMPs it is worth
};

// The figure an adjustment gives the pair under the event's scoring.
double adjusted_figure(const AdjustedScore& adjustment, FieldScoring scoring);

// One table's result on one board, with the pairs who played it.
struct PairBoardResult {
  int board = 0;
  int north_south = 0;  // pair numbers
  int east_west = 0;
  BoardResult result;   // names on it are what travellers show
};

struct PairStanding {
  int pair = 0;
  std::string field;  // "NS" or "EW" in a Mitchell, "" in a Howell
  int rank = 0;       // within the field, from 1; 0 while it has no board
  int boards = 0;
  int adjusted = 0;   // boards among `boards` scored by an adjustment
  double mp_percent = 0;  // mean
  double imps = 0;        // total
  double imps_per_board = 0;
};

struct PairsEventResults {
  std::vector<Traveller> travellers;     // by board number
  std::vector<PairStanding> standings;   // by field, best first
};

// `fields`: every registered pair with the field it is ranked in.
// `expected_results`: how many results a fully played board has (for
// Neuberg), at least the most any board has.
PairsEventResults score_pairs_event(FieldScoring scoring, const std::map<int, std::string>& fields,
                                    const std::vector<PairBoardResult>& results,
                                    const std::vector<AdjustedScore>& adjustments, int expected_results);

}  // namespace tenace::field
