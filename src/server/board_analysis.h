#pragma once
// BoardAnalysis: what the double-dummy solver says about a finished board,
// shown with its result: the tricks each declarer takes in each strain, and
// the par score and contracts (dealer par, so that ties go to the side that
// speaks first, as at the table). It is computed after the board ends, away
// from the table (see analyst.h), and stored beside the table's events.
//
// Par contracts are kept as text in DDS's dealer-par notation ("4S-NS";
// "5H*-EW-2", a sacrifice doubled two down): that is all a reader needs, and
// it is the notation `tenace solve --par` prints.
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/deal.h"
#include "core/result.h"
#include "core/seat.h"
#include "solver/dd_table.h"

namespace tenace {
class Solver;
}

namespace tenace::server {

struct BoardAnalysis {
  DDTable tricks;
  int par_score_ns = 0;
  std::vector<std::string> par_contracts;  // empty: pass it out
  friend bool operator==(const BoardAnalysis&, const BoardAnalysis&) = default;
};

// Solves the deal's table on `solver` and derives the dealer par.
BoardAnalysis analyse_board(Solver& solver, const Deal& deal, Seat dealer, Vulnerability vulnerability);

// The protocol's forms (docs/protocol.md): {"N":{"C":9,..,"NT":7},"E":..}
// and {"score_ns":420,"contracts":["4S-NS"]}.
nlohmann::json dd_table_json(const DDTable& tricks);
nlohmann::json par_json(const BoardAnalysis& analysis);

// The stored form (a compact JSON object) and back; a damaged record is
// an error naming what is wrong.
std::string to_storage(const BoardAnalysis& analysis);
Result<BoardAnalysis> analysis_from_storage(const std::string& text);

}  // namespace tenace::server
