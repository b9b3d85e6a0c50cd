#pragma once
// Dealer par: the par result when the auction starts with `dealer`. It follows
// the method DDS's DealerPar uses (by Matthew Kidd and Soren Hein), so that
// our contracts and their order agree with libdds and the DDS golden files:
//   1. The side that can make the highest contract has the "primacy"; if both
//      can make the same one, the first of its declarers to speak after the
//      dealer (dealer included) decides.
//   2. Its candidate contracts are, per strain, the highest making level, from
//      the highest bid down to the cheapest contract giving its best score.
//   3. Against each candidate the other side looks for its cheapest doubled
//      sacrifice; where bidding the same strain, who speaks first matters.
//   4. The primacy side takes the best score among candidates that cannot be
//      profitably sacrificed against, bid as low as the opponents' best
//      sacrifice and the game/slam bonus allow; otherwise the par is the
//      sacrifice against its highest contract.
#include "core/seat.h"
#include "solver/dd_table.h"
#include "solver/par.h"

namespace tenace {

ParResult dealer_par(const DDTable& table, Seat dealer, Vulnerability vulnerability);

}  // namespace tenace
