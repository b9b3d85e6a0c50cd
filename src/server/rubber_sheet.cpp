#include "server/rubber_sheet.h"

#include <numeric>

#include "core/score_components.h"

namespace tenace::server {

Vulnerability RubberSheet::vulnerability() const {
  const bool ns = games_[0] > 0;
  const bool ew = games_[1] > 0;
  if (ns && ew) return Vulnerability::Both;
  if (ns) return Vulnerability::NorthSouth;
  if (ew) return Vulnerability::EastWest;
  return Vulnerability::None;
}

void RubberSheet::record(const std::optional<Contract>& contract, int declarer_tricks) {
  if (!contract) return;
  const int us = index(side_of(contract->declarer));
  const int them = 1 - us;
  const bool vulnerable = games_[static_cast<std::size_t>(us)] > 0;
  const ScoreComponents parts = score_components(*contract, declarer_tricks, vulnerable);
  if (!parts.made()) {
    above_[static_cast<std::size_t>(them)].push_back(parts.undertricks);
    return;
  }
  const int bonus_above = parts.overtricks + parts.insult + parts.slam;
  if (bonus_above > 0) above_[static_cast<std::size_t>(us)].push_back(bonus_above);
  auto& game = below_[static_cast<std::size_t>(us)].back();
  game.push_back(parts.trick_points);
  if (std::accumulate(game.begin(), game.end(), 0) < 100) return;

  // Game: both sides draw a new line; a second game ends the rubber.
  ++games_[static_cast<std::size_t>(us)];
  if (games_[static_cast<std::size_t>(us)] == 2) {
    above_[static_cast<std::size_t>(us)].push_back(games_[static_cast<std::size_t>(them)] == 0 ? 700 : 500);
    rubbers_.push_back(current_totals());
    start_rubber();
    return;
  }
  below_[0].emplace_back();
  below_[1].emplace_back();
}

std::array<int, 2> RubberSheet::current_totals() const {
  std::array<int, 2> totals{};
  for (std::size_t side = 0; side < 2; ++side) {
    totals[side] = std::accumulate(above_[side].begin(), above_[side].end(), 0);
    for (const auto& game : below_[side]) totals[side] += std::accumulate(game.begin(), game.end(), 0);
  }
  return totals;
}

void RubberSheet::start_rubber() {
  above_ = {};
  below_ = {std::vector<std::vector<int>>{{}}, std::vector<std::vector<int>>{{}}};
  games_ = {};
}

}  // namespace tenace::server
