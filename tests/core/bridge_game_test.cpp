// One board from deal to result: board conditions, phases, whose turn, the
// hand-over from auction to play, undo across that boundary, and the result.
#include "core/bridge_game.h"

#include <gtest/gtest.h>

#include <string>

namespace tenace {
namespace {

Card K(const char* text) {
  auto card = Card::parse(text);
  EXPECT_TRUE(card.has_value()) << text;
  return card.value_or(Card());
}

Call C(const char* text) {
  auto call = Call::parse(text);
  EXPECT_TRUE(call.has_value()) << text;
  return call.value_or(Call::pass());
}

// N QJ6.K652.J85.T98  E 873.J97.AT764.Q4  S K5.T83.KQ9.A7652  W AT942.AQ4.32.KJ3
Deal sample_deal() {
  auto deal = Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3");
  EXPECT_TRUE(deal.ok());
  return *deal;
}

BridgeGame board(int number) {
  auto game = BridgeGame::for_board(sample_deal(), number);
  EXPECT_TRUE(game.ok()) << game.error().message;
  return std::move(game).value();
}

void bid(BridgeGame& game, std::initializer_list<const char*> calls) {
  for (const char* c : calls) {
    Status status = game.call(C(c));
    ASSERT_TRUE(status.ok()) << c << ": " << status.message();
  }
}

TEST(BridgeGame, BoardNumberFixesDealerAndVulnerability) {
  // Board 4: West deals, both vulnerable; board 6: East, E-W; board 16: West, E-W.
  EXPECT_EQ(board(4).dealer(), Seat::West);
  EXPECT_EQ(board(4).vulnerability(), Vulnerability::Both);
  EXPECT_EQ(board(6).dealer(), Seat::East);
  EXPECT_EQ(board(6).vulnerability(), Vulnerability::EastWest);
  EXPECT_EQ(board(16).vulnerability(), Vulnerability::EastWest);
  EXPECT_EQ(board(16).board_number(), 16);
  EXPECT_EQ(board(17).dealer(), Seat::North);
  EXPECT_EQ(board(17).vulnerability(), Vulnerability::None);
}

TEST(BridgeGame, RefusesIncompleteDealsAndBadNumbers) {
  Deal partial = sample_deal();
  partial[Seat::North].remove(K("SQ"));
  auto game = BridgeGame::for_board(partial, 1);
  ASSERT_FALSE(game.ok());
  EXPECT_NE(game.error().message.find("complete bridge deal"), std::string::npos);
  EXPECT_FALSE(BridgeGame::for_board(sample_deal(), 0).ok());
  EXPECT_FALSE(BridgeGame::create(sample_deal(), Seat::North, Vulnerability::None, -3).ok());
  auto rubber = BridgeGame::create(sample_deal(), Seat::South, Vulnerability::NorthSouth);
  ASSERT_TRUE(rubber.ok());
  EXPECT_EQ(rubber->board_number(), 0);
  EXPECT_EQ(rubber->dealer(), Seat::South);
}

TEST(BridgeGame, AuctionThenPlayThenResult) {
  BridgeGame game = board(4);  // West deals, all vulnerable
  EXPECT_EQ(game.phase(), GamePhase::Auction);
  EXPECT_EQ(game.position_to_act(), Seat::West);
  EXPECT_EQ(game.player_to_act(), Seat::West);
  EXPECT_FALSE(game.play().has_value());
  Status early = game.play_card(K("D5"));
  ASSERT_FALSE(early.ok());
  EXPECT_NE(early.message().find("auction is not over"), std::string::npos) << early.message();
  EXPECT_FALSE(game.claim(Seat::West, 3).ok());
  // Out of turn.
  Status out_of_turn = game.call(Seat::North, C("1C"));
  ASSERT_FALSE(out_of_turn.ok());
  EXPECT_EQ(out_of_turn.message(), "North may not call now: it is West's turn");
  // Illegal calls come back with the auction's reason.
  bid(game, {"1S", "P"});
  Status insufficient = game.call(C("1H"));
  ASSERT_FALSE(insufficient.ok());
  EXPECT_NE(insufficient.message().find("insufficient"), std::string::npos);
  ASSERT_TRUE(game.call(Seat::East, C("3S")).ok());
  bid(game, {"P", "4S", "P", "P"});
  EXPECT_EQ(game.phase(), GamePhase::Auction);
  bid(game, {"P"});
  // Contract 4S by West; North leads; East is dummy, played by West.
  EXPECT_EQ(game.phase(), GamePhase::Play);
  ASSERT_TRUE(game.contract().has_value());
  EXPECT_EQ(game.contract()->to_string(), "4S");
  EXPECT_EQ(game.contract()->declarer, Seat::West);
  ASSERT_TRUE(game.play().has_value());
  EXPECT_EQ(game.position_to_act(), Seat::North);
  EXPECT_FALSE(game.call(C("P")).ok());
  EXPECT_FALSE(game.declarer_tricks().has_value());
  EXPECT_FALSE(game.ns_score().has_value());
  ASSERT_TRUE(game.play_card(Seat::North, K("D5")).ok());
  EXPECT_EQ(game.position_to_act(), Seat::East);
  EXPECT_EQ(game.player_to_act(), Seat::West);
  EXPECT_FALSE(game.play_card(Seat::East, K("D4")).ok());
  ASSERT_TRUE(game.play_card(Seat::West, K("D4")).ok());
  // Declarer claims ten; both defenders accept.
  ASSERT_TRUE(game.claim(Seat::West, 10).ok());
  EXPECT_FALSE(game.position_to_act().has_value());
  EXPECT_FALSE(game.player_to_act().has_value());
  EXPECT_FALSE(game.undo());  // frozen
  ASSERT_TRUE(game.accept_claim(Seat::North).ok());
  ASSERT_TRUE(game.accept_claim(Seat::South).ok());
  EXPECT_EQ(game.phase(), GamePhase::Finished);
  EXPECT_EQ(game.declarer_tricks(), 10);
  // 4S vulnerable made exactly: 120 + 500 game bonus = 620 for East-West.
  EXPECT_EQ(game.ns_score(), -620);
  Status after = game.play_card(K("DQ"));
  ASSERT_FALSE(after.ok());
  EXPECT_NE(after.message().find("play is over"), std::string::npos);
}

TEST(BridgeGame, PassedOutFinishesAtOnce) {
  BridgeGame game = board(1);
  bid(game, {"P", "P", "P"});
  EXPECT_EQ(game.phase(), GamePhase::Auction);
  bid(game, {"P"});
  EXPECT_EQ(game.phase(), GamePhase::Finished);
  EXPECT_TRUE(game.is_passed_out());
  EXPECT_FALSE(game.play().has_value());
  EXPECT_FALSE(game.contract().has_value());
  EXPECT_FALSE(game.declarer_tricks().has_value());
  EXPECT_EQ(game.ns_score(), 0);
  EXPECT_FALSE(game.position_to_act().has_value());
  Status card = game.play_card(K("D5"));
  ASSERT_FALSE(card.ok());
  EXPECT_NE(card.message().find("passed out"), std::string::npos);
  // Undo the fourth pass: bidding again.
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.phase(), GamePhase::Auction);
  EXPECT_EQ(game.position_to_act(), Seat::West);
  ASSERT_TRUE(game.call(C("1NT")).ok());
}

TEST(BridgeGame, UndoGoesBackFromPlayIntoTheAuction) {
  BridgeGame game = board(1);  // North deals
  bid(game, {"1NT", "P", "3NT", "P", "P"});
  const BridgeGame before_last_pass = game;
  bid(game, {"P"});
  ASSERT_EQ(game.phase(), GamePhase::Play);
  const BridgeGame before_lead = game;
  ASSERT_TRUE(game.play_card(K("HJ")).ok());  // East leads against North's 3NT
  EXPECT_TRUE(game.play()->is_dummy_exposed());
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game, before_lead);
  EXPECT_FALSE(game.play()->is_dummy_exposed());
  // With no card played, undo takes back the final pass.
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.phase(), GamePhase::Auction);
  EXPECT_FALSE(game.play().has_value());
  EXPECT_EQ(game, before_last_pass);
  EXPECT_EQ(game.position_to_act(), Seat::East);
  // A different ending of the auction then makes a different contract.
  bid(game, {"X", "P", "P", "P"});
  ASSERT_TRUE(game.contract().has_value());
  EXPECT_EQ(game.contract()->to_string(), "3NTX");
  EXPECT_EQ(game.play()->contract().doubling, Doubling::Doubled);
}

TEST(BridgeGame, FullPlayScoresTheTricksTaken) {
  BridgeGame game = board(3);  // South deals, E-W vulnerable
  bid(game, {"1C", "P", "1H", "P", "1NT", "P", "P", "P"});
  ASSERT_EQ(game.phase(), GamePhase::Play);
  EXPECT_EQ(game.contract()->declarer, Seat::South);
  while (game.phase() == GamePhase::Play) {
    const Card card = *game.play()->legal_cards().begin();
    ASSERT_TRUE(game.play_card(*game.player_to_act(), card).ok());
  }
  ASSERT_TRUE(game.declarer_tricks().has_value());
  const int tricks = *game.declarer_tricks();
  EXPECT_EQ(tricks, game.play()->tricks().tricks_won(Side::NorthSouth));
  // 1NT non-vulnerable by North-South: made = 40 + 30 per overtrick + 50;
  // down = 50 per undertrick.
  const int expected = tricks >= 7 ? 90 + 30 * (tricks - 7) : -50 * (7 - tricks);
  EXPECT_EQ(game.ns_score(), expected);
}

}  // namespace
}  // namespace tenace
