// tenace deal: seeded random deals as PBN deal strings.
#include <cstdint>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "core/board.h"
#include "core/random_deal.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace deal [--seed S] [--count N] [--board B]\n"
    "\n"
    "Prints N random deals (default 1), one PBN deal string per line, each\n"
    "written from its dealer. The same seed always gives the same deals\n"
    "(see docs/dealing.md). --board B numbers the first deal B (default 1),\n"
    "which fixes its dealer; the deal line is prefixed by the board number,\n"
    "dealer and vulnerability: \"1 N None N:...\".\n";

int run(const std::vector<std::string>& args, Io io) {
  std::uint64_t seed = 1;
  long count = 1;
  int board = 1;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) {
      io.err << "tenace deal: " << a << " needs a value (see tenace deal --help)\n";
      return 2;
    }
    try {
      if (a == "--seed") seed = std::stoull(args[++i]);
      else if (a == "--count") count = std::stol(args[++i]);
      else if (a == "--board") board = std::stoi(args[++i]);
      else {
        io.err << "tenace deal: unknown option '" << a << "'\n";
        return 2;
      }
    } catch (const std::exception&) {
      io.err << "tenace deal: " << a << ": '" << args[i] << "' is not a number\n";
      return 2;
    }
  }
  if (count < 0 || board < 1) {
    io.err << "tenace deal: --count must be >= 0 and --board >= 1\n";
    return 2;
  }
  DealGenerator generator(seed);
  for (long n = 0; n < count; ++n, ++board) {
    const BoardConditions conditions = board_conditions(board);
    io.out << board << ' ' << seat_char(conditions.dealer) << ' ' << vulnerability_name(conditions.vulnerability)
           << ' ' << generator.next().to_pbn(conditions.dealer) << '\n';
  }
  return 0;
}

}  // namespace

const Command kDealCommand{"deal", "random deals from a seed, as PBN deal strings", kHelp, run};

}  // namespace tenace::cli
