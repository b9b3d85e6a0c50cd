#pragma once
// The rule choices every whist variant shares (RULES.md §2). Defaults are
// RULES.md's decisions; each variant's options struct (DummyWhistOptions,
// DoubleDummyOptions, NonsenseOptions) extends this one, so one struct holds
// all of a variant's options.
#include <cstdint>

namespace tenace {

// Who a set (a declarer who falls short) pays.
enum class SetPenalty : std::uint8_t {
  CreditOpponents,  // each opponent scores the bid's value (the source's rule)
  ChargeDeclarer,   // the declarer loses the bid's value instead
};

struct WhistOptions {
  // Auction: at equal books a downtown bid beats an uptown one (default:
  // they are equal and neither overcalls the other).
  bool downtown_beats_uptown = false;
  // Downtown order: A 2 3 ... K by default; true makes the ace the weakest.
  bool downtown_ace_low = false;
  // "Table rules": a card that fails to follow is accepted and recorded as a
  // renege, which the opponents may call (default: follow suit enforced).
  bool table_rules_renege = false;
  // Scoring: a bid of 7 ("bidding a Boston") scores double.
  bool double_seven_bids = false;
  // Scoring: no-trump bids score double.
  bool double_no_trump = false;
  SetPenalty set_penalty = SetPenalty::CreditOpponents;
  // The game ends when a player reaches this score.
  int game_target = 21;
};

}  // namespace tenace
