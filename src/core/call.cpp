#include "core/call.h"

#include <algorithm>
#include <cctype>

namespace tenace {

std::string Call::to_string() const {
  if (is_pass()) return "Pass";
  if (is_double()) return "X";
  if (is_redouble()) return "XX";
  return std::to_string(level()) + std::string(strain_name(strain()));
}

std::optional<Call> Call::parse(std::string_view text) {
  std::string t(text);
  std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  if (t == "PASS" || t == "P") return pass();
  if (t == "X" || t == "D" || t == "DBL" || t == "DOUBLE") return double_();
  if (t == "XX" || t == "R" || t == "RDBL" || t == "REDOUBLE") return redouble();
  if (t.size() >= 2 && t[0] >= '1' && t[0] <= '7') {
    if (auto strain = parse_strain(std::string_view(t).substr(1))) return bid(t[0] - '0', *strain);
  }
  return std::nullopt;
}

}  // namespace tenace
