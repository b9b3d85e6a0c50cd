#include "bots/fit_judgement.h"

namespace tenace {

std::array<bool, 4> partner_side_suits(const dealer::HandConstraints& partner, Suit trump) {
  std::array<bool, 4> side{};
  for (Suit s : kAllSuits) side[static_cast<int>(s)] = s != trump && partner.length_of(s).min >= 3;
  return side;
}

}  // namespace tenace
