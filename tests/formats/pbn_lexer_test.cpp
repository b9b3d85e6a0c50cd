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
  EXPECT_EQ(lexed.games[0].items.at(1).text, "opened\n\n[Event \"b\"]\nclosed");
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

}  // namespace
}  // namespace tenace::formats
