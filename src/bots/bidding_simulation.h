#pragma once
// Judgement by simulation: where the system leaves a competitive decision
// (compete, pass or double once both sides are in the auction; sacrifice or
// defend) or a slam decision (game or slam once our side reaches game
// uncontested), the robot deals the hidden hands consistent with the auction so
// far, bids each candidate call out with the system at all four seats,
// scores the contracts reached double-dummy at the table's scoring form and
// keeps the call that scores best. The system's own call stays unless
// another beats it by a clear margin, so noise in a few layouts cannot turn
// a sound call into a wild one.
//
// Deterministic for fixed settings: the random layouts are seeded from the
// settings' seed and the position (own hand and auction), so the same
// position always gets the same answer; only the time bound, a safety net
// that stops dealing early, can make a loaded machine answer differently.
#include <chrono>
#include <cstdint>
#include <vector>

#include "bots/play_knowledge.h"
#include "bots/robot.h"
#include "bots/sampling_card_play.h"
#include "bots/seat_view.h"
#include "bots/system_bidder.h"
#include "core/call.h"

namespace tenace {

struct BiddingSimulationSettings {
  // Competitive decisions: off by default, since on the benchmark's deals
  // it does not yet beat the system's own calls (docs/performance.md,
  // Bidding).
  bool enabled = false;
  // Slam decisions judged (is_slam_decision), independently of the
  // competitive ones. On by default: over the uncontested benchmark's
  // layouts it gains on each of three seeds (docs/performance.md, "Slam
  // decisions by simulation").
  bool judge_slams = true;
  // Game decisions judged (is_game_decision): game or partscore, the
  // opponents silent. On by default: with the auction read call by call
  // it gains on each of three seeds of the uncontested benchmark
  // (docs/performance.md, "Game decisions by simulation").
  bool judge_games = true;
  // How the layouts read the auction: by default every call is a test (the
  // system's bidder, given the sampled hand, would have made it), since
  // the rules' ranges alone let a game decision see partners weaker or
  // stronger than the rules bid with (docs/performance.md, "Game decisions
  // by simulation").
  AuctionDepth reading = AuctionDepth::EveryCall;
  // Layouts dealt per decision, and the hard bound on the time spent
  // dealing, bidding and solving them: no layout is started that would, at
  // the pace so far, end past it, and a solve still running then is
  // abandoned. With fewer than `min_layouts` scored the system's call stands.
  int layouts = 24;
  int min_layouts = 8;
  std::chrono::milliseconds time_limit{1000};
  ScoringGoal goal = ScoringGoal::Imps;
  std::uint64_t seed = 1;
  // The lowest level of the last bid at which a contested auction is judged.
  int lowest_level = 3;
  // What another call must gain over the system's, per board: IMPs, or a
  // share of the matchpoints (0..1); and at least `noise_factor` standard
  // errors of its gain over the layouts, so a few lucky layouts do not pass.
  double imp_margin = 1.0;
  double matchpoint_margin = 0.10;
  double noise_factor = 2.0;
};

// One candidate call and its mean value per layout against the system's
// call (IMPs, or the matchpoint share it earns among the candidates).
struct CandidateValue {
  Call call;
  double value = 0;
  double standard_error = 0;  // of `value`, over the layouts
};

struct SimulationVerdict {
  CallDecision decision;                  // the call to make
  std::vector<CandidateValue> candidates;  // empty when no simulation ran
  int layouts = 0;                        // layouts actually scored
};

// Whether the call the seat must make now is a competitive decision the
// simulation judges: both sides have bid and the last bid is at
// `lowest_level` or higher (compete, defend or double; sacrifice or defend).
bool is_competitive_decision(const SeatView& view, int lowest_level = 3);

// The calls worth comparing: the system's call, pass, and the cheapest bid
// in the partnership's known fit (compete or sacrifice). A double is judged
// only when the system chose it: the simulation overrates penalty doubles
// the rules did not suggest (the layouts follow loose readings of the
// opponents' calls, a no-trump game above all), see docs/performance.md.
std::vector<Call> competitive_candidates(const BiddingSystem& system, const SeatView& view, Call system_call);

// What `candidate` must gain over the system's call to replace it: the
// settings' margin, and never less than the noise factor times its
// standard error.
double required_gain(const BiddingSimulationSettings& settings, const CandidateValue& candidate);

// Whether the call the seat must make now is a slam decision the
// simulation judges: the opponents have passed throughout or called only
// at the one or two level (1H (1S) 2S P 4H), our side has
// bid, no key-card ask or slam bid yet, and the system's call is a game
// (3NT, 4H, 4S, 5C, 5D) or passes partner's game, with the strength for a
// slam possible (this hand's points and partner's most reach 31).
bool is_slam_decision(const BiddingSystem& system, const SeatView& view, Call system_call);

// The calls worth comparing there: the system's call, the key-card ask
// when 4NT asks in the game's suit and is safe (keycard_ask_is_safe), and
// the small slam in that strain (and 6NT beside a minor).
std::vector<Call> slam_candidates(const BiddingSystem& system, const SeatView& view, Call system_call);

// Whether the call the seat must make now is a game decision the
// simulation judges: the opponents have passed throughout, our side has
// made two bids or more, all below game, the system's call is not a bid
// at the four level or higher other than a game (a control bid, a key-card
// ask or a slam looks beyond game), and game is in question (this hand's
// points and partner's most reach 23, with partner's least 27 at most).
bool is_game_decision(const BiddingSystem& system, const SeatView& view, Call system_call);

// The calls worth comparing there: the system's call, a pass of partner's
// bid when it does not force, and game: four of a major fit, else 3NT and
// five of a minor fit.
std::vector<Call> game_candidates(const BiddingSystem& system, const SeatView& view, Call system_call);

// Runs the simulation for `view` where the system chose `system_choice`,
// over the competitive candidates.
SimulationVerdict judge_by_simulation(const SystemBidder& bidder, const SeatView& view,
                                      const CallDecision& system_choice, const BiddingSimulationSettings& settings);

// The same over any candidates (the system's call first).
SimulationVerdict judge_candidates(const SystemBidder& bidder, const SeatView& view, const CallDecision& system_choice,
                                   const std::vector<Call>& candidates, const BiddingSimulationSettings& settings);

// The bidder's call, judged by simulation where it is a competitive (or a
// slam) decision and the settings enable it.
CallDecision choose_with_judgement(const SystemBidder& bidder, const SeatView& view,
                                   const BiddingSimulationSettings& settings);

}  // namespace tenace
