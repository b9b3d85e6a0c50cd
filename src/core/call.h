#pragma once
// The 38 calls of contract bridge: 35 bids, Pass, Double and Redouble.
// A call is one byte: 0 Pass, 1 Double, 2 Redouble, 3 + 5*(level-1) + strain
// for bids, so bids compare in auction order by their index.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/strain.h"

namespace tenace {

class Call {
 public:
  static constexpr int kCount = 38;
  static constexpr Call pass() { return Call(0); }
  static constexpr Call double_() { return Call(1); }
  static constexpr Call redouble() { return Call(2); }
  static constexpr Call bid(int level, Strain strain) {
    return Call(static_cast<std::uint8_t>(3 + 5 * (level - 1) + static_cast<int>(strain)));
  }
  static constexpr Call from_index(int i) { return Call(static_cast<std::uint8_t>(i)); }

  constexpr int index() const { return code_; }
  constexpr bool is_pass() const { return code_ == 0; }
  constexpr bool is_double() const { return code_ == 1; }
  constexpr bool is_redouble() const { return code_ == 2; }
  constexpr bool is_bid() const { return code_ >= 3; }
  constexpr int level() const { return (code_ - 3) / 5 + 1; }                       // bids only
  constexpr Strain strain() const { return static_cast<Strain>((code_ - 3) % 5); }  // bids only

  // "Pass", "X", "XX", "1C" ... "7NT".
  std::string to_string() const;
  // Accepts the forms above and the PBN/LIN spellings "pass",
  // "p", "d"/"dbl"/"double", "r"/"rdbl"/"redouble", "1N", "1NT" (any case).
  static std::optional<Call> parse(std::string_view text);

  friend constexpr bool operator==(Call, Call) = default;

 private:
  constexpr explicit Call(std::uint8_t code) : code_(code) {}
  std::uint8_t code_;
};

}  // namespace tenace
