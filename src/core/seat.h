#pragma once
// Seats, sides and vulnerability. Seats go clockwise North, East, South, West;
// the next seat to call or play is always the one on the left.
#include <cstdint>
#include <optional>
#include <string_view>

namespace tenace {

enum class Seat : std::uint8_t { North = 0, East = 1, South = 2, West = 3 };
inline constexpr Seat kAllSeats[] = {Seat::North, Seat::East, Seat::South, Seat::West};

enum class Side : std::uint8_t { NorthSouth = 0, EastWest = 1 };

constexpr Seat next(Seat s, int steps = 1) {
  return static_cast<Seat>((static_cast<int>(s) + steps) % 4);
}
constexpr Seat partner(Seat s) { return next(s, 2); }
constexpr Seat left_hand_opponent(Seat s) { return next(s, 1); }
constexpr Side side_of(Seat s) { return static_cast<Side>(static_cast<int>(s) & 1); }
constexpr Side other(Side s) { return static_cast<Side>(1 - static_cast<int>(s)); }
constexpr int index(Seat s) { return static_cast<int>(s); }
constexpr int index(Side s) { return static_cast<int>(s); }

char seat_char(Seat s);                               // 'N' 'E' 'S' 'W'
std::optional<Seat> seat_from_char(char c);           // either case
std::string_view seat_name(Seat s);                   // "North" ...
std::string_view side_name(Side s);                   // "NS" / "EW"

enum class Vulnerability : std::uint8_t { None = 0, NorthSouth = 1, EastWest = 2, Both = 3 };

constexpr bool is_vulnerable(Vulnerability v, Side side) {
  return v == Vulnerability::Both ||
         (side == Side::NorthSouth ? v == Vulnerability::NorthSouth : v == Vulnerability::EastWest);
}
constexpr bool is_vulnerable(Vulnerability v, Seat seat) { return is_vulnerable(v, side_of(seat)); }

// PBN spelling: "None", "NS", "EW", "All".
std::string_view vulnerability_name(Vulnerability v);
// Accepts the PBN names plus the common aliases "Both", "Love", "-", and
// "Neither" (case-insensitive).
std::optional<Vulnerability> parse_vulnerability(std::string_view text);

}  // namespace tenace
