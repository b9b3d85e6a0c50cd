#pragma once
// Swiss pairing for a multi-round teams event: before each round the teams
// are ranked by their score so far (victory points) and each meets a team
// near it in the ranking that it has not met before. With an odd number of
// teams one team has a bye: the lowest-ranked team that has not had one.
//
// The pairing goes down the ranking: the best unpaired team meets the next
// unpaired team it has not met; when that leaves the teams below with no
// pairing free of repeats, it backs up and tries the next candidate (so a
// pairing is found whenever one exists).
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace tenace::field {

struct SwissTeam {
  int team = 0;         // its number
  double score = 0;     // victory points so far
  std::set<int> met;    // the teams it has played
  bool had_bye = false;
};

struct SwissRound {
  std::vector<std::pair<int, int>> matches;  // higher-ranked team first, best match first
  int bye = 0;                               // 0: none
};

// Empty when no pairing avoids every repeat (e.g. more rounds than teams
// less one). Equal scores rank by team number.
std::optional<SwissRound> swiss_pairing(const std::vector<SwissTeam>& teams);

}  // namespace tenace::field
