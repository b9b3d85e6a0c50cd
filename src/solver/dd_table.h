#pragma once
// The double-dummy table: the tricks each of the four declarers takes in each
// of the five strains with best play by both sides. It is what the solver
// produces and what par, the CLI and the formats consume.
#include <array>

#include "core/seat.h"
#include "core/strain.h"

namespace tenace {

struct DDTable {
  // tricks[strain][declarer], strains in the order C D H S NT, declarers N E S W.
  std::array<std::array<int, 4>, 5> tricks{};

  int at(Strain strain, Seat declarer) const { return tricks[static_cast<int>(strain)][index(declarer)]; }
  int& at(Strain strain, Seat declarer) { return tricks[static_cast<int>(strain)][index(declarer)]; }
  friend bool operator==(const DDTable&, const DDTable&) = default;
};

}  // namespace tenace
