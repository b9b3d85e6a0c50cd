// `tenace solve` as other tools call it: the exact output formats, checked
// against DDS's golden answers (the TABLE and PAR2 lines of list10.txt).
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct SolveRun {
  int status = -1;
  std::string out;
  std::string err;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// One scratch directory per process, removed at exit: ctest runs these tests
// in parallel, and a shared stderr file let one test read another's messages
// (seen under make test-asan).
const std::string& scratch_dir() {
  static const std::string dir = [] {
    const std::string d = ::testing::TempDir() + "tenace_solve_" + std::to_string(::getpid()) + "/";
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

class RemoveScratch : public ::testing::Environment {
 public:
  void TearDown() override { std::filesystem::remove_all(scratch_dir()); }
};
[[maybe_unused]] const auto* const kRemoveScratch = ::testing::AddGlobalTestEnvironment(new RemoveScratch);

std::string temp_path(const std::string& name) { return scratch_dir() + name; }

void write_file(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

SolveRun run(const std::string& arguments) {
  const std::string err_path = temp_path("stderr.txt");
  const std::string command = std::string(TENACE_BINARY) + " solve " + arguments + " 2>" + err_path;
  SolveRun result;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return result;
  std::array<char, 4096> buffer;
  std::size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_file(err_path);
  return result;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// One deal of DDS's list10.txt: its PBN line fields, the TABLE line in our
// order (C D H S NT x N E S W) and the PAR2 fields as `solve --par` writes them.
struct GoldenDeal {
  std::string dealer;
  std::string vulnerable;
  std::string deal;
  std::string table;
  std::string par;
};

// The deals of list10 used here: the three our solver finishes fastest
// (deals 3, 6 and 7 of the file), so that the default test run stays short;
// the solver's own tests cover every deal.
constexpr std::size_t kUsedDeals[] = {2, 5, 6};

std::vector<GoldenDeal> all_of_list10() {
  std::vector<GoldenDeal> deals;
  const char* kSeats = "NESW";
  const char* kVulnerable[] = {"None", "All", "NS", "EW"};
  for (const std::string& line : lines_of(read_file(std::string(TENACE_SHARED_DATA) + "/dds/list10.txt"))) {
    std::istringstream fields(line);
    std::string keyword;
    fields >> keyword;
    if (keyword == "PBN") {
      GoldenDeal d;
      int dealer, vul;
      fields >> dealer >> vul;
      d.dealer = std::string(1, kSeats[dealer]);
      d.vulnerable = kVulnerable[vul];
      d.deal = line.substr(line.find('"') + 1, line.rfind('"') - line.find('"') - 1);
      deals.push_back(d);
    } else if (keyword == "TABLE" && !deals.empty()) {
      int dds[20];  // strains S H D C NT, declarers N E S W
      for (int& t : dds) fields >> t;
      const int kOurStrainToDds[] = {3, 2, 1, 0, 4};
      std::string table;
      for (int strain : kOurStrainToDds)
        for (int seat = 0; seat < 4; ++seat) table += (table.empty() ? "" : " ") + std::to_string(dds[strain * 4 + seat]);
      deals.back().table = table;
    } else if (keyword == "PAR2" && !deals.empty()) {
      std::string par, field;
      while (fields >> field) par += (par.empty() ? "" : " ") + field.substr(1, field.size() - 2);
      deals.back().par = par;
    }
  }
  return deals;
}

std::vector<GoldenDeal> list10() {
  const auto all = all_of_list10();
  std::vector<GoldenDeal> used;
  for (std::size_t i : kUsedDeals)
    if (i < all.size()) used.push_back(all[i]);
  return used;
}

std::string list10_lines() {
  std::string text;
  for (const GoldenDeal& d : list10()) text += "PBN \"" + d.deal + "\"\n";
  return text;
}

std::string list10_as_pbn() {
  std::string text = "% PBN 2.1\n";
  int board = 1;
  for (const GoldenDeal& d : list10()) {
    text += "\n[Board \"" + std::to_string(board++) + "\"]\n[Dealer \"" + d.dealer + "\"]\n[Vulnerable \"" +
            d.vulnerable + "\"]\n[Deal \"" + d.deal + "\"]\n";
  }
  return text;
}

TEST(SolveCli, TablesOfDdsList10MatchItsTableLines) {
  ASSERT_EQ(all_of_list10().size(), 10u);
  const auto golden = list10();
  const std::string path = temp_path("list10_lines.txt");
  write_file(path, list10_lines());
  const SolveRun r = run(path);
  EXPECT_EQ(r.status, 0) << r.err;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), golden.size()) << r.out;
  for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i], golden[i].table) << "deal " << i + 1;
}

TEST(SolveCli, ParFromPbnTagsMatchesDdsDealerPar) {
  const std::string path = temp_path("list10.pbn");
  write_file(path, list10_as_pbn());
  const SolveRun r = run(path + " --par");
  EXPECT_EQ(r.status, 0) << r.err;
  const auto golden = list10();
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), golden.size()) << r.out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    EXPECT_EQ(lines[i], golden[i].table + " | " + golden[i].par) << "deal " << i + 1;
}

TEST(SolveCli, ThreadsAndStandardInputGiveTheSameOutput) {
  const std::string path = temp_path("list10_threads.pbn");
  write_file(path, list10_as_pbn());
  const SolveRun one = run(path + " --par");
  const SolveRun two = run("--threads 2 --par - < " + path);
  EXPECT_EQ(one.status, 0);
  EXPECT_EQ(two.status, 0) << two.err;
  EXPECT_EQ(one.out, two.out);
}

TEST(SolveCli, BareDealLinesUseNoneAndTheFirstSeatAsDealer) {
  // list10's seventh deal: North-South make 7NT; with no tags the board is
  // None (2220 vulnerable, 1520 here).
  const auto golden = list10();
  const std::string path = temp_path("bare.txt");
  write_file(path, "some text " + golden[2].deal + " more text\n");
  const SolveRun r = run(path + " --par");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, golden[2].table + " | 1520 7N-NS\n");
}

TEST(SolveCli, BadDealsAreReportedWithTheirLineAndTheRestIsSolved) {
  const auto golden = list10();
  const std::string path = temp_path("bad.txt");
  write_file(path, golden[2].deal + "\nN:AKQ.AKQ.AKQ.AKQJ - - -\n" + golden[1].deal + "\nN:AKQX.T98.765.432 x y z\n");
  const SolveRun r = run(path);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, golden[2].table + "\n" + golden[1].table + "\n");
  EXPECT_NE(r.err.find(path + ":2: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(path + ":4: "), std::string::npos) << r.err;
}

// The DoubleDummyTricks value of a table line (C D H S NT x N E S W): hex
// digits for declarers N, S, E, W, each through NT, S, H, D, C.
std::string hex_tricks(const std::string& table) {
  std::istringstream in(table);
  int t[5][4];
  for (auto& strain : t)
    for (int& seat : strain) in >> seat;
  std::string hex;
  for (int seat : {0, 2, 1, 3})
    for (int strain : {4, 3, 2, 1, 0}) hex += "0123456789abcd"[t[strain][seat]];
  return hex;
}

TEST(SolveCli, PbnOutputKeepsTheGamesAndAddsTheDoubleDummyTags) {
  const std::string path = temp_path("pbn_out.pbn");
  const auto golden = list10();
  // list10's third deal (North deals, None: par 5H*-NS-2, -300) and seventh
  // (North-South vulnerable here: 7NT makes 2220).
  write_file(path, "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + golden[0].deal +
                       "\"]\n[OptimumScore \"NS 999\"]\n\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
                       "[Deal \"" + golden[2].deal + "\"]\n");
  const SolveRun r = run(path + " --pbn");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + golden[0].deal + "\"]\n"
                       "[DoubleDummyTricks \"" + hex_tricks(golden[0].table) + "\"]\n[OptimumScore \"NS -300\"]\n"
                       "[ParContract \"NS 5HX-2\"]\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("NS 999"), std::string::npos) << "the old OptimumScore is replaced";
  EXPECT_NE(r.out.find("[Board \"2\"]"), std::string::npos);
  EXPECT_NE(r.out.find("[OptimumScore \"NS 2220\"]\n[ParContract \"NS 7NT\"]"), std::string::npos) << r.out;
  // 20 result rows per game, "N NT 13" style (right-aligned in 2 columns).
  std::size_t rows = 0;
  for (const std::string& line : lines_of(r.out))
    if (line.size() == 7 && std::string("NSEW").find(line[0]) != std::string::npos && line[1] == ' ') ++rows;
  EXPECT_EQ(rows, 40u) << r.out;
}

TEST(SolveCli, HelpNamesTheVulnerabilityRule) {
  const SolveRun r = run("--help");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("Vulnerable tag, else None"), std::string::npos) << r.out;
}

TEST(SolveCli, UnknownOptionIsAUsageError) {
  const SolveRun r = run("--frobnicate");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--frobnicate"), std::string::npos);
}

}  // namespace
