#pragma once
// GameTable: what every trick-taking game's table has in common, as a pure
// state machine with no I/O. It holds the seats and their occupants (people
// or robots) and the count of events applied; the game itself (bridge, or
// one of the whist family) derives from it and defines the rest: its hand's
// state machine over core, who must act, its moves as TableEvents, what each
// seat may see (to_json), its robots and its score sheet.
//
// The lobby runs any GameTable alike: each accepted event is stored, then
// every participant is sent their own projection; robots act through
// robot_thought(), prepared under the room's lock from what their seat may
// see and run on a robot worker without it. A table changes only by
// apply(TableEvent), which refuses an event with the reason, so a restart
// rebuilds it by applying the stored events again.
#include <array>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bots/play_budget.h"
#include "core/hand.h"
#include "core/result.h"
#include "core/seat.h"
#include "server/table_event.h"
#include "server/table_settings.h"

namespace tenace::server {

// The phases the lobby needs to know about, whatever the game: Auction
// stands for everything before the first card (a whist hand's choices,
// discards and declaration too).
enum class TablePhase : std::uint8_t { Waiting, Auction, Play, Finished };
std::string_view table_phase_name(TablePhase phase);

struct Occupant {
  std::int64_t user_id = 0;  // 0 for robots
  std::string name;
  bool robot = false;
};

// A robot at a table; each game has its own kind.
class TableRobot {
 public:
  virtual ~TableRobot() = default;
  // A short name for the seat ("Simple robot").
  virtual std::string name() const = 0;
};

// How the lobby's robots think: their time budget, the seed of their
// layouts (repeatable in tests), and whether a bridge robot judges its game
// and slam decisions by simulation (bots/bidding_simulation.h).
struct RobotSettings {
  PlayBudget budget;
  std::uint64_t seed = 0;
  bool judge_bidding = true;
};

// A robot's move, prepared from a copy of what its seat may see; it may
// take a while and runs without the room's lock. Empty: nothing to do.
using RobotThought = std::function<std::optional<TableEvent>()>;

// Protocol spellings shared by every game: a seat as "N", cards as "SA"
// (jokers "BJ", "LJ" first, then spades first and high to low).
std::string seat_string(Seat seat);
nlohmann::json cards_json(Hand hand);

// A move a player asked for in a message, and how a refusal of it begins
// ("illegal call 1NT: ").
struct RequestedMove {
  TableEvent event;
  std::string refusal_prefix;
};

class GameTable {
 public:
  GameTable(std::int64_t id, TableSettings settings) : id_(id), settings_(std::move(settings)) {}
  virtual ~GameTable() = default;
  GameTable(const GameTable&) = default;
  GameTable& operator=(const GameTable&) = default;

  std::int64_t id() const { return id_; }
  const TableSettings& settings() const { return settings_; }
  GameKind game_kind() const { return settings_.game; }

  // The seats players sit in (bridge: all four; the whist family's two-
  // and three-player games fewer). Sit, Robot and Leave events name one.
  virtual std::vector<Seat> player_seats() const { return {std::begin(kAllSeats), std::end(kAllSeats)}; }
  bool is_player_seat(Seat seat) const;
  const std::optional<Occupant>& occupant(Seat seat) const { return seats_[index(seat)]; }
  bool all_seated() const;
  bool all_robots() const;
  std::optional<Seat> seat_of_user(std::int64_t user_id) const;

  virtual TablePhase phase() const = 0;
  bool hand_running() const { return phase() == TablePhase::Auction || phase() == TablePhase::Play; }
  // Who must act next (to move, or to answer a claim or undo request).
  virtual std::vector<Seat> seats_to_act() const = 0;
  // True when the next hand may be dealt now (every seat filled, no hand
  // running, and the table's board limit not reached).
  virtual bool may_deal() const { return all_seated() && !hand_running() && !played_out(); }
  // A table with a board limit (a tournament's) has played all its boards.
  bool played_out() const {
    return settings_.board_limit > 0 && hands_finished() >= static_cast<std::size_t>(settings_.board_limit);
  }
  // The Deal event of the next hand, its cards drawn from `seed`.
  virtual TableEvent next_deal(std::uint64_t seed) const = 0;
  // Hands played to the end so far.
  virtual std::size_t hands_finished() const = 0;
  // Every finished hand with all its cards (all public by then), for the
  // history (docs/protocol.md, "history").
  virtual nlohmann::json history_json() const = 0;

  Status apply(const TableEvent& event);
  // The move a message of `type` from the player in `seat` asks for, or why
  // the message is malformed (docs/protocol.md §2); whether the move is
  // legal now is apply()'s business.
  virtual Result<RequestedMove> move_from_message(Seat seat, const std::string& type,
                                                  const nlohmann::json& message) const = 0;
  // Events applied so far (the length of the table's log).
  std::int64_t event_count() const { return events_; }

  // The table as `you` may see it (a kibitzer: no seat), for the client
  // (docs/protocol.md §3); `connected`: whose person is at the table now.
  virtual nlohmann::json to_json(std::optional<Seat> you, const std::array<bool, 4>& connected) const = 0;

  // The number of the hand being played or last played (0 before the first).
  virtual int hand_number() const = 0;
  // The short form of the table for the lobby list; `present`: which seats
  // have their person connected (a person's seat shows "connected": false
  // when away).
  nlohmann::json lobby_json(int kibitzers, const std::array<bool, 4>& present) const;
  // Each seat's occupant, with "connected" when given.
  nlohmann::json seats_json(const std::array<bool, 4>* connected) const;

  virtual std::shared_ptr<TableRobot> make_robot(const RobotSettings& settings) const = 0;
  // True when the seat's due move is a quick answer (to a claim or an undo
  // request) that a robot gives at once rather than on a worker.
  virtual bool robot_answers_at_once(Seat) const { return false; }
  // The robot's move for `seat`, which must act now.
  virtual RobotThought robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const = 0;
  // A robot's answer to a pending question about one of its calls (an
  // explanation), given at once; `robot_plays`: whether a robot acts for a
  // seat. Games without questions have none.
  virtual std::optional<TableEvent> robot_explanation(const std::function<bool(Seat)>&) const {
    return std::nullopt;
  }
  // Some legal move for `seat`, used when a robot's own choice is refused.
  virtual std::optional<TableEvent> fallback_move(Seat seat) const = 0;

 protected:
  // Applies an event that is not a seat change.
  virtual Status apply_move(const TableEvent& event) = 0;

 private:
  std::int64_t id_;
  TableSettings settings_;
  std::array<std::optional<Occupant>, 4> seats_;
  std::int64_t events_ = 0;
};

}  // namespace tenace::server
