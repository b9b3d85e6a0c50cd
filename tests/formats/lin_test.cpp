// BBO LIN: the endplay sample (alerts, explanations, play, claims) and a
// vugraph file with two rooms.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(LinReader, EndplaySample) {
  const ReadResult r = read_lin(slurp(std::string(TENACE_SHARED_DATA) + "/lin/endplay-example1.lin"));
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("lin");
  ASSERT_EQ(r.games.size(), 8u);
  const GameRecord& g = r.games[0];
  EXPECT_EQ(g.board_number(), 1);
  EXPECT_EQ(g.dealer, Seat::North);
  EXPECT_EQ(g.vulnerability, Vulnerability::None);
  ASSERT_TRUE(g.deal.has_value());
  EXPECT_TRUE(g.deal->is_complete_bridge_deal());
  EXPECT_EQ(g.player(Seat::South), "domtp");
  EXPECT_EQ(g.player(Seat::East), "~~M25116nn");
  ASSERT_TRUE(g.auction.has_value());
  ASSERT_EQ(g.auction->calls.size(), 10u);
  EXPECT_TRUE(g.auction->calls[3].alerted);  // mb|2H!|
  EXPECT_EQ(g.auction->calls[3].explanation, "Michaels -- 5+ !S; 9+ total points; forcing ");
  ASSERT_TRUE(g.contract.has_value());
  EXPECT_EQ(g.contract->to_string(), "5H");
  EXPECT_EQ(g.declarer, Seat::South);
  ASSERT_TRUE(g.play.has_value());
  EXPECT_EQ(g.play->card_count(), 52);
  EXPECT_EQ(g.play->opening_leader, Seat::West);
  // Board 3 ends with a claim of 9 tricks (mc|9|).
  ASSERT_TRUE(r.games[2].play.has_value());
  EXPECT_EQ(r.games[2].play->claimed_tricks, 9);
  EXPECT_EQ(r.games[2].result, 9);
}

TEST(LinReader, VugraphBoardsAndRooms) {
  const std::string text =
      "vg|Final,Segment 1,I,1,2,Home,0,Visitors,0|\n"
      "rs|4SS=,3NN+1|\n"
      "pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\n"
      "qx|o1|md|3S6789H6789D567C45,STHJTDJT98CJT9876,SAKQJHAKQDAKQCAKQ,|sv|o|"
      "mb|2C!|an|strong|mb|p|mb|2D|mb|p|mb|7N|mb|p|mb|p|mb|p|pc|S2|pc|S6|pc|ST|pc|SA|pg||mc|13|\n"
      "qx|c1|mb|1C|mb|p|mb|p|mb|p|pc|S2|\n"
      "bn|1,2|mp|0,0|pw|x|\n";
  const ReadResult r = read_lin(text);
  EXPECT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("vg");
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.games[0].tag_value("Room"), "Open");
  EXPECT_EQ(r.games[1].tag_value("Room"), "Closed");
  EXPECT_EQ(r.games[0].player(Seat::North), "n1");
  EXPECT_EQ(r.games[1].player(Seat::North), "n2");
  EXPECT_EQ(r.games[0].tag_value("Event"), "Final");
  EXPECT_EQ(r.games[1].deal, r.games[0].deal);  // the closed room plays the same board
  EXPECT_EQ(r.games[0].contract->to_string(), "7NT");
  EXPECT_EQ(r.games[0].result, 13);
  EXPECT_EQ(r.games[1].contract->to_string(), "1C");
  EXPECT_EQ(r.games[1].declarer, Seat::North);
  EXPECT_TRUE(r.games[0].auction->calls[0].alerted);
  EXPECT_EQ(r.games[0].auction->calls[0].explanation, "strong");
}

TEST(LinReader, IllegalCardIsReportedWithItsPosition) {
  const ReadResult r = read_lin(
      "pn|s,w,n,e|md|3S6789H6789D567C45,STHJTDJT98CJT9876,SAKQJHAKQDAKQCAKQ,|sv|o|"
      "mb|1N|mb|p|mb|p|mb|p|\npc|S2|pc|H6|\n");
  ASSERT_TRUE(r.diagnostics.has_errors());
  EXPECT_EQ(r.diagnostics.all()[0].line, 2);
  EXPECT_NE(r.diagnostics.all()[0].message.find("card 2 (H6 by South) is illegal"), std::string::npos)
      << r.diagnostics.all()[0].message;
}

TEST(LinReader, AnUnknownCommandIsNamedOnceThenCounted) {
  std::string lin;
  for (int board = 1; board <= 3; ++board)
    lin += "qx|o" + std::to_string(board) + "|zz|1|md|3S6789H6789D567C45,STHJTDJT98CJT9876,SAKQJHAKQDAKQCAKQ,|\n";
  const ReadResult r = read_lin(lin);
  ASSERT_EQ(r.games.size(), 3u);
  ASSERT_EQ(r.diagnostics.all().size(), 2u) << r.diagnostics.format("t");
  EXPECT_EQ(r.diagnostics.all()[0].message, "LIN command 'zz' is not understood and is skipped");
  EXPECT_EQ(r.diagnostics.all()[1].message, "LIN command 'zz' skipped: 2 more times in this file (lines 2, 3)");
  EXPECT_EQ(r.diagnostics.all()[1].same_kind_lines, (std::vector<int>{2, 3}));
}

TEST(LinReader, BadInputIsReportedNotCrashed) {
  for (const char* text : {"md|9XYZ|", "mb|8Q|", "pc|ZZ|", "zz|", "mb|1C|an|", "md|3S2,S2,S2|"}) {
    const ReadResult r = read_lin(text);
    EXPECT_FALSE(r.diagnostics.empty()) << text;
  }
}

TEST(LinWriter, WritesHandsAndDealerLikeBbo) {
  const ReadResult r = read_lin(slurp(std::string(TENACE_SHARED_DATA) + "/lin/endplay-example1.lin"));
  Diagnostics warnings;
  const std::string lin = write_lin({r.games[0]}, &warnings);
  EXPECT_EQ(lin.rfind("pn|domtp,~~M25054gn,~~M2509087,~~M25116nn|st||md|3SKHAKQ9754D96CK85,", 0), 0u) << lin;
  EXPECT_NE(lin.find("mb|2H!|an|Michaels"), std::string::npos);
  const ReadResult again = read_lin(lin);
  ASSERT_EQ(again.games.size(), 1u);
  EXPECT_EQ(again.games[0].deal, r.games[0].deal);
  EXPECT_EQ(again.games[0].play->sequence(), r.games[0].play->sequence());
}

TEST(LinWriter, NamesWhatLinCannotHold) {
  GameRecord g;
  g.set_tag("Board", "1");
  g.set_tag("Site", "Amsterdam");
  g.dd_tricks = DoubleDummyTricks{};
  Diagnostics warnings;
  write_lin({g}, &warnings);
  const std::string text = warnings.format("out");
  EXPECT_NE(text.find("LIN cannot hold tag Site"), std::string::npos) << text;
  EXPECT_NE(text.find("LIN cannot hold double-dummy tricks"), std::string::npos) << text;
}

TEST(LinWriter, APlayWithoutItsAuctionIsNamedAndLeftOut) {
  // 153 games of endplay-example3.pbn have a Contract and a Play but no
  // Auction. LIN's contract is its auction's, so cards written without one
  // would read back as cards without a contract.
  const ReadResult r = read_pbn(
      "[Board \"7\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n"
      "[Declarer \"S\"]\n[Contract \"5H\"]\n[Result \"11\"]\n[Play \"W\"]\nSK H3 S4 S3\n*\n");
  ASSERT_FALSE(r.diagnostics.has_errors()) << r.diagnostics.format("in");
  Diagnostics warnings;
  const std::string lin = write_lin(r.games, &warnings);
  EXPECT_EQ(lin.find("pc|"), std::string::npos) << lin;
  EXPECT_EQ(lin.find("mc|"), std::string::npos) << lin;
  const std::string text = warnings.format("out");
  EXPECT_NE(text.find("LIN cannot hold the play and result of a game without a complete auction (1 game: board 7)"), std::string::npos)
      << text;
  const ReadResult back = read_lin(lin);
  EXPECT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("back");
}

}  // namespace
}  // namespace tenace::formats
