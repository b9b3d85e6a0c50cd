// The JSON reader compares "contract", "declarer" and "passed_out" with the
// auction by the PBN reader's rules (contract_check.h): a disagreement is an
// error naming the game and the field; read leniently, a "contract" lacking
// only its auction's double becomes a warning, the auction's contract is
// read and the field's value kept in tag_comments, and the PBN written from
// it reads back clean. Before, such a game passed `tenace check` as JSON and
// failed it once converted to PBN.
#include <gtest/gtest.h>

#include <string>

#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"

namespace tenace::formats {
namespace {

// The board of pbn_lenient_test: North and East pass, South bids 5H, West
// doubles; `fields` are the game's fields after the auction.
std::string game(const std::string& fields, const std::string& more = "") {
  return R"({"games": [{"board": 4, "dealer": "N", "vulnerability": "None",
      "deal": "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
      "auction": {"calls": [{"call": "Pass"}, {"call": "Pass"}, {"call": "5H"}, {"call": "X"},
                            {"call": "Pass"}, {"call": "Pass"}, {"call": "Pass"}]})" +
         (fields.empty() ? "" : ", " + fields) + more + "}]}";
}

std::string reports(const ReadResult& r, Severity severity) {
  std::string text;
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.severity == severity) text += d.message + "\n";
  return text;
}

const ReadOptions kLenient{.lenient = true};

TEST(JsonContractCheck, AConsistentGameHasNoReportInEitherMode) {
  for (const ReadOptions& options : {ReadOptions{}, kLenient}) {
    const ReadResult r = read_json(game(R"("declarer": "S", "contract": "5HX")"), options);
    EXPECT_TRUE(r.diagnostics.all().empty()) << r.diagnostics.format("j");
    EXPECT_EQ(r.games.at(0).contract->to_string(), "5HX");
    EXPECT_TRUE(r.games.at(0).tag_comments.empty());
  }
  // Without the fields the auction gives them.
  const ReadResult r = read_json(game(""));
  EXPECT_TRUE(r.diagnostics.all().empty()) << r.diagnostics.format("j");
  EXPECT_EQ(r.games.at(0).contract->to_string(), "5HX");
  EXPECT_EQ(r.games.at(0).declarer, Seat::South);
}

TEST(JsonContractCheck, AContractLackingTheDoubleIsAnErrorNamingGameAndField) {
  const ReadResult r = read_json(game(R"("declarer": "S", "contract": "5H")"));
  EXPECT_EQ(reports(r, Severity::Error), "game 1, \"contract\": \"5H\" disagrees with the auction, which ends in 5HX\n");
  EXPECT_EQ(reports(r, Severity::Warning), "");
  EXPECT_EQ(r.games.at(0).contract->to_string(), "5H");  // as stated: nothing is repaired
}

TEST(JsonContractCheck, LenientlyItIsAWarningAndTheAuctionsContractIsRead) {
  const ReadResult r = read_json(game(R"("declarer": "S", "contract": "5H")"), kLenient);
  EXPECT_EQ(reports(r, Severity::Error), "");
  EXPECT_EQ(reports(r, Severity::Warning),
            "game 1, \"contract\": \"5H\" disagrees with the auction, which ends in 5HX; read as the auction's "
            "contract, the field's value kept in \"tag_comments\"\n");
  const GameRecord& g = r.games.at(0);
  EXPECT_EQ(g.contract->to_string(), "5HX");
  ASSERT_EQ(g.tag_comments.at("Contract").size(), 1u);
  EXPECT_EQ(g.tag_comments.at("Contract")[0], "the source's \"contract\" says \"5H\"; its auction ends in 5HX");

  // The PBN written from it says both, and reads back without a report.
  const std::string pbn = write_pbn(r.games);
  EXPECT_NE(pbn.find("[Contract \"5HX\"]\r\n{the source's \"contract\" says \"5H\"; its auction ends in 5HX}"),
            std::string::npos)
      << pbn;
  const ReadResult back = read_pbn(pbn);
  EXPECT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("pbn");
  EXPECT_EQ(back.games.at(0).contract->to_string(), "5HX");
  // So does the JSON, once: its contract now agrees with the auction.
  const ReadResult again = read_json(write_json(r.games));
  EXPECT_TRUE(again.diagnostics.all().empty()) << again.diagnostics.format("json");
  EXPECT_EQ(again.games.at(0).tag_comments.at("Contract").size(), 1u);
}

TEST(JsonContractCheck, TheNoteFollowsCommentsTheGameAlreadyHas) {
  const ReadResult r =
      read_json(game(R"("declarer": "S", "contract": "5H")", R"(, "tag_comments": {"Contract": ["bold"]})"), kLenient);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("j");
  const auto& comments = r.games.at(0).tag_comments.at("Contract");
  ASSERT_EQ(comments.size(), 2u);
  EXPECT_EQ(comments[0], "bold");
  EXPECT_EQ(comments[1], "the source's \"contract\" says \"5H\"; its auction ends in 5HX");
}

TEST(JsonContractCheck, AnotherLevelOrStrainOrAnExtraDoubleIsAnErrorInBothModes) {
  for (const ReadOptions& options : {ReadOptions{}, kLenient}) {
    EXPECT_EQ(reports(read_json(game(R"("declarer": "S", "contract": "5SX")"), options), Severity::Error),
              "game 1, \"contract\": \"5SX\" disagrees with the auction, which ends in 5HX\n");
    EXPECT_EQ(reports(read_json(game(R"("declarer": "S", "contract": "4HX")"), options), Severity::Error),
              "game 1, \"contract\": \"4HX\" disagrees with the auction, which ends in 5HX\n");
  }
  // Only the double differs, but leniency is an option: strict reading still refuses it.
  EXPECT_EQ(reports(read_json(game(R"("declarer": "S", "contract": "5HXX")")), Severity::Error),
            "game 1, \"contract\": \"5HXX\" disagrees with the auction, which ends in 5HX\n");
}

TEST(JsonContractCheck, ADeclarerThatDisagreesIsAnErrorInBothModes) {
  for (const ReadOptions& options : {ReadOptions{}, kLenient}) {
    // With a contract, and without one (the auction would otherwise have
    // replaced the field silently).
    EXPECT_EQ(reports(read_json(game(R"("declarer": "N", "contract": "5HX")"), options), Severity::Error),
              "game 1, \"declarer\": \"N\" disagrees with the auction, whose declarer is South\n");
    const ReadResult r = read_json(game(R"("declarer": "N")"), options);
    EXPECT_EQ(reports(r, Severity::Error),
              "game 1, \"declarer\": \"N\" disagrees with the auction, whose declarer is South\n");
    EXPECT_EQ(r.games.at(0).declarer, Seat::North);
  }
  // PBN's '^': the declarer's partner, marked swapped, agrees.
  const ReadResult swapped = read_json(game(R"("declarer": "N", "declarer_swapped": true, "contract": "5HX")"));
  EXPECT_FALSE(swapped.diagnostics.has_errors()) << swapped.diagnostics.format("j");
}

TEST(JsonContractCheck, PassedOutMustAgreeWithTheAuction) {
  EXPECT_EQ(reports(read_json(game(R"("passed_out": true)")), Severity::Error),
            "game 1, \"passed_out\": true but the auction ends in 5HX\n");
  const ReadResult r = read_json(R"({"dealer": "N", "declarer": "S", "contract": "1NT",
      "auction": {"calls": [{"call": "Pass"}, {"call": "Pass"}, {"call": "Pass"}, {"call": "Pass"}]}})",
                                 kLenient);
  EXPECT_EQ(reports(r, Severity::Error),
            "game 1, \"contract\": \"1NT\" but the auction is passed out\n"
            "game 1, \"declarer\": \"S\" but the auction is passed out\n");
}

// LIN states no contract apart from its auction (`mb`): there is nothing to
// compare, and the contract is the auction's.
TEST(JsonContractCheck, LinTakesTheContractFromItsAuction) {
  const ReadResult r = read_lin(
      "pn|S,W,N,E|md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|sv|o|"
      "mb|p|mb|p|mb|5H|mb|d|mb|p|mb|p|mb|p|pg||\n");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("lin");
  ASSERT_EQ(r.games.size(), 1u);
  ASSERT_TRUE(r.games[0].contract);
  EXPECT_EQ(r.games[0].contract->to_string(), "5HX");
}

}  // namespace
}  // namespace tenace::formats
