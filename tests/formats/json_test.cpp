// The JSON form: documented fields, errors that name the field, and no
// crash on malformed documents.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "formats/json_record.h"
#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

TEST(Json, DealOnlyDocument) {
  const ReadResult r = read_json(R"({"dealer": "E", "vulnerability": "NS",
      "deal": "N:AKQJ.AKQ.AKQ.AKQ 2345.2345.234.23 6789.6789.567.45 T.JT.JT98.JT9876"})");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("j");
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.games[0].dealer, Seat::East);
  EXPECT_TRUE(r.games[0].deal->is_complete_bridge_deal());
}

TEST(Json, FieldsOfACompleteGame) {
  const ReadResult pbn = read_pbn(
      "[Board \"3\"]\n[West \"W\"]\n[North \"N\"]\n[East \"E\"]\n[South \"S\"]\n[Dealer \"N\"]\n"
      "[Vulnerable \"All\"]\n"
      "[Deal \"N:AKQJ.AKQ.AKQ.AKQ 2345.2345.234.23 6789.6789.567.45 T.JT.JT98.JT9876\"]\n"
      "[Declarer \"N\"]\n[Contract \"7NT\"]\n[Result \"13\"]\n[Score \"NS 2220\"]\n"
      "[DoubleDummyTricks \"dddddddddd0000000000\"]\n"
      "[Auction \"N\"]\n7NT =1= Pass Pass Pass\n[Note \"1:grand\"]\n[Play \"E\"]\nS2 S6 ST SA\n*\n");
  ASSERT_FALSE(pbn.diagnostics.has_errors()) << pbn.diagnostics.format("p");
  const nlohmann::json j = record_to_json(pbn.games[0]);
  EXPECT_EQ(j["board"], 3);
  EXPECT_EQ(j["players"]["N"], "N");
  EXPECT_EQ(j["dealer"], "N");
  EXPECT_EQ(j["vulnerability"], "All");
  EXPECT_EQ(j["contract"], "7NT");
  EXPECT_EQ(j["declarer"], "N");
  EXPECT_EQ(j["result"], 13);
  EXPECT_EQ(j["score"], "NS 2220");
  EXPECT_EQ(j["auction"]["calls"][0]["call"], "7NT");
  EXPECT_EQ(j["auction"]["calls"][0]["alert"], true);
  EXPECT_EQ(j["auction"]["calls"][0]["explanation"], "grand");
  EXPECT_EQ(j["play"]["opening_leader"], "E");
  EXPECT_EQ(j["play"]["tricks"][0]["cards"][0]["card"], "S2");
  EXPECT_EQ(j["play"]["tricks"][0]["leader"], "E");
  EXPECT_EQ(j["dd_tricks"]["N"]["NT"], 13);
  EXPECT_EQ(j["dd_tricks"]["E"]["C"], 0);
}

TEST(Json, CardNotesAndAnnotationsReadBackEqual) {
  // A note on East's lead and NAGs on West's card of trick 1, a comment on
  // East's card of trick 2: only those cards carry remarks.
  const ReadResult pbn = read_pbn(
      "[Dealer \"N\"]\n[Vulnerable \"All\"]\n"
      "[Deal \"N:AKQJ.AKQ.AKQ.AKQ 2345.2345.234.23 6789.6789.567.45 T.JT.JT98.JT9876\"]\n"
      "[Declarer \"N\"]\n[Contract \"7NT\"]\n"
      "[Play \"E\"]\nS2 =1= S6 ST $14 ! SA\nS3 {low} S7 HJ SK\n*\n[Note \"1:fourth best\"]\n");
  ASSERT_FALSE(pbn.diagnostics.has_errors()) << pbn.diagnostics.format("p");
  const RecordedPlay& p = *pbn.games[0].play;
  ASSERT_EQ(p.card_remarks.size(), 3u);
  EXPECT_EQ(p.remarks(0, Seat::East)->note, "fourth best");
  EXPECT_EQ(p.remarks(0, Seat::West)->annotation.nags, (std::vector<int>{14, 7}));
  EXPECT_EQ(p.remarks(1, Seat::East)->annotation.comments, std::vector<std::string>{"low"});
  EXPECT_EQ(p.remarks(0, Seat::South), nullptr);
  const nlohmann::json j = record_to_json(pbn.games[0]);
  EXPECT_EQ(j["play"]["tricks"][0]["cards"][0]["note"], "fourth best");
  EXPECT_FALSE(j["play"]["tricks"][0]["cards"][1].contains("note"));
  const ReadResult back = read_json(j.dump());
  ASSERT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("j");
  EXPECT_EQ(back.games[0].play, pbn.games[0].play);
  // Typed tags without commentary leave no empty entries behind, so the
  // whole record reads back equal.
  EXPECT_TRUE(pbn.games[0].tag_comments.empty());
  EXPECT_EQ(back.games[0], pbn.games[0]);
}

TEST(Json, ErrorsNameTheField) {
  const ReadResult r = read_json(R"({"games": [{"dealer": "Q"}, {"deal": 5}, {"auction": {"calls": [{"call": "8C"}]}}]})");
  const std::string text = r.diagnostics.format("f.json");
  EXPECT_NE(text.find("game 1, \"dealer\""), std::string::npos) << text;
  EXPECT_NE(text.find("game 2, \"deal\": must be a JSON string"), std::string::npos) << text;
  EXPECT_NE(text.find("game 3, \"auction.calls\""), std::string::npos) << text;
}

TEST(Json, IllegalCallIsReported) {
  const ReadResult r = read_json(R"({"dealer": "N", "auction": {"calls": [{"call": "1S"}, {"call": "1H"}]}})");
  EXPECT_NE(r.diagnostics.format("f").find("call 2 (1H by East) is illegal"), std::string::npos) << r.diagnostics.format("f");
}

TEST(Json, SyntaxErrorHasALine) {
  const ReadResult r = read_json("{\n\"dealer\": \"N\",\n oops}");
  ASSERT_TRUE(r.diagnostics.has_errors());
  EXPECT_EQ(r.diagnostics.all()[0].line, 3);
}

// "par_contract" and "par_score" follow the rules of the PBN tags they
// mirror (ParContract, OptimumScore; pbn_par.h), with errors naming the field.
std::string errors_of(const std::string& json_text) {
  const ReadResult r = read_json(json_text);
  std::string text;
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.severity == Severity::Error) text += d.message + "\n";
  return text;
}

TEST(JsonPar, WellFormedParFieldsAreReadIntoTheirTags) {
  const ReadResult r = read_json(R"({"vulnerability": "NS", "par_contract": "NS 4S", "par_score": "NS 620"})");
  EXPECT_TRUE(r.diagnostics.empty()) << r.diagnostics.format("j");
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.games[0].tag_value("ParContract"), "NS 4S");
  EXPECT_EQ(r.games[0].tag_value("OptimumScore"), "NS 620");
  EXPECT_EQ(errors_of(R"({"par_contract": "?", "par_score": ""})"), "");
}

TEST(JsonPar, MalformedValuesAreErrorsNamingTheField) {
  EXPECT_EQ(
      errors_of(R"({"par_contract": "4S"})"),
      "game 1, \"par_contract\": par contract \"4S\" is not \"<side> <contract>\" (e.g. \"NS 4S\", \"EW 5DX-2\")\n");
  EXPECT_EQ(errors_of(R"({"par_contract": "NS 7NT+1"})"),
            "game 1, \"par_contract\": par contract \"NS 7NT+1\" means 14 tricks, outside 0-13\n");
  EXPECT_EQ(errors_of(R"({"par_score": "NS 100 EW 100"})"),
            "game 1, \"par_score\": score \"NS 100 EW 100\": the NS and EW scores do not add up to zero\n");
  EXPECT_EQ(errors_of(R"({"par_contract": 5})"), "game 1, \"par_contract\": must be a JSON string\n");
}

TEST(JsonPar, ParContractsMustScoreAlikeAndBeTheParScore) {
  EXPECT_EQ(errors_of(R"({"vulnerability": "NS", "par_contract": "NS 4S", "par_score": "NS 420"})"),
            "game 1, \"par_score\": \"NS 420\" but par_contract \"NS 4S\" scores NS 620 (vulnerability NS)\n");
  EXPECT_EQ(errors_of(R"({"vulnerability": "None", "par_contract": "NS 4S; NS 5C"})"),
            "game 1, \"par_contract\": \"NS 4S; NS 5C\": par contracts score alike, but these score NS 420 and NS 400 "
            "(vulnerability None)\n");
  // The same values in "tags" (as the writer also puts them) are checked too.
  EXPECT_EQ(errors_of(R"({"vulnerability": "NS", "tags": [{"name": "ParContract", "value": "NS 4S"},
                                                           {"name": "OptimumScore", "value": "NS 420"}]})"),
            "game 1, \"par_score\": \"NS 420\" but par_contract \"NS 4S\" scores NS 620 (vulnerability NS)\n");
}

TEST(JsonPar, AFieldTheTagsContradictIsAnError) {
  EXPECT_EQ(errors_of(R"({"par_contract": "NS 4S", "tags": [{"name": "ParContract", "value": "NS 4H"}]})"),
            "game 1, \"par_contract\": \"NS 4S\" but \"tags\" gives ParContract \"NS 4H\"\n");
}

TEST(JsonPar, WrittenParFieldsReadBackWithoutProblems) {
  const ReadResult pbn = read_pbn("[Vulnerable \"None\"]\n[OptimumScore \"NS 300\"]\n[ParContract \"EW 5DX-2\"]\n");
  ASSERT_FALSE(pbn.diagnostics.has_errors()) << pbn.diagnostics.format("p");
  const ReadResult back = read_json(write_json(pbn.games));
  EXPECT_TRUE(back.diagnostics.empty()) << back.diagnostics.format("j");
  EXPECT_EQ(back.games.at(0).tag_value("ParContract"), "EW 5DX-2");
}

TEST(Json, WrongShapesDoNotThrow) {
  for (const char* text : {"[1,2,3]", "{\"games\": 5}", "{\"play\": {\"tricks\": [[]]}}", "{\"tags\": [{\"name\": 1}]}",
                           "{\"dd_tricks\": {\"N\": []}}", "null", "{\"players\": {\"N\": 3}}", "\"x\"",
                           // Found by the JSON fuzzer: a number beyond double's range.
                           "345.9269982E482E", "[1E999]"}) {
    EXPECT_NO_THROW(read_json(text)) << text;
  }
}

}  // namespace
}  // namespace tenace::formats
