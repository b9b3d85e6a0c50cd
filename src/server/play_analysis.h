#pragma once
// The double-dummy analysis of a finished board's play, card by card, as a
// handviewer shows it: for each card, the tricks its side could still have
// taken with the best card and what the card played cost (0 for a card as
// good as any). Served as GET /api/tables/ID/boards/N/analysis.json
// (docs/protocol.md, "History and downloads").
//
// One board is the play's length plus one solves of shrinking positions on
// one Solver (the first, the whole deal, is the slow one), so it is computed
// on the request and then kept: a finished board never changes.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/card.h"
#include "core/seat.h"
#include "server/bridge_table.h"

namespace tenace {
class Solver;
}

namespace tenace::server {

struct CardCost {
  Seat seat = Seat::North;
  Card card;
  int cost = 0;  // tricks the card's side lost by it, double dummy
};

struct PlayAnalysis {
  bool has_contract = false;
  Seat declarer = Seat::North;
  // The declaring side's tricks (won plus best to come) before the play and
  // after each card: cards.size() + 1 values.
  std::vector<int> declarer_tricks;
  std::vector<CardCost> cards;
};

// Replays the record's play through the solver (`solver` keeps what it
// learns between the positions).
PlayAnalysis analyse_play(Solver& solver, const BoardRecord& record);

// {"board":1,"contract":"3NT","declarer":"S","declarer_tricks":[9,9,…],
//  "cards":[{"seat":"W","card":"S4","cost":0},…],
//  "first_costly":{"NS":{"index":7,"seat":"S","card":"H2","cost":1} or null,"EW":…}}
nlohmann::json play_analysis_json(const BoardRecord& record, const PlayAnalysis& analysis);

// The response for one board. The first request queues the board for one
// background worker (the solver can take a second or more on a hard deal,
// which must not hold an I/O thread) and answers `pending`; once solved the
// body is kept in a bounded in-memory cache (a finished board never
// changes) and every later request gets it at once.
enum class PlayAnalysisState { ready, pending, unavailable };
struct PlayAnalysisReply {
  PlayAnalysisState state = PlayAnalysisState::unavailable;
  std::string body;
};
PlayAnalysisReply cached_play_analysis(std::int64_t table_id, int board, const BoardRecord& record);

}  // namespace tenace::server
