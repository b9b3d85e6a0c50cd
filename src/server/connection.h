#pragma once
// Connection: what the lobby needs from one client connection, whatever
// carries it (a WebSocket session in production; tests may plug their own).
// send() never blocks: the session queues the text and writes one message
// at a time. The identity fields belong to the connection's own handler
// (one strand per connection), so only that handler touches them.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "server/rate_limiter.h"

namespace tenace::server {

class Connection {
 public:
  virtual ~Connection() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;

  // Slow work for this connection (password hashing) runs off the I/O
  // threads when the connection can wait for it: reading pauses, the work
  // runs on a worker, its continuation is posted back to the connection's
  // handler, and reading resumes, so later messages keep their order. The
  // defaults suit connections driven directly (tests, fuzzing): the work
  // runs at once on the caller's thread.
  virtual bool runs_slow_work_elsewhere() const { return false; }
  virtual void pause_reading() {}
  virtual void resume_reading() {}
  virtual void post(std::function<void()> task) { task(); }

  std::int64_t user_id = 0;  // 0 until logged in
  std::string user_name;
  std::optional<std::int64_t> table_id;  // seated at or watching
  std::string remote_address;            // the peer's IP address, for per-address limits
  RateLimiter chat_limiter{1.0, 5.0};    // chat: one message a second, bursts of five
  std::string session_digest;  // of the token this login holds (logout revokes it)
  // Failed logins on this connection (see LoginGuard).
  int failed_logins = 0;
  std::chrono::steady_clock::time_point last_failed_login;
};

}  // namespace tenace::server
