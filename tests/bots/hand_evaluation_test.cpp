// HandEvaluation::fit_points: a hand revalued once a trump fit is known.
#include "bots/hand_evaluation.h"

#include <gtest/gtest.h>

#include "core/deal.h"

namespace tenace {
namespace {

HandEvaluation hand(const char* pbn) { return HandEvaluation(parse_pbn_hand(pbn).value()); }

TEST(FitPoints, ShortnessCountsMostInTheRuffingDummy) {
  // 8 HCP, five diamonds, four spades and a singleton heart.
  const auto e = hand("Q984.5.K9763.K52");
  EXPECT_EQ(e.total_points(), 9);
  EXPECT_EQ(e.fit_points(Suit::Spades, 5), 8 + 3);     // dummy for partner's five spades: singleton 3
  EXPECT_EQ(e.fit_points(Suit::Spades, 4), 8 + 3);
  EXPECT_EQ(e.fit_points(Suit::Diamonds, 3), 9 + 2);    // the long trump hand: its length and singleton 2
  EXPECT_EQ(e.fit_points(Suit::Hearts, 5), 9);          // one heart is no fit
}

TEST(FitPoints, ThreeTrumpsCountLessAndASingletonHonourNothingExtra) {
  EXPECT_EQ(hand("K75.AKT42.8.A876").fit_points(Suit::Spades, 5), 14 + 2);
  EXPECT_EQ(hand("K75.AKT42.K.A876").fit_points(Suit::Spades, 5), 17);
  EXPECT_EQ(hand("K75.AKT42..AQ876").fit_points(Suit::Spades, 5), 16 + 3);
  EXPECT_EQ(hand("K75.AKT42.8.A876").fit_points(Suit::Hearts, 3), 14 + 1 + 2);  // the long hand
}

TEST(FitPoints, HonoursOppositePartnersShortnessAreWasted) {
  const auto e = hand("432.KJ743.AKJ.A2");  // 16 HCP, diamonds opposite a splinter
  std::array<bool, 4> short_diamonds{};
  short_diamonds[static_cast<int>(Suit::Diamonds)] = true;
  EXPECT_EQ(e.fit_points(Suit::Hearts, 4), 16 + 1 + 1);  // the long hand: its fifth heart, the doubleton
  // The king and jack are wasted; the ace counts half.
  EXPECT_EQ(e.fit_points(Suit::Hearts, 4, short_diamonds), 16 + 1 + 1 - 4 - 2);
}

}  // namespace
}  // namespace tenace
