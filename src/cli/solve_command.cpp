// tenace solve: double-dummy tables (and par) of the deals in a file.
#include <cctype>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "core/deal.h"
#include "core/seat.h"
#include "solver/par_dealer.h"
#include "solver/par_text.h"
#include "solver/solver.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace solve [FILE|-] [--threads N] [--par] [--pbn]\n"
    "\n"
    "Solves every deal of FILE (or standard input, also with '-') double dummy.\n"
    "The input is a PBN file or any lines holding PBN deal strings\n"
    "(\"N:AKQ.T98.765.432 ...\", anywhere on the line, e.g. [Deal \"N:...\"]).\n"
    "\n"
    "Output: one line per deal, 20 numbers separated by single spaces: the\n"
    "tricks for strains C D H S NT, for each strain declarers N E S W.\n"
    "\n"
    "  --threads N  solve with N threads (default 1); the results never depend on N\n"
    "  --par        continue each line with \" | \", North-South's par score and the\n"
    "               par contracts in DDS's dealer-par notation (\"| 420 4S-NS\",\n"
    "               \"| -100 4S*-NS-1\", \"| 140 2S-NS+1\", \"| 0 pass\"). The\n"
    "               vulnerability is the game's PBN Vulnerable tag, else None; the\n"
    "               dealer is its Dealer tag, else the first seat of the deal string.\n"
    "  --pbn        write the input back with, after each game, the tags\n"
    "               DoubleDummyTricks, OptimumScore, ParContract and the\n"
    "               OptimumResultTable added (replacing any already there); a deal\n"
    "               found outside a Deal tag becomes a game of its own.\n"
    "\n"
    "Games are the blocks of lines between empty lines; a Dealer or Vulnerable\n"
    "tag applies to the deals of its block. A deal that cannot be read is\n"
    "reported as FILE:LINE: message on standard error and skipped; the other\n"
    "deals are still solved, and the exit status is then 1.\n";

// A deal found in the input, with what its game says about the auction.
struct FoundDeal {
  int line = 0;
  Deal deal;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  std::string text;  // as written in the input
  bool in_deal_tag = false;
};

// A block of lines between empty lines: a PBN game, or a run of deal lines.
struct Block {
  std::vector<std::string> lines;
  int first_line = 0;
  std::vector<FoundDeal> deals;
};

bool is_hand_char(char c) {
  return std::string_view("AKQJTakqjt98765432.-").find(c) != std::string_view::npos;
}

bool is_blank(const std::string& line) {
  for (char c : line)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

// The value of `[Name "value"]` on this line, if the line holds that tag.
std::optional<std::string> tag_value(const std::string& line, std::string_view name) {
  const std::string open = "[" + std::string(name) + " \"";
  const auto at = line.find(open);
  if (at == std::string::npos) return std::nullopt;
  const auto start = at + open.size();
  const auto end = line.find('"', start);
  if (end == std::string::npos) return std::nullopt;
  return line.substr(start, end - start);
}

// The deal strings on a line: a seat letter and ':' (not inside a word)
// followed by a hand, then the text up to four hands.
std::vector<std::string> deal_strings(const std::string& line) {
  std::vector<std::string> found;
  for (std::size_t i = 0; i + 2 < line.size(); ++i) {
    if (line[i + 1] != ':' || !seat_from_char(line[i]) || !is_hand_char(line[i + 2])) continue;
    if (i > 0 && std::isalnum(static_cast<unsigned char>(line[i - 1]))) continue;
    std::size_t end = i + 2;
    int hands = 1;
    while (end < line.size()) {
      const char c = line[end];
      if (c == ' ' || c == '\t') {
        if (hands == 4) break;
        while (end < line.size() && (line[end] == ' ' || line[end] == '\t')) ++end;
        if (end < line.size() && is_hand_char(line[end])) ++hands;
        else break;
        continue;
      }
      if (!is_hand_char(c)) break;
      ++end;
    }
    std::string text = line.substr(i, end - i);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.pop_back();
    found.push_back(text);
    i = end;
  }
  return found;
}

struct Input {
  std::vector<Block> blocks;
  bool bad = false;
};

Input read_input(std::istream& in, const std::string& name, std::ostream& err) {
  Input input;
  std::string line;
  int number = 0;
  Block block;
  auto close_block = [&] {
    std::optional<Seat> dealer;
    std::optional<Vulnerability> vulnerability;
    int line_number = block.first_line;
    for (const std::string& text : block.lines) {
      if (auto v = tag_value(text, "Dealer")) {
        if (v->size() == 1 && seat_from_char((*v)[0])) dealer = seat_from_char((*v)[0]);
        else if (*v != "?" && !v->empty()) {
          err << name << ':' << line_number << ": Dealer \"" << *v << "\" is not N, E, S or W\n";
          input.bad = true;
        }
      }
      if (auto v = tag_value(text, "Vulnerable")) {
        if (auto parsed = parse_vulnerability(*v)) vulnerability = parsed;
        else if (*v != "?" && !v->empty()) {
          err << name << ':' << line_number << ": Vulnerable \"" << *v << "\" is not None, NS, EW or All\n";
          input.bad = true;
        }
      }
      ++line_number;
    }
    for (FoundDeal& d : block.deals) {
      d.vulnerability = vulnerability.value_or(Vulnerability::None);
      if (dealer) d.dealer = *dealer;
    }
    if (!block.lines.empty()) input.blocks.push_back(std::move(block));
    block = Block{};
  };
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (is_blank(line)) {
      close_block();
      block.lines.push_back(line);  // the separator stays with the next block
      block.first_line = number;
      close_block();
      continue;
    }
    if (block.lines.empty()) block.first_line = number;
    block.lines.push_back(line);
    if (line.rfind("%", 0) == 0) continue;  // PBN escape line
    for (const std::string& text : deal_strings(line)) {
      auto deal = Deal::from_pbn(text);
      if (!deal) {
        err << name << ':' << number << ": " << deal.error().message << "\n";
        input.bad = true;
        continue;
      }
      if (!deal->is_complete_bridge_deal()) {
        err << name << ':' << number << ": \"" << text << "\" is not a complete deal of 52 cards, 13 each\n";
        input.bad = true;
        continue;
      }
      FoundDeal found;
      found.line = number;
      found.deal = *deal;
      found.dealer = *seat_from_char(text[0]);
      found.text = text;
      found.in_deal_tag = tag_value(line, "Deal").has_value();
      block.deals.push_back(found);
    }
  }
  close_block();
  return input;
}

std::string table_line(const DDTable& table) {
  std::string text;
  for (Strain strain : kAllStrains)
    for (Seat seat : kAllSeats) {
      if (!text.empty()) text += ' ';
      text += std::to_string(table.at(strain, seat));
    }
  return text;
}

// The PBN orders of the double-dummy tags: declarers N S E W, strains from NT.
constexpr Seat kPbnSeats[] = {Seat::North, Seat::South, Seat::East, Seat::West};
constexpr Strain kPbnStrains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs};

std::string pbn_tags(const DDTable& table, const ParResult& par) {
  std::string dd;
  for (Seat seat : kPbnSeats)
    for (Strain strain : kPbnStrains) dd += "0123456789abcd"[table.at(strain, seat)];
  std::string text = "[DoubleDummyTricks \"" + dd + "\"]\n";
  text += "[OptimumScore \"NS " + std::to_string(par.score_ns) + "\"]\n";
  text += "[ParContract \"" + pbn_par_contracts_text(par) + "\"]\n";
  text += "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n";
  for (Seat seat : kPbnSeats)
    for (Strain strain : kPbnStrains) {
      std::string denomination(strain_name(strain));
      if (denomination.size() < 2) denomination = " " + denomination;
      std::string result = std::to_string(table.at(strain, seat));
      if (result.size() < 2) result = " " + result;
      text += std::string(1, seat_char(seat)) + " " + denomination + " " + result + "\n";
    }
  return text;
}

bool is_added_tag(const std::string& line) {
  for (std::string_view name : {"DoubleDummyTricks", "OptimumScore", "ParContract", "OptimumResultTable"})
    if (tag_value(line, name)) return true;
  return false;
}

// The block's own lines without the tags we add (and the rows of an
// OptimumResultTable, which run up to the next tag).
void write_block_without_added_tags(const Block& block, std::ostream& out) {
  bool in_table = false;
  for (const std::string& line : block.lines) {
    const bool tag = line.find('[') != std::string::npos && line.find_first_not_of(" \t") == line.find('[');
    if (tag) in_table = false;
    if (tag && is_added_tag(line)) {
      in_table = tag_value(line, "OptimumResultTable").has_value();
      continue;
    }
    if (in_table) continue;
    out << line << '\n';
  }
}

int run(const std::vector<std::string>& args, Io io) {
  std::string path = "-";
  int threads = 1;
  bool with_par = false;
  bool as_pbn = false;
  bool have_path = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--par") with_par = true;
    else if (a == "--pbn") as_pbn = true;
    else if (a == "--threads") {
      if (i + 1 >= args.size()) {
        io.err << "tenace solve: --threads needs a value (see tenace solve --help)\n";
        return 2;
      }
      try {
        threads = std::stoi(args[++i]);
      } catch (const std::exception&) {
        threads = 0;
      }
      if (threads < 1) {
        io.err << "tenace solve: --threads '" << args[i] << "' must be a number >= 1\n";
        return 2;
      }
    } else if ((a.size() > 1 && a[0] == '-') || have_path) {
      io.err << "tenace solve: unexpected argument '" << a << "' (see tenace solve --help)\n";
      return 2;
    } else {
      path = a;
      have_path = true;
    }
  }

  std::ifstream file;
  std::istream* in = &io.in;
  std::string name = "<stdin>";
  if (path != "-") {
    file.open(path);
    if (!file) {
      io.err << "tenace solve: cannot open '" << path << "'\n";
      return 2;
    }
    in = &file;
    name = path;
  }
  const Input input = read_input(*in, name, io.err);

  std::vector<Deal> deals;
  for (const Block& block : input.blocks)
    for (const FoundDeal& d : block.deals) deals.push_back(d.deal);
  const std::vector<DDTable> tables = solve_tables(deals, threads);

  std::size_t next = 0;
  bool wrote_anything = false;
  for (const Block& block : input.blocks) {
    bool has_deal_tag = false;
    for (const FoundDeal& d : block.deals) has_deal_tag = has_deal_tag || d.in_deal_tag;
    if (as_pbn && (block.deals.empty() || has_deal_tag)) {
      write_block_without_added_tags(block, io.out);
      wrote_anything = true;
    }
    for (const FoundDeal& d : block.deals) {
      const DDTable& table = tables[next++];
      const ParResult par = dealer_par(table, d.dealer, d.vulnerability);
      if (!as_pbn) {
        io.out << table_line(table);
        if (with_par) io.out << " | " << par.score_ns << ' ' << par_contracts_text(par);
        io.out << '\n';
        continue;
      }
      if (!d.in_deal_tag) {
        // A bare deal line becomes a game of its own.
        if (wrote_anything) io.out << '\n';
        io.out << "[Dealer \"" << seat_char(d.dealer) << "\"]\n[Vulnerable \"" << vulnerability_name(d.vulnerability)
               << "\"]\n[Deal \"" << d.text << "\"]\n";
        wrote_anything = true;
      }
      io.out << pbn_tags(table, par);
    }
  }
  io.out.flush();
  return input.bad ? 1 : 0;
}

}  // namespace

const Command kSolveCommand{"solve", "double-dummy tables and par of the deals in a file", kHelp, run};

}  // namespace tenace::cli
