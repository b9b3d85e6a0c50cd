#pragma once
// Ratings from people's games outside robot tournaments (docs/ratings.md,
// "In the server"): a round of a pairs event, and a board at a duplicate
// table whose deal other tables have played. Both add the comparisons
// their new results make with the results already on the same boards (each
// pair of results is compared once, when the later of them comes in), and
// rate everyone in them, people on both sides, in one period stored with
// its key: a restart never rates a period twice.
#include <cstdint>
#include <vector>

#include "server/events.h"
#include "server/rating_periods.h"
#include "server/storage.h"

namespace tenace::server {

// Round `event.round` of the event, once its results are stored: each of
// the round's results against every result of the same board from this
// round or before, weighted for the results the board will have when the
// event has played it everywhere. Robot players count at kRobotRating.
std::vector<RatingChange> rate_event_round(Storage& storage, const Events& events, const EventRecord& event,
                                           std::int64_t now);

// A board just finished at a duplicate table, played by `players`: stored
// with its players, then compared with every stored result of the same deal
// with the same dealer and vulnerability, each comparison weighted
// 1 / (results - 1). A deal nobody else has played rates nobody. Rated
// again (after a crash between the result and its rating) it rates as it
// would have then: the players stored first stay, and only the results
// stored before it are its field.
std::vector<RatingChange> rate_duplicate_board(Storage& storage, const BoardResultRow& result,
                                               const BoardPlayers& players, std::int64_t now);

}  // namespace tenace::server
