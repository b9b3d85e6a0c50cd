#pragma once
// Individual ratings from partnership results, on the Glicko scale (Mark
// Glickman, "Parameter estimation in large dynamic paired comparison
// experiments", Applied Statistics 48, 1999): a rating near chess Elo (1500
// for a newcomer) and a deviation that says how sure it is (350 for a
// newcomer, shrinking with every board, growing again with absence).
//
// Bridge is played in pairs, so a result says how a partnership did. A
// partnership plays at the mean of its two players' ratings (its deviation
// that of a mean, sqrt((RD1^2 + RD2^2) / 4)), and what it wins or loses
// against its expectation goes to both players, each moving by their own
// deviation (a newcomer moves much, an established player little; with a
// robot partner, whose rating is fixed, all of it is the person's). A
// board's traveller gives one comparison per pair of results in the same
// direction (beat, tie, lost: 1, 1/2, 0); each carries the weight
// 1 / (results - 1), so that one board counts as one game against the
// field however many tables played it. docs/ratings.md says why.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "field/traveller.h"

namespace tenace::field {

struct Rating {
  double rating = 1500;
  double deviation = 350;
};

// One comparison of two partnerships: `score` for `us` (1 won, 0.5 tie, 0
// lost), counting `weight` games.
struct Comparison {
  std::vector<std::string> us;
  std::vector<std::string> them;
  double score = 0.5;
  double weight = 1;
};

// A rating `weeks` later without play: less sure by the time passed (a
// strength may change whether one plays or not), never less sure than a
// newcomer's.
Rating aged(Rating rating, double weeks);

class RatingBook {
 public:
  // A player whose rating never moves (a robot of known strength).
  void set_fixed(const std::string& player, Rating rating);
  // A player's rating as it stands before the next period (as stored).
  void set(const std::string& player, Rating rating);
  Rating of(const std::string& player) const;

  // One rating period (a club meeting or a tournament) spanning `weeks` of
  // time since the last: every known rating first grows less sure by the
  // time passed (strength may change with time, whether one plays or not),
  // then every player's rating moves once, from all of the period's
  // comparisons at the ratings it started with.
  void rate_period(const std::vector<Comparison>& comparisons, double weeks = 1);

 private:
  std::map<std::string, Rating> ratings_;
  std::map<std::string, Rating> fixed_;
};

// A board's comparisons: every pair of results in the same direction,
// each weighted 1 / (results - 1). `players` names the players of a pair
// as the traveller names it.
using PlayersOf = std::function<std::vector<std::string>(const std::string&)>;
std::vector<Comparison> board_comparisons(const Traveller& traveller, const PlayersOf& players);

// The comparisons a board gains when the results played at `new_tables`
// join the others: each new result against every result before it and
// every other new one, each pair of results once (so that a board whose
// results come in over several rounds is compared as if all at once).
// The weight is 1 / (results - 1) for a board that will have `results`
// results in all (at least those on the traveller).
std::vector<Comparison> new_result_comparisons(const Traveller& traveller, const PlayersOf& players,
                                               const std::set<std::int64_t>& new_tables, std::size_t results);

}  // namespace tenace::field
