#include "core/chicago.h"

namespace tenace {

ChicagoScore::ChicagoScore(ChicagoOptions options) : options_(options) {}

Vulnerability ChicagoScore::deal_vulnerability(int deal_number, Seat dealer, bool dealer_vulnerable_on_middle_deals) {
  switch (deal_number) {
    case 1:
      return Vulnerability::None;
    case 2:
    case 3: {
      const Side vulnerable = dealer_vulnerable_on_middle_deals ? side_of(dealer) : other(side_of(dealer));
      return vulnerable == Side::NorthSouth ? Vulnerability::NorthSouth : Vulnerability::EastWest;
    }
    default:
      return Vulnerability::Both;
  }
}

Vulnerability ChicagoScore::vulnerability() const {
  return deal_vulnerability(next_deal(), dealer(), options_.dealer_vulnerable_on_middle_deals);
}

Status ChicagoScore::record_deal(const std::optional<Contract>& contract, int declarer_tricks,
                                 std::optional<HonoursAward> honours) {
  if (is_finished()) return Error{"the four deals of this Chicago are over"};
  if (Status valid = check_deal_result(contract, declarer_tricks); !valid) return valid;
  if (!contract) return Status::success();  // redealt by the same dealer

  const int deal = next_deal();
  const Vulnerability vul = vulnerability();
  const Side declarer = side_of(contract->declarer);
  const bool vulnerable = is_vulnerable(vul, declarer);
  int trick_points = 0;
  for (const ScoreEntry& entry : contract_entries(deal, *contract, declarer_tricks, vulnerable, games_completed_)) {
    entries_.push_back(entry);
    if (entry.below_the_line) trick_points += entry.points;
  }
  if (options_.count_honours && honours && honours->points > 0)
    entries_.push_back(ScoreEntry{deal, honours->side, ScoreItem::Honours, honours->points, false, games_completed_});

  if (trick_points > 0) {
    part_scores_[index(declarer)] += trick_points;
    if (part_scores_[index(declarer)] >= 100) {
      entries_.push_back(
          ScoreEntry{deal, declarer, ScoreItem::GameBonus, vulnerable ? 500 : 300, false, games_completed_});
      part_scores_ = {0, 0};
      ++games_completed_;
    } else if (deal == kDeals) {
      entries_.push_back(ScoreEntry{deal, declarer, ScoreItem::PartScoreBonus, 100, false, games_completed_});
    }
  }
  ++deals_played_;
  return Status::success();
}

Status ChicagoScore::record_deal(const std::optional<Contract>& contract, int declarer_tricks, const Deal& deal) {
  std::optional<HonoursAward> honours;
  if (contract) honours = honours_award(deal, contract->strain);
  return record_deal(contract, declarer_tricks, honours);
}

int ChicagoScore::total(Side side) const {
  int sum = 0;
  for (const ScoreEntry& e : entries_)
    if (e.side == side) sum += e.points;
  return sum;
}

}  // namespace tenace
