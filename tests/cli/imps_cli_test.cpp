// `tenace imps` through the built binary.
#include <gtest/gtest.h>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(ImpsCli, ConvertsDifferencesWithSign) {
  // 620 - (-100) = 720: 12 IMPs; 10: 0; 20: 1; -4000: -24; +50: 2.
  const auto run = run_tenace("imps", "720\n10\n20\n\n-4000\n+50\n0\n");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "12\n0\n1\n-24\n2\n0\n");
  EXPECT_EQ(run.err, "");
}

TEST(ImpsCli, BadLinesAreReportedWithTheirNumber) {
  const auto run = run_tenace("imps", "100\nabc\n12 13\n-\n430\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "3\n10\n");
  EXPECT_NE(run.err.find("line 2: 'abc'"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 3: expected one"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("line 4: '-'"), std::string::npos) << run.err;
}

TEST(ImpsCli, Help) {
  const auto run = run_tenace("imps --help", "");
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("usage: tenace imps"), std::string::npos);
}

}  // namespace
}  // namespace tenace
