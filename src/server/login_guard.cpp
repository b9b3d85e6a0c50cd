#include "server/login_guard.h"

#include <algorithm>

namespace tenace::server {

std::chrono::seconds LoginGuard::wait_after_failures(int failures) {
  const int over = failures - kFreeFailures + 1;
  if (over <= 0) return std::chrono::seconds(0);
  const std::int64_t wait = over >= 20 ? kMaxWait.count() : std::int64_t{1} << over;
  return std::chrono::seconds(std::min(wait, static_cast<std::int64_t>(kMaxWait.count())));
}

std::chrono::seconds LoginGuard::wait(const std::string& key, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  auto it = records_.find(key);
  if (it == records_.end()) return std::chrono::seconds(0);
  const auto until = it->second.last_failure + wait_after_failures(it->second.failures);
  if (until <= now) return std::chrono::seconds(0);
  // Rounded up: "try again in 0 s" would be a lie.
  return std::chrono::ceil<std::chrono::seconds>(until - now);
}

void LoginGuard::failed(const std::string& key, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (records_.size() >= kMaxKeys) forget_expired(now);
  Record& record = records_[key];
  ++record.failures;
  record.last_failure = now;
}

void LoginGuard::succeeded(const std::string& key) {
  std::lock_guard lock(mutex_);
  records_.erase(key);
}

void LoginGuard::forget_expired(Clock::time_point now) {
  // A record is kept while its back-off runs and for kMaxWait after, so
  // that slow guessing still meets a growing wait.
  std::erase_if(records_, [&](const auto& entry) {
    return entry.second.last_failure + wait_after_failures(entry.second.failures) + kMaxWait <= now;
  });
  if (records_.size() >= kMaxKeys) records_.clear();  // a flood of names: start again rather than grow
}

}  // namespace tenace::server
