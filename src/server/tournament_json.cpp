#include "server/tournament_json.h"

#include <cmath>

#include "server/game_table.h"

namespace tenace::server {

using nlohmann::json;

std::string tournament_state(const TournamentRecord& t, std::int64_t now) {
  if (now < t.starts) return "upcoming";
  if (now >= t.ends) return "ended";
  return "open";
}

json tournament_summary_json(const TournamentRecord& t, std::size_t entrants, std::int64_t now,
                             const std::optional<TournamentEntry>& yours, int boards_finished) {
  json j = {{"id", t.id},
            {"name", t.name},
            {"boards", t.deals.size()},
            {"scoring", std::string(field::field_scoring_name(t.scoring))},
            {"system", t.system},
            {"starts", t.starts},
            {"ends", t.ends},
            {"think_seconds", t.think_seconds},
            {"board_seconds", t.board_seconds},
            {"state", tournament_state(t, now)},
            {"entrants", entrants},
            {"yours", nullptr}};
  if (yours) j["yours"] = {{"table", yours->table_id}, {"boards_finished", boards_finished}};
  return j;
}

double two_decimals(double value) { return std::round(value * 100) / 100; }

json standing_json(const field::Standing& s, bool person) {
  return {{"rank", s.rank},
          {"entrant", s.entrant},
          {"person", person},
          {"boards", s.boards},
          {"mp_percent", two_decimals(s.mp_percent)},
          {"imps", two_decimals(s.imps)},
          {"imps_per_board", two_decimals(s.imps_per_board)},
          {"cross_imps_per_board", two_decimals(s.cross_imps_per_board)}};
}

json traveller_json(const field::Traveller& t, field::FieldScoring scoring) {
  json rows = json::array();
  for (const field::ScoredResult& s : t.rows) {
    const field::BoardResult& r = s.result;
    json row = {{"north_south", r.north_south},
                {"east_west", r.east_west},
                {"contract", r.contract ? r.contract->to_string() : "Pass"},
                {"declarer", r.contract ? seat_string(r.contract->declarer) : ""},
                {"lead", r.lead},
                {"tricks", r.contract ? json(r.declarer_tricks) : json(nullptr)},
                {"score_ns", r.ns_score},
                {"mp_percent_ns", two_decimals(s.mp_percent_ns)},
                {"imps_ns", s.imps_vs_datum_ns},
                {"cross_imps_ns", two_decimals(s.cross_imps_ns)},
                {"table", r.table_id}};
    rows.push_back(std::move(row));
  }
  return {{"board", t.board},
          {"scoring", std::string(field::field_scoring_name(scoring))},
          {"datum_ns", t.datum_ns},
          {"results", rows}};
}

json tournament_results_json(const TournamentRecord& t, const field::FieldResults& results,
                             const std::set<std::string>& people, const std::set<int>& visible_boards,
                             std::int64_t now) {
  json standings = json::array();
  for (const field::Standing& s : results.standings) standings.push_back(standing_json(s, people.count(s.entrant) > 0));
  json travellers = json::array();
  for (const field::Traveller& tr : results.travellers)
    if (visible_boards.count(tr.board)) travellers.push_back(traveller_json(tr, t.scoring));
  json hidden = json::array();
  for (int board = 1; board <= static_cast<int>(t.deals.size()); ++board)
    if (!visible_boards.count(board)) hidden.push_back(board);
  return {{"tournament", tournament_summary_json(t, 0, now, std::nullopt, 0)},
          {"standings", standings},
          {"travellers", travellers},
          {"hidden_boards", hidden}};
}

}  // namespace tenace::server
