// tenace: the command line. Argument parsing and printing only; every real
// decision lives in the library layers.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/commands.h"

namespace tenace::cli {

bool wants_help(const std::vector<std::string>& args) {
  for (const auto& a : args)
    if (a == "-h" || a == "--help") return true;
  return false;
}

namespace {

void print_usage(std::ostream& out) {
  out << "tenace - contract bridge and the whist family\n\n"
         "usage: tenace COMMAND [ARGS...]\n       tenace COMMAND --help\n\ncommands:\n";
  for (const Command& c : all_commands()) {
    std::string name(c.name);
    name.resize(10, ' ');
    out << "  " << name << c.summary << "\n";
  }
}

}  // namespace
}  // namespace tenace::cli

int main(int argc, char** argv) {
  using namespace tenace::cli;
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
    print_usage(args.empty() ? std::cerr : std::cout);
    return args.empty() ? 2 : 0;
  }
  for (const Command& c : all_commands()) {
    if (c.name != args[0]) continue;
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (wants_help(rest)) {
      std::cout << c.help;
      return 0;
    }
    // Commands report bad input themselves; what reaches here is the
    // environment (the solver on a CPU without x86-64-v3, memory): say it
    // instead of aborting.
    try {
      return c.run(rest, Io{std::cin, std::cout, std::cerr});
    } catch (const std::exception& e) {
      std::cerr << "tenace " << c.name << ": " << e.what() << "\n";
      return 1;
    }
  }
  std::cerr << "tenace: unknown command '" << args[0] << "' (see tenace --help)\n";
  return 2;
}
