// The lobby's ratings from people's games (game_ratings.h): an event's
// round when its results are stored, a duplicate table's board when it
// ends. Robot tournaments rate their entrants themselves
// (lobby_tournaments.cpp).
#include "server/game_ratings.h"
#include "server/lobby.h"

namespace tenace::server {

void Lobby::rate_round(const EventRecord& event) {
  for (const RatingChange& c : rate_event_round(storage_, events_, event, now_seconds()))
    rating_changed(c.after.user_id, c.after.rating);
}

void Lobby::rate_board(Room& r, const BoardResultRow& result) {
  const TableSettings& settings = r.table->settings();
  if (settings.tournament != 0 || settings.event_id != 0 || settings.scoring != Scoring::Duplicate) return;
  BoardPlayers players{};
  bool person = false;
  for (Seat seat : kAllSeats)
    if (const auto& o = r.table->occupant(seat); o && !o->robot) {
      players[static_cast<std::size_t>(index(seat))] = o->user_id;
      person = true;
    }
  // A robots' board is no one's result to rate, nor a field worth keeping.
  if (!person) return;
  for (const RatingChange& c : rate_duplicate_board(storage_, result, players, now_seconds()))
    rating_changed(c.after.user_id, c.after.rating);
}

}  // namespace tenace::server
