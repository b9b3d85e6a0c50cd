// The auction of contract bridge, rule by rule (RULES.md §1.2): the 38 calls,
// sufficient bids, double and redouble legality, the end of the auction, the
// contract and its declarer, and the reasons given for refused calls.
#include "core/auction.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/call.h"

namespace tenace {
namespace {

Call C(const char* text) {
  auto call = Call::parse(text);
  EXPECT_TRUE(call.has_value()) << text;
  return call.value_or(Call::pass());
}

// Makes every call in order; each must be legal.
Auction auction_of(Seat dealer, std::initializer_list<const char*> calls) {
  Auction auction(dealer);
  for (const char* text : calls) {
    Status status = auction.make(C(text));
    EXPECT_TRUE(status.ok()) << text << ": " << status.message();
  }
  return auction;
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

TEST(Call, ThirtyEightCallsInAuctionOrder) {
  EXPECT_EQ(Call::kCount, 38);
  int bids = 0;
  for (int i = 0; i < Call::kCount; ++i) {
    const Call call = Call::from_index(i);
    EXPECT_EQ(call.index(), i);
    if (call.is_bid()) ++bids;
    // Every call prints to a text that parses back to itself.
    auto parsed = Call::parse(call.to_string());
    ASSERT_TRUE(parsed.has_value()) << call.to_string();
    EXPECT_EQ(*parsed, call);
  }
  EXPECT_EQ(bids, 35);
  EXPECT_TRUE(Call::from_index(0).is_pass());
  EXPECT_TRUE(Call::from_index(1).is_double());
  EXPECT_TRUE(Call::from_index(2).is_redouble());
  // Higher level beats lower; at equal level C < D < H < S < NT.
  EXPECT_LT(Call::bid(1, Strain::NoTrump).index(), Call::bid(2, Strain::Clubs).index());
  EXPECT_LT(Call::bid(3, Strain::Clubs).index(), Call::bid(3, Strain::Diamonds).index());
  EXPECT_LT(Call::bid(3, Strain::Hearts).index(), Call::bid(3, Strain::Spades).index());
  EXPECT_LT(Call::bid(3, Strain::Spades).index(), Call::bid(3, Strain::NoTrump).index());
  EXPECT_EQ(Call::bid(7, Strain::NoTrump).index(), 37);
  EXPECT_EQ(Call::bid(4, Strain::Hearts).level(), 4);
  EXPECT_EQ(Call::bid(4, Strain::Hearts).strain(), Strain::Hearts);
}

TEST(Call, ParsesCommonSpellings) {
  EXPECT_EQ(C("p"), Call::pass());
  EXPECT_EQ(C("PASS"), Call::pass());
  EXPECT_EQ(C("dbl"), Call::double_());
  EXPECT_EQ(C("d"), Call::double_());
  EXPECT_EQ(C("rdbl"), Call::redouble());
  EXPECT_EQ(C("r"), Call::redouble());
  EXPECT_EQ(C("1n"), Call::bid(1, Strain::NoTrump));
  EXPECT_EQ(C("7NT"), Call::bid(7, Strain::NoTrump));
  EXPECT_EQ(C("2s"), Call::bid(2, Strain::Spades));
  EXPECT_FALSE(Call::parse("8C").has_value());
  EXPECT_FALSE(Call::parse("0C").has_value());
  EXPECT_FALSE(Call::parse("1Z").has_value());
  EXPECT_FALSE(Call::parse("").has_value());
}

TEST(Auction, DealerCallsFirstThenClockwise) {
  Auction auction(Seat::South);
  EXPECT_EQ(auction.to_call(), Seat::South);
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  EXPECT_EQ(auction.to_call(), Seat::West);
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  EXPECT_EQ(auction.to_call(), Seat::North);
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  EXPECT_EQ(auction.to_call(), Seat::East);
  EXPECT_EQ(auction.seat_of(0), Seat::South);
  EXPECT_EQ(auction.seat_of(5), Seat::West);
}

TEST(Auction, OpeningCallsAreAnyBidOrPass) {
  Auction auction(Seat::North);
  const auto legal = auction.legal_calls();
  ASSERT_EQ(legal.size(), 36u);  // Pass and 35 bids, no X or XX
  EXPECT_EQ(legal.front(), Call::pass());
  for (std::size_t i = 1; i < legal.size(); ++i) EXPECT_TRUE(legal[i].is_bid());
}

TEST(Auction, BidMustOutrankTheLastBid) {
  Auction auction = auction_of(Seat::North, {"1H", "P"});
  Status same = auction.check(C("1H"));
  ASSERT_FALSE(same.ok());
  EXPECT_TRUE(contains(same.message(), "insufficient bid")) << same.message();
  EXPECT_TRUE(contains(same.message(), "1H")) << same.message();
  EXPECT_FALSE(auction.is_legal(C("1D")));
  EXPECT_FALSE(auction.is_legal(C("1C")));
  EXPECT_TRUE(auction.is_legal(C("1S")));
  EXPECT_TRUE(auction.is_legal(C("1NT")));
  EXPECT_TRUE(auction.is_legal(C("2C")));
  EXPECT_TRUE(auction.is_legal(C("7NT")));
  // Passes in between do not lower the bar.
  ASSERT_TRUE(auction.make(C("P")).ok());
  EXPECT_FALSE(auction.is_legal(C("1D")));
  EXPECT_TRUE(auction.is_legal(C("2D")));
}

TEST(Auction, NothingOutranksSevenNoTrump) {
  Auction auction = auction_of(Seat::West, {"7NT"});
  for (int i = 3; i < Call::kCount; ++i) EXPECT_FALSE(auction.is_legal(Call::from_index(i)));
  const auto legal = auction.legal_calls();
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(legal[0], Call::pass());
  EXPECT_EQ(legal[1], Call::double_());
}

TEST(Auction, RefusedCallChangesNothing) {
  Auction auction = auction_of(Seat::North, {"2S"});
  const auto before = auction.calls();
  Status status = auction.make(C("2H"));
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(auction.calls(), before);
  EXPECT_EQ(auction.to_call(), Seat::East);
}

TEST(Auction, DoubleNeedsABid) {
  Auction auction(Seat::North);
  Status status = auction.check(Call::double_());
  ASSERT_FALSE(status.ok());
  EXPECT_TRUE(contains(status.message(), "no bid")) << status.message();
  Status redouble = auction.check(Call::redouble());
  ASSERT_FALSE(redouble.ok());
  EXPECT_TRUE(contains(redouble.message(), "no bid")) << redouble.message();
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  EXPECT_FALSE(auction.is_legal(Call::double_()));
}

TEST(Auction, DoubleOnlyAnOpponentsBid) {
  // North bids; East (opponent) may double, South (partner) may not.
  Auction auction = auction_of(Seat::North, {"1H"});
  EXPECT_TRUE(auction.is_legal(Call::double_()));
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  Status partner = auction.check(Call::double_());
  ASSERT_FALSE(partner.ok());
  EXPECT_TRUE(contains(partner.message(), "own side")) << partner.message();
  // West, after two intervening passes, may still double North's bid.
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  EXPECT_EQ(auction.to_call(), Seat::West);
  EXPECT_TRUE(auction.make(Call::double_()).ok());
  EXPECT_EQ(auction.current_doubling(), Doubling::Doubled);
}

TEST(Auction, DoubleOnlyAnUndoubledBid) {
  Auction auction = auction_of(Seat::North, {"1H", "X", "P"});
  Status again = auction.check(Call::double_());  // West, East's partner
  ASSERT_FALSE(again.ok());
  // West is an opponent of the bidder, so the refusal is about the state.
  EXPECT_TRUE(contains(again.message(), "already doubled")) << again.message();
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  ASSERT_TRUE(auction.make(Call::redouble()).ok());   // North, the bidder
  ASSERT_TRUE(auction.make(Call::pass()).ok());       // East
  ASSERT_TRUE(auction.make(Call::pass()).ok());       // South
  Status redoubled = auction.check(Call::double_());  // West
  ASSERT_FALSE(redoubled.ok());
  EXPECT_TRUE(contains(redoubled.message(), "redoubled")) << redoubled.message();
}

TEST(Auction, RedoubleOnlyOwnSidesDoubledBid) {
  Auction auction = auction_of(Seat::North, {"1S"});
  // East: the bid is not doubled, and is the opponents' anyway.
  Status not_own = auction.check(Call::redouble());
  ASSERT_FALSE(not_own.ok());
  EXPECT_TRUE(contains(not_own.message(), "opponents")) << not_own.message();
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  // South: own side's bid, but not doubled.
  Status undoubled = auction.check(Call::redouble());
  ASSERT_FALSE(undoubled.ok());
  EXPECT_TRUE(contains(undoubled.message(), "not been doubled")) << undoubled.message();
  ASSERT_TRUE(auction.make(Call::pass()).ok());
  ASSERT_TRUE(auction.make(Call::double_()).ok());  // West doubles
  // North (the bidder) may redouble; so may South after a pass.
  EXPECT_TRUE(auction.is_legal(Call::redouble()));
  ASSERT_TRUE(auction.make(Call::pass()).ok());      // North
  EXPECT_FALSE(auction.is_legal(Call::redouble()));  // East: the opponents' bid
  ASSERT_TRUE(auction.make(Call::pass()).ok());      // East
  EXPECT_TRUE(auction.is_legal(Call::redouble()));   // South, passes only since X
  ASSERT_TRUE(auction.make(Call::redouble()).ok());
  EXPECT_EQ(auction.current_doubling(), Doubling::Redoubled);
  // No second redouble by the other partner.
  ASSERT_TRUE(auction.make(Call::pass()).ok());    // West
  Status twice = auction.check(Call::redouble());  // North
  ASSERT_FALSE(twice.ok());
  EXPECT_TRUE(contains(twice.message(), "already redoubled")) << twice.message();
}

TEST(Auction, TheDoublersSideMayNotRedouble) {
  Auction auction = auction_of(Seat::North, {"1C", "X", "P"});
  EXPECT_FALSE(auction.is_legal(Call::redouble()));  // West, partner of the doubler
}

TEST(Auction, NewBidCancelsDoubles) {
  Auction auction = auction_of(Seat::North, {"1C", "X", "XX"});
  EXPECT_EQ(auction.current_doubling(), Doubling::Redoubled);
  ASSERT_TRUE(auction.make(C("1D")).ok());  // West
  EXPECT_EQ(auction.current_doubling(), Doubling::Undoubled);
  // The new bid is West's: North (opponent) may double it, East may not.
  EXPECT_TRUE(auction.is_legal(Call::double_()));
  EXPECT_FALSE(auction.is_legal(Call::redouble()));
  ASSERT_TRUE(auction.make(C("P")).ok());
  EXPECT_FALSE(auction.is_legal(Call::double_()));
  ASSERT_TRUE(auction.make(C("P")).ok());
  ASSERT_TRUE(auction.make(C("P")).ok());
  auto contract = auction.contract();
  ASSERT_TRUE(contract.has_value());
  EXPECT_EQ(contract->to_string(), "1D");
  EXPECT_EQ(contract->declarer, Seat::West);
}

TEST(Auction, EndsAfterThreePassesFollowingACall) {
  Auction auction = auction_of(Seat::East, {"1NT", "P", "P"});
  EXPECT_FALSE(auction.is_complete());
  ASSERT_TRUE(auction.make(C("P")).ok());
  EXPECT_TRUE(auction.is_complete());
  EXPECT_FALSE(auction.is_passed_out());
  EXPECT_TRUE(auction.legal_calls().empty());
  Status over = auction.check(Call::pass());
  ASSERT_FALSE(over.ok());
  EXPECT_TRUE(contains(over.message(), "over")) << over.message();
}

TEST(Auction, ThreeInitialPassesDoNotEndIt) {
  Auction auction = auction_of(Seat::North, {"P", "P", "P"});
  EXPECT_FALSE(auction.is_complete());
  // The fourth player may still open.
  ASSERT_TRUE(auction.make(C("1C")).ok());
  EXPECT_FALSE(auction.is_complete());
  ASSERT_TRUE(auction.make(C("P")).ok());
  ASSERT_TRUE(auction.make(C("P")).ok());
  EXPECT_FALSE(auction.is_complete());
  ASSERT_TRUE(auction.make(C("P")).ok());
  EXPECT_TRUE(auction.is_complete());
  ASSERT_TRUE(auction.contract().has_value());
  EXPECT_EQ(auction.contract()->declarer, Seat::West);
}

TEST(Auction, DoubleOrRedoubleThenThreePassesEnds) {
  Auction doubled = auction_of(Seat::North, {"3NT", "X", "P", "P"});
  EXPECT_FALSE(doubled.is_complete());
  ASSERT_TRUE(doubled.make(C("P")).ok());
  EXPECT_TRUE(doubled.is_complete());
  ASSERT_TRUE(doubled.contract().has_value());
  EXPECT_EQ(doubled.contract()->to_string(), "3NTX");
  EXPECT_EQ(doubled.contract()->doubling, Doubling::Doubled);

  Auction redoubled = auction_of(Seat::North, {"4S", "X", "XX", "P", "P", "P"});
  EXPECT_TRUE(redoubled.is_complete());
  ASSERT_TRUE(redoubled.contract().has_value());
  EXPECT_EQ(redoubled.contract()->doubling, Doubling::Redoubled);
  EXPECT_EQ(redoubled.contract()->to_string(), "4SXX");
  EXPECT_EQ(redoubled.contract()->declarer, Seat::North);
}

TEST(Auction, PassedOut) {
  Auction auction = auction_of(Seat::West, {"P", "P", "P", "P"});
  EXPECT_TRUE(auction.is_complete());
  EXPECT_TRUE(auction.is_passed_out());
  EXPECT_FALSE(auction.contract().has_value());
  EXPECT_FALSE(auction.is_legal(Call::pass()));
}

TEST(Auction, NoContractBeforeTheEnd) {
  Auction auction = auction_of(Seat::North, {"1C", "P", "P"});
  EXPECT_FALSE(auction.contract().has_value());
  EXPECT_FALSE(auction.is_passed_out());
}

TEST(Auction, DeclarerIsFirstOfTheSideToNameTheStrain) {
  // N 1H, E P, S 2H, W P, N 4H: North named hearts first.
  Auction a = auction_of(Seat::North, {"1H", "P", "2H", "P", "4H", "P", "P", "P"});
  ASSERT_TRUE(a.contract().has_value());
  EXPECT_EQ(a.contract()->declarer, Seat::North);
  EXPECT_EQ(a.contract()->to_string(), "4H");

  // The partner who bid the strain first declares, even if the other bid it last.
  Auction b = auction_of(Seat::North, {"1C", "P", "1S", "P", "2C", "P", "4S", "P", "P", "P"});
  ASSERT_TRUE(b.contract().has_value());
  EXPECT_EQ(b.contract()->declarer, Seat::South);

  // An opponent naming the strain first does not count: E 1S, S 2S (cue),
  // ... N 4S by NS: South named spades first for NS.
  Auction c = auction_of(Seat::East, {"1S", "2S", "P", "3H", "P", "4S", "P", "P", "P"});
  ASSERT_TRUE(c.contract().has_value());
  EXPECT_EQ(c.contract()->declarer, Seat::South);
  EXPECT_EQ(c.contract()->strain, Strain::Spades);

  // West opens 1NT, runs to 2C after North's double; East bids 3NT:
  // West named no trump first, so West declares although East bid it last.
  Auction d = auction_of(Seat::West, {"1NT", "X", "P", "P", "2C", "P", "3NT", "P", "P", "P"});
  ASSERT_TRUE(d.contract().has_value());
  EXPECT_EQ(d.contract()->declarer, Seat::West);
  EXPECT_EQ(d.contract()->doubling, Doubling::Undoubled);
}

TEST(Auction, UndoTakesBackOneCallAtATime) {
  Auction auction = auction_of(Seat::North, {"1C", "X", "P", "P", "P"});
  ASSERT_TRUE(auction.is_complete());
  EXPECT_TRUE(auction.undo());
  EXPECT_FALSE(auction.is_complete());
  EXPECT_EQ(auction.to_call(), Seat::North);  // the fifth call is North's again
  EXPECT_EQ(auction.calls().size(), 4u);
  EXPECT_TRUE(auction.undo());
  EXPECT_TRUE(auction.undo());
  EXPECT_TRUE(auction.undo());
  EXPECT_EQ(auction.current_doubling(), Doubling::Undoubled);
  EXPECT_TRUE(auction.is_legal(Call::double_()));
  EXPECT_TRUE(auction.undo());
  EXPECT_TRUE(auction.calls().empty());
  EXPECT_FALSE(auction.undo());
  EXPECT_EQ(auction.to_call(), Seat::North);
}

TEST(Auction, LegalCallsMatchCheck) {
  Auction auction = auction_of(Seat::North, {"1S", "X"});
  const auto legal = auction.legal_calls();
  std::vector<Call> expected;
  for (int i = 0; i < Call::kCount; ++i)
    if (auction.check(Call::from_index(i)).ok()) expected.push_back(Call::from_index(i));
  EXPECT_EQ(legal, expected);
  // South: Pass, XX, and bids above 1S (1NT .. 7NT = 35 - 4 = 31 bids).
  EXPECT_EQ(legal.size(), 2u + 31u);
  EXPECT_EQ(legal[1], Call::redouble());
}

}  // namespace
}  // namespace tenace
