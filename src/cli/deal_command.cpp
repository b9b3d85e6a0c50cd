// tenace deal: seeded random deals as PBN deal strings.
#include <cstdint>
#include <iostream>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "core/board.h"
#include "core/random_deal.h"
#include "dealer/parser.h"
#include "dealer/runner.h"
#include "dealer/script_error.h"
#include "solver/par_dealer.h"
#include "solver/par_text.h"
#include "solver/solver.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace deal [--seed S] [--count N] [--board B]\n"
    "\n"
    "Prints N random deals (default 1), one PBN deal string per line, each\n"
    "written from its dealer. The same seed always gives the same deals\n"
    "(see docs/dealing.md). --board B numbers the first deal B (default 1),\n"
    "which fixes its dealer; the deal line is prefixed by the board number,\n"
    "dealer and vulnerability: \"1 N None N:...\".\n"
    "\n"
    "usage: tenace deal SCRIPT|- [--seed S] [--count N] [--generate N] [--threads T]\n"
    "                  [--format pbn|lin|json|text] [--dd]\n"
    "\n"
    "Runs a Dealer script (Hans van Staveren's constraint language; '-' reads\n"
    "it from standard input) and prints what its actions ask for, in Dealer's\n"
    "own output formats. --count overrides the script's produce, --generate\n"
    "its generate; --threads deals on T threads with results identical to one\n"
    "thread; --format prints each produced deal in that format instead of the\n"
    "script's print actions; --dd adds each deal's double-dummy table and par.\n"
    "The language is described in docs/dealing.md.\n";

int run_script(const std::string& script, const std::vector<std::string>& flags, Io io) {
  dealer::RunOptions options;
  bool dd = false;
  bool seed_given = false;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string& a = flags[i];
    if (a == "--dd") {
      dd = true;
      continue;
    }
    if (i + 1 >= flags.size()) {
      io.err << "tenace deal: " << a << " needs a value (see tenace deal --help)\n";
      return 2;
    }
    const std::string& v = flags[++i];
    try {
      if (a == "--seed") {
        options.seed = std::stoull(v);
        seed_given = true;
      } else if (a == "--count") options.produce = std::stol(v);
      else if (a == "--generate") options.generate = std::stol(v);
      else if (a == "--threads") options.threads = std::stoi(v);
      else if (a == "--format") {
        if (v == "pbn") options.format = dealer::DealFormat::Pbn;
        else if (v == "lin") options.format = dealer::DealFormat::Lin;
        else if (v == "json") options.format = dealer::DealFormat::Json;
        else if (v == "text") options.format = dealer::DealFormat::Text;
        else {
          io.err << "tenace deal: --format must be pbn, lin, json or text, not '" << v << "'\n";
          return 2;
        }
      } else {
        io.err << "tenace deal: unknown option '" << a << "'\n";
        return 2;
      }
    } catch (const std::exception&) {
      io.err << "tenace deal: " << a << ": '" << v << "' is not a number\n";
      return 2;
    }
  }
  if ((options.produce && *options.produce < 0) || (options.generate && *options.generate < 0) || options.threads < 1 ||
      options.threads > 256) {
    io.err << "tenace deal: --count and --generate must be >= 0, --threads 1 to 256\n";
    return 2;
  }
  std::string text;
  std::string name = script;
  if (script == "-") {
    std::ostringstream all;
    all << io.in.rdbuf();
    text = all.str();
    name = "(stdin)";
  } else {
    std::ifstream in(script, std::ios::binary);
    if (!in) {
      io.err << "tenace deal: cannot read " << script << "\n";
      return 1;
    }
    std::ostringstream all;
    all << in.rdbuf();
    text = all.str();
  }
  try {
    const dealer::Program program = dealer::compile_script(text, name);
    if (!seed_given && program.seed) options.seed = *program.seed;
    if (dd) {
      options.after_deal = [&program](const Deal&, const DDTable& table, std::ostream& out) {
        out << "DD      N  E  S  W\n";
        for (Strain strain : {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
          out << (strain == Strain::NoTrump ? "NT   " : std::string(strain_name(strain)) + "    ");
          for (Seat s : kAllSeats) out << ' ' << (table.at(strain, s) < 10 ? " " : "") << table.at(strain, s);
          out << '\n';
        }
        const ParResult par = dealer_par(table, program.dealer, program.vulnerability);
        out << "Par " << par.score_ns << " NS: " << par_contracts_text(par) << "\n\n";
      };
    }
    dealer::run_program(program, options, io.out);
  } catch (const dealer::ScriptError& e) {
    io.err << "tenace deal: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

int run(const std::vector<std::string>& args, Io io) {
  std::uint64_t seed = 1;
  long count = 1;
  int board = 1;
  if (!args.empty() && (args[0] == "-" || args[0].rfind("--", 0) != 0))
    return run_script(args[0], std::vector<std::string>(args.begin() + 1, args.end()), io);
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
