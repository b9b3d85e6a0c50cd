#pragma once
// An in-process server on a free loopback port with a fresh database, a
// tiny web root and seeded deals, for the protocol tests.
#include <filesystem>
#include <fstream>
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
  // is about the rate limit, it is raised out of the way.
  explicit TestServer(const std::string& tag = "server", bool robot_tables_continue = true,
                      double messages_per_second = 100000)
      : dir_(fresh_temp_dir(tag)) {
    std::filesystem::create_directories(dir_ / "web");
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>tenace</title>\n";
    std::ofstream(dir_ / "secret.txt") << "outside the web root\n";
    server::ServerOptions options;
    options.port = 0;
    options.database = (dir_ / "test.db").string();
    options.web_root = dir_ / "web";
    options.threads = 2;
    options.lobby.robot_tables_continue = robot_tables_continue;
    options.messages_per_second = messages_per_second;
    // The same boards on every run: a test's outcome must not depend on
    // which cards the system's randomness dealt.
    options.lobby.deal_seed = 20261122;
    server_ = std::make_unique<server::Server>(options);
    server_->start();
  }
  ~TestServer() {
    server_.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  unsigned short port() const { return server_->port(); }
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  std::unique_ptr<server::Server> server_;
};

}  // namespace tenace::testing
