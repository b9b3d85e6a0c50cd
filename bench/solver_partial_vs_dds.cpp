// The solver on the positions card play samples (partial deals, a trick
// perhaps under way), against libdds SolveBoard (solutions=3) in the same
// run on the same positions.
//
//   solver_partial_vs_dds [--deals 200] [--seed 1]
// Each seeded random deal is played double-dummy (the lowest of the best
// cards) in no trump and in spades; the positions met at the start of
// tricks 1, 4, 7 and 10 and after the first card of those tricks are
// solved for every card by both engines, in a shuffled order (so that a
// position rarely follows its own deal's), tenace with one Solver kept
// across all positions as a robot keeps its own, libdds one call after the
// other on one thread (it keeps its table between calls too). Every answer
// is checked against libdds's; per depth it prints the positions, each
// engine's mean time and the speed ratio (> 1: tenace faster).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <vector>

#include "core/random_deal.h"
#include "core/trick_play.h"
#include "solver/oracle_libdds.h"
#include "solver/solver.h"

using namespace tenace;
using Clock = std::chrono::steady_clock;

namespace {

struct Sample {
  int cards_left;  // per hand, at the start of the trick
  bool mid_trick;
  Position position;
};

// Plays `deal` in `strain` from West's lead double-dummy, keeping the
// positions of interest.
void collect(const Deal& deal, Strain strain, Solver& solver, std::vector<Sample>& out) {
  Position p;
  p.hands = deal;
  p.strain = strain;
  p.leader = Seat::West;
  const TrickRules rules = p.rules();
  for (int trick = 0; trick < 13; ++trick) {
    for (int k = 0; k < 4; ++k) {
      const int left = 13 - trick;
      if ((trick == 0 || trick == 3 || trick == 6 || trick == 9) && k <= 1) out.push_back({left, k == 1, p});
      const std::vector<CardResult> results = solver.all_cards(p);
      const CardResult* best = &results.front();
      for (const CardResult& r : results)
        if (r.tricks > best->tricks || (r.tricks == best->tricks && r.card.rank() < best->card.rank())) best = &r;
      const Seat mover = p.to_move();
      p.hands[mover].remove(best->card);
      p.trick_so_far.push_back(best->card);
    }
    Trick t;
    t.leader = p.leader;
    for (Card c : p.trick_so_far) t.cards[t.count++] = c;
    p.leader = t.winner(rules);
    p.trick_so_far.clear();
  }
}

}  // namespace

int main(int argc, char** argv) {
  int deals = 200;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (i + 1 < argc && !std::strcmp(argv[i], "--deals")) deals = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--seed")) seed = std::strtoull(argv[++i], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: solver_partial_vs_dds [--deals N] [--seed S]\n");
      return 2;
    }
  }
  SetMaxThreads(1);
  DealGenerator generator(seed);
  std::vector<Sample> samples;
  {
    Solver player;
    for (int d = 0; d < deals; ++d) {
      const Deal deal = generator.next();
      collect(deal, Strain::NoTrump, player, samples);
      collect(deal, Strain::Spades, player, samples);
    }
  }
  Xoshiro256 shuffle(seed + 17);
  for (std::size_t i = samples.size(); i > 1; --i) std::swap(samples[i - 1], samples[shuffle.next() % i]);
  struct Totals {
    int positions = 0;
    double tenace = 0, dds = 0;
  };
  std::map<std::pair<int, bool>, Totals> by_depth;
  Solver solver;
  int mismatches = 0;
  for (const Sample& s : samples) {
    const auto t0 = Clock::now();
    const std::vector<CardResult> ours = solver.all_cards(s.position);
    const auto t1 = Clock::now();
    const std::vector<CardResult> theirs = testing::libdds_all_cards(s.position);
    const auto t2 = Clock::now();
    if (ours != theirs) ++mismatches;
    Totals& t = by_depth[{-s.cards_left, s.mid_trick}];
    ++t.positions;
    t.tenace += std::chrono::duration<double>(t1 - t0).count();
    t.dds += std::chrono::duration<double>(t2 - t1).count();
  }
  std::printf("solver_partial_vs_dds: %d deals (seed %llu), no trump and spades, %zu positions\n", deals,
              static_cast<unsigned long long>(seed), samples.size());
  std::printf("%-26s %9s %12s %12s %8s\n", "position", "count", "tenace ms", "libdds ms", "ratio");
  for (const auto& [key, t] : by_depth)
    std::printf("%2d cards each, %-11s %9d %12.3f %12.3f %8.2f\n", -key.first, key.second ? "1 played" : "to lead",
                t.positions, 1000 * t.tenace / t.positions, 1000 * t.dds / t.positions, t.dds / t.tenace);
  std::printf("answers differing from libdds: %d\n", mismatches);
  return mismatches == 0 ? 0 : 1;
}
