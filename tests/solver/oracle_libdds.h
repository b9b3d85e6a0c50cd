#pragma once
// Conversions between tenace's types and libdds's, for the tests that use
// libdds as a live oracle (only tests with "oracle" or "_dds_" in their name
// link libdds). libdds orders strains S, H, D, C, NT and numbers
// vulnerability 0 None, 1 Both, 2 NS, 3 EW.
#include <dds/dll.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/deal.h"
#include "core/seat.h"
#include "solver/dd_table.h"
#include "solver/solver.h"

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

// libdds SolveBoard (solutions=3) on a position, as Solver::all_cards gives
// it: every legal card (equal cards listed one by one) with its tricks, in
// card order. Throws when libdds reports an error.
inline std::vector<CardResult> libdds_all_cards(const Position& p) {
  deal d{};
  const auto trump = trump_suit(p.strain);
  d.trump = trump ? 3 - static_cast<int>(*trump) : 4;
  d.first = index(p.leader);
  for (std::size_t i = 0; i < p.trick_so_far.size(); ++i) {
    d.currentTrickSuit[i] = 3 - static_cast<int>(p.trick_so_far[i].suit());
    d.currentTrickRank[i] = static_cast<int>(p.trick_so_far[i].rank());
  }
  const ddTableDeal cards = to_dds(p.hands);
  std::copy(&cards.cards[0][0], &cards.cards[0][0] + 16, &d.remainCards[0][0]);
  futureTricks fut{};
  if (const int status = SolveBoard(d, -1, 3, 1, &fut, 0); status != 1)
    throw std::runtime_error("libdds SolveBoard failed with status " + std::to_string(status));
  std::vector<CardResult> out;
  for (int i = 0; i < fut.cards; ++i) {
    const Suit s = kSuitsHighFirst[fut.suit[i]];
    out.push_back({Card(s, static_cast<Rank>(fut.rank[i])), fut.score[i]});
    for (int r = 2; r <= 14; ++r)
      if (fut.equals[i] & (1 << r)) out.push_back({Card(s, static_cast<Rank>(r)), fut.score[i]});
  }
  std::sort(out.begin(), out.end(), [](const CardResult& a, const CardResult& b) { return a.card < b.card; });
  return out;
}

}  // namespace tenace::testing
