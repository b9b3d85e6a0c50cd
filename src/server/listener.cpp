#include "server/listener.h"

#include <boost/asio/strand.hpp>

namespace tenace::server {

Listener::Listener(boost::asio::io_context& io, boost::asio::ip::tcp::endpoint endpoint, std::shared_ptr<Lobby> lobby,
                   std::shared_ptr<const HttpSettings> settings)
    : io_(io), acceptor_(io), lobby_(std::move(lobby)), settings_(std::move(settings)) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(boost::asio::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(boost::asio::socket_base::max_listen_connections);
}

void Listener::run() { do_accept(); }

void Listener::stop() {
  boost::system::error_code ec;
  acceptor_.close(ec);
}

void Listener::do_accept() {
  acceptor_.async_accept(boost::asio::make_strand(io_),
                         boost::beast::bind_front_handler(&Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(boost::beast::error_code ec, boost::asio::ip::tcp::socket socket) {
  if (ec == boost::asio::error::operation_aborted) return;
  if (!ec) {
    boost::system::error_code nodelay_error;
    socket.set_option(boost::asio::ip::tcp::no_delay(true), nodelay_error);
    std::make_shared<HttpSession>(std::move(socket), lobby_, settings_)->run();
  }
  do_accept();
}

}  // namespace tenace::server
