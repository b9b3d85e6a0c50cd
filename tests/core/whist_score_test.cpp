// Whist-family scoring (RULES.md §2 "Scoring"): the hand, the running score
// sheet to 21, and the opponents'-tricks view.
#include "core/whist_score.h"

#include <gtest/gtest.h>

#include "core/whist_score_sheet.h"

namespace tenace {
namespace {

constexpr auto U = WhistBidKind::Uptown;
constexpr auto D = WhistBidKind::Downtown;
constexpr auto N = WhistBidKind::NoTrump;

TEST(WhistScore, TheSourcesWorkedExamples) {
  const WhistOptions rules;
  // Bid 5, taking 10 tricks: set, each opponent scores 5.
  const auto set = score_whist_hand({5, U}, 10, rules);
  EXPECT_FALSE(set.made);
  EXPECT_EQ(set.declarer_points, 0);
  EXPECT_EQ(set.opponent_points, 5);
  // Bid 5 taking 12: declarer scores 6.
  const auto made = score_whist_hand({5, U}, 12, rules);
  EXPECT_TRUE(made.made);
  EXPECT_EQ(made.declarer_points, 6);
  EXPECT_EQ(made.opponent_points, 0);
}

TEST(WhistScore, MakingExactlyAndFallingOneShort) {
  const WhistOptions rules;
  for (int books = 1; books <= 7; ++books) {
    const auto exact = score_whist_hand({books, D}, 6 + books, rules);
    EXPECT_TRUE(exact.made);
    EXPECT_EQ(exact.declarer_points, books);
    const auto short_one = score_whist_hand({books, D}, 5 + books, rules);
    EXPECT_FALSE(short_one.made);
    EXPECT_EQ(short_one.opponent_points, books);
  }
}

TEST(WhistScore, BostonIsAll13TricksWhateverTheBid) {
  const WhistOptions rules;
  const auto boston = score_whist_hand({1, U}, 13, rules);
  EXPECT_TRUE(boston.boston);
  EXPECT_EQ(boston.declarer_points, 7);
  EXPECT_FALSE(score_whist_hand({7, U}, 12, rules).boston);
  EXPECT_TRUE(score_whist_hand({7, N}, 13, rules).boston);
}

TEST(WhistScore, SevenBidsScoreDoubleByOption) {
  WhistOptions rules;
  EXPECT_EQ(score_whist_hand({7, U}, 13, rules).declarer_points, 7);
  rules.double_seven_bids = true;
  EXPECT_EQ(score_whist_hand({7, U}, 13, rules).declarer_points, 14);
  EXPECT_EQ(score_whist_hand({7, U}, 12, rules).opponent_points, 14);
  // Only a bid of 7 doubles, not a Boston on a lower bid.
  EXPECT_EQ(score_whist_hand({6, U}, 13, rules).declarer_points, 7);
}

TEST(WhistScore, NoTrumpScoresDoubleByOptionAndTheChargeDeclarerVariant) {
  WhistOptions rules;
  rules.double_no_trump = true;
  EXPECT_EQ(score_whist_hand({4, N}, 10, rules).declarer_points, 8);  // 4 NT made: +8
  EXPECT_EQ(score_whist_hand({4, N}, 11, rules).declarer_points, 10);
  EXPECT_EQ(score_whist_hand({4, N}, 9, rules).opponent_points, 8);
  EXPECT_EQ(score_whist_hand({4, U}, 10, rules).declarer_points, 4);  // suit bids unaffected
  rules.set_penalty = SetPenalty::ChargeDeclarer;
  const auto charged = score_whist_hand({4, N}, 9, rules);  // 4 NT set: -8
  EXPECT_EQ(charged.declarer_points, -8);
  EXPECT_EQ(charged.opponent_points, 0);
}

TEST(WhistScore, DoublingsAndTheVariantMultiplierCompound) {
  WhistOptions rules;
  rules.double_seven_bids = true;
  rules.double_no_trump = true;
  EXPECT_EQ(score_whist_hand({7, N}, 13, rules).multiplier, 4);
  EXPECT_EQ(score_whist_hand({7, N}, 13, rules).declarer_points, 28);
  EXPECT_EQ(score_whist_hand({7, N}, 13, rules, 4).declarer_points, 112);
  EXPECT_EQ(score_whist_hand({3, U}, 8, WhistOptions{}, 2).opponent_points, 6);
}

TEST(WhistScore, OpponentsTricksToSet) {
  EXPECT_EQ(opponent_tricks_to_set({4, U}), 4);  // 4 tricks set a 4
  EXPECT_EQ(opponent_tricks_to_set({5, U}), 3);
  EXPECT_EQ(opponent_tricks_to_set({6, N}), 2);
  EXPECT_EQ(opponent_tricks_to_set({7, D}), 1);
  // The view agrees with the score: the defenders taking that many sets it.
  for (int books = 1; books <= 7; ++books) {
    const WhistBid bid{books, U};
    EXPECT_FALSE(score_whist_hand(bid, 13 - opponent_tricks_to_set(bid), WhistOptions{}).made);
    EXPECT_TRUE(score_whist_hand(bid, 14 - opponent_tricks_to_set(bid), WhistOptions{}).made);
  }
}

TEST(WhistScoreSheet, GameEndsWhenAPlayerReaches21) {
  WhistScoreSheet sheet(3);
  EXPECT_TRUE(sheet.add({7, 0, 0}));
  EXPECT_TRUE(sheet.add({0, 6, 6}));
  EXPECT_TRUE(sheet.add({13, 0, 0}));
  EXPECT_FALSE(sheet.is_over());  // 20
  EXPECT_TRUE(sheet.winners().empty());
  EXPECT_TRUE(sheet.add({1, 0, 0}));
  EXPECT_TRUE(sheet.is_over());
  EXPECT_EQ(sheet.totals(), (std::vector<int>{21, 6, 6}));
  EXPECT_EQ(sheet.winners(), std::vector<int>{0});
  EXPECT_FALSE(sheet.add({1, 1, 1}));  // nothing after the end
  EXPECT_EQ(sheet.hands(), 4);
}

TEST(WhistScoreSheet, TwoDefendersPassingTogetherShareTheWin) {
  WhistScoreSheet sheet(3);
  ASSERT_TRUE(sheet.add({0, 18, 15}));
  ASSERT_TRUE(sheet.add({0, 7, 7}));  // set of a 7: both defenders pass 21
  EXPECT_EQ(sheet.winners(), std::vector<int>{1});
  WhistScoreSheet tie(3);
  ASSERT_TRUE(tie.add({0, 20, 20}));
  ASSERT_TRUE(tie.add({0, 1, 1}));
  EXPECT_EQ(tie.winners(), (std::vector<int>{1, 2}));
  EXPECT_FALSE(tie.add({1, 1}));  // wrong size refused
}

TEST(WhistScoreSheet, NegativeScoresUnderTheChargeDeclarerVariant) {
  WhistScoreSheet sheet(2, 21);
  ASSERT_TRUE(sheet.add({-8, 0}));
  EXPECT_EQ(sheet.totals(), (std::vector<int>{-8, 0}));
  EXPECT_FALSE(sheet.is_over());
}

}  // namespace
}  // namespace tenace
