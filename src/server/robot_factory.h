#pragma once
// Where the server gets its robots: the bots layer's system robot, bidding
// the table's system (2/1 or SAYC, read from data/systems), else the
// server's FallbackRobot. One place to plug stronger robots.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bots/play_budget.h"
#include "bots/robot.h"
#include "core/call.h"

namespace tenace::server {

// The systems a table may choose; the first is the default.
const std::vector<std::string>& table_systems();

// Loads and checks every table system; throws (naming file and line) when
// a system file is missing or bad. The server calls it at start-up.
void load_table_systems();

// A robot bidding `system` and thinking about each card within `budget`;
// `seed` drives its choice of layouts; `judge_bidding` lets it judge game
// and slam decisions by simulation.
std::unique_ptr<Robot> make_robot(const std::string& system, const PlayBudget& budget = {}, std::uint64_t seed = 1,
                                  bool judge_bidding = true);
// The robot of last resort: used when a robot's choice is refused.
std::unique_ptr<Robot> make_fallback_robot();

// What call `index` of `calls` means in `system`, for a robot asked "?".
std::string explain_in_system(const std::string& system, const std::vector<Call>& calls, std::size_t index);

}  // namespace tenace::server
