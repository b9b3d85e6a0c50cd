#include "solver/search.h"

#include <cstdio>

#include "solver/equivalent_cards.h"
#include "solver/later_tricks.h"
#include "solver/move_ordering.h"
#include "solver/quick_tricks.h"
#include "solver/relative_key.h"
#include "solver/second_hand_tricks.h"
#include "solver/small_card_pruning.h"
#include "solver/solver.h"
#include "solver/trump_winners.h"

namespace tenace::solver_detail {

// The two remembered leads, the killer (the lead that last cut off a lead
// with as many cards in hand, see generate()) and the table's best lead, get
// bonuses on top of the lead scores (lead_ordering.h, which stay within a
// few hundred; about 10 per card an opponent may choose from).
//
// No trump: the killer first, then the table's lead (which may come from an
// earlier target of the MTD driver, where it proved fewer tricks than now
// needed; the killer just cut off a sibling). Killer first: first 20 oracle
// deals 32,778,777 -> 32,400,874 nodes; DDS's thomas1 deal in no trump, its
// 12-card positions without the twos, sixes or nines (all four leaders,
// trick positions) 61.6 M -> 41.0 M; with the suit contracts' small bonuses
// below, thomas1 in no trump took 2.7 times the nodes (North on lead: 76.9 M
// -> 207.5 M, 14 s -> 34 s).
//
// Suit contracts: small bonuses, so that a remembered lead only tips the
// balance among leads the scores find close. First 60 seeded random deals
// 91.9 M -> 85.1 M nodes (deals 61-120: 124.8 M -> 116.7 M), thomas1's suit
// contracts 205 M -> 172 M, largest.txt 603.1 M -> 603.7 M (fresh solver
// per deal); killer bonus 30 or 60 instead of 45: +0.5% to +1.4%; table
// bonus 18 instead of 5: +0.4%. (Measured at commit acc5ca9, 2026-11-22;
// earlier, with other lead and follow scores, the killer went first in every
// strain.) Also measured and worse: a killer per seat as well as hand size
// (98.6 M), a bonus for the killer's whole suit, a large bonus only when the
// killer wins the trick, a second killer per hand size (first 20 oracle deals
// +11%), and a killer for follow plays (hand size and position in the
// trick: first 60 deals 2x and more).
struct RememberedLeadBonus {
  int killer;
  int table_lead;
};
constexpr RememberedLeadBonus kNoTrumpLeadBonus{60000, 30000};
constexpr RememberedLeadBonus kSuitContractLeadBonus{45, 5};

// Of two bounds on the same side's tricks, keeps the larger and the cards it
// relies on.
inline void keep_larger(int& bound, std::uint64_t& relevant, int other, std::uint64_t other_relevant) {
  if (other > bound) {
    bound = other;
    relevant = other_relevant;
  }
}

#ifdef TENACE_SOLVER_STATS
unsigned long g_cut_at[4][4];
unsigned long g_all_fail[4];
#endif

void Engine::setup(const std::uint64_t hands[4], int trump, int leader, const std::uint8_t* trick, int count) {
  for (int i = 0; i < 4; ++i) hands_[i] = hands[i];
  trump_ = trump;
  depth_ = 0;
  tricks_[0] = TrickState{};
  tricks_[0].leader = static_cast<std::int8_t>(leader);
  // Replay the trick so far with the cards put back in their hands first.
  for (int i = 0; i < count; ++i) hands_[(leader + i) & 3] |= bit_of(trick[i]);
  lengths_ = 0;
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s)
      lengths_ |= static_cast<std::uint64_t>(__builtin_popcountll(hands_[h] & suit_mask(s))) << length_shift(h, s);
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
  lengths_ -= std::uint64_t{1} << length_shift(seat, suit_of(code));
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
  std::uint64_t relevant = 0;
  return search(need, relevant);
}

int Engine::solve(int side, int guess) {
  int lower = 0, upper = tricks_left();
  int target = guess;
  while (lower < upper) {
    if (target <= lower) target = lower + 1;
    if (target > upper) target = upper;
    const std::uint64_t evictions_before = table_.crowded_evictions();
#ifdef TENACE_SOLVER_STATS
    const std::uint64_t before = nodes_;
#endif
    const bool ok = can_take(side, target);
#ifdef TENACE_SOLVER_STATS
    fprintf(stderr, "  target %d -> %d nodes %llu\n", target, ok, (unsigned long long)(nodes_ - before));
#endif
    // A target that crowded the buckets with its own entries leaves them
    // aged, as Solver does between searches: otherwise the next target's
    // entries, which it needs, are the ones evicted (same generation, fewer
    // tricks left) while the last target's stay. DDS's thomas1 deal in no
    // trump, North on lead: 101.4 M trick positions without this (target 8
    // after target 7: 84.7 M), 26.0 M with it (14.2 M), 33.5 s -> 10.1 s.
    // Ordinary deals seldom cross the threshold within one target, even with
    // the table starting small: first 20 oracle deals 34.64 M -> 34.63 M.
    table_.age_if_crowded_since(evictions_before);
    if (ok) {
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
  if (moves && !(moves & (moves - 1))) {
    // A forced card (common when following): nothing to order.
    list.moves[0] = Move{static_cast<std::uint8_t>(__builtin_ctzll(moves)), 0};
    list.size = 1;
    return;
  }
  if (t.count == 3 && (legal & suit_mask(t.lead_suit()))) {
    order_fourth_hand_following(t, seat, moves, list);
    return;
  }
  while (moves) {
    const int code = __builtin_ctzll(moves);
    moves &= moves - 1;
    Move& m = list.moves[list.size++];
    m.code = static_cast<std::uint8_t>(code);
    m.score = static_cast<std::int32_t>(t.count == 0 ? lead_score(hands_, trump_, seat, code)
                                                     : follow_score(hands_, trump_, t, seat, code));
  }
  const RememberedLeadBonus& bonus = trump_ == kNoTrump ? kNoTrumpLeadBonus : kSuitContractLeadBonus;
  if (t.count == 0) {
    // The killer lead: the card that last cut off a lead with as many cards
    // in hand, wherever that was in the tree. Sibling positions often share
    // their refutation; on wild deals this decides the search's size (DDS
    // largest.txt deal 10 in no trump: 57.6 M -> 5.7 M nodes). Its bonus and
    // the table lead's: see RememberedLeadBonus.
    const int killer = killer_leads_[__builtin_popcountll(hand)];
    for (int i = 0; i < list.size; ++i)
      if (list.moves[i].code == killer) list.moves[i].score += bonus.killer;
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
        if (run & bit_of(list.moves[i].code)) list.moves[i].score += bonus.table_lead;
    }
  }
  sort_moves(list);
}

bool Engine::last_trick(int need, std::uint64_t& relevant) {
  ++nodes_;
  const int leader = tricks_[depth_].leader;
  int win_code = __builtin_ctzll(hands_[leader]);
  int winner = leader;
  std::uint64_t table = bit_of(win_code);
  for (int i = 1; i < 4; ++i) {
    const int seat = (leader + i) & 3;
    const int code = __builtin_ctzll(hands_[seat]);
    table |= bit_of(code);
    if (suit_of(code) == suit_of(win_code) ? code > win_code : suit_of(code) == trump_) {
      win_code = code;
      winner = seat;
    }
  }
  if (__builtin_popcountll(table & suit_mask(suit_of(win_code))) > 1) relevant = bit_of(win_code);
  return (side_of_seat(winner) == max_side_) >= need;
}

void Engine::check_stop() {
  // Checked rarely: an atomic load or a clock read per node would cost more
  // than it saves. 4,096 nodes are well under a millisecond.
  constexpr std::uint32_t kStopCheckNodes = 4096;
  if (++until_stop_check_ < kStopCheckNodes) return;
  until_stop_check_ = 0;
  if (stop_.due()) throw SolveStopped();
}

bool Engine::search(int need, std::uint64_t& relevant) {
  if (stop_armed_) check_stop();
  TrickState& t = tricks_[depth_];
  const int seat = (t.leader + t.count) & 3;
  const bool maximizing = side_of_seat(seat) == max_side_;
  PositionShape shape;
  TableProbe probe;
  int left = 0;
  int best_lead = 255;
  relevant = 0;
  if (t.count == 0) {
    left = __builtin_popcountll(hands_[seat]);
    if (need <= 0) return true;
    if (need > left) return false;
    if (left == 1) return last_trick(need, relevant);
    ++nodes_;
    const std::uint64_t all = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    // The bounds that cost a few word operations come before the table: the
    // trump winners of either side and the later tricks. Their cutoffs rely
    // on a card or two (the table's entries on more), so the entries above
    // them come out more general too. Commit 2f9aa9b (2026-11-22): first 60 seeded random
    // deals 80.9 M -> 79.1 M nodes, deals 61-120 110.9 M -> 108.0 M; paired
    // timings of deals 81-120 0.94 of the time with the later tricks moved
    // first, about 0.99 more with the trump winners.
    if (trump_ != kNoTrump) {
      std::uint64_t trump_relevant = 0;
      const int sure = trump_winners(hands_, seat, trump_, trump_relevant);
      if (maximizing ? sure >= need : left - sure < need) {
        relevant = trump_relevant;
        return maximizing;
      }
    }
    std::uint64_t later_relevant = 0;
    int later = later_tricks(hands_, seat, trump_, later_relevant);
    if (trump_ != kNoTrump) {
      std::uint64_t trump_relevant = 0;
      const int theirs = trump_winners(hands_, (seat + 1) & 3, trump_, trump_relevant);
      keep_larger(later, later_relevant, theirs, trump_relevant);
    }
    if (later && (maximizing ? left - later < need : later >= need)) {
      relevant = later_relevant;
      return !maximizing;
    }
    // Then the table: more than half of these positions end on its bounds
    // (first 20 oracle deals: 6.0 M of 10.7 M, against 1.5 M on quick tricks
    // and 0.5 M on later tricks), and the table, grown only as the work
    // needs, mostly answers from the caches. Asked after the quick tricks,
    // it searched 3% fewer nodes (33.4 M against 34.4 M: their cutoffs rely
    // on fewer cards than its entries) but took 1.13x the time (1.03x on
    // DDS's largest.txt).
    shape = position_shape(hands_, lengths_, seat, trump_);
    probe = table_.prepare(shape);
    Bounds bounds;
    // The leader's bounds that answer our question (see below).
    const int lower_cut = maximizing ? need : left - need + 1;
    const int upper_cut = maximizing ? need - 1 : left - need;
    if (table_.find(shape, probe, left, lower_cut, upper_cut, bounds)) {
      // Bounds are for the leader's side; turn them into bounds for ours.
      const int lower = maximizing ? bounds.lower : left - bounds.upper;
      const int upper = maximizing ? bounds.upper : left - bounds.lower;
      if (lower >= need || upper < need) {
        // Which stored bound decided it: the leader's lower bound proves our
        // lower bound when we lead, our upper bound otherwise.
        const bool leader_lower = (lower >= need) == maximizing;
        relevant = mask_to_relevant(leader_lower ? bounds.lower_mask : bounds.upper_mask, all);
        return lower >= need;
      }
      best_lead = bounds.best_lead;
    }
    std::uint64_t quick_relevant = 0;
    // The leader's side needs `need` tricks when it is ours, else it must
    // take left - need + 1 to refute us.
    const int quick = quick_tricks(hands_, seat, trump_, maximizing ? need : left - need + 1, quick_relevant);
    if (maximizing ? quick >= need : left - quick < need) {
      relevant = quick_relevant;
      return maximizing;
    }
  } else {
    ++nodes_;
    if (t.count == 1) {
      // The second hand's tricks (second_hand_tricks.h); it still holds as
      // many cards as there are tricks left.
      const int left_now = __builtin_popcountll(hands_[seat]);
      const int needed = maximizing ? need : left_now - need + 1;
      std::uint64_t second_relevant = 0;
      if (second_hand_tricks(hands_, trump_, t.leader, t.cards[0], needed, second_relevant) >= needed) {
        relevant = second_relevant;
        return maximizing;
      }
    }
  }

  MoveList list;
  generate(seat, list, best_lead);
  const TrickState saved = t;
  const std::uint64_t saved_hand = hands_[seat];
  const std::uint64_t saved_lengths = lengths_;
  bool result = !maximizing;
  int best_code = -1;
  std::uint64_t union_relevant = 0;
  SmallCardPruning small_cards;
  for (int i = 0; i < list.size; ++i) {
    const int code = list.moves[i].code;
    if (small_cards.skips(code)) continue;
    hands_[seat] = saved_hand & ~bit_of(code);
    lengths_ = saved_lengths - (std::uint64_t{1} << length_shift(seat, suit_of(code)));
    t.table = saved.table | bit_of(code);
    t.cards[t.count] = static_cast<std::uint8_t>(code);
    if (t.count == 0 || (suit_of(code) == suit_of(t.win_code) ? code > t.win_code : suit_of(code) == trump_)) {
      t.winner = static_cast<std::int8_t>(seat);
      t.win_code = static_cast<std::uint8_t>(code);
    }
    bool r;
    std::uint64_t child_relevant;
    if (t.count == 3) {
      const int winner = t.winner;
      const int win_code = t.win_code;
      const bool by_rank = __builtin_popcountll(t.table & suit_mask(suit_of(win_code))) > 1;
      TrickState& next_trick = tricks_[depth_ + 1];
      next_trick = TrickState{};
      next_trick.leader = static_cast<std::int8_t>(winner);
      ++depth_;
      r = search(need - (side_of_seat(winner) == max_side_ ? 1 : 0), child_relevant);
      --depth_;
      if (by_rank) child_relevant |= bit_of(win_code);
    } else {
      ++t.count;
      r = search(need, child_relevant);
      --t.count;
    }
    t = saved;
    if (r == maximizing) {
#ifdef TENACE_SOLVER_STATS
      ++g_cut_at[saved.count][i < 3 ? i : 3];
#endif
      result = r;
      best_code = code;
      if (saved.count == 0) killer_leads_[__builtin_popcountll(saved_hand)] = static_cast<std::uint8_t>(code);
      union_relevant = child_relevant;
      break;
    }
    union_relevant |= child_relevant;
    small_cards.failed(code, union_relevant);
  }
  hands_[seat] = saved_hand;
  lengths_ = saved_lengths;
  if (best_code < 0) {
    // Every generated card counts as tried, the small cards skipped above
    // included: their runs may straddle the threshold too.
    std::uint64_t generated = 0;
    for (int i = 0; i < list.size; ++i) generated |= bit_of(list.moves[i].code);
    const std::uint64_t in_play = hands_[0] | hands_[1] | hands_[2] | hands_[3] | saved.table;
    union_relevant |= straddling_run_bottoms(saved_hand, in_play, generated, union_relevant);
  }
  relevant = union_relevant;
#ifdef TENACE_SOLVER_STATS
  if (best_code < 0) ++g_all_fail[t.count];
#endif

  if (t.count == 0) {
    int lead = 255;
    const std::uint64_t all = hands_[0] | hands_[1] | hands_[2] | hands_[3];
    if (best_code >= 0) {
      const int s = suit_of(best_code);
      const std::uint64_t above = all & suit_mask(s) & ~((bit_of(best_code) << 1) - 1);
      lead = s * 16 + __builtin_popcountll(above);
    }
    // result true: our side takes >= need; false: at most need - 1. Turn it
    // into a bound for the leader's side.
    int lower = 0, upper = left;
    if (result) {
      if (maximizing) lower = need; else upper = left - need;
    } else {
      if (maximizing) upper = need - 1; else lower = left - need + 1;
    }
    std::uint64_t mask[2];
    relevant_to_mask(relevant, all, mask);
    table_.store(shape, probe, mask, left, lower, upper, lead);
  }
  return result;
}

}  // namespace tenace::solver_detail
