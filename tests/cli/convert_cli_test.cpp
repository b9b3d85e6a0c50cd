// tenace convert: any format to any other, formats from extensions or
// flags, '-' for standard streams, warnings for what the target cannot hold.
#include <gtest/gtest.h>

#include "cli/formats_cli_support.h"

namespace tenace::formats_cli {
namespace {

TEST(ConvertCli, LinToPbnOnStdout) {
  const Outcome r = run_tenace("convert '" + shared("lin/endplay-example1.lin") + "'");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("% PBN 2.1\r\n% EXPORT\r\n[Event \"?\"]\r\n", 0), 0u) << r.out.substr(0, 200);
  EXPECT_NE(r.out.find("[Note \"2:Michaels -- 5+ !S; 9+ total points; forcing \"]"), std::string::npos);
  // Board 3 ends in a claim, which PBN holds only as the result.
  EXPECT_NE(r.err.find("warning: PBN has no claims"), std::string::npos) << r.err;
}

TEST(ConvertCli, ExtensionsChooseFormatsAndFilesRoundTrip) {
  const auto dir = scratch_dir();
  const Outcome to_json = run_tenace("convert '" + shared("pbn/endplay-example1.pbn") + "' -o games.json");
  EXPECT_EQ(to_json.status, 0) << to_json.err;
  const std::string json = read_all(dir / "games.json");
  EXPECT_EQ(json.rfind("{", 0), 0u);
  EXPECT_NE(json.find("\"tenace-games\""), std::string::npos);
  const Outcome to_lin = run_tenace("convert games.json -o games.lin");
  EXPECT_EQ(to_lin.status, 0) << to_lin.err;
  EXPECT_NE(to_lin.err.find("LIN cannot hold tag Event"), std::string::npos) << to_lin.err;
  const Outcome back = run_tenace("convert games.lin --to pbn");
  EXPECT_EQ(back.status, 0) << back.err;
  EXPECT_NE(back.out.find("[Deal \"N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42\"]"),
            std::string::npos)
      << back.out;
}

TEST(ConvertCli, StdinWithFlags) {
  const Outcome r = run_tenace("convert - --from pbn --to json",
                           "[Dealer \"S\"]\n[Deal \"S:AKQJ.AKQ.AKQ.AKQ 2345.2345.234.23 6789.6789.567.45 T.JT.JT98.JT9876\"]\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"dealer\": \"S\""), std::string::npos) << r.out;
}

TEST(ConvertCli, InputErrorsStopTheConversion) {
  const Outcome r = run_tenace("convert - --to lin", "[Dealer \"N\"]\n[Auction \"N\"]\n1D 1C\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("<stdin>:3: error: call 2 (1C by East) is illegal"), std::string::npos) << r.err;
}

TEST(ConvertCli, AnImpossibleClaimIsNamedAtItsSourceAndWrittenAsPbnAccepts) {
  // South declares 5HX, North ruffs the opening SK, South claims all 13
  // tricks though West still holds the HA (errors_10 game 61's board).
  const std::string lin =
      "pn|s,w,n,e|ah|Board 4|md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|"
      "sv|o|mb|p|mb|p|mb|5H|mb|d|mb|p|mb|p|mb|p|pc|SK|pc|H3|pc|S4|pc|S3|pg||mc|13|\n";
  const Outcome r = run_tenace("convert - --from lin -o claim.pbn", lin);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("<stdin>:1: warning: board 4, mc|13|: a result of 13 tricks is impossible"), std::string::npos)
      << r.err;
  const std::string pbn = read_all(scratch_dir() / "claim.pbn");
  EXPECT_NE(pbn.find("[Result \"^13\"]"), std::string::npos) << pbn;
  const Outcome check = run_tenace("check claim.pbn");
  EXPECT_EQ(check.status, 0) << check.out;
}

TEST(ConvertCli, BadUsage) {
  EXPECT_EQ(run_tenace("convert").status, 2);
  EXPECT_EQ(run_tenace("convert x.pbn --to doc").status, 2);
}

}  // namespace
}  // namespace tenace::formats_cli
