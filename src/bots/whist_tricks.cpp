#include "bots/whist_tricks.h"

#include <algorithm>

#include "bots/joker_stand_ins.h"
#include "bots/thread_solver.h"
#include "bots/two_hand_solver.h"
#include "core/strain.h"
#include "solver/solver.h"

namespace tenace {

int declarer_tricks(const std::array<Hand, 4>& hands, Seat declarer, const WhistDeclaration& declaration,
                    bool downtown_ace_low) {
  Position position;
  position.hands = Deal(hands);
  position.strain = declaration.trump ? strain_of(*declaration.trump) : Strain::NoTrump;
  position.order = rules_of(declaration, downtown_ace_low).order;
  position.leader = declarer;
  if (const auto stand_ins = stand_in_jokers(position)) return thread_solver().max_tricks(stand_ins->position);
  return thread_solver().max_tricks(position);
}

int declarer_tricks(Hand declarer_hand, Hand opponent_hand, const WhistDeclaration& declaration,
                    bool downtown_ace_low) {
  const TwoHandPosition position{{declarer_hand, opponent_hand}, rules_of(declaration, downtown_ace_low), 0,
                                 std::nullopt};
  return thread_two_hand_solver().max_tricks(position);
}

std::vector<WhistDeclaration> declarations_worth_trying(WhistBidKind kind, Hand length_hand) {
  std::vector<WhistDeclaration> all = declarations_for(kind);
  if (kind == WhistBidKind::NoTrump) return all;
  std::stable_sort(all.begin(), all.end(), [&](const WhistDeclaration& a, const WhistDeclaration& b) {
    return length_hand.length(*a.trump) > length_hand.length(*b.trump);
  });
  // The longest suit, and the next one if it is as long.
  const int longest = length_hand.length(*all[0].trump);
  all.resize(length_hand.length(*all[1].trump) == longest ? 2 : 1);
  return all;
}

}  // namespace tenace
