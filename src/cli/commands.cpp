#include "cli/commands.h"

#include <array>

namespace tenace::cli {

std::span<const Command> all_commands() {
  static const std::array commands = {
      kDealCommand,
      kSolveCommand,
      kBenchCommand,
      kConvertCommand,
      kCheckCommand,
      kScoreCommand,
      kImpsCommand,
      kBoardCommand,
      kBidCommand,
      kPlayCommand,
      kSuggestCommand,
      kExplainCommand,
      kMovementCommand,
      kFieldCommand,
      kServeCommand,
  };
  return commands;
}

}  // namespace tenace::cli
