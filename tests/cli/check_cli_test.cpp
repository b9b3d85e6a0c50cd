// tenace check: every problem as file:line: error|warning: message, exit 1
// on any error.
#include <gtest/gtest.h>

#include "cli/formats_cli_support.h"

namespace tenace::formats_cli {
namespace {

TEST(CheckCli, CorrectFilesPass) {
  const Outcome r = run_tenace("check '" + shared("pbn-verifier/correct_20.pbn") + "' '" + shared("lin/endplay-example1.lin") + "'");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
}

TEST(CheckCli, ErrorsAreListedWithFileAndLine) {
  const std::string file = shared("pbn-verifier/errors_21.pbn");
  const Outcome r = run_tenace("check '" + file + "'");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find(file + ":7: error: OptimumScore"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(file + ":11: error: OptimumScore"), std::string::npos) << r.out;
}

TEST(CheckCli, WarningsAloneExitZero) {
  const Outcome r = run_tenace("check -", "[Event \"x\"]\n[Wrong \"tag\"]\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "<stdin>:2: warning: unknown tag Wrong (kept as it is)\n");
}

TEST(CheckCli, ALongListSaysHowManyProblemsItLeavesOut) {
  // One unknown tag per line: 10,005 warnings, 5 past the list's limit.
  std::string input = "[Event \"x\"]\n";
  for (int i = 0; i < 10005; ++i) input += "[Wrong" + std::to_string(i) + " \"tag\"]\n";
  const Outcome r = run_tenace("check -", input);
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("<stdin>: 5 more problems (0 errors in all) are not listed: the list stops at 10000\n"),
            std::string::npos)
      << r.out.substr(r.out.size() > 300 ? r.out.size() - 300 : 0);
}

TEST(CheckCli, FormatFlagAndUsage) {
  EXPECT_EQ(run_tenace("check --format lin -", "mb|9Z|").status, 1);
  EXPECT_EQ(run_tenace("check").status, 2);
  EXPECT_EQ(run_tenace("check missing-file.pbn").status, 1);
}

}  // namespace
}  // namespace tenace::formats_cli
