#pragma once
// Duplicate bridge scoring: each board is scored alone (RULES.md §1.4). The
// per-deal parts come from score_components; duplicate adds a game bonus
// (300 non-vul, 500 vul) when the contract's trick points reach 100, else a
// part-score bonus of 50. Honours do not count in duplicate.
#include <optional>

#include "core/contract.h"
#include "core/seat.h"

namespace tenace {

// Duplicate game (300/500) or part-score (50) bonus for a made contract whose
// trick points are `trick_points`.
int game_or_part_score_bonus(int trick_points, bool vulnerable);

// The score for declarer's side: positive when the contract makes, negative
// (the undertrick penalty) when it fails. Precondition: 0..13 tricks.
int duplicate_score(const Contract& contract, int declarer_tricks, bool vulnerable);

// As above, vulnerability taken from the board for declarer's side.
int duplicate_score(const Contract& contract, int declarer_tricks, Vulnerability vulnerability);

// The score from North-South's point of view, the way score sheets and PBN
// "Score" tags usually show it. A passed-out board (no contract) scores 0.
int duplicate_score_ns(const std::optional<Contract>& contract, int declarer_tricks, Vulnerability vulnerability);

}  // namespace tenace
