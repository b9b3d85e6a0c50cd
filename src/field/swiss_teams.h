#pragma once
// A Swiss teams event (RULES.md §1.5): teams of two pairs (team t is pairs
// 2t-1 and 2t) play a teams match each round (team_match.h) against a team
// chosen by Swiss pairing (swiss.h) from the victory points so far. Every
// match of a round plays the round's board set, at two tables: in the open
// room the home team's first pair sits North-South against the away team's
// second, in the closed room the away team's first pair North-South
// against the home team's second. Each match's IMPs become victory points
// on the WBF 20-point scale for the round's number of boards; a team with
// a bye scores kByeVictoryPoints for the round.
#include <map>
#include <optional>
#include <vector>

#include "field/movement.h"
#include "field/swiss.h"
#include "field/team_match.h"

namespace tenace::field {

// The bye's score, as the WBF's General Conditions of Contest give it on
// the 20-point scale.
constexpr double kByeVictoryPoints = 12;

// The tables of round `round` for `pairing`: match k (from 0) at tables
// 2k+1 (open room) and 2k+2 (closed room), all on board set `round`.
std::vector<Seating> swiss_round_seatings(int round, const SwissRound& pairing);

// One table's result on one board of a Swiss teams event.
struct SwissTableResult {
  int round = 0;
  int table = 0;
  int board = 0;
  int ns_score = 0;
};

struct SwissMatch {
  int round = 0;
  int home = 0;  // teams
  int away = 0;
  TeamMatchResult result;  // over the boards both rooms have played
};

struct SwissTeamStanding {
  int team = 0;
  int rank = 0;  // equal victory points share a rank
  double vps = 0;
  int imps_won = 0;
  int imps_lost = 0;
  std::vector<int> met;  // opponents, round by round
  std::vector<int> byes;  // rounds
};

struct SwissTeamsResults {
  std::vector<SwissMatch> matches;  // by round, then table
  std::map<int, int> byes;          // round -> team
  std::vector<SwissTeamStanding> standings;  // best first (ties by team number)
};

// `seatings`: the tables the rounds opened (a round is known once opened);
// `results`: what those tables have played. A match counts the boards both
// its rooms have played, scored over `boards_per_round`.
SwissTeamsResults score_swiss_teams(int teams, int boards_per_round, const std::vector<Seating>& seatings,
                                    const std::vector<SwissTableResult>& results);

// The pairing of the next round from the results so far (empty when no
// pairing avoids a repeat).
std::optional<SwissRound> next_swiss_round(const SwissTeamsResults& results);

}  // namespace tenace::field
