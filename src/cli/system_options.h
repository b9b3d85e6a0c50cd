#pragma once
// The options the bidding commands share: --system NAME and --system-dir
// DIR, and loading the system they name with a clear error.
#include <optional>
#include <string>
#include <vector>

#include "bots/bidding_system.h"
#include "cli/command.h"

namespace tenace::cli {

struct SystemChoice {
  std::string name = "2over1";
  std::string dir;  // empty: default_system_dir()
};

// Takes --system/--system-dir (and their values) out of `args`; false (with
// a message on io.err) when a value is missing.
bool take_system_options(std::vector<std::string>& args, SystemChoice& choice, std::string_view command, Io io);
// Loads the system; prints the error naming file and line and returns
// nothing when it is bad.
std::optional<BiddingSystem> load_chosen_system(const SystemChoice& choice, std::string_view command, Io io);

}  // namespace tenace::cli
