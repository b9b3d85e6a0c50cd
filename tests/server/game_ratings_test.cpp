// Ratings from people's games: a Mitchell's rounds and duplicate boards
// that other tables played, each rated by the server as its results come
// in, checked against a recomputation from the list of results (every two
// results of a board compared once, in the round of the later of them),
// and never rated twice when the server starts again on the same database.
#include "server/game_ratings.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <random>

#include "core/random_deal.h"
#include "server/sqlite_storage.h"
#include "server/test_server.h"

namespace tenace::server {
namespace {

using testing::fresh_temp_dir;

constexpr std::int64_t kNow = 1795600000;

BoardResultRow row(std::int64_t table, int board, const std::string& deal, int score_ns) {
  BoardResultRow r;
  r.table_id = table;
  r.board = board;
  r.deal = deal;
  r.contract = score_ns == 0 ? "Pass" : "3NT";
  r.declarer = score_ns == 0 ? "" : "N";
  r.tricks = 9;
  r.score_ns = score_ns;
  return r;
}

// One stored result of the event, as the recomputation sees it.
struct Played {
  int round = 0;
  int board = 0;
  int north_south = 0;  // pair numbers
  int east_west = 0;
  int score_ns = 0;
};

TEST(GameRatings, AMitchellIsRatedRoundByRoundAsIfAllAtOnceAndOnlyOnce) {
  const auto dir = fresh_temp_dir("game-ratings");
  const std::string path = (dir / "t.db").string();
  std::map<int, std::array<std::int64_t, 2>> pair_users;  // 0: a robot
  std::vector<Played> played;
  EventRecord event;
  {
    SqliteStorage storage(path);
    Events events(storage);
    event.name = "Club pairs";
    event.movement = "mitchell";
    event.boards_per_round = 2;
    event.state = EventState::Running;
    event.round = 1;
    event.pairs = 6;
    DealGenerator deals(7);
    for (int b = 0; b < 6; ++b) event.deals.push_back(deals.next().to_pbn());
    event = events.create(event);
    // Four people in four pairs (two with a robot partner), two robot pairs.
    for (int p = 1; p <= 6; ++p) {
      std::array<EventPlayer, 2> players{EventPlayer{0, "Robot"}, EventPlayer{0, "Robot"}};
      for (int k = 0; k < 2; ++k) {
        if (p > 4 || (p > 2 && k == 1)) continue;
        const std::string name = "p" + std::to_string(p) + std::to_string(k);
        players[static_cast<std::size_t>(k)] = EventPlayer{*storage.create_user(name, "h", false), name};
      }
      pair_users[p] = {players[0].user_id, players[1].user_id};
      events.register_pair(event.id, players);
    }
    std::mt19937 rng(5);
    const int scores[] = {-100, 110, 140, 420, 420, -50, 0};
    const field::Movement movement = event_movement(event);
    ASSERT_EQ(movement.rounds, 3);
    for (int round = 1; round <= 2; ++round) {
      event.round = round;
      events.update(event);
      for (const field::Seating& s : movement.seatings) {
        if (s.round != round || s.table == 0) continue;
        const std::int64_t table = storage.create_table(TableSettings{}, 0);
        events.add_table({event.id, round, s.table, s.board_set, s.north_south, s.east_west, table});
        for (int board : boards_of_set(event, s.board_set)) {
          const int score = scores[rng() % 7];
          storage.record_result(row(table, board, event.deals[static_cast<std::size_t>(board - 1)], score));
          played.push_back({round, board, s.north_south, s.east_west, score});
        }
      }
      // Round 1 plays each board at one table only: nothing to compare yet.
      EXPECT_EQ(rate_event_round(storage, events, event, kNow).empty(), round == 1) << "round " << round;
    }
  }
  // The recomputation: each round, every two results of a board of which
  // the later was played in that round, weighted 1 / (tables - 1) with the
  // three tables of the Mitchell playing each board.
  auto players = [&](int pair) {
    std::vector<std::string> names;
    for (std::int64_t user : pair_users.at(pair)) names.push_back(rated_player(user));
    return names;
  };
  field::RatingBook book;
  book.set_fixed(rated_player(0), {kRobotRating, kRobotDeviation});
  for (int round = 1; round <= 2; ++round) {
    std::vector<field::Comparison> comparisons;
    for (std::size_t i = 0; i < played.size(); ++i)
      for (std::size_t j = i + 1; j < played.size(); ++j) {
        const Played& a = played[i];
        const Played& b = played[j];
        if (a.board != b.board || std::max(a.round, b.round) != round) continue;
        const double ns = a.score_ns > b.score_ns ? 1 : a.score_ns == b.score_ns ? 0.5 : 0;
        comparisons.push_back({players(a.north_south), players(b.north_south), ns, 0.5});
        comparisons.push_back({players(a.east_west), players(b.east_west), 1 - ns, 0.5});
      }
    book.rate_period(comparisons, 0);
  }
  // A restart: the same database, the rounds rated again change nothing.
  SqliteStorage storage(path);
  Events events(storage);
  events.load();
  EXPECT_TRUE(rate_event_round(storage, events, event, kNow + 60).empty());
  for (const auto& [pair, users] : pair_users)
    for (std::int64_t user : users) {
      if (user == 0) continue;
      const std::vector<RatingRecord> history = storage.rating_history(user);
      ASSERT_EQ(history.size(), 1u) << "user " << user;
      EXPECT_EQ(history.back().period, (RatingPeriod{RatingSource::EventRound, event.id, 2}));
      EXPECT_NEAR(history.back().rating, book.of(rated_player(user)).rating, 1e-9) << "user " << user;
      EXPECT_NEAR(history.back().deviation, book.of(rated_player(user)).deviation, 1e-9) << "user " << user;
    }
  std::filesystem::remove_all(dir);
}

// Ann's North-South at the first table beat the second table's; bob's
// East-West at the second beat the first table's robots: each rated once,
// by the second table's board, from those two comparisons.
void expect_rated_once_by_second_board(Storage& storage, std::int64_t ann, std::int64_t bob,
                                       std::int64_t second_table) {
  field::RatingBook book;
  book.set_fixed(rated_player(0), {kRobotRating, kRobotDeviation});
  book.rate_period({{{rated_player(0), rated_player(ann)}, {rated_player(0), rated_player(0)}, 1, 1},
                    {{rated_player(0), rated_player(0)}, {rated_player(0), rated_player(bob)}, 0, 1}},
                   0);
  for (const auto& [user, name] : {std::pair{ann, "ann"}, std::pair{bob, "bob"}}) {
    const std::vector<RatingRecord> history = storage.rating_history(user);
    ASSERT_EQ(history.size(), 1u) << name;
    EXPECT_EQ(history[0].period, (RatingPeriod{RatingSource::Board, second_table, 1}));
    EXPECT_NEAR(history[0].rating, book.of(rated_player(user)).rating, 1e-9) << name;
  }
  EXPECT_GT(storage.rating(ann)->rating, 1500);
  EXPECT_GT(storage.rating(bob)->rating, 1500);
}

TEST(GameRatings, ADuplicateBoardIsRatedAgainstTheSameDealElsewhereOnce) {
  const auto dir = fresh_temp_dir("board-ratings");
  const std::string path = (dir / "t.db").string();
  const std::string deal = DealGenerator(3).next().to_pbn();
  std::int64_t ann = 0, bob = 0, second_table = 0;
  {
    SqliteStorage storage(path);
    ann = *storage.create_user("ann", "h", false);
    bob = *storage.create_user("bob", "h", false);
    std::vector<std::int64_t> tables;
    for (int k = 0; k < 3; ++k) tables.push_back(storage.create_table(TableSettings{}, 0));
    second_table = tables[1];
    // Ann South with robots: the first result of this deal, nothing to
    // compare with.
    const BoardResultRow first = row(tables[0], 1, deal, 400);
    storage.record_result(first);
    EXPECT_TRUE(rate_duplicate_board(storage, first, {0, 0, ann, 0}, kNow).empty());
    EXPECT_FALSE(storage.rating(ann));
    // The same deal as board 2 (other dealer and vulnerability) is no field.
    const BoardResultRow other = row(tables[2], 2, deal, -100);
    storage.record_result(other);
    EXPECT_TRUE(rate_duplicate_board(storage, other, {0, 0, bob, 0}, kNow).empty());
    // Bob West at another table, board 1: ann's North-South beat this
    // table's, and bob's East-West beat the first table's robots.
    const BoardResultRow second = row(tables[1], 1, deal, -50);
    storage.record_result(second);
    EXPECT_EQ(rate_duplicate_board(storage, second, {0, 0, 0, bob}, kNow).size(), 2u);
  }
  SqliteStorage storage(path);
  EXPECT_TRUE(rate_duplicate_board(storage, row(second_table, 1, deal, -50), {0, 0, 0, bob}, kNow + 60).empty());
  expect_rated_once_by_second_board(storage, ann, bob, second_table);
  std::filesystem::remove_all(dir);
}

// A crash after the second result and its players were stored, before its
// rating. At start-up each table's last board is rated again, the first
// table's before the second's: the first, alone when it came in, makes no
// comparison with the second now; the second rates the players stored with
// it (not whoever sits there now), once.
TEST(GameRatings, ABoardRatedAgainAfterACrashRatesAsItWouldHaveThen) {
  const auto dir = fresh_temp_dir("board-ratings-crash");
  const std::string path = (dir / "t.db").string();
  const std::string deal = DealGenerator(3).next().to_pbn();
  std::int64_t ann = 0, bob = 0, cy = 0, first_table = 0, second_table = 0;
  {
    SqliteStorage storage(path);
    ann = *storage.create_user("ann", "h", false);
    bob = *storage.create_user("bob", "h", false);
    cy = *storage.create_user("cy", "h", false);
    first_table = storage.create_table(TableSettings{}, 0);
    second_table = storage.create_table(TableSettings{}, 0);
    const BoardResultRow first = row(first_table, 1, deal, 400);
    storage.record_result(first);
    EXPECT_TRUE(rate_duplicate_board(storage, first, {0, 0, ann, 0}, kNow).empty());
    storage.record_result(row(second_table, 1, deal, -50));
    storage.record_board_players(second_table, 1, {0, 0, 0, bob});
  }
  SqliteStorage storage(path);
  EXPECT_TRUE(rate_duplicate_board(storage, row(first_table, 1, deal, 400), {0, 0, ann, 0}, kNow + 60).empty());
  EXPECT_FALSE(storage.rating(ann));
  EXPECT_EQ(rate_duplicate_board(storage, row(second_table, 1, deal, -50), {0, 0, 0, cy}, kNow + 60).size(), 2u);
  EXPECT_FALSE(storage.rating(cy));
  // And again at the next start: nothing moves.
  EXPECT_TRUE(rate_duplicate_board(storage, row(first_table, 1, deal, 400), {0, 0, ann, 0}, kNow + 120).empty());
  EXPECT_TRUE(rate_duplicate_board(storage, row(second_table, 1, deal, -50), {0, 0, 0, cy}, kNow + 120).empty());
  expect_rated_once_by_second_board(storage, ann, bob, second_table);
  std::filesystem::remove_all(dir);
}

TEST(GameRatings, RatingsStoredBeforePeriodsHadKindsAreTournaments) {
  const auto dir = fresh_temp_dir("ratings-migrate");
  const std::string path = (dir / "old.db").string();
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db,
                         "CREATE TABLE ratings(id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, rating REAL NOT NULL,"
                         " deviation REAL NOT NULL, tournament_id INTEGER NOT NULL, at INTEGER NOT NULL);"
                         "INSERT INTO ratings VALUES(1, 7, 1561.5, 251, 3, 1795600000);",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  SqliteStorage storage(path);
  const std::vector<RatingRecord> history = storage.rating_history(7);
  ASSERT_EQ(history.size(), 1u);
  EXPECT_EQ(history[0].period, (RatingPeriod{RatingSource::Tournament, 3, 0}));
  EXPECT_DOUBLE_EQ(history[0].rating, 1561.5);
  EXPECT_TRUE(storage.period_rated({RatingSource::Tournament, 3, 0}));
  EXPECT_FALSE(storage.period_rated({RatingSource::EventRound, 3, 0}));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace tenace::server
