#pragma once
// The JSON form of game records (documented in docs/formats.md): one
// object per game, holding everything a GameRecord holds, under
// {"format": "tenace-games", "version": 1, "games": [...]}. A reader also
// accepts a bare array of games or a single game object, so that a deal or a
// board alone ({"deal": ..., "dealer": ...}) is a valid document.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "formats/diagnostic.h"
#include "formats/game_record.h"
#include "formats/pbn_reader.h"

namespace tenace::formats {

nlohmann::json record_to_json(const GameRecord& game);
// Errors name the game and the field. `options.lenient` as for PBN
// (pbn_reader.h): a "contract" differing from its auction only in the
// double or redouble becomes a warning, the auction's contract read and the
// field's value kept in tag_comments["Contract"].
GameRecord record_from_json(const nlohmann::json& j, Diagnostics& d, const std::string& where,
                            const ReadOptions& options = {});

std::string write_json(const std::vector<GameRecord>& games, Diagnostics* warnings = nullptr);
ReadResult read_json(std::string_view bytes, const ReadOptions& options = {});

}  // namespace tenace::formats
