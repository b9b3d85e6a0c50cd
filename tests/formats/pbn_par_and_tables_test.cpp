// ParContract and OptimumScore (de-facto tags, pbn_par.h) and the type of
// each element of the standard's tables (pbn_table_columns.h): every bad
// value is an error on its own line.
#include <gtest/gtest.h>

#include <string>

#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

// "line: message" for every diagnostic, in file order.
std::string reports(const std::string& pbn) {
  const ReadResult r = read_pbn(pbn);
  std::string text;
  for (const Diagnostic& d : r.diagnostics.all())
    text += std::to_string(d.line) + (d.severity == Severity::Error ? " error: " : " warning: ") + d.message + "\n";
  return text;
}

std::string par_game(const std::string& vulnerable, const std::string& score, const std::string& par) {
  return "[Vulnerable \"" + vulnerable + "\"]\n[OptimumScore \"" + score + "\"]\n[ParContract \"" + par + "\"]\n";
}

TEST(PbnPar, TheDeFactoFormsAreAccepted) {
  EXPECT_EQ(reports(par_game("None", "NS 420", "NS 4S")), "");
  EXPECT_EQ(reports(par_game("None", "NS 420", "NS 4S; NS 4H")), "");
  EXPECT_EQ(reports(par_game("None", "NS 420", "NS 4S,NS 4H")), "");
  EXPECT_EQ(reports(par_game("None", "NS 300", "EW 5DX-2")), "");  // a sacrifice: 300 to NS
  EXPECT_EQ(reports(par_game("None", "EW -300", "EW 5DX-2")), "");
  EXPECT_EQ(reports(par_game("EW", "EW 630", "W 3NT+1")), "");
  EXPECT_EQ(reports(par_game("All", "NS 0", "Pass")), "");
  EXPECT_EQ(reports(par_game("None", "NS 100 EW -100", "EW 4SX-1")), "");
}

TEST(PbnPar, MalformedParContractsAreErrorsOnTheirLine) {
  auto first = [](const std::string& par) { return reports("[ParContract \"" + par + "\"]\n"); };
  EXPECT_EQ(first("4S"),
            "1 error: ParContract: par contract \"4S\" is not \"<side> <contract>\" (e.g. \"NS 4S\", "
            "\"EW 5DX-2\")\n");
  EXPECT_EQ(first("XY 4S"), "1 error: ParContract: par contract \"XY 4S\": \"XY\" is not NS, EW, N, E, S or W\n");
  EXPECT_EQ(first("NS 8S"),
            "1 error: ParContract: par contract \"NS 8S\": \"8S\" is not a contract "
            "<k><denomination><risk> (e.g. 4S, 3NT, 5DX)\n");
  EXPECT_EQ(first("NS 4SXXX"),
            "1 error: ParContract: par contract \"NS 4SXXX\": \"4SXXX\" is not a contract "
            "<k><denomination><risk> (e.g. 4S, 3NT, 5DX)\n");
  EXPECT_EQ(first("NS 7NT+1"), "1 error: ParContract: par contract \"NS 7NT+1\" means 14 tricks, outside 0-13\n");
  EXPECT_EQ(first("NS 4S+0"), "1 error: ParContract: par contract \"NS 4S+0\": \"+0\" is not +n or -n tricks\n");
  EXPECT_EQ(first("NS 4S;"), "1 error: ParContract: par contracts \"NS 4S;\" have an empty entry\n");
}

TEST(PbnPar, OptimumScoreMustBeTheParContractsScore) {
  EXPECT_EQ(reports(par_game("NS", "NS 420", "NS 4S")),
            "2 error: OptimumScore: \"NS 420\" but ParContract \"NS 4S\" scores NS 620 (Vulnerable NS)\n");
  EXPECT_EQ(reports(par_game("None", "NS 420", "NS 4S; NS 5C")),
            "3 error: ParContract: \"NS 4S; NS 5C\": par contracts score alike, but these score NS 420 and NS 400 "
            "(Vulnerable None)\n");
  // Without Vulnerable nothing can be scored: each value is checked alone.
  EXPECT_EQ(reports("[OptimumScore \"NS 420\"]\n[ParContract \"NS 4S; NS 5C\"]\n"), "");
}

TEST(PbnPar, OptimumScoreSyntax) {
  EXPECT_EQ(reports("[OptimumScore \"NS 100 EW 100\"]\n"),
            "1 error: OptimumScore: score \"NS 100 EW 100\": the NS and EW scores do not add up to zero\n");
  EXPECT_EQ(reports("[OptimumScore \"420\"]\n"),
            "1 error: OptimumScore: score \"420\" is not a valid score (\"<n>\", \"NS <n>\", \"EW <n>\" or both)\n");
}

TEST(PbnTables, OptimumResultTableElementsHaveTheirColumnsType) {
  EXPECT_EQ(reports("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n"
                    "N  C  9\n"
                    "X  D  6\n"
                    "N  Z  5\n"
                    "N  S 14\n"
                    "? NT  -\n"),
            "3 error: OptimumResultTable: row 2: column Declarer holds W, N, E or S, not X\n"
            "4 error: OptimumResultTable: row 3: column Denomination holds S, H, D, C or NT, not Z\n"
            "5 error: OptimumResultTable: row 4: column Result holds a number of tricks 0-13, not 14\n");
}

TEST(PbnTables, ScoreTableElementsHaveTheirColumnsType) {
  EXPECT_EQ(reports("[ScoreTable \"Rank;Names_NS;Contract;Declarer;Result;Score_NS;Percentage_NS;Multiplicity\"]\n"
                    "1 \"A;B\" 4S  N 10 420  75.5 2\n"
                    "2 \"C;D\" -   -  -  ^-50 50 1\n"
                    "3 EF      4Z  n 10 12.5 101  0\n"),
            "4 warning: ScoreTable: row 3: column Names_NS holds a string \"name;name\", not EF (read as the string it "
            "spells; kept as written)\n"
            "4 error: ScoreTable: row 3: column Contract holds a contract as in the Contract tag (e.g. 4S, 3NTX, "
            "Pass), not 4Z\n"
            "4 error: ScoreTable: row 3: column Declarer holds W, N, E or S, not n\n"
            "4 error: ScoreTable: row 3: column Score_NS holds a whole number of points, not 12.5\n"
            "4 error: ScoreTable: row 3: column Percentage_NS holds a percentage 0-100, not 101\n"
            "4 error: ScoreTable: row 3: column Multiplicity holds a positive whole number, not 0\n");
}

TEST(PbnTables, TotalScoreTableElementsHaveTheirColumnsType) {
  EXPECT_EQ(reports("[TotalScoreTable \"Rank;PairId;NrBoards;MeanIMP;TotalPercentage;Club\"]\n"
                    "1 A7 24 +1.5 61.2 anything\n"
                    "2 B3 x  -0.25 abc ?\n"),
            "3 error: TotalScoreTable: row 2: column NrBoards holds a positive whole number, not x\n"
            "3 error: TotalScoreTable: row 2: column TotalPercentage holds a percentage 0-100, not abc\n");
}

TEST(PbnTables, TimeTablesAndOptimumPlayTable) {
  EXPECT_EQ(reports("[AuctionTimeTable \"Time;TotalTime\"]\n5 01:05\n1:2 1:02:03\n"),
            "3 error: AuctionTimeTable: row 2: column Time holds a time HH:MM:SS, MM:SS or SS, not 1:2\n");
  EXPECT_EQ(reports("[OptimumPlayTable \"S;H;D;C\"]\nAKT - QJ K\nKA - - -\n"),
            "3 error: OptimumPlayTable: row 2: column S holds ranks of one suit, highest first (e.g. AKT2), not KA\n");
}

}  // namespace
}  // namespace tenace::formats
