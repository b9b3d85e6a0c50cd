#pragma once
// What the server stores about playing against a field: tournaments (a
// board set that many tables play), who entered them at which table, and
// each player's rating after every rated tournament.
#include <cstdint>
#include <string>
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

// A player's rating as it stood after a rated tournament.
struct RatingRecord {
  std::int64_t user_id = 0;
  double rating = 1500;
  double deviation = 350;
  std::int64_t tournament_id = 0;  // what moved it
  std::int64_t at = 0;             // unix seconds
};

}  // namespace tenace::server
