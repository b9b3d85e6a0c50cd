// tenace_restartbench: how long a restart takes to serve its first page
// when the database is big (not a test). It plays a few hundred boards at
// one watched robot table, copies that table's events into closed tables
// until the database holds --megabytes MB (as a long-running server's
// closed tables would), and times, from the same open tables, a restart on
// a small database (the baseline) and on the big one: opening the database,
// restoring the open tables, listening, and answering GET /.
//
//   tenace_restartbench [--megabytes 1024] [--boards 300] [--runs 3]
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "server/server.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

void exec(sqlite3* db, const std::string& sql) {
  char* error = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : "?";
    sqlite3_free(error);
    throw std::runtime_error("sqlite: " + message + " in " + sql.substr(0, 80));
  }
}

std::uintmax_t database_bytes(const fs::path& db) {
  std::uintmax_t total = 0;
  for (const char* suffix : {"", "-wal"}) {
    std::error_code ec;
    const auto size = fs::file_size(db.string() + suffix, ec);
    if (!ec) total += size;
  }
  return total;
}

tenace::server::ServerOptions options_for(const fs::path& db, const fs::path& web) {
  tenace::server::ServerOptions options;
  options.port = 0;
  options.database = db.string();
  options.web_root = web;
  options.messages_per_second = 1e6;
  options.lobby.analysis_threads = 0;
  options.lobby.robot_pace = std::chrono::milliseconds(0);
  options.lobby.robot_board_pause = std::chrono::milliseconds(0);
  return options;
}

// Plays `boards` boards at one watched robot table (table 1, left open).
void play_boards(const fs::path& db, const fs::path& web, int boards) {
  tenace::server::Server server(options_for(db, web));
  server.start();
  tenace::testing::WsClient c(server.port());
  c.send({{"type", "guest"}, {"name", "filler"}});
  c.receive_until("welcome");
  c.send({{"type", "create"}});
  const std::int64_t table = c.receive_until("created").at("table");
  c.send({{"type", "watch"}, {"table", table}});
  for (const char* seat : {"N", "E", "S", "W"}) c.send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  for (;;) {
    const json m = c.receive_until("table");
    const json& board = m.at("table").at("board");
    if (!board.is_null() && board.at("number").get<int>() > boards) break;
  }
}

// Seconds from starting a server on `db` to its answer to GET /.
double restart_seconds(const fs::path& db, const fs::path& web) {
  const auto start = Clock::now();
  tenace::server::Server server(options_for(db, web));
  server.start();
  const auto [status, body] = tenace::testing::http_get(server.port(), "/");
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (status != 200) throw std::runtime_error("GET / answered " + std::to_string(status));
  return seconds;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  long megabytes = 1024;
  int boards = 300;
  int runs = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const long v = std::stol(argv[i + 1]);
    if (a == "--megabytes") megabytes = v;
    else if (a == "--boards") boards = static_cast<int>(v);
    else if (a == "--runs") runs = static_cast<int>(v);
    else {
      std::cerr << "usage: tenace_restartbench [--megabytes M] [--boards B] [--runs R]\n";
      return 2;
    }
  }
  try {
    const fs::path dir = tenace::testing::fresh_temp_dir("restartbench");
    const fs::path web = dir / "web";
    fs::create_directories(web);
    std::ofstream(web / "index.html") << "<!doctype html><title>tenace</title>\n";
    const fs::path small = dir / "small.db";
    const fs::path big = dir / "big.db";
    play_boards(small, web, boards);
    // The big database: the same open table, plus closed copies of it.
    {
      sqlite3* db = nullptr;
      if (sqlite3_open(small.string().c_str(), &db) != SQLITE_OK) throw std::runtime_error("cannot open the database");
      exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
      exec(db, "VACUUM INTO '" + big.string() + "'");
      sqlite3_close(db);
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(big.string().c_str(), &db) != SQLITE_OK) throw std::runtime_error("cannot open the copy");
    exec(db, "PRAGMA journal_mode=WAL");
    int copies = 0;
    while (database_bytes(big) < static_cast<std::uintmax_t>(megabytes) * 1024 * 1024) {
      exec(db, "BEGIN");
      for (int i = 0; i < 20; ++i) {
        exec(db,
             "INSERT INTO tables(name, scoring, kibitzers_see_all, created, closed, creator) "
             "SELECT name, scoring, kibitzers_see_all, created, created, creator FROM tables WHERE id = 1");
        exec(db,
             "INSERT INTO events(table_id, seq, kind, seat, payload, at) "
             "SELECT last_insert_rowid(), seq, kind, seat, payload, at FROM events WHERE table_id = 1");
        ++copies;
      }
      exec(db, "COMMIT");
    }
    exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
    sqlite3_close(db);

    std::vector<double> small_times;
    std::vector<double> big_times;
    for (int run = 0; run < runs; ++run) {
      small_times.push_back(restart_seconds(small, web));
      big_times.push_back(restart_seconds(big, web));
    }
    std::printf("open table                %d boards\n", boards);
    std::printf("small database            %.1f MB\n", static_cast<double>(database_bytes(small)) / 1e6);
    std::printf("big database              %.1f MB (%d closed copies of the table)\n",
                static_cast<double>(database_bytes(big)) / 1e6, copies);
    std::printf("restart to first page     small %.3f s, big %.3f s (median of %d; big/small %.2f)\n",
                median(small_times), median(big_times), runs, median(big_times) / median(small_times));
    std::error_code ec;
    fs::remove_all(dir, ec);
  } catch (const std::exception& e) {
    std::cerr << "tenace_restartbench: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
