// kill -9 in the middle of a pairs event, with the real `tenace serve`: a
// Howell of five pairs, one board a round, a person in pair 1 and robots
// elsewhere. The server is killed while she is in the middle of a board of
// a later round; started again on the same database, every result stored
// before the kill is still there, the round goes on at the same tables
// (her board is finished where it stopped), the event plays to its end,
// and the standings agree with the travellers.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <thread>

#include "server/field_play.h"
#include "server/serve_process.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// Every result on the travellers: (server table, board) -> North-South score.
std::map<std::pair<std::int64_t, int>, int> results_of(const json& view) {
  std::map<std::pair<std::int64_t, int>, int> out;
  for (const auto& t : view.at("travellers"))
    for (const auto& r : t.at("results")) out[{r.at("table").get<std::int64_t>(), t.at("board").get<int>()}] = r.at("score_ns");
  return out;
}

// Her pair's table in the round being played (0 while it sits out).
std::int64_t her_table(const json& view) {
  const json& yours = view.at("yours");
  return yours.is_null() || yours.at("table").is_null() ? 0 : yours.at("table").get<std::int64_t>();
}

// A legal call that keeps the auction open (there is always one: a bid
// while 7NT is not reached, or a double of it).
std::string first_call_but_pass(const json& legal_calls) {
  for (const auto& c : legal_calls)
    if (c != "Pass") return c;
  ADD_FAILURE() << "only a pass is legal: " << legal_calls.dump();
  return "Pass";
}

TEST(EventRestart, KillNineMidEventLosesNoResult) {
  const auto dir = fresh_temp_dir("event-kill");
  std::filesystem::create_directories(dir / "web");
  const std::vector<std::string> options = {"--db", (dir / "tenace.db").string(), "--web", (dir / "web").string()};
  std::string alice_token;
  int id = 0;
  std::map<std::pair<std::int64_t, int>, int> before;
  int round_killed = 0;
  std::int64_t table_killed = 0;
  std::string dina_token;
  {
    ServeProcess server(TENACE_BINARY, options);
    std::string alice_name;
    auto dina = guest(server.port(), "dina", nullptr, &dina_token);
    auto alice = guest(server.port(), "alice", &alice_name, &alice_token);
    dina->send({{"type", "create_event"}, {"movement", "howell"}, {"boards_per_round", 1}});
    id = dina->receive_until("event_created").at("event").at("id");
    alice->send({{"type", "register_pair"}, {"event", id}, {"players", {alice_name, nullptr}}});
    alice->receive_until("pair_registered");
    register_robot_pairs(*dina, id, 4);
    dina->send({{"type", "start_event"}, {"event", id}});
    dina->receive_until("event_started");
    // She plays the board of the first round that seats her, then starts
    // the next one's: once she has made her first call (every player
    // makes one), the server is killed. That call is a bid or a double,
    // never a pass: four passes would finish the board before the kill
    // and leave her nothing to finish after the restart.
    json seat = alice->receive_until("event_round");
    alice->send({{"type", "sit"}, {"table", seat.at("table")}, {"seat", seat.at("seat")}});
    play_board(*alice);
    seat = alice->receive_until("event_round");
    round_killed = seat.at("round");
    table_killed = seat.at("table");
    alice->send({{"type", "sit"}, {"table", table_killed}, {"seat", seat.at("seat")}});
    for (bool called = false; !called;) {
      const json t = alice->receive_until("table").at("table");
      called = !t.at("legal_calls").empty();
      if (called) alice->send({{"type", "call"}, {"call", first_call_but_pass(t.at("legal_calls"))}});
    }
    const json view = event_view(*dina, id);
    ASSERT_EQ(view.at("event").at("round"), round_killed);
    before = results_of(view);
    server.kill_hard();
  }
  ASSERT_GE(before.size(), 2u);  // at least the first round's two boards

  ServeProcess server(TENACE_BINARY, options);
  auto dina = std::make_unique<WsClient>(server.port());
  dina->send({{"type", "resume"}, {"token", dina_token}});
  dina->receive_until("welcome");
  auto alice = std::make_unique<WsClient>(server.port());
  alice->send({{"type", "resume"}, {"token", alice_token}});
  alice->receive_until("welcome");
  // The round goes on where it was, at the same table.
  json view = event_view(*alice, id);
  EXPECT_EQ(view.at("event").at("state"), "running");
  EXPECT_EQ(view.at("event").at("round"), round_killed);
  EXPECT_EQ(her_table(view), table_killed);

  // She plays on, round after round, until the event ends.
  std::set<std::int64_t> played_at;
  for (int tries = 0; tries < 2000; ++tries) {
    view = event_view(*alice, id);
    if (view.at("event").at("state") == "finished") break;
    const std::int64_t table = her_table(view);
    bool done_here = table == 0 || played_at.count(table);
    for (const auto& t : view.at("tables"))
      if (t.at("table_id") == table) done_here = done_here || t.at("boards_finished") == 1;
    if (done_here) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      continue;
    }
    alice->send({{"type", "sit"}, {"table", table}, {"seat", view.at("yours").at("seat")}});
    play_board(*alice);
    played_at.insert(table);
  }
  EXPECT_TRUE(played_at.count(table_killed));
  const json done = event_view(*dina, id);
  ASSERT_EQ(done.at("event").at("state"), "finished");

  // Nothing stored before the kill was lost or changed.
  const std::map<std::pair<std::int64_t, int>, int> after = results_of(done);
  for (const auto& [where, score] : before) {
    ASSERT_TRUE(after.count(where)) << "table " << where.first << " board " << where.second << " lost";
    EXPECT_EQ(after.at(where), score);
  }
  // Five rounds of two tables, each board played at two, each pair four
  // boards; the standings are the travellers' matchpoints.
  EXPECT_EQ(done.at("tables").size(), 10u);
  EXPECT_EQ(after.size(), 10u);
  std::map<int, double> mp_sum;
  for (const auto& t : done.at("travellers")) {
    ASSERT_EQ(t.at("results").size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
      const json& r = t.at("results").at(i);
      const auto pair = [](const json& label) { return std::stoi(label.get<std::string>()); };
      mp_sum[pair(r.at("north_south"))] += mp_percent(t, i);
      mp_sum[pair(r.at("east_west"))] += 100 - mp_percent(t, i);
    }
  }
  ASSERT_EQ(done.at("standings").size(), 5u);
  for (const auto& s : done.at("standings")) {
    EXPECT_EQ(s.at("boards"), 4) << s.dump();
    EXPECT_NEAR(s.at("mp_percent").get<double>(), mp_sum[s.at("pair").get<int>()] / 4, 0.006) << s.dump();
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

}  // namespace
}  // namespace tenace::testing
