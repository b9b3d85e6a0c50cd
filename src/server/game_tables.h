#pragma once
// The games a table can hold: the one place that maps a GameKind to its
// GameTable class, so that the lobby and storage never name a game.
#include <cstdint>
#include <memory>

#include "server/game_table.h"

namespace tenace::server {

std::unique_ptr<GameTable> make_table(std::int64_t id, const TableSettings& settings);

}  // namespace tenace::server
