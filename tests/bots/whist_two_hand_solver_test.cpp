// The two-hand solver of the Nonsense robot against a plain minimax over the
// core's own two-card play (WhistTwoHandPlay: its legal cards and trick
// winners), on small random endings under every rank order and strain;
// and its speed on full 13-card hands.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "bots/two_hand_solver.h"
#include "core/random_deal.h"
#include "core/whist_two_hand_play.h"

namespace tenace {
namespace {

// Tricks the player to move takes from here (the trick in progress
// included), by trying every legal card.
int minimax(const WhistTwoHandPlay& play);

// The mover's tricks from here when `card` is played now.
int tricks_after(const WhistTwoHandPlay& play, Card card) {
  const int mover = play.to_play();
  WhistTwoHandPlay next = play;
  const int before = next.tricks_won(mover);
  EXPECT_TRUE(next.play(card));
  const int won_now = next.tricks_won(mover) - before;
  if (next.is_over()) return won_now;
  // The tricks left from the next card on, the trick in progress included.
  const int left = next.remaining(next.to_play()).size();
  return won_now + (next.to_play() == mover ? minimax(next) : left - minimax(next));
}

int minimax(const WhistTwoHandPlay& play) {
  int best = 0;
  for (Card c : play.legal_cards()) best = std::max(best, tricks_after(play, c));
  return best;
}

TrickRules rules_for(int strain, RankOrder order) {
  TrickRules rules;
  if (strain < 4) rules.trump = static_cast<Suit>(strain);
  rules.order = order;
  return rules;
}

TEST(WhistRobotTwoHandSolver, AgreesWithMinimaxOverTheCorePlayOnSmallEndings) {
  DealGenerator deals(2024);
  TwoHandSolver solver(12);
  int checked = 0;
  for (int i = 0; i < 240; ++i) {
    const Deal deal = deals.next();
    const int cards = 2 + i % 5;  // 2..6 cards each
    std::array<Hand, 2> hands;
    for (int p = 0; p < 2; ++p) {
      int n = 0;
      for (Card c : deal[static_cast<Seat>(p * 2)])
        if (n++ < cards) hands[static_cast<std::size_t>(p)].add(c);
    }
    const RankOrder order = std::array{RankOrder::HighWins, RankOrder::LowWinsAceHigh, RankOrder::LowWinsAceLow}[i % 3];
    const TrickRules rules = rules_for(i % 5, order);
    const int leader = i % 2;
    WhistTwoHandPlay play(hands, rules, leader, false);
    // Sometimes start after the lead.
    TwoHandPosition position{hands, rules, leader, std::nullopt};
    if (i % 4 == 3) {
      const Card lead = *play.legal_cards().begin();
      ASSERT_TRUE(play.play(lead));
      position.hands[static_cast<std::size_t>(leader)].remove(lead);
      position.lead = lead;
    }
    int best = 0;
    for (const CardResult& r : solver.all_cards(position)) {
      EXPECT_EQ(r.tricks, tricks_after(play, r.card)) << "deal " << i << " card " << r.card.to_string();
      best = std::max(best, r.tricks);
      ++checked;
    }
    EXPECT_EQ(solver.max_tricks(position), best) << "deal " << i;
    EXPECT_EQ(solver.all_cards(position).size(), static_cast<std::size_t>(play.legal_cards().size()));
  }
  EXPECT_GT(checked, 500);
}

// Full 13-card hands finish (their time is measured in bench/whist); the
// values are checked against plain minimax on endings above.
TEST(WhistRobotTwoHandSolver, SolvesFullThirteenCardHands) {
  DealGenerator deals(7);
  TwoHandSolver solver;
  const int n = 40;
  for (int i = 0; i < n; ++i) {
    const Deal deal = deals.next();
    const TrickRules rules = rules_for(i % 5, i % 2 ? RankOrder::HighWins : RankOrder::LowWinsAceHigh);
    const TwoHandPosition position{{deal[Seat::North], deal[Seat::South]}, rules, 0, std::nullopt};
    const int tricks = solver.max_tricks(position);
    EXPECT_GE(tricks, 0);
    EXPECT_LE(tricks, 13);
  }
  EXPECT_GT(solver.nodes(), 0u);
}

}  // namespace
}  // namespace tenace
