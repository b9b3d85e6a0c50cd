#pragma once
// RateLimiter: a token bucket per connection. A client may send `rate`
// messages per second on average with bursts of `burst`; a message over the
// limit is answered with an error and otherwise ignored.
#include <algorithm>
#include <chrono>

namespace tenace::server {

class RateLimiter {
 public:
  RateLimiter(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}

  // Takes one token if there is one.
  bool allow() {
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    tokens_ = std::min(burst_, tokens_ + elapsed * rate_);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_;
  double burst_;
  double tokens_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace tenace::server
