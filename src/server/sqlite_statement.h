#pragma once
// The pieces SqliteStorage's translation units share: a prepared statement
// that resets itself for reuse, and the clock as stored. Internal to
// sqlite_storage*.cpp.
#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>

#include "server/sqlite_storage.h"

namespace tenace::server {

// A prepared statement that resets itself for reuse.
class SqliteStorage::Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
      throw StorageError(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, std::int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  Statement& bind(int i, double v) {
    sqlite3_bind_double(stmt_, i, v);
    return *this;
  }
  Statement& bind(int i, const std::string& v) {
    sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
  }
  // True while there is a row; throws on error.
  bool step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    last_error_ = rc;
    throw StorageError(std::string("sqlite step: ") + sqlite3_errmsg(db_));
  }
  // Runs a statement that returns no rows, then resets it.
  int run() {
    const int rc = sqlite3_step(stmt_);
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    return rc;
  }
  // Runs a statement that returns no rows, then resets it; a failure throws
  // "cannot WHAT: " and SQLite's message.
  void run_or_throw(const char* what) {
    if (sqlite3_step(stmt_) != SQLITE_DONE) {
      std::string message = std::string("cannot ") + what + ": " + sqlite3_errmsg(db_);
      reset();
      throw StorageError(message);
    }
    reset();
  }
  void reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  std::int64_t integer(int column) { return sqlite3_column_int64(stmt_, column); }
  double real(int column) { return sqlite3_column_double(stmt_, column); }
  // With its stored length: text holding a NUL comes back whole.
  std::string text(int column) {
    // With its length: text may hold any character, NUL included.
    const auto* p = sqlite3_column_text(stmt_, column);
    const int bytes = sqlite3_column_bytes(stmt_, column);
    return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(bytes)) : std::string();
  }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  int last_error_ = 0;
};

// The time now as ISO 8601 in UTC, to the millisecond, as stored.
inline std::string now_iso() {
  using namespace std::chrono;
  const auto now = system_clock::now();
  const std::time_t t = system_clock::to_time_t(now);
  const auto ms = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
  return buffer;
}

inline std::int64_t unix_seconds() {
  using namespace std::chrono;
  return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace tenace::server
