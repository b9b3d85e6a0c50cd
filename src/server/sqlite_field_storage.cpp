// SqliteStorage's tournaments, tournament entries and ratings. A
// tournament's deals are stored with it (not a seed), so its boards stay
// the same whatever later versions of the dealer do.
#include <nlohmann/json.hpp>

#include "server/sqlite_statement.h"

namespace tenace::server {

void SqliteStorage::create_field_tables() {
  exec(
      "CREATE TABLE IF NOT EXISTS tournaments("
      " id INTEGER PRIMARY KEY, name TEXT NOT NULL, scoring TEXT NOT NULL, system TEXT NOT NULL,"
      " deals TEXT NOT NULL, creator INTEGER NOT NULL, starts INTEGER NOT NULL, ends INTEGER NOT NULL,"
      " think_seconds INTEGER NOT NULL, reference_tables INTEGER NOT NULL, created TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS tournament_entries("
      " tournament_id INTEGER NOT NULL REFERENCES tournaments(id), table_id INTEGER NOT NULL REFERENCES tables(id),"
      " user_id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY(tournament_id, table_id));"
      "CREATE INDEX IF NOT EXISTS tournament_entries_user ON tournament_entries(user_id);"
      "CREATE TABLE IF NOT EXISTS ratings("
      " id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, rating REAL NOT NULL, deviation REAL NOT NULL,"
      " tournament_id INTEGER NOT NULL, at INTEGER NOT NULL);"
      "CREATE INDEX IF NOT EXISTS ratings_user ON ratings(user_id, id);");
}

std::int64_t SqliteStorage::create_tournament(const TournamentRecord& t) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO tournaments(name, scoring, system, deals, creator, starts, ends, think_seconds,"
              " reference_tables, created) VALUES(?,?,?,?,?,?,?,?,?,?)");
  s.bind(1, t.name)
      .bind(2, std::string(field::field_scoring_name(t.scoring)))
      .bind(3, t.system)
      .bind(4, nlohmann::json(t.deals).dump())
      .bind(5, t.creator)
      .bind(6, t.starts)
      .bind(7, t.ends)
      .bind(8, std::int64_t{t.think_seconds})
      .bind(9, std::int64_t{t.reference_tables})
      .bind(10, now_iso());
  if (s.run() != SQLITE_DONE) throw StorageError(std::string("cannot create tournament: ") + sqlite3_errmsg(db_));
  return sqlite3_last_insert_rowid(db_);
}

std::vector<TournamentRecord> SqliteStorage::load_tournaments() {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT id, name, scoring, system, deals, creator, starts, ends, think_seconds, reference_tables"
              " FROM tournaments ORDER BY id");
  std::vector<TournamentRecord> all;
  while (s.step()) {
    TournamentRecord t;
    t.id = s.integer(0);
    t.name = s.text(1);
    const std::optional<field::FieldScoring> scoring = field::parse_field_scoring(s.text(2));
    if (!scoring) throw StorageError("tournament " + std::to_string(t.id) + ": unknown scoring '" + s.text(2) + "'");
    t.scoring = *scoring;
    t.system = s.text(3);
    const nlohmann::json deals = nlohmann::json::parse(s.text(4), nullptr, false);
    if (!deals.is_array()) throw StorageError("tournament " + std::to_string(t.id) + ": deals are not a list");
    for (const auto& d : deals) {
      if (!d.is_string()) throw StorageError("tournament " + std::to_string(t.id) + ": a deal is not text");
      t.deals.push_back(d.get<std::string>());
    }
    t.creator = s.integer(5);
    t.starts = s.integer(6);
    t.ends = s.integer(7);
    t.think_seconds = static_cast<int>(s.integer(8));
    t.reference_tables = static_cast<int>(s.integer(9));
    all.push_back(std::move(t));
  }
  return all;
}

void SqliteStorage::add_tournament_entry(const TournamentEntry& e) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO tournament_entries(tournament_id, table_id, user_id, name) VALUES(?,?,?,?)");
  s.bind(1, e.tournament_id).bind(2, e.table_id).bind(3, e.user_id).bind(4, e.name);
  if (s.run() != SQLITE_DONE) throw StorageError(std::string("cannot store entry: ") + sqlite3_errmsg(db_));
}

std::vector<TournamentEntry> SqliteStorage::tournament_entries(std::int64_t tournament_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT tournament_id, table_id, user_id, name FROM tournament_entries WHERE tournament_id = ?"
              " ORDER BY table_id");
  s.bind(1, tournament_id);
  std::vector<TournamentEntry> entries;
  while (s.step()) entries.push_back(TournamentEntry{s.integer(0), s.integer(1), s.integer(2), s.text(3)});
  return entries;
}

std::vector<std::pair<TournamentEntry, BoardResultRow>> SqliteStorage::tournament_results(
    std::int64_t tournament_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT e.tournament_id, e.table_id, e.user_id, e.name, r.board, r.deal, r.contract, r.declarer,"
              " r.tricks, r.score_ns, r.lead FROM tournament_entries e JOIN results r ON r.table_id = e.table_id"
              " WHERE e.tournament_id = ? ORDER BY r.board, e.table_id");
  s.bind(1, tournament_id);
  std::vector<std::pair<TournamentEntry, BoardResultRow>> rows;
  while (s.step()) {
    TournamentEntry entry{s.integer(0), s.integer(1), s.integer(2), s.text(3)};
    BoardResultRow row;
    row.table_id = entry.table_id;
    row.board = static_cast<int>(s.integer(4));
    row.deal = s.text(5);
    row.contract = s.text(6);
    row.declarer = s.text(7);
    row.tricks = static_cast<int>(s.integer(8));
    row.score_ns = static_cast<int>(s.integer(9));
    row.lead = s.text(10);
    rows.emplace_back(std::move(entry), std::move(row));
  }
  return rows;
}

void SqliteStorage::record_rating(const RatingRecord& r) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO ratings(user_id, rating, deviation, tournament_id, at) VALUES(?,?,?,?,?)");
  s.bind(1, r.user_id).bind(2, r.rating).bind(3, r.deviation).bind(4, r.tournament_id).bind(5, r.at);
  if (s.run() != SQLITE_DONE) throw StorageError(std::string("cannot store rating: ") + sqlite3_errmsg(db_));
}

std::optional<RatingRecord> SqliteStorage::rating(std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT user_id, rating, deviation, tournament_id, at FROM ratings WHERE user_id = ?"
              " ORDER BY id DESC LIMIT 1");
  s.bind(1, user_id);
  if (!s.step()) return std::nullopt;
  return RatingRecord{s.integer(0), s.real(1), s.real(2), s.integer(3), s.integer(4)};
}

std::vector<RatingRecord> SqliteStorage::rating_history(std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT user_id, rating, deviation, tournament_id, at FROM ratings WHERE user_id = ? ORDER BY id");
  s.bind(1, user_id);
  std::vector<RatingRecord> history;
  while (s.step()) history.push_back(RatingRecord{s.integer(0), s.real(1), s.real(2), s.integer(3), s.integer(4)});
  return history;
}

}  // namespace tenace::server
