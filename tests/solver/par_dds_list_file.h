#pragma once
// Reads DDS's golden list files (../shared/data/dds/list*.txt): per deal a
// "PBN dealer vul trump first "deal"" line followed by FUT, TABLE, PAR, PAR2,
// PLAY and TRACE lines. Only what the par tests need is kept. DDS numbers
// vulnerability 0 None, 1 Both, 2 NS, 3 EW, and orders TABLE as strains
// S, H, D, C, NT each with declarers N, E, S, W.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/seat.h"
#include "solver/dd_table.h"

namespace tenace::testing {

struct DdsListDeal {
  int line = 0;  // of the PBN line
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  std::string deal;
  DDTable table;
  bool has_table = false;
  std::string par;   // the text after "PAR ", trailing blanks removed
  std::string par2;  // the text after "PAR2 "
};

inline Vulnerability vulnerability_from_dds(int code) {
  constexpr Vulnerability kFromDds[] = {Vulnerability::None, Vulnerability::Both, Vulnerability::NorthSouth,
                                        Vulnerability::EastWest};
  return kFromDds[code & 3];
}

inline int vulnerability_to_dds(Vulnerability v) {
  constexpr int kToDds[] = {0, 2, 3, 1};  // None, NS, EW, Both
  return kToDds[static_cast<int>(v)];
}

// DDS's 20 table numbers (strains S, H, D, C, NT × N, E, S, W) as a DDTable.
inline DDTable table_from_dds_order(const int (&dds)[20]) {
  constexpr Strain kDdsStrains[] = {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::NoTrump};
  DDTable table;
  for (int s = 0; s < 5; ++s)
    for (int h = 0; h < 4; ++h) table.at(kDdsStrains[s], static_cast<Seat>(h)) = dds[s * 4 + h];
  return table;
}

inline std::string trim_right(std::string text) {
  while (!text.empty() && (text.back() == ' ' || text.back() == '\r' || text.back() == '\n')) text.pop_back();
  return text;
}

inline std::vector<DdsListDeal> read_dds_list_file(const std::string& path) {
  std::ifstream in(path);
  std::vector<DdsListDeal> deals;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    std::istringstream fields(line);
    std::string keyword;
    fields >> keyword;
    if (keyword == "PBN") {
      DdsListDeal deal;
      int dealer = 0, vul = 0;
      fields >> dealer >> vul;
      deal.line = number;
      deal.dealer = static_cast<Seat>(dealer & 3);
      deal.vulnerability = vulnerability_from_dds(vul);
      const auto open = line.find('"');
      const auto close = line.rfind('"');
      if (open != std::string::npos && close > open) deal.deal = line.substr(open + 1, close - open - 1);
      deals.push_back(deal);
    } else if (deals.empty()) {
      continue;
    } else if (keyword == "TABLE") {
      int dds[20];
      for (int& v : dds) fields >> v;
      deals.back().table = table_from_dds_order(dds);
      deals.back().has_table = static_cast<bool>(fields);
    } else if (keyword == "PAR") {
      deals.back().par = trim_right(line.substr(4));
    } else if (keyword == "PAR2") {
      deals.back().par2 = trim_right(line.substr(5));
    }
  }
  return deals;
}

}  // namespace tenace::testing
