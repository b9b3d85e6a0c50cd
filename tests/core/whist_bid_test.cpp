// Bid order and text of the whist family (RULES.md §2, "Bid order").
#include "core/whist_bid.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

constexpr auto U = WhistBidKind::Uptown;
constexpr auto D = WhistBidKind::Downtown;
constexpr auto N = WhistBidKind::NoTrump;

TEST(WhistBid, MoreBooksAlwaysBeatFewer) {
  for (auto a : {U, D, N})
    for (auto b : {U, D, N})
      for (bool option : {false, true}) {
        EXPECT_TRUE(beats({4, a}, {3, b}, option));
        EXPECT_FALSE(beats({3, a}, {4, b}, option));
      }
}

TEST(WhistBid, NoTrumpBeatsSuitBidsAtEqualBooksAndOnlyMoreBooksBeatIt) {
  EXPECT_TRUE(beats({2, N}, {2, U}, false));
  EXPECT_TRUE(beats({2, N}, {2, D}, false));
  EXPECT_FALSE(beats({2, U}, {2, N}, false));
  EXPECT_FALSE(beats({2, D}, {2, N}, true));
  EXPECT_FALSE(beats({2, N}, {2, N}, false));
  EXPECT_TRUE(beats({3, U}, {2, N}, false));
}

TEST(WhistBid, UptownAndDowntownAreEqualUnlessTheOptionSaysDowntownWins) {
  EXPECT_FALSE(beats({3, D}, {3, U}, false));
  EXPECT_FALSE(beats({3, U}, {3, D}, false));
  EXPECT_TRUE(beats({3, D}, {3, U}, true));
  EXPECT_FALSE(beats({3, U}, {3, D}, true));
  EXPECT_FALSE(beats({3, U}, {3, U}, true));
}

TEST(WhistBid, ReasonsNameTheRule) {
  EXPECT_EQ(why_not_better({2, U}, {3, U}, false), "2 uptown does not beat 3 uptown: fewer books");
  EXPECT_EQ(why_not_better({3, U}, {3, N}, false), "3 uptown does not beat 3 no trump: only more books beat no trump");
  EXPECT_EQ(why_not_better({3, D}, {3, U}, false),
            "3 downtown does not beat 3 uptown: uptown and downtown are equal at equal books");
  EXPECT_EQ(why_not_better({3, D}, {3, U}, true), "");
  EXPECT_EQ(why_not_better({4, U}, {3, N}, false), "");
}

TEST(WhistBid, TricksNeededIsSixPlusBooks) {
  EXPECT_EQ((WhistBid{4, U}.tricks_needed()), 10);
  EXPECT_EQ((WhistBid{7, N}.tricks_needed()), 13);
}

TEST(WhistBid, TextRoundTripAndSpellings) {
  EXPECT_EQ((WhistBid{4, U}).to_string(), "4 uptown");
  EXPECT_EQ((WhistBid{5, N}).to_string(), "5 no trump");
  for (int books = 1; books <= 7; ++books)
    for (auto kind : {U, D, N}) {
      const WhistBid bid{books, kind};
      EXPECT_EQ(WhistBid::parse(bid.to_string()), bid);
    }
  EXPECT_EQ(WhistBid::parse("2d"), (WhistBid{2, D}));
  EXPECT_EQ(WhistBid::parse("5NT"), (WhistBid{5, N}));
  EXPECT_EQ(WhistBid::parse("3 U"), (WhistBid{3, U}));
  EXPECT_FALSE(WhistBid::parse("8U"));
  EXPECT_FALSE(WhistBid::parse("0N"));
  EXPECT_FALSE(WhistBid::parse("3X"));
  EXPECT_EQ(WhistCall::parse("pass"), WhistCall::pass());
  EXPECT_EQ(WhistCall::parse("4u"), WhistCall::bid(4, U));
  EXPECT_EQ(WhistCall::pass().to_string(), "Pass");
}

}  // namespace
}  // namespace tenace
