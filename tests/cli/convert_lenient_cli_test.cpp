// tenace convert --lenient: a game whose Contract tag lacks its auction's
// double and whose Result the play makes impossible is refused without the
// option and converted with it, each problem named on its line either way;
// what it writes, in every format, reads back without an error. The real
// file with 301 + 12 such contradictions (endplay-example3.pbn) too.
#include <gtest/gtest.h>

#include <string>

#include "cli/formats_cli_support.h"

namespace tenace::formats_cli {
namespace {

// Line 6: Contract "5H" for an auction ending 5H X Pass Pass Pass; line 7:
// Result 13 though West still holds the HA when the play stops.
const std::string kContradictory =
    "[Board \"4\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
    "[Declarer \"S\"]\n[Contract \"5H\"]\n[Result \"13\"]\n"
    "[Auction \"N\"]\nPass Pass 5H X\nPass Pass Pass\n"
    "[Play \"W\"]\nSK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n- - - H2\n*\n";

bool has(const std::string& text, const std::string& words) { return text.find(words) != std::string::npos; }

TEST(ConvertLenientCli, WithoutTheOptionBothLinesAreErrorsAndNothingIsWritten) {
  write_file(scratch_dir() / "bad.pbn", kContradictory);
  std::filesystem::remove(scratch_dir() / "strict.pbn");
  const Outcome r = run_tenace("convert bad.pbn -o strict.pbn");
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(has(r.err, "bad.pbn:6: error: Contract 5H disagrees with the auction, which ends in 5HX\n")) << r.err;
  EXPECT_TRUE(has(r.err, "bad.pbn:7: error: Result 13 is impossible: ")) << r.err;
  EXPECT_TRUE(has(r.err, "bad.pbn: error: not converted (2 errors)")) << r.err;
  EXPECT_FALSE(std::filesystem::exists(scratch_dir() / "strict.pbn"));
}

TEST(ConvertLenientCli, WithItBothLinesAreWarningsAndTheOutputReadsBackClean) {
  write_file(scratch_dir() / "bad.pbn", kContradictory);
  const Outcome r = run_tenace("convert --lenient bad.pbn -o lenient.pbn");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(has(r.err, "error")) << r.err;
  EXPECT_TRUE(has(r.err,
                  "bad.pbn:6: warning: Contract 5H disagrees with the auction, which ends in 5HX; read as the "
                  "auction's contract"))
      << r.err;
  EXPECT_TRUE(has(r.err, "bad.pbn:7: warning: Result 13 is impossible: ")) << r.err;
  EXPECT_TRUE(has(r.err, "; kept, marked as differing from the play (Result \"^13\" in PBN)")) << r.err;
  const std::string pbn = read_all(scratch_dir() / "lenient.pbn");
  EXPECT_TRUE(has(pbn, "[Contract \"5HX\"]")) << pbn;
  EXPECT_TRUE(has(pbn, "{the source's Contract tag says \"5H\"; its auction ends in 5HX}")) << pbn;
  EXPECT_TRUE(has(pbn, "[Result \"^13\"]")) << pbn;
  const Outcome check = run_tenace("check lenient.pbn");
  EXPECT_EQ(check.status, 0) << check.out;
  EXPECT_EQ(check.out, "");
}

TEST(ConvertLenientCli, JsonAndLinFromItReadBackWithoutErrors) {
  write_file(scratch_dir() / "bad.pbn", kContradictory);
  for (const std::string out : {"lenient.json", "lenient.lin"}) {
    const Outcome r = run_tenace("convert --lenient bad.pbn -o " + out);
    EXPECT_EQ(r.status, 0) << out << "\n" << r.err;
    const Outcome check = run_tenace("check " + out);
    EXPECT_EQ(check.status, 0) << out << "\n" << check.out;
  }
  const std::string json = read_all(scratch_dir() / "lenient.json");
  EXPECT_TRUE(has(json, "\"contract\": \"5HX\"")) << json;
  EXPECT_TRUE(has(json, "\"result_disputed\": true")) << json;
}

// The same board as JSON, its "contract" lacking the auction's double. It
// used to pass `tenace check` while the PBN converted from it failed it.
const std::string kContradictoryJson = R"({"games": [{"board": 4, "dealer": "N", "vulnerability": "None",
  "deal": "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
  "auction": {"calls": [{"call": "Pass"}, {"call": "Pass"}, {"call": "5H"}, {"call": "X"},
                        {"call": "Pass"}, {"call": "Pass"}, {"call": "Pass"}]},
  "declarer": "S", "contract": "5H"}]}
)";

TEST(ConvertLenientCli, JsonContractLackingTheDoubleIsCheckedLikePbn) {
  write_file(scratch_dir() / "bad.json", kContradictoryJson);
  const std::string error = "game 1, \"contract\": \"5H\" disagrees with the auction, which ends in 5HX";
  const Outcome check = run_tenace("check bad.json");
  EXPECT_EQ(check.status, 1);
  EXPECT_EQ(check.out, "bad.json: error: " + error + "\n");
  std::filesystem::remove(scratch_dir() / "from_json.pbn");
  const Outcome strict = run_tenace("convert bad.json -o from_json.pbn");
  EXPECT_EQ(strict.status, 1);
  EXPECT_TRUE(has(strict.err, "bad.json: error: " + error + "\n")) << strict.err;
  EXPECT_FALSE(std::filesystem::exists(scratch_dir() / "from_json.pbn"));

  const Outcome r = run_tenace("convert --lenient bad.json -o from_json.pbn");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.err, "bad.json: warning: " + error +
                             "; read as the auction's contract, the field's value kept in \"tag_comments\"\n"))
      << r.err;
  const std::string pbn = read_all(scratch_dir() / "from_json.pbn");
  EXPECT_TRUE(has(pbn, "[Contract \"5HX\"]\r\n{the source's \"contract\" says \"5H\"; its auction ends in 5HX}")) << pbn;
  const Outcome back = run_tenace("check from_json.pbn");
  EXPECT_EQ(back.status, 0) << back.out;
  EXPECT_EQ(back.out, "");
}

TEST(ConvertLenientCli, JsonContractOfAnotherStrainStaysAnError) {
  std::string other = kContradictoryJson;
  const std::string field = "\"contract\": \"5H\"";
  other.replace(other.find(field), field.size(), "\"contract\": \"5S\"");
  write_file(scratch_dir() / "strain.json", other);
  for (const std::string option : {"", "--lenient "}) {
    const Outcome r = run_tenace("convert " + option + "strain.json -o strain.pbn");
    EXPECT_EQ(r.status, 1) << option;
    EXPECT_TRUE(has(r.err, "strain.json: error: game 1, \"contract\": \"5S\" disagrees with the auction, which ends "
                           "in 5HX\n"))
        << option << r.err;
  }
}

// The whole real file, 7,632 games: 3.6 s for the three conversions and
// read-backs in an -O3 build on the shared 2-core machine (JSON is most of
// it), short enough for the default run.
TEST(ConvertLenientCli, EndplayExample3ConvertsAndReadsBackInEveryFormat) {
  for (const std::string out : {"example3.pbn", "example3.json", "example3.lin"}) {
    const Outcome r = run_tenace("convert --lenient '" + shared("pbn/endplay-example3.pbn") + "' -o " + out);
    ASSERT_EQ(r.status, 0) << out << "\n" << r.err.substr(0, 2000);
    int contracts = 0, results = 0;
    for (std::size_t at = 0; (at = r.err.find("read as the auction's contract", at)) != std::string::npos; ++at)
      ++contracts;
    for (std::size_t at = 0; (at = r.err.find("is impossible: ", at)) != std::string::npos; ++at) ++results;
    EXPECT_EQ(contracts, 301) << out;
    EXPECT_EQ(results, 12) << out;
    EXPECT_FALSE(has(r.err, ": error:")) << out;
    const Outcome check = run_tenace("check " + out);
    EXPECT_EQ(check.status, 0) << out;
    EXPECT_FALSE(has(check.out, ": error:")) << out << "\n" << check.out.substr(0, 2000);
  }
}

}  // namespace
}  // namespace tenace::formats_cli
