// Solver::cards_reaching: for every wanted card, whether the side to move
// reaches a number of tricks, as the exact counts of all_cards say.
#include <gtest/gtest.h>

#include "solver/random_deals_data.h"
#include "solver/solver.h"

namespace tenace {
namespace {

TEST(SolverCardsReaching, AgreesWithTheExactCountsAtEveryTarget) {
  const testing::OracleData data = testing::read_oracle_data();
  Solver exact, bounded;
  int checked = 0, reached = 0;
  for (int d = 0; d < 4; ++d) {
    const Deal deal = *Deal::from_pbn(data.deals.at(static_cast<std::size_t>(d)).pbn);
    for (Strain strain : {Strain::NoTrump, Strain::Hearts}) {
      Position p;
      p.hands = deal;
      p.strain = strain;
      p.leader = kAllSeats[static_cast<std::size_t>(d)];
      const std::vector<CardResult> counts = exact.all_cards(p);
      // Every other card wanted: the answer lists exactly those.
      Hand wanted;
      for (std::size_t i = 0; i < counts.size(); i += 2) wanted.add(counts[i].card);
      for (int target = 0; target <= 13; ++target) {
        const std::vector<CardReach> reach = bounded.cards_reaching(p, wanted, target);
        ASSERT_EQ(reach.size(), (counts.size() + 1) / 2);
        for (std::size_t i = 0; i < reach.size(); ++i) {
          ASSERT_EQ(reach[i].card, counts[2 * i].card);
          EXPECT_EQ(reach[i].reaches, counts[2 * i].tricks >= target)
              << "deal " << d << " card " << reach[i].card.to_string() << " target " << target;
          ++checked;
          reached += reach[i].reaches;
        }
      }
    }
  }
  // Both answers occur, so the comparison can fail either way.
  EXPECT_GT(reached, 0);
  EXPECT_LT(reached, checked);
}

}  // namespace
}  // namespace tenace
