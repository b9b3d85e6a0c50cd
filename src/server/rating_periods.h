#pragma once
// Rating periods of the server's games (docs/ratings.md, "In the server"):
// a robot tournament an entrant finished, a round of a pairs event, or a
// board at a duplicate table that other tables played too. Each period
// moves its people once, from the comparisons of their results with the
// field (field/rating.h), and is stored with its key before anyone hears
// of it, so that a restart never rates it twice.
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "field/rating.h"
#include "server/field_records.h"
#include "server/storage.h"

namespace tenace::server {

// The fixed rating robots play at: the scale's anchor.
inline constexpr double kRobotRating = 1500;
inline constexpr double kRobotDeviation = 30;

// A rating's move by one period.
struct RatingChange {
  RatingRecord before;
  RatingRecord after;
};

// How a rating book names a player: "user 7", or "robot" for user 0.
std::string rated_player(std::int64_t user_id);

// A player's rating now (a newcomer's if they have none).
RatingRecord current_rating(Storage& storage, std::int64_t user_id);

// Rates one period from its comparisons (players named by rated_player):
// the people in `movers` move (every person in the comparisons when
// `movers` is empty), each from their stored rating grown less sure by the
// time since it was made; other people count at their stored ratings,
// robots at kRobotRating. The new ratings are stored at once with the
// period's key. A period of the event-round or board kind already stored is
// not rated again (nothing is returned); a tournament's is the caller's to
// check (one period per entrant).
std::vector<RatingChange> rate_period(Storage& storage, const RatingPeriod& period,
                                      const std::vector<field::Comparison>& comparisons, std::int64_t now,
                                      const std::set<std::int64_t>& movers = {});

// The change `period` made to a player's rating, from their history; empty
// when it has not moved it.
std::optional<RatingChange> stored_change(const std::vector<RatingRecord>& history, const RatingPeriod& period);

}  // namespace tenace::server
