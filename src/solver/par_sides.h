#pragma once
// Sides par: the par result when North-South speak first and when East-West
// do, with every par strain and the whole range of levels that score par. It
// follows the method of DDS's Par/SidesPar (Matthew Kidd's ACBLmerge method as
// adapted by Bo Haglund), so that our contracts and their order agree with
// libdds and the DDS golden files:
//   1. The two sides bid in turn, each taking the strain that best improves
//      its score over the standing contract: a making contract if it can
//      outbid it, else a doubled sacrifice; when neither side can improve,
//      the standing contract is par. Taking that strain out and searching
//      again finds the other strains that reach the same score.
//   2. A making par contract is then lowered while the opponents still cannot
//      outbid it, a sacrifice over it stays too dear, and the bonus is kept.
//   3. When the two views disagree (a "hot" deal), contracts that the other
//      side's contract in the other view outranks are dropped.
#include "core/seat.h"
#include "solver/dd_table.h"
#include "solver/par.h"

namespace tenace {

SidesPar sides_par(const DDTable& table, Vulnerability vulnerability);

}  // namespace tenace
