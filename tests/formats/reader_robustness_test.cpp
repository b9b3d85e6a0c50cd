// The fuzz targets' body run on deterministic mutations of the shared test
// files, so that every `make test` exercises the readers on hostile input
// even where clang/libFuzzer are absent (the coverage-guided run is
// fuzz/run.sh, `make fuzz`). Passing means: no crash, no exception, and
// what the writers produce from a clean read reads back.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "../../fuzz/exercise_reader.h"
#include "core/random_deal.h"
#include "formats/lin_reader.h"

namespace tenace::formats {
namespace {

std::string slurp(const std::string& name) {
  std::ifstream in(std::string(TENACE_SHARED_DATA) + "/" + name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Byte-level mutations in the style of a fuzzer: flips, PBN/LIN/JSON
// punctuation inserted, cuts, duplicated slices.
std::string mutate(const std::string& seed, Xoshiro256& rng) {
  std::string s = seed;
  static const char kSpecial[] = "[]{}\";%|,:#^$=!?*+-\\\n\r\t\x00\xff\xc3";
  const int edits = 1 + static_cast<int>(rng.below(8));
  for (int e = 0; e < edits && !s.empty(); ++e) {
    const std::size_t at = rng.below(s.size());
    switch (rng.below(5)) {
      case 0: s[at] = static_cast<char>(s[at] ^ (1 << rng.below(8))); break;
      case 1: s.insert(at, 1, kSpecial[rng.below(sizeof kSpecial - 1)]); break;
      case 2: s.erase(at, rng.below(16)); break;
      case 3: s.insert(at, s.substr(rng.below(s.size()), rng.below(64))); break;
      default: s.resize(at); break;
    }
  }
  return s;
}

void run_mutations(const std::vector<std::string>& seeds, Format format, int count) {
  Xoshiro256 rng(static_cast<std::uint64_t>(format) + 11);
  for (int i = 0; i < count; ++i) {
    const std::string input = mutate(seeds[i % seeds.size()], rng);
    EXPECT_NO_THROW(fuzz::exercise_reader(reinterpret_cast<const std::uint8_t*>(input.data()), input.size(), format));
  }
}

std::vector<std::string> pbn_games(const std::string& file) {
  std::vector<std::string> games;
  std::string text = slurp(file), game;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    game += line + "\n";
    if (line.empty() || line == "\r") {
      games.push_back(game);
      game.clear();
    }
  }
  games.push_back(game);
  return games;
}

TEST(ReaderRobustness, PbnMutations) {
  auto seeds = pbn_games("pbn-verifier/correct_10.pbn");
  for (auto& g : pbn_games("pbn-verifier/errors_10.pbn")) seeds.push_back(g);
  for (auto& g : pbn_games("pbn-verifier/correct_20.pbn")) seeds.push_back(g);
  run_mutations(seeds, Format::Pbn, 3000);
}

TEST(ReaderRobustness, LinMutations) {
  std::vector<std::string> seeds;
  std::istringstream in(slurp("lin/endplay-example1.lin"));
  for (std::string line; std::getline(in, line);) seeds.push_back(line);
  run_mutations(seeds, Format::Lin, 2000);
}

TEST(ReaderRobustness, JsonMutations) {
  const ReadResult games = read_pbn(slurp("pbn/endplay-example1.pbn"));
  Diagnostics warnings;
  const std::vector<std::string> seeds = {write_records(games.games, Format::Json, warnings),
                                          R"({"dealer":"N","auction":{"calls":[{"call":"1C"}]}})"};
  run_mutations(seeds, Format::Json, 1500);
}

}  // namespace
}  // namespace tenace::formats

namespace tenace::formats {
namespace {

// Inputs the fuzzers found crashing, kept as regression tests
// (tests/data/formats/fuzz_*).
TEST(ReaderRobustness, FuzzRegressionAuctionWithoutDealer) {
  std::ifstream in(std::string(TENACE_TEST_DATA) + "/formats/fuzz_auction_without_dealer.pbn", std::ios::binary);
  ASSERT_TRUE(in);
  std::ostringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  const ReadResult r = read_pbn(text);
  EXPECT_FALSE(r.games.empty());
  EXPECT_NO_THROW(fuzz::exercise_reader(reinterpret_cast<const std::uint8_t*>(text.data()), text.size(), Format::Pbn));
  // The smallest form of it: an Auction section with no Dealer.
  const ReadResult small = read_pbn("[Auction \"N\"]\n1C\n");
  ASSERT_EQ(small.games.size(), 1u);
  EXPECT_FALSE(small.games[0].auction.has_value());
  EXPECT_NE(small.games[0].find_tag("Auction"), nullptr);
}

}  // namespace
}  // namespace tenace::formats

namespace tenace::formats {
namespace {

// Found by the LIN fuzzer: a player name with line breaks (and a byte that
// is not UTF-8) broke the PBN written from it into extra games.
TEST(ReaderRobustness, FuzzRegressionLineBreakInLinName) {
  std::ifstream in(std::string(TENACE_TEST_DATA) + "/formats/fuzz_lin_line_break_in_name.lin", std::ios::binary);
  ASSERT_TRUE(in);
  std::ostringstream s;
  s << in.rdbuf();
  const ReadResult lin = read_lin(s.str());
  ASSERT_FALSE(lin.games.empty());
  Diagnostics warnings;
  const ReadResult pbn = read_pbn(write_records(lin.games, Format::Pbn, warnings));
  EXPECT_EQ(pbn.games.size(), lin.games.size());
  EXPECT_NE(warnings.format("out").find("line breaks"), std::string::npos);
}

}  // namespace
}  // namespace tenace::formats
