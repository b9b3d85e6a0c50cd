// Every example script shipped with Debian's dealer package, run unchanged by
// /usr/games/dealer (the oracle, only ever run here) and by `tenace deal`:
// the outputs have the same layout line for line, the averages agree within
// sampling error and the frequency tables pass a two-sample chi-square test.
// Deals differ (the random streams differ), so statistics are compared, not
// text, except for a script whose output does not depend on the deal.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

const char* kOracle = "/usr/games/dealer";
const std::string kExamples = "/usr/share/doc/dealer/examples/";

std::string run(const std::string& command) {
  std::string out;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return out;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) out.append(buf.data(), n);
  pclose(pipe);
  return out;
}

struct Output {
  std::vector<std::string> lines;  // without Dealer's trailer
  std::vector<std::pair<std::string, double>> averages;
  std::vector<std::map<std::string, long>> frequencies;
  long produced = -1;
};

Output parse(const std::string& text) {
  Output o;
  std::istringstream in(text);
  std::string line;
  static const std::regex average(R"(^([^\t]*): (-?[0-9.e+-]+)$|^(-?[0-9.e+-]+)$)");
  static const std::regex row1(R"(^\s*(-?\d+|Low|High)\t\s*(\d+)$)");
  static const std::regex row2(R"(^(Low |High|Sum |\s*-?\d+)((\s+\d+)+)$)");
  bool in_frequency = false;
  bool two_d = false;
  for (int number = 0; std::getline(in, line); ++number) {
    std::smatch m;
    if (line.rfind("Generated ", 0) == 0 || line.rfind("Initial random seed", 0) == 0 || line.rfind("Time needed", 0) == 0)
      continue;
    if (line.rfind("Produced ", 0) == 0) {
      o.produced = std::stol(line.substr(9));
      continue;
    }
    o.lines.push_back(line);
    if (line.rfind("Frequency ", 0) == 0) {
      o.frequencies.emplace_back();
      in_frequency = true;
      two_d = false;
      continue;
    }
    if (in_frequency && line.rfind("        Low", 0) == 0) {
      two_d = true;
      continue;
    }
    if (in_frequency && !two_d && std::regex_match(line, m, row1)) {
      o.frequencies.back()[m[1].str()] = std::stol(m[2].str());
      continue;
    }
    if (in_frequency && two_d && std::regex_match(line, m, row2)) {
      std::istringstream cells(m[2].str());
      long v;
      for (int col = 0; cells >> v; ++col) o.frequencies.back()[m[1].str() + "/" + std::to_string(col)] = v;
      continue;
    }
    in_frequency = false;
    if (std::regex_match(line, m, average)) {
      if (m[3].matched) o.averages.emplace_back("", std::stod(m[3].str()));
      else o.averages.emplace_back(m[1].str(), std::stod(m[2].str()));
    }
  }
  return o;
}

// Two-sample chi-square homogeneity test; true unless the tables differ far
// beyond chance (about six standard deviations of the statistic).
bool same_distribution(const std::map<std::string, long>& a, const std::map<std::string, long>& b, std::string& why) {
  long na = 0, nb = 0;
  for (auto& [k, v] : a)
    if (k.find("Sum") == std::string::npos) na += v;
  for (auto& [k, v] : b)
    if (k.find("Sum") == std::string::npos) nb += v;
  if (na == 0 || nb == 0) return na == nb;
  double chi = 0;
  int df = -1;
  for (auto& [k, va] : a) {
    if (k.find("Sum") != std::string::npos) continue;
    const long vb = b.count(k) ? b.at(k) : 0;
    if (va + vb == 0) continue;
    const double x = std::sqrt(double(nb) / na) * va - std::sqrt(double(na) / nb) * vb;
    chi += x * x / double(va + vb);
    ++df;
  }
  const double limit = df + 6 * std::sqrt(2.0 * std::max(df, 1)) + 10;
  why = "chi-square " + std::to_string(chi) + " on " + std::to_string(df) + " degrees of freedom, limit " + std::to_string(limit);
  return chi < limit;
}

struct Case {
  const char* script;
  long produce;
  long generate;
  bool exact;  // output independent of the deals
};

class Conformance : public ::testing::TestWithParam<Case> {};

TEST_P(Conformance, SameStatisticsAsDealer) {
  if (!std::filesystem::exists(kOracle)) {
    GTEST_SKIP() << "SKIPPED: " << kOracle << " is not installed (apt-get install dealer; scripts/packages.txt lists it)";
  }
  const Case c = GetParam();
  const std::string path = kExamples + c.script;
  ASSERT_TRUE(std::filesystem::exists(path)) << path;
  const std::string limits = " -p " + std::to_string(c.produce) + " -g " + std::to_string(c.generate);
  const Output theirs = parse(run(std::string(kOracle) + " -s 17" + limits + " " + path + " 2>&1"));
  const Output ours = parse(run(std::string(TENACE_BINARY) + " deal " + path + " --seed 17 --count " +
                                std::to_string(c.produce) + " --generate " + std::to_string(c.generate) + " 2>&1"));
  ASSERT_GT(theirs.lines.size(), 0u);
  if (c.exact) {
    EXPECT_EQ(ours.lines, theirs.lines);
    return;
  }
  EXPECT_EQ(ours.lines.size(), theirs.lines.size()) << "output layouts differ";
  ASSERT_EQ(ours.averages.size(), theirs.averages.size());
  ASSERT_EQ(ours.frequencies.size(), theirs.frequencies.size());
  ASSERT_GT(ours.produced, 0);
  ASSERT_GT(theirs.produced, 0);
  const double spread = std::sqrt(1.0 / double(ours.produced) + 1.0 / double(theirs.produced));
  for (std::size_t i = 0; i < ours.averages.size(); ++i) {
    const auto& [label, mine] = ours.averages[i];
    const double other = theirs.averages[i].second;
    EXPECT_EQ(label, theirs.averages[i].first);
    // A generous bound on the standard deviation of the averaged quantity:
    // a 0/1 quantity has at most 0.5; counts such as HCP or losers have less
    // than their mean plus a half.
    const double sd = std::max(0.5, 0.8 * std::max(std::fabs(mine), std::fabs(other)) + 0.5);
    EXPECT_NEAR(mine, other, 5 * sd * spread) << c.script << " average '" << label << "'";
  }
  for (std::size_t i = 0; i < ours.frequencies.size(); ++i) {
    std::string why;
    EXPECT_TRUE(same_distribution(ours.frequencies[i], theirs.frequencies[i], why))
        << c.script << " frequency table " << i << ": " << why;
  }
}

INSTANTIATE_TEST_SUITE_P(DebianExamples, Conformance,
                         ::testing::Values(Case{"Descr.1c", 20000, 10000000, false},
                                           Case{"Descr.2nt", 10, 10000000, false},
                                           Case{"Descr.6c", 20000, 1000000, false},
                                           Case{"Descr.blue_team", 3000, 10000000, false},
                                           Case{"Descr.controls", 5000, 10000000, false},
                                           Case{"Descr.evaluation", 2000, 2000, false},
                                           Case{"Descr.hm1dr2d", 5000, 50000000, false},
                                           Case{"Descr.junkstayman", 40, 1000000, false},
                                           Case{"Descr.notrump", 100, 10000000, false},
                                           Case{"Descr.pbn", 10, 10000000, false},
                                           Case{"Descr.stayman", 500, 10000000, false},
                                           Case{"Descr.test_dealer", 20000, 20000, false},
                                           Case{"Descr.test_operator_order", 1, 1, true},
                                           Case{"Descr.vvga2", 5000, 1000000, false},
                                           Case{"Descr.weaktwo", 10000, 1000000, false},
                                           Case{"Descr.yarb", 10, 10000000, false},
                                           Case{"Descr.you_hold", 25, 20000, false}),
                         [](const auto& info) {
                           std::string name = std::string(info.param.script).substr(6);
                           for (char& ch : name)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return name;
                         });

}  // namespace
