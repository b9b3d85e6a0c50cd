#pragma once
// Movements for pairs events among people: who sits where, against whom,
// on which boards, round by round (RULES.md §1.5's pairs events).
//
//  - Mitchell (3-15 tables): North-South pairs stay at their table, East-
//    West pairs move up one table and the boards down one each round, so
//    each East-West pair meets each North-South pair and plays each board
//    set once (two fields, ranked apart). With an even number of tables the
//    boards would come back to the same pair halfway: the East-West pairs
//    skip a table after half the rounds (the "skip Mitchell"), and play
//    one round fewer than there are tables.
//  - Howell (5-30 pairs): everyone meets everyone once (one field). The
//    rounds are the round robin of the circle method (one pair fixed, the
//    others turning round it); a pair left over sits out each round. Online
//    the boards need not travel: a round's board set is played at every
//    table of that round, so each board is compared among every pair.
// check_movement() verifies what the event promises, whatever built it.
#include <string>
#include <vector>

namespace tenace::field {

// TeamsMatch: the two tables of a teams match (team_match.h).
enum class MovementKind { Mitchell, Howell, TeamsMatch };

// One table in one round. Pairs are numbered from 1. A pair sitting out a
// round has a seating at table 0 with nobody (0) against it.
struct Seating {
  int round = 0;  // from 1
  int table = 0;  // from 1
  int north_south = 0;
  int east_west = 0;
  int board_set = 0;  // from 1
  friend bool operator==(const Seating&, const Seating&) = default;
};

struct Movement {
  MovementKind kind = MovementKind::Mitchell;
  std::string name;  // e.g. "Mitchell, 6 tables (skip after round 3)"
  int tables = 0;
  int rounds = 0;
  int pairs = 0;       // Mitchell: North-South 1..tables, East-West tables+1..2*tables
  int board_sets = 0;
  std::vector<Seating> seatings;  // by round, then table
};

// Precondition-free: a table count outside 3..15 (pairs outside 5..30)
// gives a movement with no seatings whose name says why.
Movement mitchell(int tables);
Movement howell(int pairs);

// What is wrong with a movement, one line each; empty when it keeps every
// promise: every pair at one table per round, no two pairs meeting twice,
// no pair playing a board set twice, a Mitchell board set at one table per
// round, and the right opponents met (Mitchell: each North-South pair meets
// every East-West pair, all but one in a skip Mitchell; Howell: every pair
// meets every other).
std::vector<std::string> check_movement(const Movement& movement);

}  // namespace tenace::field
