// The lobby's ratings from people's games (game_ratings.h): an event's
// round when its results are stored, a duplicate table's board when it
// ends, or at start-up when a crash came between its result and its
// rating. Robot tournaments rate their entrants themselves
// (lobby_tournaments.cpp).
#include "server/game_ratings.h"
#include "server/lobby.h"

namespace tenace::server {

void Lobby::rate_round(const EventRecord& event) {
  for (const RatingChange& c : rate_event_round(storage_, events_, event, now_seconds()))
    rating_changed(c.after.user_id, c.after.rating);
}

namespace {

// A duplicate table outside tournaments and events: its boards are rated
// one by one against the same deal played elsewhere.
bool rated_by_board(const TableSettings& settings) {
  return settings.tournament == 0 && settings.event_id == 0 && settings.scoring == Scoring::Duplicate;
}

}  // namespace

void Lobby::rate_board(Room& r, const BoardResultRow& result) {
  if (!rated_by_board(r.table->settings())) return;
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

void Lobby::finish_last_board_after_crash(Room& r, const BoardResultRow& row) {
  const TableSettings& settings = r.table->settings();
  if (!rated_by_board(settings) && settings.event_id == 0) return;
  auto is_this = [&](const BoardResultRow& other) { return other.table_id == row.table_id && other.board == row.board; };
  bool stored = false;
  if (settings.event_id != 0) {
    for (const BoardResultRow& other : storage_.event_results(settings.event_id)) stored = stored || is_this(other);
  } else {
    for (const auto& [players, other] : storage_.results_of_deal(row.deal)) stored = stored || is_this(other);
  }
  if (!stored) storage_.record_result(row);
  // Rating twice is refused by the period's key; a board rated again sees
  // the field it had when it ended (rate_duplicate_board).
  rate_board(r, row);
}

}  // namespace tenace::server
