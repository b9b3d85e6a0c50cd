#include "bots/bidding_simulation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "bots/bid_out.h"
#include "bots/competitive_fallback.h"
#include "bots/hand_evaluation.h"
#include "bots/play_knowledge.h"
#include "bots/slam_bidding.h"
#include "bots/thread_solver.h"
#include "core/auction.h"
#include "core/duplicate_score.h"
#include "core/imps.h"
#include "solver/solver.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

bool ends_with(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

// Whether partner's last call, as the system explains it, forbids a pass.
bool partner_forces(const BiddingSystem& system, const std::vector<Call>& calls) {
  if (calls.size() < 2) return false;
  const std::size_t i = calls.size() - 2;
  if (calls[i].is_pass()) return false;
  // A rule's forcing status; else the slam reasoning's explanation, which
  // ends with it (a rule's explanation may end with other hand types).
  if (const BiddingRule* r = system_rule_for(system, calls, i)) return r->forces();
  const std::string text = explain_call(system, calls, i);
  return ends_with(text, "; forcing") || ends_with(text, "; game forcing") || ends_with(text, "; asking") ||
         ends_with(text, "; slam try");
}

// A seed for this position: the same hand and auction give the same layouts.
std::uint64_t position_seed(const SeatView& view, std::uint64_t seed) {
  std::uint64_t h = seed ^ 0x9E3779B97F4A7C15ull;
  auto mix = [&h](std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
  };
  mix(view.own_hand.bits());
  mix(static_cast<std::uint64_t>(index(view.seat)));
  for (const SeenCall& c : view.auction) mix(static_cast<std::uint64_t>(c.call.index()) + 1);
  return h;
}

// Double-dummy tricks of one layout, solved once per declarer and strain.
class LayoutTricks {
 public:
  explicit LayoutTricks(const Deal& deal) : deal_(deal) {}
  int declarer_tricks(const Contract& c) {
    const auto key = std::make_pair(static_cast<int>(c.strain), index(c.declarer));
    if (auto it = known_.find(key); it != known_.end()) return it->second;
    Position p;
    p.hands = deal_;
    p.strain = c.strain;
    p.leader = next(c.declarer);
    const int tricks = thread_solver().tricks_for(p, side_of(c.declarer));
    known_.emplace(key, tricks);
    return tricks;
  }

 private:
  const Deal& deal_;
  std::map<std::pair<int, int>, int> known_;
};

CallDecision decision_for(const BiddingSystem& system, const SeatView& view, Call call) {
  std::vector<Call> calls = view.rebuilt_auction().calls();
  calls.push_back(call);
  const std::size_t i = calls.size() - 1;
  return CallDecision{call, is_alertable(system, calls, i), explain_call(system, calls, i)};
}

// Whether the layouts still follow the auction's reading of strength: when
// the sampler had to drop the point ranges (a reading that contradicts
// itself or the cards), the layouts say little about this auction and the
// system's call stands.
bool reads_the_auction(const LayoutSource& layouts) {
  return layouts.trust() == LayoutSource::Trust::Full || layouts.trust() == LayoutSource::Trust::RangesOnly;
}

// The score, for our side, of the contract reached on `deal` when the seat
// makes `candidate` and every seat then bids by the system.
int bid_out_score(const Deal& deal, const SeatView& view, const std::array<SeatBidder, 4>& table,
                  const std::vector<CallDecision>& so_far, Call candidate, Side ours, LayoutTricks& tricks) {
  std::vector<CallDecision> start_calls = so_far;
  start_calls.push_back({candidate, false, ""});
  const auto calls = bid_out_from(deal, view.dealer, view.vulnerability, table, std::move(start_calls));
  Auction a(view.dealer);
  for (const CallDecision& d : calls) (void)a.make(d.call);
  const std::optional<Contract> contract = a.contract();
  if (!contract) return 0;
  const int declarer_score = duplicate_score(*contract, tricks.declarer_tricks(*contract), view.vulnerability);
  return side_of(contract->declarer) == ours ? declarer_score : -declarer_score;
}

// The share of the other candidates' scores that candidate i beats (ties
// count half): its matchpoints on one layout.
double matchpoint_share(const std::vector<int>& score, std::size_t i) {
  double beaten = 0;
  for (std::size_t j = 0; j < score.size(); ++j)
    if (j != i) beaten += score[i] > score[j] ? 1.0 : score[i] == score[j] ? 0.5 : 0.0;
  return beaten / static_cast<double>(score.size() - 1);
}

// The mean of `values` and its standard error.
std::pair<double, double> mean_and_error(const std::vector<double>& values) {
  const double n = static_cast<double>(values.size());
  if (values.empty()) return {0, 0};
  double mean = 0;
  for (double v : values) mean += v;
  mean /= n;
  if (values.size() < 2) return {mean, 0};
  double squares = 0;
  for (double v : values) squares += (v - mean) * (v - mean);
  return {mean, std::sqrt(squares / (n - 1) / n)};
}

}  // namespace

double required_gain(const BiddingSimulationSettings& settings, const CandidateValue& candidate) {
  const double margin = settings.goal == ScoringGoal::Imps ? settings.imp_margin : settings.matchpoint_margin;
  return std::max(margin, settings.noise_factor * candidate.standard_error);
}

bool is_competitive_decision(const SeatView& view, int lowest_level) {
  const Side ours = side_of(view.seat);
  bool we_bid = false, they_bid = false;
  std::optional<Call> last_bid;
  for (const SeenCall& c : view.auction) {
    if (!c.call.is_bid()) continue;
    (side_of(c.seat) == ours ? we_bid : they_bid) = true;
    last_bid = c.call;
  }
  return we_bid && they_bid && last_bid && last_bid->level() >= lowest_level;
}

std::vector<Call> competitive_candidates(const BiddingSystem& system, const SeatView& view, Call system_call) {
  const Auction auction = view.rebuilt_auction();
  const std::vector<Call> calls = view.rebuilt_auction().calls();
  std::vector<Call> out{system_call};
  auto add = [&](Call c) {
    if (auction.is_legal(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  if (!partner_forces(system, calls)) add(Call::pass());
  if (const auto fit = known_fit(system, view))
    for (int level = 1; level <= 5; ++level)
      if (auction.is_legal(Call::bid(level, fit->strain))) {
        add(Call::bid(level, fit->strain));
        break;
      }
  return out;
}

namespace {

bool is_game(Call c) { return c.is_bid() && c.level() == game_level(c.strain()); }

// The game the system's call bids or leaves partner in.
std::optional<Call> game_of(const SeatView& view, Call system_call) {
  if (is_game(system_call)) return system_call;
  if (!system_call.is_pass() || view.auction.size() < 2) return std::nullopt;
  const SeenCall& partners = view.auction[view.auction.size() - 2];
  if (partners.seat != partner(view.seat) || !is_game(partners.call)) return std::nullopt;
  return partners.call;
}

// Our side's bids so far, when the opponents have bid (or doubled) at
// `their_highest_level` at most (0: silent throughout); nothing otherwise.
std::optional<std::vector<Call>> our_bids_with_them_at_most(const SeatView& view, int their_highest_level) {
  const Side ours = side_of(view.seat);
  std::vector<Call> bids;
  int level = 0;  // of the last bid so far
  for (const SeenCall& c : view.auction) {
    if (c.call.is_bid()) level = c.call.level();
    if (side_of(c.seat) != ours) {
      if (!c.call.is_pass() && level > their_highest_level) return std::nullopt;
      continue;
    }
    if (c.call.is_bid()) bids.push_back(c.call);
  }
  return bids;
}

std::optional<std::vector<Call>> our_bids_uncontested(const SeatView& view) {
  return our_bids_with_them_at_most(view, 0);
}

// Slam decisions are judged over a low intervention too (1H (1S) 2S P 4H):
// the layouts read the overcall like any other call, and once the
// opponents have fallen silent below game the decision is ours alone.
constexpr int kHighestInterventionForSlams = 2;

// What the auction shows of partner's hand.
dealer::HandConstraints partner_shown(const BiddingSystem& system, const SeatView& view) {
  return read_auction(system, view.rebuilt_auction().calls(), view.dealer)[index(partner(view.seat))];
}

}  // namespace

bool is_slam_decision(const BiddingSystem& system, const SeatView& view, Call system_call) {
  const auto bids = our_bids_with_them_at_most(view, kHighestInterventionForSlams);
  if (!bids || bids->empty() || !game_of(view, system_call)) return false;
  for (Call b : *bids)
    if (b.index() >= Call::bid(4, Strain::NoTrump).index() && !is_game(b)) return false;
  const auto mate = partner_shown(system, view);
  return HandEvaluation(view.own_hand).total_points() + std::min(mate.hcp.max, 37) >= 31;
}

bool is_game_decision(const BiddingSystem& system, const SeatView& view, Call system_call) {
  const auto bids = our_bids_uncontested(view);
  if (!bids || bids->size() < 2) return false;
  for (Call b : *bids)
    if (b.level() >= game_level(b.strain())) return false;
  // A key-card ask, a slam, or a control bid at the four level: the
  // system is already looking beyond game.
  if (system_call.is_bid() && !is_game(system_call) && system_call.level() >= 4) return false;
  const auto mate = partner_shown(system, view);
  const int points = HandEvaluation(view.own_hand).total_points();
  // Game in question: partner's most could make it, partner's least not
  // surely.
  return points + std::min(mate.hcp.max, 37) >= 23 && points + mate.hcp.min <= 27;
}

std::vector<Call> game_candidates(const BiddingSystem& system, const SeatView& view, Call system_call) {
  std::vector<Call> out{system_call};
  const Auction auction = view.rebuilt_auction();
  auto add = [&](Call c) {
    if (auction.is_legal(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  const std::vector<Call> calls = auction.calls();
  // Stop: partner's contract stands, when partner's last call was a bid
  // that lets us pass.
  if (calls.size() >= 2 && calls[calls.size() - 2].is_bid() && !partner_forces(system, calls)) add(Call::pass());
  // Go: game in the major fit, else 3NT, and five of a minor fit.
  const auto fit = known_fit(system, view);
  if (fit && is_major(fit->strain)) {
    add(Call::bid(4, fit->strain));
  } else {
    add(Call::bid(3, Strain::NoTrump));
    if (fit) add(Call::bid(5, fit->strain));
  }
  return out;
}

std::vector<Call> slam_candidates(const BiddingSystem& system, const SeatView& view, Call system_call) {
  std::vector<Call> out{system_call};
  const auto game = game_of(view, system_call);
  if (!game) return out;
  const Auction auction = view.rebuilt_auction();
  auto add = [&](Call c) {
    if (auction.is_legal(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  const Strain strain = game->strain();
  if (strain != Strain::NoTrump) {
    std::vector<Call> with = auction.calls();
    with.push_back(Call::bid(4, Strain::NoTrump));
    // Only an ask the rules would make too: no answer may carry the
    // auction past five of the trump suit with two key cards missing.
    if (auction.is_legal(with.back()) && is_keycard_ask(system, with, with.size() - 1) &&
        suit_for_keycards(system, with, with.size() - 1) == trump_suit(strain) &&
        keycard_ask_is_safe(HandEvaluation(view.own_hand), *trump_suit(strain)))
      add(with.back());
  }
  add(Call::bid(6, strain));
  if (is_minor(strain)) add(Call::bid(6, Strain::NoTrump));
  return out;
}

SimulationVerdict judge_by_simulation(const SystemBidder& bidder, const SeatView& view,
                                      const CallDecision& system_choice, const BiddingSimulationSettings& settings) {
  return judge_candidates(bidder, view, system_choice,
                          competitive_candidates(bidder.system(), view, system_choice.call), settings);
}

SimulationVerdict judge_candidates(const SystemBidder& bidder, const SeatView& view, const CallDecision& system_choice,
                                   const std::vector<Call>& candidates, const BiddingSimulationSettings& settings) {
  SimulationVerdict verdict{system_choice, {}, 0};
  if (candidates.size() < 2) return verdict;

  std::vector<CallDecision> so_far;
  for (const SeenCall& c : view.auction) so_far.push_back({c.call, c.alerted, c.explanation.value_or("")});
  const SeatBidder robot = [&bidder](const SeatView& v) { return bidder.choose(v); };
  const std::array<SeatBidder, 4> table{robot, robot, robot, robot};
  const Side ours = side_of(view.seat);

  LayoutSource layouts(view, bidder.system(), settings.reading);
  if (!reads_the_auction(layouts)) return verdict;
  Xoshiro256 rng(position_seed(view, settings.seed));
  // gains[i]: candidate i's value on each layout against the system's call.
  std::vector<std::vector<double>> gains(candidates.size());
  std::vector<int> score(candidates.size());
  const auto start = Clock::now();
  const DeadlineSolver stop_at(start + settings.time_limit);
  // No layout is started that would, at the pace so far, end past the limit.
  auto time_for_another = [&] {
    const auto spent = Clock::now() - start;
    return verdict.layouts == 0 || spent + spent / verdict.layouts <= settings.time_limit;
  };
  while (verdict.layouts < settings.layouts && time_for_another()) {
    const std::optional<Deal> deal = layouts.next(rng, start + settings.time_limit);
    if (!deal) break;
    try {
      LayoutTricks tricks(*deal);
      for (std::size_t i = 0; i < candidates.size(); ++i) score[i] = bid_out_score(*deal, view, table, so_far, candidates[i], ours, tricks);
    } catch (const SolveStopped&) {
      break;  // the time is up in the middle of a layout: it does not count
    }
    for (std::size_t i = 0; i < candidates.size(); ++i)
      gains[i].push_back(settings.goal == ScoringGoal::Imps ? imps(score[i] - score[0])
                                                            : matchpoint_share(score, i) - matchpoint_share(score, 0));
    ++verdict.layouts;
  }
  if (verdict.layouts == 0 || !reads_the_auction(layouts)) return verdict;

  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto [mean, error] = mean_and_error(gains[i]);
    verdict.candidates.push_back({candidates[i], mean, error});
  }
  if (verdict.layouts < settings.min_layouts) return verdict;
  std::optional<std::size_t> best;
  for (std::size_t i = 1; i < candidates.size(); ++i) {
    const CandidateValue& c = verdict.candidates[i];
    if (c.value > required_gain(settings, c) && (!best || c.value > verdict.candidates[*best].value))
      best = i;
  }
  if (best) {
    // The system's meaning of the call (what partner and the opponents
    // read), and that judgement chose it over the rules' call.
    verdict.decision = decision_for(bidder.system(), view, candidates[*best]);
    verdict.decision.explanation += " (judged by simulation over " + std::to_string(verdict.layouts) +
                                    " layouts, instead of " + candidates[0].to_string() + ")";
  }
  return verdict;
}

CallDecision choose_with_judgement(const SystemBidder& bidder, const SeatView& view,
                                   const BiddingSimulationSettings& settings) {
  const CallDecision choice = bidder.choose(view);
  if (settings.enabled && is_competitive_decision(view, settings.lowest_level))
    return judge_by_simulation(bidder, view, choice, settings).decision;
  if (settings.judge_slams && is_slam_decision(bidder.system(), view, choice.call))
    return judge_candidates(bidder, view, choice, slam_candidates(bidder.system(), view, choice.call), settings).decision;
  if (settings.judge_games && is_game_decision(bidder.system(), view, choice.call))
    return judge_candidates(bidder, view, choice, game_candidates(bidder.system(), view, choice.call), settings).decision;
  return choice;
}

}  // namespace tenace
