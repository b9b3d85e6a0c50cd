#pragma once
// Matchmaker: "play now" (docs/protocol.md, "Play now"). People waiting for
// a game are grouped by rating into tables of up to four; the rest of a
// table's seats go to robots. A group forms when enough people of similar
// rating wait: the rating window starts narrow and widens the longer the
// first of them has waited, and a person who has waited past the limit gets
// a table with whoever is within the window then (robots for the rest, even
// alone). Pure logic with no I/O: the lobby feeds it and seats the groups.
#include <chrono>
#include <cstdint>
#include <vector>

namespace tenace::server {

struct MatchmakerOptions {
  // Ratings within this many points of the first waiting person...
  double window = 100;
  // ...and this many more for each second they have waited.
  double widening_per_second = 50;
  // Past this wait a table starts with whoever is in the window then.
  std::chrono::milliseconds longest_wait{5000};
};

class Matchmaker {
 public:
  using Clock = std::chrono::steady_clock;
  struct Waiting {
    std::int64_t user_id = 0;
    double rating = 1500;
    Clock::time_point since;
  };

  explicit Matchmaker(MatchmakerOptions options = {}) : options_(options) {}

  // Adds (or keeps, if already waiting) a person.
  void wait(std::int64_t user_id, double rating, Clock::time_point now);
  // False when the person was not waiting.
  bool cancel(std::int64_t user_id);
  bool waiting(std::int64_t user_id) const;
  std::size_t size() const { return queue_.size(); }

  // The tables to start now, each a group of people (best rating first),
  // taken off the queue: four people close enough in rating, or, once the
  // longest-waiting person has waited past the limit, everyone in their
  // window (up to four).
  std::vector<std::vector<Waiting>> take_groups(Clock::time_point now);

 private:
  MatchmakerOptions options_;
  std::vector<Waiting> queue_;  // longest waiting first
};

}  // namespace tenace::server
