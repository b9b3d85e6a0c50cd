// The whist family over the real protocol: a person with robots plays
// Dummy Whist (with jokers), Double Dummy and Nonsense hands through a
// WebSocket, is never sent a card the rules hide, sees the score sheet, and
// finds the table as it was after a server restart.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <tuple>

#include "server/test_server.h"
#include "server/whist_moves.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name) { return guest_client(port, name); }

// No position but the player's own, dummies once turned up, and a
// claimer's hand while the claim is answered, has cards in a table message
// during a hand.
void expect_nothing_hidden(const json& t, const std::string& you) {
  if (!t.at("hand_phase").is_string()) return;  // no hand dealt yet
  const std::string phase = t.at("hand_phase");
  if (phase == "over") return;
  for (const auto& [position, p] : t.at("positions").items()) {
    if (p.at("cards").is_null()) continue;
    const bool own = p.at("player") == you;
    const bool turned_up_dummy = p.at("role") == "dummy" && phase != "auction";
    const bool claimers = !t.at("claim").is_null() && p.at("player") == t.at("claim").at("by");
    EXPECT_TRUE(own || turned_up_dummy || claimers)
        << "position " << position << " (" << p.at("role") << ") shown to " << you << " in phase " << phase;
  }
}

// Creates a table of `game` with `options`, seats the person at `seat` and
// robots elsewhere, and plays until `hands` hands are finished; returns the
// last table message.
json play_with_robots(WsClient& me, const json& create, const std::string& seat, const std::vector<std::string>& robots,
                      int hands, int* table_id) {
  me.send(create);
  const int table = me.receive_until("created").at("table");
  *table_id = table;
  me.send({{"type", "sit"}, {"table", table}, {"seat", seat}});
  for (const std::string& r : robots) me.send({{"type", "robot"}, {"table", table}, {"seat", r}});
  json t;
  int finished = 0;
  WhistClaimAnswerer claims;
  for (int steps = 0; steps < 2000 && finished < hands; ++steps) {
    json m = me.receive_until("table", [](const json& other) {
      EXPECT_NE(other.value("type", ""), "error") << other.dump();
    });
    t = m.at("table");
    expect_nothing_hidden(t, seat);
    if (const auto answer = claims.answer(t, seat)) {
      me.send(*answer);
      continue;
    }
    if (t.at("phase") == "finished") {
      if (++finished == hands) break;
      me.send({{"type", "next"}});
      continue;
    }
    if (!t.at("legal").is_null()) me.send(first_whist_move(t.at("legal"), false));
  }
  EXPECT_EQ(finished, hands) << create.dump();
  return t;
}

TEST(WhistProtocol, APersonPlaysDummyWhistWithJokersAgainstTwoRobots) {
  TestServer server("dummy-whist");
  auto me = guest(server.port(), "ann");
  int table = 0;
  const json t = play_with_robots(
      *me, {{"type", "create"}, {"game", "dummy_whist"}, {"options", {{"jokers", true}, {"no_trump_jokers", "exchange_for_discard"}}}},
      "N", {"E", "S"}, 3, &table);
  EXPECT_EQ(t.at("game"), "dummy_whist");
  EXPECT_EQ(t.at("options").at("jokers"), true);
  ASSERT_EQ(t.at("score").at("hands").size(), 3u);
  // Every hand's points add up on the sheet.
  const json& result = t.at("result");
  EXPECT_TRUE(result.at("points").contains("N") && result.at("points").contains("E") && result.at("points").contains("S"));
  // The dealt hands are all shown once the hand is over: 13, 13, 13 and the
  // dummy's 15 less the two discards.
  int dealt = 0;
  for (const char* s : {"N", "E", "S", "W"}) dealt += static_cast<int>(t.at("dealt").at(s).size());
  EXPECT_EQ(dealt, 54);
}

TEST(WhistProtocol, DoubleDummyAndNonsenseAreTwoPlayerTables) {
  TestServer server("two-player");
  auto me = guest(server.port(), "bob");
  int table = 0;
  json t = play_with_robots(*me, {{"type", "create"}, {"game", "double_dummy"}}, "N", {"E"}, 2, &table);
  EXPECT_EQ(t.at("seats").size(), 2u);
  EXPECT_EQ(t.at("positions").at("S").at("role"), "dummy");
  me->send({{"type", "leave"}});
  t = play_with_robots(*me, {{"type", "create"}, {"game", "nonsense"}}, "S", {"N"}, 2, &table);
  EXPECT_EQ(t.at("game"), "nonsense");
  EXPECT_TRUE(t.at("choices").at("S") == "dead");  // the person took the dead hand each time
}

TEST(WhistProtocol, CreatingAWhistTableRefusesBadOptionsByName) {
  TestServer server("whist-options");
  auto me = guest(server.port(), "cy");
  me->send({{"type", "create"}, {"game", "whist"}});
  EXPECT_EQ(me->receive_until("error").at("message"),
            "field \"game\" must be \"bridge\", \"dummy_whist\", \"double_dummy\" or \"nonsense\"");
  me->send({{"type", "create"}, {"game", "nonsense"}, {"options", {{"jokers", true}}}});
  EXPECT_EQ(me->receive_until("error").at("message"), "jokers are played in Dummy Whist only");
  me->send({{"type", "create"}, {"game", "dummy_whist"}, {"options", {{"game_target", "21"}}}});
  EXPECT_EQ(me->receive_until("error").at("message"), "option \"game_target\" must be an integer between 1 and 1000");
  me->send({{"type", "create"}, {"game", "bridge"}, {"options", {{"jokers", true}}}});
  EXPECT_EQ(me->receive_until("error").at("message"), "field \"options\" is for the whist family's games");
}

TEST(WhistProtocol, ARestartFindsDoubleDummyAndNonsenseTablesAsTheyWere) {
  TestServer server("whist-restart-two");
  std::vector<std::pair<int, json>> tables;
  {
    auto me = guest(server.port(), "eve");
    for (const auto& [game, chair, robot] : {std::tuple{"double_dummy", "N", "E"}, {"nonsense", "S", "N"}}) {
      int table = 0;
      const json t = play_with_robots(*me, {{"type", "create"}, {"game", game}}, chair, {robot}, 1, &table);
      tables.emplace_back(table, t);
      me->send({{"type", "leave"}});
    }
  }
  server.restart();
  auto me = guest(server.port(), "eve2");
  for (const auto& [table, before] : tables) {
    me->send({{"type", "watch"}, {"table", table}});
    const json t = me->receive_until("table").at("table");
    EXPECT_EQ(t.at("game"), before.at("game"));
    EXPECT_EQ(t.at("score"), before.at("score")) << before.at("game");
    EXPECT_EQ(t.at("result"), before.at("result")) << before.at("game");
    me->send({{"type", "leave"}});
  }
}

TEST(WhistProtocol, ARestartFindsTheWhistTableAsItWas) {
  TestServer server("whist-restart");
  int table = 0;
  json before;
  {
    auto me = guest(server.port(), "dee");
    before = play_with_robots(*me, {{"type", "create"}, {"game", "dummy_whist"}, {"options", {{"game_target", 7}}}},
                              "N", {"E", "S"}, 2, &table);
  }
  server.restart();
  auto me = std::make_unique<WsClient>(server.port());
  me->send({{"type", "guest"}, {"name", "dee2"}});
  me->receive_until("welcome");
  me->send({{"type", "history"}, {"table", table}});
  const json history = me->receive_until("history");
  ASSERT_EQ(history.at("boards").size(), 2u);
  EXPECT_EQ(history.at("boards").at(1).at("points"), before.at("score").at("hands").at(1).at("points"));
  // The downloads: the history as JSON, and as PBN with the whist tags.
  const auto [json_status, json_body] = http_get(server.port(), "/api/tables/" + std::to_string(table) + "/history.json");
  EXPECT_EQ(json_status, 200);
  EXPECT_EQ(json::parse(json_body), history.at("boards"));
  const auto [pbn_status, pbn_body] = http_get(server.port(), "/api/tables/" + std::to_string(table) + "/history.pbn");
  EXPECT_EQ(pbn_status, 200);
  EXPECT_NE(pbn_body.find("[Variant \"DummyWhist\"]"), std::string::npos) << pbn_body;
  EXPECT_NE(pbn_body.find("[Board \"2\"]"), std::string::npos) << pbn_body;
  me->send({{"type", "watch"}, {"table", table}});
  const json t = me->receive_until("table").at("table");
  EXPECT_EQ(t.at("score").at("target"), 7);
  EXPECT_EQ(t.at("score").at("hands"), before.at("score").at("hands"));
}

// Over the protocol, a person at a Double Dummy table takes back a card
// (the robot agrees at once) and later concedes the rest of a hand (the
// robot accepts: conceding is always sound).
TEST(WhistProtocol, APersonTakesBackACardAndConcedesWithTheRobotAnswering) {
  TestServer server("whist-undo-claim");
  auto me = guest(server.port(), "fay");
  me->send({{"type", "create"}, {"game", "double_dummy"}});
  const int table = me->receive_until("created").at("table");
  me->send({{"type", "sit"}, {"table", table}, {"seat", "N"}});
  me->send({{"type", "robot"}, {"table", table}, {"seat", "E"}});
  auto no_error = [](const json& m) { EXPECT_NE(m.value("type", ""), "error") << m.dump(); };
  std::string taken_back;  // the card played then taken back
  std::string from;        // the position it was played from
  bool undo_seen = false;
  bool undone = false;
  bool conceded = false;
  std::string acted_on;
  WhistClaimAnswerer robot_claims;
  int robot_claims_seen = 0;  // by the end of the last hand
  for (int steps = 0; steps < 3000 && !conceded; ++steps) {
    const json t = me->receive_until("table", no_error).at("table");
    if (const auto answer = robot_claims.answer(t, "N")) {
      me->send(*answer);
      continue;
    }
    if (t.at("phase") == "finished") {
      // A hand the robot ended by claiming its last tricks: play the next.
      const bool robot_claimed = robot_claims.answered() > robot_claims_seen;
      robot_claims_seen = robot_claims.answered();
      if (!t.at("result").at("claim").is_null() && !robot_claimed) {
        EXPECT_TRUE(undone);
        const json& claim = t.at("result").at("claim");
        EXPECT_EQ(claim.at("tricks"), 0);
        // Declarer is N or E; the concession was by N.
        EXPECT_EQ(claim.at("side"), t.at("result").at("declarer") == "N" ? "declarer" : "defenders");
        EXPECT_EQ(t.at("tricks").at("declarer").get<int>() + t.at("tricks").at("defenders").get<int>(), 13);
        conceded = true;
        break;
      }
      me->send({{"type", "next"}});
      continue;
    }
    if (!taken_back.empty() && !undone) {
      if (!t.at("undo").is_null()) {
        EXPECT_EQ(t.at("undo").at("by"), "N");
        EXPECT_TRUE(t.at("legal").is_null()) << "nothing is played while an undo request waits";
        undo_seen = true;
      } else if (undo_seen) {
        // Granted: the card is back where it was, and it is that position's turn again.
        const json& cards = t.at("positions").at(from).at("cards");
        EXPECT_NE(std::find(cards.begin(), cards.end(), taken_back), cards.end()) << t.dump();
        EXPECT_EQ(t.at("to_play"), from);
        undone = true;
        acted_on.clear();  // the position before the card is a new turn
      }
      if (!undone) continue;
    }
    if (t.at("legal").is_null()) continue;
    // The same position sent again (a robot's stale thought, a presence
    // change) is not a new turn: its move is on its way already.
    const std::string position = json::array({t.at("hand_number"), t.at("auction"), t.at("trick"), t.at("positions"),
                                              t.at("hand_phase")})
                                     .dump();
    if (position == acted_on) continue;
    acted_on = position;
    const json& legal = t.at("legal");
    if (legal.at("kind") == "play" && taken_back.empty()) {
      taken_back = legal.at("cards").at(0);
      from = t.at("to_play");
      me->send({{"type", "play"}, {"card", taken_back}});
      me->send({{"type", "undo"}});
      continue;
    }
    if (legal.at("kind") == "play" && undone && t.at("trick").at("cards").empty()) {
      me->send({{"type", "concede"}});
      continue;
    }
    me->send(first_whist_move(legal, false));
  }
  EXPECT_TRUE(undone);
  EXPECT_TRUE(conceded);
}

}  // namespace
}  // namespace tenace::testing
