#pragma once
// Pairs events as the protocol shows them (docs/protocol.md, "Pairs
// events"): the lobby's list entry and the event page (pairs, the tables
// of each round, standings, travellers, adjusted scores). Travellers are
// shown only for boards the viewer may see: a board's results stay hidden
// from whoever has yet to play it.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "field/pairs_event_scoring.h"
#include "field/swiss_teams.h"
#include "field/team_match.h"
#include "server/event_records.h"

namespace tenace::server {

nlohmann::json event_summary_json(const EventRecord& event, const std::string& director_name, std::size_t pairs);

nlohmann::json event_pair_json(const EventRecord& event, const EventPair& pair);

// `tables`: every table the event opened; `finished`: results stored per
// server table.
nlohmann::json event_tables_json(const EventRecord& event, const std::vector<EventTable>& tables,
                                 const std::map<std::int64_t, int>& finished);

nlohmann::json event_standings_json(const field::PairsEventResults& results, const std::vector<EventPair>& pairs);

// A teams match: each board's IMPs to team 1, the IMP totals and the VPs.
nlohmann::json team_match_json(const field::TeamMatchResult& match);

// Swiss teams: the victory-point standings of the teams (with their
// pairs) and every match and bye, round by round.
nlohmann::json swiss_teams_json(const field::SwissTeamsResults& results, const std::vector<EventPair>& pairs);

nlohmann::json event_adjustments_json(const EventRecord& event, const std::vector<EventAdjustment>& adjustments);

}  // namespace tenace::server
