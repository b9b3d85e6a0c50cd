// Robot tournaments over the real protocol: a tournament is made, its
// robot reference tables play it unwatched, a person enters and plays its
// boards against the field, sees each board's traveller and at the end
// their standing and rating change; nobody else sees a board's results (or
// the entrant's table) before playing it; and a restart keeps it all.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>

#include "formats/lin_reader.h"
#include "server/field_play.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

json results_of(WsClient& c, int tournament) {
  c.send({{"type", "tournament"}, {"tournament", tournament}});
  return c.receive_until("tournament");
}

// Waits until the robot reference tables have played every board.
json wait_for_reference_field(WsClient& c, int tournament, int boards, int tables) {
  for (int tries = 0; tries < 600; ++tries) {
    json r = results_of(c, tournament);
    int complete = 0;
    for (const auto& s : r.at("standings")) complete += s.at("boards") == boards;
    if (complete >= tables) return r;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ADD_FAILURE() << "the reference tables did not finish";
  return {};
}

TEST(TournamentProtocol, AnEntrantPlaysTheBoardsAgainstTheReferenceField) {
  TestServer server("tournament");
  std::string alice_name, alice_token;
  auto alice = guest(server.port(), "alice", &alice_name, &alice_token);
  auto bob = guest(server.port(), "bob");
  alice->send({{"type", "create_tournament"}, {"name", "Tuesday pairs"}, {"boards", 2}, {"scoring", "matchpoints"}});
  const json made = alice->receive_until("tournament_created").at("tournament");
  const int id = made.at("id");
  EXPECT_EQ(made.at("boards"), 2);
  EXPECT_EQ(made.at("state"), "open");
  wait_for_reference_field(*alice, id, 2, 2);

  alice->send({{"type", "enter"}, {"tournament", id}});
  const int table = alice->receive_until("entered").at("table");
  for (int board = 1; board <= 2; ++board) {
    const json t = play_board(*alice);
    EXPECT_EQ(t.at("board").at("number"), board);
    // The board's traveller: alice's result and both reference tables'.
    const json& news = t.at("tournament").at("news");
    ASSERT_EQ(news.at("board"), board) << t.at("tournament").dump();
    const json& traveller = news.at("traveller");
    ASSERT_EQ(traveller.at("results").size(), 3u) << traveller.dump();
    int alices = 0;
    for (const auto& r : traveller.at("results")) alices += r.at("north_south") == alice_name;
    EXPECT_EQ(alices, 1);
    if (board == 1) {
      EXPECT_TRUE(news.at("finished").is_null());
      // Before playing board 2, bob (not entered) sees no traveller, and
      // alice sees board 1's only.
      const json for_bob = results_of(*bob, id);
      EXPECT_TRUE(for_bob.at("travellers").empty());
      EXPECT_EQ(for_bob.at("hidden_boards"), json::array({1, 2}));
      const json for_alice = results_of(*alice, id);
      ASSERT_EQ(for_alice.at("travellers").size(), 1u);
      EXPECT_EQ(for_alice.at("travellers").at(0).at("board"), 1);
      alice->send({{"type", "next"}});
    } else {
      const json& finished = news.at("finished");
      ASSERT_FALSE(finished.is_null());
      EXPECT_EQ(finished.at("entrants"), 3);
      EXPECT_GE(finished.at("standing").at("rank"), 1);
      EXPECT_EQ(finished.at("rating").at("before").at("rating"), 1500);
      EXPECT_EQ(finished.at("rating").at("before").at("deviation"), 350);
      EXPECT_LT(finished.at("rating").at("after").at("deviation"), 350);
    }
  }
  // No board 3.
  alice->send({{"type", "next"}});
  EXPECT_NE(alice->receive_until("error").at("message").get<std::string>().find("all its 2 boards"), std::string::npos);

  const json results = results_of(*alice, id);
  ASSERT_EQ(results.at("standings").size(), 3u);
  ASSERT_EQ(results.at("travellers").size(), 2u);
  // Every standing is the mean of its rows' matchpoints, recomputed here.
  std::map<std::string, double> sum;
  for (const auto& tr : results.at("travellers"))
    for (std::size_t i = 0; i < tr.at("results").size(); ++i) {
      const json& row = tr.at("results").at(i);
      EXPECT_NEAR(row.at("mp_percent_ns").get<double>(), mp_percent(tr, i), 0.01);
      sum[row.at("north_south")] += mp_percent(tr, i) / 2;
    }
  for (const auto& s : results.at("standings"))
    EXPECT_NEAR(s.at("mp_percent").get<double>(), sum.at(s.at("entrant")), 0.01) << s.dump();
  EXPECT_FALSE(results.at("yours").at("rating").is_null());

  // The tournament's tables are not in the lobby, and nobody else may sit,
  // watch, or read alice's table while the tournament runs.
  bob->send({{"type", "lobby"}});
  for (const auto& t : bob->receive_until("lobby").at("tables")) EXPECT_NE(t.at("id"), table);
  bob->send({{"type", "watch"}, {"table", table}});
  EXPECT_NE(bob->receive_until("error").at("message").get<std::string>().find("cannot be watched"), std::string::npos);
  bob->send({{"type", "sit"}, {"table", table}, {"seat", "N"}});
  EXPECT_NE(bob->receive_until("error").at("message").get<std::string>().find(alice_name + "'s"), std::string::npos);
  bob->send({{"type", "history"}, {"table", table}});
  EXPECT_EQ(bob->receive_until("error").value("request", ""), "history");
  EXPECT_EQ(http_get(server.port(), "/api/tables/" + std::to_string(table) + "/history.json").first, 403);
  EXPECT_EQ(http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".pbn").first, 403);
  EXPECT_EQ(http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".lin").first, 403);
  const auto [status, body] = http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".json");
  EXPECT_EQ(status, 200);
  EXPECT_EQ(json::parse(body).at("standings").size(), 3u);
  EXPECT_TRUE(json::parse(body).at("travellers").empty());
  // Alice has played every board: she may replay any table, and her
  // browser's session cookie opens the downloads.
  alice->send({{"type", "history"}, {"table", table}});
  EXPECT_EQ(alice->receive_until("history").at("boards").size(), 2u);
  const std::string cookie = "theme=dark; tenace_session=" + alice_token;
  EXPECT_EQ(http_get(server.port(), "/api/tables/" + std::to_string(table) + "/history.json", "", cookie).first, 200);
  const auto [pbn_status, pbn] = http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".pbn", "", cookie);
  EXPECT_EQ(pbn_status, 200);
  EXPECT_NE(pbn.find("[TotalScoreTable"), std::string::npos);
  // The LIN download: every board as each of the three tables played it,
  // read back clean by tenace's LIN reader, each with the traveller's result.
  const auto [lin_status, lin] = http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".lin", "", cookie);
  EXPECT_EQ(lin_status, 200);
  const formats::ReadResult games = formats::read_lin(lin);
  EXPECT_TRUE(games.diagnostics.empty()) << lin;
  ASSERT_EQ(games.games.size(), 6u) << lin;
  for (const auto& tr : results.at("travellers"))
    for (const auto& row : tr.at("results")) {
      int found = 0;
      for (const formats::GameRecord& g : games.games) {
        const bool alices = row.at("north_south") == alice_name;
        if (g.board_number() != tr.at("board").get<int>() || (g.player(Seat::South) == alice_name) != alices) continue;
        const std::string contract = g.contract ? g.contract->to_string() : "Pass";
        if (contract != row.at("contract").get<std::string>()) continue;
        if (g.contract && g.result != row.at("tricks").get<int>()) continue;
        ++found;
      }
      EXPECT_GE(found, 1) << row.dump();
    }
  const auto [json_status, with_cookie] =
      http_get(server.port(), "/api/tournaments/" + std::to_string(id) + ".json", "", cookie);
  EXPECT_EQ(json::parse(with_cookie).at("travellers").size(), 2u);
  EXPECT_EQ(http_get(server.port(), "/api/tables/" + std::to_string(table) + "/history.json", "",
                     "tenace_session=forged").first,
            403);

  // Alice's profile: one rated tournament, her two boards; bob, who has
  // not played them, is not shown her boards' results.
  alice->send({{"type", "profile"}, {"user", alice_name}});
  const json profile = alice->receive_until("profile");
  ASSERT_EQ(profile.at("rating_history").size(), 1u);
  EXPECT_EQ(profile.at("rating_history").at(0).at("tournament"), id);
  EXPECT_EQ(profile.at("rating_history").at(0).at("source"), "tournament");
  EXPECT_EQ(profile.at("rating_history").at(0).at("name"), "Tuesday pairs");
  EXPECT_TRUE(profile.at("events").empty());
  EXPECT_EQ(profile.at("rating").at("rating"), profile.at("rating_history").at(0).at("rating"));
  ASSERT_EQ(profile.at("tournaments").size(), 1u);
  EXPECT_EQ(profile.at("tournaments").at(0).at("played"), 2);
  EXPECT_EQ(profile.at("recent_boards").size(), 2u);
  EXPECT_EQ(profile.at("figures").at("boards"), 2);
  bob->send({{"type", "profile"}, {"user", alice_name}});
  const json seen_by_bob = bob->receive_until("profile");
  EXPECT_TRUE(seen_by_bob.at("recent_boards").empty());
  EXPECT_EQ(seen_by_bob.at("figures").at("boards"), 2);
  bob->send({{"type", "profile"}, {"user", "nobody-here"}});
  EXPECT_NE(bob->receive_until("error").at("message").get<std::string>().find("no player"), std::string::npos);

  // A restart keeps the tournament, its results and the rating (rated once).
  server.restart();
  auto carol = guest(server.port(), "carol");
  const json after = results_of(*carol, id);
  EXPECT_EQ(after.at("standings"), results.at("standings"));
  carol->send({{"type", "tournaments"}});
  const json list = carol->receive_until("tournaments");
  ASSERT_EQ(list.at("tournaments").size(), 1u);
  EXPECT_EQ(list.at("tournaments").at(0).at("entrants"), 1);
  carol->send({{"type", "profile"}, {"user", alice_name}});
  EXPECT_EQ(carol->receive_until("profile").at("rating_history").size(), 1u);
}

// The table's clock for the current board, waiting for the entrant's turn.
json board_clock_at_turn(WsClient& c) {
  for (int steps = 0; steps < 400; ++steps) {
    const json m = c.receive_until("table");
    const json& t = m.at("table");
    if (!t.at("legal_calls").empty()) return t.at("tournament").at("board_clock");
  }
  ADD_FAILURE() << "the entrant's turn did not come";
  return {};
}

TEST(TournamentProtocol, ABoardWhoseClockRunsOutIsFinishedByARobot) {
  TestServer server("tournament-clock");
  std::string alice_name;
  auto alice = guest(server.port(), "alice", &alice_name);
  alice->send({{"type", "create_tournament"}, {"boards", 1}, {"reference_tables", 0}, {"board_seconds", 2}});
  const json made = alice->receive_until("tournament_created").at("tournament");
  EXPECT_EQ(made.at("board_seconds"), 2);
  alice->send({{"type", "enter"}, {"tournament", made.at("id")}});
  const json clock = board_clock_at_turn(*alice);
  EXPECT_EQ(clock.at("seconds"), 2);
  EXPECT_LE(clock.at("remaining_ms").get<int>(), 2000);
  EXPECT_FALSE(clock.at("ran_out"));
  // Alice does nothing: at two seconds the board's time is out, and a robot
  // plays her seat to the end; the result stands as the robot played it.
  bool timed_out = false;
  for (int steps = 0; steps < 4000; ++steps) {
    const json m = alice->receive_until("table");
    if (m.at("event").value("kind", "") == "board_time_out") {
      EXPECT_EQ(m.at("event").at("seat"), "S");
      EXPECT_TRUE(m.at("table").at("tournament").at("board_clock").at("ran_out"));
      timed_out = true;
    }
    const json& t = m.at("table");
    if (t.at("phase") != "finished") continue;
    const json& news = t.at("tournament").at("news");
    ASSERT_EQ(news.at("traveller").at("results").size(), 1u);
    EXPECT_EQ(news.at("traveller").at("results").at(0).at("north_south"), alice_name);
    break;
  }
  EXPECT_TRUE(timed_out);
}

TEST(TournamentProtocol, ARestartKeepsTheBoardClocksTimeLeft) {
  TestServer server("tournament-clock-restart");
  std::string alice_token;
  auto alice = guest(server.port(), "alice", nullptr, &alice_token);
  alice->send({{"type", "create_tournament"}, {"boards", 1}, {"reference_tables", 0}, {"board_seconds", 600}});
  const int id = alice->receive_until("tournament_created").at("tournament").at("id");
  alice->send({{"type", "enter"}, {"tournament", id}});
  board_clock_at_turn(*alice);
  // Two seconds of thought, then a call: the clock is stored with it. (A
  // grand slam keeps the board running until alice, declarer, plays.)
  std::this_thread::sleep_for(std::chrono::milliseconds(2000));
  alice->send({{"type", "call"}, {"call", "7NT"}});
  alice->receive_until("ok");
  alice.reset();
  server.restart();
  alice = std::make_unique<WsClient>(server.port());
  alice->send({{"type", "resume"}, {"token", alice_token}});
  alice->receive_until("welcome");
  const json clock = alice->receive_until("table").at("table").at("tournament").at("board_clock");
  // Not a fresh clock: the two seconds used are gone, and it runs on.
  EXPECT_LT(clock.at("remaining_ms").get<int>(), 598200) << clock.dump();
  EXPECT_GT(clock.at("remaining_ms").get<int>(), 590000) << clock.dump();
}

TEST(TournamentProtocol, BadTournamentRequestsAreRefusedByName) {
  TestServer server("tournament-bad");
  auto c = guest(server.port(), "dora");
  c->send({{"type", "create_tournament"}, {"boards", 99}});
  EXPECT_NE(c->receive_until("error").at("message").get<std::string>().find("\"boards\""), std::string::npos);
  c->send({{"type", "create_tournament"}, {"scoring", "rubber"}});
  EXPECT_NE(c->receive_until("error").at("message").get<std::string>().find("\"scoring\""), std::string::npos);
  c->send({{"type", "enter"}, {"tournament", 42}});
  EXPECT_NE(c->receive_until("error").at("message").get<std::string>().find("no tournament 42"), std::string::npos);
  c->send({{"type", "create_tournament"}, {"boards", 1}, {"starts_in_minutes", 60}, {"reference_tables", 0}});
  const int id = c->receive_until("tournament_created").at("tournament").at("id");
  c->send({{"type", "enter"}, {"tournament", id}});
  EXPECT_NE(c->receive_until("error").at("message").get<std::string>().find("not started"), std::string::npos);
}

}  // namespace
}  // namespace tenace::testing
