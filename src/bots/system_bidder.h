#pragma once
// SystemBidder: bids a hand by a BiddingSystem's rules, explains any call of
// any auction in the system's words, and reads an auction into what each
// seat's calls have shown (dealer::DealConstraints).
//
// Choosing: the rules whose auction pattern fits are tried in file order and
// the first whose conditions the hand meets is bid. Where no rule fits, a
// fallback reasons from what the partnership has shown: it looks for a
// trump fit, adds up the values, and bids towards the right strain and level
// (partscore, game, or slam through key-card Blackwood), passing once the
// partnership is there. It never bids a slam the values do not justify.
// Slam sequences that depend on partner's answers (the key-card asker's
// next call, queen and king asks, Gerber placement, control bids, the slam
// invitation) are bid and explained by bots/slam_bidding.h, before the rules.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bots/auction_reading.h"  // read_auction, for the callers that reason from the auction
#include "bots/bidding_system.h"
#include "bots/robot.h"
#include "bots/seat_view.h"
#include "core/call.h"
#include "core/seat.h"
#include "dealer/hand_constraints.h"

namespace tenace {

// What the system says call `index` of `calls` means, e.g. "transfer to
// hearts (Jacoby transfer); 0+ HCP, 5+ hearts; forcing". Never empty.
std::string explain_call(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);
// The HCP and suit lengths the explanation of call `index` states: the
// rule meant, read with the same player's later calls in `calls`; for a
// call no rule explains, what a natural call shows. Nothing when `index` is
// past the end.
std::optional<dealer::HandConstraints> explained_hand(const BiddingSystem& system, const std::vector<Call>& calls,
                                                      std::size_t index);
// Whether the system alerts call `index` of `calls`.
bool is_alertable(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// The first rule explaining call `index` of `calls`, or nullptr when no rule
// covers it (the call was the fallback's).
const BiddingRule* system_rule_for(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// What the rules explaining call `index` of `calls` show together (the
// hull of every rule that fits it), or nothing when no rule covers it.
// `shown_before` is what the same player's earlier calls showed: a rule
// that contradicts it is not what the call means (where a seat rule makes
// a passed hand's 2C over 1S a raise, the two-over-one's 13+ HCP is not
// read into it), unless every rule does. The same player's later calls in
// `calls` narrow it as they narrow the explanation (a double followed by a
// new suit is the strong double alone).
// The auction's reading (bots/auction_reading.h) is built from these.
std::optional<dealer::HandConstraints> shown_by_rules(const BiddingSystem& system, const std::vector<Call>& calls,
                                                      std::size_t index,
                                                      const dealer::HandConstraints& shown_before = {});
// What call `index` shows read naturally, for a call no rule explains: a
// suit bid its length (four cards, or support for partner's suit); nothing
// for other calls, nor for a call of a slam sequence (a control bid, a
// queen ask: slam_bidding.h), which shows no length in the suit it names.
dealer::HandConstraints natural_reading(const BiddingSystem& system, const std::vector<Call>& calls,
                                        std::size_t index);

// A call and the rule it was bid by (nullptr when no rule chose it: the
// slam reasoning, the competitive judgements or the fallback did).
struct RuledDecision {
  CallDecision decision;
  const BiddingRule* rule = nullptr;
};

class SystemBidder {
 public:
  explicit SystemBidder(BiddingSystem system) : system_(std::move(system)) {}
  // A legal call for view.seat with its explanation and alert.
  CallDecision choose(const SeatView& view) const { return choose_by_rule(view).decision; }
  // The same call with the rule behind it, for auditing which hands the
  // rules leave to a catch-all or to the fallback.
  RuledDecision choose_by_rule(const SeatView& view) const;
  const BiddingSystem& system() const { return system_; }

 private:
  BiddingSystem system_;
};

}  // namespace tenace
