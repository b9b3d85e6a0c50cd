#pragma once
// Board-a-match (teams, RULES.md §1.5): each board is won, tied or lost
// outright, however large the difference. A team's result on a board is the
// North-South score of its pair sitting North-South at one table minus the
// North-South score at the other table, where its other pair sat East-West.
// A win is worth 1, a tie ½, a loss 0 (clubs that prefer whole numbers use
// 2 / 1 / 0, the same ranking).
#include <utility>
#include <vector>

namespace tenace {

enum class BoardOutcome { Loss = 0, Tie = 1, Win = 2 };

// The outcome for the team whose pair sat North-South at the first table.
BoardOutcome board_a_match(int ns_score_our_table, int ns_score_other_table);

// 1, ½ or 0.
double board_a_match_points(BoardOutcome outcome);

// A whole match: for each board the two North-South scores as above; the
// result is the first team's points, the second team's being boards - that.
double board_a_match_total(const std::vector<std::pair<int, int>>& boards);

}  // namespace tenace
