// SqliteStorage's tournaments, tournament entries and ratings. A
// tournament's deals are stored with it (not a seed), so its boards stay
// the same whatever later versions of the dealer do.
#include <nlohmann/json.hpp>

#include "server/sqlite_statement.h"

namespace tenace::server {

namespace {

// A result from the columns board, deal, contract, declarer, tricks,
// score_ns, lead, table_id from `first` on (a template: the statement type
// is private).
template <class Row>
BoardResultRow read_result(Row& s, int first) {
  BoardResultRow row;
  row.board = static_cast<int>(s.integer(first));
  row.deal = s.text(first + 1);
  row.contract = s.text(first + 2);
  row.declarer = s.text(first + 3);
  row.tricks = static_cast<int>(s.integer(first + 4));
  row.score_ns = static_cast<int>(s.integer(first + 5));
  row.lead = s.text(first + 6);
  row.table_id = s.integer(first + 7);
  return row;
}

}  // namespace

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
      " source_id INTEGER NOT NULL, at INTEGER NOT NULL, source TEXT NOT NULL, part INTEGER NOT NULL);"
      "CREATE INDEX IF NOT EXISTS ratings_user ON ratings(user_id, id);"
      "CREATE TABLE IF NOT EXISTS board_players("
      " table_id INTEGER NOT NULL REFERENCES tables(id), board INTEGER NOT NULL, north INTEGER NOT NULL,"
      " east INTEGER NOT NULL, south INTEGER NOT NULL, west INTEGER NOT NULL, PRIMARY KEY(table_id, board));"
      "CREATE INDEX IF NOT EXISTS results_deal ON results(deal);"
      "CREATE TABLE IF NOT EXISTS board_clocks("
      " table_id INTEGER NOT NULL REFERENCES tables(id), board INTEGER NOT NULL, remaining_ms INTEGER NOT NULL,"
      " PRIMARY KEY(table_id, board));");
  if (!has_column("tournaments", "board_seconds"))
    exec("ALTER TABLE tournaments ADD COLUMN board_seconds INTEGER NOT NULL DEFAULT 0");
  // Databases from before events and boards were rated: every rating then
  // came from a tournament, whose id the column held.
  if (!has_column("ratings", "source")) {
    exec("ALTER TABLE ratings RENAME COLUMN tournament_id TO source_id");
    exec("ALTER TABLE ratings ADD COLUMN source TEXT NOT NULL DEFAULT 'tournament'");
    exec("ALTER TABLE ratings ADD COLUMN part INTEGER NOT NULL DEFAULT 0");
  }
  exec("CREATE INDEX IF NOT EXISTS ratings_period ON ratings(source, source_id, part)");
}

std::int64_t SqliteStorage::create_tournament(const TournamentRecord& t) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO tournaments(name, scoring, system, deals, creator, starts, ends, think_seconds,"
              " reference_tables, created, board_seconds) VALUES(?,?,?,?,?,?,?,?,?,?,?)");
  s.bind(1, t.name)
      .bind(2, std::string(field::field_scoring_name(t.scoring)))
      .bind(3, t.system)
      .bind(4, nlohmann::json(t.deals).dump())
      .bind(5, t.creator)
      .bind(6, t.starts)
      .bind(7, t.ends)
      .bind(8, std::int64_t{t.think_seconds})
      .bind(9, std::int64_t{t.reference_tables})
      .bind(10, now_iso())
      .bind(11, std::int64_t{t.board_seconds});
  s.run_or_throw("create tournament");
  return sqlite3_last_insert_rowid(db_);
}

std::vector<TournamentRecord> SqliteStorage::load_tournaments() {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT id, name, scoring, system, deals, creator, starts, ends, think_seconds, reference_tables,"
              " board_seconds FROM tournaments ORDER BY id");
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
    t.board_seconds = static_cast<int>(s.integer(10));
    all.push_back(std::move(t));
  }
  return all;
}

void SqliteStorage::add_tournament_entry(const TournamentEntry& e) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO tournament_entries(tournament_id, table_id, user_id, name) VALUES(?,?,?,?)");
  s.bind(1, e.tournament_id).bind(2, e.table_id).bind(3, e.user_id).bind(4, e.name);
  s.run_or_throw("store entry");
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
  Statement s(
      db_,
      "SELECT e.tournament_id, e.table_id, e.user_id, e.name, r.board, r.deal, r.contract, r.declarer,"
      " r.tricks, r.score_ns, r.lead, r.table_id FROM tournament_entries e JOIN results r ON r.table_id = e.table_id"
      " WHERE e.tournament_id = ? ORDER BY r.board, e.table_id");
  s.bind(1, tournament_id);
  std::vector<std::pair<TournamentEntry, BoardResultRow>> rows;
  while (s.step()) {
    TournamentEntry entry{s.integer(0), s.integer(1), s.integer(2), s.text(3)};
    rows.emplace_back(std::move(entry), read_result(s, 4));
  }
  return rows;
}

namespace {

// A row of kRatingColumns (a template: the statement type is private).
template <class Row>
RatingRecord read_rating(Row& s) {
  RatingRecord r{s.integer(0), s.real(1), s.real(2), {}, s.integer(4)};
  const std::optional<RatingSource> source = parse_rating_source(s.text(5));
  if (!source)
    throw StorageError("a rating of user " + std::to_string(r.user_id) + ": unknown source '" + s.text(5) + "'");
  r.period = RatingPeriod{*source, s.integer(3), static_cast<int>(s.integer(6))};
  return r;
}

constexpr const char* kRatingColumns = "SELECT user_id, rating, deviation, source_id, at, source, part FROM ratings";

}  // namespace

void SqliteStorage::save_board_clock(std::int64_t table_id, int board, std::int64_t remaining_ms) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT OR REPLACE INTO board_clocks(table_id, board, remaining_ms) VALUES(?,?,?)");
  s.bind(1, table_id).bind(2, std::int64_t{board}).bind(3, remaining_ms);
  s.run_or_throw("store board clock");
}

std::optional<std::int64_t> SqliteStorage::board_clock(std::int64_t table_id, int board) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT remaining_ms FROM board_clocks WHERE table_id = ? AND board = ?");
  s.bind(1, table_id).bind(2, std::int64_t{board});
  if (!s.step()) return std::nullopt;
  return s.integer(0);
}

void SqliteStorage::record_ratings(const std::vector<RatingRecord>& ratings) {
  std::lock_guard lock(mutex_);
  exec("BEGIN");
  try {
    for (const RatingRecord& r : ratings) {
      Statement s(db_,
                  "INSERT INTO ratings(user_id, rating, deviation, source_id, at, source, part) VALUES(?,?,?,?,?,?,?)");
      s.bind(1, r.user_id)
          .bind(2, r.rating)
          .bind(3, r.deviation)
          .bind(4, r.period.id)
          .bind(5, r.at)
          .bind(6, std::string(rating_source_name(r.period.source)))
          .bind(7, std::int64_t{r.period.part});
      s.run_or_throw("store rating");
    }
  } catch (...) {
    exec("ROLLBACK");
    throw;
  }
  exec("COMMIT");
}

bool SqliteStorage::period_rated(const RatingPeriod& period) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT 1 FROM ratings WHERE source = ? AND source_id = ? AND part = ? LIMIT 1");
  s.bind(1, std::string(rating_source_name(period.source))).bind(2, period.id).bind(3, std::int64_t{period.part});
  return s.step();
}

std::optional<RatingRecord> SqliteStorage::rating(std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, (std::string(kRatingColumns) + " WHERE user_id = ? ORDER BY id DESC LIMIT 1").c_str());
  s.bind(1, user_id);
  if (!s.step()) return std::nullopt;
  return read_rating(s);
}

std::vector<RatingRecord> SqliteStorage::rating_history(std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, (std::string(kRatingColumns) + " WHERE user_id = ? ORDER BY id").c_str());
  s.bind(1, user_id);
  std::vector<RatingRecord> history;
  while (s.step()) history.push_back(read_rating(s));
  return history;
}

void SqliteStorage::record_board_players(std::int64_t table_id, int board, const BoardPlayers& players) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT OR IGNORE INTO board_players(table_id, board, north, east, south, west) VALUES(?,?,?,?,?,?)");
  s.bind(1, table_id).bind(2, std::int64_t{board});
  for (int k = 0; k < 4; ++k) s.bind(3 + k, players[static_cast<std::size_t>(k)]);
  s.run_or_throw("store board players");
}

std::vector<std::pair<BoardPlayers, BoardResultRow>> SqliteStorage::results_of_deal(const std::string& deal) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT p.north, p.east, p.south, p.west, r.board, r.deal, r.contract, r.declarer,"
              " r.tricks, r.score_ns, r.lead, r.table_id FROM results r JOIN board_players p"
              " ON p.table_id = r.table_id AND p.board = r.board WHERE r.deal = ? ORDER BY p.rowid");
  s.bind(1, deal);
  std::vector<std::pair<BoardPlayers, BoardResultRow>> rows;
  while (s.step()) {
    BoardPlayers players{s.integer(0), s.integer(1), s.integer(2), s.integer(3)};
    rows.emplace_back(players, read_result(s, 4));
  }
  return rows;
}

}  // namespace tenace::server
