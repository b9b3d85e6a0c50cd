#include "field/swiss.h"

#include <algorithm>

namespace tenace::field {

namespace {

// Pairs `order` (team indices, ranked) from its first unpaired team on;
// false when no pairing of the rest avoids repeats.
bool pair_from(const std::vector<const SwissTeam*>& order, std::vector<bool>& paired,
               std::vector<std::pair<int, int>>& matches) {
  std::size_t first = 0;
  while (first < order.size() && paired[first]) ++first;
  if (first == order.size()) return true;
  paired[first] = true;
  for (std::size_t other = first + 1; other < order.size(); ++other) {
    if (paired[other] || order[first]->met.count(order[other]->team)) continue;
    paired[other] = true;
    matches.emplace_back(order[first]->team, order[other]->team);
    if (pair_from(order, paired, matches)) return true;
    matches.pop_back();
    paired[other] = false;
  }
  paired[first] = false;
  return false;
}

}  // namespace

std::optional<SwissRound> swiss_pairing(const std::vector<SwissTeam>& teams) {
  std::vector<const SwissTeam*> order;
  for (const SwissTeam& t : teams) order.push_back(&t);
  std::stable_sort(order.begin(), order.end(), [](const SwissTeam* a, const SwissTeam* b) {
    return a->score != b->score ? a->score > b->score : a->team < b->team;
  });
  // The bye candidates, lowest-ranked first: those who have had one come
  // only when nobody else can take it.
  std::vector<std::size_t> bye_candidates;
  if (order.size() % 2 == 1) {
    for (std::size_t i = order.size(); i-- > 0;)
      if (!order[i]->had_bye) bye_candidates.push_back(i);
    for (std::size_t i = order.size(); i-- > 0;)
      if (order[i]->had_bye) bye_candidates.push_back(i);
  } else {
    bye_candidates.push_back(order.size());  // nobody
  }
  for (std::size_t bye : bye_candidates) {
    std::vector<bool> paired(order.size(), false);
    if (bye < order.size()) paired[bye] = true;
    SwissRound round;
    if (!pair_from(order, paired, round.matches)) continue;
    if (bye < order.size()) round.bye = order[bye]->team;
    return round;
  }
  return std::nullopt;
}

}  // namespace tenace::field
