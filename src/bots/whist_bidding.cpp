#include "bots/whist_bidding.h"

#include <algorithm>

#include "bots/whist_layouts.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kHandSize = 13;
// How much expectation a non-dealer gives up to bid higher (see the header).
constexpr double kProtectionAllowance = 0.25;

constexpr std::size_t slot(WhistBidKind kind) { return static_cast<std::size_t>(kind); }
constexpr WhistBidKind kKinds[] = {WhistBidKind::Uptown, WhistBidKind::Downtown, WhistBidKind::NoTrump};

// Nonsense: declarer's hand against the opponent's, no dummy.
TricksByKind two_hand_layout(Hand mine, Hand opponent, bool ace_low) {
  TricksByKind best{};
  for (WhistBidKind kind : kKinds)
    for (const WhistDeclaration& d : declarations_worth_trying(kind, mine))
      best[slot(kind)] = std::max(best[slot(kind)], declarer_tricks(mine, opponent, d, ace_low));
  return best;
}

// Dummy Whist and Double Dummy: declarer North with the dummy South.
TricksByKind four_hand_layout(Hand mine, Hand dummy, Hand east, Hand west, bool ace_low) {
  TricksByKind best{};
  for (WhistBidKind kind : kKinds)
    for (const WhistDeclaration& d : declarations_worth_trying(kind, mine | dummy)) {
      Hand kept = dummy;
      if (kept.size() > kHandSize) {
        const auto [first, second] = plain_discards(kept, d, ace_low);
        kept.remove(first);
        kept.remove(second);
      }
      const std::array<Hand, 4> hands{mine, east, kept, west};
      best[slot(kind)] = std::max(best[slot(kind)], declarer_tricks(hands, Seat::North, d, ace_low));
    }
  return best;
}

// The dummy the player would get: Dummy Whist's (13 or 15, face down at
// West during the auction), or their own in Double Dummy.
int dummy_size(const WhistSeatView& view) {
  if (view.variant == WhistVariant::DummyWhist) return view.places[static_cast<std::size_t>(index(Seat::West))].cards_held;
  return kHandSize;
}

}  // namespace

std::vector<TricksByKind> simulate_declaring(const WhistSeatView& view, const PlayBudget& budget,
                                             std::chrono::milliseconds time, Xoshiro256& rng) {
  const Hand mine = view.own_hand;
  const Hand unseen = view.pack() - mine - view.own_hand_given_up;
  const bool ace_low = view.rules.downtown_ace_low;
  std::vector<HiddenPile> piles;
  if (view.variant == WhistVariant::Nonsense)
    piles = {{kHandSize, Hand()}, {unseen.size() - kHandSize, Hand()}};  // the opponent, and the rest
  else
    piles = {{dummy_size(view), Hand()}, {kHandSize, Hand()}, {kHandSize, Hand()}};

  std::vector<TricksByKind> layouts;
  const auto start = Clock::now();
  while (another_layout(budget, static_cast<int>(layouts.size()), Clock::now() - start, time)) {
    const auto dealt = deal_unseen(unseen, piles, rng);
    if (!dealt) break;
    if (view.variant == WhistVariant::Nonsense)
      layouts.push_back(two_hand_layout(mine, (*dealt)[0], ace_low));
    else
      layouts.push_back(four_hand_layout(mine, (*dealt)[0], (*dealt)[1], (*dealt)[2], ace_low));
  }
  return layouts;
}

BiddingAnalysis weigh_bids(const WhistSeatView& view, const std::vector<TricksByKind>& layouts) {
  BiddingAnalysis analysis;
  analysis.samples = static_cast<int>(layouts.size());
  const int multiplier = view.multiplier();
  for (const WhistCall& call : view.legal_calls) {
    if (!call.is_bid()) continue;
    BidEstimate estimate{call.bid_value()};
    for (const TricksByKind& tricks : layouts) {
      const int t = tricks[slot(estimate.bid.kind)];
      // Half a trick of double-dummy optimism taken off (see the header).
      const int fewer = std::max(0, t - 1);
      estimate.gain += 0.5 * (declarer_gain(estimate.bid, t, view.rules, multiplier) +
                              declarer_gain(estimate.bid, fewer, view.rules, multiplier));
      estimate.tricks += t;
    }
    if (!layouts.empty()) {
      estimate.gain /= static_cast<double>(layouts.size());
      estimate.tricks /= static_cast<double>(layouts.size());
    }
    analysis.bids.push_back(estimate);
  }
  return analysis;
}

WhistCall call_from(const WhistSeatView& view, const BiddingAnalysis& analysis) {
  const bool may_pass = std::find(view.legal_calls.begin(), view.legal_calls.end(), WhistCall::pass()) !=
                        view.legal_calls.end();
  if (analysis.bids.empty()) return may_pass || view.legal_calls.empty() ? WhistCall::pass() : view.legal_calls.front();
  const auto best = std::max_element(analysis.bids.begin(), analysis.bids.end(),
                                     [](const BidEstimate& a, const BidEstimate& b) { return a.gain < b.gain; });
  if (may_pass && best->gain <= 0) return WhistCall::pass();
  // The dealer calls last: nobody can overcall, so the best bid, cheapest
  // among equals (bids are listed cheapest first). Others protect it.
  const bool last_to_call = view.player == view.dealer;
  const BidEstimate* chosen = &*best;
  for (const BidEstimate& e : analysis.bids) {
    if (last_to_call) {
      if (e.gain > chosen->gain + 1e-9) chosen = &e;
      continue;
    }
    if (e.gain < best->gain - kProtectionAllowance) continue;
    if (e.bid.books > chosen->bid.books || (e.bid.books == chosen->bid.books && e.gain > chosen->gain)) chosen = &e;
  }
  return WhistCall::bid(chosen->bid);
}

}  // namespace tenace
