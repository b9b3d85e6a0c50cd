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

// Lenient reading, for `tenace convert --lenient`: two contradictions
// inside a game, which are errors by default (a file cannot say which of
// its two statements is true, and the PBN verifier wants them reported),
// are carried through instead, each reported on its line as a warning that
// says what was done, so that a user who accepts that reading can still
// convert the file:
//  - a Contract tag that differs from the auction only in its double or
//    redouble (the play does not depend on it) is read as the auction's
//    contract, and the tag's value is kept as a comment after the tag;
//  - a Result the play makes impossible is kept marked as differing from
//    the play (PBN's '^'), as the LIN and JSON readers always keep one.
// Every other problem stays an error. The JSON reader takes the same option
// for its "contract" field (contract_check.h); it always keeps an
// impossible result marked, as LIN's reader does.
struct ReadOptions {
  bool lenient = false;
  // False for a reader that wants only the problems (tenace check): each
  // game is read and checked, then let go, so a large file is checked in
  // the memory of one game rather than of all of them.
  bool keep_games = true;
};

ReadResult read_pbn(std::string_view bytes, const ReadOptions& options = {});

}  // namespace tenace::formats
