// A LIN or JSON result the play contradicts (result_check.h): the reader
// keeps it, marks it as differing from the play and says so with a warning
// naming the game, so that the PBN written from it carries '^' and reads
// back without error instead of being rejected without a word.
#include <gtest/gtest.h>

#include <string>

#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"

namespace tenace::formats {
namespace {

// errors_10 game 61's board: South declares 5HX, North ruffs the opening
// SK, and the play ends; West still holds the HA.
constexpr std::string_view kWhyThirteenIsImpossible =
    "a result of 13 tricks is impossible: the play already gives declarer 1 and the defenders 0 tricks, and West "
    "still holds HA, the highest trump left, which must win a trick; kept, marked as differing from the play "
    "(Result \"^13\" in PBN)";

std::string claimed_lin(int tricks) {
  return "pn|s,w,n,e|ah|Board 4|md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|"
         "sv|o|mb|p|mb|p|mb|5H|mb|d|mb|p|mb|p|mb|p|\npc|SK|pc|H3|pc|S4|pc|S3|pg||mc|" +
         std::to_string(tricks) + "|\n";
}

std::string stopped_json(const std::string& result) {
  return R"({"dealer": "N", "vulnerability": "None",
    "deal": "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85",
    "auction": {"calls": [{"call": "Pass"}, {"call": "Pass"}, {"call": "5H"}, {"call": "X"},
                          {"call": "Pass"}, {"call": "Pass"}, {"call": "Pass"}]},
    "play": {"tricks": [{"leader": "W", "cards": [{"seat": "W", "card": "SK"}, {"seat": "N", "card": "H3"},
                                                 {"seat": "E", "card": "S4"}, {"seat": "S", "card": "S3"}]}],
             "stopped": true},
    "result": )" +
         result + "}";
}

// One warning, `expected` on `line`; the game kept with Result 13 marked
// '^', which PBN writes and reads back without error.
void expect_kept_marked(const ReadResult& r, int line, const std::string& expected) {
  ASSERT_EQ(r.diagnostics.all().size(), 1u) << r.diagnostics.format("in");
  const Diagnostic& d = r.diagnostics.all()[0];
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_EQ(d.line, line);
  EXPECT_EQ(d.message, expected);
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.games[0].result, 13);
  EXPECT_TRUE(r.games[0].result_disputed);
  const std::string pbn = write_pbn(r.games);
  EXPECT_NE(pbn.find("[Result \"^13\"]"), std::string::npos) << pbn;
  const ReadResult again = read_pbn(pbn);
  EXPECT_FALSE(again.diagnostics.has_errors()) << again.diagnostics.format("pbn") << pbn;
}

TEST(RecordedResult, AnImpossibleLinClaimIsKeptMarkedWithAWarning) {
  const ReadResult r = read_lin(claimed_lin(13));
  expect_kept_marked(r, 2, "board 4, mc|13|: " + std::string(kWhyThirteenIsImpossible));
  // LIN writes the claim again, which shows the dispute by itself: no
  // warning about '^', and the LIN reader marks it again.
  Diagnostics warnings;
  const std::string lin = write_lin(r.games, &warnings);
  EXPECT_NE(lin.find("mc|13|"), std::string::npos) << lin;
  EXPECT_EQ(warnings.format("out").find("disputed"), std::string::npos) << warnings.format("out");
  EXPECT_TRUE(read_lin(lin).games.at(0).result_disputed);
}

TEST(RecordedResult, AnImpossibleJsonResultIsKeptMarkedWithAWarning) {
  expect_kept_marked(read_json(stopped_json("13")), 0, "game 1, \"result\": " + std::string(kWhyThirteenIsImpossible));
}

TEST(RecordedResult, APossibleOrAlreadyMarkedResultIsLeftAlone) {
  const ReadResult lin = read_lin(claimed_lin(12));
  EXPECT_TRUE(lin.diagnostics.empty()) << lin.diagnostics.format("lin");
  EXPECT_EQ(lin.games.at(0).result, 12);
  EXPECT_FALSE(lin.games.at(0).result_disputed);
  for (const std::string result : {"12", "1", "13, \"result_disputed\": true"}) {
    const ReadResult r = read_json(stopped_json(result));
    EXPECT_TRUE(r.diagnostics.empty()) << result << ": " << r.diagnostics.format("json");
  }
}

TEST(RecordedResult, FewerTricksThanDeclarerWonAreImpossibleByTheCount) {
  const ReadResult r = read_json(stopped_json("0"));
  ASSERT_EQ(r.diagnostics.all().size(), 1u);
  EXPECT_EQ(r.diagnostics.all()[0].message,
            "game 1, \"result\": a result of 0 tricks is impossible: the play already gives declarer 1 and the "
            "defenders 0 tricks; kept, marked as differing from the play (Result \"^0\" in PBN)");
}

TEST(RecordedResult, LinNamesADisputedResultItsClaimDoesNotShow) {
  ReadResult r = read_lin(claimed_lin(12));
  r.games.at(0).result_disputed = true;  // e.g. from PBN "^12": LIN cannot say it
  Diagnostics warnings;
  write_lin(r.games, &warnings);
  EXPECT_NE(warnings.format("out").find("disputed results"), std::string::npos) << warnings.format("out");
}

}  // namespace
}  // namespace tenace::formats
