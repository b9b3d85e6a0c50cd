// Racing the candidate opening leads: a lead clearly worse than the best
// over enough layouts stops being solved; close leads stay in.
#include "bots/lead_racing.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

Contract three_notrump() {
  Contract c;
  c.level = 3;
  c.strain = Strain::NoTrump;
  c.declarer = Seat::South;
  return c;
}

// `layouts` rows of the defence's tricks for three leads, repeating `row`.
std::vector<std::vector<int>> repeated(std::vector<int> row, int layouts) {
  return std::vector<std::vector<int>>(static_cast<std::size_t>(layouts), row);
}

TEST(LeadRacing, ALeadThatSetsTheContractLessOftenIsDroppedOnceThereAreEnoughLayouts) {
  // Lead 0 sets 3NT (five tricks), lead 1 lets it make (four), lead 2 ties lead 0.
  const std::vector<bool> all{true, true, true};
  EXPECT_EQ(leads_still_racing(repeated({5, 4, 5}, kRaceAfterLayouts - 1), all, three_notrump(), Vulnerability::None),
            all);
  EXPECT_EQ(leads_still_racing(repeated({5, 4, 5}, kRaceAfterLayouts), all, three_notrump(), Vulnerability::None),
            (std::vector<bool>{true, false, true}));
}

TEST(LeadRacing, NoisyDifferencesKeepALeadIn) {
  // Lead 1 is worse in half the layouts and better in the other half.
  std::vector<std::vector<int>> defence;
  for (int k = 0; k < 2 * kRaceAfterLayouts; ++k) defence.push_back(k % 2 ? std::vector<int>{5, 4} : std::vector<int>{4, 5});
  const std::vector<bool> both{true, true};
  EXPECT_EQ(leads_still_racing(defence, both, three_notrump(), Vulnerability::Both), both);
  // Worse in one layout of eight, even by a game: one layout is not clear.
  std::vector<std::vector<int>> once = repeated({5, 5}, kRaceAfterLayouts);
  once[3][1] = 4;
  EXPECT_EQ(leads_still_racing(once, both, three_notrump(), Vulnerability::None), both);
}

TEST(LeadRacing, ALeadOutStaysOutAndIsNotCompared) {
  // Lead 1 went out earlier (its later entries unsolved, -1); lead 2 is the
  // best of those left and stays in.
  const std::vector<bool> alive{true, false, true};
  EXPECT_EQ(leads_still_racing(repeated({5, -1, 5}, kRaceAfterLayouts), alive, three_notrump(), Vulnerability::None),
            alive);
}

}  // namespace
}  // namespace tenace
