#include "field/movement.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace tenace::field {

Movement mitchell(int tables) {
  Movement m;
  m.kind = MovementKind::Mitchell;
  if (tables < 3 || tables > 15) {
    m.name = "Mitchell: 3 to 15 tables, not " + std::to_string(tables);
    return m;
  }
  const bool skip = tables % 2 == 0;
  m.tables = tables;
  m.rounds = skip ? tables - 1 : tables;
  m.pairs = 2 * tables;
  m.board_sets = tables;
  m.name = "Mitchell, " + std::to_string(tables) + " tables" +
           (skip ? " (East-West skip a table after round " + std::to_string(tables / 2) + ")" : "");
  for (int r = 0; r < m.rounds; ++r) {
    const int skipped = skip && r >= tables / 2 ? 1 : 0;
    for (int t = 0; t < tables; ++t) {
      // East-West pair e is at table e + r (+1 after the skip); boards move
      // down, so the set at table t is t + r: each pair meets them in turn.
      const int east_west = ((t - r - skipped) % tables + tables) % tables;
      const int board_set = (t + r) % tables;
      m.seatings.push_back({r + 1, t + 1, t + 1, tables + east_west + 1, board_set + 1});
    }
  }
  return m;
}

Movement howell(int pairs) {
  Movement m;
  m.kind = MovementKind::Howell;
  if (pairs < 5 || pairs > 30) {
    m.name = "Howell: 5 to 30 pairs, not " + std::to_string(pairs);
    return m;
  }
  const int slots = pairs + pairs % 2;  // an odd field gets a sit-out slot
  const int turning = slots - 1;        // pairs 1..turning turn; pair `slots` stays
  const int meetings_per_round = slots / 2;
  m.tables = pairs / 2;  // the sit-out's meeting needs no table
  m.rounds = turning;
  m.pairs = pairs;
  m.board_sets = turning;
  m.name = "Howell, " + std::to_string(pairs) + " pairs, " + std::to_string(m.tables) + " tables" +
           (pairs % 2 ? " (one pair sits out each round)" : "");
  auto real = [&](int pair) { return pair > pairs ? 0 : pair; };
  for (int r = 0; r < turning; ++r) {
    int table = 0;
    // The fixed pair meets the pair at the circle's top; the others meet
    // their mirror images. Directions alternate so that each pair sits
    // North-South about half the time.
    std::vector<std::pair<int, int>> meetings;
    meetings.push_back(r % 2 == 0 ? std::pair{slots, r + 1} : std::pair{r + 1, slots});
    for (int k = 1; k < meetings_per_round; ++k) {
      const int a = (r + k) % turning + 1;
      const int b = ((r - k) % turning + turning) % turning + 1;
      meetings.push_back(k % 2 == 0 ? std::pair{a, b} : std::pair{b, a});
    }
    for (const auto& [ns, ew] : meetings) {
      // The pair drawn against the empty slot sits out: table 0.
      const bool sits_out = real(ns) == 0 || real(ew) == 0;
      m.seatings.push_back({r + 1, sits_out ? 0 : ++table, real(ns), real(ew), r + 1});
    }
  }
  return m;
}

std::vector<std::string> check_movement(const Movement& m) {
  std::vector<std::string> problems;
  if (m.seatings.empty()) {
    problems.push_back(m.name.empty() ? "no seatings" : m.name);
    return problems;
  }
  std::map<std::pair<int, int>, int> at_table;      // (round, pair) -> table
  std::map<std::pair<int, int>, int> met;           // (lower, higher) -> round
  std::map<std::pair<int, int>, int> played;        // (pair, set) -> round
  std::map<std::pair<int, int>, int> set_at;        // (round, set) -> table
  auto where = [](const Seating& s) {
    return "round " + std::to_string(s.round) + ", table " + std::to_string(s.table);
  };
  for (const Seating& s : m.seatings) {
    for (int pair : {s.north_south, s.east_west}) {
      if (pair == 0) continue;
      if (pair < 0 || pair > m.pairs) problems.push_back(where(s) + ": pair " + std::to_string(pair) + " is not in the event");
      if (!at_table.emplace(std::pair{s.round, pair}, s.table).second)
        problems.push_back(where(s) + ": pair " + std::to_string(pair) + " is also at table " +
                           std::to_string(at_table[{s.round, pair}]));
      if (!played.emplace(std::pair{pair, s.board_set}, s.round).second)
        problems.push_back(where(s) + ": pair " + std::to_string(pair) + " plays board set " +
                           std::to_string(s.board_set) + " again (first in round " +
                           std::to_string(played[{pair, s.board_set}]) + ")");
    }
    if (s.north_south && s.east_west) {
      const auto key = std::minmax(s.north_south, s.east_west);
      if (!met.emplace(key, s.round).second)
        problems.push_back(where(s) + ": pairs " + std::to_string(key.first) + " and " + std::to_string(key.second) +
                           " meet again (first in round " + std::to_string(met[key]) + ")");
    }
    if (m.kind == MovementKind::Mitchell && !set_at.emplace(std::pair{s.round, s.board_set}, s.table).second)
      problems.push_back(where(s) + ": board set " + std::to_string(s.board_set) + " is also at table " +
                         std::to_string(set_at[{s.round, s.board_set}]));
  }
  // The right opponents.
  if (m.kind == MovementKind::Howell) {
    for (int a = 1; a <= m.pairs; ++a)
      for (int b = a + 1; b <= m.pairs; ++b)
        if (!met.count({a, b}))
          problems.push_back("pairs " + std::to_string(a) + " and " + std::to_string(b) + " never meet");
  } else {
    const int wanted = m.rounds;  // one East-West pair a round, all different
    for (int ns = 1; ns <= m.tables; ++ns) {
      int opponents = 0;
      for (int ew = m.tables + 1; ew <= 2 * m.tables; ++ew) opponents += met.count({ns, ew}) ? 1 : 0;
      if (opponents != wanted)
        problems.push_back("North-South pair " + std::to_string(ns) + " meets " + std::to_string(opponents) +
                           " East-West pairs, not " + std::to_string(wanted));
    }
  }
  return problems;
}

}  // namespace tenace::field
