#pragma once
// Server: `tenace serve` as a library object, so that the CLI and the tests
// run the same thing. It opens the storage, restores every table, listens,
// and runs the I/O threads until stop() (or SIGINT/SIGTERM with
// run_until_signal()).
#include <boost/asio/io_context.hpp>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "server/lobby.h"

namespace tenace::server {

struct ServerOptions {
  std::string address = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port
  std::string database = "tenace.db";
  std::filesystem::path web_root = "web";
  int threads = 2;
  std::vector<std::string> allowed_origins;
  // Host names WebSocket upgrades may name (--allow-host), besides IP
  // addresses, localhost and the hosts of allowed_origins.
  std::vector<std::string> allowed_hosts;
  // Per-connection message rate limit (bursts of twice this).
  double messages_per_second = 40;
  LobbyOptions lobby;
};

class Listener;
class Storage;

class Server {
 public:
  // Opens the database and restores the tables; throws on failure.
  explicit Server(ServerOptions options);
  ~Server();

  // Starts listening and the I/O threads; returns at once.
  void start();
  unsigned short port() const;
  void stop();
  // Blocks until SIGINT or SIGTERM, then stops.
  void run_until_signal();
  Lobby& lobby() { return *lobby_; }

 private:
  ServerOptions options_;
  boost::asio::io_context io_;
  // Robot tables that nobody is at (see lobby.h), on one thread of its own.
  boost::asio::io_context background_;
  std::unique_ptr<Storage> storage_;
  std::shared_ptr<Lobby> lobby_;
  std::shared_ptr<Listener> listener_;
  std::vector<std::thread> threads_;
  std::unique_ptr<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work_;
  std::unique_ptr<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> background_work_;
};

}  // namespace tenace::server
