#pragma once
// Connection: what the lobby needs from one client connection, whatever
// carries it (a WebSocket session in production; tests may plug their own).
// send() never blocks: the session queues the text and writes one message
// at a time. The identity fields belong to the connection's own handler
// (one strand per connection), so only that handler touches them.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "server/rate_limiter.h"

namespace tenace::server {

class Connection {
 public:
  virtual ~Connection() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;

  std::int64_t user_id = 0;  // 0 until logged in
  std::string user_name;
  std::optional<std::int64_t> table_id;  // seated at or watching
  std::string remote_address;            // the peer's IP address, for per-address limits
  RateLimiter chat_limiter{1.0, 5.0};    // chat: one message a second, bursts of five
};

}  // namespace tenace::server
