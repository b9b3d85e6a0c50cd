#pragma once
// What the server stores about pairs events among people (events.h): the
// event itself, its registered pairs, the table each round opened for each
// movement table, and the director's adjusted scores.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "field/pairs_event_scoring.h"
#include "field/standings.h"

namespace tenace::server {

// "registering" until the director starts it, "running" while its rounds
// are played, "finished" after the last.
enum class EventState { Registering, Running, Finished };
std::string_view event_state_name(EventState state);
std::optional<EventState> parse_event_state(std::string_view name);

struct EventRecord {
  std::int64_t id = 0;
  std::string name;
  std::int64_t director = 0;  // the user who made it
  // "auto", "mitchell", "howell", "teams" or "swiss" as asked; at the
  // start "auto" becomes the movement chosen for the number of pairs.
  std::string movement = "auto";
  field::FieldScoring scoring = field::FieldScoring::Matchpoints;
  std::string system = "2over1";  // the robots' bidding system
  int boards_per_round = 2;
  int rounds = 0;  // rounds to play (0: the whole movement)
  EventState state = EventState::Registering;
  int round = 0;   // the round being played (0 before the start)
  int pairs = 0;   // pairs at the start (the movement's size)
  // Board n's deal at n - 1 (PBN, from North), dealt once at the start:
  // every table that plays board n plays this deal.
  std::vector<std::string> deals;
};

// One player of a pair: a person, or a robot (user_id 0).
struct EventPlayer {
  std::int64_t user_id = 0;
  std::string name;  // "Robot" for a robot
  bool robot() const { return user_id == 0; }
};

// A registered pair; its number (from 1, in order of registration) is its
// number in the movement.
struct EventPair {
  std::int64_t event_id = 0;
  int pair = 0;
  std::array<EventPlayer, 2> players;
};

// The table a round opened for one movement table.
struct EventTable {
  std::int64_t event_id = 0;
  int round = 0;
  int table = 0;  // movement table, from 1
  int board_set = 0;
  int north_south = 0;  // pair numbers
  int east_west = 0;
  std::int64_t table_id = 0;  // the server's table
};

struct EventAdjustment {
  std::int64_t event_id = 0;
  field::AdjustedScore score;
};

}  // namespace tenace::server
