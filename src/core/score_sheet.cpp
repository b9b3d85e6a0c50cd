#include "core/score_sheet.h"

#include <string>

#include "core/score_components.h"

namespace tenace {

std::string_view score_item_name(ScoreItem item) {
  switch (item) {
    case ScoreItem::ContractTricks:
      return "contract tricks";
    case ScoreItem::Overtricks:
      return "overtricks";
    case ScoreItem::Insult:
      return "making a doubled contract";
    case ScoreItem::Slam:
      return "slam";
    case ScoreItem::Undertricks:
      return "undertricks";
    case ScoreItem::Honours:
      return "honours";
    case ScoreItem::GameBonus:
      return "game";
    case ScoreItem::PartScoreBonus:
      return "part score on the fourth deal";
    case ScoreItem::RubberBonus:
      return "rubber";
    case ScoreItem::UnfinishedGame:
      return "game in an unfinished rubber";
    case ScoreItem::UnfinishedPartScore:
      return "part score in an unfinished game";
  }
  return "?";
}

Status check_deal_result(const std::optional<Contract>& contract, int declarer_tricks) {
  if (!contract) return Status::success();
  if (contract->level < 1 || contract->level > 7)
    return Error{"contract level " + std::to_string(contract->level) + " is not 1..7"};
  if (declarer_tricks < 0 || declarer_tricks > 13)
    return Error{"declarer's tricks " + std::to_string(declarer_tricks) + " is not 0..13"};
  return Status::success();
}

std::vector<ScoreEntry> contract_entries(int deal, const Contract& contract, int declarer_tricks, bool vulnerable,
                                         int game) {
  const ScoreComponents parts = score_components(contract, declarer_tricks, vulnerable);
  const Side declarer = side_of(contract.declarer);
  std::vector<ScoreEntry> entries;
  auto add = [&](Side side, ScoreItem item, int points, bool below) {
    if (points > 0) entries.push_back(ScoreEntry{deal, side, item, points, below, game});
  };
  add(declarer, ScoreItem::ContractTricks, parts.trick_points, true);
  add(declarer, ScoreItem::Overtricks, parts.overtricks, false);
  add(declarer, ScoreItem::Insult, parts.insult, false);
  add(declarer, ScoreItem::Slam, parts.slam, false);
  add(other(declarer), ScoreItem::Undertricks, parts.undertricks, false);
  return entries;
}

}  // namespace tenace
