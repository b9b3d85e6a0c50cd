#pragma once
// North-South's contracts judged as an expert judges them: by how they fare
// over the East-West layouts the bidders cannot see, not on the one layout
// the cards happen to lie. Each layout keeps North's and South's hands and
// deals East-West's 26 cards afresh; each contract's score is its mean over
// the layouts' double-dummy tables.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/contract.h"
#include "core/deal.h"
#include "core/seat.h"
#include "solver/dd_table.h"

namespace tenace {

// `count` layouts of `deal`: the deal itself first (it is one draw from the
// same distribution as the others, and its table is already known), then
// count - 1 deals keeping North's and South's hands with East-West's cards
// dealt at random from a stream of `seed` and `board` alone (the same
// layouts whatever else the run does).
std::vector<Deal> east_west_layouts(const Deal& deal, int count, std::uint64_t seed, std::uint64_t board);

// The double-dummy tables of `deals` with North or South declaring (East's
// and West's entries are left 0): half the searches of a full table, which
// is all the judgement reads. Solved on `threads` threads, one solver each.
std::vector<DDTable> north_south_tables(const std::vector<Deal>& deals, int threads);

// Game, small slam and grand slam thresholds of the judgement (shares of the
// layouts on which the contract makes). At IMPs a game is worth bidding from
// about 40-45% vulnerable, a small slam from 50% and a grand (against the
// small slam) from about 57%: the "good" thresholds sit a little above them so
// that a contract counted good is good by any form of scoring, and "bad" a
// little below the small-slam break-even.
inline constexpr double kGoodGame = 0.50;
inline constexpr double kGoodSmallSlam = 0.55;
inline constexpr double kGoodGrandSlam = 0.70;
inline constexpr double kBadContract = 0.40;

// Tricks a contract in `strain` needs for game.
int game_tricks(Strain strain);

struct LayoutJudgement {
  Contract best{};            // North-South's contract with the highest mean score (undoubled)
  double best_mean = 0;       // its mean score (North-South's view)
  double reached_mean = 0;    // the reached contract's mean score (0 when passed out)
  double reached_makes = 0;   // share of layouts on which the reached contract makes (0 when passed out)
  // Mean over the layouts of IMPs(best's score - reached's score): what a
  // team in the reached contract loses on average against a team in the
  // best one, the layouts being the worlds the bidders could be in.
  double imp_loss = 0;
  // The highest share of layouts on which some North-South game (3NT, 4M,
  // 5m), small slam or grand slam makes.
  double game_odds = 0, small_slam_odds = 0, grand_slam_odds = 0;
};

// Judges `reached` (nullopt: passed out) over `layouts` (one table a layout,
// at least one). Only North's and South's entries of the tables are read.
LayoutJudgement judge_over_layouts(const std::vector<DDTable>& layouts, const std::optional<Contract>& reached,
                                   Vulnerability vulnerability);

}  // namespace tenace
