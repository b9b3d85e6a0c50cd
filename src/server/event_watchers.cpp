#include "server/event_watchers.h"

namespace tenace::server {

void EventWatchers::watch(const std::shared_ptr<Connection>& connection, std::int64_t event_id,
                          std::int64_t viewer) {
  std::lock_guard lock(mutex_);
  watching_[connection.get()] = Entry{connection, event_id, viewer};
}

void EventWatchers::unwatch(const Connection& connection) {
  std::lock_guard lock(mutex_);
  watching_.erase(&connection);
}

void EventWatchers::changed(std::int64_t event_id) {
  std::lock_guard lock(mutex_);
  changed_.insert(event_id);
}

std::map<std::int64_t, std::vector<EventWatchers::Watcher>> EventWatchers::take_changes() {
  std::lock_guard lock(mutex_);
  std::map<std::int64_t, std::vector<Watcher>> out;
  if (changed_.empty()) return out;
  for (auto it = watching_.begin(); it != watching_.end();) {
    std::shared_ptr<Connection> connection = it->second.connection.lock();
    if (!connection) {
      it = watching_.erase(it);
      continue;
    }
    if (changed_.count(it->second.event_id))
      out[it->second.event_id].push_back(Watcher{std::move(connection), it->second.viewer});
    ++it;
  }
  changed_.clear();
  return out;
}

}  // namespace tenace::server
