// tenace imps: score differences to IMPs on the WBF scale.
#include <charconv>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/imps.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace imps < differences\n"
    "\n"
    "Reads one score difference per line from standard input (an integer,\n"
    "optionally signed, e.g. 620, -110, +50) and prints the signed IMPs on the\n"
    "WBF scale, one integer per line: 0-10 is 0, 20-40 is 1, ..., 4000 and\n"
    "more is 24; a negative difference gives negative IMPs. Differences that\n"
    "are not multiples of 10 fall in the step below (15 is 0 IMPs).\n"
    "Blank lines are skipped. A bad line prints nothing on standard output and\n"
    "'line N: ...' on standard error; the other lines are still converted and\n"
    "the exit status is 1.\n";

int run(const std::vector<std::string>& args, Io io) {
  if (!args.empty()) {
    io.err << "tenace imps: unexpected argument '" << args[0] << "' (input comes from stdin; see --help)\n";
    return 2;
  }
  int status = 0;
  std::string line;
  for (long number = 1; std::getline(io.in, line); ++number) {
    std::istringstream words(line);
    std::vector<std::string> fields;
    for (std::string w; words >> w;) fields.push_back(w);
    if (fields.empty()) continue;
    if (fields.size() != 1) {
      io.err << "line " << number << ": expected one score difference, found " << fields.size() << " fields\n";
      status = 1;
      continue;
    }
    std::string_view text = fields[0];
    if (text.size() > 1 && text[0] == '+' && text[1] != '-') text.remove_prefix(1);
    int difference = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), difference);
    if (ec != std::errc() || end != text.data() + text.size()) {
      io.err << "line " << number << ": '" << fields[0] << "' is not an integer score difference\n";
      status = 1;
      continue;
    }
    io.out << imps(difference) << "\n";
  }
  return status;
}

}  // namespace

const Command kImpsCommand{"imps", "score differences to IMPs (WBF scale)", kHelp, run};

}  // namespace tenace::cli
