#pragma once
// The contract an auction ends in: level, strain, doubled state, declarer.
// A passed-out board has no contract (std::optional<Contract> is empty).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/seat.h"
#include "core/strain.h"

namespace tenace {

enum class Doubling : std::uint8_t { Undoubled = 0, Doubled = 1, Redoubled = 2 };

struct Contract {
  int level = 1;  // 1..7
  Strain strain = Strain::Clubs;
  Doubling doubling = Doubling::Undoubled;
  Seat declarer = Seat::North;

  // Tricks declarer must take to make it: 6 + level.
  int tricks_needed() const { return 6 + level; }
  // "4HX", "3NT", "7SXX" (without the declarer).
  std::string to_string() const;
  friend bool operator==(const Contract&, const Contract&) = default;
};

// Parses "4HX", "3NT", "7SXX", "1N" (any case) into a contract with the given
// declarer. "Pass" is not a contract: callers handle it.
Result<Contract> parse_contract(std::string_view text, Seat declarer = Seat::North);

}  // namespace tenace
