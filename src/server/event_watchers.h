#pragma once
// Who is showing which event's page, and which events have changed since
// their pages were last sent (docs/protocol.md, "Pairs events": a page
// shown is sent again when a result is stored, a round starts or ends, or
// the director acts). A connection watches the last event it asked for
// until it asks to stop or goes away. Safe to call from several threads.
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include "server/connection.h"

namespace tenace::server {

class EventWatchers {
 public:
  struct Watcher {
    std::shared_ptr<Connection> connection;
    std::int64_t viewer = 0;  // the user the page is shown to
  };

  // `viewer`: whose page it is (what the results may show them).
  void watch(const std::shared_ptr<Connection>& connection, std::int64_t event_id, std::int64_t viewer);
  void unwatch(const Connection& connection);
  void changed(std::int64_t event_id);
  // The events changed since the last call, each with its watchers still
  // connected (an event nobody watches is left out); connections gone are
  // forgotten.
  std::map<std::int64_t, std::vector<Watcher>> take_changes();

 private:
  struct Entry {
    std::weak_ptr<Connection> connection;
    std::int64_t event_id = 0;
    std::int64_t viewer = 0;
  };
  std::mutex mutex_;
  std::map<const Connection*, Entry> watching_;
  std::set<std::int64_t> changed_;
};

}  // namespace tenace::server
