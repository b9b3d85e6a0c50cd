// Movements: every Mitchell (3-15 tables) and Howell (5-30 pairs) keeps its
// promises by the independent checker, and the checker catches a broken one.
#include <gtest/gtest.h>

#include <set>

#include "field/movement.h"

namespace tenace::field {
namespace {

TEST(Mitchell, EveryTableCountKeepsItsPromises) {
  for (int tables = 3; tables <= 15; ++tables) {
    const Movement m = mitchell(tables);
    EXPECT_EQ(m.rounds, tables % 2 ? tables : tables - 1) << m.name;
    EXPECT_EQ(m.seatings.size(), static_cast<std::size_t>(m.rounds * tables)) << m.name;
    EXPECT_EQ(check_movement(m), std::vector<std::string>{}) << m.name;
    // North-South pairs stay put.
    for (const Seating& s : m.seatings) EXPECT_EQ(s.north_south, s.table) << m.name;
  }
}

TEST(Mitchell, SevenTablesAsPlayedAtTheClub) {
  // Round 1: everyone at home, boards 1 at table 1; round 2: East-West 7
  // ... pair 8 (East-West 1) moves to table 2 and meets board set 3.
  const Movement m = mitchell(7);
  EXPECT_EQ(m.seatings[0], (Seating{1, 1, 1, 8, 1}));
  const Seating& r2t2 = m.seatings[7 + 1];
  EXPECT_EQ(r2t2.round, 2);
  EXPECT_EQ(r2t2.table, 2);
  EXPECT_EQ(r2t2.east_west, 8);
  EXPECT_EQ(r2t2.board_set, 3);
}

TEST(Howell, EveryFieldMeetsEveryoneOnce) {
  for (int pairs = 5; pairs <= 30; ++pairs) {
    const Movement m = howell(pairs);
    EXPECT_EQ(check_movement(m), std::vector<std::string>{}) << m.name;
    // Each pair plays every round but one when the field is odd.
    std::multiset<int> rounds_played;
    for (const Seating& s : m.seatings)
      if (s.table != 0)
        for (int p : {s.north_south, s.east_west}) rounds_played.insert(p);
    for (int p = 1; p <= pairs; ++p)
      EXPECT_EQ(static_cast<int>(rounds_played.count(p)), pairs % 2 ? m.rounds - 1 : m.rounds) << m.name << " pair " << p;
  }
}

TEST(Howell, DirectionsAreShared) {
  const Movement m = howell(12);
  for (int p = 1; p <= 12; ++p) {
    int north_south = 0;
    for (const Seating& s : m.seatings) north_south += s.north_south == p;
    EXPECT_GE(north_south, 3) << "pair " << p;
    EXPECT_LE(north_south, 8) << "pair " << p;
  }
}

TEST(MovementCheck, CatchesARepeatedMeetingAndABoardPlayedTwice) {
  Movement m = mitchell(5);
  // In round 2, table 2 gets table 1's East-West pair (10) and the board set
  // North-South 2 played in round 1.
  for (Seating& s : m.seatings)
    if (s.round == 2 && s.table == 2) s.east_west = 10, s.board_set = 2;
  const std::vector<std::string> problems = check_movement(m);
  bool met_again = false, set_twice = false, pair_twice = false;
  for (const std::string& p : problems) {
    met_again |= p.find("meet again") != std::string::npos;
    set_twice |= p.find("again (first in round 1)") != std::string::npos;
    pair_twice |= p.find("is also at table") != std::string::npos;
  }
  EXPECT_TRUE(met_again);
  EXPECT_TRUE(set_twice);
  EXPECT_TRUE(pair_twice);
}

TEST(MovementCheck, SizesOutsideTheRangeAreRefusedByName) {
  EXPECT_TRUE(mitchell(2).seatings.empty());
  EXPECT_NE(mitchell(16).name.find("3 to 15"), std::string::npos);
  EXPECT_FALSE(check_movement(howell(4)).empty());
}

}  // namespace
}  // namespace tenace::field
