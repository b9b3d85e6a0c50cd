// "Play now" over the protocol: two people waiting are seated at one new
// table as opponents, robots in the other seats; one alone gets robots;
// cancelling stops the wait.
#include <gtest/gtest.h>

#include <memory>

#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name) { return guest_client(port, name); }

TEST(PlayNow, TwoWaitingPeopleAreSeatedAsOpponentsWithRobots) {
  TestServer server("play-now", true, 100000, 0, 20261122, [](server::ServerOptions& o) {
    o.lobby.matchmaking.longest_wait = std::chrono::milliseconds(300);
  });
  auto ann = guest(server.port(), "ann");
  auto ben = guest(server.port(), "ben");
  ann->send({{"type", "play_now"}});
  EXPECT_EQ(ann->receive_until("play_now_waiting").at("rating"), 1500);
  ben->send({{"type", "play_now"}});
  ben->receive_until("play_now_waiting");
  const json a = ann->receive_until("matched");
  const json b = ben->receive_until("matched");
  EXPECT_EQ(a.at("table"), b.at("table"));
  EXPECT_NE(a.at("seat"), b.at("seat"));
  // Both sit; the other two seats are robots and the first board is dealt.
  json t;
  for (int steps = 0; steps < 50; ++steps) {
    t = ann->receive_until("table").at("table");
    if (!t.at("board").is_null()) break;
  }
  EXPECT_EQ(t.at("you"), a.at("seat"));
  int robots = 0, people = 0;
  for (const auto& [seat, occupant] : t.at("seats").items()) {
    ASSERT_FALSE(occupant.is_null()) << seat;
    (occupant.at("robot").get<bool>() ? robots : people) += 1;
  }
  EXPECT_EQ(robots, 2);
  EXPECT_EQ(people, 2);
  EXPECT_FALSE(t.at("board").is_null());
}

TEST(PlayNow, OneAloneGetsRobotsAndCancellingStopsTheWait) {
  TestServer server("play-now-alone", true, 100000, 0, 20261122, [](server::ServerOptions& o) {
    o.lobby.matchmaking.longest_wait = std::chrono::milliseconds(300);
  });
  auto cat = guest(server.port(), "cat");
  cat->send({{"type", "play_now"}});
  cat->receive_until("play_now_waiting");
  cat->send({{"type", "play_now_cancel"}});
  cat->receive_until("play_now_cancelled");
  cat->send({{"type", "play_now_cancel"}});
  EXPECT_NE(cat->receive_until("error").at("message").get<std::string>().find("not waiting"), std::string::npos);
  cat->send({{"type", "play_now"}});
  cat->receive_until("play_now_waiting");
  const json m = cat->receive_until("matched");
  EXPECT_EQ(m.at("seat"), "S");
}

}  // namespace
}  // namespace tenace::testing
