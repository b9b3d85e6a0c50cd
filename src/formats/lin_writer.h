#pragma once
// Writing BBO LIN, one line per game: pn, md (dealer digit and the hands),
// sv, ah, mb/an, pc with pg between tricks, mc for a claim. LIN has no
// place for most PBN tags, annotations or commentary: each kind that is left
// out is named in a warning.
#include <string>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/game_record.h"

namespace tenace::formats {

std::string write_lin(const std::vector<GameRecord>& games, Diagnostics* warnings = nullptr);

// "SAKQHT9D2C5432": a hand as LIN writes it (suits S H D C, ranks high first).
std::string lin_hand(const Hand& hand);

}  // namespace tenace::formats
