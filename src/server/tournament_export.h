#pragma once
// A tournament's boards with their results as PBN 2.1: each board's deal
// with a ScoreTable of every result (names, contract, declarer, tricks,
// scores, and the matchpoint percentages or IMPs), and the ranking as a
// TotalScoreTable after the last board. And as BBO LIN: every board as
// each table played it (players, auction with alerts, play, result), board
// by board; LIN has no place for score tables.
#include <map>
#include <string>
#include <vector>

#include "field/standings.h"
#include "server/bridge_table.h"
#include "server/field_records.h"

namespace tenace::server {

std::string tournament_results_pbn(const TournamentRecord& tournament, const field::FieldResults& results);

// `played`: each entry's finished boards (by the entry's table). The
// entrant sits South with robots around; a reference table is all robots.
std::string tournament_results_lin(const TournamentRecord& tournament, const std::vector<TournamentEntry>& entries,
                                   const std::map<std::int64_t, std::vector<BoardRecord>>& played);

}  // namespace tenace::server
