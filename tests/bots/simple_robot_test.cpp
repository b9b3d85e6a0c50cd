// Reasonable behaviour of the simple robot on hand-picked positions: the
// textbook answer, with the explanation that goes with it.
#include "bots/simple_robot.h"

#include <gtest/gtest.h>

#include "bots/claim_judge.h"
#include "bots/game_view.h"
#include "core/bridge_game.h"

namespace tenace {
namespace {


// A game with `first` holding `hand_text` and the rest of the deck spread
// over the others; dealer and vulnerability fixed.
BridgeGame game_from(const std::string& pbn, Seat dealer = Seat::North) {
  Deal deal = Deal::from_pbn(pbn).value();
  return BridgeGame::create(deal, dealer, Vulnerability::None, 1).value();
}

Call call(const char* text) { return *Call::parse(text); }
Card card(const char* text) { return *Card::parse(text); }

void make_calls(BridgeGame& game, std::initializer_list<const char*> calls) {
  for (const char* c : calls) ASSERT_TRUE(game.call(call(c)).ok()) << c;
}
void play_cards(BridgeGame& game, std::initializer_list<const char*> cards) {
  for (const char* c : cards) ASSERT_TRUE(game.play_card(card(c)).ok()) << c;
}

// North: 16 HCP, 4-3-3-3.
const char* kBalanced16 = "N:AQ32.KJ4.Q54.A76 KJ54.Q32.K32.K32 T98.T98.JT98.QJT 76.A765.A76.9854";

TEST(SimpleRobotBidding, OpensOneNoTrumpWithBalancedSixteen) {
  BridgeGame game = game_from(kBalanced16);
  SimpleRobot robot;
  CallDecision d = robot.choose_call(view_of(game, Seat::North));
  EXPECT_EQ(d.call, call("1NT"));
  EXPECT_EQ(d.explanation, "15-17 HCP, balanced");
  EXPECT_FALSE(d.alert);
}

TEST(SimpleRobotBidding, NeverPassesATwentyCount) {
  // North: AKQ5.AK43.KQ7.32 = 20 HCP, 4-4-3-2 -> not a 2NT shape? It is
  // balanced, so 2NT; the unbalanced twin opens a suit.
  BridgeGame balanced = game_from("N:AKQ5.AK43.KQ7.32 JT98.QJ2.J32.KJ4 7642.T98.T98.QT9 3.765.A654.A8765");
  SimpleRobot robot;
  EXPECT_EQ(robot.choose_call(view_of(balanced, Seat::North)).call, call("2NT"));
  BridgeGame shapely = game_from("N:AKQ52.AK843.K7.2 JT98.QJ2.J32.KJ4 764.T9.QT98.QT98 3.765.A654.A7653");
  CallDecision d = robot.choose_call(view_of(shapely, Seat::North));
  EXPECT_FALSE(d.call.is_pass());
  EXPECT_EQ(d.call, call("1S"));
}

TEST(SimpleRobotBidding, StrongTwoClubsIsAlertedAndAnsweredTwoDiamondsWaiting) {
  BridgeGame game = game_from("N:AKQ5.AKQ4.AK7.32 JT98.J52.J32.KJ4 7642.T98.T98.QT9 3.763.Q654.A8765");
  SimpleRobot robot;
  CallDecision open = robot.choose_call(view_of(game, Seat::North));
  EXPECT_EQ(open.call, call("2C"));
  EXPECT_TRUE(open.alert);
  make_calls(game, {"2C", "Pass"});
  CallDecision answer = robot.choose_call(view_of(game, Seat::South));
  EXPECT_EQ(answer.call, call("2D"));
  EXPECT_TRUE(answer.alert);
}

TEST(SimpleRobotBidding, StaymanAndItsAnswers) {
  // North 1NT; South 10 HCP with four spades asks with 2C.
  BridgeGame game = game_from("N:AQ3.KJ42.Q54.A76 J54.Q83.K932.K32 K762.T95.AJT8.Q8 T98.A76.76.JT954");
  make_calls(game, {"1NT", "Pass"});
  SimpleRobot robot;
  CallDecision ask = robot.choose_call(view_of(game, Seat::South));
  EXPECT_EQ(ask.call, call("2C"));
  EXPECT_TRUE(ask.alert);
  make_calls(game, {"2C", "Pass"});
  CallDecision answer = robot.choose_call(view_of(game, Seat::North));
  EXPECT_EQ(answer.call, call("2H"));
  EXPECT_TRUE(answer.alert);
  make_calls(game, {"2H", "Pass"});
  EXPECT_EQ(robot.choose_call(view_of(game, Seat::South)).call, call("3NT"));
}

TEST(SimpleRobotBidding, RaisesPartnersMajorByStrength) {
  // North opens 1S; South has three spades and 8 HCP: a simple raise.
  BridgeGame game = game_from("N:AKJ52.K42.Q54.76 Q43.Q83.K932.K32 T76.AJ95.T86.Q84 98.T76.AJ7.AJT95");
  make_calls(game, {"1S", "Pass"});
  SimpleRobot robot;
  CallDecision d = robot.choose_call(view_of(game, Seat::South));
  EXPECT_EQ(d.call, call("2S"));
  EXPECT_NE(d.explanation.find("spades"), std::string::npos);
}

TEST(SimpleRobotBidding, AlwaysLegalEvenInAStrangeAuction) {
  BridgeGame game = game_from(kBalanced16);
  make_calls(game, {"1C", "7NT", "X"});
  SimpleRobot robot;
  CallDecision d = robot.choose_call(view_of(game, Seat::West));
  EXPECT_TRUE(game.auction().is_legal(d.call)) << d.call.to_string();
}

// ------------------------------------------------------------------ play

// A 3NT by South; West leads. Hands chosen for each test.
BridgeGame three_nt_by_south(const char* pbn) {
  BridgeGame game = game_from(pbn, Seat::South);
  make_calls(game, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  return game;
}

TEST(SimpleRobotPlay, OpeningLeadTopOfASequence) {
  // West holds KQJ of hearts: the king is led.
  BridgeGame game = three_nt_by_south("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98");
  SimpleRobot robot;
  EXPECT_EQ(robot.choose_card(view_of(game, Seat::West)), card("HK"));
}

TEST(SimpleRobotPlay, FourthBestFromTheLongestSuitInNoTrump) {
  BridgeGame game = three_nt_by_south("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98");
  (void)game;
  BridgeGame other = three_nt_by_south("N:A32.A42.QT54.J76 T5.JT983.K32.KT3 KJ6.765.AJ9.AQ54 Q9874.KQ.876.982");
  SimpleRobot robot;
  EXPECT_EQ(robot.choose_card(view_of(other, Seat::West)), card("S7"));
}

TEST(SimpleRobotPlay, FollowsSuitAndSecondHandLow) {
  BridgeGame game = three_nt_by_south("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98");
  play_cards(game, {"HK"});  // West leads; North (dummy) to play, South decides
  SimpleRobot robot;
  Card c = robot.choose_card(view_of(game, Seat::South));
  EXPECT_EQ(c.suit(), Suit::Hearts);
  play_cards(game, {"H2"});
  // East, second... third hand: partner's king is not beaten; East follows low.
  Card east = robot.choose_card(view_of(game, Seat::East));
  EXPECT_EQ(east, card("H3"));
}

TEST(SimpleRobotPlay, ThirdHandPlaysTheLowestOfEqualHonours) {
  // West leads the heart 2; dummy plays low; East with KQJ plays the jack.
  BridgeGame game = three_nt_by_south("N:A32.942.QT54.J76 T54.KQJ.K32.K432 K76.A65.AJ9.AQ85 QJ98.T873.876.T9");
  play_cards(game, {"H3", "H2"});
  SimpleRobot robot;
  EXPECT_EQ(robot.choose_card(view_of(game, Seat::East)), card("HJ"));
}

TEST(SimpleRobotPlay, FourthHandWinsAsCheaplyAsPossible) {
  // West leads the heart 3, dummy the 2, East the jack: South with A, Q
  // wins with the queen, not the ace.
  BridgeGame game = three_nt_by_south("N:A32.942.QT54.J76 T54.KJ5.K32.K432 K76.AQ6.AJ9.AQ85 QJ98.T873.876.T9");
  play_cards(game, {"H3", "H2", "HJ"});
  SimpleRobot robot;
  EXPECT_EQ(robot.choose_card(view_of(game, Seat::South)), card("HQ"));
}

TEST(SimpleRobotPlay, RuffsWhenVoidAndDiscardsLowWhenPartnerWins) {
  // 4S by South. West leads the club ace; dummy has no clubs.
  BridgeGame game = game_from("N:A32.9642.QT8754. T54.KJ5.K32.K432 KQJ76.AQ.AJ9.765 98.T873.6.AQJT98", Seat::South);
  make_calls(game, {"1S", "Pass", "4S", "Pass", "Pass", "Pass"});
  play_cards(game, {"CA"});
  SimpleRobot robot;
  Card ruff = robot.choose_card(view_of(game, Seat::South));  // declarer plays dummy's card
  EXPECT_EQ(ruff, card("S2"));
}

TEST(SimpleRobotPlay, DeclarerDrawsTrumps) {
  BridgeGame game = game_from("N:A32.96432.QT54.K T54.KJ5.K32.Q432 KQJ76.AQ.AJ9.765 98.T87.876.AJT98", Seat::South);
  make_calls(game, {"1S", "Pass", "4S", "Pass", "Pass", "Pass"});
  play_cards(game, {"CA", "CK", "C2", "C5"});  // West wins; leads a heart
  play_cards(game, {"H7", "H2", "H5", "HQ"});  // South wins the queen and leads
  SimpleRobot robot;
  Card lead = robot.choose_card(view_of(game, Seat::South));
  EXPECT_EQ(lead.suit(), Suit::Spades);
}

// ------------------------------------------------------------------ claims

TEST(SimpleRobotClaims, AcceptsACorrectClaimAndRejectsAWrongOne) {
  // 3NT by South after 10 tricks; South claims the last three with the
  // three top spades. East must answer.
  BridgeGame game = three_nt_by_south("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98");
  // Play ten tricks by the robots themselves, then claim.
  SimpleRobot robot;
  while (game.play()->tricks().completed_tricks().size() < 10) {
    Seat actor = *game.player_to_act();
    ASSERT_TRUE(game.play_card(actor, robot.choose_card(view_of(game, actor))).ok());
  }
  const BridgePlay& play = *game.play();
  Hand south = play.tricks().remaining(Seat::South);
  int remaining = 3;
  // What can South's side truly take? The judge, given the claimer's hand,
  // accepts exactly the claims up to that number.
  int accepted_up_to = -1;
  for (int k = 0; k <= remaining; ++k) {
    SeenClaim claim{Seat::South, k, remaining, south};
    if (claim_is_acceptable(view_of(game, Seat::East, {}, claim)))
      accepted_up_to = k;
    else
      break;
  }
  EXPECT_GE(accepted_up_to, 0);
  // The claim of everything is either exactly right or refused; never a claim
  // beyond the accepted maximum.
  for (int k = accepted_up_to + 1; k <= remaining; ++k) {
    SeenClaim claim{Seat::South, k, remaining, south};
    EXPECT_FALSE(claim_is_acceptable(view_of(game, Seat::East, {}, claim))) << k;
  }
  // Without the claimer's cards nothing but a concession can be verified.
  SeenClaim blind{Seat::South, 1, remaining, std::nullopt};
  EXPECT_FALSE(claim_is_acceptable(view_of(game, Seat::East, {}, blind)));
  SeenClaim concession{Seat::South, 0, remaining, std::nullopt};
  EXPECT_TRUE(claim_is_acceptable(view_of(game, Seat::East, {}, concession)));
}

TEST(SimpleRobotClaims, TopWinnersClaimIsAccepted) {
  // Last trick count small: North-South hold the three top spades between
  // them; East-West hold only small cards. Build an ending by hand.
  Deal deal = Deal::from_pbn("N:AKQ... 432... JT9... 876...").value();
  SeatView v;
  v.seat = Seat::East;
  v.phase = BoardPhase::Play;
  v.contract = Contract{1, Strain::NoTrump, Doubling::Undoubled, Seat::South};
  v.own_hand = deal[Seat::East];
  v.dummy_hand = deal[Seat::North];
  v.current_trick.leader = Seat::South;
  v.completed_tricks.resize(10);  // ten tricks already gone (contents unused here)
  for (auto& t : v.completed_tricks) t.count = 4;
  // Fill the ten tricks with the 40 cards not in the ending.
  Hand rest = Hand::full_deck() - deal.all_cards();
  auto it = rest.begin();
  for (auto& t : v.completed_tricks)
    for (int i = 0; i < 4; ++i) t.cards[static_cast<std::size_t>(i)] = *it++;
  v.pending_claim = SeenClaim{Seat::South, 3, 3, deal[Seat::South]};
  EXPECT_TRUE(claim_is_acceptable(v));
  v.pending_claim = SeenClaim{Seat::South, 3, 3, std::nullopt};
  EXPECT_FALSE(claim_is_acceptable(v));
}

TEST(SimpleRobot, AcceptsUndo) {
  SimpleRobot robot;
  SeatView v;
  v.undo_requested_by = Seat::North;
  EXPECT_TRUE(robot.accept_undo(v));
}

// ------------------------------------------------------------------ SeatView

TEST(SeatView, DerivedFactsComeOnlyFromTheView) {
  BridgeGame game = three_nt_by_south("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98");
  SeatView east = view_of(game, Seat::East);
  EXPECT_FALSE(east.dummy_hand.has_value());  // before the opening lead
  EXPECT_FALSE(east.is_my_turn());
  EXPECT_TRUE(east.is_defender());
  SeatView west = view_of(game, Seat::West);
  EXPECT_TRUE(west.is_my_turn());
  EXPECT_EQ(west.legal_cards(), west.own_hand);
  play_cards(game, {"HK"});
  SeatView south = view_of(game, Seat::South);
  EXPECT_TRUE(south.dummy_hand.has_value());
  EXPECT_EQ(*south.to_act, Seat::North);
  EXPECT_TRUE(south.is_my_turn());  // declarer plays dummy's cards
  EXPECT_EQ(south.legal_cards(), south.dummy_hand->cards_of(Suit::Hearts));
  SeatView north = view_of(game, Seat::North);
  EXPECT_FALSE(north.is_my_turn());  // dummy controls nothing
  EXPECT_EQ(south.rebuilt_auction(), game.auction());
}

}  // namespace
}  // namespace tenace

namespace tenace {
namespace {

TEST(SimpleRobot, OutOfTurnCardIsInvalidNotACrash) {
  BridgeGame game = BridgeGame::create(
                        Deal::from_pbn("N:A32.A42.QT54.J76 T54.T983.K32.K32 KJ6.765.AJ9.AQ54 Q987.KQJ.876.T98").value(),
                        Seat::South, Vulnerability::None, 1)
                        .value();
  for (const char* c : {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}) ASSERT_TRUE(game.call(*Call::parse(c)).ok());
  SimpleRobot robot;
  SeatView east = view_of(game, Seat::East);  // West is on lead
  EXPECT_FALSE(robot.choose_card(east).is_valid());
  east.to_act.reset();
  EXPECT_FALSE(robot.choose_card(east).is_valid());
}

}  // namespace
}  // namespace tenace

namespace tenace {
namespace {

TEST(SimpleRobotBidding, BlackwoodAsksAnswersAndPlacesTheSlam) {
  // North opens 1S; South (20 HCP, four spades) drives to slam through 4NT.
  BridgeGame game = BridgeGame::create(
                        Deal::from_pbn("N:AKJ52.K42.Q54.76 T7.J975.973.QT84 Q943.AQ3.AKJ2.A2 86.T86.T86.KJ953").value(),
                        Seat::North, Vulnerability::None, 1)
                        .value();
  std::array<SimpleRobot, 4> robots;
  std::vector<CallDecision> made;
  while (game.phase() == GamePhase::Auction) {
    Seat actor = *game.player_to_act();
    CallDecision d = robots[index(actor)].choose_call(view_of(game, actor, made));
    ASSERT_TRUE(game.call(actor, d.call).ok());
    made.push_back(d);
  }
  bool asked = false, answered = false;
  for (std::size_t i = 0; i < made.size(); ++i) {
    if (made[i].call == Call::bid(4, Strain::NoTrump)) {
      asked = true;
      EXPECT_TRUE(made[i].alert);
      ASSERT_LT(i + 2, made.size());
      EXPECT_EQ(made[i + 2].call, Call::bid(5, Strain::Diamonds)) << "North holds one ace";
      answered = made[i + 2].alert;
    }
  }
  EXPECT_TRUE(asked);
  EXPECT_TRUE(answered);
  ASSERT_TRUE(game.contract().has_value());
  EXPECT_EQ(game.contract()->level, 6);
  EXPECT_EQ(game.contract()->strain, Strain::Spades);
}

}  // namespace
}  // namespace tenace
