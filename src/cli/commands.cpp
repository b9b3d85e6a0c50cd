#include "cli/commands.h"

#include <array>

namespace tenace::cli {

std::span<const Command> all_commands() {
  static const std::array commands = {
      kDealCommand,
      kScoreCommand,
      kImpsCommand,
      kBoardCommand,
  };
  return commands;
}

}  // namespace tenace::cli
