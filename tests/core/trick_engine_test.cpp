// The one trick-taking engine (TrickRules, Trick, TrickPlay) shared by
// contract bridge and the whist variants: following suit, trumps, no trump,
// the low-wins orders, jokers, taking cards back, and recorded reneges.
#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>
#include <string>

#include "core/trick.h"
#include "core/trick_play.h"
#include "core/trick_rules.h"

namespace tenace {
namespace {

Card K(const char* text) {
  auto card = Card::parse(text);
  EXPECT_TRUE(card.has_value()) << text;
  return card.value_or(Card());
}

// "SA HK LJ" -> a hand.
Hand H(const std::string& text) {
  Hand hand;
  std::istringstream in(text);
  std::string word;
  while (in >> word) hand.add(K(word.c_str()));
  return hand;
}

// A trick led by `leader` with the given cards in playing order.
Trick T(Seat leader, std::initializer_list<const char*> cards) {
  Trick trick;
  trick.leader = leader;
  for (const char* c : cards) trick.cards[trick.count++] = K(c);
  return trick;
}

const TrickRules kNoTrump{std::nullopt, RankOrder::HighWins};
const TrickRules kSpades{Suit::Spades, RankOrder::HighWins};

TEST(TrickEngine, HighestOfTheLedSuitWinsAtNoTrump) {
  // West leads H5; North plays the HQ; East discards the SA; South HK.
  Trick trick = T(Seat::West, {"H5", "HQ", "SA", "HK"});
  EXPECT_EQ(trick.winner(kNoTrump), Seat::South);
  EXPECT_EQ(trick.led_suit(kNoTrump), Suit::Hearts);
  // An off-suit ace never wins at no trump.
  EXPECT_EQ(T(Seat::North, {"C2", "DA", "HA", "SA"}).winner(kNoTrump), Seat::North);
}

TEST(TrickEngine, WinnerSoFarDuringATrick) {
  Trick trick = T(Seat::East, {});
  EXPECT_EQ(trick.winner(kSpades), Seat::East);  // leader while empty
  trick = T(Seat::East, {"D7"});
  EXPECT_EQ(trick.winner(kSpades), Seat::East);
  trick = T(Seat::East, {"D7", "D9"});
  EXPECT_EQ(trick.winner(kSpades), Seat::South);
  trick = T(Seat::East, {"D7", "D9", "S2"});
  EXPECT_EQ(trick.winner(kSpades), Seat::West);
  EXPECT_EQ(trick.to_play(), Seat::North);
  EXPECT_EQ(trick.card_of(Seat::West), K("S2"));
  EXPECT_FALSE(trick.card_of(Seat::North).has_value());
}

TEST(TrickEngine, TrumpBeatsTheLedSuit) {
  // The S2 ruffs the led ace; the highest trump wins among several.
  EXPECT_EQ(T(Seat::North, {"HA", "S2", "HK", "H3"}).winner(kSpades), Seat::East);
  EXPECT_EQ(T(Seat::North, {"HA", "S2", "S9", "S3"}).winner(kSpades), Seat::South);
  // A trump lead: highest trump.
  EXPECT_EQ(T(Seat::West, {"S4", "SQ", "HA", "SJ"}).winner(kSpades), Seat::North);
  // Hearts trump: the same trick goes to the heart ace.
  const TrickRules hearts{Suit::Hearts, RankOrder::HighWins};
  EXPECT_EQ(T(Seat::North, {"HA", "S2", "S9", "S3"}).winner(hearts), Seat::North);
}

TEST(TrickEngine, FollowSuitWhenAble) {
  const Trick trick = T(Seat::North, {"D5"});
  EXPECT_EQ(legal_cards(H("D2 DK S3 HA"), trick, kSpades), H("D2 DK"));
  // Void in the led suit: anything, trumps included.
  EXPECT_EQ(legal_cards(H("S3 HA C4"), trick, kSpades), H("S3 HA C4"));
  // Leading: anything.
  EXPECT_EQ(legal_cards(H("D2 S3 HA"), T(Seat::East, {}), kSpades), H("D2 S3 HA"));
}

TEST(TrickEngine, LowWinsAceHighIsA2To_K) {
  const TrickRules downtown{std::nullopt, RankOrder::LowWinsAceHigh};
  // Ace strongest, then 2, 3, ..., king weakest.
  EXPECT_GT(downtown.strength(K("HA")), downtown.strength(K("H2")));
  EXPECT_GT(downtown.strength(K("H2")), downtown.strength(K("H3")));
  EXPECT_GT(downtown.strength(K("HQ")), downtown.strength(K("HK")));
  EXPECT_EQ(T(Seat::North, {"H3", "H2", "HK", "H4"}).winner(downtown), Seat::East);
  EXPECT_EQ(T(Seat::North, {"H3", "H2", "HA", "H4"}).winner(downtown), Seat::South);
  EXPECT_EQ(T(Seat::North, {"HK", "HQ", "HJ", "CA"}).winner(downtown), Seat::South);
}

TEST(TrickEngine, LowWinsAceLowIs2ToA) {
  const TrickRules ace_low{std::nullopt, RankOrder::LowWinsAceLow};
  EXPECT_GT(ace_low.strength(K("H2")), ace_low.strength(K("H3")));
  EXPECT_GT(ace_low.strength(K("HK")), ace_low.strength(K("HA")));
  EXPECT_EQ(T(Seat::North, {"H3", "H2", "HK", "H4"}).winner(ace_low), Seat::East);
  EXPECT_EQ(T(Seat::North, {"HA", "HK", "HQ", "SA"}).winner(ace_low), Seat::South);
}

TEST(TrickEngine, LowWinsWithATrumpSuit) {
  const TrickRules downtown_spades{Suit::Spades, RankOrder::LowWinsAceLow};
  // Any trump still beats the led suit; among trumps the lowest wins.
  EXPECT_EQ(T(Seat::North, {"H2", "SK", "H3", "SQ"}).winner(downtown_spades), Seat::West);
  EXPECT_EQ(T(Seat::North, {"H2", "H5", "SA", "H3"}).winner(downtown_spades), Seat::South);
}

TEST(TrickEngine, JokersAreTheTopTrumpsBigAboveLittle) {
  for (RankOrder order : {RankOrder::HighWins, RankOrder::LowWinsAceHigh, RankOrder::LowWinsAceLow}) {
    const TrickRules rules{Suit::Hearts, order};
    EXPECT_EQ(rules.effective_suit(Card::big_joker()), Suit::Hearts);
    EXPECT_EQ(rules.effective_suit(Card::little_joker()), Suit::Hearts);
    EXPECT_GT(rules.strength(Card::big_joker()), rules.strength(Card::little_joker()));
    for (Rank r : {Rank::Two, Rank::King, Rank::Ace})
      EXPECT_GT(rules.strength(Card::little_joker()), rules.strength(Card(Suit::Hearts, r)));
    // The little joker ruffs a plain-suit lead and beats the trump ace.
    EXPECT_EQ(T(Seat::North, {"CA", "HA", "LJ", "H2"}).winner(rules), Seat::South);
    EXPECT_EQ(T(Seat::North, {"CA", "BJ", "LJ", "HA"}).winner(rules), Seat::East);
    EXPECT_EQ(T(Seat::North, {"LJ", "H2", "BJ", "HA"}).winner(rules), Seat::South);
  }
}

TEST(TrickEngine, AJokerLedCallsForTrumps) {
  const TrickRules rules{Suit::Hearts, RankOrder::HighWins};
  const Trick led = T(Seat::North, {"BJ"});
  EXPECT_EQ(led.led_suit(rules), Suit::Hearts);
  EXPECT_EQ(legal_cards(H("H3 C4 LJ"), led, rules), H("H3 LJ"));
  // A trump lead may be followed by a joker; a plain lead may not, if the
  // player holds the led suit.
  EXPECT_EQ(legal_cards(H("LJ C4"), T(Seat::North, {"H9"}), rules), H("LJ"));
  EXPECT_EQ(legal_cards(H("LJ C4"), T(Seat::North, {"C9"}), rules), H("C4"));
  EXPECT_EQ(legal_cards(H("LJ D4"), T(Seat::North, {"C9"}), rules), H("LJ D4"));
}

TEST(TrickEngine, JokersAreWorthlessAtNoTrump) {
  EXPECT_FALSE(kNoTrump.effective_suit(Card::big_joker()).has_value());
  EXPECT_EQ(kNoTrump.strength(Card::big_joker()), 0);
  EXPECT_LT(kNoTrump.strength(Card::big_joker()), kNoTrump.strength(K("C2")));
  // Never wins, even against a deuce of the led suit.
  EXPECT_EQ(T(Seat::North, {"C2", "BJ", "LJ", "DA"}).winner(kNoTrump), Seat::North);
  // Led, it sets no suit: the next suited card does, and wins here.
  const Trick joker_led = T(Seat::North, {"BJ", "D3"});
  EXPECT_EQ(joker_led.led_suit(kNoTrump), Suit::Diamonds);
  EXPECT_EQ(T(Seat::North, {"BJ", "D3", "D9", "SA"}).winner(kNoTrump), Seat::South);
  EXPECT_EQ(legal_cards(H("D4 S5 LJ"), joker_led, kNoTrump), H("D4"));
  // After a lone joker lead anything may follow.
  EXPECT_EQ(legal_cards(H("D4 S5 LJ"), T(Seat::North, {"BJ"}), kNoTrump), H("D4 S5 LJ"));
  // A holder of the led suit may not discard a joker.
  EXPECT_EQ(legal_cards(H("C5 LJ"), T(Seat::North, {"C9"}), kNoTrump), H("C5"));
}

// A three-card ending: N SA S5 H2, E SK H3 D2, S S2 HA D3, W S3 H4 D4.
Deal ending() {
  Deal deal;
  deal[Seat::North] = H("SA S5 H2");
  deal[Seat::East] = H("SK H3 D2");
  deal[Seat::South] = H("S2 HA D3");
  deal[Seat::West] = H("S3 H4 D4");
  return deal;
}

TEST(TrickPlay, TurnsWinnersAndTheEnd) {
  TrickPlay play(ending(), kNoTrump, Seat::North);
  EXPECT_EQ(play.to_play(), Seat::North);
  EXPECT_FALSE(play.is_over());
  ASSERT_TRUE(play.play(K("H2")).ok());
  EXPECT_EQ(play.to_play(), Seat::East);
  ASSERT_TRUE(play.play(K("H3")).ok());
  ASSERT_TRUE(play.play(K("HA")).ok());
  ASSERT_TRUE(play.play(K("H4")).ok());
  // South won with the ace and leads next.
  ASSERT_EQ(play.completed_tricks().size(), 1u);
  EXPECT_EQ(play.to_play(), Seat::South);
  EXPECT_EQ(play.tricks_won(Seat::South), 1);
  EXPECT_EQ(play.tricks_won(Side::NorthSouth), 1);
  EXPECT_EQ(play.tricks_won(Side::EastWest), 0);
  ASSERT_TRUE(play.play(K("D3")).ok());
  ASSERT_TRUE(play.play(K("D4")).ok());  // West wins with the D4
  ASSERT_TRUE(play.play(K("S5")).ok());  // North discards
  ASSERT_TRUE(play.play(K("D2")).ok());
  EXPECT_EQ(play.to_play(), Seat::West);
  EXPECT_EQ(play.tricks_won(Seat::West), 1);
  ASSERT_TRUE(play.play(K("S3")).ok());
  ASSERT_TRUE(play.play(K("SA")).ok());
  ASSERT_TRUE(play.play(K("SK")).ok());
  ASSERT_TRUE(play.play(K("S2")).ok());
  EXPECT_TRUE(play.is_over());
  EXPECT_EQ(play.tricks_won(Side::NorthSouth), 2);
  EXPECT_EQ(play.tricks_won(Side::EastWest), 1);
  EXPECT_TRUE(play.legal_cards().empty());
  for (Seat s : kAllSeats) EXPECT_TRUE(play.remaining(s).empty());
  Status over = play.check(K("S2"));
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.message().find("over"), std::string::npos);
  EXPECT_EQ(play.history().size(), 12u);
}

TEST(TrickPlay, RefusesCardsNotHeldOrNotFollowing) {
  TrickPlay play(ending(), kSpades, Seat::North);
  Status not_held = play.play(K("HA"));  // South's card, North to play
  ASSERT_FALSE(not_held.ok());
  EXPECT_EQ(not_held.message(), "North does not hold HA");
  ASSERT_TRUE(play.play(K("H2")).ok());
  Status revoke = play.play(K("SK"));  // East holds H3
  ASSERT_FALSE(revoke.ok());
  EXPECT_EQ(revoke.message(), "East must follow suit (H) and may not play SK");
  EXPECT_EQ(play.to_play(), Seat::East);
  EXPECT_EQ(play.legal_cards(), H("H3"));
  EXPECT_EQ(play.history().size(), 1u);
}

TEST(TrickPlay, UndoCrossesTrickBoundaries) {
  TrickPlay play(ending(), kSpades, Seat::North);
  const TrickPlay start = play;
  std::vector<TrickPlay> states{play};
  for (const char* c : {"H2", "H3", "HA", "H4", "D3", "D4", "S5"}) {
    ASSERT_TRUE(play.play(K(c)).ok()) << c;
    states.push_back(play);
  }
  // Trick 2: D3 (S), D4 (W), S5 (N ruffs); East to play.
  EXPECT_EQ(play.to_play(), Seat::East);
  ASSERT_TRUE(play.play(K("D2")).ok());
  EXPECT_EQ(play.tricks_won(Seat::North), 1);
  EXPECT_EQ(play.to_play(), Seat::North);
  // Undo the card that completed trick 2: it is open again, nobody won it.
  ASSERT_TRUE(play.undo());
  EXPECT_EQ(play, states.back());
  EXPECT_EQ(play.completed_tricks().size(), 1u);
  EXPECT_EQ(play.tricks_won(Seat::North), 0);
  EXPECT_EQ(play.current_trick().count, 3);
  EXPECT_EQ(play.to_play(), Seat::East);
  EXPECT_TRUE(play.remaining(Seat::East).contains(K("D2")));
  // Back through the first trick boundary to the start.
  for (std::size_t i = states.size() - 1; i-- > 0;) {
    ASSERT_TRUE(play.undo());
    EXPECT_EQ(play, states[i]) << "after undoing to state " << i;
    EXPECT_EQ(play.history().size(), i);
  }
  EXPECT_EQ(play, start);
  EXPECT_EQ(play.to_play(), Seat::North);
  EXPECT_EQ(play.tricks_won(Seat::South), 0);
  EXPECT_FALSE(play.undo());
  // Replaying differently works after the undo.
  ASSERT_TRUE(play.play(K("SA")).ok());
  EXPECT_EQ(play.legal_cards(), H("SK"));
}

TEST(TrickPlay, RenegeIsRecordedWhenFollowingIsNotEnforced) {
  TrickPlay play(ending(), kNoTrump, Seat::North);
  ASSERT_TRUE(play.play(K("H2")).ok());
  // East holds the H3 but plays the SK under table rules.
  EXPECT_FALSE(play.check(K("SK")).ok());
  EXPECT_TRUE(play.check(K("SK"), /*must_follow=*/false).ok());
  ASSERT_TRUE(play.play(K("SK"), /*must_follow=*/false).ok());
  ASSERT_EQ(play.history().size(), 2u);
  EXPECT_TRUE(play.history()[0].followed_suit);
  EXPECT_FALSE(play.history()[1].followed_suit);
  EXPECT_EQ(play.history()[1].seat, Seat::East);
  EXPECT_EQ(play.history()[1].card, K("SK"));
  // A void player's discard is not a renege.
  ASSERT_TRUE(play.play(K("HA"), false).ok());
  ASSERT_TRUE(play.play(K("H4"), false).ok());
  ASSERT_TRUE(play.play(K("D3"), false).ok());  // South led; West follows
  ASSERT_TRUE(play.play(K("D4"), false).ok());
  ASSERT_TRUE(play.play(K("S5"), false).ok());  // North is void in diamonds
  EXPECT_TRUE(play.history().back().followed_suit);
  // Cards not held are refused even under table rules.
  EXPECT_FALSE(play.check(K("SA"), false).ok());
}

TEST(TrickPlay, JokerDealWithTrumps) {
  Deal deal;
  deal[Seat::North] = H("HA C2");
  deal[Seat::East] = H("LJ C3");
  deal[Seat::South] = H("H2 CA");
  deal[Seat::West] = H("BJ C4");
  TrickPlay play(deal, TrickRules{Suit::Hearts, RankOrder::HighWins}, Seat::North);
  ASSERT_TRUE(play.play(K("HA")).ok());
  EXPECT_EQ(play.legal_cards(), H("LJ"));  // the joker is a trump and must follow
  ASSERT_TRUE(play.play(K("LJ")).ok());
  ASSERT_TRUE(play.play(K("H2")).ok());
  EXPECT_EQ(play.legal_cards(), H("BJ"));
  ASSERT_TRUE(play.play(K("BJ")).ok());
  EXPECT_EQ(play.tricks_won(Seat::West), 1);
  EXPECT_EQ(play.to_play(), Seat::West);
}

}  // namespace
}  // namespace tenace
