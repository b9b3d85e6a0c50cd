#pragma once
// What the server stores about playing against a field: tournaments (a
// board set that many tables play), who entered them at which table, and
// each player's rating after every rating period (a tournament, an event's
// round, a board compared with a field).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "field/standings.h"

namespace tenace::server {

struct TournamentRecord {
  std::int64_t id = 0;
  std::string name;
  field::FieldScoring scoring = field::FieldScoring::Matchpoints;
  std::string system = "2over1";  // the robots' bidding system
  std::vector<std::string> deals;  // board n's deal at n - 1 (PBN, from North)
  std::int64_t creator = 0;
  // When entries are taken (unix seconds): an open tournament runs for a
  // day; a timed one is announced ahead and runs for a set time.
  std::int64_t starts = 0;
  std::int64_t ends = 0;
  // The clock: seconds per call or card (0: untimed); past it a robot
  // makes that move for the player.
  int think_seconds = 0;
  // The board clock: seconds the entrant has for each board (0: untimed);
  // when they run out, robots finish the board for the entrant.
  int board_seconds = 0;
  // Robot-only tables that play the boards when the tournament is made, so
  // that the first entrant already has a field.
  int reference_tables = 2;
};

// One entrant's table. Robot reference tables have user_id 0.
struct TournamentEntry {
  std::int64_t tournament_id = 0;
  std::int64_t table_id = 0;
  std::int64_t user_id = 0;
  std::string name;  // as ranked: the user's name, or "Robots 1"
};

// What moved a rating: a robot tournament the player finished, a round of
// a pairs event (the comparisons its results added), or a board at a
// duplicate table compared with the other results of the same deal.
enum class RatingSource : std::uint8_t { Tournament, EventRound, Board };
std::string_view rating_source_name(RatingSource source);  // "tournament", "event", "board"
std::optional<RatingSource> parse_rating_source(std::string_view name);

// One rating period's key: a tournament (for its entrant), an event's
// round, or a table's board. A period is rated once: its key is stored with
// the ratings it moved.
struct RatingPeriod {
  RatingSource source = RatingSource::Tournament;
  std::int64_t id = 0;  // the tournament, the event or the table
  int part = 0;         // the event's round, or the table's board (else 0)
  bool operator==(const RatingPeriod&) const = default;
};

// A player's rating as it stood after a rating period.
struct RatingRecord {
  std::int64_t user_id = 0;
  double rating = 1500;
  double deviation = 350;
  RatingPeriod period;  // what moved it
  std::int64_t at = 0;  // unix seconds
};

// Who played a board: user ids North, East, South, West (0: a robot).
using BoardPlayers = std::array<std::int64_t, 4>;

}  // namespace tenace::server
