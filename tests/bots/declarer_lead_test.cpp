// Declarer's lead when every card left in the leading hand is a trump and
// the other hand has none: the "longest combined suit" rule once found no
// suit at all (trumps count 20 less) and read an empty optional, undefined
// behaviour that UBSan reports (the protocol fuzzer found it). The lead must
// be a legal trump.
#include <gtest/gtest.h>

#include "bots/game_view.h"
#include "bots/simple_robot.h"
#include "core/bridge_game.h"

namespace tenace {
namespace {


TEST(SimpleRobotDeclarerLead, OnlyTrumpsLeftAndNoneInDummyLeadsATrump) {
  // North holds all thirteen spades; the other suits lie one to a hand.
  Deal deal = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432").value();
  BridgeGame game = BridgeGame::create(deal, Seat::North, Vulnerability::None, 1).value();
  for (const char* c : {"1S", "Pass", "Pass", "Pass"}) ASSERT_TRUE(game.call(*Call::parse(c)).ok()) << c;
  // East leads a heart, dummy (South) and West discard, North ruffs and is
  // on lead with twelve trumps; dummy has none.
  for (const char* c : {"H2", "D2", "C2", "S2"}) ASSERT_TRUE(game.play_card(*Card::parse(c)).ok()) << c;
  ASSERT_EQ(game.position_to_act(), Seat::North);
  SimpleRobot robot;
  const Card lead = robot.choose_card(view_of(game, Seat::North));
  EXPECT_EQ(lead.suit(), Suit::Spades);
  EXPECT_TRUE(game.play_card(lead).ok());
}

}  // namespace
}  // namespace tenace
