#include "server/rubber_json.h"

namespace tenace::server {
namespace {

using nlohmann::json;

json per_side(const json& ns, const json& ew) { return {{"NS", ns}, {"EW", ew}}; }

json above_the_line(const RubberScore& rubber, Side side) {
  json entries = json::array();
  for (const ScoreEntry& e : rubber.entries()) {
    if (e.below_the_line || e.side != side) continue;
    entries.push_back({{"points", e.points}, {"item", std::string(score_item_name(e.item))}});
  }
  return entries;
}

json below_the_line(const RubberScore& rubber, Side side) {
  json games = json::array();
  for (int game = 0; game <= rubber.current_game(); ++game) {
    json parts = json::array();
    for (const ScoreEntry& e : rubber.entries())
      if (e.below_the_line && e.side == side && e.game == game) parts.push_back(e.points);
    games.push_back(parts);
  }
  return games;
}

}  // namespace

json rubber_json(const std::vector<RubberScore>& rubbers, Vulnerability next_deal) {
  static const RubberScore kNotStarted;
  const RubberScore& current = rubbers.empty() ? kNotStarted : rubbers.back();
  constexpr Side NS = Side::NorthSouth;
  constexpr Side EW = Side::EastWest;
  json j;
  j["above"] = per_side(above_the_line(current, NS), above_the_line(current, EW));
  j["below"] = per_side(below_the_line(current, NS), below_the_line(current, EW));
  j["games"] = per_side(current.games_won(NS), current.games_won(EW));
  j["finished"] = current.is_finished();
  j["vulnerable"] = per_side(is_vulnerable(next_deal, NS), is_vulnerable(next_deal, EW));
  j["totals"] = per_side(current.total(NS), current.total(EW));
  json won = json::array();
  for (const RubberScore& rubber : rubbers)
    if (rubber.is_finished()) won.push_back(per_side(rubber.total(NS), rubber.total(EW)));
  j["rubbers"] = won;
  return j;
}

}  // namespace tenace::server
