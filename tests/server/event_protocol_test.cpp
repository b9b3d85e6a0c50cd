// Pairs events among people over the real protocol: a director makes a
// Mitchell event, pairs register (a person with a robot partner, pairs of
// people who never come, for whom robots stand in, and robot pairs), the
// start opens each round's tables with the pairs where the movement puts
// them, the person plays their boards, and at the end every pair has
// played each of its boards once against the right opponents, the same
// deal at every table of a board; results stay hidden from whoever has yet
// to play them; the director's adjusted scores reach the standings; and a
// restart resumes an event half played.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <memory>
#include <set>
#include <thread>

#include "core/imps.h"
#include "core/victory_points.h"
#include "field/swiss.h"
#include "server/field_play.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// A guest who registers and leaves: a person who never comes to play.
std::string absent_person(unsigned short port, const std::string& name) {
  std::string shown;
  guest(port, name, &shown);
  return shown;
}

std::string error_of(WsClient& c, const json& request) {
  c.send(request);
  return c.receive_until("error").at("message");
}

// The event's page once `shows` holds for it. Pages are also pushed to a
// watcher whenever the event changes, from another thread: a push computed
// just before a change can reach the client after the change was
// confirmed, so the first page read after an action may not show it yet.
template <class Shows>
json wait_for_page(WsClient& c, int event, const std::string& what, Shows&& shows) {
  for (int tries = 0; tries < 1200; ++tries) {
    json v = event_view(c, event);
    if (shows(v)) return v;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ADD_FAILURE() << "event " << event << " never showed " << what;
  return event_view(c, event);
}

json wait_for_state(WsClient& c, int event, const std::string& state) {
  return wait_for_page(c, event, "state " + state, [&](const json& v) { return v.at("event").at("state") == state; });
}

// Pair `pair`'s adjusted boards in the standings of page `v` (-1 if absent).
int adjusted_boards(const json& v, int pair) {
  for (const auto& s : v.at("standings"))
    if (s.at("pair") == pair) return s.at("adjusted");
  return -1;
}

int pair_number(const std::string& label) { return std::stoi(label.substr(0, label.find(':'))); }

TEST(EventProtocol, AMitchellPlaysEveryRoundByTheMovement) {
  // People who never come are stood in for at once.
  TestServer server("event", true, 100000, 0, 20261125,
                    [](server::ServerOptions& o) { o.lobby.absent_grace = std::chrono::milliseconds(50); });
  std::string dina_name, alice_name;
  auto dina = guest(server.port(), "dina", &dina_name);
  auto alice = guest(server.port(), "alice", &alice_name);
  auto stranger = guest(server.port(), "sam");
  const std::string carl = absent_person(server.port(), "carl");
  const std::string cleo = absent_person(server.port(), "cleo");

  dina->send({{"type", "create_event"}, {"name", "Club pairs"}, {"movement", "mitchell"}, {"boards_per_round", 2}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  // Pair 1: alice and a robot partner (she registers herself); pair 2:
  // two people who never come; pairs 3 to 6: robots, by the director.
  alice->send({{"type", "register_pair"}, {"event", id}, {"players", {alice_name, nullptr}}});
  EXPECT_EQ(alice->receive_until("pair_registered").at("pair").at("pair"), 1);
  dina->send({{"type", "register_pair"}, {"event", id}, {"players", {carl, cleo}}});
  EXPECT_EQ(dina->receive_until("pair_registered").at("pair").at("pair"), 2);
  // Only the director registers a pair that does not include oneself.
  EXPECT_NE(error_of(*alice, {{"type", "register_pair"}, {"event", id}, {"players", {nullptr, nullptr}}})
                .find("only a pair you play in"),
            std::string::npos);
  EXPECT_NE(error_of(*dina, {{"type", "register_pair"}, {"event", id}, {"players", {carl, nullptr}}})
                .find("already registered"),
            std::string::npos);
  for (int p = 3; p <= 6; ++p) {
    dina->send({{"type", "register_pair"}, {"event", id}, {"players", {nullptr, nullptr}}});
    EXPECT_EQ(dina->receive_until("pair_registered").at("pair").at("pair"), p);
  }
  EXPECT_NE(error_of(*alice, {{"type", "start_event"}, {"event", id}}).find("only the director"), std::string::npos);

  dina->send({{"type", "start_event"}, {"event", id}});
  const json started = dina->receive_until("event_started").at("event");
  EXPECT_EQ(started.at("movement"), "mitchell");
  EXPECT_EQ(started.at("rounds"), 3);
  EXPECT_EQ(started.at("boards"), 6);
  EXPECT_NE(error_of(*dina, {{"type", "register_pair"}, {"event", id}, {"players", {dina_name, nullptr}}})
                .find("has closed"),
            std::string::npos);

  // Alice, North-South pair 1, stays at movement table 1 and meets board
  // sets 1, 2, 3 in turn.
  std::set<int> alice_boards;
  for (int round = 1; round <= 3; ++round) {
    const json seat = alice->receive_until("event_round");
    EXPECT_EQ(seat.at("round"), round);
    EXPECT_EQ(seat.at("movement_table"), 1);
    EXPECT_EQ(seat.at("seat"), "N");
    alice->send({{"type", "sit"}, {"table", seat.at("table")}, {"seat", "N"}});
    for (int board = 2 * round - 1; board <= 2 * round; ++board) {
      const json t = play_board(*alice, board);
      alice_boards.insert(t.at("board").at("number").get<int>());
      EXPECT_EQ(t.at("event").at("round"), round);
    }
    if (round == 1) {
      // Alice sees the travellers of her two boards only; the stranger
      // sees none while the event runs.
      const json mine = event_view(*alice, id);
      EXPECT_EQ(mine.at("hidden_boards"), json::array({3, 4, 5, 6}));
      for (const auto& t : mine.at("travellers")) EXPECT_LE(t.at("board").get<int>(), 2);
      EXPECT_TRUE(event_view(*stranger, id).at("travellers").empty());
    }
  }
  EXPECT_EQ(alice_boards, (std::set<int>{1, 2, 3, 4, 5, 6}));

  const json done = wait_for_state(*dina, id, "finished");
  ASSERT_EQ(done.at("tables").size(), 9u);
  // The movement end to end: North-South pair t meets every East-West pair
  // once, and each pair plays each board once.
  std::map<int, std::set<int>> met;
  for (const auto& t : done.at("tables")) {
    EXPECT_EQ(t.at("north_south"), t.at("table"));
    EXPECT_EQ(t.at("boards_finished"), 2);
    met[t.at("north_south")].insert(t.at("east_west").get<int>());
  }
  for (int ns = 1; ns <= 3; ++ns) EXPECT_EQ(met[ns], (std::set<int>{4, 5, 6})) << ns;
  ASSERT_EQ(done.at("travellers").size(), 6u);
  // Each traveller row names both pairs of its table by their labels.
  std::map<int, std::string> label;
  for (const auto& p : done.at("pairs")) label[p.at("pair")] = p.at("label");
  std::map<std::int64_t, std::pair<int, int>> pairs_at;
  for (const auto& t : done.at("tables")) pairs_at[t.at("table_id")] = {t.at("north_south"), t.at("east_west")};
  for (const auto& t : done.at("travellers"))
    for (const auto& r : t.at("results")) {
      const auto& [ns, ew] = pairs_at.at(r.at("table").get<std::int64_t>());
      EXPECT_EQ(r.at("north_south"), label.at(ns));
      EXPECT_EQ(r.at("east_west"), label.at(ew));
    }
  std::map<int, std::multiset<int>> boards_of_pair;
  std::map<int, double> mp_sum;
  for (const auto& t : done.at("travellers")) {
    ASSERT_EQ(t.at("results").size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
      const json& r = t.at("results").at(i);
      const int ns = pair_number(r.at("north_south")), ew = pair_number(r.at("east_west"));
      boards_of_pair[ns].insert(t.at("board").get<int>());
      boards_of_pair[ew].insert(t.at("board").get<int>());
      mp_sum[ns] += mp_percent(t, i);
      mp_sum[ew] += 100 - mp_percent(t, i);
    }
  }
  for (int p = 1; p <= 6; ++p) EXPECT_EQ(boards_of_pair[p], (std::multiset<int>{1, 2, 3, 4, 5, 6})) << p;
  // The same deal at every table of a board.
  std::map<int, std::set<std::string>> deals;
  for (const auto& t : done.at("tables")) {
    dina->send({{"type", "history"}, {"table", t.at("table_id")}});
    const json h = dina->receive_until("history");
    if (h.at("boards").empty()) ADD_FAILURE() << h.dump().substr(0, 500);
    for (const auto& b : h.at("boards"))
      deals[b.at("board").get<int>()].insert(b.at("deal").get<std::string>());
  }
  ASSERT_EQ(deals.size(), 6u);
  for (const auto& [board, set] : deals) EXPECT_EQ(set.size(), 1u) << board;
  // The standings agree with the travellers, recomputed; two fields.
  std::map<std::string, std::set<int>> ranks;
  for (const auto& s : done.at("standings")) {
    EXPECT_EQ(s.at("boards"), 6);
    EXPECT_NEAR(s.at("mp_percent").get<double>(), mp_sum[s.at("pair").get<int>()] / 6, 0.006);
    ranks[s.at("field")].insert(s.at("rank").get<int>());
  }
  EXPECT_EQ(ranks.size(), 2u);
  EXPECT_TRUE(ranks["NS"].count(1) && ranks["EW"].count(1));

  // The director gives pair 2 average-plus on board 1: 60% replaces its
  // figure there; its opponents keep theirs.
  double before2 = 0, before_other = 0;
  for (const auto& s : done.at("standings")) {
    if (s.at("pair") == 2) before2 = s.at("mp_percent");
  }
  double board1_pair2 = 0;
  int opponent = 0;
  for (const auto& t : done.at("travellers"))
    if (t.at("board") == 1)
      for (std::size_t i = 0; i < 3; ++i)
        if (pair_number(t.at("results").at(i).at("north_south")) == 2) {
          board1_pair2 = mp_percent(t, i);
          opponent = pair_number(t.at("results").at(i).at("east_west"));
        }
  for (const auto& s : done.at("standings"))
    if (s.at("pair") == opponent) before_other = s.at("mp_percent");
  dina->send({{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 2}, {"board", 1},
              {"kind", "average_plus"}});
  dina->receive_until("director_done");
  const json adjusted = wait_for_page(*dina, id, "the adjustment",
                                      [](const json& page) { return adjusted_boards(page, 2) == 1; });
  for (const auto& s : adjusted.at("standings")) {
    if (s.at("pair") == 2) {
      EXPECT_EQ(s.at("adjusted"), 1);
      EXPECT_NEAR(s.at("mp_percent").get<double>(), before2 + (60 - board1_pair2) / 6, 0.011);
    }
    if (s.at("pair") == opponent) {
      EXPECT_NEAR(s.at("mp_percent").get<double>(), before_other, 1e-9);
    }
  }
  ASSERT_EQ(adjusted.at("adjustments").size(), 1u);
  EXPECT_EQ(adjusted.at("adjustments").at(0).at("figure"), 60);
}

TEST(EventProtocol, BadEventRequestsAreRefusedByName) {
  TestServer server("event-bad");
  std::string dina_name;
  auto dina = guest(server.port(), "dina", &dina_name);
  auto alice = guest(server.port(), "alice");
  const auto refused = [&](WsClient& c, const json& request, const std::string& words) {
    const std::string message = error_of(c, request);
    EXPECT_NE(message.find(words), std::string::npos) << request.dump() << " -> " << message;
  };
  refused(*dina, {{"type", "create_event"}, {"movement", "chaos"}}, "field \"movement\"");
  refused(*dina, {{"type", "create_event"}, {"boards_per_round", 9}}, "field \"boards_per_round\"");
  refused(*dina, {{"type", "create_event"}, {"scoring", "rubber"}}, "field \"scoring\"");
  dina->send({{"type", "create_event"}, {"movement", "mitchell"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  refused(*dina, {{"type", "register_pair"}, {"event", id}, {"players", "two"}}, "field \"players\"");
  refused(*dina, {{"type", "register_pair"}, {"event", id}, {"players", {"nobody-at-all", nullptr}}},
          "field \"players\"[0]: there is no player");
  refused(*dina, {{"type", "register_pair"}, {"event", id + 7}, {"players", {nullptr, nullptr}}}, "there is no event");
  for (int p = 0; p < 4; ++p) {
    dina->send({{"type", "register_pair"}, {"event", id}, {"players", {nullptr, nullptr}}});
    dina->receive_until("pair_registered");
  }
  // Four pairs are too few for a Mitchell.
  refused(*dina, {{"type", "start_event"}, {"event", id}}, "a Mitchell needs an even number of pairs");
  refused(*dina, {{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 1}, {"board", 1},
                  {"kind", "average"}},
          "has not started");
  refused(*alice, {{"type", "director"}, {"event", id}, {"action", "end_round"}}, "only the director");
  refused(*dina, {{"type", "director"}, {"event", id}, {"action", "dance"}}, "field \"action\"");
  refused(*dina, {{"type", "director"}, {"event", id}, {"action", "substitute"}, {"pair", 9}, {"player", 1}},
          "field \"pair\"");
  refused(*dina, {{"type", "director"}, {"event", id}, {"action", "substitute"}, {"pair", 1}, {"player", 3}},
          "field \"player\"");
}

// A round opens all its tables at once: a start the server has no room
// for is refused, naming the tables needed and free, and leaves the event
// as it was (still registering, nothing dealt), to start once a table has
// closed.
TEST(EventProtocol, AStartTheServerHasNoRoomForIsRefusedWhole) {
  TestServer server("event-cap", true, 100000, 0, 20261125, [](server::ServerOptions& o) {
    o.lobby.max_tables = 3;
    o.lobby.idle_close = std::chrono::milliseconds(100);
  });
  auto dina = guest(server.port(), "dina");
  auto alice = guest(server.port(), "alice");
  // Alice's table stays open while she sits at it.
  alice->send({{"type", "create"}});
  const int table = alice->receive_until("created").at("table");
  alice->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  alice->receive_until("ok");
  dina->send({{"type", "create_event"}, {"movement", "mitchell"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  register_robot_pairs(*dina, id, 6);
  // A Mitchell of six pairs plays at three tables; alice's leaves two.
  const std::string refusal = error_of(*dina, {{"type", "start_event"}, {"event", id}});
  EXPECT_NE(refusal.find("needs 3 tables a round and the server has 2 free (of 3)"), std::string::npos) << refusal;
  json v = event_view(*dina, id);
  EXPECT_EQ(v.at("event").at("state"), "registering");
  EXPECT_EQ(v.at("event").at("boards"), 0);
  EXPECT_EQ(v.at("event").at("round"), 0);
  EXPECT_TRUE(v.at("tables").empty());

  // Once alice's table has closed the same event starts, dealt once.
  alice->send({{"type", "leave"}});
  alice->receive_until("ok");
  json started;
  for (int tries = 0; tries < 200 && started.is_null(); ++tries) {
    dina->send({{"type", "start_event"}, {"event", id}});
    json answer = dina->receive();
    while (answer.at("type") != "event_started" && answer.at("type") != "error") answer = dina->receive();
    if (answer.at("type") == "event_started") started = answer.at("event");
    else std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_FALSE(started.is_null());
  EXPECT_EQ(started.at("boards"), 6);
  EXPECT_EQ(started.at("round"), 1);
  v = wait_for_page(*dina, id, "the round's tables", [](const json& page) { return !page.at("tables").empty(); });
  EXPECT_EQ(v.at("tables").size(), 3u);
}

// A table that has played its round's boards deals no more: it says the
// round is over there, and `next` is refused naming the round, while
// another table of the round still waits for its players.
TEST(EventProtocol, ATableThatHasPlayedItsRoundOffersNoNextBoard) {
  TestServer server("event-round-over");
  auto dina = guest(server.port(), "dina");
  std::string alice_name;
  auto alice = guest(server.port(), "alice", &alice_name);
  const std::string carl = absent_person(server.port(), "carl");
  const std::string cleo = absent_person(server.port(), "cleo");
  dina->send({{"type", "create_event"}, {"movement", "mitchell"}, {"boards_per_round", 1}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  // Pair 1 (alice) at table 1; pair 2, who never come, hold up table 2.
  alice->send({{"type", "register_pair"}, {"event", id}, {"players", {alice_name, nullptr}}});
  alice->receive_until("pair_registered");
  dina->send({{"type", "register_pair"}, {"event", id}, {"players", {carl, cleo}}});
  dina->receive_until("pair_registered");
  register_robot_pairs(*dina, id, 4);
  dina->send({{"type", "start_event"}, {"event", id}});
  dina->receive_until("event_started");
  const json seat = alice->receive_until("event_round");
  // The director watching sees the round under way there.
  dina->send({{"type", "watch"}, {"table", seat.at("table")}});
  EXPECT_EQ(dina->receive_until("table").at("table").at("event").at("round_over"), false);
  alice->send({{"type", "sit"}, {"table", seat.at("table")}, {"seat", seat.at("seat")}});
  const json played = play_board(*alice, 1);
  EXPECT_EQ(played.at("event").at("round_over"), true);
  const std::string refusal = error_of(*alice, {{"type", "next"}});
  EXPECT_NE(refusal.find("round 1 of event " + std::to_string(id) + " is over at this table"), std::string::npos)
      << refusal;
  EXPECT_EQ(event_view(*dina, id).at("event").at("round"), 1);
}

// Whoever shows an event's page is sent it again, without asking, as the
// event goes on: when it starts, as results are stored, when a round ends
// and the next begins, when it finishes and when the director adjusts a
// score; until they stop watching.
TEST(EventProtocol, AWatchedEventPageIsSentAgainWhenItChanges) {
  TestServer server("event-live");
  auto dina = guest(server.port(), "dina");
  auto sam = guest(server.port(), "sam");
  dina->send({{"type", "create_event"}, {"movement", "howell"}, {"boards_per_round", 1}, {"rounds", 2}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  EXPECT_EQ(event_view(*sam, id).at("pairs").size(), 0u);
  register_robot_pairs(*dina, id, 5);
  // Registrations are pushed too: the last page sam is sent has the five.
  for (json page = sam->receive_until("event"); page.at("pairs").size() < 5;) page = sam->receive_until("event");
  dina->send({{"type", "start_event"}, {"event", id}});
  dina->receive_until("event_started");

  std::set<int> rounds_seen;
  int most_played = 0;
  json page;
  for (int pushes = 0; pushes < 500; ++pushes) {
    page = sam->receive_until("event");
    int played = 0;
    for (const auto& t : page.at("tables")) played += t.at("boards_finished").get<int>();
    EXPECT_GE(played, most_played) << "a pushed page went back";
    most_played = std::max(most_played, played);
    if (page.at("event").at("state") == "running") {
      rounds_seen.insert(page.at("event").at("round").get<int>());
      // A stranger sees no results while the event runs.
      EXPECT_TRUE(page.at("travellers").empty());
    }
    if (page.at("event").at("state") == "finished") break;
  }
  ASSERT_EQ(page.at("event").at("state"), "finished");
  EXPECT_EQ(rounds_seen, (std::set<int>{1, 2}));
  EXPECT_EQ(most_played, 4);  // two rounds of two tables, a board each
  EXPECT_FALSE(page.at("travellers").empty());

  // The director's adjusted score reaches the page.
  int board = 0;
  for (const auto& t : page.at("tables"))
    if (t.at("north_south") == 1 || t.at("east_west") == 1) board = t.at("boards").at(0);
  ASSERT_NE(board, 0);
  dina->send({{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 1}, {"board", board},
              {"kind", "average_plus"}});
  dina->receive_until("director_done");
  EXPECT_EQ(sam->receive_until("event").at("adjustments").size(), 1u);

  // Once sam stops watching, the next adjustment is not sent to him: the
  // answer to his next request comes with no page before it.
  sam->send({{"type", "event_unwatch"}});
  sam->receive_until("event_unwatched");
  dina->send({{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 1}, {"board", board},
              {"kind", "average"}});
  dina->receive_until("director_done");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  sam->send({{"type", "events"}});
  sam->receive_until("events", [](const json& m) { EXPECT_NE(m.value("type", ""), "event") << m.dump(); });
}

// The page is pushed when the result is stored, not on the lobby's next
// tick: with a tick of an hour, the director watching sees the row of
// alice's board on its traveller as soon as she has played it, and the
// match finished once the other table has played too.
TEST(EventProtocol, AWatchedEventPageIsSentAsSoonAsAResultIsStored) {
  TestServer server("event-push-now", true, 100000, 0, 20261126,
                    [](server::ServerOptions& o) { o.lobby.tick = std::chrono::hours(1); });
  auto dina = guest(server.port(), "dina");
  std::string alice_name;
  auto alice = guest(server.port(), "alice", &alice_name);
  dina->send({{"type", "create_event"}, {"movement", "teams"}, {"boards_per_round", 1}, {"rounds", 1},
              {"scoring", "imps"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  alice->send({{"type", "register_pair"}, {"event", id}, {"players", {alice_name, nullptr}}});
  alice->receive_until("pair_registered");
  register_robot_pairs(*dina, id, 3);
  dina->send({{"type", "start_event"}, {"event", id}});
  dina->receive_until("event_started");
  event_view(*dina, id);
  const json seat = alice->receive_until("event_round");
  const std::int64_t table = seat.at("table");
  alice->send({{"type", "sit"}, {"table", table}, {"seat", seat.at("seat")}});
  const int score = play_board(*alice, 1).at("result").at("score_ns");
  bool row_seen = false;
  json page;
  for (int pushes = 0; pushes < 50; ++pushes) {
    page = dina->receive_until("event");
    for (const auto& t : page.at("travellers"))
      for (const auto& r : t.at("results"))
        if (r.at("table") == table) {
          EXPECT_EQ(r.at("score_ns"), score);
          row_seen = true;
        }
    if (row_seen && page.at("event").at("state") == "finished") break;
  }
  EXPECT_TRUE(row_seen);
  EXPECT_EQ(page.at("event").at("state"), "finished");
}

// The director at work during a round: a pair of people who do not come
// holds up its table (the grace period is long); the director puts a
// robot in for one of them mid-round, then ends the round with the other
// table's boards unplayed and gives those boards' pairs an average; the
// next round opens; the adjustments are in the standings.
TEST(EventProtocol, TheDirectorSubstitutesAndEndsARound) {
  TestServer server("event-director");
  std::string dina_name;
  auto dina = guest(server.port(), "dina", &dina_name);
  const std::string carl = absent_person(server.port(), "carl");
  const std::string cleo = absent_person(server.port(), "cleo");
  const std::string cy = absent_person(server.port(), "cy");
  dina->send({{"type", "create_event"}, {"movement", "howell"}, {"boards_per_round", 1}, {"rounds", 2},
              {"scoring", "imps"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  dina->send({{"type", "register_pair"}, {"event", id}, {"players", {carl, cleo}}});
  dina->receive_until("pair_registered");
  register_robot_pairs(*dina, id, 5);
  dina->send({{"type", "start_event"}, {"event", id}});
  EXPECT_EQ(dina->receive_until("event_started").at("event").at("rounds"), 2);
  // Pair 1's table waits for carl and cleo; the others play round 1.
  json v;
  int waiting_table = 0;
  for (int tries = 0; tries < 400; ++tries) {
    v = event_view(*dina, id);
    int finished = 0;
    for (const auto& t : v.at("tables")) {
      if (t.at("round") != 1) continue;
      if (t.at("north_south") == 1 || t.at("east_west") == 1) waiting_table = t.at("table_id");
      else finished += t.at("boards_finished") == 1;
    }
    if (finished == 2) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_NE(waiting_table, 0);
  EXPECT_EQ(v.at("event").at("round"), 1);
  // Cy replaces carl at the table; cleo's seat goes to a robot.
  dina->send({{"type", "director"}, {"event", id}, {"action", "substitute"}, {"pair", 1}, {"player", 1}, {"name", cy}});
  dina->receive_until("director_done");
  dina->send({{"type", "director"}, {"event", id}, {"action", "substitute"}, {"pair", 1}, {"player", 2},
              {"name", nullptr}});
  dina->receive_until("director_done");
  v = wait_for_page(*dina, id, "both substitutes", [&](const json& page) {
    const json& players = page.at("pairs").at(0).at("players");
    return players.at(0).value("name", "") == cy && players.at(1).value("robot", false);
  });
  EXPECT_EQ(v.at("pairs").at(0).at("players").at(0).at("name"), cy);
  EXPECT_EQ(v.at("pairs").at(0).at("players").at(1).at("robot"), true);
  dina->send({{"type", "watch"}, {"table", waiting_table}});
  const json seats = dina->receive_until("table").at("table").at("seats");
  int robots = 0;
  std::set<std::string> names;
  for (const auto& [seat, o] : seats.items())
    if (!o.is_null()) {
      robots += o.value("robot", false);
      names.insert(o.value("name", ""));
    }
  EXPECT_TRUE(names.count(cy)) << seats.dump();
  EXPECT_FALSE(names.count(carl)) << seats.dump();
  EXPECT_EQ(robots, 3) << seats.dump();

  dina->send({{"type", "director"}, {"event", id}, {"action", "end_round"}});
  dina->receive_until("director_done");
  v = wait_for_page(*dina, id, "round 2", [](const json& page) { return page.at("event").at("round") == 2; });
  EXPECT_EQ(v.at("event").at("round"), 2);
  int board = 0, opponent = 0;
  for (const auto& t : v.at("tables"))
    if (t.at("table_id") == waiting_table) {
      board = t.at("boards").at(0);
      opponent = t.at("north_south") == 1 ? t.at("east_west") : t.at("north_south");
    }
  ASSERT_NE(board, 0);
  dina->send({{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 1}, {"board", board},
              {"kind", "average_minus"}});
  dina->receive_until("director_done");
  dina->send({{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", opponent}, {"board", board},
              {"kind", "artificial"}, {"value", 2}});
  dina->receive_until("director_done");
  v = wait_for_page(*dina, id, "both adjustments", [&](const json& page) {
    return adjusted_boards(page, 1) == 1 && adjusted_boards(page, opponent) == 1;
  });
  for (const auto& s : v.at("standings")) {
    if (s.at("pair") == 1) {
      EXPECT_EQ(s.at("adjusted"), 1);
      EXPECT_GE(s.at("boards"), 1);
    }
    if (s.at("pair") == opponent) {
      EXPECT_EQ(s.at("adjusted"), 1);
    }
  }
  // Pair 1's round-1 board has no table result.
  for (const auto& t : v.at("travellers")) {
    if (t.at("board") != board) continue;
    for (const auto& r : t.at("results")) {
      EXPECT_NE(pair_number(r.at("north_south")), 1);
      EXPECT_NE(pair_number(r.at("east_west")), 1);
    }
  }
  EXPECT_NE(error_of(*dina, {{"type", "director"}, {"event", id}, {"action", "adjust"}, {"pair", 1}, {"board", board},
                             {"kind", "artificial"}, {"value", 40}})
                .find("field \"value\" must be between -24 and 24"),
            std::string::npos);
}

// A teams match of two segments of two boards between two robot teams:
// both rooms play the same boards, each team sits North-South in one room
// and East-West in the other, and the match is scored in IMPs per board
// (open room against closed room) and in WBF victory points.
TEST(EventProtocol, ATeamsMatchScoresImpsAndVictoryPoints) {
  TestServer server("event-teams");
  auto dina = guest(server.port(), "dina");
  dina->send({{"type", "create_event"}, {"movement", "teams"}, {"boards_per_round", 2}, {"rounds", 2},
              {"scoring", "imps"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  for (int p = 1; p <= 4; ++p) {
    if (p == 4) {
      EXPECT_NE(error_of(*dina, {{"type", "start_event"}, {"event", id}}).find("two teams of four"), std::string::npos);
    }
    dina->send({{"type", "register_pair"}, {"event", id}, {"players", {nullptr, nullptr}}});
    dina->receive_until("pair_registered");
  }
  dina->send({{"type", "start_event"}, {"event", id}});
  EXPECT_EQ(dina->receive_until("event_started").at("event").at("boards"), 4);
  const json done = wait_for_state(*dina, id, "finished");
  ASSERT_EQ(done.at("tables").size(), 4u);
  for (const auto& t : done.at("tables")) {
    EXPECT_EQ(t.at("board_set"), t.at("round"));
    EXPECT_EQ(t.at("east_west"), t.at("table") == 1 ? 4 : 2);
    EXPECT_EQ(t.at("north_south"), t.at("table") == 1 ? 1 : 3);
  }
  // Recomputed from the travellers: team 1 scores the open room's
  // North-South score and the negative of the closed room's.
  int team1 = 0, team2 = 0;
  std::map<int, int> per_board;
  ASSERT_EQ(done.at("travellers").size(), 4u);
  for (const auto& t : done.at("travellers")) {
    int open = 0, closed = 0;
    for (const auto& r : t.at("results")) {
      const int ns = pair_number(r.at("north_south"));
      (ns == 1 ? open : closed) = r.at("score_ns");
      EXPECT_TRUE(ns == 1 || ns == 3);
    }
    const int swing = imps(open - closed);
    per_board[t.at("board")] = swing;
    (swing > 0 ? team1 : team2) += std::abs(swing);
  }
  const json& match = done.at("match");
  ASSERT_EQ(match.at("boards").size(), 4u);
  for (const auto& b : match.at("boards")) EXPECT_EQ(b.at("imps_team1"), per_board[b.at("board")]);
  EXPECT_EQ(match.at("imps"), json::array({team1, team2}));
  EXPECT_NEAR(match.at("vps").at(0).get<double>(), victory_points(team1 - team2, 4), 1e-9);
  EXPECT_NEAR(match.at("vps").at(0).get<double>() + match.at("vps").at(1).get<double>(), 20, 1e-9);
}

// Swiss teams among five robot teams (ten pairs), three rounds of two
// boards: each round is a teams match per pair of teams, paired from the
// victory points so far, with one team's bye. Recomputed here from the
// travellers: each match's IMPs and WBF victory points, the bye's 12, the
// totals, and the pairing those totals call for.
TEST(EventProtocol, SwissTeamsArePairedFromTheVictoryPointsSoFar) {
  TestServer server("event-swiss");
  auto dina = guest(server.port(), "dina");
  dina->send({{"type", "create_event"}, {"movement", "swiss"}, {"boards_per_round", 2}, {"rounds", 7},
              {"scoring", "imps"}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  for (int p = 1; p <= 10; ++p) {
    if (p == 8) {  // three teams are too few
      EXPECT_NE(error_of(*dina, {{"type", "start_event"}, {"event", id}}).find("4 to 15 teams"), std::string::npos);
    }
    dina->send({{"type", "register_pair"}, {"event", id}, {"players", {nullptr, nullptr}}});
    dina->receive_until("pair_registered");
  }
  // Five teams meet each other in five rounds at most.
  EXPECT_NE(error_of(*dina, {{"type", "start_event"}, {"event", id}}).find("at most 5 rounds"), std::string::npos);
  dina->send({{"type", "create_event"}, {"movement", "swiss"}, {"boards_per_round", 2}, {"rounds", 3},
              {"scoring", "imps"}});
  const int swiss = dina->receive_until("event_created").at("event").at("id");
  register_robot_pairs(*dina, swiss, 10);
  dina->send({{"type", "start_event"}, {"event", swiss}});
  const json started = dina->receive_until("event_started").at("event");
  EXPECT_EQ(started.at("rounds"), 3);
  EXPECT_EQ(started.at("boards"), 6);
  const json done = wait_for_state(*dina, swiss, "finished");
  ASSERT_EQ(done.at("tables").size(), 12u);  // two matches, four tables, a round

  std::map<std::int64_t, std::map<int, int>> score;  // table -> board -> N-S score
  for (const auto& t : done.at("travellers"))
    for (const auto& r : t.at("results")) score[r.at("table")][t.at("board")] = r.at("score_ns");
  std::map<int, std::map<int, json>> tables;  // round -> movement table -> table
  for (const auto& t : done.at("tables")) tables[t.at("round")][t.at("table")] = t;

  std::map<int, double> vps;
  std::map<int, std::set<int>> met;
  std::set<int> had_bye;
  std::vector<json> server_matches = done.at("swiss").at("matches");
  std::size_t next_match = 0;
  for (int round = 1; round <= 3; ++round) {
    // The pairing the victory points so far call for.
    std::vector<field::SwissTeam> standing;
    for (int team = 1; team <= 5; ++team) standing.push_back({team, vps[team], met[team], had_bye.count(team) > 0});
    const std::optional<field::SwissRound> expected = field::swiss_pairing(standing);
    ASSERT_TRUE(expected.has_value());
    ASSERT_EQ(tables[round].size(), 4u) << round;
    std::set<int> playing;
    for (std::size_t k = 0; k < 2; ++k) {
      const json& open = tables[round][static_cast<int>(2 * k + 1)];
      const json& closed = tables[round][static_cast<int>(2 * k + 2)];
      const int home = (open.at("north_south").get<int>() + 1) / 2, away = open.at("east_west").get<int>() / 2;
      EXPECT_EQ(std::make_pair(home, away), expected->matches.at(k)) << "round " << round;
      EXPECT_EQ(open.at("north_south"), 2 * home - 1);
      EXPECT_EQ(open.at("east_west"), 2 * away);
      EXPECT_EQ(closed.at("north_south"), 2 * away - 1);
      EXPECT_EQ(closed.at("east_west"), 2 * home);
      EXPECT_FALSE(met[home].count(away)) << "teams " << home << " and " << away << " met twice";
      int home_imps = 0, away_imps = 0;
      for (int board = 2 * round - 1; board <= 2 * round; ++board) {
        EXPECT_EQ(open.at("board_set"), round);
        const int swing = imps(score[open.at("table_id")].at(board) - score[closed.at("table_id")].at(board));
        (swing > 0 ? home_imps : away_imps) += std::abs(swing);
      }
      vps[home] += victory_points(home_imps - away_imps, 2);
      vps[away] += victory_points(away_imps - home_imps, 2);
      met[home].insert(away);
      met[away].insert(home);
      playing.insert(home);
      playing.insert(away);
      ASSERT_LT(next_match, server_matches.size());
      const json& m = server_matches[next_match++];
      EXPECT_EQ(m.at("teams"), json::array({home, away}));
      EXPECT_EQ(m.at("imps"), json::array({home_imps, away_imps}));
    }
    EXPECT_EQ(playing.size(), 4u);
    for (int team = 1; team <= 5; ++team)
      if (!playing.count(team)) {
        EXPECT_EQ(team, expected->bye) << "round " << round;
        EXPECT_FALSE(had_bye.count(team)) << "a second bye for team " << team;
        vps[team] += 12;
        had_bye.insert(team);
      }
  }
  EXPECT_EQ(had_bye.size(), 3u);
  // The standings: the totals recomputed, best first.
  double above = 1e9;
  ASSERT_EQ(done.at("swiss").at("standings").size(), 5u);
  for (const auto& s : done.at("swiss").at("standings")) {
    const int team = s.at("team");
    EXPECT_NEAR(s.at("vps").get<double>(), vps[team], 0.011) << team;
    EXPECT_LE(s.at("vps").get<double>(), above + 1e-9);
    above = s.at("vps").get<double>();
    EXPECT_EQ(s.at("pairs").size(), 2u);
  }
}

// A Howell of five pairs, one board a round: a person's table waits for
// her, the server restarts in the middle, and the event resumes from the
// database: she is seated where the movement says, the other tables carry
// on, and every pair ends with the boards it was due.
TEST(EventProtocol, ARestartResumesAnEventHalfPlayed) {
  // Absent people are stood in for after two seconds: long enough for the
  // tables to wait through the restart, short enough for the rounds of a
  // player who never comes.
  TestServer server("event-restart", true, 100000, 0, 20261125,
                    [](server::ServerOptions& o) { o.lobby.absent_grace = std::chrono::seconds(2); });
  std::string dina_name, alice_name, alice_token;
  auto dina = guest(server.port(), "dina", &dina_name);
  auto alice = guest(server.port(), "alice", &alice_name, &alice_token);
  dina->send({{"type", "create_event"}, {"name", "Howell"}, {"movement", "auto"}, {"boards_per_round", 1}});
  const int id = dina->receive_until("event_created").at("event").at("id");
  alice->send({{"type", "register_pair"}, {"event", id}, {"players", {alice_name, nullptr}}});
  alice->receive_until("pair_registered");
  register_robot_pairs(*dina, id, 4);
  // The director substitutes a robot's seat in pair 5 with herself before
  // the start (a substitution is stored with the pair).
  dina->send({{"type", "director"}, {"event", id}, {"action", "substitute"}, {"pair", 5}, {"player", 2},
              {"name", dina_name}});
  dina->receive_until("director_done");
  dina->send({{"type", "start_event"}, {"event", id}});
  EXPECT_EQ(dina->receive_until("event_started").at("event").at("movement"), "howell");
  // Neither comes to her seat at once: their tables wait. The server
  // restarts meanwhile.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  alice.reset();
  dina.reset();
  server.restart();

  alice = std::make_unique<WsClient>(server.port());
  alice->send({{"type", "resume"}, {"token", alice_token}});
  alice->receive_until("welcome");
  // She waits for her tables by the clock, not by a count of looks: how
  // long the robots' tables take depends on their auctions and the load.
  int played = 0;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  while (played < 4 && std::chrono::steady_clock::now() < give_up) {
    const json v = event_view(*alice, id);
    if (v.at("event").at("state") == "finished") break;
    const json& yours = v.at("yours");
    if (yours.at("table").is_null()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      continue;
    }
    const int table = yours.at("table");
    bool finished_here = false;
    for (const auto& t : v.at("tables"))
      if (t.at("table_id") == table) finished_here = t.at("boards_finished") == 1;
    if (finished_here) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      continue;
    }
    int board = 0;
    for (const auto& t : v.at("tables"))
      if (t.at("table_id") == table) board = t.at("boards").at(0);
    alice->send({{"type", "sit"}, {"table", table}, {"seat", yours.at("seat")}});
    play_board(*alice, board);
    ++played;
  }
  EXPECT_EQ(played, 4);  // five pairs: she sits out one round of five
  const json done = wait_for_state(*alice, id, "finished");
  EXPECT_EQ(done.at("tables").size(), 10u);  // five rounds of two tables
  for (const auto& s : done.at("standings")) EXPECT_EQ(s.at("boards"), 4) << s.dump();
  ASSERT_EQ(done.at("travellers").size(), 5u);
  for (const auto& t : done.at("travellers")) EXPECT_EQ(t.at("results").size(), 2u);
  // The substitution survived the restart.
  EXPECT_EQ(done.at("pairs").at(4).at("players").at(1).at("name"), dina_name);
}

}  // namespace
}  // namespace tenace::testing
