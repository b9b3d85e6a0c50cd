#pragma once
// Table: the authoritative state of one bridge table, as a pure state
// machine with no I/O. It holds the four seats, the board in play (a
// BridgeGame), the alerts and questions about calls, a pending undo request,
// the finished boards and, for rubber bridge, the score sheets (core's
// RubberScore, honours included; a new rubber starts with the first deal
// after one is won). It changes
// only by apply(TableEvent), which checks the event against the rules and
// whose turn it is and refuses it with the reason otherwise. The server
// stores each accepted event before broadcasting it, and a restart rebuilds
// the table by applying the stored events again.
//
// Policy kept here (not in the engine): who may take back what (undo takes
// back the requester's own last call, or last card including dummy's for
// declarer, and everything after it, once both opponents agree, but never
// the opening lead once dummy is face up), and that nothing moves while an
// undo request or a claim waits for answers.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bridge_game.h"
#include "core/result.h"
#include "core/rubber_score.h"
#include "core/seat.h"
#include "server/board_analysis.h"
#include "server/table_event.h"

namespace tenace::server {

enum class Scoring : std::uint8_t { Duplicate, Rubber };
enum class TablePhase : std::uint8_t { Waiting, Auction, Play, Finished };

std::string_view scoring_name(Scoring scoring);
std::string_view table_phase_name(TablePhase phase);

struct TableSettings {
  std::string name;
  Scoring scoring = Scoring::Duplicate;
  bool kibitzers_see_all = false;
  // A person's think-time limit per call or card (0: none); past it a
  // robot makes that one call or card for them.
  int think_seconds = 0;
  // The bidding system the table's robots play and explain ("2over1",
  // "sayc"); a person partnering a robot is read with it too.
  std::string system = "2over1";
};

struct Occupant {
  std::int64_t user_id = 0;  // 0 for robots
  std::string name;
  bool robot = false;
};

// What the caller said about a call: alerted calls carry an explanation
// that only the caller's opponents may read.
struct CallNote {
  bool alerted = false;
  std::string explanation;
};

struct Question {
  Seat from = Seat::North;
  int index = 0;  // into the auction
};

struct UndoRequest {
  Seat by = Seat::North;
  int steps = 0;  // calls/cards to take back when granted
  std::array<bool, 4> accepted{};
};

// A finished board, kept for scores, history and downloads.
struct BoardRecord {
  BridgeGame game;
  std::vector<CallNote> notes;
  std::optional<Contract> contract;
  int declarer_tricks = 0;
  int score_ns = 0;
  std::optional<BoardAnalysis> analysis;  // arrives after the board ends
};

class Table {
 public:
  Table(std::int64_t id, TableSettings settings) : id_(id), settings_(std::move(settings)) {}

  std::int64_t id() const { return id_; }
  const TableSettings& settings() const { return settings_; }
  const std::optional<Occupant>& occupant(Seat seat) const { return seats_[index(seat)]; }
  bool all_seated() const;
  std::optional<Seat> seat_of_user(std::int64_t user_id) const;

  TablePhase phase() const;
  const std::optional<BridgeGame>& game() const { return game_; }
  const std::vector<CallNote>& notes() const { return notes_; }
  const std::vector<Question>& questions() const { return questions_; }
  const std::optional<UndoRequest>& undo_request() const { return undo_; }
  const std::vector<BoardRecord>& boards() const { return boards_; }
  // Rubber bridge: every rubber played here, the last one in progress or
  // just won (the next deal then starts a new one); empty before the first.
  const std::vector<RubberScore>& rubbers() const { return rubbers_; }
  // Rubber bridge: the vulnerability of the next deal.
  Vulnerability rubber_vulnerability() const;
  // Events applied so far (the length of the table's log).
  std::int64_t event_count() const { return events_; }

  // The seats that must answer a pending undo request and have not yet.
  std::vector<Seat> undo_responders() const;
  // The seats that must answer a pending claim and have not yet.
  std::vector<Seat> claim_responders() const;
  // Who must act next: the player to call or play, or the answerers of a
  // pending claim or undo request.
  std::vector<Seat> seats_to_act() const;

  // The Deal event for the next board: number, dealer and vulnerability
  // follow the scoring (duplicate: the 16-board cycle; rubber: the deal
  // passes left and vulnerability comes from the sheet); the cards come
  // from `seed`.
  TableEvent next_deal(std::uint64_t seed) const;
  // True when a new board may be dealt now (four players, no board running).
  bool may_deal() const;

  Status apply(const TableEvent& event);
  // Gives finished board number `board` its double-dummy analysis; false
  // when there is no such board.
  bool attach_analysis(int board, const BoardAnalysis& analysis);

 private:
  Status apply_deal(const TableEvent& e);
  Status apply_call(const TableEvent& e);
  Status apply_card(const TableEvent& e);
  Status apply_undo_response(const TableEvent& e);
  Status not_frozen() const;
  int undo_steps(Seat seat) const;
  void finish_board_if_over();

  std::int64_t id_;
  TableSettings settings_;
  std::array<std::optional<Occupant>, 4> seats_;
  std::optional<BridgeGame> game_;
  bool recorded_ = false;  // the current board is already in boards_
  std::vector<CallNote> notes_;
  std::vector<Question> questions_;
  std::optional<UndoRequest> undo_;
  std::vector<BoardRecord> boards_;
  std::vector<RubberScore> rubbers_;
  std::int64_t events_ = 0;
};

}  // namespace tenace::server
