#pragma once
// Listener: accepts TCP connections and starts an HttpSession for each, on
// its own strand so that a connection's handlers never run concurrently.
#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "server/http_session.h"

namespace tenace::server {

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  // Binds and listens; throws boost::system::system_error on failure.
  Listener(boost::asio::io_context& io, boost::asio::ip::tcp::endpoint endpoint, std::shared_ptr<Lobby> lobby,
           std::shared_ptr<const HttpSettings> settings);
  void run();
  unsigned short port() const { return acceptor_.local_endpoint().port(); }
  void stop();

 private:
  void do_accept();
  void on_accept(boost::beast::error_code ec, boost::asio::ip::tcp::socket socket);

  boost::asio::io_context& io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<Lobby> lobby_;
  std::shared_ptr<const HttpSettings> settings_;
};

}  // namespace tenace::server
