// DDS's own answers: every "PAR2" line of ../shared/data/dds/*.txt names a
// score (North-South's view) and the par contracts with their results, e.g.
//   PAR2 "100" "4S*-EW-1"       4S doubled by EW, one down: NS +100
//   PAR2 "450" "4S-NS+1" "4H-NS+1"
// Each contract listed must score exactly that under the deal's
// vulnerability ("PBN dealer vul ..." line; DDS encodes vul as 0 none,
// 1 both, 2 NS, 3 EW).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/contract.h"
#include "core/duplicate_score.h"

namespace tenace {
namespace {

namespace fs = std::filesystem;

std::optional<Vulnerability> dds_vulnerability(int code) {
  switch (code) {
    case 0:
      return Vulnerability::None;
    case 1:
      return Vulnerability::Both;
    case 2:
      return Vulnerability::NorthSouth;
    case 3:
      return Vulnerability::EastWest;
    default:
      return std::nullopt;
  }
}

std::vector<std::string> quoted_fields(const std::string& line) {
  std::vector<std::string> fields;
  for (std::size_t open = line.find('"'); open != std::string::npos; open = line.find('"', open)) {
    const std::size_t close = line.find('"', open + 1);
    if (close == std::string::npos) break;
    fields.push_back(line.substr(open + 1, close - open - 1));
    open = close + 1;
  }
  return fields;
}

struct ParContract {
  Contract contract;
  int tricks;
};

// "4S*-EW-1", "1N-NS+1", "3N-E", "2S-EW": level, strain, '*' for doubled,
// the declaring side or seat, then +overtricks or -undertricks.
std::optional<ParContract> parse_par_contract(const std::string& text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos || dash < 2) return std::nullopt;
  std::string bid = text.substr(0, dash);
  Doubling doubling = Doubling::Undoubled;
  if (bid.back() == '*') {
    doubling = Doubling::Doubled;
    bid.pop_back();
  }
  std::string rest = text.substr(dash + 1);
  const std::size_t sign = rest.find_first_of("+-");
  const std::string who = rest.substr(0, sign);
  int offset = 0;
  if (sign != std::string::npos) {
    offset = std::stoi(rest.substr(sign + 1));
    if (rest[sign] == '-') offset = -offset;
  }
  if (who.empty()) return std::nullopt;
  const auto declarer = seat_from_char(who[0]);  // "NS" -> N, "EW" -> E: only the side matters
  if (!declarer) return std::nullopt;
  auto contract = parse_contract(bid, *declarer);
  if (!contract) return std::nullopt;
  contract.value().doubling = doubling;
  return ParContract{*contract, contract->tricks_needed() + offset};
}

TEST(Par2ScoreGolden, EveryParContractScoresTheRecordedScore) {
  const fs::path dir = fs::path(TENACE_SHARED_DATA) / "dds";
  int lines_checked = 0;
  int contracts_checked = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".txt") continue;
    std::ifstream in(entry.path());
    std::optional<Vulnerability> vulnerability;
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
      ++line_number;
      const std::string where = entry.path().filename().string() + ":" + std::to_string(line_number);
      std::istringstream words(line);
      std::string keyword;
      words >> keyword;
      if (keyword == "PBN") {
        int dealer = 0, vul = 0;
        words >> dealer >> vul;
        vulnerability = dds_vulnerability(vul);
        ASSERT_TRUE(vulnerability.has_value()) << where;
        continue;
      }
      if (keyword != "PAR2") continue;
      ASSERT_TRUE(vulnerability.has_value()) << where << ": PAR2 before any PBN line";
      const std::vector<std::string> fields = quoted_fields(line);
      ASSERT_GE(fields.size(), 2u) << where;
      const int expected = std::stoi(fields[0]);
      for (std::size_t i = 1; i < fields.size(); ++i) {
        if (fields[i] == "pass" || fields[i] == "Pass") {  // a passed-out par
          EXPECT_EQ(expected, 0) << where;
          ++contracts_checked;
          continue;
        }
        const auto par = parse_par_contract(fields[i]);
        ASSERT_TRUE(par.has_value()) << where << ": cannot read '" << fields[i] << "'";
        EXPECT_EQ(duplicate_score_ns(par->contract, par->tricks, *vulnerability), expected)
            << where << ": " << fields[i] << " vul " << vulnerability_name(*vulnerability);
        ++contracts_checked;
      }
      ++lines_checked;
    }
  }
  std::cout << "checked " << contracts_checked << " par contracts on " << lines_checked << " PAR2 lines\n";
  // grep -c PAR2: list100 100, list10 10, list1 1, largest 21, thomas1/2 1 each.
  EXPECT_GE(lines_checked, 134);
  EXPECT_GT(contracts_checked, lines_checked);
}

TEST(Par2ScoreGolden, ReadsTheNotation) {
  const auto a = parse_par_contract("4S*-EW-1");
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->contract.to_string(), "4SX");
  EXPECT_EQ(side_of(a->contract.declarer), Side::EastWest);
  EXPECT_EQ(a->tricks, 9);
  const auto b = parse_par_contract("1N-NS+1");
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->contract.to_string(), "1NT");
  EXPECT_EQ(b->tricks, 8);
  const auto c = parse_par_contract("3N-W");
  ASSERT_TRUE(c.has_value());
  EXPECT_EQ(c->contract.declarer, Seat::West);
  EXPECT_EQ(c->tricks, 9);
}

}  // namespace
}  // namespace tenace
