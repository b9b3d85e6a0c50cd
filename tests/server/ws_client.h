#pragma once
// A small synchronous WebSocket client for the server tests and the load
// benchmark: connect to 127.0.0.1:PORT/ws, send JSON, receive JSON. Reads
// give up after a generous deadline so a broken server fails a test instead
// of hanging it (this is a guard, not a timed assertion).
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

namespace tenace::testing {

class WsClient {
 public:
  explicit WsClient(unsigned short port, std::string origin = "") : ws_(io_) {
    namespace beast = boost::beast;
    boost::asio::ip::tcp::resolver resolver(io_);
    auto results = resolver.resolve("127.0.0.1", std::to_string(port));
    beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(60));
    beast::get_lowest_layer(ws_).connect(results);
    ws_.set_option(beast::websocket::stream_base::decorator([origin](beast::websocket::request_type& req) {
      if (!origin.empty()) req.set(beast::http::field::origin, origin);
    }));
    host_ = "127.0.0.1:" + std::to_string(port);
    ws_.handshake(host_, "/ws");
    ws_.read_message_max(64 * 1024 * 1024);
  }

  void send_text(const std::string& text) {
    boost::beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(60));
    ws_.text(true);
    ws_.write(boost::asio::buffer(text));
  }
  void send(const nlohmann::json& message) { send_text(message.dump()); }

  std::string receive_text() {
    boost::beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(60));
    boost::beast::flat_buffer buffer;
    ws_.read(buffer);
    return boost::beast::buffers_to_string(buffer.data());
  }
  nlohmann::json receive() { return nlohmann::json::parse(receive_text()); }

  // Receives until a message of `type` arrives; every message received on
  // the way is passed to `seen` first.
  template <class Seen>
  nlohmann::json receive_until(const std::string& type, Seen&& seen) {
    for (;;) {
      nlohmann::json m = receive();
      seen(m);
      if (m.value("type", "") == type) return m;
    }
  }
  nlohmann::json receive_until(const std::string& type) {
    return receive_until(type, [](const nlohmann::json&) {});
  }

  // The next message other than the lobby's broadcast of changes, which a
  // player in the lobby may receive between any two other messages (it goes
  // out on the lobby's tick whenever a table or the list of players online
  // changed — a login changes that list).
  nlohmann::json receive_past_lobby_updates() {
    for (;;) {
      nlohmann::json m = receive();
      if (m.value("type", "") != "lobby_update") return m;
    }
  }

  boost::beast::websocket::stream<boost::beast::tcp_stream>& stream() { return ws_; }

 private:
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  std::string host_;
};

// A guest logged in and past the lobby snapshot; `welcome` receives the
// server's welcome (the name shown, the session token) when given.
inline std::unique_ptr<WsClient> guest_client(unsigned short port, const std::string& name,
                                              nlohmann::json* welcome = nullptr) {
  auto c = std::make_unique<WsClient>(port);
  c->send({{"type", "guest"}, {"name", name}});
  nlohmann::json w = c->receive_until("welcome");
  if (welcome) *welcome = std::move(w);
  c->receive_until("lobby");
  return c;
}

// One HTTP GET (with a Cookie header when `cookie` is given); returns the
// status code and body.
inline std::pair<int, std::string> http_get(unsigned short port, const std::string& target,
                                            const std::string& origin = "", const std::string& cookie = "") {
  namespace beast = boost::beast;
  namespace http = beast::http;
  boost::asio::io_context io;
  beast::tcp_stream stream(io);
  boost::asio::ip::tcp::resolver resolver(io);
  stream.expires_after(std::chrono::seconds(30));
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> req{http::verb::get, target, 11};
  req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  if (!origin.empty()) req.set(http::field::origin, origin);
  if (!cookie.empty()) req.set(http::field::cookie, cookie);
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  return {static_cast<int>(res.result_int()), res.body()};
}

}  // namespace tenace::testing
