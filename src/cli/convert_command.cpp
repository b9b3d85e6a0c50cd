// tenace convert: game files between PBN, LIN and JSON.
#include <iostream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "formats/record_io.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace convert IN [-o OUT] [--to pbn|lin|json] [--from pbn|lin|json] [--lenient]\n"
    "                      [--encoding keep|utf-8|latin-1]\n"
    "\n"
    "Converts game records. The input format comes from --from, else IN's\n"
    "extension, else the content; the output format from --to, else OUT's\n"
    "extension (default pbn). '-' (or no -o) means standard input/output.\n"
    "Problems in the input are printed as 'file:line: error|warning: ...';\n"
    "whatever the output format cannot hold is named in a warning.\n"
    "Input is read as UTF-8 when it is valid UTF-8, else as ISO 8859-1.\n"
    "--encoding: PBN and LIN output keep the input's encoding (keep, the\n"
    "default; plain ASCII input gives PBN in ISO 8859-1 and LIN in UTF-8),\n"
    "or are written in UTF-8 or ISO 8859-1 (text outside ISO 8859-1 is\n"
    "then written in UTF-8, with a warning). JSON is always UTF-8.\n"
    "\n"
    "--lenient converts PBN games that contradict themselves in one of two\n"
    "ways, which are errors otherwise (tenace check lists them):\n"
    "  - a Contract tag (JSON: \"contract\") that differs from its auction\n"
    "    only in the double or redouble: the auction's contract is written,\n"
    "    the tag's value kept as a comment after the Contract tag (JSON:\n"
    "    in \"tag_comments\");\n"
    "  - a Result the play makes impossible: written marked as differing\n"
    "    from the play ([Result \"^10\"] in PBN, \"result_disputed\" in JSON,\n"
    "    a claim in LIN).\n"
    "Each is still printed on its line, as a warning saying what was done.\n"
    "Any other error refuses its game only: the game is left out and listed\n"
    "with its first error, and the rest of the file is converted.\n"
    "\n"
    "Exit status: 0 on success, 1 when the input has errors (nothing is\n"
    "written), 2 on bad usage.\n";

int run(const std::vector<std::string>& args, Io io) {
  std::string in_path, out_path = "-";
  std::optional<formats::Format> to, from;
  formats::ReadOptions options;
  std::optional<formats::TextEncoding> encoding;  // empty: keep the input's
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--lenient") {
      options.lenient = true;
    } else if (a == "--encoding") {
      const std::string v = i + 1 < args.size() ? args[++i] : std::string();
      if (v == "keep") encoding.reset();
      else if (v == "utf-8" || v == "utf8" || v == "UTF-8") encoding = formats::TextEncoding::Utf8;
      else if (v == "latin-1" || v == "latin1" || v == "iso-8859-1" || v == "ISO-8859-1") encoding = formats::TextEncoding::Latin1;
      else {
        io.err << "tenace convert: --encoding needs keep, utf-8 or latin-1\n";
        return 2;
      }
    } else if (a == "-o" || a == "--to" || a == "--from") {
      if (i + 1 >= args.size()) {
        io.err << "tenace convert: " << a << " needs a value\n";
        return 2;
      }
      const std::string& v = args[++i];
      if (a == "-o") {
        out_path = v;
      } else {
        auto f = formats::format_from_name(v);
        if (!f) {
          io.err << "tenace convert: '" << v << "' is not pbn, lin or json\n";
          return 2;
        }
        (a == "--to" ? to : from) = f;
      }
    } else if (in_path.empty()) {
      in_path = a;
    } else {
      io.err << "tenace convert: unexpected argument '" << a << "'\n";
      return 2;
    }
  }
  if (in_path.empty()) {
    io.err << "tenace convert: no input given (see tenace convert --help)\n";
    return 2;
  }
  const std::optional<std::string> input = read_input(in_path, io);
  if (!input) return 1;
  const std::string& bytes = *input;
  const formats::Format in_format =
      from ? *from : formats::format_from_extension(in_path).value_or(formats::sniff_format(bytes));
  const formats::Format out_format =
      to ? *to : (out_path == "-" ? formats::Format::Pbn : formats::format_from_extension(out_path).value_or(formats::Format::Pbn));
  const std::string name = in_path == "-" ? "<stdin>" : in_path;
  formats::ReadResult result = formats::read_records(bytes, in_format, options);
  io.err << result.diagnostics.format(name);
  // With --lenient, a game with an error is refused alone: left out and
  // listed with its first error, and the rest of the file converts.
  if (options.lenient && result.diagnostics.has_errors()) {
    const std::size_t total = result.games.size();
    if (const auto refused = formats::refuse_games_with_errors(result)) {
      io.err << name << ": warning: --lenient: " << refused->size() << " of " << total
             << " games refused for their errors and left out\n";
      for (const formats::RefusedGame& g : *refused)
        io.err << name << ":" << g.line << ": warning: game " << g.number << " left out: " << g.first_error << "\n";
    }
  }
  if (result.diagnostics.has_errors()) {
    io.err << name << ": error: not converted (" << result.diagnostics.error_count() << " error"
           << (result.diagnostics.error_count() == 1 ? "" : "s") << ")\n";
    return 1;
  }
  formats::Diagnostics warnings;
  const std::string text =
      formats::write_records(result.games, out_format, warnings, encoding.value_or(formats::encoding_of(bytes)));
  const std::string out_name = out_path == "-" ? "<stdout>" : out_path;
  io.err << warnings.format(out_name);
  return write_output(out_path, text, io) ? 0 : 1;
}

}  // namespace

const Command kConvertCommand{"convert", "converts game files between PBN, LIN and JSON", kHelp, run};

}  // namespace tenace::cli
