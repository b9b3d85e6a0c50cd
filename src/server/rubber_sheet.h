#pragma once
// RubberSheet: the running score sheet of rubber bridge (RULES.md §1.4).
// Trick points go below the line toward game (100); everything else goes
// above. A side with a game is vulnerable; two games win the rubber (700
// bonus 2-0, 500 bonus 2-1) and a new rubber starts. Honours are not
// claimed online, so they are not scored. Kept in the server until the core
// grows its own rubber scoring; the per-deal parts come from core.
#include <array>
#include <optional>
#include <vector>

#include "core/contract.h"
#include "core/seat.h"

namespace tenace::server {

class RubberSheet {
 public:
  // Records one deal (a passed-out deal changes nothing).
  void record(const std::optional<Contract>& contract, int declarer_tricks);
  Vulnerability vulnerability() const;

  // Points above the line per side, entry by entry, in the current rubber.
  const std::array<std::vector<int>, 2>& above() const { return above_; }
  // Below the line: per side, one list of part scores per game played so
  // far in the current rubber (the last is the game in progress).
  const std::array<std::vector<std::vector<int>>, 2>& below() const { return below_; }
  std::array<int, 2> games() const { return games_; }
  // Finished rubbers' totals per side.
  const std::vector<std::array<int, 2>>& rubbers() const { return rubbers_; }
  // Total of the current rubber so far, per side.
  std::array<int, 2> current_totals() const;

 private:
  void start_rubber();
  std::array<std::vector<int>, 2> above_;
  std::array<std::vector<std::vector<int>>, 2> below_{std::vector<std::vector<int>>{{}},
                                                       std::vector<std::vector<int>>{{}}};
  std::array<int, 2> games_{};
  std::vector<std::array<int, 2>> rubbers_;
};

}  // namespace tenace::server
