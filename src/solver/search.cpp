#include "solver/search.h"

// The hot loop wants popcnt/pext/lzcnt; see docs/performance.md.
#pragma GCC target("popcnt,bmi,bmi2,lzcnt")

#include "solver/equivalent_cards.h"
#include "solver/move_ordering.h"
#include "solver/quick_tricks.h"
#include "solver/relative_key.h"

namespace tenace::solver_detail {

void Engine::setup(const std::uint64_t hands[4], int trump, int leader, const std::uint8_t* trick, int count) {
  for (int i = 0; i < 4; ++i) hands_[i] = hands[i];
  trump_ = trump;
  depth_ = 0;
  tricks_[0] = TrickState{};
  tricks_[0].leader = static_cast<std::int8_t>(leader);
  // Replay the trick so far with the cards put back in their hands first.
  for (int i = 0; i < count; ++i) hands_[(leader + i) & 3] |= bit_of(trick[i]);
  for (int i = 0; i < count; ++i) play(trick[i]);
}

int Engine::tricks_left() const {
  const TrickState& t = tricks_[depth_];
  return __builtin_popcountll(hands_[t.leader]) + (t.count > 0 ? 1 : 0);
}

std::uint64_t Engine::in_play() const {
  return hands_[0] | hands_[1] | hands_[2] | hands_[3] | tricks_[depth_].table;
}

std::uint64_t Engine::legal_moves() const {
  const TrickState& t = tricks_[depth_];
  const std::uint64_t hand = hands_[seat_to_move()];
  if (t.count == 0) return hand;
  const std::uint64_t follow = hand & suit_mask(t.lead_suit());
  return follow ? follow : hand;
}

int Engine::play(int code) {
  TrickState& t = tricks_[depth_];
  const int seat = (t.leader + t.count) & 3;
  hands_[seat] &= ~bit_of(code);
  t.table |= bit_of(code);
  t.cards[t.count] = static_cast<std::uint8_t>(code);
  if (t.count == 0 || (suit_of(code) == suit_of(t.win_code) ? code > t.win_code : suit_of(code) == trump_)) {
    t.winner = static_cast<std::int8_t>(seat);
    t.win_code = static_cast<std::uint8_t>(code);
  }
  if (++t.count < 4) return -1;
  const int winner = t.winner;
  tricks_[0] = TrickState{};
  tricks_[0].leader = static_cast<std::int8_t>(winner);
  depth_ = 0;
  return winner;
}

bool Engine::can_take(int side, int need) {
  max_side_ = side;
  return search(need);
}

int Engine::solve(int side, int guess) {
  int lower = 0, upper = tricks_left();
  int target = guess;
  while (lower < upper) {
    if (target <= lower) target = lower + 1;
    if (target > upper) target = upper;
    if (can_take(side, target)) {
      lower = target;
      target = target + 1;
    } else {
      upper = target - 1;
      target = target - 1;
    }
  }
  return lower;
}

void Engine::generate(int seat, MoveList& list, int best_lead) const {
  const TrickState& t = tricks_[depth_];
  const std::uint64_t hand = hands_[seat];
  std::uint64_t legal = hand;
  if (t.count > 0) {
    const std::uint64_t follow = hand & suit_mask(t.lead_suit());
    if (follow) legal = follow;
  }
  const std::uint64_t all = hands_[0] | hands_[1] | hands_[2] | hands_[3] | t.table;
  std::uint64_t moves = run_representatives(hand, all) & legal;
  list.size = 0;
  while (moves) {
    const int code = __builtin_ctzll(moves);
    moves &= moves - 1;
    Move& m = list.moves[list.size++];
    m.code = static_cast<std::uint8_t>(code);
    m.score = static_cast<std::int16_t>(t.count == 0 ? lead_score(hands_, trump_, seat, code)
                                                     : follow_score(hands_, trump_, t, seat, code));
  }
  if (best_lead != 255) {
    // The stored lead is "suit, and how many cards in play rank above it".
    const int s = best_lead >> 4, above = best_lead & 15;
    std::uint32_t cards = static_cast<std::uint32_t>((all >> (16 * s)) & kSuitBits);
    for (int i = 0; i < above && cards; ++i) cards &= ~(1u << highest_bit(cards));
    if (cards) {
      const std::uint64_t card = bit_of(s * 16 + highest_bit(cards));
      const std::uint64_t run = equivalent_run(hand, all, card);
      for (int i = 0; i < list.size; ++i)
        if (run & bit_of(list.moves[i].code)) list.moves[i].score = 30000;
    }
  }
  sort_moves(list);
}

bool Engine::last_trick(int need) {
  ++nodes_;
  const int leader = tricks_[depth_].leader;
  int win_code = __builtin_ctzll(hands_[leader]);
  int winner = leader;
  for (int i = 1; i < 4; ++i) {
    const int seat = (leader + i) & 3;
    const int code = __builtin_ctzll(hands_[seat]);
    if (suit_of(code) == suit_of(win_code) ? code > win_code : suit_of(code) == trump_) {
      win_code = code;
      winner = seat;
    }
  }
  return (side_of_seat(winner) == max_side_) >= need;
}

bool Engine::search(int need) {
  TrickState& t = tricks_[depth_];
  const int seat = (t.leader + t.count) & 3;
  const bool maximizing = side_of_seat(seat) == max_side_;
  PositionKey key;
  int left = 0;
  int best_lead = 255;
  if (t.count == 0) {
    left = __builtin_popcountll(hands_[seat]);
    if (need <= 0) return true;
    if (need > left) return false;
    if (left == 1) return last_trick(need);
    ++nodes_;
    key = relative_key(hands_, seat, trump_);
    if (const TableEntry* e = table_.find(key)) {
      // Bounds are for the leader's side; turn them into bounds for ours.
      const int lower = maximizing ? e->lower : left - e->upper;
      const int upper = maximizing ? e->upper : left - e->lower;
      if (lower >= need) return true;
      if (upper < need) return false;
      best_lead = e->best_lead;
    }
    const int quick = quick_tricks(hands_, seat, trump_);
    if (maximizing ? quick >= need : left - quick < need) {
      // The quick tricks are a lower bound for the leader's side.
      table_.store(key, left, quick, left, 255);
      return maximizing;
    }
  } else {
    ++nodes_;
  }

  MoveList list;
  generate(seat, list, best_lead);
  const TrickState saved = t;
  const std::uint64_t saved_hand = hands_[seat];
  bool result = !maximizing;
  int best_code = -1;
  for (int i = 0; i < list.size; ++i) {
    const int code = list.moves[i].code;
    hands_[seat] = saved_hand & ~bit_of(code);
    t.table = saved.table | bit_of(code);
    t.cards[t.count] = static_cast<std::uint8_t>(code);
    if (t.count == 0 || (suit_of(code) == suit_of(t.win_code) ? code > t.win_code : suit_of(code) == trump_)) {
      t.winner = static_cast<std::int8_t>(seat);
      t.win_code = static_cast<std::uint8_t>(code);
    }
    bool r;
    if (t.count == 3) {
      const int winner = t.winner;
      TrickState& next_trick = tricks_[depth_ + 1];
      next_trick = TrickState{};
      next_trick.leader = static_cast<std::int8_t>(winner);
      ++depth_;
      r = search(need - (side_of_seat(winner) == max_side_ ? 1 : 0));
      --depth_;
    } else {
      ++t.count;
      r = search(need);
      --t.count;
    }
    t = saved;
    if (r == maximizing) {
      result = r;
      best_code = code;
      break;
    }
  }
  hands_[seat] = saved_hand;

  if (t.count == 0) {
    int lead = 255;
    if (best_code >= 0) {
      const int s = suit_of(best_code);
      const std::uint64_t above = (hands_[0] | hands_[1] | hands_[2] | hands_[3]) & suit_mask(s) &
                                  ~((bit_of(best_code) << 1) - 1);
      lead = s * 16 + __builtin_popcountll(above);
    }
    // Our side reached `need` (or failed to): a bound for the leader's side.
    int lower = 0, upper = left;
    if (result) {
      if (maximizing) lower = need; else upper = left - need;
    } else {
      if (maximizing) upper = need - 1; else lower = left - need + 1;
    }
    table_.store(key, left, lower, upper, lead);
  }
  return result;
}

}  // namespace tenace::solver_detail
