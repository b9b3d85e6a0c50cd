#include "server/sqlite_storage.h"

#include "server/sqlite_statement.h"

#include <sqlite3.h>

#include <chrono>
#include <iostream>
#include <map>
#include <string_view>
#include <utility>
#include <vector>

namespace tenace::server {

SqliteStorage::SqliteStorage(const std::string& path, std::chrono::seconds session_idle_limit)
    : session_idle_limit_(session_idle_limit) {
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string message = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw StorageError("cannot open database " + path + ": " + message);
  }
  sqlite3_busy_timeout(db_, 5000);
  exec("PRAGMA journal_mode=WAL");
  exec("PRAGMA synchronous=NORMAL");
  exec("PRAGMA foreign_keys=ON");
  exec(
      "CREATE TABLE IF NOT EXISTS users("
      " id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,"
      " guest INTEGER NOT NULL, created TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS tables("
      " id INTEGER PRIMARY KEY, name TEXT NOT NULL, scoring TEXT NOT NULL,"
      " kibitzers_see_all INTEGER NOT NULL, created TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS events("
      " table_id INTEGER NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL,"
      " kind TEXT NOT NULL, seat TEXT NOT NULL, payload TEXT NOT NULL, at TEXT NOT NULL,"
      " PRIMARY KEY(table_id, seq));"
      "CREATE TABLE IF NOT EXISTS results("
      " table_id INTEGER NOT NULL REFERENCES tables(id), board INTEGER NOT NULL, deal TEXT NOT NULL,"
      " contract TEXT NOT NULL, declarer TEXT NOT NULL, tricks INTEGER NOT NULL, score_ns INTEGER NOT NULL,"
      " at TEXT NOT NULL, PRIMARY KEY(table_id, board));"
      "CREATE TABLE IF NOT EXISTS chat("
      " id INTEGER PRIMARY KEY, scope TEXT NOT NULL, table_id INTEGER NOT NULL, from_user INTEGER NOT NULL,"
      " to_user INTEGER NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS mutes("
      " user_id INTEGER NOT NULL, muted_id INTEGER NOT NULL, PRIMARY KEY(user_id, muted_id));"
      "CREATE TABLE IF NOT EXISTS analyses("
      " table_id INTEGER NOT NULL REFERENCES tables(id), board INTEGER NOT NULL, payload TEXT NOT NULL,"
      " at TEXT NOT NULL, PRIMARY KEY(table_id, board));");
  migrate_sessions();
  migrate_user_names();
  // Databases from before tables could close, or knew their creator.
  if (!has_column("tables", "closed")) exec("ALTER TABLE tables ADD COLUMN closed TEXT");
  if (!has_column("tables", "creator")) exec("ALTER TABLE tables ADD COLUMN creator INTEGER NOT NULL DEFAULT 0");
  if (!has_column("tables", "think_seconds"))
    exec("ALTER TABLE tables ADD COLUMN think_seconds INTEGER NOT NULL DEFAULT 0");
  if (!has_column("tables", "system")) exec("ALTER TABLE tables ADD COLUMN system TEXT NOT NULL DEFAULT '2over1'");
  if (!has_column("tables", "game")) exec("ALTER TABLE tables ADD COLUMN game TEXT NOT NULL DEFAULT 'bridge'");
  if (!has_column("tables", "options")) exec("ALTER TABLE tables ADD COLUMN options TEXT NOT NULL DEFAULT '{}'");
  if (!has_column("tables", "tournament"))
    exec("ALTER TABLE tables ADD COLUMN tournament INTEGER NOT NULL DEFAULT 0");
  if (!has_column("tables", "board_limit"))
    exec("ALTER TABLE tables ADD COLUMN board_limit INTEGER NOT NULL DEFAULT 0");
  if (!has_column("tables", "event_id")) exec("ALTER TABLE tables ADD COLUMN event_id INTEGER NOT NULL DEFAULT 0");
  if (!has_column("results", "lead")) exec("ALTER TABLE results ADD COLUMN lead TEXT NOT NULL DEFAULT ''");
  create_field_tables();
  create_event_tables();
  exec("CREATE INDEX IF NOT EXISTS tables_open ON tables(closed)");
  insert_event_ = std::make_unique<Statement>(
      db_, "INSERT INTO events(table_id, seq, kind, seat, payload, at) VALUES(?,?,?,?,?,?)");
}

SqliteStorage::~SqliteStorage() {
  insert_event_.reset();
  sqlite3_close(db_);
}

// Sessions are kept by the digest of their token, never the token itself
// (a copy of the database gives no way in), with the time each was last
// used. A database from before this holds plain tokens: those sessions end
// (their users log in again) rather than being kept in the clear.
void SqliteStorage::migrate_sessions() {
  bool plain_tokens = false;
  {
    Statement s(db_, "SELECT 1 FROM pragma_table_info('sessions') WHERE name = 'token'");
    plain_tokens = s.step();
  }
  if (plain_tokens) exec("DROP TABLE sessions");
  exec(
      "CREATE TABLE IF NOT EXISTS sessions("
      " token_digest TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),"
      " created TEXT NOT NULL, last_used INTEGER NOT NULL)");
}

// User names are unique whatever their case ("Alice" and "ALICE" are one
// name). A database from before this may hold names differing only in case:
// the oldest account keeps its name, each later one is renamed NAME-ID (its
// sessions keep working; it logs in under the new name), and the rename is
// reported on stderr.
void SqliteStorage::migrate_user_names() {
  std::vector<std::pair<std::int64_t, std::string>> later;
  {
    Statement s(db_,
                "SELECT id, name FROM users u WHERE EXISTS"
                " (SELECT 1 FROM users v WHERE v.name = u.name COLLATE NOCASE AND v.id < u.id) ORDER BY id");
    while (s.step()) later.emplace_back(s.integer(0), s.text(1));
  }
  for (const auto& [id, name] : later) {
    std::string renamed = name;
    for (;;) {
      renamed += "-" + std::to_string(id);
      Statement taken(db_, "SELECT 1 FROM users WHERE name = ? COLLATE NOCASE");
      taken.bind(1, renamed);
      if (!taken.step()) break;
    }
    Statement rename(db_, "UPDATE users SET name = ? WHERE id = ?");
    rename.bind(1, renamed).bind(2, id);
    rename.run_or_throw("rename user");
    std::cerr << "tenace serve: user name '" << name << "' (id " << id
              << ") differed only in case from an older account; renamed '" << renamed << "'\n";
  }
  exec("CREATE UNIQUE INDEX IF NOT EXISTS users_name_nocase ON users(name COLLATE NOCASE)");
}

void SqliteStorage::exec(const char* sql) {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
    std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw StorageError("sqlite: " + message);
  }
}

bool SqliteStorage::has_column(const char* table, const char* column) {
  Statement s(db_, (std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name = ?").c_str());
  s.bind(1, std::string(column));
  return s.step();
}

std::int64_t SqliteStorage::create_table(const TableSettings& settings, std::int64_t creator) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO tables(name, scoring, kibitzers_see_all, created, creator, think_seconds, system, game,"
              " options, tournament, board_limit, event_id) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)");
  s.bind(1, settings.name)
      .bind(2, std::string(scoring_name(settings.scoring)))
      .bind(3, std::int64_t{settings.kibitzers_see_all})
      .bind(4, now_iso())
      .bind(5, creator)
      .bind(6, std::int64_t{settings.think_seconds})
      .bind(7, settings.system)
      .bind(8, std::string(game_name(settings.game)))
      .bind(9, is_whist(settings.game) ? whist_options_json(settings.whist).dump() : std::string("{}"))
      .bind(10, settings.tournament)
      .bind(11, std::int64_t{settings.board_limit})
      .bind(12, settings.event_id);
  s.run_or_throw("create table");
  return sqlite3_last_insert_rowid(db_);
}

void SqliteStorage::close_table(std::int64_t table_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "UPDATE tables SET closed = ? WHERE id = ?");
  s.bind(1, now_iso()).bind(2, table_id);
  s.run_or_throw("close table");
}

void SqliteStorage::append_event(std::int64_t table_id, std::int64_t seq, const TableEvent& event) {
  std::lock_guard lock(mutex_);
  insert_event_->bind(1, table_id)
      .bind(2, seq)
      .bind(3, std::string(event_kind_name(event.kind)))
      .bind(4, std::string(1, seat_char(event.seat)))
      .bind(5, to_storage(event))
      .bind(6, now_iso());
  insert_event_->run_or_throw("store event");
}

void SqliteStorage::record_result(const BoardResultRow& row) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT OR REPLACE INTO results(table_id, board, deal, contract, declarer, tricks, score_ns, at, lead)"
              " VALUES(?,?,?,?,?,?,?,?,?)");
  s.bind(1, row.table_id)
      .bind(2, std::int64_t{row.board})
      .bind(3, row.deal)
      .bind(4, row.contract)
      .bind(5, row.declarer)
      .bind(6, std::int64_t{row.tricks})
      .bind(7, std::int64_t{row.score_ns})
      .bind(8, now_iso())
      .bind(9, row.lead);
  s.run_or_throw("store result");
}

void SqliteStorage::record_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT OR REPLACE INTO analyses(table_id, board, payload, at) VALUES(?,?,?,?)");
  s.bind(1, table_id).bind(2, std::int64_t{board}).bind(3, to_storage(analysis)).bind(4, now_iso());
  s.run_or_throw("store analysis");
}

std::vector<StoredTable> SqliteStorage::load_tables() {
  std::lock_guard lock(mutex_);
  std::vector<StoredTable> tables;
  load_events(tables, "closed IS NULL", 0);
  return tables;
}

std::optional<StoredTable> SqliteStorage::load_table(std::int64_t table_id) {
  std::lock_guard lock(mutex_);
  std::vector<StoredTable> tables;
  load_events(tables, "id = ?", table_id);
  if (tables.empty()) return std::nullopt;
  return std::move(tables.front());
}

void SqliteStorage::load_events(std::vector<StoredTable>& tables, const char* where, std::int64_t table_id) {
  const bool one = std::string_view(where).find('?') != std::string_view::npos;
  Statement t(db_, (std::string("SELECT id, name, scoring, kibitzers_see_all, creator, think_seconds, system, game, options,"
                                " tournament, board_limit, event_id FROM tables WHERE ") + where +
                    " ORDER BY id")
                       .c_str());
  if (one) t.bind(1, table_id);
  while (t.step()) {
    StoredTable table;
    table.id = t.integer(0);
    table.settings.name = t.text(1);
    table.settings.scoring = t.text(2) == "rubber" ? Scoring::Rubber : Scoring::Duplicate;
    table.settings.kibitzers_see_all = t.integer(3) != 0;
    table.creator = t.integer(4);
    table.settings.think_seconds = static_cast<int>(t.integer(5));
    table.settings.system = t.text(6);
    const std::optional<GameKind> game = parse_game(t.text(7));
    if (!game) throw StorageError("table " + std::to_string(table.id) + ": unknown game '" + t.text(7) + "'");
    table.settings.game = *game;
    Result<DummyWhistOptions> options = whist_options_from_json(nlohmann::json::parse(t.text(8), nullptr, false));
    if (!options) throw StorageError("table " + std::to_string(table.id) + ": " + options.error().message);
    table.settings.whist = *options;
    table.settings.tournament = t.integer(9);
    table.settings.board_limit = static_cast<int>(t.integer(10));
    table.settings.event_id = t.integer(11);
    tables.push_back(std::move(table));
  }
  // Table by table through the primary key, so that closed tables (however
  // many events they hold) cost nothing at start-up.
  Statement e(db_, "SELECT payload FROM events WHERE table_id = ? ORDER BY seq");
  Statement a(db_, "SELECT board, payload FROM analyses WHERE table_id = ?");
  for (StoredTable& table : tables) {
    e.bind(1, table.id);
    while (e.step()) {
      Result<TableEvent> event = from_storage(e.text(0));
      if (!event) throw StorageError("table " + std::to_string(table.id) + ": " + event.error().message);
      table.events.push_back(std::move(event).value());
    }
    e.reset();
    a.bind(1, table.id);
    while (a.step()) {
      const auto board = static_cast<int>(a.integer(0));
      Result<BoardAnalysis> analysis = analysis_from_storage(a.text(1));
      if (!analysis)
        throw StorageError("table " + std::to_string(table.id) + " board " + std::to_string(board) + ": " +
                           analysis.error().message);
      table.analyses[board] = std::move(analysis).value();
    }
    a.reset();
  }
}

std::optional<std::int64_t> SqliteStorage::create_user(const std::string& name, const std::string& password_hash,
                                                       bool guest) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO users(name, password_hash, guest, created) VALUES(?,?,?,?)");
  s.bind(1, name).bind(2, password_hash).bind(3, std::int64_t{guest}).bind(4, now_iso());
  const int rc = s.run();
  if (rc == SQLITE_CONSTRAINT) return std::nullopt;
  if (rc != SQLITE_DONE) throw StorageError(std::string("cannot create user: ") + sqlite3_errmsg(db_));
  return sqlite3_last_insert_rowid(db_);
}

std::optional<UserRecord> SqliteStorage::read_user(Statement& s) {
  if (!s.step()) return std::nullopt;
  UserRecord user{s.integer(0), s.text(1), s.text(2), s.integer(3) != 0};
  return user;
}

std::optional<UserRecord> SqliteStorage::find_user(const std::string& name) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT id, name, password_hash, guest FROM users WHERE name = ? COLLATE NOCASE");
  s.bind(1, name);
  return read_user(s);
}

std::optional<UserRecord> SqliteStorage::user_by_id(std::int64_t id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT id, name, password_hash, guest FROM users WHERE id = ?");
  s.bind(1, id);
  return read_user(s);
}

void SqliteStorage::save_session(const std::string& token_digest, std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT OR REPLACE INTO sessions(token_digest, user_id, created, last_used) VALUES(?,?,?,?)");
  s.bind(1, token_digest).bind(2, user_id).bind(3, now_iso()).bind(4, unix_seconds());
  s.run_or_throw("store session");
}

std::optional<std::int64_t> SqliteStorage::session_user(const std::string& token_digest) {
  std::lock_guard lock(mutex_);
  const std::int64_t now = unix_seconds();
  {
    // Unused for too long: the session is over.
    Statement expire(db_, "DELETE FROM sessions WHERE last_used < ?");
    expire.bind(1, now - session_idle_limit_.count());
    expire.run_or_throw("expire sessions");
  }
  std::optional<std::int64_t> user;
  {
    Statement s(db_, "SELECT user_id FROM sessions WHERE token_digest = ?");
    s.bind(1, token_digest);
    if (s.step()) user = s.integer(0);
  }
  if (user) {
    Statement touch(db_, "UPDATE sessions SET last_used = ? WHERE token_digest = ?");
    touch.bind(1, now).bind(2, token_digest);
    touch.run_or_throw("update session");
  }
  return user;
}

bool SqliteStorage::end_session(const std::string& token_digest) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "DELETE FROM sessions WHERE token_digest = ?");
  s.bind(1, token_digest);
  s.run_or_throw("end session");
  return sqlite3_changes(db_) > 0;
}

void SqliteStorage::record_chat(const ChatRecord& m) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "INSERT INTO chat(scope, table_id, from_user, to_user, text, at) VALUES(?,?,?,?,?,?)");
  s.bind(1, m.scope).bind(2, m.table_id).bind(3, m.from_user).bind(4, m.to_user).bind(5, m.text).bind(6, now_iso());
  s.run_or_throw("store chat");
}

void SqliteStorage::set_mute(std::int64_t user_id, std::int64_t muted_id, bool muted) {
  std::lock_guard lock(mutex_);
  Statement s(db_, muted ? "INSERT OR IGNORE INTO mutes(user_id, muted_id) VALUES(?,?)"
                         : "DELETE FROM mutes WHERE user_id = ? AND muted_id = ?");
  s.bind(1, user_id).bind(2, muted_id);
  s.run_or_throw("store mute");
}

std::vector<std::int64_t> SqliteStorage::muted_by(std::int64_t user_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT muted_id FROM mutes WHERE user_id = ?");
  s.bind(1, user_id);
  std::vector<std::int64_t> muted;
  while (s.step()) muted.push_back(s.integer(0));
  return muted;
}

}  // namespace tenace::server
