#pragma once
// The rubber score sheet as the protocol shows it (docs/protocol.md §3,
// `rubber`): the current rubber's entries above the line (each with what
// it is for, so that honours and the rubber bonus can be told apart), its
// trick points below the line game by game, the games won, the totals, and
// the totals of every rubber already won. The scoring itself is core's
// RubberScore; this only arranges it.
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rubber_score.h"
#include "core/seat.h"

namespace tenace::server {

// `rubbers`: every rubber played at the table, the last one shown (in
// progress or just won); `next_deal`: the vulnerability of the next deal.
nlohmann::json rubber_json(const std::vector<RubberScore>& rubbers, Vulnerability next_deal);

}  // namespace tenace::server
