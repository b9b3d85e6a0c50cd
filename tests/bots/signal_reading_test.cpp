// Partner's signals read into the layouts a defender deals: attitude, count,
// the first discard and suit preference (bots/signal_reading.h), and the
// suit-preference card a defender gives when partner ruffs.
#include <gtest/gtest.h>

#include "bots/game_view.h"
#include "bots/play_knowledge.h"
#include "bots/signal_reading.h"
#include "bots/signals.h"
#include "bots/system_bidder.h"
#include "scripted_game.h"

namespace tenace {
namespace {

Hand hand_of(const char* pbn_hand) { return Deal::from_pbn(std::string("N:") + pbn_hand + " - - -").value()[Seat::North]; }

Hand cards(std::initializer_list<const char*> names) {
  Hand h;
  for (const char* c : names) h.add(*Card::parse(c));
  return h;
}

// North declares 3NT; East leads the spade queen, dummy (South) plays low.
constexpr const char* kLowDeal = "N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42";
// The same with West's spade king: West encourages with the five.
constexpr const char* kHighDeal = "N:A72.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T64.A75.T98.AK93 K53.T842.Q63.T42";

// The share of East's layouts in which West holds the spade king.
double west_holds_the_king(const BridgeGame& game) {
  const SeatView east = view_of(game, Seat::East);
  LayoutSource layouts(east, load_system("2over1"));
  Xoshiro256 rng(5);
  int with_king = 0, dealt = 0;
  for (int k = 0; k < 400; ++k) {
    const std::optional<Deal> d = layouts.next(rng);
    if (!d) break;
    ++dealt;
    with_king += (*d)[Seat::West].contains(*Card::parse("SK"));
  }
  EXPECT_EQ(dealt, 400);
  return dealt ? static_cast<double>(with_king) / dealt : 0;
}

TEST(SignalReading, PartnersAttitudePlacesTheHonourInTheLayouts) {
  const char* auction[] = {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"};
  auto game = [&](const char* deal, std::initializer_list<const char*> play) {
    return game_with(deal, Seat::North, {auction[0], auction[1], auction[2], auction[3], auction[4], auction[5]}, play);
  };
  // West discourages with the three (from 5-4-3): few layouts give it the king.
  const double discouraged = west_holds_the_king(game(kLowDeal, {"SQ", "S6", "S3", "SA"}));
  // West encourages with the five (from K-5-3): most layouts give it the king.
  const double encouraged = west_holds_the_king(game(kHighDeal, {"SQ", "S4", "S5", "SA"}));
  // Unread, the two are alike (a third of the layouts each: the king and
  // the small spades are hidden the same way in both deals).
  EXPECT_GT(encouraged - discouraged, 0.15) << encouraged << " " << discouraged;
}

TEST(SignalReading, CountOnDeclarersLeadWeighsTheLayouts) {
  // Trick 1 as above; at trick 2 declarer leads the heart king and West
  // follows with the eight, the highest of its small hearts: an even number.
  BridgeGame game = game_with(kLowDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"},
                              {"SQ", "S6", "S3", "SA", "HK", "H6", "H5", "H8"});
  const PartnerSignals signals(view_of(game, Seat::East));
  ASSERT_EQ(signals.size(), 2u);  // attitude in spades, count in hearts
  // West's real hand fits both signals.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("543.T842.Q63.T42")), 1.0);
  // Three hearts with the eight the highest small one: an odd number high.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("543.842.Q632.T42")), PartnerSignals::kMisfit);
  // The spade king with the five and four: the three discouraged wrongly too.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("K543.842.Q6.T42")), PartnerSignals::kMisfit * PartnerSignals::kMisfit);
  // Declarer reads nothing from the defenders' agreements.
  EXPECT_TRUE(PartnerSignals(view_of(game, Seat::North)).empty());
}

TEST(SignalReading, TheFirstDiscardDeniesAnHonourInItsSuit) {
  // North declares 3NT; East leads the spade queen; three rounds of spades
  // later East leads its fourth, and West, out of spades, discards a club.
  BridgeGame game = game_with(kLowDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"},
                              {"SQ", "S6", "S3", "SA", "SK", "S8", "S7", "S4", "S2", "SJ", "ST", "S5", "S9", "C3",
                               "C2"});
  const PartnerSignals signals(view_of(game, Seat::East));
  // The first discard: clubs without the ace, king or queen.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("543.T842.Q63.T42")), 1.0);
  // Holding the club king, with hearts to discard from instead.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("543.T842.J63.K42")), PartnerSignals::kMisfit);
}

// Hearts are trumps; West is void in diamonds and ruffed the first one.
constexpr const char* kRuffDeal = "N:KQ2.AKQJ2.K32.43 AJ9.54.AQ8765.65 8765.T98.JT94.AK T43.763..QJT9872";

TEST(SignalReading, SuitPreferenceWhenGivingPartnerARuff) {
  BridgeGame game =
      game_with(kRuffDeal, Seat::North, {"1H", "Pass", "4H", "Pass", "Pass", "Pass"}, {"DA", "D4", "C2", "D2"});
  const SeatView east = view_of(game, Seat::East);
  // East, with the spade ace, leads a diamond for West to ruff: the highest
  // of its equal diamonds asks for spades.
  const SignalChoice high = choose_among_equals(east, cards({"D8", "D7", "D6", "D5"}));
  EXPECT_EQ(high.card.to_string(), "D8");
  EXPECT_NE(high.meaning.find("spades"), std::string::npos) << high.meaning;
  // Without an ace outside, the lowest (asking for nothing).
  BridgeGame no_ace = game_with("N:AK2.AKQJ2.K32.43 QJ9.54.AQ8765.65 8765.T98.JT94.AK T43.763..QJT9872",
                                Seat::North, {"1H", "Pass", "4H", "Pass", "Pass", "Pass"}, {"DA", "D4", "C2", "D2"});
  EXPECT_EQ(choose_among_equals(view_of(no_ace, Seat::East), cards({"D8", "D7", "D6", "D5"})).card.to_string(), "D5");
}

TEST(SignalReading, PartnersSuitPreferenceIsReadAndExplained) {
  BridgeGame game = game_with(kRuffDeal, Seat::North, {"1H", "Pass", "4H", "Pass", "Pass", "Pass"},
                              {"DA", "D4", "C2", "D2", "D8", "D9", "H3"});
  const SeatView west = view_of(game, Seat::West);
  const PartnerSignals signals(west);
  // East's eight from Q-8-7-6-5 asked for spades: it holds the spade ace.
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("AJ9.54.AQ8765.65")), 1.0);
  EXPECT_DOUBLE_EQ(signals.weight(hand_of("QJ9.54.AQ8765.A5")), PartnerSignals::kMisfit);
  EXPECT_NE(explain_card(west, 4).find("suit preference"), std::string::npos) << explain_card(west, 4);
}

}  // namespace
}  // namespace tenace
