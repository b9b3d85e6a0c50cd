#pragma once
// Reading PBN 2.1 in import format: every game of a file into a GameRecord,
// with tag inheritance ("#", "##") resolved, the auction and play replayed
// through the core, and every problem reported with its line.
#include <string_view>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/game_record.h"

namespace tenace::formats {

struct ReadResult {
  std::vector<GameRecord> games;
  std::vector<int> game_lines;  // first line of each game
  Diagnostics diagnostics;
};

ReadResult read_pbn(std::string_view bytes);

}  // namespace tenace::formats
