// Dummy Whist without jokers (RULES.md §2): seating and the dummy opposite
// declarer, the auction inside a hand, the declaration, declarer's lead,
// follow suit, table-rules reneges and the hand's points.
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

// A deal where one side's cards all outrank the other side's in every suit,
// split so that whoever leads, a card of that side wins (in no trump, high
// cards winning): the high side takes all 13 tricks however anyone plays.
// With low cards winning and the ace lowest the low side takes them all.
const Hand kHighA = hand_of(".AKQJT98..AKQJT9");
const Hand kHighB = hand_of("AKQJT98..AKQJT9.");
const Hand kLowA = hand_of(".765432..8765432");
const Hand kLowB = hand_of("765432..8765432.");

// Player `declarer` and the dummy get the high cards.
DummyWhistDeal one_sided_deal(int declarer) {
  DummyWhistDeal deal;
  deal.players[static_cast<std::size_t>(declarer)] = kHighA;
  deal.players[static_cast<std::size_t>((declarer + 1) % 3)] = kLowA;
  deal.players[static_cast<std::size_t>((declarer + 2) % 3)] = kLowB;
  deal.dummy = kHighB;
  return deal;
}

DummyWhistHand make_hand(const DummyWhistOptions& options, int dealer, const DummyWhistDeal& deal) {
  auto hand = DummyWhistHand::create(options, dealer, deal);
  EXPECT_TRUE(hand.ok()) << hand.error().message;
  return *hand;
}

// Everyone passes except `declarer`, who bids `bid`.
void auction_won_by(DummyWhistHand& hand, int declarer, WhistBid bid) {
  while (hand.phase() == DummyWhistPhase::Auction) {
    const bool mine = hand.to_act() == declarer;
    ASSERT_TRUE(hand.call(mine ? WhistCall::bid(bid) : WhistCall::pass()));
  }
  ASSERT_EQ(hand.declarer(), declarer);
}

// Plays random legal cards to the end.
void play_out(DummyWhistHand& hand, std::uint64_t seed) {
  Xoshiro256 rng(seed);
  while (hand.phase() == DummyWhistPhase::Play) {
    const Hand legal = hand.legal_cards();
    auto it = legal.begin();
    for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
    ASSERT_TRUE(hand.play(*it));
  }
}

TEST(DummyWhist, TheDummyIsPlacedOppositeDeclarerAndThePlayersKeepTheirOrder) {
  // Players 0, 1, 2 sit North, East, South; West is the dummy's chair.
  const Seat expected_dummy[] = {Seat::South, Seat::West, Seat::North};
  for (int declarer = 0; declarer < 3; ++declarer) {
    auto hand = make_hand({}, 2, one_sided_deal(declarer));
    EXPECT_FALSE(hand.dummy_exposed());
    auction_won_by(hand, declarer, {1, WhistBidKind::Uptown});
    EXPECT_TRUE(hand.dummy_exposed());
    EXPECT_EQ(hand.seat_of(declarer), static_cast<Seat>(declarer));  // declarer never moves
    EXPECT_EQ(hand.dummy_seat(), expected_dummy[declarer]);
    EXPECT_EQ(hand.dummy_seat(), partner(hand.seat_of(declarer)));
    // The defenders sit left and right of declarer, in the players' order.
    EXPECT_EQ(hand.seat_of((declarer + 1) % 3), next(hand.seat_of(declarer), 1));
    EXPECT_EQ(hand.seat_of((declarer + 2) % 3), next(hand.seat_of(declarer), 3));
    EXPECT_EQ(hand.player_at(hand.dummy_seat()), std::nullopt);
    EXPECT_EQ(hand.dummy_hand(), kHighB);
    EXPECT_EQ(hand.hand_at(hand.seat_of(declarer)), kHighA);
  }
}

TEST(DummyWhist, DeclarerNamesTrumpOrDirectionAfterTheAuction) {
  auto suit_bid = make_hand({}, 0, one_sided_deal(1));
  auction_won_by(suit_bid, 1, {2, WhistBidKind::Downtown});
  EXPECT_EQ(suit_bid.phase(), DummyWhistPhase::Declaration);
  EXPECT_EQ(suit_bid.to_act(), 1);
  const Status wrong = suit_bid.declare_no_trump(WhistDirection::Uptown);
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.message(), "the bid is 2 downtown: name the trump suit");
  ASSERT_TRUE(suit_bid.declare_trump(Suit::Hearts));
  EXPECT_EQ(suit_bid.play_state().tricks().rules(), (TrickRules{Suit::Hearts, RankOrder::LowWinsAceHigh}));

  auto nt_bid = make_hand({}, 0, one_sided_deal(1));
  auction_won_by(nt_bid, 1, {2, WhistBidKind::NoTrump});
  const Status wrong_nt = nt_bid.declare_trump(Suit::Spades);
  ASSERT_FALSE(wrong_nt);
  EXPECT_EQ(wrong_nt.message(), "the bid is 2 no trump: name high or low cards, not a trump suit");
  ASSERT_TRUE(nt_bid.declare_no_trump(WhistDirection::Downtown));
  EXPECT_EQ(nt_bid.play_state().tricks().rules(), (TrickRules{std::nullopt, RankOrder::LowWinsAceHigh}));

  DummyWhistOptions ace_low;
  ace_low.downtown_ace_low = true;
  auto low = make_hand(ace_low, 0, one_sided_deal(1));
  auction_won_by(low, 1, {2, WhistBidKind::Downtown});
  ASSERT_TRUE(low.declare_trump(Suit::Clubs));
  EXPECT_EQ(low.play_state().tricks().rules(), (TrickRules{Suit::Clubs, RankOrder::LowWinsAceLow}));

  auto up = make_hand({}, 0, one_sided_deal(1));
  auction_won_by(up, 1, {2, WhistBidKind::Uptown});
  ASSERT_TRUE(up.declare_trump(Suit::Spades));
  EXPECT_EQ(up.play_state().tricks().rules(), (TrickRules{Suit::Spades, RankOrder::HighWins}));
}

TEST(DummyWhist, DeclarerLeadsFirstAndPlaysTheDummy) {
  auto hand = make_hand({}, 1, one_sided_deal(0));
  EXPECT_FALSE(hand.play(card("HA")));  // not before the declaration
  auction_won_by(hand, 0, {1, WhistBidKind::NoTrump});
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  EXPECT_EQ(hand.play_state().to_play(), hand.seat_of(0));
  EXPECT_EQ(hand.to_act(), 0);
  ASSERT_TRUE(hand.play(card("HA")));
  // Clockwise: the left-hand defender, then the dummy (declarer acts), then the other.
  EXPECT_EQ(hand.to_act(), 1);
  ASSERT_TRUE(hand.play(card("H2")));
  EXPECT_EQ(hand.play_state().to_play(), hand.dummy_seat());
  EXPECT_EQ(hand.to_act(), 0);
  ASSERT_TRUE(hand.play(card("S8")));
  EXPECT_EQ(hand.to_act(), 2);
  ASSERT_TRUE(hand.play(card("S2")));
  // Declarer won the trick and leads again.
  EXPECT_EQ(hand.play_state().tricks().completed_tricks().size(), 1u);
  EXPECT_EQ(hand.play_state().to_play(), hand.seat_of(0));
}

TEST(DummyWhist, FollowingSuitIsEnforcedByDefault) {
  auto hand = make_hand({}, 1, one_sided_deal(0));
  auction_won_by(hand, 0, {1, WhistBidKind::NoTrump});
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  ASSERT_TRUE(hand.play(card("HA")));
  const Status renege = hand.play(card("C2"));  // player 1 holds hearts
  ASSERT_FALSE(renege);
  EXPECT_EQ(renege.message(), "East must follow suit (H) and may not play C2");
  EXPECT_FALSE(hand.call_renege(0, 1));  // nothing to call without table rules
  EXPECT_TRUE(hand.play(card("H7")));
}

TEST(DummyWhist, TheHighSideTakesEveryTrickInNoTrumpUptown_ABoston) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto hand = make_hand({}, 2, one_sided_deal(0));
    auction_won_by(hand, 0, {1, WhistBidKind::NoTrump});
    ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
    play_out(hand, seed);
    ASSERT_EQ(hand.phase(), DummyWhistPhase::Over);
    EXPECT_EQ(hand.declarer_tricks(), 13);
    EXPECT_TRUE(hand.score().boston);
    EXPECT_EQ(hand.points(), (std::vector<int>{7, 0, 0}));
  }
}

TEST(DummyWhist, DowntownWithTheAceLowTurnsTheSameDealIntoASet) {
  DummyWhistOptions options;
  options.downtown_ace_low = true;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto hand = make_hand(options, 0, one_sided_deal(2));
    auction_won_by(hand, 2, {3, WhistBidKind::NoTrump});
    ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Downtown));
    play_out(hand, seed);
    EXPECT_EQ(hand.declarer_tricks(), 0);
    EXPECT_FALSE(hand.score().made);
    EXPECT_EQ(hand.points(), (std::vector<int>{3, 3, 0}));  // each opponent scores the bid
  }
}

TEST(DummyWhist, SetUnderTheChargeDeclarerVariantWithNoTrumpDoubled) {
  DummyWhistOptions options;
  options.downtown_ace_low = true;
  options.double_no_trump = true;
  options.set_penalty = SetPenalty::ChargeDeclarer;
  auto hand = make_hand(options, 0, one_sided_deal(1));
  auction_won_by(hand, 1, {4, WhistBidKind::NoTrump});
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Downtown));
  play_out(hand, 7);
  EXPECT_EQ(hand.points(), (std::vector<int>{0, -8, 0}));
}

TEST(DummyWhist, BiddingABostonScoresDoubleByOption) {
  // Player 0 holds all 13 spades: with spades trump nobody else can win a trick.
  DummyWhistDeal deal;
  deal.players[0] = hand_of("AKQJT98765432...");
  deal.players[1] = hand_of(".AKQJT98765432..");
  deal.players[2] = hand_of("..AKQJT98765432.");
  deal.dummy = hand_of("...AKQJT98765432");
  DummyWhistOptions options;
  options.double_seven_bids = true;
  auto hand = make_hand(options, 2, deal);
  auction_won_by(hand, 0, {7, WhistBidKind::Uptown});
  ASSERT_TRUE(hand.declare_trump(Suit::Spades));
  play_out(hand, 3);
  EXPECT_TRUE(hand.score().boston);
  EXPECT_EQ(hand.points(), (std::vector<int>{14, 0, 0}));
}

// Player 1 (a defender, holding hearts) fails to follow to declarer's heart
// lead in book 1; the rest of the play is random and legal.
DummyWhistHand hand_with_a_defender_renege(std::uint64_t seed) {
  DummyWhistOptions options;
  options.table_rules_renege = true;
  auto hand = make_hand(options, 1, one_sided_deal(0));
  auction_won_by(hand, 0, {1, WhistBidKind::NoTrump});
  EXPECT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  EXPECT_TRUE(hand.play(card("HA")));
  EXPECT_TRUE(hand.play(card("C2")));  // accepted under table rules
  const auto& reneges = hand.play_state().reneges().reneges();
  EXPECT_EQ(reneges.size(), 1u);
  EXPECT_EQ(reneges.at(0), (RenegeLedger::Renege{1, WhistSide::Defenders}));
  play_out(hand, seed);
  return hand;
}

TEST(DummyWhist, TableRulesAProvenRenegeCostsTheOffendersThreeTricks) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto hand = hand_with_a_defender_renege(seed);
    const int won = hand.play_state().declarer_tricks_won();
    ASSERT_TRUE(hand.call_renege(0, 1));  // declarer names book 1
    EXPECT_EQ(hand.declarer_tricks(), std::min(13, won + 3));
  }
}

TEST(DummyWhist, TableRulesACallNamingTheWrongBookCostsTheCallersSide) {
  auto hand = hand_with_a_defender_renege(4);
  const int won = hand.play_state().declarer_tricks_won();
  ASSERT_TRUE(hand.call_renege(0, 2));  // no renege in book 2
  EXPECT_EQ(hand.declarer_tricks(), std::max(0, won - 3));
  EXPECT_FALSE(hand.call_renege(0, 14));  // no such book: refused, no penalty
  EXPECT_FALSE(hand.call_renege(3, 1));   // the dummy is not a player
  EXPECT_EQ(hand.play_state().reneges().calls().size(), 1u);
}

TEST(DummyWhist, TableRulesADefenderCallsDeclarersRenege) {
  DummyWhistOptions options;
  options.table_rules_renege = true;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    DealGenerator generator(seed);
    auto hand = make_hand(options, 1, deal_dummy_whist(false, generator));
    auction_won_by(hand, 0, {1, WhistBidKind::Uptown});
    ASSERT_TRUE(hand.declare_trump(Suit::Hearts));
    // Random legal play until declarer's side could fail to follow; then it does.
    Xoshiro256 rng(seed);
    std::optional<int> renege_book;
    while (hand.phase() == DummyWhistPhase::Play) {
      const WhistPlay& play = hand.play_state();
      const Hand held = play.tricks().remaining(play.to_play());
      const Hand forbidden = held - hand.legal_cards();
      if (!renege_book && play.side_of_seat(play.to_play()) == WhistSide::Declarer && !forbidden.empty()) {
        renege_book = static_cast<int>(play.tricks().completed_tricks().size()) + 1;
        ASSERT_TRUE(hand.play(*forbidden.begin()));
        continue;
      }
      const Hand legal = hand.legal_cards();
      auto it = legal.begin();
      for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
      ASSERT_TRUE(hand.play(*it));
    }
    ASSERT_TRUE(renege_book.has_value());
    const int won = hand.play_state().declarer_tricks_won();
    ASSERT_TRUE(hand.call_renege(2, *renege_book));  // a defender names the book
    EXPECT_TRUE(hand.play_state().reneges().calls().at(0).proven);
    EXPECT_EQ(hand.declarer_tricks(), std::max(0, won - 3));
    const Status again = hand.call_renege(1, *renege_book);
    EXPECT_FALSE(again);
  }
}

TEST(DummyWhist, DealsThatDoNotFitTheOptionsAreRefused) {
  auto deal = one_sided_deal(0);
  EXPECT_FALSE(DummyWhistHand::create({}, 3, deal).ok());
  auto short_hand = deal;
  short_hand.players[1].remove(card("H2"));
  short_hand.dummy.add(card("H2"));
  auto refused = DummyWhistHand::create({}, 0, short_hand);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message, "player 1 holds 12 cards, not 13");
  auto with_jokers = deal;
  with_jokers.dummy |= Hand::jokers();
  EXPECT_EQ(DummyWhistHand::create({}, 0, with_jokers).error().message, "the dummy holds 15 cards, not 13");
  auto twice = deal;
  twice.players[2].remove(card("S2"));
  twice.players[2].add(card("SA"));
  EXPECT_FALSE(DummyWhistHand::create({}, 0, twice).ok());
}

TEST(DummyWhist, RandomDealsAreCompleteAndReproducible) {
  DealGenerator a(42), b(42);
  const auto first = deal_dummy_whist(false, a);
  EXPECT_EQ(first, deal_dummy_whist(false, b));
  Hand all = first.dummy;
  for (Hand h : first.players) {
    EXPECT_EQ(h.size(), 13);
    all |= h;
  }
  EXPECT_EQ(all, Hand::full_deck());
  // The no-joker deal is the bridge deal: players N, E, S and the dummy W.
  DealGenerator c(42);
  const Deal bridge = c.next();
  EXPECT_EQ(first.players[1], bridge[Seat::East]);
  EXPECT_EQ(first.dummy, bridge[Seat::West]);
}

TEST(DummyWhist, NoDiscardPhaseWithoutJokers) {
  auto hand = make_hand({}, 0, one_sided_deal(1));
  auction_won_by(hand, 1, {1, WhistBidKind::Uptown});
  EXPECT_EQ(hand.phase(), DummyWhistPhase::Declaration);
  EXPECT_FALSE(hand.discard(card("SA"), card("SK")));
  EXPECT_FALSE(hand.call(WhistCall::pass()));
}

}  // namespace
}  // namespace tenace
