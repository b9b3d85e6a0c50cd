#include "core/seat.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace tenace {

char seat_char(Seat s) { return "NESW"[index(s)]; }

std::optional<Seat> seat_from_char(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'N': return Seat::North;
    case 'E': return Seat::East;
    case 'S': return Seat::South;
    case 'W': return Seat::West;
    default: return std::nullopt;
  }
}

std::string_view seat_name(Seat s) {
  static constexpr std::string_view names[] = {"North", "East", "South", "West"};
  return names[index(s)];
}

std::string_view side_name(Side s) { return s == Side::NorthSouth ? "NS" : "EW"; }

std::string_view vulnerability_name(Vulnerability v) {
  static constexpr std::string_view names[] = {"None", "NS", "EW", "All"};
  return names[static_cast<int>(v)];
}

std::optional<Vulnerability> parse_vulnerability(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "none" || lower == "love" || lower == "-" || lower == "neither") return Vulnerability::None;
  if (lower == "ns") return Vulnerability::NorthSouth;
  if (lower == "ew") return Vulnerability::EastWest;
  if (lower == "all" || lower == "both") return Vulnerability::Both;
  return std::nullopt;
}

}  // namespace tenace
