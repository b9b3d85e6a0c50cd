// The restart test: run the real `tenace serve` binary on --port 0 with a
// temporary database, play part of a board, kill -9 the server, start it
// again on the same database, resume with the session token, and finish:
// everything played before the kill must still be there.
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <thread>

#include "server/claim_answer.h"
#include "server/test_server.h"
#include "server/whist_moves.h"
#include "server/ws_client.h"

extern char** environ;

namespace tenace::testing {
namespace {

using nlohmann::json;

// A `tenace serve` child process; the port is read from its first line.
class ServerProcess {
 public:
  ServerProcess(const std::filesystem::path& db, const std::filesystem::path& web) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    // Robots think briefly: the test is about what survives a kill, not their play.
    std::vector<std::string> args = {TENACE_BINARY, "serve", "--port", "0", "--db", db.string(), "--web", web.string(),
                                     "--robot-think", "20"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, TENACE_BINARY, &actions, nullptr, argv.data(), environ) != 0)
      throw std::runtime_error("cannot start " + std::string(TENACE_BINARY));
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    out_ = fdopen(fds[0], "r");
    char line[256] = {};
    if (!fgets(line, sizeof line, out_)) throw std::runtime_error("the server printed nothing");
    const std::string text(line);
    const std::size_t colon = text.rfind(':');
    if (text.rfind("listening on http://", 0) != 0 || colon == std::string::npos)
      throw std::runtime_error("unexpected first line: " + text);
    port_ = static_cast<unsigned short>(std::stoi(text.substr(colon + 1)));
  }
  ~ServerProcess() { kill_hard(); }
  void kill_hard() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = 0;
    if (out_) fclose(out_);
    out_ = nullptr;
  }
  unsigned short port() const { return port_; }

 private:
  pid_t pid_ = 0;
  FILE* out_ = nullptr;
  unsigned short port_ = 0;
};

bool my_turn(const json& t) { return !t.at("legal_calls").empty() || !t.at("legal_cards").empty(); }

json my_action(const json& t) {
  if (t.at("phase") == "auction") {
    bool any_bid = false;
    for (const auto& c : t.at("auction"))
      if (c.at("call") != "Pass") any_bid = true;
    return {{"type", "call"}, {"call", any_bid ? "Pass" : "1NT"}, {"alert", "15-17"}};
  }
  return {{"type", "play"}, {"card", t.at("legal_cards").at(0)}};
}

TEST(Restart, KillNineMidBoardThenEverythingResumes) {
  const auto dir = fresh_temp_dir("restart");
  std::filesystem::create_directories(dir / "web");
  const auto db = dir / "tenace.db";
  std::string token;
  json before;
  int table = 0;
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "guest"}, {"name", "phoenix"}});
    token = c.receive_until("welcome").at("token");
    c.send({{"type", "create"}});
    table = c.receive_until("created").at("table");
    c.send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
    for (const char* seat : {"W", "N", "E"}) c.send({{"type", "robot"}, {"table", table}, {"seat", seat}});
    // Play until at least five cards are on the table, then kill the server
    // while it is this player's turn (so nothing else can be in flight).
    testing::ClaimAnswerer claims;
    for (int steps = 0;; ++steps) {
      ASSERT_LT(steps, 1000);
      before = c.receive_until("table").at("table");
      if (before.at("phase") == "finished") {
        c.send({{"type", "next"}});
        continue;
      }
      if (claims.should_answer(before)) {
        c.send(testing::accept_claim());
        continue;
      }
      if (!my_turn(before)) continue;
      if (before.at("phase") == "play" && before.at("played").size() >= 5) break;
      c.send(my_action(before));
    }
    server.kill_hard();
  }
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "resume"}, {"token", token}});
    json welcome = c.receive_until("welcome");
    EXPECT_EQ(welcome.at("user"), "guest-phoenix");
    EXPECT_EQ(welcome.at("table"), table);
    json after = c.receive_until("table").at("table");
    // The same board, the same auction with its alerts, the same cards.
    EXPECT_EQ(after.at("board"), before.at("board"));
    EXPECT_EQ(after.at("auction"), before.at("auction"));
    EXPECT_EQ(after.at("played"), before.at("played"));
    EXPECT_EQ(after.at("hands"), before.at("hands"));
    EXPECT_EQ(after.at("legal_cards"), before.at("legal_cards"));
    EXPECT_EQ(after.at("scores"), before.at("scores"));
    EXPECT_EQ(after.at("you"), "S");
    // And the board can be finished.
    json latest = after;
    testing::ClaimAnswerer claims;
    for (int steps = 0; latest.at("phase") != "finished"; ++steps) {
      ASSERT_LT(steps, 1000);
      if (claims.should_answer(latest)) c.send(testing::accept_claim());
      else if (my_turn(latest)) c.send(my_action(latest));
      latest = c.receive_until("table").at("table");
    }
    // Every trick is played, or a claim settled the rest: the result counts
    // declarer's tricks either way.
    const int played_tricks = latest.at("tricks").at("NS").get<int>() + latest.at("tricks").at("EW").get<int>();
    EXPECT_TRUE(played_tricks == 13 || !latest.at("result").at("tricks").is_null()) << latest.dump();
    EXPECT_LE(played_tricks, 13);
    EXPECT_EQ(latest.at("scores").size(), before.at("scores").size() + 1);
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

TEST(Restart, KillNineMidWhistHandThenEverythingResumes) {
  const auto dir = fresh_temp_dir("restart-whist");
  std::filesystem::create_directories(dir / "web");
  const auto db = dir / "tenace.db";
  std::string token;
  json before;
  int table = 0;
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "guest"}, {"name", "whisty"}});
    token = c.receive_until("welcome").at("token");
    c.send({{"type", "create"}, {"game", "dummy_whist"}, {"options", {{"jokers", true}}}});
    table = c.receive_until("created").at("table");
    c.send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
    for (const char* seat : {"N", "E"}) c.send({{"type", "robot"}, {"table", table}, {"seat", seat}});
    // Play until cards are on the table, then kill the server on this
    // player's turn.
    for (int steps = 0;; ++steps) {
      ASSERT_LT(steps, 2000);
      before = c.receive_until("table").at("table");
      if (before.at("phase") == "finished") {
        c.send({{"type", "next"}});
        continue;
      }
      if (before.at("legal").is_null()) continue;
      if (before.at("hand_phase") == "play" &&
          before.at("tricks").at("declarer").get<int>() + before.at("tricks").at("defenders").get<int>() >= 2)
        break;
      c.send(first_whist_move(before.at("legal"), true));
    }
    server.kill_hard();
  }
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "resume"}, {"token", token}});
    EXPECT_EQ(c.receive_until("welcome").at("table"), table);
    json after = c.receive_until("table").at("table");
    for (const char* field : {"hand_number", "game", "options", "auction", "contract", "positions", "trick", "tricks",
                              "legal", "score", "turn"})
      EXPECT_EQ(after.at(field), before.at(field)) << field;
    // And the hand can be finished (accepting a robot's claim on the way).
    WhistClaimAnswerer claims;
    for (int steps = 0; after.at("phase") != "finished"; ++steps) {
      ASSERT_LT(steps, 1000);
      if (const auto answer = claims.answer(after, "S")) c.send(*answer);
      else if (!after.at("legal").is_null()) c.send(first_whist_move(after.at("legal"), true));
      after = c.receive_until("table").at("table");
    }
    EXPECT_EQ(after.at("score").at("hands").size(), before.at("hand_number").get<std::size_t>());
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

// A robot tournament survives kill -9: the entrant's finished board, the
// reference table's progress (it plays on after the restart), and the
// entrant's seat; the entrant then finishes and is rated.
TEST(Restart, KillNineMidTournamentLosesNoResult) {
  const auto dir = fresh_temp_dir("restart-tournament");
  std::filesystem::create_directories(dir / "web");
  const auto db = dir / "tenace.db";
  std::string token;
  int tournament = 0;
  auto standing_boards = [](const json& results, const std::string& entrant) {
    for (const auto& s : results.at("standings"))
      if (s.at("entrant") == entrant) return s.at("boards").get<int>();
    return 0;
  };
  auto play_to_end_of_board = [](WsClient& c) {
    ClaimAnswerer claims;
    for (int steps = 0;; ++steps) {
      if (steps >= 2000) throw std::runtime_error("the board did not finish");
      const json t = c.receive_until("table").at("table");
      if (t.at("phase") == "finished") return t;
      if (claims.should_answer(t)) c.send(accept_claim());
      else if (t.at("claim").is_null() && my_turn(t)) c.send(my_action(t));
    }
  };
  std::string name;
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "guest"}, {"name", "entrant"}});
    const json welcome = c.receive_until("welcome");
    token = welcome.at("token");
    name = welcome.at("user");
    c.send({{"type", "create_tournament"}, {"boards", 2}, {"reference_tables", 1}});
    tournament = c.receive_until("tournament_created").at("tournament").at("id");
    c.send({{"type", "enter"}, {"tournament", tournament}});
    c.receive_until("entered");
    play_to_end_of_board(c);
    server.kill_hard();
  }
  {
    ServerProcess server(db, dir / "web");
    WsClient c(server.port());
    c.send({{"type", "resume"}, {"token", token}});
    c.receive_until("welcome");
    json results;
    // The reference table plays on unwatched after the restart.
    for (int tries = 0; tries < 600; ++tries) {
      c.send({{"type", "tournament"}, {"tournament", tournament}});
      results = c.receive_until("tournament");
      if (standing_boards(results, "Robots 1") == 2) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    EXPECT_EQ(standing_boards(results, name), 1) << results.dump();
    EXPECT_EQ(standing_boards(results, "Robots 1"), 2) << results.dump();
    c.send({{"type", "enter"}, {"tournament", tournament}});
    c.receive_until("entered");
    c.send({{"type", "next"}});
    // Table messages from before the deal still show board 1 finished.
    json last = play_to_end_of_board(c);
    for (int skipped = 0; last.at("board").at("number") == 1 && skipped < 5; ++skipped) last = play_to_end_of_board(c);
    EXPECT_EQ(last.at("board").at("number"), 2);
    EXPECT_FALSE(last.at("tournament").at("news").at("finished").at("rating").is_null()) << last.dump();
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

}  // namespace
}  // namespace tenace::testing
