#include "server/websocket_session.h"

#include <boost/asio/post.hpp>

namespace tenace::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Lobby> lobby,
                                   double messages_per_second)
    : ws_(std::move(socket)),
      lobby_(std::move(lobby)),
      limiter_(messages_per_second, 2 * messages_per_second),
      messages_per_second_(messages_per_second) {
  beast::error_code ec;
  const auto endpoint = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
  if (!ec) remote_address = endpoint.address().to_string();
}

WebSocketSession::~WebSocketSession() = default;

void WebSocketSession::run(beast::http::request<beast::http::string_body> request) {
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(beast::http::field::server, "tenace"); }));
  ws_.read_message_max(kMaxMessageBytes);
  ws_.async_accept(request, beast::bind_front_handler(&WebSocketSession::on_accept, shared_from_this()));
}

void WebSocketSession::on_accept(beast::error_code ec) {
  if (ec) return;
  open_ = true;
  lobby_->join(shared_from_this());
  do_read();
}

void WebSocketSession::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WebSocketSession::on_read, shared_from_this()));
}

void WebSocketSession::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    // Closed, timed out, or a message over the size limit (Beast closes
    // with 1009 "message too big").
    close();
    return;
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  if (!ws_.got_text()) {
    send_json(*this, {{"type", "error"}, {"message", "binary messages are not accepted; send JSON text"}});
  } else if (!limiter_.allow()) {
    send_json(*this, {{"type", "error"},
                      {"message", "too many messages: slow down (" +
                                      std::to_string(static_cast<int>(messages_per_second_)) + " per second)"}});
  } else {
    lobby_->handle(shared_from_this(), text);
  }
  if (reading_paused_) {
    read_pending_ = true;
    return;
  }
  do_read();
}

// These run on the session's strand (handle() and posted tasks do).
void WebSocketSession::pause_reading() { reading_paused_ = true; }

void WebSocketSession::resume_reading() {
  reading_paused_ = false;
  if (read_pending_ && !closed_) {
    read_pending_ = false;
    do_read();
  }
}

void WebSocketSession::post(std::function<void()> task) {
  boost::asio::post(ws_.get_executor(), [self = shared_from_this(), task = std::move(task)] { task(); });
}

void WebSocketSession::send(std::shared_ptr<const std::string> text) {
  boost::asio::post(ws_.get_executor(),
                    [self = shared_from_this(), text = std::move(text)]() mutable { self->on_send(std::move(text)); });
}

void WebSocketSession::on_send(std::shared_ptr<const std::string> text) {
  if (closed_ || !open_) return;
  if (queue_.size() >= kMaxQueuedMessages || queued_bytes_ + text->size() > kMaxQueuedBytes) {
    // The client has stopped reading; drop it rather than grow without end.
    beast::get_lowest_layer(ws_).close();
    return;
  }
  queued_bytes_ += text->size();
  queue_.push_back(std::move(text));
  if (queue_.size() > 1) return;  // a write is already in progress
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(*queue_.front()),
                  beast::bind_front_handler(&WebSocketSession::on_write, shared_from_this()));
}

void WebSocketSession::on_write(beast::error_code ec, std::size_t) {
  if (ec) {
    close();
    return;
  }
  queued_bytes_ -= queue_.front()->size();
  queue_.pop_front();
  if (queue_.empty() || closed_) return;
  ws_.async_write(boost::asio::buffer(*queue_.front()),
                  beast::bind_front_handler(&WebSocketSession::on_write, shared_from_this()));
}

void WebSocketSession::close() {
  if (closed_) return;
  closed_ = true;
  // The queue is left alone: a write in flight still reads its front.
  if (open_) lobby_->leave(shared_from_this());
}

}  // namespace tenace::server
