#include "server/event_json.h"

#include "server/events.h"
#include "server/tournament_json.h"

namespace tenace::server {

using nlohmann::json;

json event_summary_json(const EventRecord& e, const std::string& director_name, std::size_t pairs) {
  json j = {{"id", e.id},
            {"name", e.name},
            {"director", director_name},
            {"movement", e.movement},
            {"scoring", std::string(field::field_scoring_name(e.scoring))},
            {"system", e.system},
            {"boards_per_round", e.boards_per_round},
            {"rounds", e.rounds},
            {"state", std::string(event_state_name(e.state))},
            {"round", e.round},
            {"pairs", pairs},
            {"boards", e.deals.size()}};
  if (e.state != EventState::Registering) {
    const field::Movement m = event_movement(e);
    j["movement_name"] = m.name;
    j["rounds"] = rounds_played(e, m);
  }
  return j;
}

json event_pair_json(const EventRecord& e, const EventPair& p) {
  json players = json::array();
  for (const EventPlayer& player : p.players) players.push_back({{"name", player.name}, {"robot", player.robot()}});
  return {{"pair", p.pair}, {"label", pair_label(p)}, {"players", players}, {"field", field_of_pair(e, p.pair)}};
}

json event_tables_json(const EventRecord& e, const std::vector<EventTable>& tables,
                       const std::map<std::int64_t, int>& finished) {
  json out = json::array();
  for (const EventTable& t : tables) {
    auto it = finished.find(t.table_id);
    out.push_back({{"round", t.round},
                   {"table", t.table},
                   {"board_set", t.board_set},
                   {"boards", boards_of_set(e, t.board_set)},
                   {"north_south", t.north_south},
                   {"east_west", t.east_west},
                   {"table_id", t.table_id},
                   {"boards_finished", it == finished.end() ? 0 : it->second}});
  }
  return out;
}

json event_standings_json(const field::PairsEventResults& results, const std::vector<EventPair>& pairs) {
  std::map<int, std::string> labels;
  for (const EventPair& p : pairs) labels[p.pair] = pair_label(p);
  json out = json::array();
  for (const field::PairStanding& s : results.standings)
    out.push_back({{"pair", s.pair},
                   {"label", labels[s.pair]},
                   {"field", s.field},
                   {"rank", s.rank},
                   {"boards", s.boards},
                   {"adjusted", s.adjusted},
                   {"mp_percent", two_decimals(s.mp_percent)},
                   {"imps", two_decimals(s.imps)},
                   {"imps_per_board", two_decimals(s.imps_per_board)}});
  return out;
}

json team_match_json(const field::TeamMatchResult& m) {
  json boards = json::array();
  for (const field::TeamBoardScore& b : m.boards) boards.push_back({{"board", b.board}, {"imps_team1", b.imps_home}});
  return {{"boards", boards},
          {"imps", {m.imps_home, m.imps_away}},
          {"vps", {two_decimals(m.vp_home), two_decimals(m.vp_away)}}};
}

json swiss_teams_json(const field::SwissTeamsResults& results, const std::vector<EventPair>& pairs) {
  std::map<int, std::vector<std::string>> members;  // team -> its pairs' labels
  for (const EventPair& p : pairs) members[(p.pair + 1) / 2].push_back(pair_label(p));
  json standings = json::array();
  for (const field::SwissTeamStanding& s : results.standings)
    standings.push_back({{"team", s.team},
                         {"pairs", members[s.team]},
                         {"rank", s.rank},
                         {"vps", two_decimals(s.vps)},
                         {"imps_won", s.imps_won},
                         {"imps_lost", s.imps_lost},
                         {"met", s.met},
                         {"byes", s.byes}});
  json matches = json::array();
  for (const field::SwissMatch& m : results.matches) {
    json match = team_match_json(m.result);
    match["round"] = m.round;
    match["teams"] = {m.home, m.away};
    matches.push_back(std::move(match));
  }
  json byes = json::array();
  for (const auto& [round, team] : results.byes)
    byes.push_back({{"round", round}, {"team", team}, {"vps", field::kByeVictoryPoints}});
  return {{"standings", standings}, {"matches", matches}, {"byes", byes}};
}

json event_adjustments_json(const EventRecord& e, const std::vector<EventAdjustment>& adjustments) {
  json out = json::array();
  for (const EventAdjustment& a : adjustments)
    out.push_back({{"board", a.score.board},
                   {"pair", a.score.pair},
                   {"kind", std::string(field::adjustment_name(a.score.kind))},
                   {"figure", two_decimals(field::adjusted_figure(a.score, e.scoring))}});
  return out;
}

}  // namespace tenace::server
