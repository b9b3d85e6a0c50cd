// Dummy Whist with jokers (RULES.md §2): 54 cards, the 15-card dummy and
// declarer's two discards, jokers as the top trumps (big over little) in
// either direction, worthless in no trump, and the source's two no-trump
// joker rules.
#include <gtest/gtest.h>

#include "core/dummy_whist.h"

namespace tenace {
namespace {

Hand hand_of(std::string_view pbn) {
  auto h = parse_pbn_hand(pbn);
  EXPECT_TRUE(h.ok()) << pbn;
  return h.ok() ? *h : Hand();
}
Card card(std::string_view text) { return *Card::parse(text); }
Hand cards(std::initializer_list<const char*> names) {
  Hand h;
  for (const char* n : names) h.add(card(n));
  return h;
}
const Card LJ = Card::little_joker();
const Card BJ = Card::big_joker();
Hand only(Card c) {
  Hand h;
  h.add(c);
  return h;
}

// Player 0 (declarer in these tests): clubs 9-A and hearts 8-A. Player 1:
// hearts 7-2, clubs 8-3 and the little joker. Player 2: spades 7-2,
// diamonds 8-3 and the big joker. Dummy: spades 8-A, diamonds 9-A, C2, D2.
DummyWhistDeal joker_deal() {
  DummyWhistDeal deal;
  deal.players[0] = hand_of(".AKQJT98..AKQJT9");
  deal.players[1] = hand_of(".765432..876543");
  deal.players[1].add(LJ);
  deal.players[2] = hand_of("765432..876543.");
  deal.players[2].add(BJ);
  deal.dummy = hand_of("AKQJT98..AKQJT92.2");
  return deal;
}

DummyWhistOptions with_jokers(NoTrumpJokerRule rule = NoTrumpJokerRule::Worthless) {
  DummyWhistOptions options;
  options.jokers = true;
  options.no_trump_jokers = rule;
  return options;
}

DummyWhistHand won_by_player_0(const DummyWhistOptions& options, WhistBid bid) {
  auto created = DummyWhistHand::create(options, 2, joker_deal());
  EXPECT_TRUE(created.ok()) << created.error().message;
  DummyWhistHand hand = *created;
  EXPECT_TRUE(hand.call(WhistCall::bid(bid)));
  EXPECT_TRUE(hand.call(WhistCall::pass()));
  EXPECT_TRUE(hand.call(WhistCall::pass()));
  return hand;
}

TEST(WhistJokers, TheDummyGets15AndDeclarerDiscardsTwoBeforeExposingIt) {
  auto hand = won_by_player_0(with_jokers(), {1, WhistBidKind::Uptown});
  ASSERT_EQ(hand.phase(), DummyWhistPhase::Discard);
  EXPECT_EQ(hand.to_act(), 0);
  EXPECT_FALSE(hand.dummy_exposed());
  EXPECT_EQ(hand.dummy_hand().size(), 15);
  EXPECT_FALSE(hand.declare_trump(Suit::Spades));  // discards come first
  const Status not_dummy = hand.discard(card("HA"), card("C2"));
  ASSERT_FALSE(not_dummy);
  EXPECT_EQ(not_dummy.message(), "the dummy does not hold HA");
  EXPECT_FALSE(hand.discard(card("C2"), card("C2")));
  ASSERT_TRUE(hand.discard(card("C2"), card("D2")));
  EXPECT_EQ(hand.dummy_hand().size(), 13);
  EXPECT_EQ(hand.discards(), cards({"C2", "D2"}));
  EXPECT_TRUE(hand.dummy_exposed());
  EXPECT_EQ(hand.phase(), DummyWhistPhase::Declaration);
}

TEST(WhistJokers, DealsMustBeThe54CardDeck) {
  auto refused = DummyWhistHand::create(with_jokers(), 0, joker_deal());
  EXPECT_TRUE(refused.ok());
  auto no_jokers = joker_deal();
  no_jokers.players[1].remove(LJ);
  no_jokers.players[1].add(card("C2"));
  no_jokers.dummy.remove(card("C2"));
  no_jokers.dummy.add(LJ);
  EXPECT_TRUE(DummyWhistHand::create(with_jokers(), 0, no_jokers).ok());  // jokers may be anywhere
  EXPECT_FALSE(DummyWhistHand::create(DummyWhistOptions{}, 0, joker_deal()).ok());
}

TEST(WhistJokers, JokersAreTheTopTrumpsBigOverLittleUptownAndDowntown) {
  for (auto kind : {WhistBidKind::Uptown, WhistBidKind::Downtown})
    for (bool ace_low : {false, true}) {
      const auto contract = WhistContract::with_trump({1, kind}, 0, Suit::Hearts);
      ASSERT_TRUE(contract.ok());
      const TrickRules rules = contract->trick_rules(ace_low);
      Trick trick;
      trick.leader = Seat::North;
      trick.cards = {card("HA"), card("H2"), LJ, card("HK")};
      trick.count = 4;
      EXPECT_EQ(trick.winner(rules), Seat::South);  // little joker beats every heart
      trick.cards = {card("C5"), BJ, LJ, card("HK")};
      EXPECT_EQ(trick.winner(rules), Seat::East);  // big over little, even on a club lead
      // Jokers are trumps: with hearts led they must follow.
      Trick led;
      led.cards[0] = card("H9");
      led.count = 1;
      EXPECT_EQ(legal_cards(only(LJ) | cards({"S2"}), led, rules), only(LJ));
    }
}

TEST(WhistJokers, InNoTrumpJokersNeverWin) {
  const auto contract = WhistContract::with_no_trump_direction({1, WhistBidKind::NoTrump}, 0, WhistDirection::Uptown);
  const TrickRules rules = contract->trick_rules(false);
  Trick trick;
  trick.cards = {card("C2"), BJ, LJ, card("D2")};
  trick.count = 4;
  EXPECT_EQ(trick.winner(rules), Seat::North);
}

TEST(WhistJokers, DiscardWhenVoidForcesTheJokerTheFirstTimeAPlayerCannotFollow) {
  const TrickRules no_trump{std::nullopt, RankOrder::HighWins};
  Trick club_lead;
  club_lead.cards[0] = card("C2");
  club_lead.count = 1;
  const Hand void_with_joker = cards({"H2", "H3"}) | Hand::jokers();
  EXPECT_EQ(whist_legal_cards(void_with_joker, club_lead, no_trump, NoTrumpJokerRule::Worthless), void_with_joker);
  EXPECT_EQ(whist_legal_cards(void_with_joker, club_lead, no_trump, NoTrumpJokerRule::DiscardWhenVoid), Hand::jokers());
  // Able to follow: follow, whatever the rule.
  const Hand with_club = cards({"C5", "H2"}) | Hand::jokers();
  EXPECT_EQ(whist_legal_cards(with_club, club_lead, no_trump, NoTrumpJokerRule::DiscardWhenVoid), cards({"C5"}));
  // The lead itself is free.
  EXPECT_EQ(whist_legal_cards(void_with_joker, Trick{}, no_trump, NoTrumpJokerRule::DiscardWhenVoid), void_with_joker);
  // A joker led sets no suit, so nobody is unable to follow yet.
  Trick joker_lead;
  joker_lead.cards[0] = BJ;
  joker_lead.count = 1;
  const Hand little = cards({"H2"}) | only(LJ);
  EXPECT_EQ(whist_legal_cards(little, joker_lead, no_trump, NoTrumpJokerRule::DiscardWhenVoid), little);
  // In a trump hand the rule does not apply: jokers are trumps.
  const TrickRules hearts{Suit::Hearts, RankOrder::HighWins};
  EXPECT_EQ(whist_legal_cards(cards({"D3"}) | only(LJ), club_lead, hearts, NoTrumpJokerRule::DiscardWhenVoid),
            cards({"D3"}) | only(LJ));
}

TEST(WhistJokers, DiscardWhenVoidInAHand) {
  auto hand = won_by_player_0(with_jokers(NoTrumpJokerRule::DiscardWhenVoid), {1, WhistBidKind::NoTrump});
  ASSERT_TRUE(hand.discard(card("C2"), card("D2")));
  ASSERT_EQ(hand.phase(), DummyWhistPhase::Declaration);  // no exchange under this rule
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  ASSERT_TRUE(hand.play(card("HA")));
  for (int i = 0; i < 3; ++i) {
    const Seat seat = hand.play_state().to_play();
    if (hand.player_at(seat) == 2) {
      // Player 2 has no hearts: the big joker must go.
      EXPECT_EQ(hand.legal_cards(), only(BJ));
      const Status other = hand.play(card("S7"));
      ASSERT_FALSE(other);
      EXPECT_EQ(other.message(), std::string(seat_name(seat)) + " cannot follow suit and must discard a joker, not S7");
    }
    ASSERT_TRUE(hand.play(*hand.legal_cards().begin()));
  }
  EXPECT_EQ(hand.play_state().tricks().completed_tricks().at(0).card_of(hand.seat_of(2)), BJ);
}

TEST(WhistJokers, ExchangeForDiscardSwapsEveryJokerForOneOfTheDiscards) {
  auto hand = won_by_player_0(with_jokers(NoTrumpJokerRule::ExchangeForDiscard), {1, WhistBidKind::NoTrump});
  ASSERT_TRUE(hand.discard(card("C2"), card("D2")));
  ASSERT_EQ(hand.phase(), DummyWhistPhase::JokerExchange);
  // From declarer's left, clockwise: player 1 (left of player 0) goes first.
  EXPECT_EQ(hand.exchanging_seat(), hand.seat_of(1));
  EXPECT_EQ(hand.to_act(), 1);
  const Status not_a_discard = hand.exchange_joker(card("HA"));
  ASSERT_FALSE(not_a_discard);
  EXPECT_EQ(not_a_discard.message(), "HA is not one of declarer's discards that may be taken");
  ASSERT_TRUE(hand.exchange_joker(card("D2")));
  EXPECT_TRUE(hand.hand_at(hand.seat_of(1)).contains(card("D2")));
  EXPECT_FALSE(hand.hand_at(hand.seat_of(1)).contains(LJ));
  EXPECT_EQ(hand.exchanging_seat(), hand.seat_of(2));
  EXPECT_FALSE(hand.exchange_joker(LJ));  // a joker in the discards cannot be taken back
  ASSERT_TRUE(hand.exchange_joker(card("C2")));
  EXPECT_EQ(hand.phase(), DummyWhistPhase::Declaration);
  EXPECT_EQ(hand.discards(), Hand::jokers());
  for (Seat seat : kAllSeats) {
    EXPECT_TRUE(hand.hand_at(seat).joker_cards().empty());
    EXPECT_EQ(hand.hand_at(seat).size(), 13);
  }
}

TEST(WhistJokers, ExchangeOnlyInNoTrumpAndOnlyForJokersStillHeld) {
  auto trump = won_by_player_0(with_jokers(NoTrumpJokerRule::ExchangeForDiscard), {1, WhistBidKind::Uptown});
  ASSERT_TRUE(trump.discard(card("C2"), card("D2")));
  EXPECT_EQ(trump.phase(), DummyWhistPhase::Declaration);
  // Declarer discarding a joker from the dummy leaves nothing to exchange
  // for it; a joker elsewhere still is.
  auto deal = joker_deal();
  deal.players[2].remove(BJ);
  deal.players[2].add(card("D2"));
  deal.dummy.remove(card("D2"));
  deal.dummy.add(BJ);
  auto created = DummyWhistHand::create(with_jokers(NoTrumpJokerRule::ExchangeForDiscard), 2, deal);
  ASSERT_TRUE(created.ok());
  DummyWhistHand hand = *created;
  ASSERT_TRUE(hand.call(WhistCall::bid(2, WhistBidKind::NoTrump)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.discard(BJ, card("C2")));
  EXPECT_EQ(hand.exchanging_seat(), hand.seat_of(1));
  ASSERT_TRUE(hand.exchange_joker(card("C2")));
  EXPECT_EQ(hand.phase(), DummyWhistPhase::Declaration);
}

TEST(WhistJokers, TrumpHandWithJokersPlaysOutToThirteenTricks) {
  auto hand = won_by_player_0(with_jokers(), {2, WhistBidKind::Downtown});
  ASSERT_TRUE(hand.discard(card("C2"), card("D2")));
  ASSERT_TRUE(hand.declare_trump(Suit::Spades));
  Xoshiro256 rng(5);
  while (hand.phase() == DummyWhistPhase::Play) {
    const Hand legal = hand.legal_cards();
    auto it = legal.begin();
    for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
    ASSERT_TRUE(hand.play(*it));
  }
  const auto& tricks = hand.play_state().tricks().completed_tricks();
  ASSERT_EQ(tricks.size(), 13u);
  // Whoever played the big joker won that trick.
  for (const Trick& t : tricks)
    for (int i = 0; i < 4; ++i)
      if (t.cards[static_cast<std::size_t>(i)] == BJ) {
        EXPECT_EQ(t.winner(hand.play_state().tricks().rules()), t.seat_of(i));
      }
}

TEST(WhistJokers, RandomJokerDealsGiveTheDummy15Of54) {
  DealGenerator generator(7);
  const auto deal = deal_dummy_whist(true, generator);
  EXPECT_EQ(deal.dummy.size(), 15);
  Hand all = deal.dummy;
  for (Hand h : deal.players) {
    EXPECT_EQ(h.size(), 13);
    all |= h;
  }
  EXPECT_EQ(all, Hand::full_deck() | Hand::jokers());
  EXPECT_TRUE(DummyWhistHand::create(with_jokers(), 0, deal).ok());
}

}  // namespace
}  // namespace tenace
