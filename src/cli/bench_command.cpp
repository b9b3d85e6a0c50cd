// tenace bench: the solver's behaviour fingerprint and a quick speed check.
#include <cstdio>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "solver/bench.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace bench [--deals N]\n"
    "\n"
    "Solves a fixed set of seeded random deals (default 4) into full\n"
    "double-dummy tables, single-threaded, and prints the nodes searched, a\n"
    "hash of the results and the time. The hash depends only on the true\n"
    "double-dummy values; the node count changes whenever the search does.\n";

int run(const std::vector<std::string>& args, Io io) {
  int deals = kBenchDeals;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--deals" && i + 1 < args.size()) {
      try {
        deals = std::stoi(args[++i]);
      } catch (const std::exception&) {
        deals = -1;
      }
      if (deals < 1) {
        io.err << "tenace bench: --deals needs a positive number\n";
        return 2;
      }
    } else {
      io.err << "tenace bench: unknown option '" << args[i] << "'\n";
      return 2;
    }
  }
  const BenchResult r = run_bench(deals);
  char hash[32];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(r.hash));
  io.out << "deals: " << r.deals << '\n'
         << "nodes: " << r.nodes << '\n'
         << "results hash: " << hash << '\n'
         << "time: " << r.seconds << " s\n"
         << "nodes/second: " << static_cast<long long>(r.seconds > 0 ? r.nodes / r.seconds : 0) << '\n';
  return 0;
}

}  // namespace

const Command kBenchCommand{"bench", "solver fingerprint: nodes, results hash and time on fixed deals", kHelp, run};

}  // namespace tenace::cli
