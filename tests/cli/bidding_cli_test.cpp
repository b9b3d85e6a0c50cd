// `tenace explain`, `tenace suggest` and `tenace bid` through the built binary.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(ExplainCli, EachCallOnItsOwnLine) {
  const auto run = run_tenace("explain 1NT P 2D P 2H", "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 5) << run.out;
  EXPECT_NE(run.out.find("1NT: balanced, 15-17"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2D: transfer to hearts (Jacoby transfer); 5+ hearts; forcing (alert)"), std::string::npos)
      << run.out;
}

TEST(ExplainCli, SystemsDiffer) {
  const auto two = run_tenace("explain 1S P 1NT", "");
  const auto sayc = run_tenace("explain --system sayc 1S P 1NT", "");
  EXPECT_NE(two.out.find("forcing 1NT"), std::string::npos) << two.out;
  EXPECT_NE(sayc.out.find("1NT: no fit, minimum; 6-10 HCP; non-forcing"), std::string::npos) << sayc.out;
}

TEST(ExplainCli, BadCallsAndSystemsAreNamed) {
  const auto bad = run_tenace("explain 1NT 1C", "");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("call 2: '1C' is not legal"), std::string::npos) << bad.err;
  const auto unknown = run_tenace("explain --system acol 1NT", "");
  EXPECT_EQ(unknown.status, 1);
  EXPECT_NE(unknown.err.find("acol.bid"), std::string::npos) << unknown.err;
}

TEST(ExplainCli, ABadRuleFileNamesFileAndLine) {
  const auto dir = std::filesystem::temp_directory_path() / ("tenace_bad_system_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream f(dir / "broken.bid");
    f << "system: broken\nafter: -\n1NT | 15-17 HCP, balanced | non-forcing | natural | - | strong\n"
         "2C | 22+ HCP | sometimes | alert | - | strong\n";
  }
  const auto run = run_tenace("explain --system broken --system-dir " + dir.string() + " 1NT", "");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("broken.bid:4:"), std::string::npos) << run.err;
  std::filesystem::remove_all(dir);
}

TEST(SuggestCli, AnswersEachLineAndHidesNothingItMayNotSee) {
  const auto run = run_tenace("suggest",
                              "N:AKQ2.KQJ.AK4.J32 - - - N None\n"
                              "N:- - J54.A54.Q32.9876 - N None 2C Pass 2D Pass 2NT Pass\n"
                              "N:AKQ2.KQJ.AK4.J32 - J54.A54.Q32.9876 - N None\n");
  EXPECT_EQ(run.status, 1);
  std::istringstream lines(run.out);
  std::string first, second, third;
  std::getline(lines, first);
  std::getline(lines, second);
  std::getline(lines, third);
  EXPECT_EQ(first.substr(0, 3), "2C\t") << first;
  EXPECT_EQ(second.substr(0, 4), "3NT\t") << second;
  EXPECT_NE(third.find("line 3: the South hand is shown"), std::string::npos) << third;
}

TEST(BidCli, WritesAuctionNotesContractAndDeclarer) {
  const std::string game =
      "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"N:AKQ2.KQJ.AK4.J32 T9876.T98.JT9.KQ J54.A54.Q32.9876 3.7632.8765.AT54\"]\n";
  const auto run = run_tenace("bid - --bidders NS", game);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("[Contract \"3NT\"]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("[Declarer \"N\"]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2C =1="), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("strong 2C"), std::string::npos) << run.out;
}

TEST(BidCli, RejectsBadSeats) {
  const auto run = run_tenace("bid - --bidders NX", "");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("'X'"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace tenace
