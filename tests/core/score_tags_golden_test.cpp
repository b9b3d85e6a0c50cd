// Real results: every game in ../shared/data/pbn/*.pbn and in the PBN
// verifier's correct_*.pbn files that records a Score tag together with its
// Contract, Declarer, Result and Vulnerable tags must get exactly that score
// from our duplicate scorer. The formats layer is written separately, so a
// small tag reader lives here: it knows comments ({...}, ';' to end of line,
// '%' lines), blank lines between games and the import-format "#" (same value
// as the previous game).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/contract.h"
#include "core/duplicate_score.h"
#include "core/seat.h"

namespace tenace {
namespace {

namespace fs = std::filesystem;
using Tags = std::map<std::string, std::string>;

// Removes comments, keeping line structure where it separates games.
std::string strip_comments(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (line_start && c == '%') {  // escape line: drop it with its newline
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    line_start = false;
    if (c == '{') {  // brace comment, may span lines: one space instead
      while (i < text.size() && text[i] != '}') ++i;
      out += ' ';
      continue;
    }
    if (c == ';') {  // rest-of-line comment
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
      continue;
    }
    if (c == '"') {  // a quoted tag value may contain ';' or '{'
      out += c;
      for (++i; i < text.size() && text[i] != '"'; ++i) out += text[i];
      if (i < text.size()) out += '"';
      continue;
    }
    out += c;
    if (c == '\n') line_start = true;
  }
  return out;
}

bool blank(const std::string& line) {
  return std::all_of(line.begin(), line.end(), [](unsigned char c) { return std::isspace(c); });
}

// The tag pairs of each game, "#" values resolved from the previous game.
std::vector<Tags> read_games(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::istringstream lines(strip_comments(text));
  std::vector<Tags> games;
  Tags current;
  Tags previous;
  auto finish = [&] {
    if (current.empty()) return;
    games.push_back(current);
    previous = current;
    current.clear();
  };
  for (std::string line; std::getline(lines, line);) {
    if (blank(line)) {
      finish();
      continue;
    }
    const auto open = line.find_first_not_of(" \t");
    if (line[open] != '[') continue;  // auction, play or table data
    const auto quote = line.find('"', open);
    const auto end_quote = quote == std::string::npos ? std::string::npos : line.find('"', quote + 1);
    if (end_quote == std::string::npos) continue;
    std::string name = line.substr(open + 1, quote - open - 1);
    name.erase(name.find_last_not_of(" \t") + 1);
    std::string value = line.substr(quote + 1, end_quote - quote - 1);
    if (value == "#" && previous.count(name)) value = previous[name];
    current[name] = value;
  }
  finish();
  return games;
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  return {std::istream_iterator<std::string>(in), std::istream_iterator<std::string>()};
}

std::optional<int> to_int(std::string text) {
  if (!text.empty() && text[0] == '+') text.erase(0, 1);
  if (text.empty()) return std::nullopt;
  std::size_t used = 0;
  try {
    const int value = std::stoi(text, &used);
    if (used != text.size()) return std::nullopt;
    return value;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// A value for `side` from the PBN forms "<n>" (declarer's), "NS <n>",
// "EW <n>", "NS <n> EW <m>" (PBN 2.1 §3.4.15 and §4.2.1). For tricks,
// `total` is 13 (EW's tricks = 13 - NS's); for scores the other side's score
// is the negative.
std::optional<int> side_value(const std::string& text, Side side, Side declarer_side, bool tricks) {
  std::vector<std::string> w = words(text);
  if (!w.empty() && !w[0].empty() && w[0][0] == '^') w[0].erase(0, 1);  // "irregular" marker
  if (w.size() == 1) {
    const auto v = to_int(w[0]);
    if (!v) return std::nullopt;
    if (side == declarer_side) return v;
    return tricks ? 13 - *v : -*v;
  }
  for (std::size_t i = 0; i + 1 < w.size(); i += 2) {
    const auto v = to_int(w[i + 1]);
    if (!v) return std::nullopt;
    if (w[i] == side_name(side)) return v;
    if (w[i] == side_name(other(side))) return tricks ? 13 - *v : -*v;
  }
  return std::nullopt;
}

struct Outcome {
  int checked = 0;
  std::vector<std::string> skipped;
};

Outcome check_file(const fs::path& path) {
  Outcome outcome;
  int game_number = 0;
  for (const Tags& game : read_games(path)) {
    ++game_number;
    const std::string where = path.filename().string() + " game " + std::to_string(game_number);
    const auto score_tag = game.find("Score");
    if (score_tag == game.end()) continue;
    auto tag = [&](const char* name) -> std::string {
      const auto it = game.find(name);
      return it == game.end() ? "" : it->second;
    };
    const std::string contract_text = tag("Contract");
    const std::string declarer_text = tag("Declarer");
    const auto vulnerability = parse_vulnerability(tag("Vulnerable"));
    if (contract_text.empty() || contract_text == "?" || !vulnerability) {
      outcome.skipped.push_back(where + ": no contract or vulnerability");
      continue;
    }
    std::optional<int> expected_ns;
    int actual_ns = 0;
    if (contract_text == "Pass" || contract_text == "pass") {
      expected_ns = side_value(score_tag->second, Side::NorthSouth, Side::NorthSouth, false);
      actual_ns = 0;
    } else {
      std::string seat_text = declarer_text;
      if (!seat_text.empty() && seat_text[0] == '^') seat_text.erase(0, 1);
      const auto declarer = seat_text.size() == 1 ? seat_from_char(seat_text[0]) : std::nullopt;
      if (!declarer) {
        outcome.skipped.push_back(where + ": declarer '" + declarer_text + "'");
        continue;
      }
      const auto contract = parse_contract(contract_text, *declarer);
      if (!contract) {
        ADD_FAILURE() << where << ": " << contract.error().message;
        continue;
      }
      const Side declarer_side = side_of(*declarer);
      const auto tricks = side_value(tag("Result"), declarer_side, declarer_side, true);
      if (!tricks || *tricks < 0 || *tricks > 13) {
        outcome.skipped.push_back(where + ": result '" + tag("Result") + "'");
        continue;
      }
      expected_ns = side_value(score_tag->second, Side::NorthSouth, declarer_side, false);
      actual_ns = duplicate_score_ns(*contract, *tricks, *vulnerability);
    }
    if (!expected_ns) {
      outcome.skipped.push_back(where + ": score '" + score_tag->second + "'");
      continue;
    }
    EXPECT_EQ(actual_ns, *expected_ns) << where << ": " << contract_text << " by " << declarer_text << ", "
                                       << tag("Vulnerable") << ", result " << tag("Result");
    ++outcome.checked;
  }
  return outcome;
}

TEST(ScoreTagsGolden, RecordedScoresMatchOurDuplicateScore) {
  const fs::path data = TENACE_SHARED_DATA;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(data / "pbn"))
    if (entry.path().extension() == ".pbn") files.push_back(entry.path());
  for (const auto& entry : fs::directory_iterator(data / "pbn-verifier"))
    if (entry.path().filename().string().rfind("correct_", 0) == 0) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty()) << "no PBN files under " << data;

  int checked = 0;
  for (const fs::path& file : files) {
    const Outcome outcome = check_file(file);
    checked += outcome.checked;
    for (const std::string& why : outcome.skipped) std::cout << "skipped " << why << "\n";
  }
  std::cout << "checked " << checked << " recorded scores in " << files.size() << " files\n";
  // Counted by hand (grep '^\[Score '): endplay-example1 2, correct_20 2,
  // correct_21 1 and correct_10's game with 5HX (its "-1000" game has no
  // contract and is skipped).
  EXPECT_GE(checked, 6);
}

// The reader itself, so that a silent parse failure cannot pass as "nothing
// to check".
TEST(ScoreTagsGolden, ReaderResolvesSideForms) {
  EXPECT_EQ(side_value("NS 9 EW 4", Side::NorthSouth, Side::NorthSouth, true), 9);
  EXPECT_EQ(side_value("EW 4", Side::NorthSouth, Side::NorthSouth, true), 9);
  EXPECT_EQ(side_value("10", Side::NorthSouth, Side::EastWest, true), 3);
  EXPECT_EQ(side_value("NS +550", Side::NorthSouth, Side::NorthSouth, false), 550);
  EXPECT_EQ(side_value("-300", Side::NorthSouth, Side::NorthSouth, false), -300);
  EXPECT_EQ(side_value("EW 100", Side::NorthSouth, Side::EastWest, false), -100);
  EXPECT_EQ(side_value("?", Side::NorthSouth, Side::EastWest, false), std::nullopt);
}

}  // namespace
}  // namespace tenace
