// The sampling card player: what a seat knows (card facts, the auction's
// reading, relaxing it when it cannot be met), its choices (legal,
// repeatable for a seed, better than the simple robot's against perfect
// defence) and its claims.
#include <gtest/gtest.h>

#include "bots/bid_out.h"
#include "bots/game_view.h"
#include "scripted_game.h"
#include "bots/play_knowledge.h"
#include "bots/sampling_card_play.h"
#include "bots/simple_card_play.h"
#include "bots/simple_robot.h"
#include "bots/thread_solver.h"
#include "bots/system_robot.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"
#include "core/random_deal.h"
#include "solver/solver.h"

namespace tenace {
namespace {

const BiddingSystem& two_over_one() {
  static const BiddingSystem system = load_system("2over1");
  return system;
}

// A small budget bound by the sample count, not the clock: repeatable.
PlayBudget test_budget(int samples = 8) {
  PlayBudget b;
  b.time = std::chrono::milliseconds(60'000);
  b.lead_time = b.time;
  b.hard_limit = std::chrono::minutes(10);
  b.min_samples = samples;
  b.max_samples = samples;
  return b;
}

// Random but fixed: N 1NT opener, E-W silent, S raises to 3NT.
constexpr const char* kDeal = "N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42";

TEST(PlayKnowledge, PlayedCardsBelongToTheirPlayerAndShowingOutExcludesTheSuit) {
  // North declares 4S; East leads the heart ace, dummy follows, West shows
  // out (discarding a club), North follows.
  BridgeGame game = game_with("N:AKQ2.KQ3.A742.Q6 J9.AJ9765.K5.J87 543.T842.QJ63.T4 T876..T98.AK9532", Seat::North,
                              {"1S", "Pass", "4S", "Pass", "Pass", "Pass"}, {"HA", "H2", "C2", "H3"});
  const SeatView north = view_of(game, Seat::North);
  const dealer::DealConstraints facts = card_facts(north);
  // Own hand and dummy's are known whole, with the cards they played.
  EXPECT_EQ(facts[index(Seat::North)].must_hold.size(), 13);
  EXPECT_EQ(facts[index(Seat::South)].must_hold.size(), 13);
  // Each played card stays with its player.
  EXPECT_TRUE(facts[index(Seat::East)].must_hold.contains(*Card::parse("HA")));
  EXPECT_TRUE(facts[index(Seat::West)].must_hold.contains(*Card::parse("C2")));
  EXPECT_TRUE(facts[index(Seat::East)].cannot_hold.contains(*Card::parse("C2")));
  // West showed out of hearts: no unseen heart can be there.
  for (const char* h : {"HJ", "H9", "H7", "H5"}) EXPECT_TRUE(facts[index(Seat::West)].cannot_hold.contains(*Card::parse(h))) << h;
  EXPECT_FALSE(facts[index(Seat::East)].cannot_hold.contains(*Card::parse("HJ")));
  // So every layout gives East all the hearts out.
  LayoutSource layouts(north, two_over_one());
  Xoshiro256 rng(1);
  for (int i = 0; i < 20; ++i) {
    const std::optional<Deal> d = layouts.next(rng);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ((*d)[Seat::East].length(Suit::Hearts), 6);
    const Position p = position_now(north, *d);
    EXPECT_EQ(p.hands[Seat::East].size(), 12);
    EXPECT_EQ(p.hands[Seat::North].size(), 12);
  }
}

TEST(PlayKnowledge, AuctionRangesApplyToHiddenHandsOnly) {
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}, {"SQ"});
  // East led the spade queen: dummy (South) is down; declarer North sees it.
  const SeatView west = view_of(game, Seat::West);
  const dealer::DealConstraints known = what_seat_knows(west, two_over_one());
  // West (a defender) knows North opened 1NT: 15-17 HCP, balanced lengths.
  EXPECT_EQ(known[index(Seat::North)].hcp.min, 15);
  EXPECT_EQ(known[index(Seat::North)].hcp.max, 17);
  // West's own hand and dummy's are known exactly: no ranges on them.
  EXPECT_EQ(known[index(Seat::West)].must_hold.size(), 13);
  EXPECT_EQ(known[index(Seat::South)].must_hold.size(), 13);
  EXPECT_EQ(known[index(Seat::West)].hcp.min, 0);
  // Every layout drawn honours all of it.
  LayoutSource layouts(west, two_over_one());
  Xoshiro256 rng(7);
  for (int i = 0; i < 50; ++i) {
    const std::optional<Deal> d = layouts.next(rng);
    ASSERT_TRUE(d.has_value());
    for (Seat s : kAllSeats) EXPECT_TRUE(known[index(s)].allows((*d)[s])) << i;
    EXPECT_TRUE((*d)[Seat::East].contains(*Card::parse("SQ")));
  }
  EXPECT_EQ(layouts.trust(), LayoutSource::Trust::Full);
}

TEST(PlayKnowledge, AnAuctionThatCannotBeMetIsGivenUpBeforeTheCards) {
  // North opens 1NT with no HCP (a psyche). East, seeing its own 36-point
  // hand and dummy's, knows at most 4 HCP are left for North: the reading is
  // given up, the card facts are kept.
  BridgeGame game = game_with("N:5432.5432.432.32 AKQ.AKQ.AKQ.AKQJ T98.T98.T98.T987 J76.J76.J765.654", Seat::North,
                              {"1NT", "Pass", "Pass", "Pass"}, {"SA"});
  const SeatView east = view_of(game, Seat::East);
  LayoutSource layouts(east, two_over_one());
  Xoshiro256 rng(3);
  const std::optional<Deal> d = layouts.next(rng);
  ASSERT_TRUE(d.has_value());
  EXPECT_NE(layouts.trust(), LayoutSource::Trust::Full);
  EXPECT_TRUE((*d)[Seat::East].contains(*Card::parse("SA")));
}

TEST(PlayKnowledge, NarrowingTheReadingWinsOverTheAuctionButKeepsTheCards) {
  // East, on lead against 3NT, reads North's 1NT as 15-17; told North holds
  // exactly 16 HCP and 3-3-4-3 (a better reading than the auction's), every
  // layout deals North just that, and East's own cards stay East's. Told
  // 20 HCP (outside the auction's range), the narrower fact wins.
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}, {});
  const SeatView east = view_of(game, Seat::East);
  for (int hcp : {16, 20}) {
    dealer::DealConstraints more{};
    more[index(Seat::North)].hcp = {hcp, hcp};
    more[index(Seat::North)].length = {{{3, 3}, {4, 4}, {3, 3}, {3, 3}}};  // clubs, diamonds, hearts, spades
    LayoutSource layouts(east, two_over_one());
    layouts.narrow(more);
    Xoshiro256 rng(5);
    for (int i = 0; i < 20; ++i) {
      const std::optional<Deal> d = layouts.next(rng);
      ASSERT_TRUE(d.has_value());
      EXPECT_EQ((*d)[Seat::North].high_card_points(), hcp);
      EXPECT_EQ((*d)[Seat::North].length(Suit::Diamonds), 4);
      EXPECT_EQ((*d)[Seat::East], game.deal()[Seat::East]);
    }
    EXPECT_EQ(layouts.trust(), LayoutSource::Trust::Full);
  }
}

TEST(EquivalentCards, TouchingCardsInWhatIsStillOutAreOneClass) {
  // Holding K Q 9 8 of spades with the J and 10 played: K Q 9 8 are one
  // class unless some card between them is still out.
  const Hand holder = Deal::from_pbn("N:KQ98... - - -").value()[Seat::North];
  Hand played;
  played.add(*Card::parse("SJ"));
  played.add(*Card::parse("ST"));
  auto classes = equivalent_card_classes(holder, holder, played);
  ASSERT_EQ(classes.size(), 1u);
  classes = equivalent_card_classes(holder, holder, Hand());
  ASSERT_EQ(classes.size(), 2u);  // K Q, then 9 8 (the J and 10 are out)
}

// Plays a board out: declarer's side by `declarer_robot`, the defence
// double-dummy. Returns declarer's tricks.
int play_against_perfect_defence(BridgeGame game, Robot& declarer_robot) {
  Solver solver;
  while (game.phase() == GamePhase::Play) {
    const Seat actor = *game.player_to_act();
    Card card;
    if (side_of(actor) == side_of(game.contract()->declarer)) {
      card = declarer_robot.choose_card(view_of(game, actor));
    } else {
      const auto results = solver.all_cards(open_position(game));
      card = std::max_element(results.begin(), results.end(), [](const CardResult& a, const CardResult& b) {
               return a.tricks < b.tricks;
             })->card;
    }
    EXPECT_TRUE(game.play_card(actor, card).ok()) << card.to_string();
  }
  return *game.declarer_tricks();
}

std::optional<BridgeGame> bid_board(const Deal& deal, int board) {
  BridgeGame game = tenace::bid_board(deal, board, SystemBidder(two_over_one()));
  if (game.is_passed_out()) return std::nullopt;
  return game;
}

TEST(SamplingCardPlayer, DeclaresBetterThanTheSimpleRobotAgainstPerfectDefence) {
  DealGenerator deals(424242);
  int sampling = 0, simple = 0, boards = 0;
  for (int board = 1; boards < 10; ++board) {
    std::optional<BridgeGame> game = bid_board(deals.next(), board);
    if (!game) continue;
    ++boards;
    SystemRobot robot(two_over_one(), {test_budget(12), ScoringGoal::Imps, static_cast<std::uint64_t>(board), {}});
    SimpleRobot baseline;
    sampling += play_against_perfect_defence(*game, robot);
    simple += play_against_perfect_defence(*game, baseline);
  }
  std::cout << "declarer tricks over 10 boards: sampling " << sampling << ", simple " << simple << "\n";
  EXPECT_GT(sampling, simple);
}

TEST(SamplingCardPlayer, SameSeedSameCardsAndEveryCardLegal) {
  DealGenerator deals(99);
  for (int board = 1; board <= 3; ++board) {
    const Deal deal = deals.next();
    std::optional<BridgeGame> bid = bid_board(deal, board);
    if (!bid) continue;
    std::vector<Card> first_run;
    for (int run = 0; run < 2; ++run) {
      BridgeGame game = *bid;
      std::array<std::unique_ptr<SystemRobot>, 4> robots;
      for (Seat s : kAllSeats)
        robots[index(s)] = std::make_unique<SystemRobot>(
            two_over_one(), SystemRobotOptions{test_budget(4), ScoringGoal::Matchpoints, 11u + index(s), {}});
      std::vector<Card> cards;
      while (game.phase() == GamePhase::Play) {
        const Seat actor = *game.player_to_act();
        const SeatView view = view_of(game, actor);
        const Card c = robots[index(actor)]->choose_card(view);
        ASSERT_TRUE(view.legal_cards().contains(c)) << c.to_string();
        ASSERT_TRUE(game.play_card(actor, c).ok());
        cards.push_back(c);
      }
      if (run == 0) first_run = cards;
      else EXPECT_EQ(cards, first_run) << "board " << board;
    }
  }
}

TEST(SamplingCardPlayer, AtTheHardLimitTheSearchInProgressIsAbandoned) {
  // Dummy to play to trick one: every layout is a search of thousands of
  // nodes, and with no time at all the first one is given up at the
  // solver's first stop check, not solved to the end.
  BridgeGame game = game_with(kDeal, Seat::North, {"1NT", "Pass", "3NT", "Pass", "Pass", "Pass"}, {"SQ"});
  const SeatView north = view_of(game, Seat::North);
  ASSERT_EQ(north.to_act, Seat::South);
  PlayBudget no_time = test_budget(16);
  no_time.hard_limit = std::chrono::milliseconds(0);
  thread_solver().clear();  // nothing learnt earlier answers the layout at once
  SamplingCardPlayer player(two_over_one(), no_time, ScoringGoal::Imps, 3);
  const CardAnalysis analysis = player.analyse(north, no_time.time);
  ASSERT_GT(analysis.cards.size(), 1u);
  EXPECT_TRUE(analysis.interrupted);
  EXPECT_EQ(analysis.samples(), 0);
  // With no layout solved the card is the simple robot's, and legal.
  const SamplingCardPlayer::Choice choice = player.decide(north);
  EXPECT_EQ(choice.card, SimpleCardPlayer{}.choose(north));
  EXPECT_TRUE(north.legal_cards().contains(choice.card));
  // The thread's solver keeps no deadline after the card.
  Position p;
  p.hands = *Deal::from_pbn(kDeal);
  EXPECT_NO_THROW(thread_solver().all_cards(p));
}

TEST(SamplingCardPlayer, ClaimsWhenEveryLayoutGivesTheRest) {
  // North-South hold every top card: after the opening lead, all 12 tricks
  // left are declarer's whatever the layout.
  BridgeGame game = game_with("N:AKQJ.AKQJ.AKQ.AK 7654.765.765.765 T98.T98.JT9.QJT9 32.432.8432.8432", Seat::North,
                              {"7NT", "Pass", "Pass", "Pass"}, {"S4", "S8", "S2", "SA"});
  ASSERT_EQ(game.position_to_act(), Seat::North);
  SamplingCardPlayer player(two_over_one(), test_budget(8), ScoringGoal::Imps, 5);
  EXPECT_EQ(player.propose_claim(view_of(game, Seat::North)), 12);
  // Asked again in the same position, the claim was refused: play on.
  EXPECT_EQ(player.propose_claim(view_of(game, Seat::North)), std::nullopt);
}

TEST(SamplingCardPlayer, NoClaimWhenALayoutDecides) {
  // 6NT with eleven top tricks and a spade finesse: the tricks depend on
  // where the king is, so no claim.
  BridgeGame game = game_with("N:AQ2.AKQ.AKQ.AKQJ 76.5432.5432.432 543.JT9.JT9.T987 KJT98.876.876.65", Seat::South,
                              {"6NT", "Pass", "Pass", "Pass"}, {"H8", "HQ", "H2", "H9"});
  ASSERT_EQ(game.position_to_act(), Seat::North);
  SamplingCardPlayer player(two_over_one(), test_budget(16), ScoringGoal::Imps, 5);
  EXPECT_EQ(player.propose_claim(view_of(game, Seat::South)), std::nullopt);
}

}  // namespace
}  // namespace tenace
