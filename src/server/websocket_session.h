#pragma once
// WebSocketSession: one client's WebSocket connection. It reads one message
// at a time and hands it to the Lobby; it writes one message at a time from
// a queue that anyone may add to through send() (which posts to this
// session's strand, so the queue needs no lock). Limits: 8 KiB per message
// (bigger closes the connection, code 1009), a token-bucket rate limit, and
// an outgoing queue bound that drops clients which stop reading.
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "server/connection.h"
#include "server/lobby.h"
#include "server/rate_limiter.h"

namespace tenace::server {

class WebSocketSession : public Connection, public std::enable_shared_from_this<WebSocketSession> {
 public:
  static constexpr std::size_t kMaxMessageBytes = 8192;
  static constexpr std::size_t kMaxQueuedMessages = 2048;
  // A client whose unsent messages reach this many bytes has stopped
  // reading: it is closed rather than let the server's memory grow.
  static constexpr std::size_t kMaxQueuedBytes = 4 * 1024 * 1024;

  WebSocketSession(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Lobby> lobby, double messages_per_second);
  ~WebSocketSession() override;

  // Completes the upgrade from the HTTP request that asked for it.
  void run(boost::beast::http::request<boost::beast::http::string_body> request);
  void send(std::shared_ptr<const std::string> text) override;
  bool runs_slow_work_elsewhere() const override { return true; }
  void pause_reading() override;
  void resume_reading() override;
  void post(std::function<void()> task) override;

 private:
  void on_accept(boost::beast::error_code ec);
  void do_read();
  void on_read(boost::beast::error_code ec, std::size_t bytes);
  void on_send(std::shared_ptr<const std::string> text);
  void on_write(boost::beast::error_code ec, std::size_t bytes);
  void close();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::shared_ptr<Lobby> lobby_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  RateLimiter limiter_;
  double messages_per_second_;
  bool open_ = false;
  bool closed_ = false;
  bool reading_paused_ = false;
  bool read_pending_ = false;  // a read is wanted once reading resumes
};

}  // namespace tenace::server
