#pragma once
// Conversions between tenace's types and libdds's, for the tests that use
// libdds as a live oracle (only tests with "oracle" or "_dds_" in their name
// link libdds). libdds orders strains S, H, D, C, NT and numbers
// vulnerability 0 None, 1 Both, 2 NS, 3 EW.
#include <dds/dll.h>

#include <cstring>
#include <string>

#include "core/deal.h"
#include "core/seat.h"
#include "solver/dd_table.h"

namespace tenace::testing {

inline constexpr Strain kDdsStrainOrder[] = {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs,
                                             Strain::NoTrump};

inline int dds_vulnerability(Vulnerability v) {
  constexpr int kToDds[] = {0, 2, 3, 1};  // None, NS, EW, Both
  return kToDds[static_cast<int>(v)];
}

inline ddTableResults to_dds(const DDTable& table) {
  ddTableResults dds{};
  for (int s = 0; s < 5; ++s)
    for (int h = 0; h < 4; ++h) dds.resTable[s][h] = table.at(kDdsStrainOrder[s], static_cast<Seat>(h));
  return dds;
}

inline DDTable from_dds(const ddTableResults& dds) {
  DDTable table;
  for (int s = 0; s < 5; ++s)
    for (int h = 0; h < 4; ++h) table.at(kDdsStrainOrder[s], static_cast<Seat>(h)) = dds.resTable[s][h];
  return table;
}

// Suits S, H, D, C; bit r of a holding stands for rank r (2..14), as in Hand.
inline ddTableDeal to_dds(const Deal& deal) {
  ddTableDeal dds{};
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s) dds.cards[h][s] = deal[static_cast<Seat>(h)].ranks(kSuitsHighFirst[s]);
  return dds;
}

inline std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// libdds Par as the four quoted fields of a DDS PAR line.
inline std::string libdds_par_fields(const DDTable& table, Vulnerability vul) {
  ddTableResults dds = to_dds(table);
  parResults par{};
  Par(&dds, &par, dds_vulnerability(vul));
  return quoted(par.parScore[0]) + " " + quoted(par.parScore[1]) + " " + quoted(par.parContractsString[0]) + " " +
         quoted(par.parContractsString[1]);
}

// libdds DealerPar as the quoted fields of a DDS PAR2 line; a passed-out
// deal is written "0" "pass" (libdds leaves the score unset then).
inline std::string libdds_par2_fields(const DDTable& table, Seat dealer, Vulnerability vul) {
  ddTableResults dds = to_dds(table);
  parResultsDealer par{};
  DealerPar(&dds, &par, index(dealer), dds_vulnerability(vul));
  if (par.number == 1 && std::strcmp(par.contracts[0], "pass") == 0) return quoted("0") + " " + quoted("pass");
  std::string text = quoted(std::to_string(par.score));
  for (int k = 0; k < par.number; ++k) text += " " + quoted(par.contracts[k]);
  return text;
}

}  // namespace tenace::testing
