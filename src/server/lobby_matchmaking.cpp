// "Play now" (docs/protocol.md, "Play now"): people waiting for a game are
// grouped by rating (matchmaker.h) and seated at a new duplicate table, the
// other seats taken by robots.
#include <algorithm>

#include "server/lobby.h"

namespace tenace::server {

using nlohmann::json;

namespace {

// Where a group sits, best rating first: one person South; two face each
// other across the table as opponents (South, West); three: South and its
// partner North take the best and the third, West the second; four: the
// best with the weakest (North-South) against the middle two, so the
// partnerships are as even as the group allows.
std::vector<Seat> seats_for(std::size_t people) {
  switch (people) {
    case 1: return {Seat::South};
    case 2: return {Seat::South, Seat::West};
    case 3: return {Seat::South, Seat::West, Seat::North};
    default: return {Seat::South, Seat::West, Seat::East, Seat::North};
  }
}

}  // namespace

std::string Lobby::on_play_now(const std::shared_ptr<Connection>& c) {
  // A seat at this connection's own table is given up when the new table
  // is ready (as sitting elsewhere does), but not in the middle of a board.
  if (std::string refusal = seat_elsewhere(*c, 0, c->table_id); !refusal.empty()) return refusal;
  if (c->table_id) {
    if (RoomPtr r = room(*c->table_id)) {
      std::lock_guard lock(r->mutex);
      if (r->table->seat_of_user(c->user_id) && r->table->hand_running())
        return "finish the board you are playing first";
    }
  }
  const double rating = tournaments_.rating_of(c->user_id).rating;
  std::lock_guard lock(matchmaker_mutex_);
  matchmaker_.wait(c->user_id, rating, Clock::now());
  waiting_[c->user_id] = c;
  send_json(*c, {{"type", "play_now_waiting"}, {"rating", std::lround(rating)}, {"waiting", matchmaker_.size()}});
  return "";
}

std::string Lobby::on_play_now_cancel(const std::shared_ptr<Connection>& c) {
  std::lock_guard lock(matchmaker_mutex_);
  if (!matchmaker_.cancel(c->user_id)) return "you are not waiting to play";
  waiting_.erase(c->user_id);
  send_json(*c, {{"type", "play_now_cancelled"}});
  return "";
}

void Lobby::seat_matched_groups() {
  std::vector<std::vector<std::shared_ptr<Connection>>> tables;
  {
    std::lock_guard lock(matchmaker_mutex_);
    if (matchmaker_.size() == 0) return;
    for (const auto& group : matchmaker_.take_groups(Clock::now())) {
      std::vector<std::shared_ptr<Connection>> people;
      for (const Matchmaker::Waiting& w : group) {
        auto it = waiting_.find(w.user_id);
        if (it == waiting_.end()) continue;
        if (auto c = it->second.lock()) people.push_back(std::move(c));
        waiting_.erase(it);
      }
      if (!people.empty()) tables.push_back(std::move(people));
    }
  }
  for (const auto& people : tables) {
    TableSettings settings;
    settings.name = "Play now: " + people.front()->user_name;
    if (!creation_limit(*people.front()).empty()) {
      for (const auto& c : people) send_json(*c, {{"type", "error"}, {"request", "play_now"}, {"message", "the server has too many tables; try again later"}});
      continue;
    }
    const std::int64_t id = storage_.create_table(settings, people.front()->user_id);
    auto r = std::make_shared<Room>(make_table(id, settings));
    r->creator = people.front()->user_id;
    r->idle_since = Clock::now();
    {
      std::lock_guard lock(rooms_mutex_);
      rooms_[id] = r;
    }
    const std::vector<Seat> seats = seats_for(people.size());
    std::array<bool, 4> taken{};
    for (std::size_t i = 0; i < people.size(); ++i) {
      send_json(*people[i], {{"type", "matched"}, {"table", id}, {"seat", seat_string(seats[i])}});
      const std::string refusal = on_sit(people[i], json{{"table", id}, {"seat", seat_string(seats[i])}});
      if (refusal.empty()) taken[index(seats[i])] = true;
      else send_json(*people[i], {{"type", "error"}, {"request", "play_now"}, {"message", refusal}});
    }
    for (Seat seat : kAllSeats)
      if (!taken[index(seat)]) on_robot(nullptr, json{{"table", id}, {"seat", seat_string(seat)}});
    lobby_changed(id);
  }
}

}  // namespace tenace::server
