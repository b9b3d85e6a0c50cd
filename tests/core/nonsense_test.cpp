// Nonsense (RULES.md §2.1): two players opposite, each playing the dealt
// hand or the dead hand on the right; ×2 when one keeps the dealt hand, ×4
// when both do; two-card tricks on the shared engine.
#include "core/nonsense.h"

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

// Every hand one suit: North spades, East diamonds, South hearts, West clubs.
Deal one_suit_each() {
  return Deal({hand_of("AKQJT98765432..."), hand_of("..AKQJT98765432."), hand_of(".AKQJT98765432.."),
               hand_of("...AKQJT98765432")});
}
// North's cards outrank South's in hearts and clubs; East and West likewise
// in spades and diamonds.
Deal high_low() {
  return Deal({hand_of(".AKQJT98..AKQJT9"), hand_of("AKQJT98..AKQJT9."), hand_of(".765432..8765432"),
               hand_of("765432..8765432.")});
}

NonsenseHand make_hand(const NonsenseOptions& options, int dealer, const Deal& deal) {
  auto hand = NonsenseHand::create(options, dealer, deal);
  EXPECT_TRUE(hand.ok()) << hand.error().message;
  return *hand;
}

void play_out(NonsenseHand& hand, std::uint64_t seed) {
  Xoshiro256 rng(seed);
  while (hand.phase() == NonsensePhase::Play) {
    const Hand legal = hand.legal_cards();
    auto it = legal.begin();
    for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
    ASSERT_TRUE(hand.play(*it));
  }
}

TEST(Nonsense, PlayersSitOppositeAndTheDeadHandOnTheRightIsTheAlternative) {
  EXPECT_EQ(NonsenseHand::seat_of(0), Seat::North);
  EXPECT_EQ(NonsenseHand::seat_of(1), Seat::South);
  EXPECT_EQ(NonsenseHand::dead_seat_of(0), Seat::West);  // North's right
  EXPECT_EQ(NonsenseHand::dead_seat_of(1), Seat::East);  // South's right
}

TEST(Nonsense, TheNonDealerChoosesFirstThenTheAuction) {
  auto hand = make_hand({}, 1, one_suit_each());
  EXPECT_EQ(hand.phase(), NonsensePhase::Choice);
  EXPECT_EQ(hand.to_act(), 0);
  const Status early = hand.call(WhistCall::bid(1, WhistBidKind::Uptown));
  ASSERT_FALSE(early);
  EXPECT_EQ(early.message(), "both players must choose their hands first");
  ASSERT_TRUE(hand.choose(NonsenseChoice::DeadHand));
  EXPECT_EQ(hand.to_act(), 1);
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  EXPECT_FALSE(hand.choose(NonsenseChoice::DealtHand));
  EXPECT_EQ(hand.phase(), NonsensePhase::Auction);
  EXPECT_EQ(hand.playing_hand(0), one_suit_each()[Seat::West]);
  EXPECT_EQ(hand.playing_hand(1), one_suit_each()[Seat::South]);
  EXPECT_EQ(hand.to_act(), 0);  // the auction starts left of the dealer too
}

TEST(Nonsense, KeepingTheDealtHandDoublesAndBothKeepingItQuadruples) {
  const NonsenseChoice kDealt = NonsenseChoice::DealtHand, kDead = NonsenseChoice::DeadHand;
  const struct {
    NonsenseChoice first, second;
    int multiplier;
  } cases[] = {{kDead, kDead, 1}, {kDealt, kDead, 2}, {kDead, kDealt, 2}, {kDealt, kDealt, 4}};
  for (const auto& c : cases) {
    auto hand = make_hand({}, 0, one_suit_each());
    ASSERT_TRUE(hand.choose(c.first));
    ASSERT_TRUE(hand.choose(c.second));
    EXPECT_EQ(hand.multiplier(), c.multiplier);
  }
}

TEST(Nonsense, ABostonWithBothDealtHandsScoresFourTimesSeven) {
  // North keeps all 13 spades and declares spades: South can never follow or trump.
  for (auto south : {NonsenseChoice::DealtHand, NonsenseChoice::DeadHand}) {
    auto hand = make_hand({}, 0, one_suit_each());
    ASSERT_TRUE(hand.choose(south));                      // player 1 first
    ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));  // then the dealer, player 0
    ASSERT_TRUE(hand.call(WhistCall::pass()));
    ASSERT_TRUE(hand.call(WhistCall::bid(7, WhistBidKind::Uptown)));
    ASSERT_TRUE(hand.declare_trump(Suit::Spades));
    EXPECT_EQ(hand.to_act(), 0);  // declarer leads
    play_out(hand, 1);
    ASSERT_EQ(hand.phase(), NonsensePhase::Over);
    EXPECT_EQ(hand.play_state().completed_tricks().size(), 13u);
    EXPECT_TRUE(hand.score().boston);
    const int m = south == NonsenseChoice::DealtHand ? 4 : 2;
    EXPECT_EQ(hand.points(), (std::vector<int>{7 * m, 0}));
  }
}

TEST(Nonsense, ASetScoresTheBidTimesTheMultiplierForTheOpponent) {
  // North (spades) names hearts trump: South (hearts) ruffs the first spade
  // and then leads hearts, which North can never follow: North takes nothing.
  auto hand = make_hand({}, 1, one_suit_each());
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.call(WhistCall::bid(2, WhistBidKind::Downtown)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.declare_trump(Suit::Hearts));
  play_out(hand, 2);
  EXPECT_EQ(hand.declarer_tricks(), 0);
  EXPECT_EQ(hand.play_state().tricks_won(1), 13);
  EXPECT_EQ(hand.points(), (std::vector<int>{0, 8}));
}

TEST(Nonsense, TwoCardTricksFollowSuitAndTheWinnerLeads) {
  auto hand = make_hand({}, 1, high_low());
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::NoTrump)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  ASSERT_TRUE(hand.play(card("C9")));
  const Status renege = hand.play(card("H2"));
  ASSERT_FALSE(renege);
  EXPECT_EQ(renege.message(), "player 1 must follow suit (C) and may not play H2");
  ASSERT_TRUE(hand.play(card("C8")));
  ASSERT_EQ(hand.play_state().completed_tricks().size(), 1u);
  EXPECT_EQ(hand.play_state().completed_tricks()[0].winner, 0);
  EXPECT_EQ(hand.to_act(), 0);
  play_out(hand, 3);
  EXPECT_EQ(hand.declarer_tricks(), 13);  // every North card outranks South's
}

TEST(Nonsense, DowntownTheLowCardWinsTheTwoCardTrick) {
  NonsenseOptions options;
  options.downtown_ace_low = true;
  auto hand = make_hand(options, 1, high_low());
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::NoTrump)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Downtown));
  ASSERT_TRUE(hand.play(card("CA")));
  ASSERT_TRUE(hand.play(card("C8")));
  EXPECT_EQ(hand.play_state().completed_tricks()[0].winner, 1);
  EXPECT_EQ(hand.to_act(), 1);
}

// A random table-rules hand won by player 0 at 1 uptown, hearts trump, in
// which `offender` fails to follow at the first chance (if `offender` >= 0).
// Returns the book of that renege (0 when none was made).
int play_random_hand_with_renege(NonsenseHand& hand, int offender, std::uint64_t seed) {
  EXPECT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  EXPECT_TRUE(hand.choose(NonsenseChoice::DeadHand));
  EXPECT_TRUE(hand.call(WhistCall::pass()));
  EXPECT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::Uptown)));
  EXPECT_TRUE(hand.declare_trump(Suit::Hearts));
  Xoshiro256 rng(seed);
  int book = 0;
  while (hand.phase() == NonsensePhase::Play) {
    const int player = hand.play_state().to_play();
    const Hand forbidden = hand.play_state().remaining(player) - hand.legal_cards();
    if (book == 0 && player == offender && !forbidden.empty()) {
      book = hand.play_state().books_started();
      EXPECT_TRUE(hand.play(*forbidden.begin()));
      continue;
    }
    const Hand legal = hand.legal_cards();
    auto it = legal.begin();
    for (auto skip = rng.below(static_cast<std::uint64_t>(legal.size())); skip > 0; --skip) ++it;
    EXPECT_TRUE(hand.play(*it));
  }
  return book;
}

TEST(Nonsense, TableRulesAProvenRenegeCostsTheOffenderThreeTricks) {
  NonsenseOptions options;
  options.table_rules_renege = true;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    DealGenerator generator(seed);
    auto hand = make_hand(options, 0, generator.next());
    const int book = play_random_hand_with_renege(hand, 1, seed);
    ASSERT_GT(book, 0);
    const int won = hand.play_state().declarer_tricks_won();
    ASSERT_TRUE(hand.call_renege(0, book));
    EXPECT_TRUE(hand.play_state().reneges().calls()[0].proven);
    EXPECT_EQ(hand.declarer_tricks(), std::min(13, won + 3));
    EXPECT_EQ(hand.score().multiplier, 2);
  }
}

TEST(Nonsense, TableRulesAWrongCallCostsTheCaller) {
  NonsenseOptions options;
  options.table_rules_renege = true;
  DealGenerator generator(9);
  auto hand = make_hand(options, 0, generator.next());
  EXPECT_EQ(play_random_hand_with_renege(hand, -1, 9), 0);
  const int won = hand.play_state().declarer_tricks_won();
  ASSERT_TRUE(hand.call_renege(0, 5));  // declarer calls a renege that never happened
  EXPECT_FALSE(hand.play_state().reneges().calls()[0].proven);
  EXPECT_EQ(hand.declarer_tricks(), std::max(0, won - 3));
  EXPECT_FALSE(hand.call_renege(2, 1));  // not a player
}

TEST(Nonsense, BadDealsAndDealersAreRefused) {
  EXPECT_FALSE(NonsenseHand::create({}, -1, one_suit_each()).ok());
  Deal partial = one_suit_each();
  partial[Seat::East].remove(card("D2"));
  EXPECT_FALSE(NonsenseHand::create({}, 0, partial).ok());
}

}  // namespace
}  // namespace tenace
