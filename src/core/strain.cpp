#include "core/strain.h"

namespace tenace {

std::string_view strain_name(Strain s) {
  static constexpr std::string_view names[] = {"C", "D", "H", "S", "NT"};
  return names[static_cast<int>(s)];
}

std::optional<Strain> parse_strain(std::string_view text) {
  if (text.size() == 1) {
    if (text[0] == 'N' || text[0] == 'n') return Strain::NoTrump;
    if (auto suit = suit_from_char(text[0])) return strain_of(*suit);
    return std::nullopt;
  }
  if (text.size() == 2 && (text[0] == 'N' || text[0] == 'n') && (text[1] == 'T' || text[1] == 't'))
    return Strain::NoTrump;
  return std::nullopt;
}

}  // namespace tenace
