// tenace explain: what each call of an auction means in a bidding system.
#include <ostream>

#include "bots/system_bidder.h"
#include "cli/commands.h"
#include "cli/system_options.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace explain [--system 2over1|sayc] [--system-dir DIR] CALLS...\n"
    "\n"
    "Prints each call of the auction CALLS (the dealer's first: 1C..7NT,\n"
    "Pass, X, XX) with its meaning in the system (default 2over1), one line\n"
    "each: 'CALL: meaning; constraints; forcing status', with '(alert)' when\n"
    "the system alerts it.\n"
    "\n"
    "Exit status: 0 on success, 1 for a bad system file, 2 for bad usage or\n"
    "a call that is not legal where it stands.\n";

int run(const std::vector<std::string>& args_in, Io io) {
  std::vector<std::string> args = args_in;
  SystemChoice choice;
  if (!take_system_options(args, choice, "explain", io)) return 2;
  if (args.empty()) {
    io.err << "tenace explain: no calls given (see tenace explain --help)\n";
    return 2;
  }
  Auction auction(Seat::North);
  std::vector<Call> calls;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto call = Call::parse(args[i]);
    if (!call) {
      io.err << "tenace explain: call " << i + 1 << ": '" << args[i] << "' is not a call\n";
      return 2;
    }
    if (!auction.is_legal(*call)) {
      io.err << "tenace explain: call " << i + 1 << ": '" << args[i] << "' is not legal here\n";
      return 2;
    }
    auction.make(*call);
    calls.push_back(*call);
  }
  const auto system = load_chosen_system(choice, "explain", io);
  if (!system) return 1;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    io.out << calls[i].to_string() << ": " << explain_call(*system, calls, i)
           << (is_alertable(*system, calls, i) ? " (alert)" : "") << '\n';
  }
  return 0;
}

}  // namespace

const Command kExplainCommand{"explain", "explains each call of an auction in a bidding system", kHelp, run};

}  // namespace tenace::cli
