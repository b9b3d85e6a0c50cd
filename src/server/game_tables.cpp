#include "server/game_tables.h"

#include "server/bridge_table.h"
#include "server/whist_table.h"

namespace tenace::server {

std::unique_ptr<GameTable> make_table(std::int64_t id, const TableSettings& settings) {
  if (is_whist(settings.game)) return std::make_unique<WhistTable>(id, settings);
  return std::make_unique<BridgeTable>(id, settings);
}

}  // namespace tenace::server
