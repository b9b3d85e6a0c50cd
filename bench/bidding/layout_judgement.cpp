#include "layout_judgement.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <thread>

#include "core/duplicate_score.h"
#include "core/imps.h"
#include "dealer/shuffler.h"
#include "solver/solver.h"

namespace tenace {

std::vector<Deal> east_west_layouts(const Deal& deal, int count, std::uint64_t seed, std::uint64_t board) {
  std::vector<Deal> layouts{deal};
  Deal predeal;
  predeal[Seat::North] = deal[Seat::North];
  predeal[Seat::South] = deal[Seat::South];
  const dealer::Shuffler shuffler(predeal);
  Xoshiro256 rng = dealer::Shuffler::block_stream(seed, board);
  while (static_cast<int>(layouts.size()) < count) layouts.push_back(shuffler.next(rng));
  return layouts;
}

std::vector<DDTable> north_south_tables(const std::vector<Deal>& deals, int threads) {
  std::vector<DDTable> tables(deals.size());
  std::atomic<std::size_t> next_deal{0};
  auto work = [&] {
    Solver solver;
    for (std::size_t i = next_deal++; i < deals.size(); i = next_deal++)
      for (Strain s : kAllStrains)
        for (Seat declarer : {Seat::North, Seat::South}) {
          Position p;
          p.hands = deals[i];
          p.strain = s;
          p.leader = next(declarer);
          tables[i].at(s, declarer) = solver.tricks_for(p, side_of(declarer));
        }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return tables;
}

int game_tricks(Strain strain) { return 6 + game_level(strain); }

LayoutJudgement judge_over_layouts(const std::vector<DDTable>& layouts, const std::optional<Contract>& reached,
                                   Vulnerability vulnerability) {
  if (layouts.empty()) throw std::invalid_argument("judge_over_layouts: no layouts");
  const double n = static_cast<double>(layouts.size());
  auto score = [&](const Contract& c, const DDTable& t) {
    return duplicate_score_ns(c, t.at(c.strain, c.declarer), vulnerability);
  };
  auto mean_score = [&](const Contract& c) {
    double total = 0;
    for (const auto& t : layouts) total += score(c, t);
    return total / n;
  };
  auto share_taking = [&](Strain s, Seat d, int tricks) {
    int made = 0;
    for (const auto& t : layouts) made += t.at(s, d) >= tricks;
    return made / n;
  };
  LayoutJudgement j;
  bool first = true;
  for (Strain s : kAllStrains)
    for (Seat d : {Seat::North, Seat::South}) {
      j.game_odds = std::max(j.game_odds, share_taking(s, d, game_tricks(s)));
      j.small_slam_odds = std::max(j.small_slam_odds, share_taking(s, d, 12));
      j.grand_slam_odds = std::max(j.grand_slam_odds, share_taking(s, d, 13));
      for (int level = 1; level <= 7; ++level) {
        const Contract c{level, s, Doubling::Undoubled, d};
        const double m = mean_score(c);
        if (first || m > j.best_mean) j.best = c, j.best_mean = m, first = false;
      }
    }
  double loss = 0;
  for (const auto& t : layouts) loss += imps(score(j.best, t) - (reached ? score(*reached, t) : 0));
  j.imp_loss = loss / n;
  if (reached) {
    j.reached_mean = mean_score(*reached);
    j.reached_makes = share_taking(reached->strain, reached->declarer, reached->level + 6);
  }
  return j;
}

}  // namespace tenace
