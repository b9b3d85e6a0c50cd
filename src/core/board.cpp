#include "core/board.h"

namespace tenace {

BoardConditions board_conditions(int board_number) {
  using V = Vulnerability;
  // Vulnerability of boards 1..16 (RULES.md §1.1).
  static constexpr V cycle[16] = {V::None, V::NorthSouth, V::EastWest, V::Both,
                                  V::NorthSouth, V::EastWest, V::Both, V::None,
                                  V::EastWest, V::Both, V::None, V::NorthSouth,
                                  V::Both, V::None, V::NorthSouth, V::EastWest};
  const int i = ((board_number - 1) % 16 + 16) % 16;
  return {static_cast<Seat>(i % 4), cycle[i]};
}

}  // namespace tenace
