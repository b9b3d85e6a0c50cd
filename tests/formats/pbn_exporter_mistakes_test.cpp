// Exporter mistakes the PBN reader recognizes and reads through with a
// warning (docs/formats.md, "Real files"): tricks laid out from the wrong
// column, passes before the opening bid left out, and the 'N'/'R' contract
// spellings. Each case also has its negative: without the evidence the
// reader needs, the problem stays an error.
#include <gtest/gtest.h>

#include <string>

#include "formats/diagnostic_count.h"
#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

bool reported_on(const ReadResult& r, int line, Severity s, const std::string& words) {
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.line == line && d.severity == s && d.message.find(words) != std::string::npos) return true;
  return false;
}

// Board 1 of rpbridge.net's 2012 World Championship final (endplay's
// example 4): East declares 5C after North passed; the file leaves out
// North's pass, and lays trick 3 (East leads CA) out from South's column.
const std::string kBoardTags =
    "[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n"
    "[Declarer \"E\"]\n[Contract \"5C\"]\n";
const std::string kAuctionWithoutPass = "[Auction \"N\"]\n1NT X XX 4H\nX 4S 4NT X\n5C AP\n";
const std::string kPlay = "[Play \"S\"]\nSQ C3 S3 S9\nC4 C7 C8 CK\nCA D2 C9 CQ\nHT H5 H2 HK\n*\n";

TEST(PbnExporterMistakes, TrickLaidOutFromTheWrongColumnIsReadShifted) {
  const ReadResult r = read_pbn(kBoardTags + kPlay);  // lines 1-5 tags, 6 Play, 7-10 tricks
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 9, Severity::Warning, "trick 3 (by 3 seats) is laid out from the wrong column"))
      << r.diagnostics.format("t");
  ASSERT_EQ(r.games.size(), 1u);
  const RecordedTrick& third = r.games[0].play->tricks.at(2);
  EXPECT_EQ(third.by_seat[index(Seat::East)].card, Card::parse("CA"));
  EXPECT_EQ(third.by_seat[index(Seat::South)].card, Card::parse("D2"));
  EXPECT_EQ(third.by_seat[index(Seat::West)].card, Card::parse("C9"));
  EXPECT_EQ(third.by_seat[index(Seat::North)].card, Card::parse("CQ"));
  // Trick 4 is laid out correctly and stays as written.
  EXPECT_EQ(r.games[0].play->tricks.at(3).by_seat[index(Seat::South)].card, Card::parse("HT"));
}

TEST(PbnExporterMistakes, WhatIsAttachedToAShiftedTrickMovesWithItsCards) {
  // Trick 3 as above, with a note on CA (South's column as written, East's
  // card) and a NAG on CQ (East's column, North's card).
  std::string play = kPlay;
  play.replace(play.find("CA D2 C9 CQ"), 11, "CA =1= D2 C9 CQ $14");
  play.replace(play.find("*"), 1, "*\n[Note \"1:the ace\"]");
  const ReadResult r = read_pbn(kBoardTags + play);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("t");
  ASSERT_EQ(r.games.size(), 1u);
  const RecordedPlay& p = *r.games[0].play;
  ASSERT_NE(p.remarks(2, Seat::East), nullptr);
  EXPECT_EQ(p.remarks(2, Seat::East)->note, "the ace");
  ASSERT_NE(p.remarks(2, Seat::North), nullptr);
  EXPECT_EQ(p.remarks(2, Seat::North)->annotation.nags, std::vector<int>{14});
  EXPECT_EQ(p.remarks(2, Seat::South), nullptr);
  EXPECT_EQ(p.remarks(2, Seat::West), nullptr);
  EXPECT_EQ(p.card_remarks.size(), 2u);
}

TEST(PbnExporterMistakes, AnnotationsOfCallsMoveWithThePassesRestoredBeforeThem) {
  // 4H (the fourth call as written) carries a NAG and a comment.
  std::string auction = kAuctionWithoutPass;
  auction.replace(auction.find("4H"), 2, "4H $17 {weak}");
  const ReadResult r = read_pbn(kBoardTags + auction + kPlay);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("t");
  ASSERT_EQ(r.games.size(), 1u);
  const RecordedAuction& a = *r.games[0].auction;
  ASSERT_EQ(a.calls.size(), 13u);
  EXPECT_EQ(a.calls[4].call, Call::parse("4H"));
  ASSERT_NE(a.annotation(4), nullptr);
  EXPECT_EQ(a.annotation(4)->nags, std::vector<int>{17});
  EXPECT_EQ(a.annotation(4)->comments, std::vector<std::string>{"weak"});
  EXPECT_EQ(a.annotations.size(), 1u);
}

TEST(PbnExporterMistakes, TrickThatNoShiftExplainsStaysAnError) {
  // CK in East's column: no shift puts all four cards in their hands
  // (East's CK was played to trick 2).
  std::string play = kPlay;
  play.replace(play.find("CA D2 C9 CQ"), 11, "CA D2 C9 CK");
  const ReadResult r = read_pbn(kBoardTags + play);
  EXPECT_EQ(count(r, Severity::Warning, "laid out from the wrong column"), 0);
  EXPECT_TRUE(reported_on(r, 9, Severity::Error, "trick 3: South plays CA, which is not in that hand"))
      << r.diagnostics.format("t");
}

TEST(PbnExporterMistakes, PassesLeftOutBeforeTheOpeningBidAreRestored) {
  const ReadResult r = read_pbn(kBoardTags + kAuctionWithoutPass + kPlay);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 6, Severity::Warning, "the first call is not the dealer's (North)"))
      << r.diagnostics.format("t");
  ASSERT_EQ(r.games.size(), 1u);
  const auto& calls = r.games[0].auction->calls;
  ASSERT_EQ(calls.size(), 13u);  // North's pass, the nine calls, three passes
  EXPECT_TRUE(calls[0].call.is_pass());
  EXPECT_EQ(calls[1].call, Call::parse("1NT"));
}

TEST(PbnExporterMistakes, WithoutAnAgreeingPlayTagTheDeclarerStaysInDispute) {
  // The same calls, but nothing beyond the Declarer tag says who declares
  // (the verifier's "bad declarer" games look like this).
  const ReadResult without_play = read_pbn(kBoardTags + kAuctionWithoutPass);
  EXPECT_TRUE(reported_on(without_play, 4, Severity::Error, "Declarer \"E\" disagrees with the auction"))
      << without_play.diagnostics.format("t");
  EXPECT_EQ(without_play.games[0].auction->calls.size(), 12u);

  std::string west_leads = kPlay;
  west_leads.replace(west_leads.find("[Play \"S\"]"), 10, "[Play \"W\"]");
  const ReadResult other_leader = read_pbn(kBoardTags + kAuctionWithoutPass + west_leads);
  EXPECT_TRUE(reported_on(other_leader, 4, Severity::Error, "disagrees with the auction"))
      << other_leader.diagnostics.format("t");
}

TEST(PbnExporterMistakes, NonStandardContractSpellingsAreSaidOnceEachThenCounted) {
  const ReadResult r = read_pbn(
      "[Declarer \"N\"]\n[Contract \"4SR\"]\n\n"
      "[Declarer \"N\"]\n[Contract \"2SR\"]\n\n"
      "[Declarer \"E\"]\n[Contract \"3N\"]\n\n"
      "[Declarer \"E\"]\n[Contract \"3NX\"]\n");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 2, Severity::Warning, "'R' for redoubled (PBN writes XX), read as 4SXX"))
      << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 8, Severity::Warning, "'N' for no trump (PBN writes NT), read as 3NT"))
      << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 5, Severity::Warning, "Contract: 'R' for redoubled (PBN writes XX): 1 more time in this file (line 5)"))
      << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 11, Severity::Warning, "Contract: 'N' for no trump (PBN writes NT): 1 more time in this file (line 11)"))
      << r.diagnostics.format("t");
  EXPECT_EQ(r.diagnostics.all().size(), 4u) << r.diagnostics.format("t");
  ASSERT_EQ(r.games.size(), 4u);
  EXPECT_EQ(r.games[1].contract->doubling, Doubling::Redoubled);
  EXPECT_EQ(r.games[3].contract->strain, Strain::NoTrump);
  EXPECT_EQ(r.games[3].contract->doubling, Doubling::Doubled);
}

TEST(PbnExporterMistakes, OtherLettersAfterTheStrainStayErrors) {
  const ReadResult r = read_pbn("[Declarer \"N\"]\n[Contract \"4SXR\"]\n\n[Declarer \"N\"]\n[Contract \"4R\"]\n");
  EXPECT_TRUE(reported_on(r, 2, Severity::Error, "Contract")) << r.diagnostics.format("t");
  EXPECT_TRUE(reported_on(r, 5, Severity::Error, "Contract")) << r.diagnostics.format("t");
}

}  // namespace
}  // namespace tenace::formats
