#pragma once
// An in-process server on a free loopback port with a fresh database, a
// tiny web root and seeded deals, for the protocol tests.
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include "server/server.h"

namespace tenace::testing {

inline std::filesystem::path fresh_temp_dir(const std::string& tag) {
  std::random_device device;
  auto dir = std::filesystem::temp_directory_path() /
             ("tenace-" + tag + "-" + std::to_string(device()) + std::to_string(device()));
  std::filesystem::create_directories(dir);
  return dir;
}

class TestServer {
 public:
  // The tests play at machine speed, far above a person's: unless a test
  // is about the rate limit, it is raised out of the way. The double-dummy
  // analysis of finished boards is off unless a test asks for it: it would
  // only spend the CPU the other tests run on. The deals come from
  // `deal_seed`: the same boards on every run, so that a test's outcome
  // does not depend on which cards the system's randomness dealt.
  // Robot tables play at machine speed (no pace) unless `tweak` says
  // otherwise; `tweak` may change any option before the server starts.
  explicit TestServer(const std::string& tag = "server", bool robot_tables_continue = true,
                      double messages_per_second = 100000, int analysis_threads = 0,
                      std::uint64_t deal_seed = 20261122,
                      const std::function<void(server::ServerOptions&)>& tweak = {})
      : dir_(fresh_temp_dir(tag)) {
    std::filesystem::create_directories(dir_ / "web");
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>tenace</title>\n";
    std::ofstream(dir_ / "secret.txt") << "outside the web root\n";
    options_.port = 0;
    options_.database = (dir_ / "test.db").string();
    options_.web_root = dir_ / "web";
    options_.threads = 2;
    options_.lobby.robot_tables_continue = robot_tables_continue;
    options_.lobby.analysis_threads = analysis_threads;
    options_.messages_per_second = messages_per_second;
    options_.lobby.deal_seed = deal_seed;
    options_.lobby.robot_pace = std::chrono::milliseconds(0);
    // Robots think briefly: tests play many cards, not well.
    options_.lobby.robot_budget.time = std::chrono::milliseconds(5);
    options_.lobby.robot_budget.lead_time = std::chrono::milliseconds(5);
    options_.lobby.robot_budget.min_samples = 2;
    options_.lobby.robot_budget.max_samples = 4;
    options_.lobby.robot_board_pause = std::chrono::milliseconds(0);
    options_.lobby.tick = std::chrono::milliseconds(20);
    if (tweak) tweak(options_);
    restart();
  }
  ~TestServer() {
    server_.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  // Stops the server and starts a new one on the same database (on a new
  // port), as a restart of `tenace serve` would.
  void restart() {
    server_.reset();
    server_ = std::make_unique<server::Server>(options_);
    server_->start();
  }
  unsigned short port() const { return server_->port(); }
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  server::ServerOptions options_;
  std::unique_ptr<server::Server> server_;
};

}  // namespace tenace::testing
