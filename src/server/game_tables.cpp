#include "server/game_tables.h"

#include "server/bridge_table.h"

namespace tenace::server {

std::unique_ptr<GameTable> make_table(std::int64_t id, const TableSettings& settings) {
  switch (settings.game) {
    case GameKind::Bridge: break;
    case GameKind::DummyWhist:
    case GameKind::DoubleDummy:
    case GameKind::Nonsense: break;
  }
  return std::make_unique<BridgeTable>(id, settings);
}

}  // namespace tenace::server
