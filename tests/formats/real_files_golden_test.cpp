// 109 real PBN and LIN files (tests/data/real, sources in its README):
// what the readers say about each is the golden expected-diagnostics.txt,
// and every file goes PBN -> JSON -> PBN, PBN -> PBN and PBN -> LIN -> PBN
// without losing a deal, call, card, claim, contract, declarer or result
// that the middle format can hold — and what LIN cannot hold is named in
// a warning of the writer.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"
#include "formats/record_io.h"

namespace tenace::formats {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = fs::path(TENACE_TEST_DATA) / "real";

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::vector<std::string> real_files() {
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(kRoot)) {
    const std::string ext = lower(entry.path().extension().string());
    if (entry.is_regular_file() && (ext == ".pbn" || ext == ".lin"))
      files.push_back(fs::relative(entry.path(), kRoot).generic_string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

ReadResult read_file(const std::string& file) {
  const std::string ext = lower(fs::path(file).extension().string());
  return read_records(slurp(kRoot / file), ext == ".lin" ? Format::Lin : Format::Pbn);
}

TEST(RealFiles, TheCorpusHoldsOverAHundredFilesOfBothFormats) {
  const auto files = real_files();
  EXPECT_GE(files.size(), 100u);
  EXPECT_GE(std::count_if(files.begin(), files.end(), [](const std::string& f) { return lower(f).ends_with(".lin"); }), 15);
}

TEST(RealFiles, DiagnosticsMatchTheGoldenFile) {
  std::string actual;
  for (const std::string& file : real_files()) {
    const ReadResult r = read_file(file);
    int warnings = 0;
    for (const Diagnostic& d : r.diagnostics.all()) warnings += d.severity == Severity::Warning;
    actual += "== " + file + ": " + std::to_string(r.games.size()) + " games, " +
              std::to_string(r.diagnostics.error_count()) + " errors, " + std::to_string(warnings) + " warnings\n";
    actual += r.diagnostics.format(file);
  }
  const fs::path golden = kRoot / "expected-diagnostics.txt";
  if (std::getenv("TENACE_UPDATE_GOLDEN")) {
    std::ofstream(golden, std::ios::binary) << actual;
    GTEST_SKIP() << "golden file rewritten: " << golden;
  }
  const std::string expected = slurp(golden);
  if (expected == actual) return;
  // Name the first differing line rather than printing both files.
  std::istringstream a(actual), e(expected);
  std::string la, le;
  int line = 0;
  while (true) {
    ++line;
    const bool ga = static_cast<bool>(std::getline(a, la)), ge = static_cast<bool>(std::getline(e, le));
    if (!ga && !ge) break;
    if (la != le || ga != ge) {
      ADD_FAILURE() << "expected-diagnostics.txt line " << line << "\n  expected: " << le << "\n  actual:   " << la;
      return;
    }
  }
}

// What a format can hold of a game, comparable across formats.
struct Essentials {
  std::optional<Deal> deal;
  std::vector<std::string> calls;
  std::vector<std::pair<Seat, Card>> cards;
  std::optional<int> claim;
  std::string contract;
  std::optional<Seat> declarer;
  std::optional<int> result;
};

Essentials essentials(const GameRecord& g) {
  Essentials e;
  e.deal = g.deal;
  if (g.auction)
    for (const RecordedCall& c : g.auction->calls) e.calls.push_back(c.skipped ? "^S" : c.call.to_string());
  if (g.play) {
    e.cards = g.play->sequence();
    e.claim = g.play->claimed_tricks;
  }
  e.contract = g.contract ? g.contract->to_string() : (g.passed_out ? "Pass" : "");
  e.declarer = g.declarer;
  e.result = g.result;
  return e;
}

// Every field the first reading has must come back unchanged (a field it
// lacks may be filled: a contract the writer takes from the auction).
std::string losses(const Essentials& a, const Essentials& b, bool lin, bool cards_cut, bool result_as_claim,
                   bool contract_dropped) {
  // LIN holds a contract only as the end of its auction: without one, the
  // writer names the contract, declarer and result it leaves out.
  const bool dropped = lin && contract_dropped && b.contract.empty();
  std::string lost;
  if (a.deal && a.deal != b.deal) lost += " deal";
  if (a.calls != b.calls) lost += " calls";
  const bool prefix = b.cards.size() <= a.cards.size() && std::equal(b.cards.begin(), b.cards.end(), a.cards.begin());
  if (a.cards != b.cards && !(lin && cards_cut && prefix)) lost += " cards";
  // PBN holds a claim as the Result it agrees to.
  if (a.claim && a.claim != b.claim && a.claim != b.result) lost += " claim";
  if (!a.contract.empty() && a.contract != b.contract && !dropped) lost += " contract";
  // A swapped declarer ('^S') becomes the auction's declarer; the writer says so.
  if (a.declarer && a.declarer != b.declarer && !dropped && !(lin && result_as_claim)) lost += " declarer";
  if (a.result && a.result != b.result && !(lin && result_as_claim) && !dropped) lost += " result";
  return lost;
}

bool warned(const Diagnostics& w, const std::string& words) {
  return std::any_of(w.all().begin(), w.all().end(),
                     [&](const Diagnostic& d) { return d.message.find(words) != std::string::npos; });
}

// `tenace check` reads without keeping the games: it must find exactly the
// problems a reader that keeps them finds, in the same order.
TEST(RealFiles, CheckingWithoutKeepingTheGamesFindsTheSameProblems) {
  ReadOptions only_problems;
  only_problems.keep_games = false;
  int files = 0;
  for (const std::string& file : real_files()) {
    if (!lower(file).ends_with(".pbn")) continue;
    const std::string bytes = slurp(kRoot / file);
    const ReadResult kept = read_pbn(bytes);
    const ReadResult checked = read_pbn(bytes, only_problems);
    EXPECT_TRUE(checked.games.empty()) << file;
    EXPECT_EQ(checked.diagnostics.format(file), kept.diagnostics.format(file)) << file;
    ++files;
  }
  EXPECT_GE(files, 40);
}

class RealFileRoundTrip : public ::testing::TestWithParam<Format> {};

TEST_P(RealFileRoundTrip, KeepsEverythingTheMiddleFormatCanHold) {
  const Format middle = GetParam();
  int files = 0, games = 0;
  for (const std::string& file : real_files()) {
    ReadResult first = read_file(file);
    if (first.diagnostics.has_errors() && !refuse_games_with_errors(first)) continue;  // every game refused
    ++files;
    Diagnostics w;
    const std::string text = write_records(first.games, middle, w);
    const ReadResult back = read_records(text, middle);
    ASSERT_FALSE(back.diagnostics.has_errors()) << file << " via " << format_name(middle) << ":\n"
                                                << back.diagnostics.format("back").substr(0, 2000);
    ASSERT_EQ(back.games.size(), first.games.size()) << file << " via " << format_name(middle);
    const bool lin = middle == Format::Lin;
    const bool cards_cut = warned(w, "the play is written up to the first") || warned(w, "swapped places") ||
                           warned(w, "without a complete auction");
    const bool result_as_claim = warned(w, "disputed results") || warned(w, "swapped places");
    const bool contract_dropped = warned(w, "without a complete auction");
    for (std::size_t i = 0; i < first.games.size(); ++i) {
      ++games;
      const std::string lost =
          losses(essentials(first.games[i]), essentials(back.games[i]), lin, cards_cut, result_as_claim, contract_dropped);
      EXPECT_EQ(lost, "") << file << " game " << i + 1 << " (line " << first.game_lines[i] << ") via "
                          << format_name(middle) << " lost:" << lost;
    }
  }
  EXPECT_GE(files, 100);
  EXPECT_GT(games, 2000);
}

INSTANTIATE_TEST_SUITE_P(Formats, RealFileRoundTrip, ::testing::Values(Format::Json, Format::Pbn, Format::Lin),
                         [](const auto& info) { return std::string(format_name(info.param)); });

}  // namespace
}  // namespace tenace::formats
