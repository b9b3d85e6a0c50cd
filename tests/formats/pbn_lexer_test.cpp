// The first pass over PBN text: here, brace comments that run across the
// semi-empty line ending a game (standard §3.8 allows it; it swallows the
// next game, so the closing brace gets a warning).
#include "formats/pbn_lexer.h"

#include <gtest/gtest.h>

namespace tenace::formats {
namespace {

TEST(PbnLexer, ABraceCommentAcrossAGameBoundaryIsOneCommentAndAWarning) {
  Diagnostics d;
  const PbnLexed lexed = lex_pbn("[Event \"a\"] {opened\n\n[Event \"b\"]\nclosed}\n\n[Event \"c\"]\n", d);
  ASSERT_EQ(lexed.games.size(), 2u);  // "b" is inside the comment
  ASSERT_EQ(lexed.games[0].items.size(), 2u);
  EXPECT_EQ(lexed.games[0].items[1].text, "opened\n\n[Event \"b\"]\nclosed");
  ASSERT_EQ(d.all().size(), 1u);
  EXPECT_EQ(d.all()[0].line, 4);
  EXPECT_EQ(d.all()[0].severity, Severity::Warning);
  EXPECT_NE(d.all()[0].message.find("opened by '{' on line 1, which runs across the semi-empty line 2"),
            std::string::npos)
      << d.all()[0].message;
}

TEST(PbnLexer, ABraceCommentOverSeveralLinesOfOneGameIsFine) {
  Diagnostics d;
  const PbnLexed lexed = lex_pbn("[Event \"a\"] {one\ntwo}\n[Site \"b\"]\n", d);
  EXPECT_TRUE(d.empty());
  ASSERT_EQ(lexed.games.size(), 1u);
  EXPECT_EQ(lexed.games[0].items.size(), 3u);
}

// Items view the input where their text stands there as it is, and keep
// their own copy where it does not: escapes, Latin-1, comments over lines.
TEST(PbnLexer, ItemsViewTheInputOrKeepTheirConvertedText) {
  const std::string input =
      "[Event \"plain\"]\r\n[Site \"say \\\"hi\\\"\"]\r\n[Annotator \"Caf\xe9\"]\r\n{one\r\ntwo}\r\n";
  Diagnostics d;
  PbnLexed lexed = lex_pbn(input, d);
  const PbnLexed moved = std::move(lexed);  // the views survive a move
  EXPECT_TRUE(d.empty());
  ASSERT_EQ(moved.games.size(), 1u);
  const auto& items = moved.games[0].items;
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].name, "Event");
  EXPECT_EQ(items[0].text, "plain");
  EXPECT_EQ(items[1].text, "say \"hi\"");
  EXPECT_EQ(items[2].text, "Caf\xc3\xa9");  // Latin-1 read as UTF-8
  EXPECT_EQ(items[3].text, "one\ntwo");
  auto in_input = [&](std::string_view v) { return v.data() >= input.data() && v.data() < input.data() + input.size(); };
  EXPECT_TRUE(in_input(items[0].name));
  EXPECT_TRUE(in_input(items[0].text));
  EXPECT_FALSE(in_input(items[1].text));
  EXPECT_FALSE(in_input(items[2].text));
  EXPECT_FALSE(in_input(items[3].text));
}

// The lexer names each tag by a small number; a name outside the list, or
// one that only looks like a known one, is Other (case matters in PBN).
TEST(PbnLexer, TagsAreNamedByTheirNumber) {
  Diagnostics d;
  const PbnLexed lexed = lex_pbn(
      "[Event \"a\"]\n[Deal \"b\"]\n[DoubleDummyTricks \"c\"]\n[WhistPoints \"d\"]\n[Deals \"e\"]\n"
      "[deal \"f\"]\n[Dea \"g\"]\n[MyOwnTag \"h\"]\n",
      d);
  ASSERT_EQ(lexed.games.size(), 1u);
  const auto& items = lexed.games[0].items;
  ASSERT_EQ(items.size(), 8u);
  EXPECT_EQ(items[0].tag, PbnTag::Event);
  EXPECT_EQ(items[1].tag, PbnTag::Deal);
  EXPECT_EQ(items[2].tag, PbnTag::DoubleDummy);
  EXPECT_EQ(items[3].tag, PbnTag::WhistPoints);
  for (std::size_t i = 4; i < items.size(); ++i) EXPECT_EQ(items[i].tag, PbnTag::Other) << items[i].name;
  EXPECT_EQ(items[7].name, "MyOwnTag");
  EXPECT_EQ(pbn_tag(""), PbnTag::Other);
  EXPECT_EQ(pbn_tag("TotalScoreTable"), PbnTag::TotalScoreTable);
  EXPECT_TRUE(is_table_tag(PbnTag::ActionTable));
  EXPECT_FALSE(is_table_tag(PbnTag::Deal));
}

}  // namespace
}  // namespace tenace::formats
