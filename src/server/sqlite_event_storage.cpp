// SqliteStorage's pairs events among people: the event (its deals stored
// with it, dealt once, so that every table of a board plays the same
// cards whatever later versions of the dealer do), its pairs, the tables
// its rounds opened and the director's adjusted scores.
#include <nlohmann/json.hpp>

#include "server/sqlite_statement.h"

namespace tenace::server {

void SqliteStorage::create_event_tables() {
  exec(
      "CREATE TABLE IF NOT EXISTS bridge_events("
      " id INTEGER PRIMARY KEY, name TEXT NOT NULL, director INTEGER NOT NULL, movement TEXT NOT NULL,"
      " scoring TEXT NOT NULL, system TEXT NOT NULL, boards_per_round INTEGER NOT NULL, rounds INTEGER NOT NULL,"
      " state TEXT NOT NULL, round INTEGER NOT NULL, pairs INTEGER NOT NULL, deals TEXT NOT NULL,"
      " created TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS event_pairs("
      " event_id INTEGER NOT NULL REFERENCES bridge_events(id), pair INTEGER NOT NULL,"
      " user1 INTEGER NOT NULL, name1 TEXT NOT NULL, user2 INTEGER NOT NULL, name2 TEXT NOT NULL,"
      " PRIMARY KEY(event_id, pair));"
      "CREATE TABLE IF NOT EXISTS event_tables("
      " event_id INTEGER NOT NULL REFERENCES bridge_events(id), round INTEGER NOT NULL, movement_table INTEGER NOT NULL,"
      " board_set INTEGER NOT NULL, north_south INTEGER NOT NULL, east_west INTEGER NOT NULL,"
      " table_id INTEGER NOT NULL REFERENCES tables(id), PRIMARY KEY(event_id, round, movement_table));"
      "CREATE TABLE IF NOT EXISTS event_adjustments("
      " id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES bridge_events(id), board INTEGER NOT NULL,"
      " pair INTEGER NOT NULL, kind TEXT NOT NULL, value REAL NOT NULL, at TEXT NOT NULL);");
}

std::int64_t SqliteStorage::create_event(const EventRecord& e) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO bridge_events(name, director, movement, scoring, system, boards_per_round, rounds, state,"
              " round, pairs, deals, created) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)");
  s.bind(1, e.name)
      .bind(2, e.director)
      .bind(3, e.movement)
      .bind(4, std::string(field::field_scoring_name(e.scoring)))
      .bind(5, e.system)
      .bind(6, std::int64_t{e.boards_per_round})
      .bind(7, std::int64_t{e.rounds})
      .bind(8, std::string(event_state_name(e.state)))
      .bind(9, std::int64_t{e.round})
      .bind(10, std::int64_t{e.pairs})
      .bind(11, nlohmann::json(e.deals).dump())
      .bind(12, now_iso());
  s.run_or_throw("create event");
  return sqlite3_last_insert_rowid(db_);
}

void SqliteStorage::update_event(const EventRecord& e) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "UPDATE bridge_events SET movement = ?, state = ?, round = ?, pairs = ?, rounds = ?, deals = ?"
              " WHERE id = ?");
  s.bind(1, e.movement)
      .bind(2, std::string(event_state_name(e.state)))
      .bind(3, std::int64_t{e.round})
      .bind(4, std::int64_t{e.pairs})
      .bind(5, std::int64_t{e.rounds})
      .bind(6, nlohmann::json(e.deals).dump())
      .bind(7, e.id);
  s.run_or_throw("update event");
}

std::vector<EventRecord> SqliteStorage::load_events() {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT id, name, director, movement, scoring, system, boards_per_round, rounds, state, round, pairs,"
              " deals FROM bridge_events ORDER BY id");
  std::vector<EventRecord> all;
  while (s.step()) {
    EventRecord e;
    e.id = s.integer(0);
    const std::string where = "event " + std::to_string(e.id) + ": ";
    e.name = s.text(1);
    e.director = s.integer(2);
    e.movement = s.text(3);
    const std::optional<field::FieldScoring> scoring = field::parse_field_scoring(s.text(4));
    if (!scoring) throw StorageError(where + "unknown scoring '" + s.text(4) + "'");
    e.scoring = *scoring;
    e.system = s.text(5);
    e.boards_per_round = static_cast<int>(s.integer(6));
    e.rounds = static_cast<int>(s.integer(7));
    const std::optional<EventState> state = parse_event_state(s.text(8));
    if (!state) throw StorageError(where + "unknown state '" + s.text(8) + "'");
    e.state = *state;
    e.round = static_cast<int>(s.integer(9));
    e.pairs = static_cast<int>(s.integer(10));
    const nlohmann::json deals = nlohmann::json::parse(s.text(11), nullptr, false);
    if (!deals.is_array()) throw StorageError(where + "deals are not a list");
    for (const auto& d : deals) {
      if (!d.is_string()) throw StorageError(where + "a deal is not text");
      e.deals.push_back(d.get<std::string>());
    }
    all.push_back(std::move(e));
  }
  return all;
}

void SqliteStorage::save_event_pair(const EventPair& p) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT OR REPLACE INTO event_pairs(event_id, pair, user1, name1, user2, name2) VALUES(?,?,?,?,?,?)");
  s.bind(1, p.event_id)
      .bind(2, std::int64_t{p.pair})
      .bind(3, p.players[0].user_id)
      .bind(4, p.players[0].name)
      .bind(5, p.players[1].user_id)
      .bind(6, p.players[1].name);
  s.run_or_throw("store pair");
}

std::vector<EventPair> SqliteStorage::event_pairs(std::int64_t event_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT pair, user1, name1, user2, name2 FROM event_pairs WHERE event_id = ? ORDER BY pair");
  s.bind(1, event_id);
  std::vector<EventPair> pairs;
  while (s.step())
    pairs.push_back(EventPair{event_id, static_cast<int>(s.integer(0)),
                              {EventPlayer{s.integer(1), s.text(2)}, EventPlayer{s.integer(3), s.text(4)}}});
  return pairs;
}

void SqliteStorage::add_event_table(const EventTable& t) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO event_tables(event_id, round, movement_table, board_set, north_south, east_west, table_id)"
              " VALUES(?,?,?,?,?,?,?)");
  s.bind(1, t.event_id)
      .bind(2, std::int64_t{t.round})
      .bind(3, std::int64_t{t.table})
      .bind(4, std::int64_t{t.board_set})
      .bind(5, std::int64_t{t.north_south})
      .bind(6, std::int64_t{t.east_west})
      .bind(7, t.table_id);
  s.run_or_throw("store event table");
}

std::vector<EventTable> SqliteStorage::event_tables(std::int64_t event_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT round, movement_table, board_set, north_south, east_west, table_id FROM event_tables"
              " WHERE event_id = ? ORDER BY round, movement_table");
  s.bind(1, event_id);
  std::vector<EventTable> tables;
  while (s.step())
    tables.push_back(EventTable{event_id, static_cast<int>(s.integer(0)), static_cast<int>(s.integer(1)),
                                static_cast<int>(s.integer(2)), static_cast<int>(s.integer(3)),
                                static_cast<int>(s.integer(4)), s.integer(5)});
  return tables;
}

void SqliteStorage::add_event_adjustment(const EventAdjustment& a) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO event_adjustments(event_id, board, pair, kind, value, at) VALUES(?,?,?,?,?,?)");
  s.bind(1, a.event_id)
      .bind(2, std::int64_t{a.score.board})
      .bind(3, std::int64_t{a.score.pair})
      .bind(4, std::string(field::adjustment_name(a.score.kind)))
      .bind(5, a.score.value)
      .bind(6, now_iso());
  s.run_or_throw("store adjustment");
}

std::vector<EventAdjustment> SqliteStorage::event_adjustments(std::int64_t event_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT board, pair, kind, value FROM event_adjustments WHERE event_id = ? ORDER BY id");
  s.bind(1, event_id);
  std::vector<EventAdjustment> all;
  while (s.step()) {
    const std::optional<field::AdjustmentKind> kind = field::parse_adjustment(s.text(2));
    if (!kind) throw StorageError("event " + std::to_string(event_id) + ": unknown adjustment '" + s.text(2) + "'");
    all.push_back(EventAdjustment{
        event_id, field::AdjustedScore{static_cast<int>(s.integer(0)), static_cast<int>(s.integer(1)), *kind, s.real(3)}});
  }
  return all;
}

std::vector<BoardResultRow> SqliteStorage::event_results(std::int64_t event_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT r.table_id, r.board, r.deal, r.contract, r.declarer, r.tricks, r.score_ns, r.lead"
              " FROM event_tables t JOIN results r ON r.table_id = t.table_id WHERE t.event_id = ?"
              " ORDER BY r.board, r.table_id");
  s.bind(1, event_id);
  std::vector<BoardResultRow> rows;
  while (s.step())
    rows.push_back(BoardResultRow{s.integer(0), static_cast<int>(s.integer(1)), s.text(2), s.text(3), s.text(4),
                                  static_cast<int>(s.integer(5)), static_cast<int>(s.integer(6)), s.text(7)});
  return rows;
}

}  // namespace tenace::server
