// Claims in the whist family's play (core/whist_claim.h): an accepted claim
// ends the play with the claimed split, which the points then count like
// tricks played; a claim is refused in the middle of a trick, for more
// tricks than remain, and outside the play.
#include "core/whist_claim.h"

#include <gtest/gtest.h>

#include "core/double_dummy_whist.h"
#include "core/nonsense.h"
#include "core/random_deal.h"

namespace tenace {
namespace {

// The hands' lowest legal card, `cards` times.
template <class WhistHand>
void play_lowest(WhistHand& hand, int cards) {
  for (int i = 0; i < cards; ++i) ASSERT_TRUE(hand.play(*hand.legal_cards().begin()));
}

DoubleDummyHand declared_double_dummy(std::uint64_t seed) {
  DealGenerator generator(seed);
  DoubleDummyHand hand = *DoubleDummyHand::create({}, 0, generator.next());
  EXPECT_TRUE(hand.call(WhistCall::bid(2, WhistBidKind::Uptown)));  // player 1 first
  EXPECT_TRUE(hand.call(WhistCall::bid(3, WhistBidKind::Uptown)));
  EXPECT_TRUE(hand.declare_trump(Suit::Spades));
  return hand;
}

TEST(WhistPlayClaim, AnAcceptedClaimEndsThePlayWithTheClaimedSplit) {
  DoubleDummyHand hand = declared_double_dummy(3);
  play_lowest(hand, 16);  // four tricks
  const int declarer = *hand.declarer();
  const int won = hand.play_state().declarer_tricks_won();
  ASSERT_TRUE(hand.settle_claim(declarer, 7));
  EXPECT_EQ(hand.phase(), DoubleDummyPhase::Over);
  EXPECT_FALSE(hand.to_act());
  EXPECT_EQ(hand.declarer_tricks(), won + 7);
  EXPECT_EQ(hand.play_state().claim(), (WhistClaim{WhistSide::Declarer, 7, 9}));
  EXPECT_EQ(hand.score(), score_whist_hand(hand.contract()->bid, won + 7, hand.options()));
  EXPECT_FALSE(hand.play(*hand.legal_cards().begin()));
}

TEST(WhistPlayClaim, ADefendersClaimGivesDeclarerTheRest) {
  DoubleDummyHand hand = declared_double_dummy(4);
  play_lowest(hand, 8);
  const int defender = 1 - *hand.declarer();
  const int won = hand.play_state().declarer_tricks_won();
  ASSERT_TRUE(hand.settle_claim(defender, 10));
  EXPECT_EQ(hand.declarer_tricks(), won + 1);
}

TEST(WhistPlayClaim, AClaimIsRefusedMidTrickForTooManyTricksAndOutsideThePlay) {
  DoubleDummyHand hand = declared_double_dummy(5);
  play_lowest(hand, 2);
  EXPECT_EQ(hand.settle_claim(0, 1).message(), "a claim is made between tricks, not in the middle of one");
  play_lowest(hand, 2);
  EXPECT_EQ(hand.settle_claim(0, 13).message(), "a claim is of 0 to 12 tricks, the tricks still to play");
  EXPECT_EQ(hand.settle_claim(2, 1).message(), "only a player may claim");
  DealGenerator generator(6);
  NonsenseHand fresh = *NonsenseHand::create({}, 0, generator.next());
  EXPECT_EQ(fresh.settle_claim(0, 1).message(), "a claim is made during the play");
}

TEST(WhistPlayClaim, InNonsenseTheTwoPlayersTricksAddUpAfterAClaim) {
  DealGenerator generator(7);
  NonsenseHand hand = *NonsenseHand::create({}, 0, generator.next());
  ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));
  ASSERT_TRUE(hand.choose(NonsenseChoice::DeadHand));
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::NoTrump)));
  ASSERT_TRUE(hand.call(WhistCall::bid(2, WhistBidKind::NoTrump)));
  ASSERT_TRUE(hand.declare_no_trump(WhistDirection::Uptown));
  play_lowest(hand, 6);
  ASSERT_TRUE(hand.settle_claim(1, 4));
  const WhistTwoHandPlay& play = hand.play_state();
  EXPECT_EQ(play.tricks_won(0) + play.tricks_won(1), 13);
  EXPECT_TRUE(play.is_over());
  EXPECT_TRUE(play.legal_cards().empty());
}

}  // namespace
}  // namespace tenace
