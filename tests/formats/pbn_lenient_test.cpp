// Lenient reading (ReadOptions::lenient, for `tenace convert --lenient`):
// the two contradictions it carries through become warnings on the same
// lines, with the record repaired as they say; every other one stays an
// error, and without the option nothing changes.
#include <gtest/gtest.h>

#include <string>

#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"

namespace tenace::formats {
namespace {

// errors_10 game 61's board: North and East pass, South bids 5H, West
// doubles. The Contract tag (line 5) lacks the double, as in 301 games of
// endplay-example3.pbn; the Result (line 6) claims 13 tricks though the
// play stops with West still holding the HA.
std::string game(const std::string& contract) {
  return "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
         "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
         "[Declarer \"S\"]\n[Contract \"" +
         contract +
         "\"]\n[Result \"13\"]\n"
         "[Auction \"N\"]\nPass Pass 5H X\nPass Pass Pass\n"
         "[Play \"W\"]\nSK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n- - - H2\n*\n";
}

std::string reports(const ReadResult& r, Severity severity) {
  std::string text;
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.severity == severity) text += std::to_string(d.line) + ": " + d.message + "\n";
  return text;
}

const std::string kImpossible =
    "Result 13 is impossible: the play already gives declarer 6 and the defenders 0 tricks, and West still holds HA, "
    "the highest trump left, which must win a trick";

TEST(PbnLenient, WithoutTheOptionBothContradictionsAreErrors) {
  const ReadResult r = read_pbn(game("5H"));
  EXPECT_EQ(reports(r, Severity::Error),
            "5: Contract 5H disagrees with the auction, which ends in 5HX\n6: " + kImpossible + "\n");
  EXPECT_EQ(r.games.at(0).contract->to_string(), "5H");
  EXPECT_FALSE(r.games.at(0).result_disputed);
}

TEST(PbnLenient, BothAreCarriedThroughAsWarningsSayingWhatWasDone) {
  const ReadResult r = read_pbn(game("5H"), ReadOptions{.lenient = true});
  EXPECT_EQ(reports(r, Severity::Error), "");
  EXPECT_EQ(reports(r, Severity::Warning),
            "5: Contract 5H disagrees with the auction, which ends in 5HX; read as the auction's contract, the tag's "
            "value kept as a comment\n6: " +
                kImpossible + "; kept, marked as differing from the play (Result \"^13\" in PBN)\n");
  const GameRecord& g = r.games.at(0);
  EXPECT_EQ(g.contract->to_string(), "5HX");
  EXPECT_EQ(g.result, 13);
  EXPECT_TRUE(g.result_disputed);
  ASSERT_EQ(g.tag_comments.at("Contract").size(), 1u);
  EXPECT_EQ(g.tag_comments.at("Contract")[0], "the source's Contract tag says \"5H\"; its auction ends in 5HX");
  // What is written reads back strictly without a problem, and says it all.
  const std::string written = write_pbn(r.games, nullptr);
  EXPECT_NE(written.find("[Contract \"5HX\"]\r\n{the source's Contract tag says \"5H\"; its auction ends in 5HX}"),
            std::string::npos)
      << written;
  EXPECT_NE(written.find("[Result \"^13\"]"), std::string::npos) << written;
  const ReadResult back = read_pbn(written);
  EXPECT_TRUE(back.diagnostics.empty()) << back.diagnostics.format("written");
}

TEST(PbnLenient, AContractOfAnotherLevelOrStrainStaysAnError) {
  // The play was read with the tag's contract, so the auction's cannot
  // simply replace it.
  const ReadResult r = read_pbn(game("4HX"), ReadOptions{.lenient = true});
  EXPECT_EQ(reports(r, Severity::Error), "5: Contract 4HX disagrees with the auction, which ends in 5HX\n");
  EXPECT_EQ(r.games.at(0).contract->to_string(), "4HX");
}

TEST(PbnLenient, ATagDoubleTheAuctionLacksIsReadAsTheAuctionsContractToo) {
  std::string text = game("5HX");
  const std::string doubled = "Pass Pass 5H X\nPass Pass Pass\n";
  text.replace(text.find(doubled), doubled.size(), "Pass Pass 5H Pass\nPass Pass\n");
  const ReadResult strict = read_pbn(text);
  EXPECT_NE(reports(strict, Severity::Error).find("5: Contract 5HX disagrees with the auction, which ends in 5H\n"),
            std::string::npos)
      << reports(strict, Severity::Error);
  const ReadResult r = read_pbn(text, ReadOptions{.lenient = true});
  EXPECT_EQ(reports(r, Severity::Error), "");
  EXPECT_EQ(r.games.at(0).contract->to_string(), "5H");
}

TEST(PbnLenient, OtherErrorsStayErrors) {
  std::string text = game("5H");
  text.replace(text.find("[Declarer \"S\"]"), 15, "[Declarer \"N\"]");
  const ReadResult r = read_pbn(text, ReadOptions{.lenient = true});
  EXPECT_NE(reports(r, Severity::Error).find("4: Declarer \"N\" disagrees with the auction, whose declarer is South"),
            std::string::npos)
      << reports(r, Severity::Error);
}

}  // namespace
}  // namespace tenace::formats
