#pragma once
// LoginGuard: limits failed logins, per name and per connection, so that a
// password cannot be guessed at the rate the hashing allows. After
// kFreeFailures failures each attempt waits 2^(failures - kFreeFailures + 1)
// seconds after the last failure (2, 4, 8, ... capped at kMaxWait). A success clears the count. Unknown names are limited exactly
// like known ones, so a refusal tells nothing about which names exist.
// Safe to call from several threads.
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace tenace::server {

class LoginGuard {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr int kFreeFailures = 3;
  static constexpr std::chrono::seconds kMaxWait{15 * 60};
  // Past this many keys, ones whose wait is over are forgotten.
  static constexpr std::size_t kMaxKeys = 100000;

  // How long `key` must still wait before another attempt (zero: may try).
  std::chrono::seconds wait(const std::string& key, Clock::time_point now = Clock::now());
  void failed(const std::string& key, Clock::time_point now = Clock::now());
  void succeeded(const std::string& key);
  // The back-off after `failures` failures (also used per connection).
  static std::chrono::seconds wait_after_failures(int failures);

 private:
  struct Record {
    int failures = 0;
    Clock::time_point last_failure;
  };
  void forget_expired(Clock::time_point now);

  std::mutex mutex_;
  std::unordered_map<std::string, Record> records_;
};

}  // namespace tenace::server
