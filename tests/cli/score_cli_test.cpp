// `tenace score` through the built binary: the exact line format other tools
// rely on, the North-South sign, and error reporting with line numbers.
#include <gtest/gtest.h>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(ScoreCli, ScoresTheExamplesOfTheIssue) {
  // 4HX by North, NS vul, 9 tricks: down one doubled vulnerable = -200.
  // 3NT by West, all vul, 10 tricks: EW +630, so NS -630. Passed out: 0.
  const auto run = run_tenace("score", "4HX N NS 9\n3NT W All 10\nPass - None -\n");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "-200\n-630\n0\n");
  EXPECT_EQ(run.err, "");
}

TEST(ScoreCli, AcceptsTheVulnerabilityAliasesAndCase) {
  const auto run = run_tenace("score", "4s s both 10\n4S S Love 10\n4S S - 10\n1nxx e ew 7\n7NT S all 13\n\n\n");
  EXPECT_EQ(run.status, 0);
  // 4S vul 620, non-vul 420 twice; 1NTXX by East vul = 160 + 500 + 100 = 760
  // for EW; 7NT vul: 220 + 500 + 1500 = 2220.
  EXPECT_EQ(run.out, "620\n420\n420\n-760\n2220\n");
}

TEST(ScoreCli, BadLinesNameTheLineAndFieldAndTheRestAreScored) {
  const auto run = run_tenace("score",
                              "3NT N None 9\n"
                              "8NT N None 9\n"
                              "\n"
                              "3NT Q None 9\n"
                              "3NT N Some 9\n"
                              "3NT N None 14\n"
                              "3NT N None\n"
                              "2C S None 8\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "400\n90\n");  // 3NT = 400, 2C = 40 + 50
  EXPECT_NE(run.err.find("line 2: field 1 (CONTRACT)"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 4: field 2 (DECLARER)"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 5: field 3 (VUL)"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 6: field 4 (TRICKS)"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 7: expected 4 fields"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("line 1:"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("line 8:"), std::string::npos) << run.err;
}

TEST(ScoreCli, HelpDescribesTheFormat) {
  const auto run = run_tenace("score --help", "");
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("CONTRACT DECLARER VUL TRICKS"), std::string::npos);
}

}  // namespace
}  // namespace tenace
