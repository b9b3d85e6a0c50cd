#pragma once
// The search engine: a null-window alpha-beta over single cards that answers
// "can this side take at least n more tricks?", and an MTD-style driver that
// asks that question for successive n until the value is pinned down. It
// works on the solver's internal layout (card_codec.h) and owns no memory
// besides the trick stack; the transposition table is lent by the Solver.
//
// At each trick boundary it consults, in order: the target against the tricks
// left, the transposition table's bounds, then the quick-tricks,
// trump-winners and later-tricks bounds (not stored: they are recomputed
// faster than a table probe). After the lead, the second hand's
// side may be shown to win the trick and enough tricks after it
// (second_hand_tricks.h) before any card is generated.
//
// Winning-rank backup: every answer comes with the set of cards whose rank
// it depended on -- a card that won a trick in which another card of its suit
// was played, the top cards behind a quick-tricks bound, the top cards a
// table entry covered. A proved OR node keeps the set of its proving child, a
// refuted one the union over all children (likewise for AND nodes). At a
// trick boundary the set becomes the table entry's mask, so the entry holds
// for every position that differs only in the cards below it. Moves
// are one card per equivalence run (equivalent_cards.h), ordered by
// move_ordering.h, skipping small cards that cannot do better than one
// already tried (small_card_pruning.h); a refuted node also keeps the bottom of every tried run
// that straddles its threshold (straddling_run_bottoms), or the entry would
// cover positions where that run splits into new choices. The last trick is settled without recursion.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "solver/search_types.h"
#include "solver/transposition_table.h"

namespace tenace::solver_detail {

// When a search gives up (SolveStopped): the caller's stop flag is set
// (SolverOptions::stop) or the deadline has passed (Solver::set_deadline).
// Both are looked at every few thousand nodes only.
struct StopWhen {
  const std::atomic<bool>* flag = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline;
  bool armed() const { return flag || deadline; }
  bool due() const {
    return (flag && flag->load(std::memory_order_relaxed)) ||
           (deadline && std::chrono::steady_clock::now() >= *deadline);
  }
};

class Engine {
 public:
  Engine(TranspositionTable& table, StopWhen stop) : table_(table), stop_(stop), stop_armed_(stop.armed()) {
    for (std::uint8_t& k : killer_leads_) k = 255;
  }

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
  // `relevant` receives the cards whose rank the answer depends on.
  bool search(int need, std::uint64_t& relevant);
  bool last_trick(int need, std::uint64_t& relevant);
  void generate(int seat, MoveList& list, int best_lead) const;

  // Every kStopCheckNodes nodes, throws SolveStopped if stop_ is due.
  void check_stop();

  TranspositionTable& table_;
  StopWhen stop_;
  bool stop_armed_ = false;
  std::uint32_t until_stop_check_ = 0;
  std::uint64_t hands_[4] = {};
  // Every hand's length in every suit, kept up to date as cards are played
  // (PositionShape::lengths layout, see length_shift()).
  std::uint64_t lengths_ = 0;
  int trump_ = 4;
  int max_side_ = 0;
  int depth_ = 0;  // index of the current trick in tricks_
  TrickState tricks_[20];
  // Per hand size, the lead that last proved a cutoff (255: none). Tried
  // early at the next lead with as many cards (see generate()).
  std::uint8_t killer_leads_[16];
  std::uint64_t nodes_ = 0;
};

}  // namespace tenace::solver_detail
