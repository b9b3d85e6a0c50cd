#pragma once
// Reads tests/data/dds_random_1000.txt, libdds's answers for seeded random
// deals (written by tests/tools/dds_oracle.cpp; its header says the format).
#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/deal.h"
#include "core/seat.h"
#include "solver/dd_table.h"

namespace tenace::testing {

struct OracleDeal {
  int number = 0;  // board number, 1-based
  int line = 0;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  std::string pbn;
  DDTable table;
  // Indexed by Vulnerability (None, NS, EW, Both): the quoted fields of
  // libdds Par (sides par) and DealerPar with the board's dealer.
  std::array<std::string, 4> par;
  std::array<std::string, 4> par2;
};

struct OracleData {
  std::uint64_t seed = 0;
  std::vector<OracleDeal> deals;
};

inline std::string oracle_data_path() { return std::string(TENACE_TEST_DATA) + "/dds_random_1000.txt"; }

inline OracleData read_oracle_data(const std::string& path = oracle_data_path()) {
  OracleData data;
  std::ifstream in(path);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string keyword;
    fields >> keyword;
    if (keyword == "SEED") {
      fields >> data.seed;
    } else if (keyword == "DEAL") {
      OracleDeal deal;
      std::string dealer, vul;
      fields >> deal.number >> dealer >> vul;
      deal.line = number;
      deal.dealer = seat_from_char(dealer.empty() ? 'N' : dealer[0]).value_or(Seat::North);
      deal.vulnerability = parse_vulnerability(vul).value_or(Vulnerability::None);
      const auto open = line.find('"');
      deal.pbn = line.substr(open + 1, line.rfind('"') - open - 1);
      data.deals.push_back(deal);
    } else if (data.deals.empty()) {
      continue;
    } else if (keyword == "TABLE") {
      for (auto& row : data.deals.back().table.tricks)
        for (int& t : row) fields >> t;
    } else if (keyword == "PAR" || keyword == "PAR2") {
      std::string vul;
      fields >> vul;
      const auto v = parse_vulnerability(vul);
      if (!v) continue;
      std::string rest;
      std::getline(fields, rest);
      rest.erase(0, rest.find_first_not_of(' '));
      (keyword == "PAR" ? data.deals.back().par : data.deals.back().par2)[static_cast<int>(*v)] = rest;
    }
  }
  return data;
}

}  // namespace tenace::testing
