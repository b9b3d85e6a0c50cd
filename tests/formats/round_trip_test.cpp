// Property: random complete games survive PBN -> JSON -> LIN -> PBN with
// their deal, auction (alerts and explanations), play and result intact.
#include <gtest/gtest.h>

#include "core/auction.h"
#include "core/board.h"
#include "core/bridge_play.h"
#include "core/random_deal.h"
#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"
#include "formats/record_equivalence.h"
#include "formats/sure_tricks.h"

namespace tenace::formats {
namespace {

// A random legal board: passes are likely so that auctions end, some calls
// are alerted and explained, and some plays end in a claim.
GameRecord random_game(Xoshiro256& rng, DealGenerator& dealer, int board) {
  GameRecord g;
  const BoardConditions conditions = board_conditions(board);
  g.set_tag("Event", "Property test");
  g.set_tag("Board", std::to_string(board));
  for (Seat s : kAllSeats) g.set_tag(seat_name(s), "Player " + std::string(1, seat_char(s)) + std::to_string(board));
  g.dealer = conditions.dealer;
  g.vulnerability = conditions.vulnerability;
  g.deal = dealer.next();
  static const char* kWords[] = {"transfer", "5+ spades", "strong; forcing", "11-15 HCP", "asks for aces",
                                 "\"good\" suit", "both minors"};
  Auction auction(*g.dealer);
  RecordedAuction recorded;
  while (!auction.is_complete()) {
    const auto legal = auction.legal_calls();
    const Call call = rng.below(3) != 0 ? Call::pass() : legal[rng.below(legal.size())];
    EXPECT_TRUE(auction.make(call).ok());
    RecordedCall rc;
    rc.call = call;
    if (rng.below(5) == 0) {
      rc.alerted = true;
      if (rng.below(2)) rc.explanation = kWords[rng.below(std::size(kWords))];
    }
    recorded.calls.push_back(rc);
  }
  g.auction = recorded;
  if (auction.is_passed_out()) {
    g.passed_out = true;
    return g;
  }
  g.contract = auction.contract();
  g.declarer = g.contract->declarer;
  BridgePlay play = BridgePlay::start(*g.deal, *g.contract).value();
  RecordedPlay rp;
  rp.opening_leader = play.opening_leader();
  const int stop_after = rng.below(3) == 0 ? static_cast<int>(rng.below(52)) : 52;
  int played = 0;
  while (!play.is_over() && played < stop_after) {
    const Hand legal = play.legal_cards();
    std::vector<Card> cards(legal.begin(), legal.end());
    const Seat seat = play.to_play();
    if (play.tricks().current_trick().is_empty()) {
      rp.tricks.emplace_back();
      rp.tricks.back().leader = seat;
    }
    const Card card = cards[rng.below(cards.size())];
    EXPECT_TRUE(play.play(card).ok());
    rp.tricks.back().by_seat[index(seat)].card = card;
    ++played;
  }
  if (played < 52) {
    // A claim: declarer's tricks so far plus a share of the rest that the
    // trumps left allow (the PBN reader refuses a Result that takes a trick
    // from a player holding the highest trump left, unless marked '^').
    int low = play.declarer_tricks(), high = play.declarer_tricks() + play.tricks_remaining();
    if (const auto trump = trump_suit(g.contract->strain)) {
      std::array<Hand, 4> unplayed;
      for (Seat s : kAllSeats) unplayed[index(s)] = (*g.deal)[s];
      for (const RecordedTrick& t : rp.tricks)
        if (t.played() == 4)
          for (Seat s : kAllSeats) unplayed[index(s)].remove(*t.by_seat[index(s)].card);
      if (const auto sure = top_trump_run(unplayed, *trump)) {
        const int n = static_cast<int>(sure->trumps.size());
        if (side_of(sure->holder) == play.declaring_side()) low += n;
        else high -= n;
      }
    }
    rp.claimed_tricks = low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low) + 1));
    g.result = rp.claimed_tricks;
  } else {
    g.result = play.declarer_tricks();
  }
  g.play = rp;
  return g;
}

void expect_same_game(const GameRecord& a, const GameRecord& b, int board) {
  SCOPED_TRACE("board " + std::to_string(board));
  EXPECT_EQ(a.deal, b.deal);
  EXPECT_EQ(a.dealer, b.dealer);
  EXPECT_EQ(a.vulnerability, b.vulnerability);
  ASSERT_TRUE(b.auction.has_value());
  ASSERT_EQ(a.auction->calls.size(), b.auction->calls.size());
  for (std::size_t i = 0; i < a.auction->calls.size(); ++i) {
    EXPECT_EQ(a.auction->calls[i].call, b.auction->calls[i].call) << "call " << i;
    EXPECT_EQ(a.auction->calls[i].alerted, b.auction->calls[i].alerted) << "call " << i;
    EXPECT_EQ(a.auction->calls[i].explanation, b.auction->calls[i].explanation) << "call " << i;
  }
  EXPECT_EQ(a.passed_out, b.passed_out);
  EXPECT_EQ(a.contract, b.contract);
  EXPECT_EQ(a.result, b.result);
  EXPECT_EQ(a.play.has_value(), b.play.has_value());
  if (a.play && b.play) {
    EXPECT_EQ(a.play->sequence(), b.play->sequence());
  }
  for (Seat s : kAllSeats) EXPECT_EQ(a.player(s), b.player(s));
  EXPECT_EQ(a.board_number(), b.board_number());
}

TEST(RoundTrip, RandomGamesThroughPbnJsonLinPbn) {
  Xoshiro256 rng(20261122);
  DealGenerator dealer(7);
  std::vector<GameRecord> games;
  for (int board = 1; board <= 300; ++board) games.push_back(random_game(rng, dealer, board));

  const ReadResult from_pbn = read_pbn(write_pbn(games));
  ASSERT_FALSE(from_pbn.diagnostics.has_errors()) << from_pbn.diagnostics.format("pbn");
  const ReadResult from_json = read_json(write_json(from_pbn.games));
  ASSERT_FALSE(from_json.diagnostics.has_errors()) << from_json.diagnostics.format("json");
  const ReadResult from_lin = read_lin(write_lin(from_json.games));
  ASSERT_FALSE(from_lin.diagnostics.has_errors()) << from_lin.diagnostics.format("lin");
  const ReadResult back = read_pbn(write_pbn(from_lin.games));
  ASSERT_FALSE(back.diagnostics.has_errors()) << back.diagnostics.format("pbn again");

  ASSERT_EQ(back.games.size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) expect_same_game(games[i], back.games[i], static_cast<int>(i + 1));
}

TEST(RoundTrip, JsonKeepsEverythingPbnHolds) {
  Xoshiro256 rng(99);
  DealGenerator dealer(3);
  std::vector<GameRecord> games;
  for (int board = 1; board <= 50; ++board) games.push_back(random_game(rng, dealer, board));
  const ReadResult pbn = read_pbn(write_pbn(games));
  ASSERT_FALSE(pbn.diagnostics.has_errors());
  const ReadResult json = read_json(write_json(pbn.games));
  ASSERT_FALSE(json.diagnostics.has_errors()) << json.diagnostics.format("json");
  ASSERT_EQ(json.games.size(), pbn.games.size());
  for (std::size_t i = 0; i < pbn.games.size(); ++i)
    EXPECT_TRUE(testing::equivalent(json.games[i], pbn.games[i])) << "board " << i + 1;
}

}  // namespace
}  // namespace tenace::formats
