#include "core/score_components.h"

#include <algorithm>

namespace tenace {

namespace {

int doubling_factor(Doubling d) {
  switch (d) {
    case Doubling::Undoubled:
      return 1;
    case Doubling::Doubled:
      return 2;
    case Doubling::Redoubled:
      return 4;
  }
  return 1;
}

// Undoubled value of each trick after the first (NT's first trick is worth 10 more).
int trick_value(Strain strain) { return is_minor(strain) ? 20 : 30; }

}  // namespace

int contract_trick_points(int tricks_bid, Strain strain, Doubling doubling) {
  if (tricks_bid <= 0) return 0;
  int undoubled = tricks_bid * trick_value(strain);
  if (strain == Strain::NoTrump) undoubled += 10;
  return undoubled * doubling_factor(doubling);
}

int overtrick_points(int overtricks, Strain strain, Doubling doubling, bool vulnerable) {
  if (overtricks <= 0) return 0;
  if (doubling == Doubling::Undoubled) return overtricks * trick_value(strain);
  const int per_trick = (vulnerable ? 200 : 100) * (doubling == Doubling::Redoubled ? 2 : 1);
  return overtricks * per_trick;
}

int insult_bonus(Doubling doubling) {
  switch (doubling) {
    case Doubling::Undoubled:
      return 0;
    case Doubling::Doubled:
      return 50;
    case Doubling::Redoubled:
      return 100;
  }
  return 0;
}

int slam_bonus(int level, bool vulnerable) {
  if (level == 7) return vulnerable ? 1500 : 1000;
  if (level == 6) return vulnerable ? 750 : 500;
  return 0;
}

int undertrick_penalty(int down, Doubling doubling, bool vulnerable) {
  if (down <= 0) return 0;
  if (doubling == Doubling::Undoubled) return down * (vulnerable ? 100 : 50);
  // Doubled: non-vul 100, 200, 200 then 300 each; vul 200, 300 each.
  // Redoubled is exactly twice doubled in every row.
  int doubled = 0;
  if (vulnerable) {
    doubled = 200 + 300 * (down - 1);
  } else {
    doubled = 100 + 200 * std::min(down - 1, 2) + 300 * std::max(down - 3, 0);
  }
  return doubled * (doubling == Doubling::Redoubled ? 2 : 1);
}

ScoreComponents score_components(const Contract& contract, int declarer_tricks, bool vulnerable) {
  ScoreComponents parts;
  const int needed = contract.tricks_needed();
  if (declarer_tricks < needed) {
    parts.undertricks = undertrick_penalty(needed - declarer_tricks, contract.doubling, vulnerable);
    return parts;
  }
  parts.trick_points = contract_trick_points(contract.level, contract.strain, contract.doubling);
  parts.overtricks = overtrick_points(declarer_tricks - needed, contract.strain, contract.doubling, vulnerable);
  parts.insult = insult_bonus(contract.doubling);
  parts.slam = slam_bonus(contract.level, vulnerable);
  return parts;
}

}  // namespace tenace
