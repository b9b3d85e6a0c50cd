// `tenace play` and the card answers of `tenace suggest` through the built
// binary.
#include <gtest/gtest.h>

#include <sstream>

#include "scoring_cli_support.h"

namespace tenace {
namespace {

using scoring_cli::run_tenace;

TEST(PlayCli, BidsAndPlaysEveryDealAndTheFileReadsBackClean) {
  const std::string games =
      "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42\"]\n\n"
      "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
      "[Deal \"N:AKQ2.KQJ.AK4.J32 T9876.T98.JT9.KQ J54.A54.Q32.9876 3.7632.8765.AT54\"]\n";
  const auto run = run_tenace("play - --think 5", games);
  ASSERT_EQ(run.status, 0) << run.err;
  for (const char* board : {"[Board \"1\"]", "[Board \"2\"]"}) EXPECT_NE(run.out.find(board), std::string::npos);
  std::size_t plays = 0, results = 0;
  for (std::size_t at = 0; (at = run.out.find("[Play \"", at)) != std::string::npos; ++at) ++plays;
  for (std::size_t at = 0; (at = run.out.find("[Result \"", at)) != std::string::npos; ++at) ++results;
  EXPECT_EQ(plays, 2u) << run.out;
  EXPECT_EQ(results, 2u) << run.out;
  // What it writes, tenace reads without a word: every card legal, the
  // result the play's.
  const auto check = run_tenace("check -", run.out);
  EXPECT_EQ(check.status, 0) << check.err;
  EXPECT_EQ(check.err.find("error"), std::string::npos) << check.err;
}

TEST(PlayCli, RejectsABadThinkingTime) {
  const auto run = run_tenace("play - --think soon", "");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("--think takes milliseconds"), std::string::npos) << run.err;
}

TEST(SuggestCli, AnswersACardAfterTheAuctionFromWhatTheSeatMaySee) {
  const auto run = run_tenace("suggest",
                              // North to play after the lead and dummy's card: sees its hand and dummy's.
                              "N:AKQ2.KQ3.A742.Q6 - 543.T842.QJ63.T4 - N None 1S Pass 4S Pass Pass Pass | HA H2 C2\n"
                              // East on lead: its own hand only.
                              "N:- J9.AJ9765.K5.J87 - - N None 1S Pass 4S Pass Pass Pass\n"
                              // East may not see North's hand.
                              "N:AKQ2.KQ3.A742.Q6 J9.AJ9765.K5.J87 - - N None 1S Pass 4S Pass Pass Pass\n"
                              // A card North does not hold.
                              "N:AKQ2.KQ3.A742.Q6 - 543.T842.QJ63.T4 - N None 1S Pass 4S Pass Pass Pass | HA H2 C2 H9\n");
  EXPECT_EQ(run.status, 1);
  std::istringstream lines(run.out);
  std::string first, second, third, fourth;
  std::getline(lines, first);
  std::getline(lines, second);
  std::getline(lines, third);
  std::getline(lines, fourth);
  EXPECT_EQ(first.substr(0, 3), "H3\t") << first;  // low under the ace: the king and queen stay winners
  EXPECT_EQ(second.find("opening lead:"), 3u) << second;
  EXPECT_NE(third.find("the North hand is shown, but East (to play) may not see it"), std::string::npos) << third;
  EXPECT_NE(fourth.find("'H9' is not in the North hand"), std::string::npos) << fourth;
}

}  // namespace
}  // namespace tenace
