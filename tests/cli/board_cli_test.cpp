// `tenace board N` through the built binary, against the 16-board table of
// RULES.md §1.1 typed in by hand.
#include <gtest/gtest.h>

#include <string>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(BoardCli, TheSixteenBoardCycleAndItsRepeat) {
  const char* expected[16] = {
      "Dealer N Vulnerable None", "Dealer E Vulnerable NS",   "Dealer S Vulnerable EW",   "Dealer W Vulnerable All",
      "Dealer N Vulnerable NS",   "Dealer E Vulnerable EW",   "Dealer S Vulnerable All",  "Dealer W Vulnerable None",
      "Dealer N Vulnerable EW",   "Dealer E Vulnerable All",  "Dealer S Vulnerable None", "Dealer W Vulnerable NS",
      "Dealer N Vulnerable All",  "Dealer E Vulnerable None", "Dealer S Vulnerable NS",   "Dealer W Vulnerable EW",
  };
  std::string args = "board";
  std::string want;
  for (int board = 1; board <= 32; ++board) {
    args += " " + std::to_string(board);
    want += std::string(expected[(board - 1) % 16]) + "\n";
  }
  const auto run = run_tenace(args, "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, want);
}

TEST(BoardCli, BadNumbersAreReported) {
  const auto run = run_tenace("board 0 x 3", "");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "Dealer S Vulnerable EW\n");
  EXPECT_NE(run.err.find("argument 1: '0'"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("argument 2: 'x'"), std::string::npos) << run.err;
}

TEST(BoardCli, NoArgumentIsAUsageError) {
  const auto run = run_tenace("board", "");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("board number"), std::string::npos);
}

TEST(BoardCli, Help) {
  const auto run = run_tenace("board --help", "");
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("Dealer D Vulnerable V"), std::string::npos);
}

}  // namespace
}  // namespace tenace
