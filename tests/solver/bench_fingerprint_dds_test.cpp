// `tenace bench`'s results hash must be the hash of the true tables, which
// this test takes from libdds on the same deals. (A different node count is
// fine -- that is what changes when the search changes -- a different hash
// is a wrong answer.)
#include <dds/dll.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "solver/bench.h"

namespace tenace {
namespace {

DDTable dds_table(const Deal& deal) {
  ddTableDeal in{};
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s) in.cards[h][s] = deal[static_cast<Seat>(h)].ranks(static_cast<Suit>(3 - s));
  ddTableResults res{};
  EXPECT_EQ(CalcDDtable(in, &res), RETURN_NO_FAULT);
  DDTable t;
  for (int s = 0; s < 5; ++s)
    for (int h = 0; h < 4; ++h)
      t.at(s == 4 ? Strain::NoTrump : strain_of(static_cast<Suit>(3 - s)), static_cast<Seat>(h)) = res.resTable[s][h];
  return t;
}

// `tenace bench --deals 1` keeps the default run short: the same code as the
// full set, on its first deal. The command's hash must be libdds's.
TEST(BenchFingerprint, CommandHashMatchesLibdds) {
  SetMaxThreads(1);
  std::vector<DDTable> expected;
  for (const Deal& d : bench_deals(1)) expected.push_back(dds_table(d));
  char want[32];
  std::snprintf(want, sizeof want, "results hash: %016llx", static_cast<unsigned long long>(results_hash(expected)));
  const std::string command = std::string(TENACE_BINARY) + " bench --deals 1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  ASSERT_TRUE(pipe);
  std::string output;
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe.get())) output += buffer;
  EXPECT_NE(output.find(want), std::string::npos) << output;
  EXPECT_NE(output.find("nodes: "), std::string::npos) << output;
  EXPECT_NE(output.find("deals: 1"), std::string::npos) << output;
}

TEST(BenchFingerprint, HashSeesEveryValue) {
  std::vector<DDTable> tables(2);
  const std::uint64_t base = results_hash(tables);
  tables[1].at(Strain::NoTrump, Seat::West) = 1;
  EXPECT_NE(results_hash(tables), base);
}

}  // namespace
}  // namespace tenace
