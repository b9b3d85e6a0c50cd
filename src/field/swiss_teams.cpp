#include "field/swiss_teams.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace tenace::field {

namespace {

int team_of(int pair) { return (pair + 1) / 2; }

}  // namespace

std::vector<Seating> swiss_round_seatings(int round, const SwissRound& pairing) {
  std::vector<Seating> seatings;
  int table = 1;
  for (const auto& [home, away] : pairing.matches) {
    seatings.push_back({round, table++, 2 * home - 1, 2 * away, round});
    seatings.push_back({round, table++, 2 * away - 1, 2 * home, round});
  }
  return seatings;
}

SwissTeamsResults score_swiss_teams(int teams, int boards_per_round, const std::vector<Seating>& seatings,
                                    const std::vector<SwissTableResult>& results) {
  // score[round][table][board]
  std::map<int, std::map<int, std::map<int, int>>> score;
  for (const SwissTableResult& r : results) score[r.round][r.table][r.board] = r.ns_score;
  std::map<int, std::map<int, const Seating*>> tables;  // round -> table -> seating
  for (const Seating& s : seatings)
    if (s.table > 0) tables[s.round][s.table] = &s;

  SwissTeamsResults out;
  std::map<int, SwissTeamStanding> by_team;
  for (int t = 1; t <= teams; ++t) by_team[t].team = t;
  for (const auto& [round, at] : tables) {
    std::set<int> playing;
    for (const auto& [table, open] : at) {
      // The open room is the odd table of each pair of tables.
      if (table % 2 == 0 || !at.count(table + 1)) continue;
      const Seating& closed = *at.at(table + 1);
      SwissMatch match{round, team_of(open->north_south), team_of(open->east_west), {}};
      std::vector<TeamBoard> played;
      const auto& open_scores = score[round][table];
      const auto& closed_scores = score[round][closed.table];
      for (const auto& [board, open_ns] : open_scores)
        if (auto it = closed_scores.find(board); it != closed_scores.end()) played.push_back({board, open_ns, it->second});
      match.result = score_team_match(played, boards_per_round);
      SwissTeamStanding& home = by_team[match.home];
      SwissTeamStanding& away = by_team[match.away];
      home.vps += match.result.vp_home;
      away.vps += match.result.vp_away;
      home.imps_won += match.result.imps_home;
      home.imps_lost += match.result.imps_away;
      away.imps_won += match.result.imps_away;
      away.imps_lost += match.result.imps_home;
      home.met.push_back(match.away);
      away.met.push_back(match.home);
      playing.insert(match.home);
      playing.insert(match.away);
      out.matches.push_back(std::move(match));
    }
    for (auto& [team, standing] : by_team)
      if (!playing.count(team)) {
        out.byes[round] = team;
        standing.byes.push_back(round);
        standing.vps += kByeVictoryPoints;
      }
  }
  for (auto& [team, standing] : by_team) out.standings.push_back(standing);
  std::stable_sort(out.standings.begin(), out.standings.end(),
                   [](const SwissTeamStanding& a, const SwissTeamStanding& b) { return a.vps > b.vps; });
  constexpr double kSame = 1e-9;
  for (std::size_t i = 0; i < out.standings.size(); ++i) {
    const bool tied = i > 0 && std::abs(out.standings[i].vps - out.standings[i - 1].vps) < kSame;
    out.standings[i].rank = tied ? out.standings[i - 1].rank : static_cast<int>(i) + 1;
  }
  return out;
}

std::optional<SwissRound> next_swiss_round(const SwissTeamsResults& results) {
  std::vector<SwissTeam> teams;
  for (const SwissTeamStanding& s : results.standings)
    teams.push_back(SwissTeam{s.team, s.vps, std::set<int>(s.met.begin(), s.met.end()), !s.byes.empty()});
  return swiss_pairing(teams);
}

}  // namespace tenace::field
