// tenace board: the dealer and vulnerability a board number fixes.
#include <charconv>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/board.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace board N [N...]\n"
    "\n"
    "Prints the dealer and vulnerability of each duplicate board number\n"
    "(the standard 16-board cycle, repeating from board 17), one line each:\n"
    "    Dealer D Vulnerable V\n"
    "with D one of N, E, S, W and V in PBN spelling: None, NS, EW or All.\n"
    "Example: 'tenace board 1' prints 'Dealer N Vulnerable None';\n"
    "'tenace board 2' prints 'Dealer E Vulnerable NS'.\n"
    "Board numbers are whole numbers from 1. A bad argument is reported on\n"
    "standard error and the exit status is 1 (the others are still printed).\n";

int run(const std::vector<std::string>& args, Io io) {
  if (args.empty()) {
    io.err << "tenace board: give a board number (see tenace board --help)\n";
    return 2;
  }
  int status = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& text = args[i];
    int board = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), board);
    if (ec != std::errc() || end != text.data() + text.size() || board < 1) {
      io.err << "tenace board: argument " << i + 1 << ": '" << text << "' is not a board number (1 or more)\n";
      status = 1;
      continue;
    }
    const BoardConditions conditions = board_conditions(board);
    io.out << "Dealer " << seat_char(conditions.dealer) << " Vulnerable "
           << vulnerability_name(conditions.vulnerability) << "\n";
  }
  return status;
}

}  // namespace

const Command kBoardCommand{"board", "dealer and vulnerability of a duplicate board number", kHelp, run};

}  // namespace tenace::cli
