#pragma once
// The running individual scores of a whist-family game: every player starts
// at 0, each hand adds its points, and the game ends when a player reaches
// the target (21). The winner is the highest total then; players tied on it
// share the win (two defenders can pass 21 together on one set).
#include <vector>

namespace tenace {

class WhistScoreSheet {
 public:
  WhistScoreSheet(int players, int target = 21);

  int players() const { return static_cast<int>(totals_.size()); }
  int target() const { return target_; }
  const std::vector<int>& totals() const { return totals_; }
  int hands() const { return hands_; }
  bool is_over() const;
  // The leaders once the game is over; empty before.
  std::vector<int> winners() const;

  // Adds one hand's points, one entry per player. Refused (false) once the
  // game is over or when the sizes differ.
  bool add(const std::vector<int>& points);

 private:
  std::vector<int> totals_;
  int target_;
  int hands_ = 0;
};

}  // namespace tenace
