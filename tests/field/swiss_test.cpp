// Swiss pairing: teams near each other in the ranking meet, nobody meets a
// team twice, the bye goes to the lowest team without one, and a whole
// event of rounds is paired without a repeat as long as one exists.
#include <gtest/gtest.h>

#include <map>

#include "field/swiss.h"

namespace tenace::field {
namespace {

SwissTeam team(int number, double score) {
  SwissTeam t;
  t.team = number;
  t.score = score;
  return t;
}

// Independent check of one round: everyone once, no repeat, bye rules.
void check_round(const std::vector<SwissTeam>& teams, const SwissRound& round) {
  std::map<int, const SwissTeam*> by_number;
  for (const SwissTeam& t : teams) by_number[t.team] = &t;
  std::multiset<int> seen;
  for (const auto& [a, b] : round.matches) {
    seen.insert(a);
    seen.insert(b);
    EXPECT_FALSE(by_number.at(a)->met.count(b)) << a << " meets " << b << " again";
  }
  if (round.bye) seen.insert(round.bye);
  EXPECT_EQ(seen.size(), teams.size());
  for (const SwissTeam& t : teams) EXPECT_EQ(seen.count(t.team), 1u) << t.team;
  EXPECT_EQ(round.bye != 0, teams.size() % 2 == 1);
}

TEST(Swiss, TheFirstRoundPairsDownTheRanking) {
  const std::vector<SwissTeam> teams = {team(1, 30), team(2, 25), team(3, 40), team(4, 10)};
  const std::optional<SwissRound> r = swiss_pairing(teams);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->matches, (std::vector<std::pair<int, int>>{{3, 1}, {2, 4}}));
  EXPECT_EQ(r->bye, 0);
}

TEST(Swiss, RepeatsAreAvoidedByMovingDown) {
  std::vector<SwissTeam> teams = {team(1, 40), team(2, 35), team(3, 20), team(4, 10)};
  teams[0].met = {2};
  teams[1].met = {1};
  const std::optional<SwissRound> r = swiss_pairing(teams);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->matches, (std::vector<std::pair<int, int>>{{1, 3}, {2, 4}}));
}

TEST(Swiss, BacktracksWhenTheGreedyChoiceStrandsTheBottom) {
  // 1 may meet 3 or 4; 2 has met 3 and 4 already: 1 must take... 2's
  // only partner is 1, so 1-2 is forced although 1 meets 3 greedily first.
  std::vector<SwissTeam> teams = {team(1, 40), team(2, 35), team(3, 20), team(4, 10)};
  teams[1].met = {3, 4};
  teams[2].met = {2};
  teams[3].met = {2};
  const std::optional<SwissRound> r = swiss_pairing(teams);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->matches, (std::vector<std::pair<int, int>>{{1, 2}, {3, 4}}));
}

TEST(Swiss, TheByeGoesToTheLowestTeamWithoutOne) {
  std::vector<SwissTeam> teams = {team(1, 40), team(2, 35), team(3, 20), team(4, 18), team(5, 10)};
  teams[4].had_bye = true;
  const std::optional<SwissRound> r = swiss_pairing(teams);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->bye, 4);
  check_round(teams, *r);
}

TEST(Swiss, NoPairingWhenEveryoneHasMetEveryone) {
  std::vector<SwissTeam> teams;
  for (int t = 1; t <= 4; ++t) {
    teams.push_back(team(t, 0));
    for (int other = 1; other <= 4; ++other)
      if (other != t) teams.back().met.insert(other);
  }
  EXPECT_FALSE(swiss_pairing(teams));
}

TEST(Swiss, WholeEventsNeverRepeatAnOpponent) {
  for (int count = 4; count <= 12; ++count) {
    std::vector<SwissTeam> teams;
    for (int t = 1; t <= count; ++t) teams.push_back(team(t, 0));
    const int rounds = count / 2 + 1;
    for (int round = 1; round <= rounds; ++round) {
      const std::optional<SwissRound> r = swiss_pairing(teams);
      ASSERT_TRUE(r) << count << " teams, round " << round;
      check_round(teams, *r);
      // Results that spread the field: the lower number wins by a margin
      // that depends on the round.
      for (const auto& [a, b] : r->matches) {
        SwissTeam& ta = teams[static_cast<std::size_t>(a - 1)];
        SwissTeam& tb = teams[static_cast<std::size_t>(b - 1)];
        const double vp = 10 + (a < b ? 1 : -1) * ((a * 7 + b * 3 + round) % 10);
        ta.score += vp;
        tb.score += 20 - vp;
        ta.met.insert(b);
        tb.met.insert(a);
      }
      if (r->bye) {
        teams[static_cast<std::size_t>(r->bye - 1)].had_bye = true;
        teams[static_cast<std::size_t>(r->bye - 1)].score += 12;
      }
    }
  }
}

}  // namespace
}  // namespace tenace::field
