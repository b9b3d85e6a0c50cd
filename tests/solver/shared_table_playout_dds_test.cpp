// The transposition table's generalisation against libdds. An entry claims
// its bound for every position that differs from the one it was proved in only
// below the cards that mattered; a wrong claim shows only when a later search
// on the same Solver meets such a position. So each random ending here is
// played out card by card with ONE Solver, and every position's all_cards is
// compared with libdds SolveBoard (solutions=3).
//
// This found the straddling-run bug (equivalent_cards.h,
// straddling_run_bottoms): without that rule 12 of 44,000 positions of 9- and
// 11-card endings were wrong; the seed and size below fail without it.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/random_deal.h"
#include "core/trick_play.h"
#include "solver/oracle_libdds.h"
#include "solver/solver.h"

namespace tenace {
namespace {

using testing::libdds_all_cards;

// `cards` cards per hand: the first 4 * cards of a seeded shuffle.
Deal random_ending(DealGenerator& generator, int cards) {
  const Deal full = generator.next();
  Deal ending;
  for (Seat s : kAllSeats) {
    int kept = 0;
    for (Card c : full[s])
      if (kept < cards && generator.rng().below(13) < static_cast<std::uint64_t>(cards + 1)) {
        ending[s].add(c);
        ++kept;
      }
    for (Card c : full[s])
      if (kept < cards && !ending[s].contains(c)) {
        ending[s].add(c);
        ++kept;
      }
  }
  return ending;
}

void play_out_endings(std::uint64_t seed, int cards, int endings) {
  SetMaxThreads(1);
  DealGenerator generator(seed);
  int positions = 0;
  for (int e = 0; e < endings; ++e) {
    const Deal deal = random_ending(generator, cards);
    const auto strain = static_cast<Strain>(generator.rng().below(5));
    const auto leader = static_cast<Seat>(generator.rng().below(4));
    TrickPlay play(deal, TrickRules{trump_suit(strain), RankOrder::HighWins}, leader);
    Solver solver(SolverOptions{std::size_t{4} << 20});
    while (!play.is_over()) {
      Position p;
      for (Seat s : kAllSeats) p.hands[s] = play.remaining(s);
      p.strain = strain;
      p.leader = play.current_trick().leader;
      for (int i = 0; i < play.current_trick().count; ++i) p.trick_so_far.push_back(play.current_trick().cards[i]);
      if (p.hands.all_cards().size() + static_cast<int>(p.trick_so_far.size()) <= 4) break;  // libdds's last trick
      const std::vector<CardResult> ours = solver.all_cards(p);
      ASSERT_EQ(ours, libdds_all_cards(p)) << "ending " << e << " " << deal.to_pbn() << " strain "
                                           << static_cast<int>(strain) << " leader " << seat_char(leader)
                                           << " now " << p.hands.to_pbn();
      ++positions;
      const Hand legal = play.legal_cards();
      std::vector<Card> choices(legal.begin(), legal.end());
      ASSERT_TRUE(play.play(choices[generator.rng().below(choices.size())]).ok());
    }
  }
  EXPECT_GT(positions, endings * cards);  // the playouts really ran
}

TEST(SharedTablePlayout, NineCardEndingsAgreeWithLibddsAtEveryCard) { play_out_endings(2, 9, 600); }
TEST(SharedTablePlayout, ElevenCardEndingsAgreeWithLibddsAtEveryCard) { play_out_endings(3, 11, 120); }

}  // namespace
}  // namespace tenace
