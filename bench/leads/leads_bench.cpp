// leads_bench: how often an opening lead gives up nothing double-dummy.
//
//   leads_bench [--deals N] [--seed S] [--samples K]
// Each seeded random deal is bid by system robots (2/1) at all four seats;
// passed-out deals are skipped. For the opening leader's every card the
// solver gives the defence's tricks with best play; a lead "holds" when it
// is as good as the best card. DDOLAR is the share of leads that hold;
// ADDOLAR leaves out the deals where every card is as good as the best.
// Three leaders on the same deals: the simulated lead (opening_lead.h, the
// robots' default budget or at most K layouts), the simple robot's rules,
// and a random card. Suit and no-trump contracts are counted apart.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/game_view.h"
#include "bots/opening_lead.h"
#include "bots/simple_card_play.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"
#include "core/random_deal.h"
#include "solver/solver.h"

using namespace tenace;

namespace {

struct Tally {
  int leads = 0, held = 0, contested = 0, contested_held = 0;
  void add(bool holds, bool all_tie) {
    ++leads;
    held += holds;
    if (!all_tie) {
      ++contested;
      contested_held += holds;
    }
  }
  double ddolar() const { return leads ? 100.0 * held / leads : 0; }
  double addolar() const { return contested ? 100.0 * contested_held / contested : 0; }
};

struct Leader {
  const char* name;
  Tally suit, notrump;
};

}  // namespace

int main(int argc, char** argv) {
  int deals = 1000, samples = 0;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (i + 1 < argc && !std::strcmp(argv[i], "--deals")) deals = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--seed")) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--samples")) samples = std::atoi(argv[++i]);
    else {
      std::fprintf(stderr, "usage: leads_bench [--deals N] [--seed S] [--samples K]\n");
      return 2;
    }
  }
  const BiddingSystem system = load_system("2over1");
  const SystemBidder bidder(system);
  PlayBudget budget;
  if (samples > 0) {
    budget.max_samples = samples;
    budget.min_samples = std::min(budget.min_samples, samples);
  }
  Solver solver;
  DealGenerator generator(seed);
  Xoshiro256 rng(seed * 7919 + 1);
  Xoshiro256 random_leads(seed * 104729 + 3);
  Leader leaders[3] = {{"simulated", {}, {}}, {"simple rules", {}, {}}, {"random card", {}, {}}};
  std::vector<double> seconds;
  for (int board = 1; board <= deals; ++board) {
    const Deal deal = generator.next();
    std::vector<CallDecision> explained;
    const BridgeGame game = bid_board(deal, board, bidder, &explained);
    if (game.is_passed_out()) continue;
    const Contract contract = *game.contract();
    const Seat leader = next(contract.declarer);
    Position p;
    p.hands = deal;
    p.strain = contract.strain;
    p.leader = leader;
    const std::vector<CardResult> results = solver.all_cards(p);
    int best = 0, worst = 13;
    for (const CardResult& r : results) {
      best = std::max(best, r.tricks);
      worst = std::min(worst, r.tricks);
    }
    const bool all_tie = best == worst;
    auto holds = [&](Card c) {
      for (const CardResult& r : results)
        if (r.card == c) return r.tricks == best;
      return false;
    };
    const SeatView view = view_of(game, leader, explained);
    const auto start = std::chrono::steady_clock::now();
    const Card simulated = choose_opening_lead(view, system, budget, rng).card;
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    const Card simple = SimpleCardPlayer{}.choose(view);
    std::vector<Card> hand(deal[leader].begin(), deal[leader].end());
    const Card random = hand[random_leads.next() % hand.size()];
    const Card chosen[3] = {simulated, simple, random};
    for (int k = 0; k < 3; ++k)
      (contract.strain == Strain::NoTrump ? leaders[k].notrump : leaders[k].suit).add(holds(chosen[k]), all_tie);
    if (board % 100 == 0) std::fprintf(stderr, "%d deals done\n", board);
  }
  std::printf("leads_bench: %d deals (seed %llu)\n", deals, static_cast<unsigned long long>(seed));
  std::printf("%-14s %28s %28s\n", "", "suit contracts", "no trump");
  std::printf("%-14s %14s %13s %14s %13s\n", "leader", "DDOLAR", "ADDOLAR", "DDOLAR", "ADDOLAR");
  for (const Leader& l : leaders)
    std::printf("%-14s %6.1f%% (%4d) %6.1f%% (%3d) %6.1f%% (%4d) %6.1f%% (%3d)\n", l.name, l.suit.ddolar(),
                l.suit.leads, l.suit.addolar(), l.suit.contested, l.notrump.ddolar(), l.notrump.leads,
                l.notrump.addolar(), l.notrump.contested);
  std::sort(seconds.begin(), seconds.end());
  if (!seconds.empty())
    std::printf("simulated lead time: median %.3f s, worst %.3f s\n", seconds[seconds.size() / 2], seconds.back());
  return 0;
}
