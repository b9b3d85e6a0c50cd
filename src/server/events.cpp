#include "server/events.h"

#include <algorithm>

#include "server/board_result_row.h"

namespace tenace::server {

std::string_view event_state_name(EventState state) {
  switch (state) {
    case EventState::Registering: return "registering";
    case EventState::Running: return "running";
    case EventState::Finished: return "finished";
  }
  return "registering";
}

std::optional<EventState> parse_event_state(std::string_view name) {
  for (EventState s : {EventState::Registering, EventState::Running, EventState::Finished})
    if (event_state_name(s) == name) return s;
  return std::nullopt;
}

MovementChoice choose_movement(const std::string& asked, int pairs) {
  const std::string count = std::to_string(pairs) + " pair" + (pairs == 1 ? "" : "s");
  if (asked == "teams") {
    if (pairs == 4) return {"teams", ""};
    return {"", "a teams match needs two teams of four (4 pairs), not " + count};
  }
  if (asked == "swiss") {
    if (pairs % 2 == 0 && pairs >= 8 && pairs <= 30) return {"swiss", ""};
    return {"", "Swiss teams need 4 to 15 teams of two pairs (an even number of pairs from 8 to 30), not " + count};
  }
  const bool mitchell_fits = pairs % 2 == 0 && pairs >= 6 && pairs <= 30;
  const bool howell_fits = pairs >= 5 && pairs <= 30;
  if (asked == "mitchell") {
    if (mitchell_fits) return {"mitchell", ""};
    return {"", "a Mitchell needs an even number of pairs from 6 to 30, not " + count};
  }
  if (asked == "howell") {
    if (howell_fits) return {"howell", ""};
    return {"", "a Howell needs 5 to 30 pairs, not " + count};
  }
  if (mitchell_fits && pairs > 8) return {"mitchell", ""};
  if (howell_fits) return {"howell", ""};
  return {"", "an event needs 5 to 30 pairs, not " + count};
}

int swiss_rounds_possible(int teams) { return teams % 2 == 0 ? teams - 1 : teams; }

field::Movement event_movement(const EventRecord& event) {
  if (event.movement == "teams") return field::teams_match_movement(std::max(1, event.rounds));
  if (event.movement == "swiss") {
    // The pairing of each round waits for the results of the rounds before
    // it: the movement knows its size, not its seatings.
    field::Movement m;
    m.kind = field::MovementKind::TeamsMatch;
    const int teams = event.pairs / 2;
    m.rounds = event.rounds > 0 ? event.rounds : swiss_rounds_possible(teams);
    m.name = "Swiss teams, " + std::to_string(teams) + " teams, " + std::to_string(m.rounds) +
             (m.rounds == 1 ? " round" : " rounds");
    m.tables = 2 * (teams / 2);
    m.pairs = event.pairs;
    m.board_sets = m.rounds;
    return m;
  }
  return event.movement == "mitchell" ? field::mitchell(event.pairs / 2) : field::howell(event.pairs);
}

int rounds_played(const EventRecord& event, const field::Movement& movement) {
  return event.rounds > 0 ? std::min(event.rounds, movement.rounds) : movement.rounds;
}

std::size_t tables_per_round(const field::Movement& movement) {
  // A Swiss movement's seatings come round by round: its size is known.
  if (movement.seatings.empty()) return static_cast<std::size_t>(movement.tables);
  std::map<int, std::size_t> per_round;
  for (const field::Seating& s : movement.seatings)
    if (s.table > 0) ++per_round[s.round];
  std::size_t most = 0;
  for (const auto& [round, tables] : per_round) most = std::max(most, tables);
  return most;
}

std::vector<int> boards_of_set(const EventRecord& event, int set) {
  std::vector<int> boards;
  for (int k = 1; k <= event.boards_per_round; ++k) boards.push_back((set - 1) * event.boards_per_round + k);
  return boards;
}

std::string field_of_pair(const EventRecord& event, int pair) {
  if (event.movement == "teams") return pair <= 2 ? "team 1" : "team 2";
  if (event.movement == "swiss") return "team " + std::to_string((pair + 1) / 2);
  if (event.movement != "mitchell") return "";
  return pair <= event.pairs / 2 ? "NS" : "EW";
}

std::string pair_label(const EventPair& pair) {
  return std::to_string(pair.pair) + ": " + pair.players[0].name + " - " + pair.players[1].name;
}

void Events::load() {
  std::vector<EventRecord> all = storage_.load_events();
  std::lock_guard lock(mutex_);
  for (EventRecord& e : all) {
    pairs_[e.id] = storage_.event_pairs(e.id);
    tables_[e.id] = storage_.event_tables(e.id);
    for (const EventTable& t : tables_[e.id]) table_by_id_[t.table_id] = t;
    adjustments_[e.id] = storage_.event_adjustments(e.id);
    events_[e.id] = std::move(e);
  }
}

EventRecord Events::create(EventRecord event) {
  event.id = storage_.create_event(event);
  std::lock_guard lock(mutex_);
  events_[event.id] = event;
  return event;
}

void Events::update(const EventRecord& event) {
  storage_.update_event(event);
  std::lock_guard lock(mutex_);
  events_[event.id] = event;
}

std::optional<EventRecord> Events::find(std::int64_t event_id) const {
  std::lock_guard lock(mutex_);
  auto it = events_.find(event_id);
  if (it == events_.end()) return std::nullopt;
  return it->second;
}

std::vector<EventRecord> Events::all() const {
  std::lock_guard lock(mutex_);
  std::vector<EventRecord> out;
  for (const auto& [id, e] : events_) out.push_back(e);
  return out;
}

EventPair Events::register_pair(std::int64_t event_id, const std::array<EventPlayer, 2>& players) {
  std::lock_guard lock(mutex_);
  std::vector<EventPair>& pairs = pairs_[event_id];
  EventPair pair{event_id, static_cast<int>(pairs.size()) + 1, players};
  storage_.save_event_pair(pair);
  pairs.push_back(pair);
  return pair;
}

void Events::replace_pair(const EventPair& pair) {
  std::lock_guard lock(mutex_);
  storage_.save_event_pair(pair);
  for (EventPair& p : pairs_[pair.event_id])
    if (p.pair == pair.pair) p = pair;
}

std::vector<EventPair> Events::pairs(std::int64_t event_id) const {
  std::lock_guard lock(mutex_);
  auto it = pairs_.find(event_id);
  return it == pairs_.end() ? std::vector<EventPair>{} : it->second;
}

std::optional<EventPair> Events::pair(std::int64_t event_id, int number) const {
  for (const EventPair& p : pairs(event_id))
    if (p.pair == number) return p;
  return std::nullopt;
}

std::optional<EventPair> Events::pair_of_user(std::int64_t event_id, std::int64_t user_id) const {
  if (user_id == 0) return std::nullopt;
  for (const EventPair& p : pairs(event_id))
    for (const EventPlayer& player : p.players)
      if (player.user_id == user_id) return p;
  return std::nullopt;
}

void Events::add_table(const EventTable& table) {
  storage_.add_event_table(table);
  std::lock_guard lock(mutex_);
  tables_[table.event_id].push_back(table);
  table_by_id_[table.table_id] = table;
}

std::vector<EventTable> Events::tables(std::int64_t event_id) const {
  std::lock_guard lock(mutex_);
  auto it = tables_.find(event_id);
  return it == tables_.end() ? std::vector<EventTable>{} : it->second;
}

std::optional<EventTable> Events::table_at(std::int64_t table_id) const {
  std::lock_guard lock(mutex_);
  auto it = table_by_id_.find(table_id);
  if (it == table_by_id_.end()) return std::nullopt;
  return it->second;
}

void Events::adjust(const EventAdjustment& adjustment) {
  storage_.add_event_adjustment(adjustment);
  std::lock_guard lock(mutex_);
  adjustments_[adjustment.event_id].push_back(adjustment);
}

std::vector<EventAdjustment> Events::adjustments(std::int64_t event_id) const {
  std::lock_guard lock(mutex_);
  auto it = adjustments_.find(event_id);
  return it == adjustments_.end() ? std::vector<EventAdjustment>{} : it->second;
}

std::optional<Deal> Events::deal(std::int64_t event_id, int board) const {
  const std::optional<EventRecord> e = find(event_id);
  if (!e || board < 1 || board > static_cast<int>(e->deals.size())) return std::nullopt;
  Result<Deal> deal = Deal::from_pbn(e->deals[static_cast<std::size_t>(board - 1)]);
  if (!deal) return std::nullopt;
  return *deal;
}

field::PairsEventResults Events::results(std::int64_t event_id) const {
  const std::optional<EventRecord> event = find(event_id);
  if (!event) return {};
  std::map<int, std::string> labels;
  std::map<int, std::string> fields;
  for (const EventPair& p : pairs(event_id)) {
    labels[p.pair] = pair_label(p);
    fields[p.pair] = field_of_pair(*event, p.pair);
  }
  std::vector<field::PairBoardResult> results;
  for (const BoardResultRow& row : storage_.event_results(event_id)) {
    const std::optional<EventTable> table = table_at(row.table_id);
    if (!table) continue;
    results.push_back({row.board, table->north_south, table->east_west,
                       board_result_of(row, labels[table->north_south], labels[table->east_west])});
  }
  std::vector<field::AdjustedScore> adjusted;
  for (const EventAdjustment& a : adjustments(event_id)) adjusted.push_back(a.score);
  // A full board has one result per table that plays its set.
  int expected = 0;
  if (event->state != EventState::Registering) {
    const field::Movement movement = event_movement(*event);
    std::map<int, int> per_set;
    for (const field::Seating& s : movement.seatings)
      if (s.round <= rounds_played(*event, movement) && s.table > 0) ++per_set[s.board_set];
    for (const auto& [set, count] : per_set) expected = std::max(expected, count);
  }
  return field::score_pairs_event(event->scoring, fields, results, adjusted, expected);
}

std::optional<field::TeamMatchResult> Events::team_match(std::int64_t event_id,
                                                        const std::set<int>& boards) const {
  const std::optional<EventRecord> event = find(event_id);
  if (!event || event->movement != "teams" || event->state == EventState::Registering) return std::nullopt;
  // Each board's two rooms: the open room has pair 1 North-South, the
  // closed room pair 3.
  std::map<int, std::map<int, int>> ns_score;  // board -> North-South pair -> score
  for (const BoardResultRow& row : storage_.event_results(event_id))
    if (const std::optional<EventTable> table = table_at(row.table_id))
      ns_score[row.board][table->north_south] = row.score_ns;
  std::vector<field::TeamBoard> played;
  for (const auto& [board, rooms] : ns_score)
    if (boards.count(board) && rooms.count(1) && rooms.count(3)) played.push_back({board, rooms.at(1), rooms.at(3)});
  return field::score_team_match(played, static_cast<int>(event->deals.size()));
}

std::optional<field::SwissTeamsResults> Events::swiss_teams(std::int64_t event_id, const std::set<int>& boards,
                                                           int last_round) const {
  const std::optional<EventRecord> event = find(event_id);
  if (!event || event->movement != "swiss" || event->state == EventState::Registering) return std::nullopt;
  std::vector<field::Seating> seatings;
  for (const EventTable& t : tables(event_id))
    if (t.round <= last_round) seatings.push_back({t.round, t.table, t.north_south, t.east_west, t.board_set});
  std::vector<field::SwissTableResult> played;
  for (const BoardResultRow& row : storage_.event_results(event_id))
    if (const std::optional<EventTable> table = table_at(row.table_id); table && boards.count(row.board))
      played.push_back({table->round, table->table, row.board, row.score_ns});
  return field::score_swiss_teams(event->pairs / 2, event->boards_per_round, seatings, played);
}

std::set<int> Events::boards_finished(std::int64_t event_id, int pair) const {
  std::set<std::int64_t> own_tables;
  for (const EventTable& t : tables(event_id))
    if (t.north_south == pair || t.east_west == pair) own_tables.insert(t.table_id);
  std::set<int> boards;
  for (const BoardResultRow& row : storage_.event_results(event_id))
    if (own_tables.count(row.table_id)) boards.insert(row.board);
  return boards;
}

std::set<int> Events::boards_due(const EventRecord& event, int pair) const {
  std::set<int> boards;
  if (event.state == EventState::Registering) return boards;
  const field::Movement movement = event_movement(event);
  if (event.movement == "swiss") {
    // Every round's boards, but those of a round its team sat out.
    std::map<int, bool> seated;  // by round opened
    for (const EventTable& t : tables(event.id))
      seated[t.round] = seated[t.round] || t.north_south == pair || t.east_west == pair;
    for (int round = 1; round <= rounds_played(event, movement); ++round)
      if (!seated.count(round) || seated[round])
        for (int b : boards_of_set(event, round)) boards.insert(b);
    return boards;
  }
  for (const field::Seating& s : movement.seatings) {
    if (s.round > rounds_played(event, movement) || s.table == 0) continue;
    if (s.north_south != pair && s.east_west != pair) continue;
    for (int b : boards_of_set(event, s.board_set)) boards.insert(b);
  }
  return boards;
}

std::map<std::int64_t, int> Events::results_per_table(std::int64_t event_id) const {
  std::map<std::int64_t, int> counts;
  for (const BoardResultRow& row : storage_.event_results(event_id)) ++counts[row.table_id];
  return counts;
}

}  // namespace tenace::server
