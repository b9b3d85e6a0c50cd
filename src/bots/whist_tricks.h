#pragma once
// Declarer's tricks with every card seen (double dummy) for a whole whist
// hand, declarer leading to the first trick: the four-hand solver for
// Dummy Whist and Double Dummy, the two-hand one for Nonsense. The robots'
// simulations call these on sampled layouts.
#include <array>
#include <vector>

#include "bots/whist_declaration.h"
#include "core/hand.h"
#include "core/seat.h"

namespace tenace {

// `hands` by seat, 13 cards each (jokers allowed); declarer at `declarer`,
// their partner (the dummy) opposite. Tricks for declarer's side.
int declarer_tricks(const std::array<Hand, 4>& hands, Seat declarer, const WhistDeclaration& declaration,
                    bool downtown_ace_low);
// Two hands of 13 (no jokers), declarer leading.
int declarer_tricks(Hand declarer_hand, Hand opponent_hand, const WhistDeclaration& declaration,
                    bool downtown_ace_low);

// The declarations of a bid kind worth solving in a simulation, where
// declarer names the best one after seeing the dummy: for a trump kind the
// suit longest in `length_hand` (declarer's side's cards), and the next one
// if it is as long; for no trump both directions.
std::vector<WhistDeclaration> declarations_worth_trying(WhistBidKind kind, Hand length_hand);

// Tricks by bid kind (indexed by WhistBidKind).
using TricksByKind = std::array<int, 3>;

}  // namespace tenace
