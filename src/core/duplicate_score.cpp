#include "core/duplicate_score.h"

#include "core/score_components.h"

namespace tenace {

int game_or_part_score_bonus(int trick_points, bool vulnerable) {
  if (trick_points >= 100) return vulnerable ? 500 : 300;
  return 50;
}

int duplicate_score(const Contract& contract, int declarer_tricks, bool vulnerable) {
  const ScoreComponents parts = score_components(contract, declarer_tricks, vulnerable);
  if (!parts.made()) return -parts.undertricks;
  return parts.declarer_points() + game_or_part_score_bonus(parts.trick_points, vulnerable);
}

int duplicate_score(const Contract& contract, int declarer_tricks, Vulnerability vulnerability) {
  return duplicate_score(contract, declarer_tricks, is_vulnerable(vulnerability, contract.declarer));
}

int duplicate_score_ns(const std::optional<Contract>& contract, int declarer_tricks, Vulnerability vulnerability) {
  if (!contract) return 0;
  const int score = duplicate_score(*contract, declarer_tricks, vulnerability);
  return side_of(contract->declarer) == Side::NorthSouth ? score : -score;
}

}  // namespace tenace
