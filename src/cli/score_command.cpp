// tenace score: duplicate scores for North-South from one result per line.
#include <cctype>
#include <charconv>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "core/contract.h"
#include "core/duplicate_score.h"
#include "core/seat.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace score < results\n"
    "\n"
    "Reads one result per line from standard input,\n"
    "    CONTRACT DECLARER VUL TRICKS\n"
    "and prints its duplicate score for North-South, one integer per line.\n"
    "  CONTRACT  1C ... 7NT (or 7N) with an optional X or XX, or Pass\n"
    "  DECLARER  N, E, S or W (- for Pass)\n"
    "  VUL       None, NS, EW, All (also Both, Love, Neither, -)\n"
    "  TRICKS    tricks taken by declarer, 0..13 (- for Pass)\n"
    "Example: '4HX N NS 9' prints -200; '3NT W All 10' prints -630;\n"
    "'Pass - None -' prints 0. Fields are separated by spaces or tabs.\n"
    "Blank lines are skipped. A bad line prints nothing on standard output and\n"
    "'line N: ...' on standard error; the other lines are still scored and the\n"
    "exit status is 1.\n";

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

std::optional<int> parse_tricks(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 0 || value > 13) return std::nullopt;
  return value;
}

// Scores one line or returns why it cannot.
Result<int> score_line(const std::vector<std::string>& fields) {
  if (fields.size() != 4)
    return Error{"expected 4 fields CONTRACT DECLARER VUL TRICKS, found " + std::to_string(fields.size())};
  const std::string& contract_text = fields[0];
  const std::string& declarer_text = fields[1];
  const std::string& vul_text = fields[2];
  const std::string& tricks_text = fields[3];

  const auto vulnerability = parse_vulnerability(vul_text);
  if (!vulnerability) return Error{"field 3 (VUL): '" + vul_text + "' is not None, NS, EW, All, Both, Love or -"};

  if (equals_ignoring_case(contract_text, "pass")) {
    // A passed-out board: declarer and tricks carry no meaning, so '-' is
    // expected, but a seat or a trick count is tolerated.
    if (declarer_text != "-" && !(declarer_text.size() == 1 && seat_from_char(declarer_text[0])))
      return Error{"field 2 (DECLARER): '" + declarer_text + "' is not N, E, S, W or -"};
    if (tricks_text != "-" && !parse_tricks(tricks_text))
      return Error{"field 4 (TRICKS): '" + tricks_text + "' is not a number 0..13 or -"};
    return 0;
  }

  if (declarer_text.size() != 1 || !seat_from_char(declarer_text[0]))
    return Error{"field 2 (DECLARER): '" + declarer_text + "' is not N, E, S or W"};
  const Seat declarer = *seat_from_char(declarer_text[0]);
  auto contract = parse_contract(contract_text, declarer);
  if (!contract) return Error{"field 1 (CONTRACT): " + contract.error().message + ", or Pass"};
  const auto tricks = parse_tricks(tricks_text);
  if (!tricks) return Error{"field 4 (TRICKS): '" + tricks_text + "' is not a number 0..13"};
  return duplicate_score_ns(*contract, *tricks, *vulnerability);
}

int run(const std::vector<std::string>& args, Io io) {
  if (!args.empty()) {
    io.err << "tenace score: unexpected argument '" << args[0] << "' (input comes from stdin; see --help)\n";
    return 2;
  }
  int status = 0;
  std::string line;
  for (long number = 1; std::getline(io.in, line); ++number) {
    std::istringstream words(line);
    std::vector<std::string> fields;
    for (std::string w; words >> w;) fields.push_back(w);
    if (fields.empty()) continue;
    const Result<int> score = score_line(fields);
    if (!score) {
      io.err << "line " << number << ": " << score.error().message << "\n";
      status = 1;
      continue;
    }
    io.out << *score << "\n";
  }
  return status;
}

}  // namespace

const Command kScoreCommand{"score", "duplicate scores for North-South from contract, declarer, vul, tricks", kHelp,
                            run};

}  // namespace tenace::cli
