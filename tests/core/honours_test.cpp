// Honours detected from the deal (RULES.md §1.4): 4 of 5 trump honours in
// one hand 100, all 5 150, all four aces in one hand at no trump 150.
#include "core/honours.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

Deal deal(const char* pbn) {
  auto d = Deal::from_pbn(pbn);
  EXPECT_TRUE(d.ok()) << d.error().message;
  if (d.ok()) {
    EXPECT_TRUE(d->is_complete_bridge_deal()) << pbn;
  }
  return d.ok() ? *d : Deal{};
}

// North holds S AKQJ, H AKQ2 (no HJ), D A, C A; East holds ST and HJT.
constexpr const char* kNorthFourSpades = "N:AKQJ.AKQ2.A543.A T98.JT987.K6.K32 765.6543.QJ7.QJ4 432..T982.T98765";

TEST(Honours, FourTrumpHonoursInOneHand) {
  EXPECT_EQ(honours_award(deal(kNorthFourSpades), Strain::Spades), (HonoursAward{Side::NorthSouth, 100}));
}

TEST(Honours, NoneWhenNoHandHoldsFour) {
  // Hearts: North AKQ, East JT -> split 3-2.
  EXPECT_EQ(honours_award(deal(kNorthFourSpades), Strain::Hearts), std::nullopt);
  // Diamonds: North A, East K, South QJ, West T.
  EXPECT_EQ(honours_award(deal(kNorthFourSpades), Strain::Diamonds), std::nullopt);
}

TEST(Honours, AllFourAcesAtNoTrump) {
  EXPECT_EQ(honours_award(deal(kNorthFourSpades), Strain::NoTrump), (HonoursAward{Side::NorthSouth, 150}));
}

TEST(Honours, ThreeAcesAtNoTrumpScoreNothing) {
  // West holds SA HA DA, North CA.
  const Deal d = deal("N:KQJ.KQJ.KQJ.AKQJ T98.T98.T98.T982 7654.7654.765.76 A32.A32.A432.543");
  EXPECT_EQ(honours_award(d, Strain::NoTrump), std::nullopt);
}

TEST(Honours, AllFiveToTheDefenders) {
  // East holds AKQJT of clubs; the award goes to East-West whoever declares.
  const Deal d = deal("N:AKQ.AKQ.AKQJ.432 J32.J32.32.AKQJT T987.T987.T98.98 654.654.7654.765");
  EXPECT_EQ(honours_award(d, Strain::Clubs), (HonoursAward{Side::EastWest, 150}));
}

TEST(Honours, FourAcesDoNotCountInASuitContract) {
  // North's four aces with only SA of the spade honours.
  const Deal d = deal("N:A432.A432.A32.A2 KQJ.KQJ.KQJ.KQJ5 T98.T98.T98.T987 765.765.7654.643");
  EXPECT_EQ(honours_award(d, Strain::Spades), std::nullopt);
  EXPECT_EQ(honours_award(d, Strain::NoTrump), (HonoursAward{Side::NorthSouth, 150}));
}

}  // namespace
}  // namespace tenace
