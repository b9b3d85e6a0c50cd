#include "cli/commands.h"

#include <array>

namespace tenace::cli {

std::span<const Command> all_commands() {
  static const std::array commands = {
      kDealCommand,
  };
  return commands;
}

}  // namespace tenace::cli
