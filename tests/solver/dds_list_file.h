#pragma once
// Reads the DDS test files (../shared/data/dds/list*.txt, largest.txt,
// thomas*.txt): one record per deal with the expected answers of DDS. Used
// by the golden tests and the benchmark.
//   PBN dealer vul trump first "deal"   (DDS suits/strains: 0=S 1=H 2=D 3=C 4=NT)
//   FUT n suit[n] rank[n] equals[n] score[n]  (all cards of `first`, on lead)
//   TABLE 20 values: strains S,H,D,C,NT x declarers N,E,S,W
//   PLAY n "cards", TRACE n values (declarer's tricks before and after each card)
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/deal.h"
#include "core/strain.h"
#include "solver/dd_table.h"

namespace tenace::testing_data {

struct DdsRecord {
  Deal deal;
  Strain strain = Strain::NoTrump;
  Seat first = Seat::North;
  std::map<int, int> future;  // card id -> tricks for the leader's side
  bool has_table = false;
  DDTable table;
  std::vector<Card> play;
  std::vector<int> trace;
};

inline Suit dds_suit(int s) { return static_cast<Suit>(3 - s); }
inline Strain dds_strain(int s) { return s == 4 ? Strain::NoTrump : strain_of(dds_suit(s)); }

inline std::vector<DdsRecord> read_dds_file(const std::string& path) {
  std::vector<DdsRecord> records;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string tag;
    words >> tag;
    if (tag == "PBN") {
      int dealer, vul, trump, first;
      words >> dealer >> vul >> trump >> first;
      std::string rest;
      std::getline(words, rest);
      const auto open = rest.find('"'), close = rest.rfind('"');
      DdsRecord r;
      r.deal = *Deal::from_pbn(rest.substr(open + 1, close - open - 1));
      r.strain = dds_strain(trump);
      r.first = static_cast<Seat>(first);
      records.push_back(r);
    } else if (records.empty()) {
      continue;
    } else if (tag == "FUT") {
      int n;
      words >> n;
      std::vector<int> v(4 * n);
      for (int& x : v) words >> x;
      for (int i = 0; i < n; ++i) {
        const Suit suit = dds_suit(v[i]);
        records.back().future[Card(suit, static_cast<Rank>(v[n + i])).id()] = v[3 * n + i];
        for (int rank = 2; rank <= 14; ++rank)
          if (v[2 * n + i] & (1 << rank)) records.back().future[Card(suit, static_cast<Rank>(rank)).id()] = v[3 * n + i];
      }
    } else if (tag == "TABLE") {
      DdsRecord& r = records.back();
      r.has_table = true;
      for (int s = 0; s < 5; ++s)
        for (int h = 0; h < 4; ++h) words >> r.table.at(dds_strain(s), static_cast<Seat>(h));
    } else if (tag == "PLAY") {
      int n;
      std::string cards;
      words >> n >> cards;
      cards = cards.substr(1, cards.size() - 2);
      for (std::size_t i = 0; i + 1 < cards.size(); i += 2) records.back().play.push_back(*Card::parse(cards.substr(i, 2)));
    } else if (tag == "TRACE") {
      int n;
      words >> n;
      records.back().trace.resize(n);
      for (int& x : records.back().trace) words >> x;
    }
  }
  return records;
}

inline std::string dds_path(const std::string& name) { return std::string(TENACE_SHARED_DATA) + "/dds/" + name; }

}  // namespace tenace::testing_data
