#include "cli/system_options.h"

#include <ostream>

namespace tenace::cli {

bool take_system_options(std::vector<std::string>& args, SystemChoice& choice, std::string_view command, Io io) {
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--system" || args[i] == "--system-dir") {
      if (i + 1 >= args.size()) {
        io.err << "tenace " << command << ": " << args[i] << " needs a value\n";
        return false;
      }
      (args[i] == "--system" ? choice.name : choice.dir) = args[i + 1];
      ++i;
    } else {
      rest.push_back(args[i]);
    }
  }
  args = rest;
  return true;
}

std::optional<BiddingSystem> load_chosen_system(const SystemChoice& choice, std::string_view command, Io io) {
  try {
    return choice.dir.empty() ? load_system(choice.name) : load_system(choice.name, choice.dir);
  } catch (const SystemFileError& e) {
    io.err << "tenace " << command << ": " << e.what() << '\n';
    return std::nullopt;
  }
}

}  // namespace tenace::cli
