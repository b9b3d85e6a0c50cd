// `tenace deal SCRIPT|-` through the built binary: scripts from standard
// input, option errors, script errors with their position, and the old
// unconstrained `tenace deal` left as it was.
#include <gtest/gtest.h>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(DealScriptCli, RunsAScriptFromStandardInput) {
  const auto run = run_tenace("deal - --seed 9 --count 3",
                              "condition hcp(north) >= 20\naction printoneline, average \"hcp\" hcp(north)\n");
  EXPECT_EQ(run.status, 0) << run.err;
  std::size_t lines = 0;
  for (std::size_t p = run.out.find("n "); p != std::string::npos; p = run.out.find("\nn ", p + 1)) ++lines;
  EXPECT_EQ(lines, 3u) << run.out;
  EXPECT_NE(run.out.find("Produced 3 hands\nInitial random seed 9\n"), std::string::npos) << run.out;
  EXPECT_EQ(run_tenace("deal - --seed 9 --count 3 --threads 2",
                       "condition hcp(north) >= 20\naction printoneline, average \"hcp\" hcp(north)\n")
                .out.substr(0, 300),
            run.out.substr(0, 300));
}

TEST(DealScriptCli, ScriptErrorsNameTheirPosition) {
  const auto run = run_tenace("deal -", "produce 3\ncondition hcp(north) >= && 1\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "tenace deal: (stdin):2:25: expected an expression but found '&&'\n");
}

TEST(DealScriptCli, BadOptionsAreRefused) {
  EXPECT_EQ(run_tenace("deal - --format xml", "").status, 2);
  EXPECT_EQ(run_tenace("deal - --threads 0", "").status, 2);
  EXPECT_EQ(run_tenace("deal /nonexistent/script.dl", "").status, 1);
}

TEST(DealScriptCli, UnconstrainedDealsUnchanged) {
  const auto run = run_tenace("deal --seed 2026 --count 1", "");
  EXPECT_EQ(run.out, "1 N None N:AJ6.AT75.J.AJ953 KT7542.842.KQ.84 Q3.KJ93.T863.Q62 98.Q6.A97542.KT7\n");
}

}  // namespace
}  // namespace tenace
