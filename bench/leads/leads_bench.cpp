// leads_bench: how often an opening lead gives up nothing double-dummy.
//
//   leads_bench [--deals N] [--seed S] [--samples K] [--lead-ms T] [--analyse] [--notrump-only|--suit-only]
//               [--solve-speed]
//               [--compare-racing] [--compare-reading|--compare-every-call] [--compare-search]
//               [--fixed-layouts K [--oracle-parts|--every-call]]
// Each seeded random deal is bid by system robots (2/1) at all four seats;
// passed-out deals are skipped. For the opening leader's every card the
// solver gives the defence's tricks with best play; a lead "holds" when it
// is as good as the best card. DDOLAR is the share of leads that hold;
// ADDOLAR leaves out the deals where every card is as good as the best.
// Three leaders on the same deals: the simulated lead (opening_lead.h, the
// robots' default budget, or at most K layouts, or thinking T ms), the
// simple robot's rules, and a random card. Suit and no-trump contracts are counted apart.
//
// --analyse says where the simulated leads lose: the wrong suit or the right
// suit's wrong card, whether the real deal fits what the leader read from
// the auction, and how other choices on the very same layouts would have
// done (each suit's usual lead or every lead the conventions allow, by
// IMPs, by mean tricks, by the chance to beat the contract, or the simple
// robot's lead unless the layouts show another better by z standard
// errors). --notrump-only skips the suit contracts, --suit-only the no-trump
// ones. --solve-speed only
// times the lead's double-dummy search: every card against the
// conventional leads only on the real deal (and only whether each beats the
// contract, Solver::cards_reaching), and the lead's sampling with each
// layout solved exactly against banded by bounded searches (LeadSearch), in
// layouts per second. --compare-racing adds a fourth leader: the
// simulated lead with racing, on the same deals; --compare-reading another:
// the simulated lead from the full reading of the auction
// (AuctionDepth::Full: passes and unexplained no-trump bids read too),
// its own random stream (--compare-every-call: from the reading that tests
// every call, AuctionDepth::EveryCall, instead); --compare-search another: the simulated lead
// with each layout solved by bounded searches (LeadSearch::Bounded).
// --fixed-layouts K (no clock): see FixedLayouts below; with
// --compare-search the layouts are solved by the banded search, with
// --oracle-parts the oracle knows the HCP only, or the lengths only, with
// --every-call the full reading is replaced by AuctionDepth::EveryCall;
// the robot's leads that lose a trick (rules' reading, K layouts) are
// counted by kind (LostKinds below).
// --show-lost N (with
// --analyse) prints the first N deals where the simulated lead loses a
// trick: the auction, the hands, the leads' tricks on the real deal and in
// the layouts, and what the leader read from the auction about each hand.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/game_view.h"
#include "bots/lead_conventions.h"
#include "bots/play_knowledge.h"
#include "bots/opening_lead.h"
#include "bots/simple_card_play.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
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

// --analyse: a choice made from the same layouts by another rule.
// Best: the share of layouts on which the lead is among the best leads
// (the defence's most tricks there), what DDOLAR counts on the real deal.
enum class Criterion { Imps, Tricks, Defeat, Best };

struct Alternative {
  const char* name;
  enum { Usual, Allowed } cards;  // a suit's usual lead, or every conventional one
  Criterion criterion;
  double z = -1;  // >= 0: keep the simple robot's lead unless beaten by z standard errors
  Tally suit, notrump;
};

// The best of `columns` of the analysis by `criterion` (ties: mean tricks).
// With a `prior` column (the simple robot's lead), that one unless the best
// beats it by more than `z` standard errors of their paired difference.
Card best_by(const LeadAnalysis& a, const std::vector<std::size_t>& wanted_columns, Criterion criterion,
             const Contract& contract, Vulnerability vulnerability, std::optional<std::size_t> prior = {},
             double z = 0) {
  const int to_beat = 8 - contract.level;  // defence tricks that set the contract
  // Leads raced out while sampling cannot be weighed.
  std::vector<std::size_t> columns;
  for (std::size_t c : wanted_columns)
    if (a.solved_throughout(c)) columns.push_back(c);
  if (columns.empty()) return a.cards[wanted_columns.front()];
  const std::size_t n = columns.size();
  std::vector<std::vector<double>> per_layout;
  std::vector<double> value(n), tricks(n);
  std::vector<int> score(n);
  for (const std::vector<int>& row : a.defence) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) {
      const int d = row[columns[i]];
      tricks[i] += d;
      score[i] = -duplicate_score(contract, 13 - d, vulnerability);
      v[i] = criterion == Criterion::Defeat ? d >= to_beat : criterion == Criterion::Tricks ? d : 0;
    }
    if (criterion == Criterion::Best) {
      int most = 0;
      for (std::size_t i = 0; i < n; ++i) most = std::max(most, row[columns[i]]);
      for (std::size_t i = 0; i < n; ++i) v[i] = row[columns[i]] == most;
    }
    if (criterion == Criterion::Imps) {
      const int best = *std::max_element(score.begin(), score.end());
      for (std::size_t i = 0; i < n; ++i) v[i] = -imps(best - score[i]);
    }
    for (std::size_t i = 0; i < n; ++i) value[i] += v[i];
    per_layout.push_back(std::move(v));
  }
  std::size_t chosen = 0;
  for (std::size_t i = 1; i < n; ++i)
    if (value[i] > value[chosen] || (value[i] == value[chosen] && tricks[i] > tricks[chosen])) chosen = i;
  if (prior && per_layout.size() > 1) {
    const std::size_t p = static_cast<std::size_t>(std::find(columns.begin(), columns.end(), *prior) - columns.begin());
    if (p < n) {
      double sum = 0, sq = 0;
      for (const auto& v : per_layout) sum += v[chosen] - v[p];
      const double k = static_cast<double>(per_layout.size()), mean = sum / k;
      for (const auto& v : per_layout) sq += (v[chosen] - v[p] - mean) * (v[chosen] - v[p] - mean);
      const double se = std::sqrt(sq / (k - 1) / k);
      if (mean <= z * se) chosen = p;
    }
  }
  return a.cards[columns[chosen]];
}

// --solve-speed: the lead's search on the real deal, every card
// (Solver::all_cards) against the conventional leads only (some_cards), each
// with its own solver, in alternating order.
struct SolveSpeed {
  Solver every, conventional, bounded;
  double every_seconds = 0, conventional_seconds = 0, bounded_seconds = 0;
  int deals = 0;
  // The lead's sampling at the robot's budget, solving exactly and banded
  // by bounded searches (LeadSearch).
  double seconds[2] = {};
  long layouts[2] = {};
};

// One lead analysed with the exact and the bounded search (alternating which
// goes first), each from the same random stream.
void time_lead_sampling(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                        std::uint64_t seed, SolveSpeed& speed) {
  const LeadSearch search[2] = {LeadSearch::Exact, LeadSearch::Bounded};
  for (int order = 0; order < 2; ++order) {
    const int k = (order + speed.deals) % 2;
    Xoshiro256 rng(seed);
    const auto start = std::chrono::steady_clock::now();
    const LeadAnalysis a = analyse_opening_lead(view, system, budget, rng, {.search = search[k]});
    speed.seconds[k] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    speed.layouts[k] += a.samples();
  }
}

void time_lead_solves(const Position& p, bool trump_contract, int to_beat, SolveSpeed& speed) {
  Hand wanted;
  for (int s = 0; s < 4; ++s)
    if (!p.hands[p.leader].cards_of(static_cast<Suit>(s)).empty())
      for (const ConventionalLead& l : conventional_leads(p.hands[p.leader], static_cast<Suit>(s), trump_contract))
        wanted.add(l.card);
  auto timed = [](auto&& solve) {
    const auto start = std::chrono::steady_clock::now();
    solve();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  auto every = [&] { return timed([&] { speed.every.all_cards(p); }); };
  auto conventional = [&] { return timed([&] { speed.conventional.some_cards(p, wanted); }); };
  auto bounded = [&] { return timed([&] { speed.bounded.cards_reaching(p, wanted, to_beat); }); };
  if (speed.deals++ % 2 == 0) {
    speed.every_seconds += every();
    speed.conventional_seconds += conventional();
    speed.bounded_seconds += bounded();
  } else {
    speed.bounded_seconds += bounded();
    speed.conventional_seconds += conventional();
    speed.every_seconds += every();
  }
}

// One hand's constraints as read, e.g. "12-14 HCP, S 0-3 H 0-3 D 0-5 C 0-5".
std::string describe(const dealer::HandConstraints& h) {
  std::string text = std::to_string(h.hcp.min) + "-" + std::to_string(h.hcp.max) + " HCP,";
  const char* names = "CDHS";
  for (int s = 3; s >= 0; --s)
    text += std::string(" ") + names[s] + " " + std::to_string(h.length[s].min) + "-" + std::to_string(h.length[s].max);
  return text;
}

void show_lost_lead(const BridgeGame& game, const Deal& deal, Seat leader, Card lead,
                    const std::vector<CardResult>& results, const LeadAnalysis& analysis,
                    const dealer::DealConstraints& known) {
  std::printf("\n--- %s: dealer %s, auction:", game.contract()->to_string().c_str(),
              std::string(seat_name(game.dealer())).c_str());
  for (const Call& c : game.auction().calls()) std::printf(" %s", c.to_string().c_str());
  std::printf("\n");
  for (Seat s : kAllSeats)
    std::printf("  %-5s %-20s read: %s%s\n", std::string(seat_name(s)).c_str(), deal[s].to_pbn().c_str(),
                describe(known[index(s)]).c_str(), s == leader ? "  (leader)" : "");
  std::printf("  led %s; real deal, defence tricks:", lead.to_string().c_str());
  for (const CardResult& r : results) std::printf(" %s=%d", r.card.to_string().c_str(), r.tricks);
  std::printf("\n  %d layouts, mean defence tricks:", analysis.samples());
  for (std::size_t i = 0; i < analysis.cards.size(); ++i) {
    if (!analysis.solved_throughout(i)) {
      std::printf(" %s=out", analysis.cards[i].to_string().c_str());
      continue;
    }
    double sum = 0;
    for (const auto& row : analysis.defence) sum += row[i];
    std::printf(" %s=%.2f", analysis.cards[i].to_string().c_str(), analysis.samples() ? sum / analysis.samples() : 0);
  }
  std::printf("\n");
}

struct WhereLost {
  int lost = 0, right_suit = 0, no_conventional_card_holds = 0, deal_outside_reading = 0;
};

// --fixed-layouts K: what limits the lead, with no clock. Each lead is
// analysed on exactly K layouts from each of three readings of the auction
// (the same random stream for each): the rules' reading, the full one, and
// an oracle that knows the real declarer's and dummy's HCP and suit lengths
// (so partner's too), as a bound on what any reading could give. The lead
// is then chosen from the first 8, 16, ... K of those layouts by four
// rules: the robot's (IMPs with its priors), mean tricks, the chance to
// beat the contract, and how often the lead is among the layout's best.
// With --oracle-parts the full reading's place is taken by an oracle of
// HCP only and the oracle's by one of suit lengths only: which of the two
// the reading lacks.
constexpr int kReadings = 3;
constexpr const char* kReadingNames[kReadings] = {"rules' reading", "full reading", "oracle (HCP, lengths)"};
constexpr const char* kOraclePartNames[kReadings] = {"rules' reading", "oracle (HCP only)", "oracle (lengths only)"};
constexpr const char* kEveryCallNames[kReadings] = {"rules' reading", "every call tested", "oracle (HCP, lengths)"};
enum class Known { Hcp = 1, Lengths = 2, Both = 3 };
constexpr int kRules = 4;
constexpr const char* kRuleNames[kRules] = {"robot (IMPs, priors)", "mean tricks", "chance to beat", "most often best"};

// The kind of a lead, for counting the lost ones: a trump, partner's
// suit, or the convention it follows ("singleton", "fourth best", ...).
std::string lead_kind(const ConventionalLead& lead, const Contract& contract, bool partners_suit) {
  if (contract.strain != Strain::NoTrump && static_cast<int>(lead.card.suit()) == static_cast<int>(contract.strain))
    return "trump (" + lead.convention + ")";
  return partners_suit ? "partner's suit (" + lead.convention + ")" : lead.convention;
}

// The robot's leads that lose a trick, by kind: the right suit's wrong
// card, or the wrong suit (and the kind of the conventional lead that would
// have held, if any); and whether the oracle's reading, on the same number
// of layouts, would have chosen a lead that holds.
struct LostKinds {
  std::map<std::string, int> count;
  std::map<std::string, int> oracle_holds;  // of those, the oracle's lead held
  void add(const std::string& kind, bool oracle_held) {
    ++count[kind];
    oracle_holds[kind] += oracle_held;
  }
};

struct FixedLayouts {
  int layouts = 0;
  LostKinds lost;
  LeadSearch search = LeadSearch::Exact;
  bool oracle_parts = false;
  bool every_call = false;  // the second reading tests every call (AuctionDepth::EveryCall)
  int reading_given_up[kReadings] = {};  // leads where (part of) the reading could not be met
  std::vector<int> counts;  // the prefixes: 8, 16, ... layouts
  // tally[reading][rule][prefix]
  std::vector<Tally> tally[kReadings][kRules];
  explicit FixedLayouts(int k, LeadSearch s) : layouts(k), search(s) {
    for (int n = 8; n < k; n *= 2) counts.push_back(n);
    counts.push_back(k);
    for (auto& reading : tally)
      for (auto& rule : reading) rule.resize(counts.size());
  }
};

// What the oracle reading knows: the real hands' HCP and suit lengths
// (cards are not given away).
dealer::DealConstraints shapes_and_strength(const Deal& deal, const std::vector<Seat>& seats, Known what) {
  dealer::DealConstraints known{};
  for (Seat s : seats) {
    auto& h = known[index(s)];
    const int hcp = deal[s].high_card_points();
    if (what != Known::Lengths) h.hcp = {hcp, hcp};
    if (what == Known::Hcp) continue;
    for (int suit = 0; suit < 4; ++suit) {
      const int n = deal[s].length(static_cast<Suit>(suit));
      h.length[suit] = {n, n};
    }
  }
  return known;
}

template <class Holds>
void run_fixed_layouts(const SeatView& view, const BiddingSystem& system, const Deal& deal, std::uint64_t seed,
                       bool all_tie, Holds holds, FixedLayouts& fixed) {
  PlayBudget budget;
  budget.lead_time = std::chrono::hours(24);
  budget.hard_limit = std::chrono::hours(48);
  budget.min_samples = budget.max_samples = fixed.layouts;
  const std::vector<Seat> declaring = {view.contract->declarer, partner(view.contract->declarer)};
  Card robots_lead[kReadings];  // by the robot's rule on all K layouts
  for (int r = 0; r < kReadings; ++r) {
    const AuctionDepth second = fixed.every_call ? AuctionDepth::EveryCall : AuctionDepth::Full;
    LayoutSource layouts(view, system, r == 1 && !fixed.oracle_parts ? second : AuctionDepth::Rules);
    if (fixed.oracle_parts && r > 0)
      layouts.narrow(shapes_and_strength(deal, declaring, r == 1 ? Known::Hcp : Known::Lengths));
    else if (r == 2)
      layouts.narrow(shapes_and_strength(deal, declaring, Known::Both));
    Xoshiro256 rng(seed);
    const LeadAnalysis all = analyse_opening_lead(view, layouts, budget, rng, {.search = fixed.search});
    fixed.reading_given_up[r] += layouts.trust() != LayoutSource::Trust::Full;
    std::vector<std::size_t> every(all.cards.size());
    for (std::size_t i = 0; i < every.size(); ++i) every[i] = i;
    for (std::size_t c = 0; c < fixed.counts.size(); ++c) {
      LeadAnalysis first = all;
      if (first.defence.size() > static_cast<std::size_t>(fixed.counts[c])) first.defence.resize(fixed.counts[c]);
      const Card chosen[kRules] = {
          choose_from_analysis(view, system, first).card,
          first.samples() ? best_by(first, every, Criterion::Tricks, *view.contract, view.vulnerability)
                          : SimpleCardPlayer{}.choose(view),
          first.samples() ? best_by(first, every, Criterion::Defeat, *view.contract, view.vulnerability)
                          : SimpleCardPlayer{}.choose(view),
          first.samples() ? best_by(first, every, Criterion::Best, *view.contract, view.vulnerability)
                          : SimpleCardPlayer{}.choose(view)};
      for (int k = 0; k < kRules; ++k) fixed.tally[r][k][c].add(holds(chosen[k]), all_tie);
      robots_lead[r] = chosen[0];
    }
  }
  if (holds(robots_lead[0])) return;
  const Hand hand = view.own_hand;
  const bool trump_contract = view.contract->strain != Strain::NoTrump;
  const dealer::DealConstraints known = what_seat_knows(view, system);
  auto kind_of = [&](Card card) {
    for (const ConventionalLead& l : conventional_leads(hand, card.suit(), trump_contract))
      if (l.card == card)
        return lead_kind(l, *view.contract, known[index(partner(view.seat))].length_of(card.suit()).min >= 4);
    return std::string("not conventional");
  };
  const Card led = robots_lead[0];
  std::string kind;
  for (Card c : hand.cards_of(led.suit()))
    if (holds(c)) kind = "right suit, wrong card: led " + kind_of(led) + ", " + c.to_string() + " holds";
  if (kind.empty()) {
    std::string holding = "none conventional";
    for (int s = 0; s < 4 && holding == "none conventional"; ++s)
      for (const ConventionalLead& l : hand.cards_of(static_cast<Suit>(s)).empty()
                                           ? std::vector<ConventionalLead>{}
                                           : conventional_leads(hand, static_cast<Suit>(s), trump_contract))
        if (holds(l.card)) holding = kind_of(l.card);
    kind = "wrong suit: led " + kind_of(led) + "; holds: " + holding;
  }
  fixed.lost.add(kind, holds(robots_lead[kReadings - 1]));
}

void print_fixed_layouts(const FixedLayouts& fixed, bool notrump) {
  std::printf("\n%s leads on fixed numbers of layouts (%s search), DDOLAR (held/leads) ADDOLAR (held/contested):\n",
              notrump ? "no-trump" : "suit", fixed.search == LeadSearch::Exact ? "exact" : "banded");
  std::printf("%-22s %-22s", "reading", "rule");
  for (int n : fixed.counts) std::printf(" %31d", n);
  std::printf("\n");
  std::printf("leads where the reading was (partly) given up:");
  for (int r = 0; r < kReadings; ++r) std::printf(" %d", fixed.reading_given_up[r]);
  std::printf("\n");
  for (int r = 0; r < kReadings; ++r)
    for (int k = 0; k < kRules; ++k) {
      std::printf("%-22s %-22s",
                  (fixed.oracle_parts ? kOraclePartNames : fixed.every_call ? kEveryCallNames : kReadingNames)[r],
                  kRuleNames[k]);
      for (const Tally& t : fixed.tally[r][k])
        std::printf(" %5.1f%% %3d/%3d %5.1f%% %3d/%3d", t.ddolar(), t.held, t.leads, t.addolar(), t.contested_held,
                    t.contested);
      std::printf("\n");
    }
  int lost = 0;
  for (const auto& [kind, n] : fixed.lost.count) lost += n;
  std::printf("the robot's %d lost leads (rules' reading, %d layouts) by kind [of which the last reading's lead "
              "held]:\n",
              lost, fixed.layouts);
  for (const auto& [kind, n] : fixed.lost.count)
    std::printf("  %3d [%3d]  %s\n", n, fixed.lost.oracle_holds.at(kind), kind.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  int deals = 1000, samples = 0, lead_ms = 0, show_lost = 0, fixed_layouts = 0;
  bool analyse = false, notrump_only = false, suit_only = false, solve_speed = false, compare_racing = false, compare_reading = false,
       compare_every_call = false, compare_search = false, oracle_parts = false, every_call = false;
  SolveSpeed speed;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (i + 1 < argc && !std::strcmp(argv[i], "--deals")) deals = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--seed")) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--samples")) samples = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--lead-ms")) lead_ms = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--analyse")) analyse = true;
    else if (!std::strcmp(argv[i], "--notrump-only")) notrump_only = true;
    else if (!std::strcmp(argv[i], "--suit-only")) suit_only = true;
    else if (!std::strcmp(argv[i], "--solve-speed")) solve_speed = true;
    else if (!std::strcmp(argv[i], "--compare-racing")) compare_racing = true;
    else if (!std::strcmp(argv[i], "--compare-reading")) compare_reading = true;
    else if (!std::strcmp(argv[i], "--compare-every-call")) compare_reading = compare_every_call = true;
    else if (!std::strcmp(argv[i], "--compare-search")) compare_search = true;
    else if (!std::strcmp(argv[i], "--oracle-parts")) oracle_parts = true;
    else if (!std::strcmp(argv[i], "--every-call")) every_call = true;
    else if (i + 1 < argc && !std::strcmp(argv[i], "--show-lost")) show_lost = std::atoi(argv[++i]);
    else if (i + 1 < argc && !std::strcmp(argv[i], "--fixed-layouts")) fixed_layouts = std::atoi(argv[++i]);
    else {
      std::fprintf(stderr, "usage: leads_bench [--deals N] [--seed S] [--samples K] [--lead-ms T] [--analyse] "
                           "[--notrump-only|--suit-only] [--solve-speed] [--compare-racing] [--compare-reading|--compare-every-call] [--compare-search] [--show-lost N] [--fixed-layouts K [--oracle-parts|--every-call]]\n");
      return 2;
    }
  }
  const BiddingSystem system = load_system("2over1");
  const SystemBidder bidder(system);
  PlayBudget budget;
  if (lead_ms > 0) {
    budget.lead_time = std::chrono::milliseconds(lead_ms);
    budget.hard_limit = std::max(budget.hard_limit, 2 * budget.lead_time);
  }
  if (samples > 0) {
    budget.max_samples = samples;
    budget.min_samples = std::min(budget.min_samples, samples);
  }
  Solver solver;
  DealGenerator generator(seed);
  Xoshiro256 rng(seed * 7919 + 1);
  Xoshiro256 random_leads(seed * 104729 + 3);
  Xoshiro256 racing_rng(seed * 7919 + 1);
  Xoshiro256 reading_rng(seed * 7919 + 1);
  Xoshiro256 bounded_rng(seed * 7919 + 1);
  constexpr int kLeaders = 6;
  Leader leaders[kLeaders] = {{"simulated", {}, {}},     {"simple rules", {}, {}},   {"random card", {}, {}},
                              {"with racing", {}, {}},   {"full reading", {}, {}}, {"bounded search", {}, {}}};
  if (compare_every_call) leaders[4].name = "every call";
  const bool shown[kLeaders] = {true, true, true, compare_racing, compare_reading, compare_search};
  std::vector<double> seconds;
  Alternative alternatives[] = {
      {"usual card, IMPs (no priors)", Alternative::Usual, Criterion::Imps, -1, {}, {}},
      {"usual card, mean tricks", Alternative::Usual, Criterion::Tricks, -1, {}, {}},
      {"usual card, chance to beat", Alternative::Usual, Criterion::Defeat, -1, {}, {}},
      {"conventional, IMPs (no priors)", Alternative::Allowed, Criterion::Imps, -1, {}, {}},
      {"conventional, mean tricks", Alternative::Allowed, Criterion::Tricks, -1, {}, {}},
      {"conventional, chance to beat", Alternative::Allowed, Criterion::Defeat, -1, {}, {}},
      {"simple's lead unless IMPs z>0", Alternative::Allowed, Criterion::Imps, 0, {}, {}},
      {"simple's lead unless IMPs z>1", Alternative::Allowed, Criterion::Imps, 1, {}, {}},
      {"simple's lead unless IMPs z>2", Alternative::Allowed, Criterion::Imps, 2, {}, {}},
      {"simple's lead unless tricks z>1", Alternative::Allowed, Criterion::Tricks, 1, {}, {}},
      {"simple's lead unless tricks z>2", Alternative::Allowed, Criterion::Tricks, 2, {}, {}},
  };
  WhereLost where[2];  // suit, no trump
  const LeadSearch fixed_search = compare_search ? LeadSearch::Bounded : LeadSearch::Exact;
  FixedLayouts fixed[2] = {FixedLayouts(std::max(fixed_layouts, 8), fixed_search),
                           FixedLayouts(std::max(fixed_layouts, 8), fixed_search)};  // suit, no trump
  for (FixedLayouts& f : fixed) {
    f.oracle_parts = oracle_parts;
    f.every_call = every_call;
  }
  for (int board = 1; board <= deals; ++board) {
    const Deal deal = generator.next();
    std::vector<CallDecision> explained;
    const BridgeGame game = bid_board(deal, board, bidder, &explained);
    if (game.is_passed_out()) continue;
    const Contract contract = *game.contract();
    if (notrump_only && contract.strain != Strain::NoTrump) continue;
    if (suit_only && contract.strain == Strain::NoTrump) continue;
    const Seat leader = next(contract.declarer);
    Position p;
    p.hands = deal;
    p.strain = contract.strain;
    p.leader = leader;
    if (solve_speed) {
      time_lead_sampling(view_of(game, leader, explained), system, budget, seed * 7919 + board, speed);
      time_lead_solves(p, contract.strain != Strain::NoTrump, 8 - contract.level, speed);
      continue;
    }
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
    if (fixed_layouts > 0) {
      const bool notrump = contract.strain == Strain::NoTrump;
      run_fixed_layouts(view, system, deal, seed * 7919 + board, all_tie, holds, fixed[notrump]);
      if (fixed[notrump].tally[0][0].back().leads % 5 == 0) {  // a partial table now and then
        std::printf("\n(after %d deals)", board);
        print_fixed_layouts(fixed[notrump], notrump);
        std::fflush(stdout);
      }
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    const LeadAnalysis analysis = analyse ? analyse_opening_lead(view, system, budget, rng) : LeadAnalysis{};
    const Card simulated =
        analyse ? choose_from_analysis(view, system, analysis).card : choose_opening_lead(view, system, budget, rng).card;
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    const bool notrump = contract.strain == Strain::NoTrump;
    const Card simple = SimpleCardPlayer{}.choose(view);
    if (analyse && analysis.samples() > 0) {
      std::vector<std::size_t> columns[2];  // by Alternative::cards
      for (std::size_t i = 0; i < analysis.cards.size(); ++i) {
        const Card c = analysis.cards[i];
        const std::vector<ConventionalLead> allowed = conventional_leads(deal[leader], c.suit(), !notrump);
        if (allowed.front().card == c) columns[Alternative::Usual].push_back(i);
        for (const ConventionalLead& l : allowed)
          if (l.card == c) columns[Alternative::Allowed].push_back(i);
      }
      // The simple robot's lead as a column: its card, or its suit's usual lead.
      std::optional<std::size_t> simple_column;
      for (std::size_t i = 0; i < analysis.cards.size(); ++i)
        if (analysis.cards[i] == simple ||
            (!simple_column && analysis.cards[i].suit() == simple.suit() &&
             conventional_lead(deal[leader], simple.suit(), !notrump).card == analysis.cards[i]))
          simple_column = i;
      for (Alternative& a : alternatives)
        (notrump ? a.notrump : a.suit)
            .add(holds(best_by(analysis, columns[a.cards], a.criterion, contract, game.vulnerability(),
                               a.z >= 0 ? simple_column : std::nullopt, a.z)),
                 all_tie);
      if (!holds(simulated)) {
        WhereLost& w = where[notrump];
        ++w.lost;
        bool right_suit = false, conventional_holds = false;
        for (Card c : deal[leader]) {
          right_suit |= c.suit() == simulated.suit() && holds(c);
          conventional_holds |= conventional_lead(deal[leader], c.suit(), !notrump).card == c && holds(c);
        }
        w.right_suit += right_suit;
        w.no_conventional_card_holds += !conventional_holds;
        const dealer::DealConstraints known = what_seat_knows(view, system, LeadMethod{}.depth);
        bool fits = true;
        for (Seat s : kAllSeats) fits &= known[index(s)].allows(deal[s]);
        w.deal_outside_reading += !fits;
        if (show_lost > 0) {
          --show_lost;
          show_lost_lead(game, deal, leader, simulated, results, analysis, known);
        }
      }
    }
    std::vector<Card> hand(deal[leader].begin(), deal[leader].end());
    const Card random = hand[random_leads.next() % hand.size()];
    const Card raced = compare_racing ? choose_opening_lead(view, system, budget, racing_rng, {.racing = LeadRacing::On}).card
                                      : simulated;
    const Card rules_read =
        compare_reading
            ? choose_opening_lead(view, system, budget, reading_rng,
                                  {.depth = compare_every_call ? AuctionDepth::EveryCall : AuctionDepth::Full})
                  .card
            : simulated;
    const Card bounded =
        compare_search ? choose_opening_lead(view, system, budget, bounded_rng, {.search = LeadSearch::Bounded}).card
                       : simulated;
    const Card chosen[kLeaders] = {simulated, simple, random, raced, rules_read, bounded};
    for (int k = 0; k < kLeaders; ++k)
      if (shown[k]) (notrump ? leaders[k].notrump : leaders[k].suit).add(holds(chosen[k]), all_tie);
    if (board % 100 == 0) {
      std::fprintf(stderr, "%d deals done:", board);
      for (int k = 0; k < kLeaders; ++k)
        if (shown[k])
          std::fprintf(stderr, " %s %.1f%% (%d) / NT %.1f%% (%d);", leaders[k].name, leaders[k].suit.ddolar(),
                       leaders[k].suit.leads, leaders[k].notrump.ddolar(), leaders[k].notrump.leads);
      std::fprintf(stderr, "\n");
    }
  }
  if (solve_speed) {
    std::printf("lead search on %d real deals: every card %.1f ms, the conventional leads only %.1f ms (%.2fx)\n",
                speed.deals, 1000 * speed.every_seconds / speed.deals, 1000 * speed.conventional_seconds / speed.deals,
                speed.every_seconds / speed.conventional_seconds);
    std::printf("whether each conventional lead beats the contract (Solver::cards_reaching): %.1f ms, %.2fx the "
                "exact counts' speed\n",
                1000 * speed.bounded_seconds / speed.deals, speed.conventional_seconds / speed.bounded_seconds);
    const double per_second[2] = {speed.layouts[0] / speed.seconds[0], speed.layouts[1] / speed.seconds[1]};
    std::printf("lead sampling at the robot's budget: exact tricks %.1f layouts a lead in %.2f s (%.1f/s), banded "
                "by bounded searches %.1f in %.2f s (%.1f/s): %.2fx the layouts per second\n",
                static_cast<double>(speed.layouts[0]) / speed.deals, speed.seconds[0] / speed.deals, per_second[0],
                static_cast<double>(speed.layouts[1]) / speed.deals, speed.seconds[1] / speed.deals, per_second[1],
                per_second[1] / per_second[0]);
    return 0;
  }
  if (fixed_layouts > 0) {
    std::printf("\nleads_bench: %d deals (seed %llu), %d layouts a lead\n", deals,
                static_cast<unsigned long long>(seed), fixed_layouts);
    for (int k = notrump_only ? 1 : 0; k < (suit_only ? 1 : 2); ++k) print_fixed_layouts(fixed[k], k == 1);
    return 0;
  }
  std::printf("leads_bench: %d deals (seed %llu)\n", deals, static_cast<unsigned long long>(seed));
  std::printf("%-14s %28s %28s\n", "", "suit contracts", "no trump");
  std::printf("%-14s %14s %13s %14s %13s\n", "leader", "DDOLAR", "ADDOLAR", "DDOLAR", "ADDOLAR");
  for (int k = 0; k < kLeaders; ++k) {
    if (!shown[k]) continue;
    const Leader& l = leaders[k];
    std::printf("%-14s %6.1f%% (%4d) %6.1f%% (%3d) %6.1f%% (%4d) %6.1f%% (%3d)\n", l.name, l.suit.ddolar(),
                l.suit.leads, l.suit.addolar(), l.suit.contested, l.notrump.ddolar(), l.notrump.leads,
                l.notrump.addolar(), l.notrump.contested);
  }
  if (analyse) {
    std::printf("\nthe same layouts, other choices:\n");
    for (const Alternative& l : alternatives)
      std::printf("%-32s %6.1f%% (%4d) %6.1f%% (%3d) %6.1f%% (%4d) %6.1f%% (%3d)\n", l.name, l.suit.ddolar(),
                  l.suit.leads, l.suit.addolar(), l.suit.contested, l.notrump.ddolar(), l.notrump.leads,
                  l.notrump.addolar(), l.notrump.contested);
    const char* kind[2] = {"suit", "no trump"};
    for (int k = 0; k < 2; ++k)
      std::printf("%s: %d simulated leads lose a trick: %d in a suit where another card holds, %d where no "
                  "conventional card holds, %d on a deal outside the auction's reading\n",
                  kind[k], where[k].lost, where[k].right_suit, where[k].no_conventional_card_holds,
                  where[k].deal_outside_reading);
  }
  std::sort(seconds.begin(), seconds.end());
  if (!seconds.empty())
    std::printf("simulated lead time: median %.3f s, worst %.3f s\n", seconds[seconds.size() / 2], seconds.back());
  return 0;
}
