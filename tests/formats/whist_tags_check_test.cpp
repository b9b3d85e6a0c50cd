// tenace's whist-family PBN tags are checked for what they say together;
// each contradiction is an error on its tag's line.
#include <gtest/gtest.h>

#include "formats/pbn_reader.h"

namespace tenace::formats {
namespace {

// A Double Dummy hand as tenace writes it: North deals, East calls first
// and passes, North bids 2 uptown; `replace_tag` gets the value `with`
// (or is left out when `with` is empty).
std::string game(const std::string& replace_tag = "", const std::string& with = "") {
  std::string tags[][2] = {
      {"Event", "t"},
      {"Board", "1"},
      {"Dealer", "N"},
      {"Variant", "DoubleDummy"},
      {"WhistOptions", "jokers=false game_target=21"},
      {"WhistDeal", "N:SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2 E:HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2 "
                    "S:DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2 W:CA CK CQ CJ CT C9 C8 C7 C6 C5 C4 C3 C2 ; N:N E:E S:dummy W:dummy"},
      {"WhistAuction", "E:Pass N:2U"},
      {"WhistDeclarer", "N"},
      {"WhistBid", "2U"},
      {"WhistDeclaration", "S"},
      {"WhistPlay", "SA HA DA CA"},
      {"WhistTricks", "13"},
  };
  std::string text = "% PBN 2.1\n";
  for (auto& [name, value] : tags) {
    if (name == replace_tag) {
      if (with.empty()) continue;
      value = with;
    }
    text += "[" + name + " \"" + value + "\"]\n";
  }
  return text;
}

std::string problems(const std::string& text) {
  const ReadResult read = read_pbn(text);
  return read.diagnostics.format("hand.pbn");
}

TEST(WhistTagsCheck, AConsistentHandReadsClean) { EXPECT_EQ(problems(game()), ""); }

TEST(WhistTagsCheck, EachContradictionIsAnErrorOnItsTagsLine) {
  EXPECT_EQ(problems(game("Variant", "Whist")),
            "hand.pbn:5: error: Variant \"Whist\" is not DummyWhist, DoubleDummy or Nonsense\n");
  EXPECT_NE(problems(game("WhistDeal", "N:SA SA")).find("hand.pbn:7: error: WhistDeal: SA is dealt twice"), std::string::npos);
  EXPECT_NE(problems(game("WhistDeal", "N:SA")).find("WhistDeal holds 1 cards, not 52"), std::string::npos);
  EXPECT_EQ(problems(game("WhistAuction", "N:Pass E:2U")),
            "hand.pbn:8: error: WhistAuction: 'N:Pass' is out of turn; E calls next\n");
  EXPECT_EQ(problems(game("WhistBid", "3U")), "hand.pbn:10: error: WhistBid 3U is not the auction's highest bid, 2 uptown\n");
  EXPECT_EQ(problems(game("WhistDeclarer", "E")), "hand.pbn:9: error: WhistDeclarer E is not the highest bidder, N\n");
  EXPECT_EQ(problems(game("WhistDeclaration", "uptown")),
            "hand.pbn:11: error: WhistDeclaration \"uptown\" does not fit the bid 2 uptown (a suit: S, H, D, C)\n");
  EXPECT_EQ(problems(game("WhistPlay", "SA SA")), "hand.pbn:12: error: WhistPlay: SA is played twice\n");
  EXPECT_EQ(problems(game("WhistTricks", "14")),
            "hand.pbn:13: error: WhistTricks \"14\" is not a number of tricks from 0 to 13\n");
}

TEST(WhistTagsCheck, AGameWithoutAVariantIsNotAWhistGame) {
  EXPECT_EQ(problems("% PBN 2.1\n[Event \"t\"]\n[Board \"1\"]\n[WhistTricks \"99\"]\n"), "");
}

}  // namespace
}  // namespace tenace::formats
