// bidding_bench: how well the system robot bids, against the simple robot
// measured in the same run on the same seeded deals. Contracts are scored
// double-dummy (tenace's solver).
//
//   bidding_bench uncontested [--deals N] [--seed S] [--system 2over1|sayc]
//     deals where North-South hold 20+ HCP; North-South bid, East-West
//     pass; mean IMP loss of the contract reached against North-South's
//     best double-dummy contract, and the shares reaching game when game
//     makes, slam when slam makes, and the best strain.
//   bidding_bench par [...]     all four bid (same robot); mean IMPs
//     against double-dummy par (North-South's view, absolute).
//   bidding_bench match [...]   system robots North-South against simple
//     robots East-West in one room and the reverse in the other; IMPs per
//     board for the system robots with a 95% confidence interval.
//
//   --simulation on   the system robot judges competitive decisions by
//     simulation (bots/bidding_simulation.h); par then reports it beside the
//     robot without it, with the time per call (median and worst, over all
//     calls and over the simulated decisions). --layouts N per decision.
//     --changes (par): each board where the simulation changed a call, the
//     kind of decision, and |IMPs| against par without and with it.
//   --tables FILE     keeps the deals' double-dummy tables in FILE (written
//     on the first run, read on the next with the same deals and seed).
//   --worst N         uncontested only: after the figures, the system robot's
//     N boards that lost the most IMPs, each with both hands, every call and
//     its explanation, the contract reached and the best one (for sorting
//     the losses by cause).
//   --show-worst N    par only: after the figures, the N boards on which the
//     system robot ends furthest from par, each with the four hands, the
//     auction with every call's explanation, and the contract against par.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/bidding_simulation.h"
#include "bots/natural_bidding.h"
#include "bots/system_bidder.h"
#include "core/auction.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "core/random_deal.h"
#include "solver/par_dealer.h"
#include "solver/solver.h"

using namespace tenace;

namespace {

// Board-number vulnerability cycle of duplicate bridge (boards 1..16).
Vulnerability board_vulnerability(int board) {
  static const Vulnerability cycle[16] = {
      Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both,
      Vulnerability::NorthSouth, Vulnerability::EastWest, Vulnerability::Both, Vulnerability::None,
      Vulnerability::EastWest, Vulnerability::Both, Vulnerability::None, Vulnerability::NorthSouth,
      Vulnerability::Both, Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest};
  return cycle[(board - 1) % 16];
}

int ns_score(const std::optional<Contract>& c, const DDTable& t, Vulnerability v) {
  if (!c) return 0;
  return duplicate_score_ns(c, t.at(c->strain, c->declarer), v);
}

std::optional<Contract> contract_of(const std::vector<CallDecision>& calls, Seat dealer) {
  Auction a(dealer);
  for (const auto& c : calls) a.make(c.call);
  return a.contract();
}

struct Options {
  std::string mode = "uncontested";
  int deals = 1000;
  std::uint64_t seed = 1;
  std::string system = "2over1";
  bool simulation = false;
  int layouts = BiddingSimulationSettings().layouts;
  std::string tables_file;
  int worst = 0;
  int show_worst = 0;
  bool changes = false;
};

// Seconds each call took, to report the median and the worst.
struct CallTimes {
  std::vector<double> all, simulated;
  static double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return v[v.size() / 2];
  }
  static double worst(const std::vector<double>& v) { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }
};

struct Bidders {
  SystemBidder system;
  NaturalBidder natural;
  BiddingSimulationSettings simulation;
  mutable CallTimes times;
  SeatBidder sys() const { return [this](const SeatView& v) { return system.choose(v); }; }
  SeatBidder nat() const { return [this](const SeatView& v) { return natural.choose(v); }; }
  // The system robot judging competitive decisions by simulation, timed.
  SeatBidder judging() const {
    return [this](const SeatView& v) {
      const auto t0 = std::chrono::steady_clock::now();
      CallDecision d = choose_with_judgement(system, v, simulation);
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      times.all.push_back(s);
      if (is_competitive_decision(v, simulation.lowest_level)) times.simulated.push_back(s);
      return d;
    };
  }
};

struct Board {
  Deal deal;
  Seat dealer;
  Vulnerability vul;
};

std::vector<Board> make_boards(const Options& o, bool ns_strong) {
  DealGenerator gen(o.seed);
  std::vector<Board> boards;
  while (static_cast<int>(boards.size()) < o.deals) {
    Deal d = gen.next();
    if (ns_strong && d[Seat::North].high_card_points() + d[Seat::South].high_card_points() < 20) continue;
    const int n = static_cast<int>(boards.size()) + 1;
    boards.push_back({d, static_cast<Seat>((n - 1) % 4), board_vulnerability(n)});
  }
  return boards;
}

std::array<std::uint64_t, 4> hand_bits(const Deal& d) {
  return {d[Seat::North].bits(), d[Seat::East].bits(), d[Seat::South].bits(), d[Seat::West].bits()};
}

// The tables kept in `file` when it holds exactly these deals' tables
// (each line: the four hands, then the table), else solved and written.
std::vector<DDTable> tables_of(const std::vector<Board>& boards, const std::string& file) {
  std::vector<Deal> deals;
  for (const auto& b : boards) deals.push_back(b.deal);
  if (!file.empty()) {
    std::ifstream in(file);
    std::vector<DDTable> kept;
    std::array<std::uint64_t, 4> hands{};
    DDTable t;
    while (in >> hands[0] >> hands[1] >> hands[2] >> hands[3]) {
      for (auto& row : t.tricks)
        for (int& x : row) in >> x;
      if (!in || kept.size() >= deals.size() || hands != hand_bits(deals[kept.size()])) break;
      kept.push_back(t);
    }
    if (kept.size() == deals.size()) return kept;
  }
  auto tables = solve_tables(deals, 1);
  if (!file.empty()) {
    std::ofstream out(file);
    for (std::size_t i = 0; i < deals.size(); ++i) {
      for (std::uint64_t h : hand_bits(deals[i])) out << h << ' ';
      for (const auto& row : tables[i].tricks)
        for (int x : row) out << x << ' ';
      out << '\n';
    }
  }
  return tables;
}

// One board as the robot bid it, kept to show the worst losses.
struct BoardLoss {
  std::size_t index = 0;
  int loss = 0;
  std::vector<CallDecision> calls;
  std::optional<Contract> reached, best;
  int reached_score = 0, best_score = 0;
};

struct Uncontested {
  std::vector<BoardLoss> losses;
  double imp_loss = 0;
  int game_makes = 0, game_reached = 0, slam_makes = 0, slam_reached = 0, best_strain = 0;
  double seconds = 0;
  int calls = 0;
};

Uncontested run_uncontested(const std::vector<Board>& boards, const std::vector<DDTable>& tables, const SeatBidder& ns) {
  Uncontested u;
  const auto t0 = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const auto& t = tables[i];
    const auto calls = bid_out(b.deal, b.dealer, b.vul, {ns, SeatBidder(), ns, SeatBidder()});
    u.calls += static_cast<int>(calls.size());
    const auto reached = contract_of(calls, b.dealer);
    int best = 0;
    std::optional<Contract> best_contract;
    bool game = false, slam = false;
    for (Strain s : kAllStrains)
      for (Seat d : {Seat::North, Seat::South}) {
        const int tricks = t.at(s, d);
        const int game_tricks = s == Strain::NoTrump ? 9 : is_major(s) ? 10 : 11;
        if (tricks >= game_tricks) game = true;
        if (tricks >= 12) slam = true;
        for (int level = 1; level <= 7; ++level) {
          const Contract c{level, s, Doubling::Undoubled, d};
          const int score = duplicate_score_ns(c, tricks, b.vul);
          if (!best_contract || score > best) best = score, best_contract = c;
        }
      }
    const int loss = imps(best - ns_score(reached, t, b.vul));
    u.imp_loss += loss;
    if (loss > 0) u.losses.push_back({i, loss, calls, reached, best_contract, ns_score(reached, t, b.vul), best});
    if (game) {
      ++u.game_makes;
      if (reached && (reached->level >= (reached->strain == Strain::NoTrump ? 3 : is_major(reached->strain) ? 4 : 5)))
        ++u.game_reached;
    }
    if (slam) {
      ++u.slam_makes;
      if (reached && reached->level >= 6) ++u.slam_reached;
    }
    if (reached && best_contract && reached->strain == best_contract->strain) ++u.best_strain;
  }
  u.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  u.imp_loss /= static_cast<double>(boards.size());
  return u;
}

void print_uncontested(const char* name, const Uncontested& u, std::size_t n) {
  std::printf("%-14s IMP loss/board %.2f  game %d/%d (%.0f%%)  slam %d/%d (%.0f%%)  best strain %.0f%%  %.2f ms/call\n",
              name, u.imp_loss, u.game_reached, u.game_makes, 100.0 * u.game_reached / std::max(1, u.game_makes),
              u.slam_reached, u.slam_makes, 100.0 * u.slam_reached / std::max(1, u.slam_makes),
              100.0 * u.best_strain / static_cast<double>(n), 1000.0 * u.seconds / std::max(1, u.calls));
}

std::string contract_text(const std::optional<Contract>& c) {
  if (!c) return "passed out";
  return c->to_string() + " by " + seat_char(c->declarer);
}

// The `n` boards that lost the most (ties in board order), in full.
void print_worst(std::vector<BoardLoss> losses, const std::vector<Board>& boards, int n) {
  std::stable_sort(losses.begin(), losses.end(), [](const BoardLoss& a, const BoardLoss& b) { return a.loss > b.loss; });
  if (static_cast<int>(losses.size()) > n) losses.resize(static_cast<std::size_t>(n));
  for (const auto& l : losses) {
    const Board& b = boards[l.index];
    std::printf("\nboard %zu: loss %d IMPs; reached %s (%+d), best %s (%+d)\n", l.index + 1, l.loss,
                contract_text(l.reached).c_str(), l.reached_score, contract_text(l.best).c_str(), l.best_score);
    std::printf("  N %s (%d HCP)\n  S %s (%d HCP)\n", b.deal[Seat::North].to_pbn().c_str(),
                b.deal[Seat::North].high_card_points(), b.deal[Seat::South].to_pbn().c_str(),
                b.deal[Seat::South].high_card_points());
    Seat seat = b.dealer;
    for (const auto& c : l.calls) {
      if (seat == Seat::North || seat == Seat::South)
        std::printf("  %c %-4s %s\n", seat_char(seat), c.call.to_string().c_str(), c.explanation.c_str());
      seat = next(seat);
    }
  }
}

double mean_par_imps(const std::vector<Board>& boards, const std::vector<DDTable>& tables, const SeatBidder& robot) {
  double total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const auto calls = bid_out(b.deal, b.dealer, b.vul, {robot, robot, robot, robot});
    const int score = ns_score(contract_of(calls, b.dealer), tables[i], b.vul);
    const int par = dealer_par(tables[i], b.dealer, b.vul).score_ns;
    total += std::abs(imps(score - par));
  }
  return total / static_cast<double>(boards.size());
}

// What kind of decision the simulation changed: the system's call against
// the simulation's, and the level of the bid it answered.
std::string decision_kind(Call system_call, Call simulated, int level) {
  auto name = [](Call c) { return c.is_pass() ? "pass" : c.is_bid() ? "bid" : "double"; };
  return std::string(name(system_call)) + "->" + name(simulated) + " at " + std::to_string(level);
}

// par with and without simulation on the same boards: the mean with it, and
// with `list` each board where the auction differs: the first call the
// simulation changed, its kind, and |IMPs| against par without and with it
// (a totals line per kind follows).
double compare_simulation(const std::vector<Board>& boards, const std::vector<DDTable>& tables,
                          const SeatBidder& rules, const SeatBidder& judging, bool list) {
  struct KindTotal {
    int boards = 0, won = 0, lost = 0, imps = 0;  // imps: the simulation's gain
  };
  std::map<std::string, KindTotal> kinds;
  double total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const int par = dealer_par(tables[i], b.dealer, b.vul).score_ns;
    const auto off = bid_out(b.deal, b.dealer, b.vul, {rules, rules, rules, rules});
    const auto on = bid_out(b.deal, b.dealer, b.vul, {judging, judging, judging, judging});
    const int off_imps = std::abs(imps(ns_score(contract_of(off, b.dealer), tables[i], b.vul) - par));
    const int on_imps = std::abs(imps(ns_score(contract_of(on, b.dealer), tables[i], b.vul) - par));
    total += on_imps;
    std::size_t k = 0;
    while (k < off.size() && k < on.size() && off[k].call == on[k].call) ++k;
    if (!list || k == off.size() || k == on.size()) continue;
    int level = 0;
    for (std::size_t j = 0; j < k; ++j)
      if (on[j].call.is_bid()) level = on[j].call.level();
    const std::string kind = decision_kind(off[k].call, on[k].call, level);
    KindTotal& t = kinds[kind];
    ++t.boards;
    t.won += on_imps < off_imps;
    t.lost += on_imps > off_imps;
    t.imps += off_imps - on_imps;
    std::string auction;
    for (std::size_t j = 0; j < k; ++j) auction += on[j].call.to_string() + " ";
    std::printf("changed board %zu: %s(%c) %s instead of %s [%s]; |IMPs| %d -> %d; %s -> %s\n", i + 1,
                auction.c_str(), seat_char(static_cast<Seat>((index(b.dealer) + k) % 4)), on[k].call.to_string().c_str(),
                off[k].call.to_string().c_str(), kind.c_str(), off_imps, on_imps,
                contract_text(contract_of(off, b.dealer)).c_str(), contract_text(contract_of(on, b.dealer)).c_str());
  }
  for (const auto& [kind, t] : kinds)
    std::printf("kind %-22s boards %3d  won %3d  lost %3d  IMPs gained %+d\n", kind.c_str(), t.boards, t.won, t.lost,
                t.imps);
  return total / static_cast<double>(boards.size());
}

// The `count` boards on which `robot` (all four seats) ends furthest from
// par, worst first: what to read before changing the robot's judgement.
void print_worst_par_boards(const std::vector<Board>& boards, const std::vector<DDTable>& tables,
                            const SeatBidder& robot, int count) {
  struct Miss {
    std::size_t board;
    int imps;
    std::vector<CallDecision> calls;
  };
  std::vector<Miss> misses;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    auto calls = bid_out(b.deal, b.dealer, b.vul, {robot, robot, robot, robot});
    const int score = ns_score(contract_of(calls, b.dealer), tables[i], b.vul);
    misses.push_back({i, imps(score - dealer_par(tables[i], b.dealer, b.vul).score_ns), std::move(calls)});
  }
  std::stable_sort(misses.begin(), misses.end(),
                   [](const Miss& a, const Miss& b) { return std::abs(a.imps) > std::abs(b.imps); });
  misses.resize(std::min<std::size_t>(misses.size(), static_cast<std::size_t>(std::max(0, count))));
  for (const auto& m : misses) {
    const auto& b = boards[m.board];
    const auto& t = tables[m.board];
    const auto par = dealer_par(t, b.dealer, b.vul);
    const auto reached = contract_of(m.calls, b.dealer);
    std::printf("\nboard %zu  dealer %c  vul %s  %+d IMPs against par (North-South)\n", m.board + 1,
                seat_char(b.dealer), std::string(vulnerability_name(b.vul)).c_str(), m.imps);
    for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West})
      std::printf("  %c %-17s %2d HCP\n", seat_char(s), b.deal[s].to_pbn().c_str(), b.deal[s].high_card_points());
    Seat seat = b.dealer;
    for (const auto& c : m.calls) {
      std::printf("  %c %-4s %s\n", seat_char(seat), c.call.to_string().c_str(), c.explanation.c_str());
      seat = next(seat);
    }
    std::string par_text;
    for (const auto& pc : par.contracts) par_text += pc.contract.to_string() + " by " + seat_char(pc.contract.declarer) + " ";
    if (reached)
      std::printf("  contract %s by %c, %d tricks, %+d; par %s%+d\n", reached->to_string().c_str(),
                  seat_char(reached->declarer), t.at(reached->strain, reached->declarer), ns_score(reached, t, b.vul),
                  par_text.c_str(), par.score_ns);
    else
      std::printf("  passed out; par %s%+d\n", par_text.c_str(), par.score_ns);
  }
}

void print_times(const CallTimes& t) {
  std::printf("time per call: median %.1f ms, worst %.0f ms over %zu calls; simulated decisions: median %.0f ms, "
              "worst %.0f ms over %zu\n",
              1000 * CallTimes::median(t.all), 1000 * CallTimes::worst(t.all), t.all.size(),
              1000 * CallTimes::median(t.simulated), 1000 * CallTimes::worst(t.simulated), t.simulated.size());
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--deals" || a == "--seed" || a == "--system" || a == "--simulation" || a == "--layouts" ||
         a == "--tables" || a == "--worst" || a == "--show-worst") && i + 1 < argc) {
      const std::string v = argv[++i];
      if (a == "--deals") o.deals = std::stoi(v);
      else if (a == "--seed") o.seed = std::stoull(v);
      else if (a == "--simulation") o.simulation = v == "on";
      else if (a == "--layouts") o.layouts = std::stoi(v);
      else if (a == "--tables") o.tables_file = v;
      else if (a == "--worst") o.worst = std::stoi(v);
      else if (a == "--show-worst") o.show_worst = std::stoi(v);
      else o.system = v;
    } else if (a == "--changes") {
      o.changes = true;
    } else if (a == "uncontested" || a == "par" || a == "match") {
      o.mode = a;
    } else {
      std::fprintf(stderr,
                   "usage: bidding_bench [uncontested|par|match] [--deals N] [--seed S] [--system S]\n"
                   "                     [--simulation on|off] [--layouts N] [--tables FILE] [--worst N]\n"
                   "                     [--show-worst N] [--changes]\n");
      return 2;
    }
  }
  if (o.show_worst < 0 || (o.show_worst > 0 && o.mode != "par")) {
    std::fprintf(stderr, "bidding_bench: --show-worst takes a count of boards and is for the par mode only\n");
    return 2;
  }
  Bidders bidders{SystemBidder(load_system(o.system, TENACE_SYSTEM_DIR)), NaturalBidder(), {}, {}};
  bidders.simulation.enabled = true;  // used only by the judging bidder, with --simulation on
  bidders.simulation.layouts = o.layouts;
  const auto boards = make_boards(o, o.mode == "uncontested");
  const auto tables = tables_of(boards, o.tables_file);
  std::printf("%s, %d deals, seed %llu, system %s\n", o.mode.c_str(), o.deals,
              static_cast<unsigned long long>(o.seed), o.system.c_str());
  if (o.mode == "uncontested") {
    print_uncontested("simple robot", run_uncontested(boards, tables, bidders.nat()), boards.size());
    const Uncontested system = run_uncontested(boards, tables, bidders.sys());
    print_uncontested("system robot", system, boards.size());
    if (o.worst > 0) print_worst(system.losses, boards, o.worst);
  } else if (o.mode == "par") {
    std::printf("simple robot   mean |IMPs| against par %.2f\n", mean_par_imps(boards, tables, bidders.nat()));
    std::printf("system robot   mean |IMPs| against par %.2f\n", mean_par_imps(boards, tables, bidders.sys()));
    if (o.simulation) {
      std::printf("with simulation mean |IMPs| against par %.2f\n",
                  compare_simulation(boards, tables, bidders.sys(), bidders.judging(), o.changes));
      print_times(bidders.times);
    }
    if (o.show_worst > 0) print_worst_par_boards(boards, tables, bidders.sys(), o.show_worst);
  } else {
    std::vector<int> per_board;
    const SeatBidder sys = o.simulation ? bidders.judging() : bidders.sys();
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const auto& b = boards[i];
      const auto open = bid_out(b.deal, b.dealer, b.vul, {sys, bidders.nat(), sys, bidders.nat()});
      const auto closed = bid_out(b.deal, b.dealer, b.vul, {bidders.nat(), sys, bidders.nat(), sys});
      const int diff = ns_score(contract_of(open, b.dealer), tables[i], b.vul) -
                       ns_score(contract_of(closed, b.dealer), tables[i], b.vul);
      per_board.push_back(imps(diff));
    }
    double mean = 0, var = 0;
    for (int x : per_board) mean += x;
    mean /= static_cast<double>(per_board.size());
    for (int x : per_board) var += (x - mean) * (x - mean);
    var /= static_cast<double>(per_board.size() - 1);
    const double half = 1.96 * std::sqrt(var / static_cast<double>(per_board.size()));
    std::printf("system robots%s vs simple robots: %+.2f IMPs/board (95%% CI %+.2f .. %+.2f)\n",
                o.simulation ? " (simulation on)" : "", mean, mean - half, mean + half);
    if (o.simulation) print_times(bidders.times);
  }
  return 0;
}
