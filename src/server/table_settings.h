#pragma once
// TableSettings: what a table's creator chose, fixed for the table's life
// and stored with it: the game (bridge, or one of the whist family), its
// scoring and rule options, and the table's policies.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/dummy_whist.h"
#include "core/result.h"

namespace tenace::server {

enum class GameKind : std::uint8_t { Bridge, DummyWhist, DoubleDummy, Nonsense };
// "bridge", "dummy_whist", "double_dummy", "nonsense" (the protocol's names).
std::string_view game_name(GameKind game);
std::optional<GameKind> parse_game(std::string_view name);
inline bool is_whist(GameKind game) { return game != GameKind::Bridge; }

enum class Scoring : std::uint8_t { Duplicate, Rubber };
std::string_view scoring_name(Scoring scoring);

struct TableSettings {
  std::string name;
  // Bridge: duplicate (each board alone) or rubber (a running sheet).
  Scoring scoring = Scoring::Duplicate;
  bool kibitzers_see_all = false;
  // A person's think-time limit per move (0: none); past it a robot makes
  // that one move for them.
  int think_seconds = 0;
  // Bridge: the bidding system the table's robots play and explain
  // ("2over1", "sayc"); a person partnering a robot is read with it too.
  std::string system = "2over1";
  GameKind game = GameKind::Bridge;
  // The whist family's rule options (RULES.md §2); jokers and the no-trump
  // joker rule apply to Dummy Whist only.
  DummyWhistOptions whist;
  // A table of a tournament (0: none) plays that tournament's boards, in
  // order, and stops after `board_limit` of them (0: no limit).
  std::int64_t tournament = 0;
  int board_limit = 0;
  // A table of a pairs event among people (events.h; 0: none): it plays
  // one round's boards of that event, dealt by the event.
  std::int64_t event_id = 0;
};

// The whist options as the protocol and storage spell them, and back (an
// unknown option or a bad value is refused, naming it).
nlohmann::json whist_options_json(const DummyWhistOptions& options);
Result<DummyWhistOptions> whist_options_from_json(const nlohmann::json& options);

}  // namespace tenace::server
