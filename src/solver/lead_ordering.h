#pragma once
// Lead ordering: which card to try first on lead. Measured on full deals,
// this is where most of the search's size is decided (tenace's earlier
// lead scores, dropped into an otherwise unchanged solver, made it search
// 4-28 times more trick positions), and the one criterion that matters most
// is not bridge technique but the size of the tree a lead opens:
//  - Few choices for the opponents first. Each opponent answers a lead with
//    one card of the suit, or with any card when void, so the score falls with
//    the opponents' cards in the suit (a void opponent counting as its whole
//    hand). On the first oracle deals this alone cut the nodes about 5-fold.
//  - Leads that win the trick: our own card above every opponent's (the
//    lowest such card, keeping the higher ones), or a low card to partner's
//    winner, unless an opponent can ruff; then a lead partner ruffs and no
//    opponent overruffs. A low card to partner's winner ranks with or above
//    our own winner (kPartnerWinner = 10: first 20 oracle deals 89.8 M ->
//    76.8 M nodes, deals 21-60 145.8 M -> 134.1 M; on six of DDS largest.txt's
//    worst deal/strain pairs 237 M -> 222 M, but deal 5 in no trump 63 M ->
//    69 M. A weight of 20 did worse everywhere: deal 5 in no trump 75 M).
//  - Among losing leads: low cards; through a left-hand opponent whose top
//    card partner can capture; not into a right-hand opponent's top card;
//    from a run that holds the second-best card and more (it forces out the
//    top; about 1%).
// Measured in libdds's own search with our lead scores in place of its own
// (a throwaway experiment, first 10 oracle deals, its killer and table bonuses
// kept at +55/+18): libdds's ordering 5.37 M trick nodes, ours 6.37 M before
// the change above, 6.08 M after (the forcing-lead term never fires there:
// libdds names a run by its top card). Weight changes of +-50% to the other terms
// each moved the count by 1-2% either way: they sit near a local optimum.
// Tried and dropped: a smaller weight for a winning lead when a guarded
// second-best card sits on our right (2% fewer nodes on random deals, but
// largest.txt deal 5 in no trump 63 M -> 103 M); DDS's criteria for a suit
// whose top card is a singleton, for the next round's winner held by our side,
// for a short suit partner can return to be ruffed, and a penalty when an
// opponent can ruff (each flat or worse).
// search.cpp adds two bonuses on top: the "killer" lead (the card that last
// cut off a lead with as many cards) goes first, then the table's best lead.
//
// No trump has weights of its own (kNoTrumpWeights). DDS's thomas1 deal (every
// hand 5-4-4-0, every suit AJ962 / KT74 / Q853 / void) showed the suit-contract
// weights at their worst there: every lead meets a void, the void opponent's
// whole hand then counts against the suit, and the search led into the
// partner's void suit first. Leads through a left-hand opponent's top card
// to partner's second-best card (the right-hand opponent void) were tried
// late, yet they are the ones that prove the bound. In no trump the
// opponents' cards weigh less (7 per card, not 10), a lead through to
// partner's card and a suit where our side holds the second and third best
// cards (an opponent the top) weigh more, partner's void and a losing lead from
// a suit where we hold the top card weigh against, and a losing card with no
// card of ours just above it is led high (it cannot be kept as a stopper: it
// may as well force an honour) rather than low. thomas1 in no trump, North on
// lead: 26.0 M trick positions, 9.6 s (no answer in 110 s before; libdds
// 96-127 M, 33-43 s); first 20 oracle deals 32,400,874 -> 32,774,741 nodes
// (the same weights in every strain: 40.9 M). Each piece alone did little on
// thomas1's 12-card positions; dropping any of the last three from the set
// made North's search 1.4-3x larger.
#include <cstdint>

#include "solver/card_codec.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

namespace lead_weight {
inline constexpr int kWins = 40;
inline constexpr int kOwnWinner = 15;
inline constexpr int kPartnerWinner = 10;
inline constexpr int kPartnerRuffs = 30;
inline constexpr int kIntoTopCard = 15;
inline constexpr int kForcesTop = 15;
}  // namespace lead_weight

// The weights that differ between suit contracts and no trump (see above).
struct StrainLeadWeights {
  int opponent_card;        // per card an opponent may choose from
  int through_to_partner;   // through a left-hand opponent's top card to partner's higher card
  int second_and_third;     // our side holds the second and third best, an opponent the top
  int partner_void;         // partner has no card of the suit
  int losing_from_top;      // a losing lead from a suit whose top card we hold
  bool lone_losing_card_high;  // a losing card with no card of ours just above it: led high
};
inline constexpr StrainLeadWeights kTrumpWeights{10, 25, 0, 0, 0, false};
inline constexpr StrainLeadWeights kNoTrumpWeights{7, 31, 35, 9, 17, true};

inline int lead_score(const std::uint64_t hands[4], int trump, int seat, int code) {
  using namespace lead_weight;
  const StrainLeadWeights& w = trump == kNoTrump ? kNoTrumpWeights : kTrumpWeights;
  const int s = suit_of(code), b = code & 15;
  const int partner = seat ^ 2, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
  const int hand_size = __builtin_popcountll(hands[seat]);
  const std::uint32_t mine = suit_cards(hands[seat], s), pd = suit_cards(hands[partner], s);
  const std::uint32_t left = suit_cards(hands[lho], s), right = suit_cards(hands[rho], s);
  const int top_opponents = highest_bit(left | right), top_partner = highest_bit(pd);
  // The trumps of a hand void in the suit led, if it can ruff.
  auto ruffing_trumps = [&](int who, std::uint32_t in_suit) {
    return in_suit || trump == kNoTrump || s == trump ? 0u : suit_cards(hands[who], trump);
  };
  const std::uint32_t lho_ruffs = ruffing_trumps(lho, left), rho_ruffs = ruffing_trumps(rho, right);
  const std::uint32_t partner_ruffs = ruffing_trumps(partner, pd);
  const std::uint32_t suit = mine | pd | left | right;
  const int top = highest_bit(suit);
  const int second = highest_bit(suit & ~(1u << top));

  int score = -w.opponent_card * ((left ? __builtin_popcount(left) : hand_size) +
                                  (right ? __builtin_popcount(right) : hand_size));
  if (!pd) score -= w.partner_void;
  // A trump that wins while an opponent has none left is no forcing lead:
  // that opponent keeps every card it wants (commit 95335fc, 2026-11-22: seeded random
  // deals 1-60 +0.1% nodes, 61-120 -0.9%, 121-180 -1.3%, DDS largest.txt
  // with a fresh solver per deal 551.7 M -> 540.7 M).
  const bool forcing = s != trump || (left && right);
  if (!lho_ruffs && !rho_ruffs && forcing && (b > top_opponents || top_partner > top_opponents)) {
    score += kWins;
    // Our own winner: the lowest that stands, partner's winner: lead low.
    return b > top_opponents ? score + kOwnWinner + (b > top_partner ? 0 : -5) - b : score + kPartnerWinner - b;
  }
  if (partner_ruffs && highest_bit(partner_ruffs) > highest_bit(lho_ruffs | rho_ruffs)) return score + kPartnerRuffs - b;
  if (highest_bit(left) == top && top_partner > highest_bit(right) && top_partner > b) score += w.through_to_partner;
  if (second >= 0) {
    const int third = highest_bit(suit & ~(1u << top) & ~(1u << second));
    const std::uint32_t ours = mine | pd;
    if (third >= 0 && !(ours >> top & 1) && (ours >> second & 1) && (ours >> third & 1)) score += w.second_and_third;
  }
  if (highest_bit(right) == top && __builtin_popcount(right) > 1) score -= kIntoTopCard;
  if (mine >> top & 1) score -= w.losing_from_top;
  // The card led is the bottom of its run (equivalent_cards.h): the run holds
  // the second-best card and at least one below it, with no other hand's card
  // in between.
  const std::uint32_t between = ((1u << (second + 1)) - 1) & ~((1u << b) - 1);
  if (second > b && (mine >> second & 1) && (suit & ~mine & between) == 0) score += kForcesTop;
  return w.lone_losing_card_high && !(mine >> (b + 1) & 1) ? score + b : score - b;
}

}  // namespace tenace::solver_detail
