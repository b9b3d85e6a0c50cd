#include "bots/two_hand_solver.h"

#include <algorithm>
#include <bit>

namespace tenace {

namespace {

// Cards in "strength space": bit suit * 16 + (strength - 2), so a higher bit
// of a suit is a stronger card whatever the rank order.
int strength_bit(Card card, const TrickRules& rules) {
  return static_cast<int>(card.suit()) * 16 + rules.strength(card) - 2;
}

std::uint64_t to_strength_space(Hand hand, const TrickRules& rules) {
  std::uint64_t bits = 0;
  for (Card c : hand) bits |= std::uint64_t{1} << strength_bit(c, rules);
  return bits;
}

constexpr std::uint64_t suit_bits(int suit) { return std::uint64_t{0xFFFF} << (16 * suit); }
inline int suit_of_bit(std::uint64_t bit) { return std::countr_zero(bit) / 16; }

// One card per run: the lowest of each group of `mine` with no card of
// `theirs` between them in the suit (they all do the same).
std::uint64_t run_representatives(std::uint64_t mine, std::uint64_t theirs) {
  const std::uint64_t all = mine | theirs;
  std::uint64_t reps = 0;
  for (std::uint64_t rest = mine; rest; rest &= rest - 1) {
    const std::uint64_t bit = rest & -rest;
    const std::uint64_t below = all & (bit - 1) & suit_bits(suit_of_bit(bit));
    if (below == 0 || !(mine & (std::uint64_t{1} << (63 - std::countl_zero(below))))) reps |= bit;
  }
  return reps;
}

// Does the follower's card beat the lead?
inline bool follower_wins(std::uint64_t lead, std::uint64_t follow, int trump) {
  const int led = suit_of_bit(lead);
  const int followed = suit_of_bit(follow);
  if (followed == led) return follow > lead;
  return followed == trump;
}

inline std::size_t hash(std::uint64_t key) { return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 20); }

}  // namespace

TwoHandSolver::TwoHandSolver(int table_bits)
    : table_(std::size_t{1} << table_bits), mask_((std::uint64_t{1} << table_bits) - 1) {}

std::uint64_t TwoHandSolver::key(std::uint64_t first, std::uint64_t second, int leader) const {
  // Per suit: a leading 1, then one bit per card still out, weakest first,
  // set when the first player holds it (14 bits for up to 13 cards).
  std::uint64_t k = 0;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t all = ((first | second) >> (16 * s)) & 0xFFFF;
    const std::uint64_t mine = (first >> (16 * s)) & 0xFFFF;
    std::uint64_t pattern = 0;
    int j = 0;
    for (std::uint64_t rest = all; rest; rest &= rest - 1, ++j)
      if (mine & rest & -rest) pattern |= std::uint64_t{1} << j;
    k |= ((std::uint64_t{1} << j) | pattern) << (14 * s);
  }
  return k | (static_cast<std::uint64_t>(leader) << 56) | (static_cast<std::uint64_t>(trump_ + 1) << 57);
}

int TwoHandSolver::search(std::uint64_t first, std::uint64_t second, int leader, int alpha, int beta) {
  ++nodes_;
  const int left = std::popcount(first);
  if (left == 0) return 0;
  if (left == 1) {
    const std::uint64_t lead = leader == 0 ? first : second;
    const std::uint64_t follow = leader == 0 ? second : first;
    const int winner = follower_wins(lead, follow, trump_) ? 1 - leader : leader;
    return winner == 0 ? 1 : 0;
  }
  const std::uint64_t k = key(first, second, leader);
  Entry& entry = table_[hash(k) & mask_];
  // The value lies in [lower, upper]: 0..tricks left, or what the table knows.
  int lower = 0, upper = left;
  if (entry.key == k) {
    lower = entry.lower;
    upper = entry.upper;
  }
  // Narrowing the window must never empty it: answer from the bounds first.
  if (lower >= beta) return lower;
  if (upper <= alpha) return upper;
  if (lower == upper) return lower;
  alpha = std::max(alpha, lower);
  beta = std::min(beta, upper);
  const int window_alpha = alpha, window_beta = beta;

  const std::uint64_t mine = leader == 0 ? first : second;
  const std::uint64_t theirs = leader == 0 ? second : first;
  // Leads that win the trick for sure first (the top card of a suit,
  // when the opponent cannot trump it), then the rest from the top.
  const std::uint64_t reps = run_representatives(mine, theirs);
  std::array<std::uint64_t, 13> order{};
  int count = 0;
  for (int pass = 0; pass < 2; ++pass) {
    for (std::uint64_t rest = reps; rest;) {
      const std::uint64_t bit = std::uint64_t{1} << (63 - std::countl_zero(rest));
      rest &= ~bit;
      const int s = suit_of_bit(bit);
      const bool top = !(theirs & suit_bits(s) & ~(bit | (bit - 1)));
      const bool trumpable = s != trump_ && trump_ >= 0 && !(theirs & suit_bits(s)) && (theirs & suit_bits(trump_));
      const bool sure = top && !trumpable;
      if (sure == (pass == 0)) order[static_cast<std::size_t>(count++)] = bit;
    }
  }

  int best = leader == 0 ? -1 : left + 1;
  for (int i = 0; i < count; ++i) {
    const int v = after_lead(first, second, leader, order[static_cast<std::size_t>(i)], alpha, beta);
    if (leader == 0) {
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    } else {
      best = std::min(best, v);
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  if (best <= window_alpha)
    upper = best;
  else if (best >= window_beta)
    lower = best;
  else
    lower = upper = best;
  entry.key = k;
  entry.lower = static_cast<std::int8_t>(lower);
  entry.upper = static_cast<std::int8_t>(upper);
  return best;
}

int TwoHandSolver::after_lead(std::uint64_t first, std::uint64_t second, int leader, std::uint64_t lead, int alpha,
                              int beta) {
  ++nodes_;
  const int follower = 1 - leader;
  const std::uint64_t hand = follower == 0 ? first : second;
  const std::uint64_t leader_hand = leader == 0 ? first : second;
  const std::uint64_t same_suit = hand & suit_bits(suit_of_bit(lead));
  const std::uint64_t legal = same_suit ? same_suit : hand;
  const std::uint64_t reps = run_representatives(legal, leader_hand);
  // Cheapest winning card first, then the cheapest loser.
  std::array<std::uint64_t, 13> order{};
  int count = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (std::uint64_t rest = reps; rest; rest &= rest - 1) {
      const std::uint64_t bit = rest & -rest;
      if (follower_wins(lead, bit, trump_) == (pass == 0)) order[static_cast<std::size_t>(count++)] = bit;
    }
  int best = follower == 0 ? -1 : 14;
  for (int i = 0; i < count; ++i) {
    const std::uint64_t follow = order[static_cast<std::size_t>(i)];
    const int winner = follower_wins(lead, follow, trump_) ? follower : leader;
    const int won = winner == 0 ? 1 : 0;
    const std::uint64_t next_first = first & ~(lead | follow);
    const std::uint64_t next_second = second & ~(lead | follow);
    const int v = won + search(next_first, next_second, winner, alpha - won, beta - won);
    if (follower == 0) {
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    } else {
      best = std::min(best, v);
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

std::vector<CardResult> TwoHandSolver::all_cards(const TwoHandPosition& position) {
  trump_ = position.rules.trump ? static_cast<int>(*position.rules.trump) : -1;
  const std::uint64_t first = to_strength_space(position.hands[0], position.rules);
  const std::uint64_t second = to_strength_space(position.hands[1], position.rules);
  const int mover = position.to_move();
  const Hand held = position.hands[static_cast<std::size_t>(mover)];
  Hand legal = held;
  if (position.lead) {
    const Hand follow = held.cards_of(position.lead->suit());
    if (!follow.empty()) legal = follow;
  }
  const int total = std::popcount(mover == 0 ? first : second);
  std::vector<CardResult> results;
  for (Card card : legal) {
    const std::uint64_t bit = std::uint64_t{1} << strength_bit(card, position.rules);
    int for_first;
    if (!position.lead) {
      for_first = after_lead(first, second, mover, bit, -1, total + 1);
    } else {
      const std::uint64_t lead = std::uint64_t{1} << strength_bit(*position.lead, position.rules);
      const int winner = follower_wins(lead, bit, trump_) ? mover : position.leader;
      const int won = winner == 0 ? 1 : 0;
      // The leader's card is already off its hand here.
      for_first = won + search(first & ~bit, second & ~bit, winner, -1, total + 1);
    }
    const int mover_tricks = mover == 0 ? for_first : total - for_first;
    results.push_back({card, mover_tricks});
  }
  return results;
}

int TwoHandSolver::max_tricks(const TwoHandPosition& position) {
  if (!position.lead) {
    // One search with cut-offs instead of every lead in full.
    trump_ = position.rules.trump ? static_cast<int>(*position.rules.trump) : -1;
    const std::uint64_t first = to_strength_space(position.hands[0], position.rules);
    const std::uint64_t second = to_strength_space(position.hands[1], position.rules);
    const int total = std::popcount(first);
    const int for_first = search(first, second, position.leader, -1, total + 1);
    return position.leader == 0 ? for_first : total - for_first;
  }
  int best = 0;
  for (const CardResult& r : all_cards(position)) best = std::max(best, r.tricks);
  return best;
}

TwoHandSolver& thread_two_hand_solver() {
  thread_local TwoHandSolver solver;
  return solver;
}

}  // namespace tenace
