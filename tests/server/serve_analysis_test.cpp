// `tenace serve --analysis-threads N` on the real binary: by default a
// finished board's double-dummy analysis follows it; with 0 none ever comes,
// and bad values are refused with a clear message.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include "server/claim_answer.h"
#include "server/serve_process.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// A board the solver analyses in well under a second (as in the protocol test).
constexpr const char* kDealSeed = "12";

struct Scratch {
  Scratch() : dir(fresh_temp_dir("serve-analysis")) {}
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  std::filesystem::path dir;
};

// Sits South with three robots at a new table, passes every call and plays
// the first legal card, until board 1 is finished; returns the client.
std::unique_ptr<WsClient> play_one_board(unsigned short port) {
  auto c = std::make_unique<WsClient>(port);
  c->send({{"type", "guest"}});
  c->receive_until("welcome");
  c->send({{"type", "create"}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  testing::ClaimAnswerer claims;
  for (int steps = 0;; ++steps) {
    if (steps > 400) throw std::runtime_error("board 1 does not finish");
    const json m = c->receive_until("table");
    const json& t = m.at("table");
    if (t.at("phase") == "finished") break;
    if (claims.should_answer(t)) c->send(testing::accept_claim());
    else if (!t.at("legal_calls").empty()) c->send({{"type", "call"}, {"call", "Pass"}});
    else if (!t.at("legal_cards").empty()) c->send({{"type", "play"}, {"card", t.at("legal_cards").at(0)}});
  }
  return c;
}

bool is_analysis(const json& m) { return m.value("type", "") == "table" && m.at("event").at("kind") == "analysis"; }

std::string serve_error(const std::string& options) {
  const std::string command = std::string(TENACE_BINARY) + " serve --port 0 " + options + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  for (int c; pipe && (c = std::fgetc(pipe)) != EOF;) out.push_back(static_cast<char>(c));
  const int status = pipe ? pclose(pipe) : -1;
  return std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ": " + out;
}

TEST(ServeCommand, AnalysisFollowsABoardByDefaultAndNeverWithZeroThreads) {
  Scratch scratch;
  std::chrono::steady_clock::duration analysed_after{};
  {
    ServeProcess serve(TENACE_BINARY, {"--db", (scratch.dir / "default.db").string(), "--web",
                                       scratch.dir.string(), "--deal-seed", kDealSeed});
    auto c = play_one_board(serve.port());
    const auto finished = std::chrono::steady_clock::now();
    for (json m = c->receive(); !is_analysis(m); m = c->receive()) {
    }
    analysed_after = std::chrono::steady_clock::now() - finished;
  }
  ServeProcess serve(TENACE_BINARY, {"--db", (scratch.dir / "off.db").string(), "--web", scratch.dir.string(),
                                     "--deal-seed", kDealSeed, "--analysis-threads", "0"});
  auto c = play_one_board(serve.port());
  // The same deal: analysis, were it running, would come in about the time
  // it took above. Wait three times that, then look at everything that came.
  std::this_thread::sleep_for(std::max<std::chrono::steady_clock::duration>(3 * analysed_after,
                                                                             std::chrono::milliseconds(500)));
  c->send({{"type", "history"}, {"table", 1}});
  const json history = c->receive_until("history", [](const json& m) {
    EXPECT_FALSE(is_analysis(m)) << "an analysis arrived with --analysis-threads 0: " << m.at("event").dump();
  });
  ASSERT_EQ(history.at("boards").size(), 1u);
  EXPECT_TRUE(history.at("boards").at(0).at("result").at("dd_table").is_null()) << history.dump();
}

TEST(ServeCommand, AnalysisThreadsRefusesBadValues) {
  for (const char* bad : {"-1", "65", "2x", "", "many"}) {
    const std::string out = serve_error(std::string("--analysis-threads '") + bad + "'");
    EXPECT_EQ(out, std::string("2: tenace serve: --analysis-threads: '") + bad + "' is not a valid value\n") << bad;
  }
}

TEST(ServeCommand, HelpNamesAnalysisThreads) {
  const std::string out = serve_error("--help");
  EXPECT_NE(out.find("[--analysis-threads N]"), std::string::npos) << out;
  EXPECT_NE(out.find("0 turns the analysis off"), std::string::npos) << out;
}

}  // namespace
}  // namespace tenace::testing
