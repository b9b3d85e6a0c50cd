// The play of a bridge contract (RULES.md §1.3): opening lead, dummy and who
// controls it, following suit, the winner leading, 13 tricks, claims and
// concessions, and taking cards back.
#include "core/bridge_play.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace tenace {
namespace {

Card K(const char* text) {
  auto card = Card::parse(text);
  EXPECT_TRUE(card.has_value()) << text;
  return card.value_or(Card());
}

Hand H(const std::string& text) {
  Hand hand;
  std::istringstream in(text);
  std::string word;
  while (in >> word) hand.add(K(word.c_str()));
  return hand;
}

// N QJ6.K652.J85.T98  E 873.J97.AT764.Q4  S K5.T83.KQ9.A7652  W AT942.AQ4.32.KJ3
Deal sample_deal() {
  auto deal = Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3");
  EXPECT_TRUE(deal.ok());
  return *deal;
}

BridgePlay start(const Deal& deal, const char* contract, Seat declarer) {
  auto c = parse_contract(contract, declarer);
  EXPECT_TRUE(c.ok());
  auto play = BridgePlay::start(deal, *c);
  EXPECT_TRUE(play.ok()) << play.error().message;
  return std::move(play).value();
}

TEST(BridgePlay, OpeningLeadIsDeclarersLeftHandOpponent) {
  for (Seat declarer : kAllSeats) {
    BridgePlay play = start(sample_deal(), "3NT", declarer);
    EXPECT_EQ(play.to_play(), next(declarer));
    EXPECT_EQ(play.opening_leader(), next(declarer));
    EXPECT_EQ(play.dummy(), partner(declarer));
    EXPECT_EQ(play.player_to_act(), next(declarer));
    EXPECT_FALSE(play.is_dummy_exposed());
    EXPECT_EQ(play.total_tricks(), 13);
    EXPECT_EQ(play.tricks_remaining(), 13);
  }
}

TEST(BridgePlay, DummyExposedAfterTheOpeningLeadAndPlayedByDeclarer) {
  // 4S by West: North leads, East is dummy.
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  EXPECT_EQ(play.controller(Seat::East), Seat::West);
  EXPECT_EQ(play.controller(Seat::West), Seat::West);
  EXPECT_EQ(play.controller(Seat::North), Seat::North);
  EXPECT_EQ(play.controller(Seat::South), Seat::South);
  EXPECT_FALSE(play.is_dummy_exposed());
  ASSERT_TRUE(play.play(Seat::North, K("HK")).ok());
  EXPECT_TRUE(play.is_dummy_exposed());
  // Dummy's turn: declarer acts for it; dummy itself may not.
  EXPECT_EQ(play.to_play(), Seat::East);
  EXPECT_EQ(play.player_to_act(), Seat::West);
  Status by_dummy = play.play(Seat::East, K("H7"));
  ASSERT_FALSE(by_dummy.ok());
  EXPECT_NE(by_dummy.message().find("dummy"), std::string::npos) << by_dummy.message();
  Status by_defender = play.play(Seat::South, K("H7"));
  EXPECT_FALSE(by_defender.ok());
  ASSERT_TRUE(play.play(Seat::West, K("H7")).ok());
  EXPECT_EQ(play.player_to_act(), Seat::South);
  // Taking back the opening lead hides dummy again.
  ASSERT_TRUE(play.undo());
  ASSERT_TRUE(play.undo());
  EXPECT_FALSE(play.is_dummy_exposed());
}

TEST(BridgePlay, FollowSuitAndTrumpsOfTheContract) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  ASSERT_TRUE(play.play(K("D5")).ok());  // North leads a diamond
  // East (dummy) holds AT764 of diamonds and must follow.
  EXPECT_EQ(play.legal_cards(), H("DA DT D7 D6 D4"));
  Status revoke = play.play(K("S8"));
  ASSERT_FALSE(revoke.ok());
  EXPECT_NE(revoke.message().find("must follow suit"), std::string::npos);
  ASSERT_TRUE(play.play(K("D4")).ok());
  ASSERT_TRUE(play.play(K("DQ")).ok());
  ASSERT_TRUE(play.play(K("D3")).ok());
  // South's queen wins; South leads.
  EXPECT_EQ(play.to_play(), Seat::South);
  EXPECT_EQ(play.tricks().tricks_won(Seat::South), 1);
  EXPECT_EQ(play.declarer_tricks(), 0);
  EXPECT_EQ(play.defender_tricks(), 1);
  // South leads the CA; West has KJ3 and follows; clubs are not trumps.
  ASSERT_TRUE(play.play(K("CA")).ok());
  ASSERT_TRUE(play.play(K("C3")).ok());
  ASSERT_TRUE(play.play(K("C8")).ok());
  // East (dummy) holds CQ4.
  ASSERT_TRUE(play.play(K("C4")).ok());
  EXPECT_EQ(play.to_play(), Seat::South);
  // South leads a diamond again; West plays the last one.
  ASSERT_TRUE(play.play(K("DK")).ok());
  ASSERT_TRUE(play.play(K("D2")).ok());
  ASSERT_TRUE(play.play(K("D8")).ok());
  ASSERT_TRUE(play.play(K("DA")).ok());  // dummy's ace wins
  // Dummy won: the lead is from dummy, made by declarer.
  EXPECT_EQ(play.to_play(), Seat::East);
  EXPECT_EQ(play.player_to_act(), Seat::West);
  ASSERT_TRUE(play.play(K("D6")).ok());
  ASSERT_TRUE(play.play(K("D9")).ok());  // South follows
  // West is now void in diamonds and ruffs with the S2.
  EXPECT_EQ(play.legal_cards(), play.tricks().remaining(Seat::West));
  ASSERT_TRUE(play.play(K("S2")).ok());
  ASSERT_TRUE(play.play(K("DJ")).ok());
  EXPECT_EQ(play.to_play(), Seat::West);
  EXPECT_EQ(play.declarer_tricks(), 2);
  EXPECT_EQ(play.defender_tricks(), 2);
}

TEST(BridgePlay, ThirteenTricksThenOver) {
  BridgePlay play = start(sample_deal(), "2NT", Seat::South);
  int cards = 0;
  while (!play.is_over()) {
    const Hand legal = play.legal_cards();
    ASSERT_FALSE(legal.empty());
    // The lowest-id legal card: a deterministic, legal line.
    ASSERT_TRUE(play.play(*legal.begin()).ok());
    ++cards;
  }
  EXPECT_EQ(cards, 52);
  EXPECT_EQ(play.tricks().completed_tricks().size(), 13u);
  EXPECT_EQ(play.tricks_remaining(), 0);
  EXPECT_EQ(play.declarer_tricks() + play.defender_tricks(), 13);
  EXPECT_EQ(play.declarer_tricks(), play.tricks().tricks_won(Side::NorthSouth));
  EXPECT_FALSE(play.player_to_act().has_value());
  EXPECT_FALSE(play.check(K("SA")).ok());
  EXPECT_FALSE(play.claim(Seat::South, 0).ok());
}

TEST(BridgePlay, DeclarerClaimNeedsBothDefenders) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  ASSERT_TRUE(play.claim(Seat::West, 10).ok());
  ASSERT_TRUE(play.pending_claim().has_value());
  EXPECT_EQ(play.pending_claim()->remaining, 13);
  EXPECT_EQ(play.claim_acceptors(), (std::vector<Seat>{Seat::North, Seat::South}));
  // Frozen while pending.
  EXPECT_FALSE(play.player_to_act().has_value());
  EXPECT_TRUE(play.legal_cards().empty());
  Status frozen = play.play(K("D5"));
  ASSERT_FALSE(frozen.ok());
  EXPECT_NE(frozen.message().find("claim is pending"), std::string::npos);
  EXPECT_FALSE(play.undo());
  EXPECT_FALSE(play.claim(Seat::North, 3).ok());  // one claim at a time
  // Dummy and the claimer's side do not accept.
  EXPECT_FALSE(play.accept_claim(Seat::East).ok());
  EXPECT_FALSE(play.accept_claim(Seat::West).ok());
  ASSERT_TRUE(play.accept_claim(Seat::North).ok());
  EXPECT_FALSE(play.accept_claim(Seat::North).ok());  // twice
  EXPECT_FALSE(play.is_over());
  ASSERT_TRUE(play.accept_claim(Seat::South).ok());
  EXPECT_TRUE(play.is_over());
  EXPECT_FALSE(play.pending_claim().has_value());
  ASSERT_TRUE(play.accepted_claim().has_value());
  EXPECT_EQ(play.declarer_tricks(), 10);
  EXPECT_EQ(play.defender_tricks(), 3);
  // Undo cancels the accepted claim and play resumes at the opening lead.
  ASSERT_TRUE(play.undo());
  EXPECT_FALSE(play.is_over());
  EXPECT_EQ(play.player_to_act(), Seat::North);
  EXPECT_EQ(play.declarer_tricks(), 0);
}

TEST(BridgePlay, DefenderClaimNeedsDeclarerOnly) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  ASSERT_TRUE(play.play(K("D5")).ok());
  ASSERT_TRUE(play.play(K("D4")).ok());
  ASSERT_TRUE(play.play(K("DQ")).ok());
  ASSERT_TRUE(play.play(K("D3")).ok());  // South wins trick 1
  ASSERT_TRUE(play.play(K("CA")).ok());  // trick 2 under way
  ASSERT_TRUE(play.claim(Seat::South, 4).ok());
  EXPECT_EQ(play.pending_claim()->remaining, 12);  // the open trick counts
  EXPECT_EQ(play.claim_acceptors(), (std::vector<Seat>{Seat::West}));
  ASSERT_TRUE(play.accept_claim(Seat::West).ok());
  EXPECT_TRUE(play.is_over());
  // Defenders: 1 won + 4 claimed; declarer: the other 8.
  EXPECT_EQ(play.defender_tricks(), 5);
  EXPECT_EQ(play.declarer_tricks(), 8);
}

TEST(BridgePlay, RejectionCancelsTheClaim) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  ASSERT_TRUE(play.claim(Seat::West, 13).ok());
  ASSERT_TRUE(play.accept_claim(Seat::North).ok());
  ASSERT_TRUE(play.reject_claim(Seat::South).ok());
  EXPECT_FALSE(play.pending_claim().has_value());
  EXPECT_FALSE(play.accepted_claim().has_value());
  EXPECT_FALSE(play.is_over());
  EXPECT_EQ(play.player_to_act(), Seat::North);
  ASSERT_TRUE(play.play(K("D5")).ok());
  // Nothing left to reject or accept.
  EXPECT_FALSE(play.reject_claim(Seat::South).ok());
  EXPECT_FALSE(play.accept_claim(Seat::South).ok());
  // Declarer may not reject a declarer claim (own side).
  ASSERT_TRUE(play.claim(Seat::West, 9).ok());
  Status own = play.reject_claim(Seat::West);
  ASSERT_FALSE(own.ok());
  EXPECT_NE(own.message().find("claiming side"), std::string::npos) << own.message();
}

TEST(BridgePlay, DummyNeverClaims) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  Status status = play.claim(Seat::East, 10);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.message(), "dummy may not claim");
  EXPECT_FALSE(play.pending_claim().has_value());
}

TEST(BridgePlay, ClaimSizeIsChecked) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  EXPECT_FALSE(play.claim(Seat::West, 14).ok());
  EXPECT_FALSE(play.claim(Seat::West, -1).ok());
  EXPECT_FALSE(play.concede(Seat::West, 14).ok());
  EXPECT_FALSE(play.pending_claim().has_value());
}

TEST(BridgePlay, ConcessionsAndWithdrawal) {
  BridgePlay play = start(sample_deal(), "4S", Seat::West);
  // Declarer concedes two tricks: claims the other 11.
  ASSERT_TRUE(play.concede(Seat::West, 2).ok());
  EXPECT_EQ(play.pending_claim()->tricks, 11);
  // Only the claimer may withdraw.
  EXPECT_FALSE(play.withdraw_claim(Seat::North).ok());
  ASSERT_TRUE(play.withdraw_claim(Seat::West).ok());
  EXPECT_FALSE(play.pending_claim().has_value());
  // A defender concedes everything: claim 0.
  ASSERT_TRUE(play.claim(Seat::North, 0).ok());
  ASSERT_TRUE(play.accept_claim(Seat::West).ok());
  EXPECT_TRUE(play.is_over());
  EXPECT_EQ(play.declarer_tricks(), 13);
  EXPECT_EQ(play.defender_tricks(), 0);
}

TEST(BridgePlay, StartRefusesBadDeals) {
  Contract contract{4, Strain::Spades, Doubling::Undoubled, Seat::West};
  Deal uneven = sample_deal();
  uneven[Seat::North].remove(K("SQ"));
  auto a = BridgePlay::start(uneven, contract);
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.error().message.find("differ in size"), std::string::npos) << a.error().message;
  Deal joker = sample_deal();
  joker[Seat::South].add(Card::big_joker());
  EXPECT_FALSE(BridgePlay::start(joker, contract).ok());
  EXPECT_FALSE(BridgePlay::start(Deal(), contract).ok());
  contract.level = 8;
  EXPECT_FALSE(BridgePlay::start(sample_deal(), contract).ok());
}

TEST(BridgePlay, EndingsPlayFewerTricks) {
  Deal deal;
  deal[Seat::North] = H("SA H2");
  deal[Seat::East] = H("SK H3");
  deal[Seat::South] = H("S2 HA");
  deal[Seat::West] = H("S3 H4");
  BridgePlay play = start(deal, "1H", Seat::South);
  EXPECT_EQ(play.total_tricks(), 2);
  EXPECT_EQ(play.to_play(), Seat::West);
  for (const char* c : {"S3", "SA", "SK", "S2", "H2", "H3", "HA", "H4"}) ASSERT_TRUE(play.play(K(c)).ok()) << c;
  EXPECT_TRUE(play.is_over());
  EXPECT_EQ(play.declarer_tricks(), 2);
}

TEST(BridgePlay, UndoRestoresEveryEarlierState) {
  BridgePlay play = start(sample_deal(), "3NT", Seat::North);
  std::vector<BridgePlay> states{play};
  while (!play.is_over()) {
    ASSERT_TRUE(play.play(*play.legal_cards().begin()).ok());
    states.push_back(play);
  }
  states.pop_back();
  while (!states.empty()) {
    ASSERT_TRUE(play.undo());
    EXPECT_EQ(play, states.back());
    states.pop_back();
  }
  EXPECT_FALSE(play.undo());
}

}  // namespace
}  // namespace tenace
