// The server's table policies (docs/protocol.md, "Limits and policies"):
// robot tables play only for someone, idle tables close and keep their
// history, per-user and per-address table limits, lobby changes as deltas,
// an answer to every request, where a player may sit during a board, the
// opening lead and dummy, who sees a claimer's cards, one seat per user,
// and robots standing in for absent players.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>

#include "server/leak_check.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name) { return guest_client(port, name); }

int create_table(WsClient& c, const json& extra = json::object()) {
  json m = {{"type", "create"}};
  m.update(extra);
  c.send(m);
  return c.receive_until("created").at("table");
}

// The table's lobby entry (null when it is not in the lobby).
json lobby_entry(WsClient& c, int table) {
  c.send({{"type", "lobby"}});
  // (Kept in a variable: a range-for over a temporary's member would dangle.)
  const json lobby = c.receive_until("lobby");
  for (const json& t : lobby.at("tables"))
    if (t.at("id") == table) return t;
  return nullptr;
}

std::string error_of(WsClient& c, const json& message) {
  c.send(message);
  return c.receive_until("error").at("message");
}

// Receives table messages until `done(table)`; fails after `limit` messages.
json table_until(WsClient& c, const std::function<bool(const json&)>& done, int limit = 20000) {
  for (int i = 0; i < limit; ++i) {
    json m = c.receive_until("table");
    if (done(m.at("table"))) return m.at("table");
  }
  ADD_FAILURE() << "condition not reached";
  return nullptr;
}

bool my_turn(const json& t) { return !t.at("legal_calls").empty() || !t.at("legal_cards").empty(); }

TEST(TablePolicy, RobotTablePlaysOnlyWhileSomeoneWatches) {
  TestServer server("robots-alone");
  auto c = guest(server.port(), "owner");
  const int table = create_table(*c);
  for (const char* seat : {"N", "E", "S", "W"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  // Left alone, the table deals its first board and waits: nobody watches.
  std::this_thread::sleep_for(300ms);
  json entry = lobby_entry(*c, table);
  ASSERT_FALSE(entry.is_null());
  EXPECT_EQ(entry.at("board"), 1);
  EXPECT_EQ(entry.at("phase"), "auction");
  // Watched, it plays on (at machine speed here: the test server has no pace).
  c->send({{"type", "watch"}, {"table", table}});
  table_until(*c, [](const json& t) { return !t.at("board").is_null() && t.at("board").at("number") == 3; });
  // Unwatched again, it stops.
  c->send({{"type", "leave"}});
  c->receive_until("lobby");
  std::this_thread::sleep_for(100ms);
  const int board = lobby_entry(*c, table).at("board");
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(lobby_entry(*c, table).at("board"), board);
}

TEST(TablePolicy, RobotTablePlaysAtAPersonsPaceForKibitzers) {
  TestServer server("robots-pace", true, 100000, 0, 20261122, [](server::ServerOptions& o) {
    o.lobby.robot_pace = 150ms;
    o.lobby.robot_board_pause = 150ms;
  });
  auto c = guest(server.port(), "watcher");
  const int table = create_table(*c);
  c->send({{"type", "watch"}, {"table", table}});
  c->receive_until("table");
  for (const char* seat : {"N", "E", "S", "W"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  table_until(*c, [](const json& t) { return t.at("phase") == "auction"; });
  // Every robot call after the deal comes at least a pace after the last.
  auto last = std::chrono::steady_clock::now();
  for (int calls = 0; calls < 4; ++calls) {
    json m = c->receive_until("table");
    if (m.at("event").at("kind") != "call") continue;
    const auto now = std::chrono::steady_clock::now();
    EXPECT_GE(now - last, 140ms) << m.at("event").dump();
    last = now;
  }
}

TEST(TablePolicy, IdleTableClosesAndKeepsItsHistory) {
  TestServer server("idle", true, 100000, 0, 20261122,
                    [](server::ServerOptions& o) { o.lobby.idle_close = 300ms; });
  auto c = guest(server.port(), "host");
  const int table = create_table(*c);
  c->send({{"type", "watch"}, {"table", table}});
  for (const char* seat : {"N", "E", "S", "W"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  table_until(*c, [](const json& t) { return !t.at("board").is_null() && t.at("board").at("number") == 2; });
  c->send({{"type", "leave"}});
  c->receive_until("lobby");
  // The lobby hears that the table closed.
  for (;;) {
    json update = c->receive_until("lobby_update");
    bool removed = false;
    for (const json& id : update.at("removed")) removed = removed || id == table;
    if (removed) break;
  }
  EXPECT_TRUE(lobby_entry(*c, table).is_null());
  c->send({{"type", "history"}, {"table", table}});
  EXPECT_GE(c->receive_until("history").at("boards").size(), 1u);
  EXPECT_EQ(http_get(server.port(), "/api/tables/" + std::to_string(table) + "/boards/1.pbn").first, 200);
  // A closed table is not brought back by a restart.
  server.restart();
  auto again = guest(server.port(), "later");
  EXPECT_TRUE(lobby_entry(*again, table).is_null());
  again->send({{"type", "history"}, {"table", table}});
  EXPECT_GE(again->receive_until("history").at("boards").size(), 1u);
}

TEST(TablePolicy, OnePlayerCannotFillTheServerWithTables) {
  TestServer server("limits", true, 100000, 0, 20261122,
                    [](server::ServerOptions& o) { o.lobby.tables_per_address = 5; });
  auto a = guest(server.port(), "a");
  for (int i = 0; i < 3; ++i) create_table(*a);
  EXPECT_NE(error_of(*a, {{"type", "create"}}).find("open tables"), std::string::npos);
  // Another name from the same address reaches the address's limit.
  auto b = guest(server.port(), "b");
  for (int i = 0; i < 2; ++i) create_table(*b);
  EXPECT_NE(error_of(*b, {{"type", "create"}}).find("network address"), std::string::npos);
}

TEST(TablePolicy, LobbyChangesArriveAsDeltasAndEveryRequestIsAnswered) {
  TestServer server("deltas");
  auto watcher = guest(server.port(), "lobbyist");
  auto player = guest(server.port(), "player");
  const int first = create_table(*player);
  const int second = create_table(*player);
  player->send({{"type", "sit"}, {"table", second}, {"seat", "S"}, {"id", 5}});
  json ok = player->receive_until("ok");
  EXPECT_EQ(ok.at("request"), "sit");
  EXPECT_EQ(ok.at("id"), 5);
  // Sitting again in the seat one holds changes nothing, and is answered.
  player->send({{"type", "sit"}, {"table", second}, {"seat", "S"}, {"id", 6}});
  EXPECT_EQ(player->receive_until("ok").at("id"), 6);
  // The lobby client gets the changed tables (coalesced), never the whole
  // list again.
  for (bool seated = false; !seated;) {
    json m = watcher->receive();
    ASSERT_NE(m.at("type"), "lobby") << "a full lobby list was pushed";
    if (m.at("type") != "lobby_update") continue;
    for (const json& t : m.at("tables")) {
      if (t.at("id") == second && !t.at("seats").at("S").is_null()) {
        seated = true;
        EXPECT_LE(m.at("tables").size(), 2u) << m.dump();
      }
      EXPECT_TRUE(t.at("id") == first || t.at("id") == second);
    }
  }
}

TEST(TablePolicy, AKibitzerOfABoardCannotTakeASeatAtIt) {
  for (bool see_all : {false, true}) {
    TestServer server("kibitz-sit");
    auto c = guest(server.port(), "south");
    const int table = create_table(*c, {{"kibitzers_see_all", see_all}});
    c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
    for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
    table_until(*c, [](const json& t) { return t.at("phase") == "auction" && my_turn(t); });
    c->send({{"type", "leave"}});
    c->receive_until("lobby");
    c->send({{"type", "watch"}, {"table", table}});
    c->receive_until("table");
    EXPECT_NE(error_of(*c, {{"type", "sit"}, {"table", table}, {"seat", "S"}}).find("next board"), std::string::npos)
        << "kibitzers see all: " << see_all;
  }
}

TEST(TablePolicy, APlayerMayReturnOnlyToTheirOwnSeatDuringTheBoard) {
  TestServer server("seat-switch");
  auto c = guest(server.port(), "mover");
  const int table = create_table(*c);
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (const char* seat : {"W", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  auto north = guest(server.port(), "north");
  north->send({{"type", "sit"}, {"table", table}, {"seat", "N"}});
  table_until(*c, [](const json& t) { return t.at("phase") == "auction"; });
  north->send({{"type", "leave"}});
  north->receive_until("lobby");
  c->send({{"type", "leave"}});
  c->receive_until("lobby");
  // South's old player may not take North's seat (they know South's hand)...
  EXPECT_NE(error_of(*c, {{"type", "sit"}, {"table", table}, {"seat", "N"}}).find("only return"), std::string::npos);
  // ...but may go back to South.
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  EXPECT_EQ(c->receive_until("table").at("table").at("you"), "S");
}

// Four people at one table, each with its latest table message.
struct Four {
  std::array<std::unique_ptr<WsClient>, 4> clients;
  std::array<json, 4> latest;
  int table = 0;
  Four(unsigned short port, const std::string& prefix) {
    for (Seat s : kAllSeats) clients[index(s)] = guest(port, prefix + seat_char(s));
    table = create_table(*clients[0]);
    for (Seat s : kAllSeats)
      clients[index(s)]->send({{"type", "sit"}, {"table", table}, {"seat", std::string(1, seat_char(s))}});
    for (Seat s : kAllSeats) latest[index(s)] = table_until(*clients[index(s)], [](const json& t) {
      return t.at("phase") == "auction";
    });
  }
  WsClient& at(Seat s) { return *clients[index(s)]; }
  void act(Seat who, const json& message) {
    at(who).send(message);
    for (Seat s : kAllSeats) latest[index(s)] = at(s).receive_until("table").at("table");
  }
};

TEST(TablePolicy, TheOpeningLeadCannotBeTakenBackOnceDummyIsFaceUp) {
  TestServer server("lead-undo");
  Four t(server.port(), "l");
  // Board 1: North deals. 1NT by North, three passes; East leads.
  t.act(Seat::North, {{"type", "call"}, {"call", "1NT"}});
  for (Seat s : {Seat::East, Seat::South, Seat::West}) t.act(s, {{"type", "call"}, {"call", "Pass"}});
  ASSERT_EQ(t.latest[0].at("phase"), "play");
  const json lead = t.latest[index(Seat::East)].at("legal_cards").at(0);
  t.act(Seat::East, {{"type", "play"}, {"card", lead}});
  EXPECT_TRUE(t.latest[index(Seat::East)].at("hands").contains("S"));  // dummy is face up
  EXPECT_NE(error_of(t.at(Seat::East), {{"type", "undo"}}).find("opening lead"), std::string::npos);
}

TEST(TablePolicy, ADefendersClaimIsShownToDeclarerOnly) {
  TestServer server("claim-view");
  Four t(server.port(), "c");
  t.act(Seat::North, {{"type", "call"}, {"call", "1NT"}});
  for (Seat s : {Seat::East, Seat::South, Seat::West}) t.act(s, {{"type", "call"}, {"call", "Pass"}});
  // East (a defender, on lead) claims; only North (declarer) sees East's cards.
  t.act(Seat::East, {{"type", "claim"}, {"tricks", 7}});
  ASSERT_FALSE(t.latest[0].at("claim").is_null());
  EXPECT_TRUE(t.latest[index(Seat::North)].at("hands").contains("E"));
  EXPECT_FALSE(t.latest[index(Seat::West)].at("hands").contains("E")) << t.latest[index(Seat::West)].dump();
  EXPECT_FALSE(t.latest[index(Seat::South)].at("hands").contains("E"));
}

TEST(TablePolicy, OneUserSitsAtOneTable) {
  TestServer server("one-seat");
  WsClient first(server.port());
  first.send({{"type", "register"}, {"name", "solo"}, {"password", "long enough"}});
  const std::string token = first.receive_until("welcome").at("token");
  const int a = create_table(first);
  const int b = create_table(first);
  first.send({{"type", "sit"}, {"table", a}, {"seat", "N"}});
  first.receive_until("table");
  WsClient second(server.port());
  second.send({{"type", "resume"}, {"token", token}});
  EXPECT_EQ(second.receive_until("welcome").at("table"), a);
  EXPECT_EQ(second.receive_until("table").at("table").at("you"), "N");
  second.send({{"type", "leave"}});
  second.receive_until("lobby");
  WsClient third(server.port());
  third.send({{"type", "login"}, {"name", "solo"}, {"password", "long enough"}});
  third.receive_until("welcome");
  third.send({{"type", "sit"}, {"table", b}, {"seat", "S"}});
  third.receive_until("table");
  // The first window cannot take a seat at the other table meanwhile.
  const std::string refused = error_of(first, {{"type", "sit"}, {"table", a}, {"seat", "E"}});
  EXPECT_NE(refused.find("already sit at table"), std::string::npos) << refused;
}

TEST(TablePolicy, ARobotPlaysForAnAbsentPlayerUntilTheyReturn) {
  TestServer server("stand-in", true, 100000, 0, 20261122, [](server::ServerOptions& o) {
    o.lobby.absent_grace = 200ms;
    o.lobby.idle_close = 60s;
  });
  std::string token;
  int table = 0;
  {
    auto c = std::make_unique<WsClient>(server.port());
    c->send({{"type", "guest"}, {"name", "walker"}});
    token = c->receive_until("welcome").at("token");
    table = create_table(*c);
    c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
    for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
    table_until(*c, [](const json& t) { return t.at("phase") == "auction"; });
  }  // South disconnects with the board running.
  auto kibitzer = guest(server.port(), "kib");
  kibitzer->send({{"type", "watch"}, {"table", table}});
  // The board is finished by the stand-in, and the lobby shows South away.
  table_until(*kibitzer, [](const json& t) { return t.at("phase") == "finished"; });
  const json entry = lobby_entry(*kibitzer, table);
  EXPECT_EQ(entry.at("seats").at("S").at("connected"), false);
  // South comes back: the seat is theirs, and nobody plays for them now.
  WsClient back(server.port());
  back.send({{"type", "resume"}, {"token", token}});
  EXPECT_EQ(back.receive_until("welcome").at("table"), table);
  const json t = back.receive_until("table").at("table");
  EXPECT_EQ(t.at("you"), "S");
  EXPECT_FALSE(t.at("seats").at("S").contains("stand_in"));
}

}  // namespace
}  // namespace tenace::testing
