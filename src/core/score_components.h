#pragma once
// The per-deal score table of contract bridge (RULES.md §1.4), split into the
// parts that duplicate and rubber scoring both use: trick points for the
// contract, overtricks, the bonus for making a doubled contract ("insult"),
// the slam bonus and the undertrick penalty. Duplicate adds its game or
// part-score bonus on top; rubber writes trick points below the line and the
// rest above it. Keeping one implementation here means the two forms of the
// game can never disagree about a cell of the table.
#include "core/contract.h"
#include "core/strain.h"

namespace tenace {

// Trick points for `tricks_bid` odd tricks bid and made in `strain` at the
// given doubling: C/D 20, H/S 30, NT 40 for the first and 30 after, times 2
// doubled and 4 redoubled. This is what counts toward game.
int contract_trick_points(int tricks_bid, Strain strain, Doubling doubling);

// Points for `overtricks` tricks beyond the contract: the trick value when
// undoubled, 100/200 each doubled, 200/400 each redoubled (non-vul/vul).
int overtrick_points(int overtricks, Strain strain, Doubling doubling, bool vulnerable);

// The bonus for making a doubled (50) or redoubled (100) contract.
int insult_bonus(Doubling doubling);

// Small slam 500/750, grand slam 1000/1500 (non-vul/vul); 0 below level 6.
// Doubling does not change it.
int slam_bonus(int level, bool vulnerable);

// What the defenders receive when declarer goes `down` tricks (1..13).
int undertrick_penalty(int down, Doubling doubling, bool vulnerable);

// One deal's score split into its parts, all non-negative. When the contract
// makes, the penalty is 0; when it fails, everything but the penalty is 0.
struct ScoreComponents {
  int trick_points = 0;  // contract tricks bid and made (toward game)
  int overtricks = 0;    // overtrick points
  int insult = 0;        // making a doubled/redoubled contract
  int slam = 0;          // slam bonus
  int undertricks = 0;   // penalty to the defenders

  bool made() const { return undertricks == 0; }
  // Everything declarer's side scores except game/part-score bonuses.
  int declarer_points() const { return trick_points + overtricks + insult + slam; }
};

// Precondition: 0 <= declarer_tricks <= 13 and 1 <= contract.level <= 7.
ScoreComponents score_components(const Contract& contract, int declarer_tricks, bool vulnerable);

}  // namespace tenace
