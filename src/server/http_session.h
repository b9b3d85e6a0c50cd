#pragma once
// HttpSession: one plain HTTP connection. It serves the static files of the
// browser UI, the history downloads (/api/tables/ID/boards/N.pbn|.lin and
// /api/tables/ID/history.pbn), and hands WebSocket upgrades of /ws to a
// WebSocketSession after checking the Origin. One request at a time, with
// header and body limits and an idle timeout.
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/lobby.h"

namespace tenace::server {

struct HttpSettings {
  std::filesystem::path web_root;
  std::vector<std::string> allowed_origins;  // "http://host:port" besides the Host itself
  // Host names a WebSocket upgrade may name besides IP addresses and
  // localhost (see host_check.h).
  std::vector<std::string> allowed_hosts;
  double messages_per_second = 40;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Lobby> lobby,
              std::shared_ptr<const HttpSettings> settings);
  void run();

 private:
  void do_read();
  void on_read(boost::beast::error_code ec, std::size_t bytes);
  void on_write(bool close, boost::beast::error_code ec, std::size_t bytes);
  template <class Response>
  void write(Response&& response);

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::shared_ptr<Lobby> lobby_;
  std::shared_ptr<const HttpSettings> settings_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  std::shared_ptr<void> response_;  // keeps the response alive while it is written
};

// True when a browser's Origin may open a WebSocket here: no Origin (not a
// browser), the same host:port as the Host header, or an allowed origin.
bool origin_allowed(std::string_view origin, std::string_view host, const std::vector<std::string>& allowed);

}  // namespace tenace::server
