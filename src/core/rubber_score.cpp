#include "core/rubber_score.h"

namespace tenace {

RubberScore::RubberScore() : below_(1, std::array<int, 2>{0, 0}) {}

void RubberScore::add(const ScoreEntry& entry) {
  entries_.push_back(entry);
  if (entry.below_the_line) below_[static_cast<std::size_t>(entry.game)][index(entry.side)] += entry.points;
}

Vulnerability RubberScore::vulnerability() const {
  const bool ns = games_[0] > 0;
  const bool ew = games_[1] > 0;
  if (ns && ew) return Vulnerability::Both;
  if (ns) return Vulnerability::NorthSouth;
  if (ew) return Vulnerability::EastWest;
  return Vulnerability::None;
}

Status RubberScore::record_deal(const std::optional<Contract>& contract, int declarer_tricks,
                                std::optional<HonoursAward> honours) {
  if (finished_) return Error{"the rubber is over: a side has won two games"};
  if (closed_) return Error{"the rubber was closed unfinished"};
  if (Status valid = check_deal_result(contract, declarer_tricks); !valid) return valid;
  ++deals_;
  if (!contract) return Status::success();  // passed out: nothing scores

  const int game = current_game();
  const Side declarer = side_of(contract->declarer);
  const bool vulnerable = games_[index(declarer)] > 0;
  for (const ScoreEntry& entry : contract_entries(deals_, *contract, declarer_tricks, vulnerable, game)) add(entry);
  if (honours && honours->points > 0)
    add(ScoreEntry{deals_, honours->side, ScoreItem::Honours, honours->points, false, game});

  // Only declarer's side can have reached game on this deal.
  if (below_[static_cast<std::size_t>(game)][index(declarer)] >= 100) {
    ++games_[index(declarer)];
    if (games_[index(declarer)] == 2) {
      finished_ = true;
      const int bonus = games_[index(other(declarer))] == 0 ? 700 : 500;
      add(ScoreEntry{deals_, declarer, ScoreItem::RubberBonus, bonus, false, game});
    } else {
      below_.push_back({0, 0});
    }
  }
  return Status::success();
}

Status RubberScore::record_deal(const std::optional<Contract>& contract, int declarer_tricks, const Deal& deal) {
  std::optional<HonoursAward> honours;
  if (contract) honours = honours_award(deal, contract->strain);
  return record_deal(contract, declarer_tricks, honours);
}

Status RubberScore::close_unfinished() {
  if (finished_) return Error{"the rubber is finished: nothing to close"};
  if (closed_) return Error{"the rubber is already closed"};
  closed_ = true;
  for (Side side : {Side::NorthSouth, Side::EastWest}) {
    if (games_[index(side)] == 1 && games_[index(other(side))] == 0)
      entries_.push_back(ScoreEntry{0, side, ScoreItem::UnfinishedGame, 300, false, current_game()});
  }
  for (Side side : {Side::NorthSouth, Side::EastWest}) {
    if (below_.back()[index(side)] > 0)
      entries_.push_back(ScoreEntry{0, side, ScoreItem::UnfinishedPartScore, 100, false, current_game()});
  }
  return Status::success();
}

int RubberScore::below_the_line(Side side, int game) const {
  if (game < 0 || game >= static_cast<int>(below_.size())) return 0;
  return below_[static_cast<std::size_t>(game)][index(side)];
}

int RubberScore::below_the_line(Side side) const {
  int sum = 0;
  for (const auto& g : below_) sum += g[index(side)];
  return sum;
}

int RubberScore::above_the_line(Side side) const {
  int sum = 0;
  for (const ScoreEntry& e : entries_)
    if (!e.below_the_line && e.side == side) sum += e.points;
  return sum;
}

}  // namespace tenace
