#pragma once
// A tournament's boards with their results as PBN 2.1: each board's deal
// with a ScoreTable of every result (names, contract, declarer, tricks,
// scores, and the matchpoint percentages or IMPs), and the ranking as a
// TotalScoreTable after the last board.
#include <string>

#include "field/standings.h"
#include "server/field_records.h"

namespace tenace::server {

std::string tournament_results_pbn(const TournamentRecord& tournament, const field::FieldResults& results);

}  // namespace tenace::server
