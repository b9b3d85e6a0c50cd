// A player's profile (docs/protocol.md, "Profiles"): their rating and its
// history (tournaments, event rounds, duplicate boards), the tournaments
// and pairs events they played with their standing in each, their
// recent boards with what each earned, and overall figures. A board's
// result is shown only to those who may see that board (a running
// tournament's boards stay hidden from whoever has yet to play them).
#include <algorithm>
#include <cmath>

#include "server/lobby.h"
#include "server/message_fields.h"
#include "server/tournament_json.h"

namespace tenace::server {

using nlohmann::json;

namespace {

constexpr std::size_t kTournamentsShown = 20;
constexpr std::size_t kBoardsShown = 30;

}  // namespace

json Lobby::rating_step_json(const RatingRecord& r) const {
  json step = {{"source", std::string(rating_source_name(r.period.source))},
               {"rating", std::lround(r.rating)},
               {"deviation", std::lround(r.deviation)},
               {"at", r.at}};
  switch (r.period.source) {
    case RatingSource::Tournament: {
      const std::optional<TournamentRecord> t = tournaments_.find(r.period.id);
      step["tournament"] = r.period.id;
      step["name"] = t ? t->name : "";
      break;
    }
    case RatingSource::EventRound: {
      const std::optional<EventRecord> e = events_.find(r.period.id);
      step["event"] = r.period.id;
      step["round"] = r.period.part;
      step["name"] = (e ? e->name : "") + ", round " + std::to_string(r.period.part);
      break;
    }
    case RatingSource::Board:
      step["table"] = r.period.id;
      step["board"] = r.period.part;
      step["name"] = "table " + std::to_string(r.period.id) + ", board " + std::to_string(r.period.part);
      break;
  }
  return step;
}

void Lobby::rating_changed(std::int64_t user_id, double rating) {
  std::lock_guard lock(presence_mutex_);
  if (auto it = online_.find(user_id); it != online_.end()) {
    it->second.rating = rating;
    online_changed_ = true;
  }
}

std::string Lobby::on_profile(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto name = f.string("user", 64);
  if (!name) return f.error;
  const std::optional<UserRecord> user = storage_.find_user(*name);
  if (!user) return "there is no player '" + *name + "'";

  json history = json::array();
  for (const RatingRecord& r : storage_.rating_history(user->id)) history.push_back(rating_step_json(r));

  json tournaments = json::array();
  json boards = json::array();
  int boards_played = 0, mp_boards = 0, imp_boards = 0;
  double mp_sum = 0, imp_sum = 0;
  std::vector<TournamentRecord> all = tournaments_.all();
  std::reverse(all.begin(), all.end());  // newest first
  for (const TournamentRecord& t : all) {
    const std::optional<TournamentEntry> entry = tournaments_.entry_of_user(t.id, user->id);
    if (!entry) continue;
    const field::FieldResults results = tournaments_.results(t.id);
    const std::set<int> visible = visible_boards(t, c->user_id);
    json row = {{"id", t.id}, {"name", t.name}, {"scoring", std::string(field::field_scoring_name(t.scoring))},
                {"boards", t.deals.size()}, {"played", 0}, {"rank", nullptr}, {"entrants", results.standings.size()}};
    for (const field::Standing& s : results.standings) {
      if (s.entrant != entry->name) continue;
      row["played"] = s.boards;
      row["rank"] = s.rank;
      row["mp_percent"] = two_decimals(s.mp_percent);
      row["imps"] = s.imps;
    }
    if (tournaments.size() < kTournamentsShown) tournaments.push_back(row);
    for (const field::Traveller& tr : results.travellers)
      for (const field::ScoredResult& r : tr.rows) {
        if (r.result.table_id != entry->table_id) continue;
        ++boards_played;
        if (t.scoring == field::FieldScoring::Imps) imp_sum += r.imps_vs_datum_ns, ++imp_boards;
        else mp_sum += r.mp_percent_ns, ++mp_boards;
        if (!visible.count(tr.board) || boards.size() >= kBoardsShown) continue;
        boards.push_back({{"tournament", t.id},
                          {"table", entry->table_id},
                          {"board", tr.board},
                          {"contract", r.result.contract ? r.result.contract->to_string() : "Pass"},
                          {"declarer", r.result.contract ? seat_string(r.result.contract->declarer) : ""},
                          {"tricks", r.result.contract ? json(r.result.declarer_tricks) : json(nullptr)},
                          {"score_ns", r.result.ns_score},
                          {"scoring", std::string(field::field_scoring_name(t.scoring))},
                          {"mp_percent_ns", two_decimals(r.mp_percent_ns)},
                          {"imps_ns", r.imps_vs_datum_ns}});
      }
  }
  // The pairs events they played in, newest first, with their pair's place.
  json events = json::array();
  std::vector<EventRecord> all_events = events_.all();
  std::reverse(all_events.begin(), all_events.end());
  for (const EventRecord& e : all_events) {
    const std::optional<EventPair> pair = events_.pair_of_user(e.id, user->id);
    if (!pair || events.size() >= kTournamentsShown) continue;
    json row = {{"id", e.id},
                {"name", e.name},
                {"state", std::string(event_state_name(e.state))},
                {"scoring", std::string(field::field_scoring_name(e.scoring))},
                {"pair", pair->pair},
                {"played", 0},
                {"rank", nullptr}};
    for (const field::PairStanding& s : events_.results(e.id).standings) {
      if (s.pair != pair->pair) continue;
      row["played"] = s.boards;
      if (s.rank > 0) row["rank"] = s.rank;
      row["mp_percent"] = two_decimals(s.mp_percent);
      row["imps"] = s.imps;
    }
    events.push_back(row);
  }
  const RatingRecord rating = tournaments_.rating_of(user->id);
  json figures = {{"tournaments", tournaments.size()},
                  {"boards", boards_played},
                  {"mean_mp_percent", mp_boards ? json(two_decimals(mp_sum / mp_boards)) : json(nullptr)},
                  {"imps_per_board", imp_boards ? json(two_decimals(imp_sum / imp_boards)) : json(nullptr)}};
  send_json(*c, {{"type", "profile"},
                 {"user", user->name},
                 {"guest", user->guest},
                 {"rating", {{"rating", std::lround(rating.rating)}, {"deviation", std::lround(rating.deviation)}}},
                 {"rating_history", history},
                 {"tournaments", tournaments},
                 {"events", events},
                 {"recent_boards", boards},
                 {"figures", figures}});
  return "";
}

}  // namespace tenace::server
