// Double Dummy whist (RULES.md §2.1): two players, each with a dummy
// opposite; the two-player auction, declarer's lead, who plays which hand,
// and the individual points.
#include "core/double_dummy_whist.h"

#include <gtest/gtest.h>

#include "core/random_deal.h"

namespace tenace {
namespace {

Hand hand_of(std::string_view pbn) {
  auto h = parse_pbn_hand(pbn);
  EXPECT_TRUE(h.ok()) << pbn;
  return h.ok() ? *h : Hand();
}
Card card(std::string_view text) { return *Card::parse(text); }

// North-South hold cards that outrank East-West's in every suit, split so
// that in no trump uptown North-South take all 13 tricks however anyone plays.
Deal one_sided_deal() {
  return Deal({hand_of(".AKQJT98..AKQJT9"), hand_of(".765432..8765432"), hand_of("AKQJT98..AKQJT9."),
               hand_of("765432..8765432.")});
}

DoubleDummyHand make_hand(const DoubleDummyOptions& options, int dealer, const Deal& deal) {
  auto hand = DoubleDummyHand::create(options, dealer, deal);
  EXPECT_TRUE(hand.ok()) << hand.error().message;
  return *hand;
}

void play_out(DoubleDummyHand& hand, std::uint64_t seed) {
  Xoshiro256 rng(seed);
  while (hand.phase() == DoubleDummyPhase::Play) {
    const Hand legal = hand.legal_cards();
    auto it = legal.begin();
    for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
    ASSERT_TRUE(hand.play(*it));
  }
}

TEST(DoubleDummy, EachPlayerHasADummyOpposite) {
  EXPECT_EQ(DoubleDummyHand::seat_of(0), Seat::North);
  EXPECT_EQ(DoubleDummyHand::dummy_seat_of(0), Seat::South);
  EXPECT_EQ(DoubleDummyHand::seat_of(1), Seat::East);
  EXPECT_EQ(DoubleDummyHand::dummy_seat_of(1), Seat::West);
  for (Seat s : kAllSeats) EXPECT_EQ(DoubleDummyHand::controller_of(s), side_of(s) == Side::NorthSouth ? 0 : 1);
}

TEST(DoubleDummy, TheNonDealerCallsFirstAndTheDealerMustBidAfterAPass) {
  auto hand = make_hand({}, 0, one_sided_deal());
  EXPECT_FALSE(hand.dummies_exposed());
  EXPECT_EQ(hand.to_act(), 1);
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  EXPECT_EQ(hand.to_act(), 0);
  const Status pass = hand.call(WhistCall::pass());
  ASSERT_FALSE(pass);
  EXPECT_EQ(pass.message(), "the dealer must bid: everyone else passed");
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::NoTrump)));
  EXPECT_EQ(hand.phase(), DoubleDummyPhase::Declaration);
  EXPECT_TRUE(hand.dummies_exposed());
  EXPECT_EQ(hand.declarer(), 0);
}

TEST(DoubleDummy, DeclarerLeadsFromTheirOwnHandAndEachPlaysTheirDummy) {
  auto hand = make_hand({}, 0, one_sided_deal());
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::Uptown)));
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::NoTrump)));  // the dealer overcalls
  ASSERT_EQ(hand.declarer(), 0);
  EXPECT_FALSE(hand.declare_trump(Suit::Clubs));
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  EXPECT_EQ(hand.play_state().to_play(), Seat::North);
  const int expected_actor[] = {0, 1, 0, 1};  // N, E, S (dummy 0), W (dummy 1)
  const char* cards[] = {"HA", "H2", "S8", "S2"};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(hand.to_act(), expected_actor[i]);
    ASSERT_TRUE(hand.play(card(cards[i])));
  }
  EXPECT_EQ(hand.play_state().to_play(), Seat::North);  // won by declarer's ace
}

TEST(DoubleDummy, ABostonScoresSevenForDeclarerAndASetScoresTheBidForTheOpponent) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto boston = make_hand({}, 1, one_sided_deal());
    ASSERT_TRUE(boston.call(WhistCall::bid(2, WhistBidKind::NoTrump)));
    ASSERT_TRUE(boston.call(WhistCall::pass()));
    ASSERT_TRUE(boston.declare_no_trump(WhistDirection::Uptown));
    play_out(boston, seed);
    ASSERT_EQ(boston.phase(), DoubleDummyPhase::Over);
    EXPECT_EQ(boston.declarer_tricks(), 13);
    EXPECT_TRUE(boston.score().boston);
    EXPECT_EQ(boston.points(), (std::vector<int>{7, 0}));

    auto set = make_hand({}, 0, one_sided_deal());
    ASSERT_TRUE(set.call(WhistCall::bid(3, WhistBidKind::NoTrump)));
    ASSERT_TRUE(set.call(WhistCall::pass()));
    ASSERT_EQ(set.declarer(), 1);
    ASSERT_TRUE(set.declare_no_trump(WhistDirection::Uptown));
    play_out(set, seed);
    EXPECT_EQ(set.declarer_tricks(), 0);
    EXPECT_EQ(set.points(), (std::vector<int>{3, 0}));
  }
}

TEST(DoubleDummy, TableRulesRenegeFromADummyIsTheDeclaringPlayersSide) {
  DoubleDummyOptions options;
  options.table_rules_renege = true;
  auto hand = make_hand(options, 0, one_sided_deal());
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::Uptown)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_EQ(hand.declarer(), 1);
  ASSERT_TRUE(hand.declare_trump(Suit::Diamonds));
  ASSERT_TRUE(hand.play(card("H2")));  // East (declarer) leads
  ASSERT_TRUE(hand.play(card("SA")));  // South, North's dummy, has no hearts: legal
  ASSERT_TRUE(hand.play(card("D2")));  // West, declarer's dummy, has no hearts: a legal ruff
  ASSERT_TRUE(hand.play(card("CA")));  // North holds hearts: a renege
  ASSERT_EQ(hand.play_state().reneges().reneges().size(), 1u);
  EXPECT_EQ(hand.play_state().reneges().reneges()[0].offender, WhistSide::Defenders);
  play_out(hand, 2);
  const int won = hand.play_state().declarer_tricks_won();
  ASSERT_TRUE(hand.call_renege(1, 1));
  EXPECT_EQ(hand.declarer_tricks(), std::min(13, won + 3));
}

TEST(DoubleDummy, BadDealsAndDealersAreRefused) {
  EXPECT_FALSE(DoubleDummyHand::create({}, 2, one_sided_deal()).ok());
  Deal partial = one_sided_deal();
  partial[Seat::West].remove(card("S2"));
  EXPECT_FALSE(DoubleDummyHand::create({}, 0, partial).ok());
  DealGenerator generator(11);
  EXPECT_TRUE(DoubleDummyHand::create({}, 1, generator.next()).ok());
}

}  // namespace
}  // namespace tenace
