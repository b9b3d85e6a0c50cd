// tenace check: reads game files (PBN, LIN, JSON) and lists every problem.
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "formats/record_io.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace check FILE... [--format pbn|lin|json]\n"
    "\n"
    "Reads each file (the format comes from --format, else the extension,\n"
    "else the content; '-' reads standard input) and prints every problem\n"
    "as 'file:line: error|warning: message'. PBN files are checked against\n"
    "the PBN 2.1 standard: tag syntax and values, inheritance, notes, the\n"
    "auction and the play replayed by the rules engine, tables.\n"
    "Exit status: 0 when no file has an error, 1 otherwise, 2 on bad usage.\n";

int run(const std::vector<std::string>& args, Io io) {
  std::vector<std::string> files;
  std::optional<formats::Format> forced;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--format") {
      if (i + 1 >= args.size() || !(forced = formats::format_from_name(args[i + 1]))) {
        io.err << "tenace check: --format needs pbn, lin or json\n";
        return 2;
      }
      ++i;
    } else {
      files.push_back(args[i]);
    }
  }
  if (files.empty()) {
    io.err << "tenace check: no file given (see tenace check --help)\n";
    return 2;
  }
  bool any_error = false;
  for (const std::string& file : files) {
    const std::optional<InputBytes> input = map_input(file, io);
    if (!input) {
      any_error = true;
      continue;
    }
    const std::string_view bytes = input->view();
    const formats::Format format =
        forced ? *forced : formats::format_from_extension(file).value_or(formats::sniff_format(bytes));
    formats::ReadOptions only_problems;
    only_problems.keep_games = false;
    const formats::ReadResult result = formats::read_records(bytes, format, only_problems);
    io.out << result.diagnostics.format(file == "-" ? "<stdin>" : file);
    any_error |= result.diagnostics.has_errors();
  }
  return any_error ? 1 : 0;
}

}  // namespace

const Command kCheckCommand{"check", "lists every problem in PBN, LIN or JSON game files", kHelp, run};

}  // namespace tenace::cli
