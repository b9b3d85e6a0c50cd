#pragma once
// The list of subcommands. Each is defined in its own cli/<name>_command.cpp.
#include <span>

#include "cli/command.h"

namespace tenace::cli {

extern const Command kDealCommand;
extern const Command kBenchCommand;
extern const Command kSolveCommand;
extern const Command kConvertCommand;
extern const Command kCheckCommand;
extern const Command kScoreCommand;
extern const Command kImpsCommand;
extern const Command kBoardCommand;
extern const Command kBidCommand;
extern const Command kPlayCommand;
extern const Command kSuggestCommand;
extern const Command kExplainCommand;
extern const Command kMovementCommand;
extern const Command kFieldCommand;

extern const Command kServeCommand;

std::span<const Command> all_commands();

}  // namespace tenace::cli
