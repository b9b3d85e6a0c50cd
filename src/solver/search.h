#pragma once
// The search engine: a null-window alpha-beta over single cards that answers
// "can this side take at least n more tricks?", and an MTD-style driver that
// asks that question for successive n until the value is pinned down. It
// works on the solver's internal layout (card_codec.h) and owns no memory
// besides the trick stack; the transposition table is lent by the Solver.
//
// At each trick boundary it consults, in order: the target against the tricks
// left, the transposition table's bounds, and the quick-tricks bound. Moves
// are one card per equivalence run (equivalent_cards.h), ordered by
// move_ordering.h. The last trick is settled without recursion.
#include <cstdint>

#include "solver/search_types.h"
#include "solver/transposition_table.h"

namespace tenace::solver_detail {

class Engine {
 public:
  explicit Engine(TranspositionTable& table) : table_(table) {}

  // hands: internal layout; trick: the cards already played to the current
  // trick (count 0..3) led by `leader`.
  void setup(const std::uint64_t hands[4], int trump, int leader, const std::uint8_t* trick, int count);

  int seat_to_move() const { return (tricks_[depth_].leader + tricks_[depth_].count) & 3; }
  // Tricks still to be decided, the current one included.
  int tricks_left() const;
  std::uint64_t hand(int seat) const { return hands_[seat]; }
  // Every card in a hand or on the table.
  std::uint64_t in_play() const;
  std::uint64_t legal_moves() const;

  // Plays a card for the seat to move; returns the seat that won the trick
  // if this card completed it, else -1.
  int play(int code);

  // Tricks `side` takes from here with best play; `guess` seeds the search.
  int solve(int side, int guess);
  // Can `side` take at least `need` tricks from here?
  bool can_take(int side, int need);

  std::uint64_t nodes() const { return nodes_; }

 private:
  bool search(int need);
  bool last_trick(int need);
  void generate(int seat, MoveList& list, int best_lead) const;

  TranspositionTable& table_;
  std::uint64_t hands_[4] = {};
  int trump_ = 4;
  int max_side_ = 0;
  int depth_ = 0;  // index of the current trick in tricks_
  TrickState tricks_[20];
  std::uint64_t nodes_ = 0;
};

}  // namespace tenace::solver_detail
