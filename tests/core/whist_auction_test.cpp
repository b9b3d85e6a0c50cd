// The single-round whist auction (RULES.md §2 "Auction").
#include "core/whist_auction.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

constexpr auto U = WhistBidKind::Uptown;
constexpr auto D = WhistBidKind::Downtown;
constexpr auto N = WhistBidKind::NoTrump;

TEST(WhistAuction, LeftOfDealerFirstClockwiseDealerLast) {
  for (int dealer = 0; dealer < 3; ++dealer) {
    WhistAuction auction(3, dealer);
    EXPECT_EQ(auction.to_call(), (dealer + 1) % 3);
    ASSERT_TRUE(auction.make(WhistCall::pass()));
    EXPECT_EQ(auction.to_call(), (dealer + 2) % 3);
    ASSERT_TRUE(auction.make(WhistCall::bid(1, U)));
    EXPECT_EQ(auction.to_call(), dealer);
    ASSERT_TRUE(auction.make(WhistCall::pass()));
    EXPECT_TRUE(auction.is_complete());
    EXPECT_EQ(auction.highest_bidder(), (dealer + 2) % 3);
  }
}

TEST(WhistAuction, EachPlayerCallsOnceThenItIsOver) {
  WhistAuction auction(3, 0);
  ASSERT_TRUE(auction.make(WhistCall::bid(1, U)));
  ASSERT_TRUE(auction.make(WhistCall::bid(2, U)));
  ASSERT_TRUE(auction.make(WhistCall::bid(3, N)));
  EXPECT_TRUE(auction.is_complete());
  const Status late = auction.make(WhistCall::bid(7, N));
  ASSERT_FALSE(late);
  EXPECT_EQ(late.message(), "the auction is over");
  EXPECT_EQ(auction.highest_bid(), (WhistBid{3, N}));
  EXPECT_EQ(auction.highest_bidder(), 0);  // the dealer, last to call
  EXPECT_TRUE(auction.legal_calls().empty());
}

TEST(WhistAuction, DealerMustBidWhenEveryoneElsePassed) {
  WhistAuction auction(3, 1);
  ASSERT_TRUE(auction.make(WhistCall::pass()));
  ASSERT_TRUE(auction.make(WhistCall::pass()));
  const Status pass = auction.check(WhistCall::pass());
  ASSERT_FALSE(pass);
  EXPECT_EQ(pass.message(), "the dealer must bid: everyone else passed");
  const auto legal = auction.legal_calls();
  EXPECT_EQ(legal.size(), 21u);  // any of the 21 bids, no pass
  for (const auto& call : legal) EXPECT_TRUE(call.is_bid());
  ASSERT_TRUE(auction.make(WhistCall::bid(1, D)));
  EXPECT_EQ(auction.highest_bidder(), 1);
}

TEST(WhistAuction, DealerMayPassOnceSomeoneBid) {
  WhistAuction auction(3, 1);
  ASSERT_TRUE(auction.make(WhistCall::bid(1, U)));
  ASSERT_TRUE(auction.make(WhistCall::pass()));
  EXPECT_TRUE(auction.check(WhistCall::pass()));
}

TEST(WhistAuction, InsufficientBidsAreRefusedWithTheReason) {
  WhistAuction auction(3, 2);
  ASSERT_TRUE(auction.make(WhistCall::bid(3, N)));
  Status low = auction.make(WhistCall::bid(3, U));
  ASSERT_FALSE(low);
  EXPECT_EQ(low.message(), "3 uptown does not beat 3 no trump: only more books beat no trump");
  EXPECT_EQ(auction.calls().size(), 1u);  // nothing changed
  Status bad = auction.make(WhistCall::bid(8, U));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.message(), "a bid names 1 to 7 books, not 8");
  EXPECT_TRUE(auction.make(WhistCall::bid(4, D)));
}

TEST(WhistAuction, LegalCallsAreExactlyPassAndTheBetterBids) {
  WhistAuction auction(3, 0);
  ASSERT_TRUE(auction.make(WhistCall::bid(5, U)));
  // Better than 5 uptown: 5 no trump and all 6 and 7 bids (3 + 3).
  const auto legal = auction.legal_calls();
  ASSERT_EQ(legal.size(), 1u + 1u + 6u);
  EXPECT_EQ(legal[0], WhistCall::pass());
  EXPECT_EQ(legal[1], WhistCall::bid(5, N));
  WhistAuction option(3, 0, /*downtown_beats_uptown=*/true);
  ASSERT_TRUE(option.make(WhistCall::bid(5, U)));
  EXPECT_EQ(option.legal_calls().size(), 1u + 2u + 6u);  // 5 downtown as well
}

TEST(WhistAuction, TwoPlayersNonDealerThenDealer) {
  WhistAuction auction(2, 0);
  EXPECT_EQ(auction.to_call(), 1);
  ASSERT_TRUE(auction.make(WhistCall::pass()));
  EXPECT_EQ(auction.to_call(), 0);
  EXPECT_FALSE(auction.check(WhistCall::pass()));
  ASSERT_TRUE(auction.make(WhistCall::bid(2, N)));
  EXPECT_TRUE(auction.is_complete());
  EXPECT_EQ(auction.highest_bidder(), 0);
}

TEST(WhistAuction, UndoTakesBackTheLastCall) {
  WhistAuction auction(3, 0);
  EXPECT_FALSE(auction.undo());
  ASSERT_TRUE(auction.make(WhistCall::bid(2, U)));
  ASSERT_TRUE(auction.undo());
  EXPECT_TRUE(auction.calls().empty());
  EXPECT_EQ(auction.to_call(), 1);
}

}  // namespace
}  // namespace tenace
