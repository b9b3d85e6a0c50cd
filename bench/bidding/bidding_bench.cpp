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
//     calls and over the simulated decisions). --layouts N per decision,
//     --sim-ms MS its time limit, --sim-noise F the standard errors another
//     call's gain must clear (BiddingSimulationSettings).
//     --simulation slam judges the slam decisions instead (game or slam,
//     uncontested), --simulation game the game decisions (game or
//     partscore, uncontested), --simulation uncontested both of those,
//     --simulation all all three; with --layouts-ew and
//     --compare-system-dir the judging robot is the first of the two.
//     --changes (par): each board where the simulation changed a call, the
//     kind of decision, and |IMPs| against par without and with it.
//   --system-dir DIR  reads the system files from DIR (default: the source
//     tree's data/systems), e.g. another checkout's, to measure its rules
//     with this binary.
//   --compare-system-dir DIR  with --layouts-ew: the system robot with its
//     rules read from DIR against the same robot with --system-dir's rules,
//     judged over the layouts on the boards where their contracts differ
//     (only those boards' layouts are solved, kept in FILE.some-layouts):
//     each such board's gain in IMPs and the total per board. With match:
//     the opponents in both rooms are the system robots with DIR's rules
//     instead of the simple robots (a match of two rule sets, each
//     contract scored double-dummy on the deal).
//   --script FILE     the deals are the first N (--deals) that a Dealer
//     script (tenace deal's language: its predeal and condition) produces
//     from the seed, with the script's dealer and vulnerability, instead
//     of random deals; for measuring the auctions a kind of deal leads to
//     (bench/bidding/scripts/). The uncontested mode's 20+ HCP filter is
//     then the script's business.
//   --tables FILE     keeps the deals' double-dummy tables in FILE (written
//     on the first run, read on the next with the same deals and seed).
//   --layouts-ew K    uncontested only: judges the contracts as an expert
//     would, over K layouts of each deal. Each keeps North's and South's
//     hands and deals East-West's 26 cards at random; the deal itself is the
//     first of the K (one draw among the others). A double-dummy table is
//     solved for each layout; each contract scores its mean over the
//     layouts. The best contract is the one with the highest mean (levels
//     1-7, every strain, North or South declaring, undoubled); the loss of
//     the reached contract is the mean over the layouts of IMPs(best -
//     reached): what a team in it loses on average against a team in the
//     best, each layout being a world the bidders could be in. Reported per
//     robot: that mean IMP loss; good games reached (game or higher making on
//     >= 50% of the layouts, out of the boards where some game does) and bad
//     games (a game making on < 40%); good slams reached (small slam >= 55%,
//     grand >= 70%) and bad slams bid (< 40%); the best strain's share; then
//     what the one-layout view miscounts (slams that make on the deal but
//     are not good slams, games that fail on the deal but are good games) and
//     the system robot's losses by kind and by North-South's opening.
//     The layouts' tables hold North's and South's declarings only.
//     With --tables FILE the layouts' tables are kept in FILE.layouts
//     (solved in blocks and appended as they come, so an interrupted run
//     resumes); a FILE.layouts made for another seed or K, or whose layouts
//     are not this run's, is an error naming it. --threads T solves on T
//     threads (default 1).
//   --worst N         uncontested only: after the figures, the system robot's
//     N boards that lost the most IMPs, each with both hands, every call and
//     its explanation, the contract reached and the best one (for sorting
//     the losses by cause).
//   --catch-alls      uncontested and par: after the figures, every call (not
//     a pass) the system robot made by a catch-all rule ("any", "no better
//     rebid") or by reasoning where no rule fits, grouped by the auction
//     before it ("1D P 1S P -> opener"), with the hands' shapes and HCP and
//     the IMPs their boards lost (uncontested: over the layouts with
//     --layouts-ew, else on the deal; par: |IMPs| against par, every seat
//     bidding, so the competitive holes show): where the rules have holes
//     (catch_all_audit.h).
//   --misreads        par only: after the figures, every call after which
//     the caller's own hand falls outside what the auction reading says of
//     its seat (partner will reason from a hand that is not there),
//     grouped by the auction before it, with what the reading says and the
//     boards' |IMPs| against par (misread_audit.h).
//   --show-worst N    par: after the figures, the N boards on which the
//     system robot ends furthest from par, each with the four hands, the
//     auction with every call's explanation, and the contract against par.
//     match: the N boards with the largest swing (not zero), each with the
//     four hands and both rooms' auctions and contracts.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <cstdio>
#include <stdexcept>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "catch_all_audit.h"
#include "misread_audit.h"
#include "layout_judgement.h"
#include "layouts_file.h"

#include "bots/bid_out.h"
#include "bots/bidding_simulation.h"
#include "bots/natural_bidding.h"
#include "bots/system_bidder.h"
#include "core/auction.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "core/random_deal.h"
#include "dealer/parser.h"
#include "dealer/runner.h"
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
  std::string system_dir = TENACE_SYSTEM_DIR;
  std::string compare_system_dir;
  bool simulation_competitive = false;
  bool simulation_slams = false;
  bool simulation_games = false;
  int layouts = BiddingSimulationSettings().layouts;
  int simulation_ms = static_cast<int>(BiddingSimulationSettings().time_limit.count());
  double noise_factor = BiddingSimulationSettings().noise_factor;
  std::string tables_file;
  std::string script;
  int worst = 0;
  int show_worst = 0;
  bool changes = false;
  bool catch_alls = false;
  bool misreads = false;
  int layouts_ew = 0;
  int threads = 1;
  bool simulation() const { return simulation_competitive || simulation_slams || simulation_games; }  // any judgement by simulation
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
  // The system robot judging decisions by simulation, timed.
  SeatBidder judging() const {
    return [this](const SeatView& v) {
      // Whether the simulation judges this call (the system's own call
      // decides a slam decision), outside the timing.
      const Call rules = system.choose(v).call;
      const bool judged = (simulation.enabled && is_competitive_decision(v, simulation.lowest_level)) ||
                          (simulation.judge_slams && is_slam_decision(system.system(), v, rules)) ||
                          (simulation.judge_games && is_game_decision(system.system(), v, rules));
      const auto t0 = std::chrono::steady_clock::now();
      CallDecision d = choose_with_judgement(system, v, simulation);
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      times.all.push_back(s);
      if (judged) times.simulated.push_back(s);
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
  if (!o.script.empty()) {
    std::ifstream in(o.script, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + o.script);
    std::ostringstream text;
    text << in.rdbuf();
    const dealer::Program program = dealer::compile_script(text.str(), o.script);
    std::vector<Board> boards;
    for (const Deal& d : dealer::produced_deals(program, o.seed, o.deals, o.threads))
      boards.push_back({d, program.dealer, program.vulnerability});
    if (static_cast<int>(boards.size()) < o.deals)
      throw std::runtime_error(o.script + ": produced " + std::to_string(boards.size()) + " deals of " +
                               std::to_string(o.deals) + " within its generate limit");
    return boards;
  }
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

std::vector<Deal> deals_of(const std::vector<Board>& boards) {
  std::vector<Deal> deals;
  for (const auto& b : boards) deals.push_back(b.deal);
  return deals;
}

LayoutsRun layouts_run(const Options& o) { return {o.seed, o.layouts_ew, o.threads}; }

std::array<std::uint64_t, 4> hand_bits(const Deal& d) {
  return {d[Seat::North].bits(), d[Seat::East].bits(), d[Seat::South].bits(), d[Seat::West].bits()};
}

// The tables kept in `file` when it holds exactly these deals' tables
// (each line: the four hands, then the table), else solved and written.
std::vector<DDTable> tables_of(const std::vector<Board>& boards, const std::string& file) {
  const std::vector<Deal> deals = deals_of(boards);
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
  double loss = 0;  // IMPs (a mean over the layouts with --layouts-ew)
  std::vector<CallDecision> calls;
  std::optional<Contract> reached, best;
  double reached_score = 0, best_score = 0;
  std::string note;  // what else the judgement says, if anything
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
    if (loss > 0)
      u.losses.push_back({i, static_cast<double>(loss), calls, reached, best_contract,
                          static_cast<double>(ns_score(reached, t, b.vul)), static_cast<double>(best), ""});
    if (game) {
      ++u.game_makes;
      if (reached && (reached->level >= game_level(reached->strain)))
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
    std::printf("\nboard %zu: loss %.1f IMPs; reached %s (%+.0f), best %s (%+.0f)%s\n", l.index + 1, l.loss,
                contract_text(l.reached).c_str(), l.reached_score, contract_text(l.best).c_str(), l.best_score,
                l.note.c_str());
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

// Two rule sets judged over the layouts on the boards where their contracts
// differ (the others tie): the layouts are solved for those boards only, so
// a change to the rules is measured in minutes.
void compare_over_layouts(const std::vector<Board>& boards, const std::vector<DDTable>& tables, const Options& o,
                          const SeatBidder& ours, const SeatBidder& theirs) {
  struct Pair {
    std::size_t i;
    std::vector<CallDecision> ours, theirs;
  };
  std::vector<Pair> differ;
  std::vector<std::size_t> indices;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    auto a = bid_out(b.deal, b.dealer, b.vul, {ours, SeatBidder(), ours, SeatBidder()});
    auto t = bid_out(b.deal, b.dealer, b.vul, {theirs, SeatBidder(), theirs, SeatBidder()});
    if (contract_of(a, b.dealer) == contract_of(t, b.dealer)) continue;
    differ.push_back({i, std::move(a), std::move(t)});
    indices.push_back(i);
  }
  const auto layouts = some_layout_tables(deals_of(boards), tables, layouts_run(o), indices,
                                         o.tables_file.empty() ? "" : o.tables_file + ".some-layouts");
  double gain = 0;
  int won = 0, lost = 0;
  for (const auto& d : differ) {
    const auto& b = boards[d.i];
    const auto a = contract_of(d.ours, b.dealer), t = contract_of(d.theirs, b.dealer);
    const auto ja = judge_over_layouts(layouts.at(d.i), a, b.vul), jt = judge_over_layouts(layouts.at(d.i), t, b.vul);
    const double g = jt.imp_loss - ja.imp_loss;
    gain += g;
    won += g > 0, lost += g < 0;
    std::string auction;
    Seat seat = b.dealer;
    for (const auto& c : d.ours) {
      if (seat == Seat::North || seat == Seat::South) auction += std::string(1, seat_char(seat)) + ":" + c.call.to_string() + " ";
      seat = next(seat);
    }
    std::printf("board %zu: %+.2f IMPs; %s (makes %.0f%%) instead of %s (makes %.0f%%); %s; N %s S %s\n", d.i + 1, g,
                contract_text(a).c_str(), 100 * ja.reached_makes, contract_text(t).c_str(), 100 * jt.reached_makes,
                auction.c_str(), b.deal[Seat::North].to_pbn().c_str(), b.deal[Seat::South].to_pbn().c_str());
  }
  std::printf("against --compare-system-dir: %zu boards differ, won %d, lost %d, %+.3f IMPs/board over all %zu boards\n",
              differ.size(), won, lost, gain / static_cast<double>(boards.size()), boards.size());
}

// The first North-South call that is not a pass ("passed out" if none), with
// the preempts and weak twos grouped.
std::string opening_family(const std::vector<CallDecision>& calls, Seat dealer) {
  Seat seat = dealer;
  for (const auto& c : calls) {
    const bool ours = seat == Seat::North || seat == Seat::South;
    seat = next(seat);
    if (!ours || c.call.is_pass()) continue;
    if (!c.call.is_bid()) return c.call.to_string();
    const Strain s = c.call.strain();
    if (c.call.level() >= 3 && s != Strain::NoTrump) return "3+ preempt";
    if (c.call.level() == 2 && s != Strain::Clubs && s != Strain::NoTrump) return "weak two";
    return c.call.to_string();
  }
  return "passed out";
}

// Partscore 1, game 2, small slam 3, grand 4 (0: passed out).
int contract_tier(const std::optional<Contract>& c) {
  if (!c) return 0;
  if (c->level >= 6) return c->level - 3;
  return c->level >= game_level(c->strain) ? 2 : 1;
}

// What kind of loss it is: the reached contract's tier against the best's.
std::string loss_kind(const std::optional<Contract>& reached, const Contract& best) {
  static const char* names[] = {"passed out", "partscore", "game", "small slam", "grand slam"};
  const int r = contract_tier(reached), b = contract_tier(best);
  if (r == 0) return "passed out";
  if (r == b) return std::string(names[r]) + ": other strain/level/declarer";
  return std::string(names[r]) + " bid, " + names[b] + " best";
}

struct LossTotal {
  int boards = 0;
  double imps = 0;
};

struct OverLayouts {
  std::vector<BoardLoss> losses;
  double imp_loss = 0;
  double deal_imp_loss = 0;  // judged on the deal alone (the one-layout benchmark's figure)
  int good_game = 0, good_game_reached = 0, bad_game = 0;
  int good_slam = 0, good_slam_reached = 0, bad_slam = 0;
  int best_strain = 0;
  // The one-layout view against the layouts': slams making on the deal
  // itself not bid (of them, good slams), games reached going down on the
  // deal (of them, good games), games making on the deal not reached (of
  // them, good games).
  int deal_slam_missed = 0, deal_slam_missed_good = 0;
  int deal_game_failed = 0, deal_game_failed_good = 0;
  int deal_game_missed = 0, deal_game_missed_good = 0;
  std::map<std::string, LossTotal> by_kind, by_opening;
};

OverLayouts run_over_layouts(const std::vector<Board>& boards, const std::vector<std::vector<DDTable>>& layouts,
                             const SeatBidder& ns) {
  OverLayouts u;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const auto calls = bid_out(b.deal, b.dealer, b.vul, {ns, SeatBidder(), ns, SeatBidder()});
    const auto reached = contract_of(calls, b.dealer);
    const auto j = judge_over_layouts(layouts[i], reached, b.vul);
    const int tier = contract_tier(reached);
    u.imp_loss += j.imp_loss;
    u.deal_imp_loss += judge_over_layouts({layouts[i][0]}, reached, b.vul).imp_loss;
    const bool good_game = j.game_odds >= kGoodGame;
    const bool good_slam = j.small_slam_odds >= kGoodSmallSlam || j.grand_slam_odds >= kGoodGrandSlam;
    u.good_game += good_game;
    u.good_slam += good_slam;
    if (good_game && tier >= 2 && j.reached_makes >= kGoodGame) ++u.good_game_reached;
    if (tier == 2 && j.reached_makes < kBadContract) ++u.bad_game;
    if (good_slam && j.reached_makes >= (tier == 4 ? kGoodGrandSlam : kGoodSmallSlam) && tier >= 3)
      ++u.good_slam_reached;
    if (tier >= 3 && j.reached_makes < kBadContract) ++u.bad_slam;
    if (reached && reached->strain == j.best.strain) ++u.best_strain;

    const DDTable& deal_table = layouts[i][0];
    bool deal_slam = false, deal_game = false;
    for (Strain s : kAllStrains)
      for (Seat d : {Seat::North, Seat::South}) {
        deal_slam |= deal_table.at(s, d) >= 12;
        deal_game |= deal_table.at(s, d) >= game_tricks(s);
      }
    if (deal_slam && tier < 3) ++u.deal_slam_missed, u.deal_slam_missed_good += good_slam;
    if (deal_game && tier < 2) ++u.deal_game_missed, u.deal_game_missed_good += good_game;
    if (tier == 2 && deal_table.at(reached->strain, reached->declarer) < reached->tricks_needed())
      ++u.deal_game_failed, u.deal_game_failed_good += j.reached_makes >= kGoodGame;

    if (j.imp_loss > 0) {
      LossTotal& kind = u.by_kind[loss_kind(reached, j.best)];
      LossTotal& opening = u.by_opening[opening_family(calls, b.dealer)];
      ++kind.boards, kind.imps += j.imp_loss;
      ++opening.boards, opening.imps += j.imp_loss;
      char note[96];
      std::snprintf(note, sizeof note, "; reached makes on %.0f%% of %zu layouts", 100 * j.reached_makes,
                    layouts[i].size());
      u.losses.push_back({i, j.imp_loss, calls, reached, j.best, j.reached_mean, j.best_mean, note});
    }
  }
  u.imp_loss /= static_cast<double>(boards.size());
  u.deal_imp_loss /= static_cast<double>(boards.size());
  return u;
}

void print_over_layouts(const char* name, const OverLayouts& u, std::size_t n) {
  auto pct = [](int a, int b) { return 100.0 * a / std::max(1, b); };
  std::printf("%-14s IMP loss/board %.2f  good game %d/%d (%.0f%%), bad game %d  good slam %d/%d (%.0f%%), "
              "bad slam %d  best strain %.0f%%\n",
              name, u.imp_loss, u.good_game_reached, u.good_game, pct(u.good_game_reached, u.good_game), u.bad_game,
              u.good_slam_reached, u.good_slam, pct(u.good_slam_reached, u.good_slam), u.bad_slam,
              pct(u.best_strain, static_cast<int>(n)));
  std::printf("%-14s on the deal alone: IMP loss/board %.2f\n", "", u.deal_imp_loss);
  std::printf("%-14s one layout against the layouts: slam makes on the deal, not bid %d (good slams %d); "
              "game makes, not reached %d (good games %d); game reached, fails on the deal %d (good games %d)\n",
              "", u.deal_slam_missed, u.deal_slam_missed_good, u.deal_game_missed, u.deal_game_missed_good,
              u.deal_game_failed, u.deal_game_failed_good);
}

void print_loss_totals(const char* title, const std::map<std::string, LossTotal>& totals, std::size_t n) {
  std::vector<std::pair<std::string, LossTotal>> sorted(totals.begin(), totals.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second.imps > b.second.imps; });
  std::printf("system robot's losses by %s (boards losing, IMPs/board of all boards):\n", title);
  for (const auto& [name, t] : sorted)
    std::printf("  %-44s %4d  %.3f\n", name.c_str(), t.boards, t.imps / static_cast<double>(n));
}

// The mean |IMPs| against par; with `losses`, each losing board too.
double mean_par_imps(const std::vector<Board>& boards, const std::vector<DDTable>& tables, const SeatBidder& robot,
                     std::vector<BoardLoss>* losses = nullptr) {
  double total = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const auto calls = bid_out(b.deal, b.dealer, b.vul, {robot, robot, robot, robot});
    const int score = ns_score(contract_of(calls, b.dealer), tables[i], b.vul);
    const int par = dealer_par(tables[i], b.dealer, b.vul).score_ns;
    const int loss = std::abs(imps(score - par));
    total += loss;
    if (losses && loss > 0) {
      BoardLoss l;
      l.index = i;
      l.loss = loss;
      losses->push_back(std::move(l));
    }
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

// A board's four hands, North first.
void print_hands(const Board& b) {
  for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West})
    std::printf("  %c %-17s %2d HCP\n", seat_char(s), b.deal[s].to_pbn().c_str(), b.deal[s].high_card_points());
}

// An auction from the dealer, each call with its explanation.
void print_calls(const Board& b, const std::vector<CallDecision>& calls) {
  Seat seat = b.dealer;
  for (const auto& c : calls) {
    std::printf("  %c %-4s %s\n", seat_char(seat), c.call.to_string().c_str(), c.explanation.c_str());
    seat = next(seat);
  }
}

// The match's boards with the largest swings: both rooms' auctions.
struct MatchBoard {
  std::size_t board;
  int imps;
  std::vector<CallDecision> open, closed;
};

void print_match_swings(const std::vector<Board>& boards, const std::vector<DDTable>& tables,
                        std::vector<MatchBoard> swings, int count) {
  std::erase_if(swings, [](const MatchBoard& m) { return m.imps == 0; });
  std::stable_sort(swings.begin(), swings.end(),
                   [](const MatchBoard& a, const MatchBoard& b) { return std::abs(a.imps) > std::abs(b.imps); });
  swings.resize(std::min<std::size_t>(swings.size(), static_cast<std::size_t>(count)));
  for (const auto& m : swings) {
    const auto& b = boards[m.board];
    std::printf("\nboard %zu  dealer %c  vul %s  %+d IMPs to the system robots\n", m.board + 1, seat_char(b.dealer),
                std::string(vulnerability_name(b.vul)).c_str(), m.imps);
    print_hands(b);
    for (const auto* room : {&m.open, &m.closed}) {
      std::printf(" %s room (system robots %s):\n", room == &m.open ? "open" : "closed",
                  room == &m.open ? "North-South" : "East-West");
      print_calls(b, *room);
      const auto reached = contract_of(*room, b.dealer);
      if (reached)
        std::printf("  contract %s by %c, %d tricks, %+d\n", reached->to_string().c_str(),
                    seat_char(reached->declarer), tables[m.board].at(reached->strain, reached->declarer),
                    ns_score(reached, tables[m.board], b.vul));
      else
        std::printf("  passed out\n");
    }
  }
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
    print_hands(b);
    print_calls(b, m.calls);
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

// The boards with the losses found, for the audits (catch_all_audit.h,
// misread_audit.h).
std::vector<AuditedBoard> audited_boards(const std::vector<Board>& boards, const std::vector<BoardLoss>& losses) {
  std::vector<AuditedBoard> audited;
  for (const auto& b : boards) audited.push_back({b.deal, b.dealer, b.vul, 0});
  for (const auto& l : losses) audited[l.index].imp_loss = l.loss;
  return audited;
}

void print_times(const CallTimes& t) {
  std::printf("time per call: median %.1f ms, worst %.0f ms over %zu calls; simulated decisions: median %.0f ms, "
              "worst %.0f ms over %zu\n",
              1000 * CallTimes::median(t.all), 1000 * CallTimes::worst(t.all), t.all.size(),
              1000 * CallTimes::median(t.simulated), 1000 * CallTimes::worst(t.simulated), t.simulated.size());
}

}  // namespace

int run_bench(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--deals" || a == "--seed" || a == "--system" || a == "--simulation" || a == "--layouts" ||
         a == "--sim-ms" || a == "--sim-noise" ||
         a == "--tables" || a == "--worst" || a == "--show-worst" || a == "--layouts-ew" || a == "--threads" ||
         a == "--system-dir" || a == "--compare-system-dir" || a == "--script") &&
        i + 1 < argc) {
      const std::string v = argv[++i];
      if (a == "--deals") o.deals = std::stoi(v);
      else if (a == "--seed") o.seed = std::stoull(v);
      else if (a == "--simulation") {
        o.simulation_competitive = v == "on" || v == "all";
        o.simulation_slams = v == "slam" || v == "uncontested" || v == "all";
        o.simulation_games = v == "game" || v == "uncontested" || v == "all";
      }
      else if (a == "--layouts") o.layouts = std::stoi(v);
      else if (a == "--sim-ms") o.simulation_ms = std::stoi(v);
      else if (a == "--sim-noise") o.noise_factor = std::stod(v);
      else if (a == "--tables") o.tables_file = v;
      else if (a == "--worst") o.worst = std::stoi(v);
      else if (a == "--show-worst") o.show_worst = std::stoi(v);
      else if (a == "--layouts-ew") o.layouts_ew = std::stoi(v);
      else if (a == "--threads") o.threads = std::stoi(v);
      else if (a == "--system-dir") o.system_dir = v;
      else if (a == "--compare-system-dir") o.compare_system_dir = v;
      else if (a == "--script") o.script = v;
      else o.system = v;
    } else if (a == "--changes") {
      o.changes = true;
    } else if (a == "--catch-alls") {
      o.catch_alls = true;
    } else if (a == "--misreads") {
      o.misreads = true;
    } else if (a == "uncontested" || a == "par" || a == "match") {
      o.mode = a;
    } else {
      std::fprintf(stderr,
                   "usage: bidding_bench [uncontested|par|match] [--deals N] [--seed S] [--system S]\n"
                   "                     [--simulation on|slam|game|uncontested|all|off] [--layouts N] [--sim-ms MS]\n"
                   "                     [--sim-noise F] [--tables FILE] [--worst N] [--show-worst N] [--changes]\n"
                   "                     [--layouts-ew K] [--threads T]\n"
                   "                     [--system-dir DIR] [--compare-system-dir DIR] [--catch-alls] [--misreads]\n"
                   "                     [--script DEALER-SCRIPT]\n");
      return 2;
    }
  }
  if (o.catch_alls && (o.mode == "match" || !o.compare_system_dir.empty())) {
    std::fprintf(stderr, "bidding_bench: --catch-alls is for the uncontested and par modes, without --compare-system-dir\n");
    return 2;
  }
  if (o.misreads && o.mode != "par") {
    std::fprintf(stderr, "bidding_bench: --misreads is for the par mode\n");
    return 2;
  }
  if (o.show_worst < 0 || (o.show_worst > 0 && o.mode != "par" && o.mode != "match")) {
    std::fprintf(stderr, "bidding_bench: --show-worst takes a count of boards and is for the par and match modes\n");
    return 2;
  }
  if (o.layouts_ew < 0 || o.layouts_ew == 1 || (o.layouts_ew > 0 && o.mode != "uncontested") || o.threads < 1) {
    std::fprintf(stderr, "bidding_bench: --layouts-ew takes a count of layouts (2 or more) and is for the uncontested "
                         "mode only; --threads a count of threads\n");
    return 2;
  }
  Bidders bidders{SystemBidder(load_system(o.system, o.system_dir)), NaturalBidder(), {}, {}};
  // used only by the judging bidder, with --simulation
  bidders.simulation.enabled = o.simulation_competitive;
  bidders.simulation.judge_slams = o.simulation_slams;
  bidders.simulation.judge_games = o.simulation_games;
  bidders.simulation.layouts = o.layouts;
  bidders.simulation.time_limit = std::chrono::milliseconds(o.simulation_ms);
  bidders.simulation.noise_factor = o.noise_factor;
  std::vector<Board> boards;
  try {
    boards = make_boards(o, o.mode == "uncontested");
  } catch (const std::exception& e) {  // a script that cannot be read, compiled or met
    std::fprintf(stderr, "bidding_bench: %s\n", e.what());
    return 1;
  }
  const auto tables = tables_of(boards, o.tables_file);
  std::printf("%s, %d deals, seed %llu, system %s%s\n", o.mode.c_str(), o.deals,
              static_cast<unsigned long long>(o.seed), o.system.c_str(),
              o.script.empty() ? "" : (", deals from " + o.script).c_str());
  if (o.mode == "uncontested" && o.layouts_ew > 0 && !o.compare_system_dir.empty()) {
    const SystemBidder other(load_system(o.system, o.compare_system_dir));
    try {
      compare_over_layouts(boards, tables, o, o.simulation() ? bidders.judging() : bidders.sys(),
                           [&](const SeatView& v) { return other.choose(v); });
      if (o.simulation()) print_times(bidders.times);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "bidding_bench: %s\n", e.what());
      return 1;
    }
  } else if (o.mode == "uncontested" && o.layouts_ew > 0) {
    std::vector<std::vector<DDTable>> layouts;
    try {
      layouts = all_layout_tables(deals_of(boards), tables, layouts_run(o),
                                  o.tables_file.empty() ? "" : o.tables_file + ".layouts");
    } catch (const std::exception& e) {
      std::fprintf(stderr, "bidding_bench: %s\n", e.what());
      return 1;
    }
    std::printf("judged over %d East-West layouts a deal (the deal itself and %d random)\n", o.layouts_ew,
                o.layouts_ew - 1);
    print_over_layouts("simple robot", run_over_layouts(boards, layouts, bidders.nat()), boards.size());
    const OverLayouts system = run_over_layouts(boards, layouts, bidders.sys());
    print_over_layouts("system robot", system, boards.size());
    print_loss_totals("kind", system.by_kind, boards.size());
    print_loss_totals("North-South's opening", system.by_opening, boards.size());
    if (o.worst > 0) print_worst(system.losses, boards, o.worst);
    if (o.catch_alls) print_catch_all_audit(bidders.system, audited_boards(boards, system.losses), "over the layouts");
  } else if (o.mode == "uncontested") {
    print_uncontested("simple robot", run_uncontested(boards, tables, bidders.nat()), boards.size());
    const Uncontested system = run_uncontested(boards, tables, bidders.sys());
    print_uncontested("system robot", system, boards.size());
    if (o.worst > 0) print_worst(system.losses, boards, o.worst);
    if (o.catch_alls) print_catch_all_audit(bidders.system, audited_boards(boards, system.losses), "on the deal alone");
  } else if (o.mode == "par") {
    std::printf("simple robot   mean |IMPs| against par %.2f\n", mean_par_imps(boards, tables, bidders.nat()));
    std::vector<BoardLoss> losses;
    std::printf("system robot   mean |IMPs| against par %.2f\n", mean_par_imps(boards, tables, bidders.sys(), &losses));
    if (o.simulation()) {
      std::printf("with simulation mean |IMPs| against par %.2f\n",
                  compare_simulation(boards, tables, bidders.sys(), bidders.judging(), o.changes));
      print_times(bidders.times);
    }
    if (o.show_worst > 0) print_worst_par_boards(boards, tables, bidders.sys(), o.show_worst);
    if (o.catch_alls) print_catch_all_audit(bidders.system, audited_boards(boards, losses), "|IMPs| against par", true);
    if (o.misreads) print_misread_audit(bidders.system, audited_boards(boards, losses), "|IMPs| against par");
  } else {
    std::vector<int> per_board;
    std::vector<MatchBoard> swings;
    const SeatBidder sys = o.simulation() ? bidders.judging() : bidders.sys();
    // The opponents: the simple robot, or with --compare-system-dir the
    // system robot with the other rules (a match of two rule sets).
    std::optional<SystemBidder> rival_rules;
    if (!o.compare_system_dir.empty()) rival_rules.emplace(load_system(o.system, o.compare_system_dir));
    const SeatBidder rival =
        rival_rules ? SeatBidder([&](const SeatView& v) { return rival_rules->choose(v); }) : bidders.nat();
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const auto& b = boards[i];
      const auto open = bid_out(b.deal, b.dealer, b.vul, {sys, rival, sys, rival});
      const auto closed = bid_out(b.deal, b.dealer, b.vul, {rival, sys, rival, sys});
      const int diff = ns_score(contract_of(open, b.dealer), tables[i], b.vul) -
                       ns_score(contract_of(closed, b.dealer), tables[i], b.vul);
      per_board.push_back(imps(diff));
      if (o.show_worst > 0) swings.push_back({i, imps(diff), open, closed});
    }
    double mean = 0, var = 0;
    for (int x : per_board) mean += x;
    mean /= static_cast<double>(per_board.size());
    for (int x : per_board) var += (x - mean) * (x - mean);
    var /= static_cast<double>(per_board.size() - 1);
    const double half = 1.96 * std::sqrt(var / static_cast<double>(per_board.size()));
    std::printf("system robots%s vs %s: %+.2f IMPs/board (95%% CI %+.2f .. %+.2f)\n",
                o.simulation() ? " (simulation on)" : "",
                rival_rules ? "the system robots with --compare-system-dir's rules" : "simple robots", mean,
                mean - half, mean + half);
    if (o.simulation()) print_times(bidders.times);
    if (o.show_worst > 0) print_match_swings(boards, tables, std::move(swings), o.show_worst);
  }
  return 0;
}

int main(int argc, char** argv) {
  // A system file the loader refuses (file and line) is a clear error, not an abort.
  try {
    return run_bench(argc, argv);
  } catch (const SystemFileError& e) {
    std::fprintf(stderr, "bidding_bench: %s\n", e.what());
    return 1;
  }
}
