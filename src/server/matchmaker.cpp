#include "server/matchmaker.h"

#include <algorithm>
#include <cmath>

namespace tenace::server {

void Matchmaker::wait(std::int64_t user_id, double rating, Clock::time_point now) {
  if (waiting(user_id)) return;
  queue_.push_back(Waiting{user_id, rating, now});
}

bool Matchmaker::cancel(std::int64_t user_id) {
  return std::erase_if(queue_, [&](const Waiting& w) { return w.user_id == user_id; }) > 0;
}

bool Matchmaker::waiting(std::int64_t user_id) const {
  return std::any_of(queue_.begin(), queue_.end(), [&](const Waiting& w) { return w.user_id == user_id; });
}

std::vector<std::vector<Matchmaker::Waiting>> Matchmaker::take_groups(Clock::time_point now) {
  constexpr std::size_t kSeats = 4;
  std::vector<std::vector<Waiting>> groups;
  // The longest-waiting person decides each group: the people nearest them
  // in rating, within their window.
  for (std::size_t first = 0; first < queue_.size();) {
    const Waiting anchor = queue_[first];
    const double waited = std::chrono::duration<double>(now - anchor.since).count();
    const double window = options_.window + options_.widening_per_second * waited;
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < queue_.size(); ++i)
      if (std::abs(queue_[i].rating - anchor.rating) <= window) near.push_back(i);
    std::stable_sort(near.begin(), near.end(), [&](std::size_t a, std::size_t b) {
      if (a == first || b == first) return a == first;  // the anchor is always in its group
      return std::abs(queue_[a].rating - anchor.rating) < std::abs(queue_[b].rating - anchor.rating);
    });
    const bool full = near.size() >= kSeats;
    const bool overdue = now - anchor.since >= options_.longest_wait;
    if (!full && !overdue) {
      ++first;
      continue;
    }
    near.resize(std::min(near.size(), kSeats));
    std::vector<Waiting> group;
    for (std::size_t i : near) group.push_back(queue_[i]);
    std::sort(near.begin(), near.end(), std::greater<>());
    for (std::size_t i : near) queue_.erase(queue_.begin() + static_cast<std::ptrdiff_t>(i));
    std::sort(group.begin(), group.end(), [](const Waiting& a, const Waiting& b) { return a.rating > b.rating; });
    groups.push_back(std::move(group));
    first = 0;  // the queue changed: look again from the longest waiting
  }
  return groups;
}

}  // namespace tenace::server
