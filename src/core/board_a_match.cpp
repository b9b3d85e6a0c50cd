#include "core/board_a_match.h"

namespace tenace {

BoardOutcome board_a_match(int ns_score_our_table, int ns_score_other_table) {
  // Widen before subtracting: two extreme ints must not overflow.
  const long long net = static_cast<long long>(ns_score_our_table) - ns_score_other_table;
  if (net > 0) return BoardOutcome::Win;
  if (net < 0) return BoardOutcome::Loss;
  return BoardOutcome::Tie;
}

double board_a_match_points(BoardOutcome outcome) { return static_cast<int>(outcome) / 2.0; }

double board_a_match_total(const std::vector<std::pair<int, int>>& boards) {
  double total = 0;
  for (const auto& [ours, theirs] : boards) total += board_a_match_points(board_a_match(ours, theirs));
  return total;
}

}  // namespace tenace
