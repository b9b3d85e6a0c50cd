#pragma once
// One line of a rubber or Chicago score sheet: who scored, what for, how
// much, and whether it is written below the line (trick points for the
// contract, which count toward game) or above it (everything else).
#include <optional>
#include <string_view>
#include <vector>

#include "core/contract.h"
#include "core/result.h"
#include "core/seat.h"

namespace tenace {

enum class ScoreItem {
  ContractTricks,  // below the line
  Overtricks,
  Insult,  // making a doubled or redoubled contract
  Slam,
  Undertricks,  // to the defenders
  Honours,
  GameBonus,            // Chicago: 300 / 500 when a game is completed
  PartScoreBonus,       // Chicago: 100 for a part score on the fourth deal
  RubberBonus,          // 700 / 500
  UnfinishedGame,       // 300 for the only game of an unfinished rubber
  UnfinishedPartScore,  // 100 for a part score in the unfinished game
};

std::string_view score_item_name(ScoreItem item);

struct ScoreEntry {
  int deal = 0;  // 1-based deal number the entry comes from (0: end-of-rubber bonus)
  Side side = Side::NorthSouth;
  ScoreItem item = ScoreItem::ContractTricks;
  int points = 0;
  bool below_the_line = false;
  int game = 0;  // rubber: 0-based game the trick points count toward
  friend bool operator==(const ScoreEntry&, const ScoreEntry&) = default;
};

// Refuses a deal's result that cannot happen: tricks outside 0..13 or a
// level outside 1..7. A passed-out deal (no contract) needs no tricks.
Status check_deal_result(const std::optional<Contract>& contract, int declarer_tricks);

// What one played contract writes on a rubber or Chicago sheet, from the
// shared per-deal table (score_components): trick points below the line
// toward game `game`, overtricks, insult and slam above for declarer's side,
// or the undertrick penalty above for the defenders. Honours and game or
// rubber bonuses are the caller's business.
std::vector<ScoreEntry> contract_entries(int deal, const Contract& contract, int declarer_tricks, bool vulnerable,
                                         int game);

}  // namespace tenace
