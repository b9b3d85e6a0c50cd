// cardplay_bench: how well the sampling robot plays the cards, against the
// simple robot measured in the same run on the same seeded deals. Every
// deal is bid by system robots at all four seats (2/1), so the contract is
// the robots' own; passed-out deals are skipped.
//
//   cardplay_bench declarer [--deals N] [--seed S]
//     the robot declares against double-dummy defenders: mean tricks below
//     the double-dummy value, and the share of makeable contracts made.
//   cardplay_bench defence [...]
//     robots defend against a double-dummy declarer: tricks given away per
//     board (tricks above the double-dummy value).
//   cardplay_bench match [...]
//     sampling robots North-South against simple robots East-West in one
//     room, the reverse in the other, same auctions: IMPs per board for the
//     sampling robots with a 95% confidence interval.
// Each mode also prints the sampling robot's thinking time per card (median
// and worst, opening leads apart). --samples K caps the layouts per card
// (default: the robot's default budget).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/game_view.h"
#include "bots/simple_robot.h"
#include "bots/system_robot.h"
#include "core/bridge_game.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "core/random_deal.h"
#include "solver/solver.h"

using namespace tenace;

namespace {

enum class Player { Sampling, Simple, DoubleDummy };

struct Options {
  std::string mode = "declarer";
  int deals = 500;
  std::uint64_t seed = 1;
  int samples = 0;  // 0: the default budget
  bool per_board = false;  // a line for each board (to compare two builds board by board)
};

struct Timings {
  std::vector<double> cards;  // seconds
  std::vector<double> leads;
};

// The card best for the side to move with every hand seen (lowest of ties).
Card double_dummy_card(const BridgeGame& game, Solver& solver) {
  const std::vector<CardResult> results = solver.all_cards(open_position(game));
  const CardResult* best = &results.front();
  for (const CardResult& r : results)
    if (r.tricks > best->tricks || (r.tricks == best->tricks && r.card.rank() < best->card.rank())) best = &r;
  return best->card;
}

struct Table {
  std::array<std::unique_ptr<Robot>, 4> sampling;
  std::array<SimpleRobot, 4> simple;
};

int play_out(BridgeGame game, const std::array<Player, 4>& kinds, Table& table, Solver& dd, Timings& timings) {
  while (game.phase() == GamePhase::Play) {
    const Seat actor = *game.player_to_act();
    const bool lead = game.play()->tricks().completed_tricks().empty() && game.play()->tricks().current_trick().is_empty();
    Card card;
    switch (kinds[index(actor)]) {
      case Player::DoubleDummy: card = double_dummy_card(game, dd); break;
      case Player::Simple: card = table.simple[index(actor)].choose_card(view_of(game, actor)); break;
      case Player::Sampling: {
        const auto start = std::chrono::steady_clock::now();
        card = table.sampling[index(actor)]->choose_card(view_of(game, actor));
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        (lead ? timings.leads : timings.cards).push_back(s);
        break;
      }
    }
    if (!game.play_card(actor, card).ok()) {
      std::fprintf(stderr, "illegal card %s\n", card.to_string().c_str());
      std::exit(1);
    }
  }
  return *game.declarer_tricks();
}

std::array<Player, 4> declaring_side(Seat declarer, Player robot) {
  std::array<Player, 4> kinds{};
  for (Seat s : kAllSeats) kinds[index(s)] = side_of(s) == side_of(declarer) ? robot : Player::DoubleDummy;
  return kinds;
}

std::array<Player, 4> defending_side(Seat declarer, Player robot) {
  std::array<Player, 4> kinds{};
  for (Seat s : kAllSeats) kinds[index(s)] = side_of(s) == side_of(declarer) ? Player::DoubleDummy : robot;
  return kinds;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void print_timings(const Timings& t) {
  const double worst = t.cards.empty() ? 0 : *std::max_element(t.cards.begin(), t.cards.end());
  const double lead_worst = t.leads.empty() ? 0 : *std::max_element(t.leads.begin(), t.leads.end());
  std::printf("sampling robot thinking: %zu cards, median %.3f s, worst %.3f s; %zu opening leads, median %.3f s, worst %.3f s\n",
              t.cards.size(), median(t.cards), worst, t.leads.size(), median(t.leads), lead_worst);
}

// declarer / defence: per robot kind, the sum of tricks off the DD value.
struct Tally {
  double off_sampling = 0, off_simple = 0;
  int makeable = 0, made_sampling = 0, made_simple = 0;
};

void report(const Options& o, int deals, int boards, const Tally& t, const std::vector<double>& match_imps,
            const Timings& timings) {
  std::printf("cardplay_bench %s: %d deals (seed %llu), %d played (passed out skipped)\n", o.mode.c_str(), deals,
              static_cast<unsigned long long>(o.seed), boards);
  if (o.mode == "declarer") {
    std::printf("tricks below double-dummy per board: sampling %.3f, simple %.3f\n", t.off_sampling / boards,
                t.off_simple / boards);
    std::printf("makeable contracts made: sampling %d/%d, simple %d/%d\n", t.made_sampling, t.makeable,
                t.made_simple, t.makeable);
  } else if (o.mode == "defence") {
    std::printf("tricks given away per board: sampling %.3f, simple %.3f\n", t.off_sampling / boards,
                t.off_simple / boards);
  } else {
    double sum = 0, sq = 0;
    for (double x : match_imps) sum += x;
    const double mean = sum / match_imps.size();
    for (double x : match_imps) sq += (x - mean) * (x - mean);
    const double se = std::sqrt(sq / (match_imps.size() - 1) / match_imps.size());
    std::printf("IMPs per board for the sampling robots: %+.2f (95%% CI %+.2f .. %+.2f)\n", mean, mean - 1.96 * se,
                mean + 1.96 * se);
  }
  print_timings(timings);
  std::fflush(stdout);
}

Options parse(int argc, char** argv) {
  Options o;
  int i = 1;
  if (argc > 1 && argv[1][0] != '-') o.mode = argv[i++];
  for (; i < argc; ++i) {
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "cardplay_bench: %s needs a value\n", argv[i]);
        std::exit(2);
      }
      return argv[++i];
    };
    if (!std::strcmp(argv[i], "--deals")) o.deals = std::atoi(value());
    else if (!std::strcmp(argv[i], "--seed")) o.seed = std::strtoull(value(), nullptr, 10);
    else if (!std::strcmp(argv[i], "--samples")) o.samples = std::atoi(value());
    else if (!std::strcmp(argv[i], "--per-board")) o.per_board = true;
    else {
      std::fprintf(stderr, "cardplay_bench: unknown option %s\n", argv[i]);
      std::exit(2);
    }
  }
  if (o.mode != "declarer" && o.mode != "defence" && o.mode != "match") {
    std::fprintf(stderr, "usage: cardplay_bench declarer|defence|match [--deals N] [--seed S] [--samples K] [--per-board]\n");
    std::exit(2);
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  const BiddingSystem system = load_system("2over1");
  const SystemBidder bidder(system);
  SystemRobotOptions robot_options;
  if (o.samples > 0) {
    robot_options.budget.max_samples = o.samples;
    robot_options.budget.min_samples = std::min(robot_options.budget.min_samples, o.samples);
  }
  Solver dd;
  DealGenerator deals(o.seed);
  Timings timings;
  int boards = 0;
  Tally tally;
  std::vector<double> match_imps;
  for (int board = 1; board <= o.deals; ++board) {
    const Deal deal = deals.next();
    std::optional<BridgeGame> game = bid_board(deal, board, bidder);
    if (game->is_passed_out()) continue;
    ++boards;
    Table table;
    for (Seat s : kAllSeats) {
      robot_options.seed = o.seed * 1000003 + static_cast<std::uint64_t>(board) * 4 + static_cast<std::uint64_t>(index(s));
      table.sampling[index(s)] = std::make_unique<SystemRobot>(system, robot_options);
    }
    const Contract contract = *game->contract();
    const int dd_value = dd.table(deal).at(contract.strain, contract.declarer);
    if (o.mode == "declarer") {
      const int a = play_out(*game, declaring_side(contract.declarer, Player::Sampling), table, dd, timings);
      const int b = play_out(*game, declaring_side(contract.declarer, Player::Simple), table, dd, timings);
      tally.off_sampling += dd_value - a;
      tally.off_simple += dd_value - b;
      if (o.per_board)
        std::printf("board %d %s: double dummy %d, sampling %d, simple %d\n", board, contract.to_string().c_str(),
                    dd_value, a, b);
      if (dd_value >= contract.tricks_needed()) {
        ++tally.makeable;
        tally.made_sampling += a >= contract.tricks_needed();
        tally.made_simple += b >= contract.tricks_needed();
      }
    } else if (o.mode == "defence") {
      const int a = play_out(*game, defending_side(contract.declarer, Player::Sampling), table, dd, timings);
      const int b = play_out(*game, defending_side(contract.declarer, Player::Simple), table, dd, timings);
      tally.off_sampling += a - dd_value;
      tally.off_simple += b - dd_value;
      if (o.per_board)
        std::printf("board %d %s: double dummy %d, declarer against sampling %d, against simple %d\n", board,
                    contract.to_string().c_str(), dd_value, a, b);
    } else {
      std::array<Player, 4> room1{}, room2{};
      for (Seat s : kAllSeats) {
        const bool ns = side_of(s) == Side::NorthSouth;
        room1[index(s)] = ns ? Player::Sampling : Player::Simple;
        room2[index(s)] = ns ? Player::Simple : Player::Sampling;
      }
      const Vulnerability vul = game->vulnerability();
      const int t1 = play_out(*game, room1, table, dd, timings);
      const int t2 = play_out(*game, room2, table, dd, timings);
      const int ns1 = duplicate_score_ns(contract, t1, vul), ns2 = duplicate_score_ns(contract, t2, vul);
      match_imps.push_back(imps(ns1 - ns2));
      if (o.per_board)
        std::printf("board %d %s: tricks %d (sampling North-South), %d (simple North-South), %+d IMPs\n", board,
                    contract.to_string().c_str(), t1, t2, imps(ns1 - ns2));
    }
    // A long run reports as it goes, so that a run cut short still says
    // something.
    if (board % 50 == 0 && board < o.deals) report(o, board, boards, tally, match_imps, timings);
  }
  report(o, o.deals, boards, tally, match_imps, timings);
  return 0;
}
