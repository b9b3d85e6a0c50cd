#pragma once
// Test helper: two records are equivalent when they say the same thing, in
// the sense of PBN's export rules: the order of tags does not matter, and a
// mandatory tag that is absent equals one that is "?" (the writer fills
// unknown mandatory tags with "?").
#include <algorithm>
#include <string>

#include "formats/game_record.h"

namespace tenace::formats::testing {

inline GameRecord normalized(GameRecord g) {
  static const std::string kMandatory[] = {"Event", "Site", "Date", "Board", "West", "North", "East", "South",
                                           "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract",
                                           "Result"};
  std::erase_if(g.tags, [](const Tag& t) {
    return (t.value == "?" || t.value.empty()) && t.comments.empty() && t.section.empty() &&
           std::find(std::begin(kMandatory), std::end(kMandatory), t.name) != std::end(kMandatory);
  });
  std::stable_sort(g.tags.begin(), g.tags.end(), [](const Tag& a, const Tag& b) { return a.name < b.name; });
  std::erase_if(g.tag_comments, [](const auto& kv) { return kv.second.empty(); });
  return g;
}

inline bool equivalent(const GameRecord& a, const GameRecord& b) { return normalized(a) == normalized(b); }

}  // namespace tenace::formats::testing
