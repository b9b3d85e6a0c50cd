#pragma once
// An exact double-dummy solver for two-card tricks (Nonsense: two hands,
// each trick one card from each, the leader's opponent must follow suit if
// able, the winner leads next). The four-hand Solver does not apply, and
// the game is small enough to solve exactly:
//  - cards are mapped to their strength within the suit under the rules
//    (high or low wins, ace high or low), so one search serves every order;
//  - a player's cards with no opponent card between them in a suit are
//    equivalent, so only one of each run is tried;
//  - alpha-beta at every card, with a transposition table at the start of
//    each trick keyed on the relative layout (who holds the 1st, 2nd ...
//    best card still out in each suit), the trump suit and the leader: what
//    the table learns is valid for any other deal reaching the same
//    relative layout, so it is kept from call to call.
// Precondition: no jokers (Nonsense is played with 52 cards).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/hand.h"
#include "core/trick_rules.h"
#include "solver/solver.h"

namespace tenace {

// A two-hand position: the cards each player still holds, who leads the
// trick in progress, and the card led to it if any (then the other player
// is to move).
struct TwoHandPosition {
  std::array<Hand, 2> hands;
  TrickRules rules;
  int leader = 0;
  std::optional<Card> lead;
  int to_move() const { return lead ? 1 - leader : leader; }
};

class TwoHandSolver {
 public:
  // `table_bits`: log2 of the number of transposition-table entries (16 bytes each).
  explicit TwoHandSolver(int table_bits = 20);

  // Tricks the player to move takes from here (current trick included).
  int max_tricks(const TwoHandPosition& position);
  // Every legal card of the player to move with the tricks that player then
  // takes (current trick included), in card id order.
  std::vector<CardResult> all_cards(const TwoHandPosition& position);

  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int8_t lower = 0;
    std::int8_t upper = 0;
  };
  int search(std::uint64_t first, std::uint64_t second, int leader, int alpha, int beta);
  int after_lead(std::uint64_t first, std::uint64_t second, int leader, std::uint64_t lead, int alpha, int beta);
  std::uint64_t key(std::uint64_t first, std::uint64_t second, int leader) const;

  std::vector<Entry> table_;
  std::uint64_t mask_;
  int trump_ = -1;  // suit index, -1 in no trump
  std::uint64_t nodes_ = 0;
};

// The solver of this thread, kept from call to call (its table stays valid).
TwoHandSolver& thread_two_hand_solver();

}  // namespace tenace
