#pragma once
// A tenace subcommand: its name, a one-line summary for `tenace --help`, its
// full help text, and the function that runs it. Each command lives in its
// own cli/<name>_command.cpp and is listed once in main.cpp.
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace tenace::cli {

struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

struct Command {
  std::string_view name;
  std::string_view summary;
  std::string_view help;
  int (*run)(const std::vector<std::string>& args, Io io);
};

// True if args ask for help ("-h" or "--help").
bool wants_help(const std::vector<std::string>& args);

}  // namespace tenace::cli
