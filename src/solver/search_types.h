#pragma once
// Small value types shared by the search and its heuristics: a move list
// that lives on the stack, and the state of the trick being played.
#include <cstdint>

namespace tenace::solver_detail {

struct Move {
  std::uint8_t code;  // suit * 16 + strength bit (left uninitialised: a list lives on every node's stack)
  std::int32_t score;
};

// At most one card per equivalence run of a hand: 15 runs per suit at the
// very most, and a hand holds at most 15 distinct runs overall in practice;
// 64 is the hard bound (one per code) so no check is needed.
struct MoveList {
  Move moves[64];
  int size = 0;
  void add(int code) { moves[size++].code = static_cast<std::uint8_t>(code); }
};

struct TrickState {
  std::uint64_t table = 0;  // the cards played to this trick
  std::int8_t leader = 0;
  std::int8_t count = 0;    // cards played so far
  std::int8_t winner = 0;   // seat whose card is winning so far
  std::uint8_t win_code = 0;
  std::uint8_t cards[4] = {};
  int lead_suit() const { return cards[0] >> 4; }
};

inline int suit_of(int code) { return code >> 4; }
inline std::uint64_t bit_of(int code) { return std::uint64_t{1} << code; }
inline int side_of_seat(int seat) { return seat & 1; }

}  // namespace tenace::solver_detail
