// What real files write that a practical reader accepts (docs/formats.md,
// "Warnings and errors"): UTF-8 text, a byte order mark, a DOS ctrl-Z,
// '#' deals, 1N/P calls, empty sections, free-text descriptive tags,
// repeated tags and missing blank lines, each read with a warning, and
// the silent losses that must not happen: LIN boards without calls merged,
// cards after an unknown one moved to the wrong seat, one warning per game.
#include <gtest/gtest.h>

#include <string>

#include "formats/diagnostic_count.h"
#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"
#include "formats/record_io.h"

namespace tenace::formats {
namespace {

const std::string kDeal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

std::string board(int n, const std::string& extra = "") {
  return "[Board \"" + std::to_string(n) + "\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + kDeal + "\"]\n" +
         extra;
}

TEST(RealWorldText, Utf8SuitSymbolsAndAccentedNamesReadClean) {
  const std::string text = board(1, "[North \"Łukasz Świątek\"]\n[South \"Jiří Dvořák\"]\n{ 4♠ makes: ♥A then ♦K, ♣ ruff }\n");
  const ReadResult r = read_pbn(text);
  EXPECT_TRUE(r.diagnostics.empty()) << r.diagnostics.format("in");
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.games[0].player(Seat::North), "Łukasz Świątek");
  // JSON is UTF-8; PBN written back keeps the text as it was.
  Diagnostics w;
  const ReadResult back = read_json(write_json(r.games, &w));
  ASSERT_EQ(back.games.size(), 1u);
  EXPECT_EQ(back.games[0].player(Seat::South), "Jiří Dvořák");
  EXPECT_NE(write_pbn(r.games).find("♠"), std::string::npos);
}

TEST(RealWorldText, Latin1IsReadAsLatin1AndAControlCharacterStaysAnError) {
  const ReadResult r = read_pbn(board(1, "[North \"J\xF8rgen\"]\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_EQ(r.games[0].player(Seat::North), "Jørgen");
  // U+0085 in UTF-8 (C2 85) is a control character, as 0x85 is in Latin-1.
  EXPECT_EQ(count(read_pbn(board(1, "[North \"a\xC2\x85\"]\n")), Severity::Error, "0x85"), 1);
}

TEST(RealWorldText, ByteOrderMarkAndCtrlZAreSkipped) {
  const ReadResult r = read_pbn("\xEF\xBB\xBF% PBN 2.1\n" + board(1) + "\n\x1A");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  EXPECT_EQ(r.games.size(), 1u);
  EXPECT_EQ(count(r, Severity::Warning, "0x1A"), 1);
  // A 0x1A with text after it is a control character, not an end of file.
  EXPECT_EQ(count(read_pbn(board(1, "[North \"a\x1A\"]\n")), Severity::Error, "0x1A"), 1);
}

TEST(RealWorldSpellings, HashDealIsThePreviousGamesDeal) {
  const ReadResult r = read_pbn(board(1) + "\n[Board \"1\"]\n[Dealer \"#\"]\n[Vulnerable \"#\"]\n[Deal \"#\"]\n");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.games[1].deal, r.games[0].deal);
  EXPECT_EQ(r.games[1].dealer, Seat::North);
  EXPECT_EQ(count(r, Severity::Warning, "read as the previous game's value"), 3);
  // With no previous game there is nothing to inherit: an error.
  EXPECT_EQ(count(read_pbn("[Deal \"#\"]\n"), Severity::Error, "may not inherit"), 1);
}

TEST(RealWorldSpellings, ShortCallsAreReadOnceNamed) {
  const ReadResult r = read_pbn(board(1, "[Auction \"N\"]\n1N P 4N P\nP P\n[Declarer \"N\"]\n[Contract \"4NT\"]\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_TRUE(r.games[0].auction.has_value());
  EXPECT_EQ(r.games[0].auction->calls.size(), 6u);
  EXPECT_EQ(r.games[0].auction->calls[2].call.to_string(), "4NT");
  EXPECT_EQ(count(r, Severity::Warning, "calls spelled 1N, P, 4N"), 1);
  // A token that is no call in any spelling stays an error.
  EXPECT_EQ(count(read_pbn(board(1, "[Auction \"N\"]\n1Z AP\n")), Severity::Error, "is not a call"), 1);
}

TEST(RealWorldSpellings, AStarAgainstACallWithCallsAfterItIsAnAlert) {
  const ReadResult r = read_pbn(board(1, "[Auction \"N\"]\n1C 3D 4C* Pass\n4NT* Pass 5C AP\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_TRUE(r.games[0].auction.has_value());
  EXPECT_EQ(r.games[0].auction->calls.size(), 10u);
  EXPECT_TRUE(r.games[0].auction->calls[2].alerted);
  EXPECT_TRUE(r.games[0].auction->calls[4].alerted);
  EXPECT_FALSE(r.games[0].auction->stopped);
  EXPECT_EQ(count(r, Severity::Warning, "read as an alert"), 1);
  // At the end, or standing alone, '*' still ends the auction.
  const ReadResult end = read_pbn(board(1, "[Auction \"N\"]\n1C Pass *\n"));
  EXPECT_FALSE(end.diagnostics.has_errors()) << end.diagnostics.format("in");
  EXPECT_TRUE(end.games[0].auction->stopped);
}

TEST(RealWorldSpellings, PasContractAndMadeExactlyParAreRead) {
  const ReadResult r = read_pbn(board(1, "[Contract \"PAS\"]\n[ParContract \"NS 1NT=\"]\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  EXPECT_TRUE(r.games[0].passed_out);
  EXPECT_EQ(count(r, Severity::Warning, "'PAS' for Pass"), 1);
  EXPECT_EQ(count(r, Severity::Warning, "read as \"NS 1NT\""), 1);
  EXPECT_EQ(r.games[0].tag_value("ParContract"), "NS 1NT");  // written as read, so JSON's check accepts it
}

TEST(RealWorldSpellings, UnquotedTagValuesAndTableNamesAreRead) {
  const ReadResult r = read_pbn("[Event Random Deal #]\n" + board(1) +
                                "[TotalScoreTable \"Rank\\3R;Names\\17L\"]\n  1 needa4th/slverfox\n  2 \"A;B\"\n");
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  EXPECT_EQ(r.games[0].tag_value("Event"), "Random Deal #");
  EXPECT_EQ(count(r, Severity::Warning, "is not quoted; read as \"Random Deal #\""), 1);
  EXPECT_EQ(count(r, Severity::Warning, "not needa4th/slverfox (read as the string it spells"), 1);
  // A value that is not a quoted string for another reason stays an error.
  EXPECT_EQ(count(read_pbn("[Event \n"), Severity::Error, "Event"), 1);
}

TEST(RealWorldSpellings, EmptySectionsIsoDatesAndFreeRoundsAreWarnings) {
  const ReadResult r =
      read_pbn(board(1, "[Date \"2024-07-12\"]\n[Round \"Bronze Match - Segment 1\"]\n[Auction \"\"]\n[Play \"\"]\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  EXPECT_EQ(count(r, Severity::Warning, "Date: "), 1);
  EXPECT_EQ(count(r, Severity::Warning, "Round: "), 1);
  EXPECT_EQ(count(r, Severity::Warning, "with no cards after it"), 1);
  EXPECT_EQ(count(r, Severity::Warning, "with no calls after it"), 1);
  EXPECT_EQ(r.games[0].tag_value("Date"), "2024-07-12");  // kept as written
  // [Play ""] with cards after it has no opening leader: an error.
  EXPECT_GT(count(read_pbn(board(1, "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Play \"\"]\nSA\n")), Severity::Error, "Play"), 0);
}

TEST(RealWorldRepeats, AnEmptyAuctionGivesWayToTheRealOne) {
  const ReadResult r = read_pbn(board(1, "[Auction \"N\"]\n[Auction \"N\"]\n1NT Pass Pass Pass\n"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_TRUE(r.games[0].auction.has_value());
  EXPECT_EQ(r.games[0].auction->calls.size(), 4u);
  EXPECT_EQ(count(r, Severity::Warning, "the first says nothing"), 1);
}

TEST(RealWorldRepeats, ATagRepeatedInEveryGameIsNamedOnceThenCounted) {
  std::string file;
  for (int b = 1; b <= 4; ++b) file += board(b, "[Event \"x\"]\n[Event \"y\"]\n") + "\n";
  const ReadResult r = read_pbn(file);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  EXPECT_EQ(count(r, Severity::Warning, "is given again (first on line"), 1) << r.diagnostics.format("in");
  EXPECT_EQ(count(r, Severity::Warning, "tag Event given again, the first value kept: 3 more times in this file"), 1)
      << r.diagnostics.format("in");
}

TEST(RealWorldRepeats, ABadDealIsTheOnlyErrorOfItsPlay) {
  // A card in two hands: the deal's error, not also "the Play section needs
  // a Deal tag"; the play is kept as written.
  const ReadResult r = read_pbn(
      "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"N:AKQJ.AKQ.AKQ.AKQ AKQJ.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n"
      "[Declarer \"S\"]\n[Contract \"1NT\"]\n[Play \"W\"]\nS2 ST S3 SA\n*\n");
  EXPECT_EQ(r.diagnostics.error_count(), 1) << r.diagnostics.format("in");
  EXPECT_EQ(count(r, Severity::Error, "in two hands"), 1);
  ASSERT_EQ(r.games.size(), 1u);
  EXPECT_NE(r.games[0].find_tag("Play"), nullptr);
}

TEST(RealWorldRepeats, AnUnreadableTagIsTheOnlyErrorOfTheSectionsThatNeedIt) {
  const std::string deal = "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 7654.7654.8765.8 32.32.432.765432\"]\n";
  const std::string auction = "[Auction \"N\"]\nPass Pass 1C Pass\nPass Pass\n[Play \"W\"]\nC2 CA C9 C8\n*\n";
  struct Case {
    std::string tags, error;
  };
  const Case cases[] = {
      {"[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"9Z\"]\n", "Contract: "},
      {"[Dealer \"N\"]\n[Declarer \"Q\"]\n[Contract \"1C\"]\n", "Declarer: "},
      {"[Dealer \"Q\"]\n[Declarer \"S\"]\n[Contract \"1C\"]\n", "Dealer: "},
  };
  for (const Case& c : cases) {
    const ReadResult r = read_pbn("[Board \"1\"]\n" + c.tags + deal + auction);
    EXPECT_EQ(r.diagnostics.error_count(), 1) << r.diagnostics.format("in");
    EXPECT_EQ(count(r, Severity::Error, c.error), 1) << r.diagnostics.format("in");
  }
}

TEST(RealWorldRepeats, ADealTakenOverFromAnUnreadableOneNamesItsCause) {
  const std::string bad = "N:AKQJ.AKQ.AKQ.AKQ AT98.JT98.JT9.JT9 7654.7654.8765.8 32.32.432.765432";  // SA twice
  for (const std::string& second : {std::string("[Deal \"#\"]\n"), std::string()}) {
    // The second game takes the deal over with "#", or without a Deal tag
    // of its own (the other table of the board).
    const ReadResult r = read_pbn("[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" + bad + "\"]\n[Declarer \"S\"]\n[Contract \"1C\"]\n\n" +
                                  "[Board \"1\"]\n" + second + "[Declarer \"S\"]\n[Contract \"2C\"]\n[Result \"8\"]\n");
    ASSERT_EQ(r.games.size(), 2u);
    EXPECT_EQ(count(r, Severity::Error, "in two hands"), 1) << r.diagnostics.format("in");
    EXPECT_EQ(count(r, Severity::Error, "taken over from line 3, cannot be read (said there)"), 1) << r.diagnostics.format("in");
    EXPECT_EQ(r.diagnostics.error_count(), 2) << r.diagnostics.format("in");
    for (const Diagnostic& d : r.diagnostics.all())
      if (d.message.find("taken over") != std::string::npos) {
        EXPECT_GE(d.line, r.game_lines[1]);  // an error of the second game, which has no deal
      }
  }
}

TEST(RealWorldRepeats, TwoDifferentAuctionsContradictEachOther) {
  const ReadResult r = read_pbn(board(1, "[Auction \"N\"]\n1NT AP\n[Auction \"N\"]\n2NT AP\n"));
  EXPECT_EQ(count(r, Severity::Error, "given again (first on line 5) with a different value"), 1)
      << r.diagnostics.format("in");
}

TEST(RealWorldRepeats, AMissingBlankLineNeverMergesTwoDeals) {
  const std::string second = "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"E:" + kDeal.substr(2) + "\"]\n";
  const ReadResult r = read_pbn("[Event \"E\"]\n" + board(1) + "[Event \"E\"]\n" + second);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.games[1].board_number(), 2);
  EXPECT_EQ(r.games[1].dealer, Seat::East);
  EXPECT_EQ(r.games[1].tag_value("Event"), "E");  // the tags before Board go with it
  EXPECT_EQ(r.game_lines[1], 6);
  EXPECT_EQ(count(r, Severity::Warning, "without the semi-empty line before it"), 1);
}

TEST(RealWorldLin, BoardsWithoutCallsStayApart) {
  std::vector<GameRecord> games;
  for (int n = 1; n <= 40; ++n) {
    ReadResult one = read_pbn(board(n));
    games.push_back(one.games.at(0));
  }
  Diagnostics w;
  const ReadResult back = read_lin(write_lin(games, &w));
  EXPECT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("lin");
  ASSERT_EQ(back.games.size(), 40u);
  EXPECT_EQ(back.games[39].board_number(), 40);
  // BBO hand records: md before pn, no calls.
  const ReadResult bbo = read_lin("md|1SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98|ah|Board 1|"
                                  "md|2SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98|ah|Board 2|");
  EXPECT_EQ(bbo.games.size(), 2u);
}

TEST(RealWorldLin, EachKindOfLossIsNamedOncePerFileWithItsCount) {
  std::vector<GameRecord> games;
  for (int n = 1; n <= 26; ++n) games.push_back(read_pbn("[Event \"Club\"]\n[Site \"Here\"]\n" + board(n)).games.at(0));
  Diagnostics w;
  write_lin(games, &w);
  EXPECT_EQ(w.all().size(), 2u) << w.format("out");
  const std::string text = w.format("out");
  EXPECT_NE(text.find("LIN cannot hold tag Event (26 games: boards 1, 2, 3, 4, 5, 6, 7, 8, ...)"), std::string::npos) << text;
}

// A trick with an unknown card ('-') before known ones: JSON keeps every
// card on its seat; LIN, which lists cards without seats, stops the play
// there and says so, and the result goes over as a claim.
TEST(RealWorldPlay, UnknownCardMidTrickKeepsTheSeatsOfTheCardsAfterIt) {
  const ReadResult r = read_pbn(board(1, "[Auction \"N\"]\n1NT Pass Pass Pass\n[Declarer \"N\"]\n[Contract \"1NT\"]\n"
                                         "[Result \"7\"]\n[Play \"E\"]\nS8 S5 S2 SA\n- S6 S3 SK\n*\n"));
  ASSERT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  Diagnostics w;
  const ReadResult json = read_json(write_json(r.games, &w));
  EXPECT_FALSE(json.diagnostics.has_errors()) << json.diagnostics.format("json");
  ASSERT_EQ(json.games.size(), 1u);
  ASSERT_TRUE(json.games[0].play.has_value());
  EXPECT_EQ(json.games[0].play->tricks, r.games[0].play->tricks);

  Diagnostics lw;
  const std::string lin = write_lin(r.games, &lw);
  EXPECT_NE(lw.format("out").find("unknown cards ('-')"), std::string::npos) << lw.format("out");
  const ReadResult back = read_lin(lin);
  EXPECT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("lin") << lin;
  ASSERT_EQ(back.games.size(), 1u);
  EXPECT_EQ(back.games[0].result, 7);
}

TEST(RealWorldLenient, OnlyTheContradictingGameIsRefused) {
  ReadResult r = read_pbn(board(1) + "\n" + board(2, "[Auction \"N\"]\n1NT AP\n[Declarer \"S\"]\n[Contract \"1NT\"]\n") + "\n" +
                          board(3));
  ASSERT_TRUE(r.diagnostics.has_errors());
  const auto refused = refuse_games_with_errors(r);
  ASSERT_TRUE(refused.has_value());
  ASSERT_EQ(refused->size(), 1u);
  EXPECT_EQ((*refused)[0].number, 2u);
  EXPECT_FALSE(r.diagnostics.has_errors());
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.games[1].board_number(), 3);
}

}  // namespace
}  // namespace tenace::formats
