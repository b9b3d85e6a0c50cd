// The matchmaker groups people waiting to play by rating: four close
// ratings make a table at once, distant ones wait, and the longest wait
// ends with a table of whoever is near (robots fill the rest).
#include <gtest/gtest.h>

#include "server/matchmaker.h"

namespace tenace::server {
namespace {

using Clock = Matchmaker::Clock;
using std::chrono::milliseconds;

std::vector<std::int64_t> ids(const std::vector<Matchmaker::Waiting>& group) {
  std::vector<std::int64_t> out;
  for (const auto& w : group) out.push_back(w.user_id);
  return out;
}

TEST(Matchmaker, FourCloseRatingsMakeATableAtOnceBestFirst) {
  Matchmaker m;
  const auto t0 = Clock::now();
  m.wait(1, 1500, t0);
  m.wait(2, 1900, t0);  // far from the others
  m.wait(3, 1520, t0);
  m.wait(4, 1480, t0);
  EXPECT_TRUE(m.take_groups(t0).empty());  // three close, one far: not yet
  m.wait(5, 1560, t0);
  const auto groups = m.take_groups(t0);
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(ids(groups[0]), (std::vector<std::int64_t>{5, 3, 1, 4}));
  EXPECT_TRUE(m.waiting(2));
  EXPECT_EQ(m.size(), 1u);
}

TEST(Matchmaker, TheWindowWidensWithWaitingAndTheLimitStartsATableAlone) {
  MatchmakerOptions options;
  options.window = 100;
  options.widening_per_second = 50;
  options.longest_wait = milliseconds(5000);
  Matchmaker m(options);
  const auto t0 = Clock::now();
  m.wait(1, 1500, t0);
  m.wait(2, 1700, t0);
  EXPECT_TRUE(m.take_groups(t0 + milliseconds(1000)).empty());
  // At 5 s person 1's window is 100 + 250 = 350 points: 1700 is in it.
  auto groups = m.take_groups(t0 + milliseconds(5000));
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(ids(groups[0]), (std::vector<std::int64_t>{2, 1}));
  // Alone past the limit: a table anyway.
  m.wait(7, 2400, t0 + milliseconds(6000));
  EXPECT_TRUE(m.take_groups(t0 + milliseconds(8000)).empty());
  groups = m.take_groups(t0 + milliseconds(11000));
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(ids(groups[0]), (std::vector<std::int64_t>{7}));
  EXPECT_EQ(m.size(), 0u);
}

TEST(Matchmaker, CancelAndWaitingTwice) {
  Matchmaker m;
  const auto t0 = Clock::now();
  m.wait(1, 1500, t0);
  m.wait(1, 1500, t0 + milliseconds(3000));  // still the first wait
  EXPECT_EQ(m.size(), 1u);
  EXPECT_TRUE(m.cancel(1));
  EXPECT_FALSE(m.cancel(1));
  EXPECT_TRUE(m.take_groups(t0 + milliseconds(60000)).empty());
}

TEST(Matchmaker, EightCloseRatingsMakeTwoTables) {
  Matchmaker m;
  const auto t0 = Clock::now();
  for (int i = 1; i <= 8; ++i) m.wait(i, 1500 + 10 * i, t0);
  const auto groups = m.take_groups(t0);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].size(), 4u);
  EXPECT_EQ(groups[1].size(), 4u);
  EXPECT_EQ(m.size(), 0u);
}

}  // namespace
}  // namespace tenace::server
