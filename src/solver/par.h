#pragma once
// Par: the result of a deal when both sides bid perfectly knowing the
// double-dummy table. One side can make the highest contract; it bids the
// cheapest contract that still scores the most, unless the other side can
// sacrifice (bid higher, be doubled and go down) for less than that score.
//
// Two flavours, matching the two that DDS computes (and whose text the golden
// files carry), so that our answers can be compared with libdds exactly:
//   - dealer par (par_dealer.h): the auction starts with a given dealer, which
//     breaks ties when both sides can make the same contract;
//   - sides par (par_sides.h): two views, "NS bid first" and "EW bid first",
//     which differ only in "hot" deals where whoever speaks first wins.
// These types are the shared result; the text notations live in par_text.h.
#include <vector>

#include "core/contract.h"
#include "core/seat.h"
#include "core/strain.h"

namespace tenace {

// One par contract. `contract.doubling` is Doubled for a sacrifice. The
// declarer is contract.declarer, or either member of its side when
// `either_partner` is set (then contract.declarer is North or East).
// `result` is tricks over the contract (+) or under it (-) for the declarer
// who takes the most tricks. In sides par an undoubled contract stands for
// every level from contract.level to contract.level + result: all of them
// score the par score.
// `same_strain_sacrifice` marks a sacrifice in the strain of the contract it
// is over (only DDS's text of it depends on that, see par_text.h).
struct ParContract {
  Contract contract;
  bool either_partner = false;
  int result = 0;
  bool same_strain_sacrifice = false;

  Side side() const { return side_of(contract.declarer); }
  friend bool operator==(const ParContract&, const ParContract&) = default;
};

// The par score from North-South's point of view and every par contract.
// A deal that both sides should pass out scores 0 and has no contract.
struct ParResult {
  int score_ns = 0;
  std::vector<ParContract> contracts;

  bool passed_out() const { return contracts.empty(); }
  friend bool operator==(const ParResult&, const ParResult&) = default;
};

// Sides par: the par when North-South speak first and when East-West do.
struct SidesPar {
  ParResult ns_first;
  ParResult ew_first;
  friend bool operator==(const SidesPar&, const SidesPar&) = default;
};

// The seats of `side` in table order (North, South) or (East, West).
constexpr Seat first_seat(Side side) { return side == Side::NorthSouth ? Seat::North : Seat::East; }

// Builds the ParContract for a contract that `side` declares, naming the
// partner(s) who take `best_tricks` in `strain` in the table (both or one).
struct DDTable;
ParContract make_par_contract(const DDTable& table, Side side, int level, Strain strain, bool doubled, int result);

// The duplicate score of `tricks` taken in an undoubled contract of `strain`
// bid at level tricks - 6 (so "just making"), and the penalty (a positive
// number) of a doubled contract going `undertricks` down; both come from the
// core duplicate scoring. A penalty for 0 or fewer undertricks is 0.
int made_score(Strain strain, int tricks, bool vulnerable);
int doubled_penalty(int undertricks, bool vulnerable);

// The lowest level of `strain` whose bonus (part score, game, small or grand
// slam) is the one `level` earns: 1 for part scores, 3/4/5 for NT/major/minor
// games, the level itself for slams. Bidding any level between scores the same.
int lowest_level_with_same_bonus(int level, Strain strain);

}  // namespace tenace
