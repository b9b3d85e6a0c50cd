#include "server/server.h"

#include <boost/asio/signal_set.hpp>

#include "server/host_check.h"
#include "server/listener.h"
#include "server/passwords.h"
#include "server/robot_factory.h"
#include "server/sqlite_storage.h"

namespace tenace::server {

Server::Server(ServerOptions options) : options_(std::move(options)), io_(std::max(1, options_.threads)) {
  if (!init_crypto()) throw std::runtime_error("libsodium failed to initialise");
  // The robots' bidding systems are read and checked before anything else:
  // a bad rule file stops the server with its file and line.
  load_table_systems();
  storage_ = std::make_unique<SqliteStorage>(options_.database);
  lobby_ = std::make_shared<Lobby>(io_, background_, *storage_, options_.lobby);
  lobby_->restore();
}

Server::~Server() { stop(); }

void Server::start() {
  auto settings = std::make_shared<HttpSettings>();
  settings->web_root = options_.web_root;
  settings->allowed_origins = options_.allowed_origins;
  settings->allowed_hosts = options_.allowed_hosts;
  settings->allowed_hosts.push_back(options_.address);
  for (const std::string& origin : options_.allowed_origins)
    if (std::string name = host_name_of_origin(origin); !name.empty()) settings->allowed_hosts.push_back(name);
  settings->messages_per_second = options_.messages_per_second;
  const auto address = boost::asio::ip::make_address(options_.address);
  listener_ = std::make_shared<Listener>(io_, boost::asio::ip::tcp::endpoint(address, options_.port), lobby_, settings);
  listener_->run();
  work_ = std::make_unique<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>>(
      io_.get_executor());
  for (int i = 0; i < std::max(1, options_.threads); ++i) threads_.emplace_back([this] { io_.run(); });
  background_work_ = std::make_unique<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>>(
      background_.get_executor());
  threads_.emplace_back([this] { background_.run(); });
}

unsigned short Server::port() const { return listener_ ? listener_->port() : 0; }

void Server::stop() {
  if (listener_) listener_->stop();
  // Before the I/O threads end: no analysis may be posted to a dead context.
  lobby_->stop_analysis();
  lobby_->stop_password_work();
  lobby_->stop_robot_work();
  work_.reset();
  background_work_.reset();
  io_.stop();
  background_.stop();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
}

void Server::run_until_signal() {
  boost::asio::io_context signals_io;
  boost::asio::signal_set signals(signals_io, SIGINT, SIGTERM);
  signals.async_wait([](const boost::system::error_code&, int) {});
  signals_io.run();
  stop();
}

}  // namespace tenace::server
