// `tenace movement` through the built binary.
#include <gtest/gtest.h>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(MovementCli, PrintsAndChecksAMitchell) {
  const auto run = run_tenace("movement mitchell --tables 5", "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Mitchell, 5 tables: 5 rounds, 5 board sets"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("round 2\n  table 1: 1 (NS) v 10 (EW), board set 2\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("checked:"), std::string::npos);
}

TEST(MovementCli, HowellNamesTheSitOut) {
  const auto run = run_tenace("movement howell --pairs 9", "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("sits out: pair"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("every pair meets every other"), std::string::npos);
}

TEST(MovementCli, BadSizesAndUsage) {
  auto run = run_tenace("movement mitchell --tables 2", "");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("3 to 15 tables, not 2"), std::string::npos) << run.err;
  run = run_tenace("movement howell --tables 8", "");
  EXPECT_EQ(run.status, 2);
  run = run_tenace("movement howell --pairs 8x", "");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("whole number"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace tenace
