// tenace convert and check on files in UTF-8 and ISO 8859-1: read either
// way, written back in the input's encoding or the one --encoding names, and
// tenace convert --lenient refusing only the games with errors.
#include <gtest/gtest.h>

#include "cli/formats_cli_support.h"

namespace tenace::formats_cli {
namespace {

const std::string kBoard =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n";

TEST(ConvertEncodingCli, Utf8SuitSymbolsAndNamesCheckCleanAndStayUtf8) {
  const auto dir = scratch_dir();
  write_file(dir / "utf8.pbn", kBoard + "[North \"Łukasz\"]\n{ ♠A then ♥K }\n");
  const Outcome check = run_tenace("check utf8.pbn");
  EXPECT_EQ(check.status, 0) << check.out;
  EXPECT_EQ(check.out, "");
  const Outcome convert = run_tenace("convert utf8.pbn -o out.pbn");
  EXPECT_EQ(convert.status, 0) << convert.err;
  const std::string out = read_all(dir / "out.pbn");
  EXPECT_NE(out.find("[North \"Łukasz\"]"), std::string::npos) << out;
  EXPECT_NE(out.find("♠A then ♥K"), std::string::npos) << out;
}

TEST(ConvertEncodingCli, Latin1StaysLatin1UnlessUtf8IsAsked) {
  const auto dir = scratch_dir();
  write_file(dir / "latin1.pbn", kBoard + "[North \"J\xF8rgen\"]\n");
  ASSERT_EQ(run_tenace("convert latin1.pbn -o kept.pbn").status, 0);
  EXPECT_NE(read_all(dir / "kept.pbn").find("J\xF8rgen"), std::string::npos);
  ASSERT_EQ(run_tenace("convert latin1.pbn -o asked.pbn --encoding utf-8").status, 0);
  EXPECT_NE(read_all(dir / "asked.pbn").find("J\xC3\xB8rgen"), std::string::npos);
  ASSERT_EQ(run_tenace("convert latin1.pbn -o out.json").status, 0);
  EXPECT_NE(read_all(dir / "out.json").find("J\xC3\xB8rgen"), std::string::npos);  // JSON is UTF-8
  EXPECT_EQ(run_tenace("convert latin1.pbn -o x.pbn --encoding ebcdic").status, 2);
}

TEST(ConvertEncodingCli, LenientRefusesOnlyTheContradictingGame) {
  const auto dir = scratch_dir();
  write_file(dir / "three.pbn", kBoard + "\n" + kBoard + "[Auction \"N\"]\n1NT AP\n[Declarer \"S\"]\n[Contract \"1NT\"]\n\n" +
                                    kBoard);
  EXPECT_EQ(run_tenace("convert three.pbn -o strict.json").status, 1);
  const Outcome r = run_tenace("convert --lenient three.pbn -o lenient.json");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("three.pbn: warning: --lenient: 1 of 3 games refused for their errors and left out"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("three.pbn:6: warning: game 2 left out: Declarer \"S\" disagrees with the auction"),
            std::string::npos)
      << r.err;
  const std::string json = read_all(dir / "lenient.json");
  std::size_t deals = 0;
  for (std::size_t at = 0; (at = json.find("\"deal\"", at)) != std::string::npos; ++at) ++deals;
  EXPECT_EQ(deals, 2u);
}

}  // namespace
}  // namespace tenace::formats_cli
