#include "solver/par.h"

#include <algorithm>

#include "core/duplicate_score.h"
#include "solver/dd_table.h"

namespace tenace {

ParContract make_par_contract(const DDTable& table, Side side, int level, Strain strain, bool doubled, int result) {
  const Seat a = first_seat(side);
  const Seat b = partner(a);
  const int ta = table.at(strain, a);
  const int tb = table.at(strain, b);
  ParContract par;
  par.contract.level = level;
  par.contract.strain = strain;
  par.contract.doubling = doubled ? Doubling::Doubled : Doubling::Undoubled;
  par.contract.declarer = ta >= tb ? a : b;
  par.either_partner = ta == tb;
  par.result = result;
  return par;
}

int made_score(Strain strain, int tricks, bool vulnerable) {
  Contract contract;
  contract.level = tricks - 6;
  contract.strain = strain;
  return duplicate_score(contract, tricks, vulnerable);
}

int doubled_penalty(int undertricks, bool vulnerable) {
  if (undertricks <= 0) return 0;
  // Any contract shows the penalty; 7NT doubled lets undertricks reach 13.
  Contract contract;
  contract.level = 7;
  contract.strain = Strain::NoTrump;
  contract.doubling = Doubling::Doubled;
  return -duplicate_score(contract, 13 - std::min(undertricks, 13), vulnerable);
}

int lowest_level_with_same_bonus(int level, Strain strain) {
  if (level >= 6) return level;
  const int game = game_level(strain);
  return level >= game ? game : 1;
}

}  // namespace tenace
