// `tenace field` on a real session: round 1 of the 1997 Cap Gemini World Top
// pairs (tests/data/field), 10 boards at 8 tables.
#include <gtest/gtest.h>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

const std::string kSession = std::string(TENACE_TEST_DATA) + "/field/capgemini-1997-round01.pbn";

TEST(FieldCli, TravellersOfARealSession) {
  const auto run = run_tenace("field " + kSession, "");
  ASSERT_EQ(run.status, 0) << run.err;
  // Board 1: 6S+1 by Gitelman-Kokish beats the seven other results; the
  // datum leaves out 1010 and 420: (980 + 980 + 3 x 480 + 420) / 6 = 640.
  EXPECT_NE(run.out.find("Board 1: 8 results, datum +640 NS"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Gitelman - Kokish        Mahmood - Levin          6S S     13  +1010  MP 100.0%  IMPs  +9"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Board 10:"), std::string::npos);
  EXPECT_NE(run.out.find("Ranking (matchpoints, mean %)"), std::string::npos);
  // The one game whose result contradicts its play is named and left out.
  EXPECT_NE(run.err.find("game 46 left out: Result 7 but declarer won 6 tricks"), std::string::npos) << run.err;
}

TEST(FieldCli, ImpsRankingAndBadUsage) {
  const auto run = run_tenace("field " + kSession + " --scoring cross-imps", "");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Ranking (cross-IMPs)"), std::string::npos);
  EXPECT_EQ(run_tenace("field " + kSession + " --scoring butler", "").status, 2);
  EXPECT_EQ(run_tenace("field", "").status, 2);
}

}  // namespace
}  // namespace tenace
