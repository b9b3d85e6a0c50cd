// tenace_loadbench: the server load benchmark (not a test). It starts the
// real server in this process on a loopback port with a fresh database,
// sets N robot-only tables playing at full speed (each watched by a
// kibitzer connection, since robot tables play only while watched, and
// with the robots' pace set to none), and connects M clients, each the one
// human at a table with three robots, playing as fast as the server
// answers. It reports boards per minute and the latency from a client's
// call/card message to the broadcast of that call/card reaching the client
// (p50/p99/max).
//
//   tenace_loadbench [--tables N] [--clients M] [--seconds S] [--threads T]
//
// With --idle-check S it measures the opposite: N four-robot tables
// (default 10) that nobody watches, left alone for S seconds; it prints how
// much the database and the process's memory grew (the policy says: they
// stop, so next to nothing).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "server/server.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Options {
  int tables = 200;
  int clients = 10;
  int seconds = 30;
  int threads = 2;
  int idle_check_seconds = 0;
};

long resident_kib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

// The database's size with its write-ahead log.
std::uintmax_t database_bytes(const std::filesystem::path& db) {
  std::uintmax_t total = 0;
  for (const char* suffix : {"", "-wal", "-shm"}) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(db.string() + suffix, ec);
    if (!ec) total += size;
  }
  return total;
}

json action_for(const json& t) {
  if (t.at("phase") == "auction") {
    bool any_bid = false;
    for (const auto& c : t.at("auction"))
      if (c.at("call") != "Pass") any_bid = true;
    return {{"type", "call"}, {"call", any_bid ? "Pass" : "1NT"}};
  }
  return {{"type", "play"}, {"card", t.at("legal_cards").at(0)}};
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const int v = std::stoi(argv[i + 1]);
    if (a == "--tables") o.tables = v;
    else if (a == "--clients") o.clients = v;
    else if (a == "--seconds") o.seconds = v;
    else if (a == "--threads") o.threads = v;
    else if (a == "--idle-check") o.idle_check_seconds = v;
    else {
      std::cerr << "unknown option " << a << "\n";
      return 2;
    }
  }
  const auto dir = tenace::testing::fresh_temp_dir("loadbench");
  tenace::server::ServerOptions options;
  options.port = 0;
  options.database = (dir / "bench.db").string();
  options.web_root = dir;
  options.threads = o.threads;
  // The clients here play at machine speed, not a person's, and one client
  // creates all the robot tables.
  options.messages_per_second = 1e6;
  options.lobby.robot_pace = std::chrono::milliseconds(0);
  options.lobby.robot_board_pause = std::chrono::milliseconds(0);
  options.lobby.tables_per_user = 100000;
  options.lobby.tables_per_address = 100000;
  if (o.idle_check_seconds > 0 && o.tables == 200) o.tables = 10;
  auto server = std::make_unique<tenace::server::Server>(options);
  server->start();
  const unsigned short port = server->port();

  if (o.idle_check_seconds > 0) {
    tenace::testing::WsClient admin(port);
    admin.send({{"type", "guest"}, {"name", "admin"}});
    admin.receive_until("welcome");
    for (int i = 0; i < o.tables; ++i) {
      admin.send({{"type", "create"}});
      const std::int64_t id = admin.receive_until("created").at("table");
      for (const char* seat : {"N", "E", "S", "W"}) admin.send({{"type", "robot"}, {"table", id}, {"seat", seat}});
    }
    admin.send({{"type", "ping"}});
    admin.receive_until("pong");
    const long rss_before = resident_kib();
    const auto db_before = database_bytes(options.database);
    std::this_thread::sleep_for(std::chrono::seconds(o.idle_check_seconds));
    const long rss_after = resident_kib();
    const auto db_after = database_bytes(options.database);
    std::printf("four-robot tables left alone  %d for %d s\n", o.tables, o.idle_check_seconds);
    std::printf("database                      %ju -> %ju bytes (+%jd)\n", db_before, db_after,
                static_cast<std::intmax_t>(db_after) - static_cast<std::intmax_t>(db_before));
    std::printf("resident memory               %ld -> %ld KiB (+%ld)\n", rss_before, rss_after, rss_after - rss_before);
    server->stop();
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return 0;
  }

  // The robot-only tables.
  std::vector<std::int64_t> robot_tables;
  {
    tenace::testing::WsClient admin(port);
    admin.send({{"type", "guest"}, {"name", "admin"}});
    admin.receive_until("welcome");
    for (int i = 0; i < o.tables; ++i) {
      admin.send({{"type", "create"}});
      json created;
      do created = admin.receive(); while (created.value("type", "") != "created");
      robot_tables.push_back(created.at("table"));
    }
    // Leave the lobby (whose pushed changes would only distract this
    // client), then seat the robots once every table exists.
    admin.send({{"type", "watch"}, {"table", robot_tables.back()}});
    for (std::int64_t id : robot_tables)
      for (const char* seat : {"N", "E", "S", "W"}) admin.send({{"type", "robot"}, {"table", id}, {"seat", seat}});
    admin.send({{"type", "ping"}});
    admin.receive_until("pong");
  }
  // One kibitzer a robot table, reading everything: robot tables play only
  // while watched.
  std::atomic<bool> stop_watching{false};
  std::vector<std::thread> kibitzers;
  for (std::size_t i = 0; i < robot_tables.size(); ++i) {
    kibitzers.emplace_back([&, i] {
      try {
        tenace::testing::WsClient k(port);
        k.send({{"type", "guest"}, {"name", "kib" + std::to_string(i)}});
        k.receive_until("welcome");
        k.send({{"type", "watch"}, {"table", robot_tables[i]}});
        while (!stop_watching) k.receive_text();
      } catch (const std::exception&) {
        // The server stopped (end of the run).
      }
    });
  }
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::seconds(o.seconds);
  std::size_t robot_boards_at_start = 0;
  for (std::int64_t id : robot_tables) robot_boards_at_start += server->lobby().finished_boards(id).size();

  std::mutex mutex;
  std::vector<double> latencies_ms;
  std::atomic<long> client_boards{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < o.clients; ++i) {
    clients.emplace_back([&, i] {
      try {
        tenace::testing::WsClient c(port);
        c.send({{"type", "guest"}, {"name", "bench" + std::to_string(i)}});
        c.receive_until("welcome");
        c.send({{"type", "create"}});
        const std::int64_t table = c.receive_until("created").at("table");
        c.send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
        for (const char* seat : {"W", "N", "E"}) c.send({{"type", "robot"}, {"table", table}, {"seat", seat}});
        std::vector<double> mine;
        std::optional<Clock::time_point> sent;
        while (Clock::now() < deadline) {
          json m = c.receive();
          if (m.value("type", "") != "table") continue;
          const json& event = m.at("event");
          if (sent && event.value("seat", "") == "S" && (event.at("kind") == "call" || event.at("kind") == "card")) {
            mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - *sent).count());
            sent.reset();
          }
          const json& t = m.at("table");
          if (t.at("phase") == "finished" && event.at("kind") != "deal") {
            ++client_boards;
            c.send({{"type", "next"}});
            continue;
          }
          if (t.contains("claim") && !t.at("claim").is_null() && t.at("claim").at("responses").contains("S") &&
              t.at("claim").at("responses").at("S").is_null()) {
            c.send({{"type", "claim_response"}, {"accept", true}});  // a robot declarer's claim
            continue;
          }
          if (!t.at("legal_calls").empty() || !t.at("legal_cards").empty()) {
            sent = Clock::now();
            c.send(action_for(t));
          }
        }
        std::lock_guard lock(mutex);
        latencies_ms.insert(latencies_ms.end(), mine.begin(), mine.end());
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex);
        std::cerr << "client " << i << ": " << e.what() << "\n";
      }
    });
  }
  for (auto& t : clients) t.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  std::size_t robot_boards = 0;
  for (std::int64_t id : robot_tables) robot_boards += server->lobby().finished_boards(id).size();
  robot_boards -= robot_boards_at_start;
  stop_watching = true;
  server.reset();  // closes the kibitzers' connections
  for (auto& t : kibitzers) t.join();

  std::sort(latencies_ms.begin(), latencies_ms.end());
  auto percentile = [&](double p) {
    if (latencies_ms.empty()) return 0.0;
    const auto i = static_cast<std::size_t>(p * static_cast<double>(latencies_ms.size() - 1));
    return latencies_ms[i];
  };
  std::printf("tables (robots only)   %d\n", o.tables);
  std::printf("clients (1 human + 3)  %d\n", o.clients);
  std::printf("I/O threads            %d\n", o.threads);
  std::printf("seconds                %.1f\n", elapsed);
  std::printf("boards, robot tables   %zu (%.0f per minute)\n", robot_boards, robot_boards * 60.0 / elapsed);
  std::printf("boards, client tables  %ld (%.0f per minute)\n", client_boards.load(), client_boards * 60.0 / elapsed);
  std::printf("play->broadcast        n=%zu p50=%.2f ms p99=%.2f ms max=%.2f ms\n", latencies_ms.size(), percentile(0.5),
              percentile(0.99), latencies_ms.empty() ? 0.0 : latencies_ms.back());
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  return 0;
}
