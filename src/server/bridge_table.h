#pragma once
// BridgeTable: the authoritative state of one bridge table, as a pure state
// machine with no I/O (a GameTable). It holds the board in play (a
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
#include "server/game_table.h"
#include "server/table_event.h"

namespace tenace::server {


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

class BridgeTable : public GameTable {
 public:
  BridgeTable(std::int64_t id, TableSettings settings) : GameTable(id, std::move(settings)) {}

  TablePhase phase() const override;
  const std::optional<BridgeGame>& game() const { return game_; }
  const std::vector<CallNote>& notes() const { return notes_; }
  const std::vector<Question>& questions() const { return questions_; }
  const std::optional<UndoRequest>& undo_request() const { return undo_; }
  const std::vector<BoardRecord>& boards() const { return boards_; }
  std::size_t hands_finished() const override { return boards_.size(); }
  int hand_number() const override { return game_ ? game_->board_number() : 0; }
  // Rubber bridge: every rubber played here, the last one in progress or
  // just won (the next deal then starts a new one); empty before the first.
  const std::vector<RubberScore>& rubbers() const { return rubbers_; }
  // Rubber bridge: the vulnerability of the next deal.
  Vulnerability rubber_vulnerability() const;

  // The seats that must answer a pending undo request and have not yet.
  std::vector<Seat> undo_responders() const;
  // The seats that must answer a pending claim and have not yet.
  std::vector<Seat> claim_responders() const;
  // Who must act next: the player to call or play, or the answerers of a
  // pending claim or undo request.
  std::vector<Seat> seats_to_act() const override;

  // The Deal event for the next board: number, dealer and vulnerability
  // follow the scoring (duplicate: the 16-board cycle; rubber: the deal
  // passes left and vulnerability comes from the sheet); the cards come
  // from `seed`.
  TableEvent next_deal(std::uint64_t seed) const override;
  // The Deal event for the next board with these cards (a tournament's
  // board); number, dealer and vulnerability as next_deal() gives them.
  TableEvent next_deal_of(const Deal& deal) const;

  // Gives finished board number `board` its double-dummy analysis; false
  // when there is no such board.
  bool attach_analysis(int board, const BoardAnalysis& analysis);

  nlohmann::json to_json(std::optional<Seat> you, const std::array<bool, 4>& connected) const override;
  nlohmann::json history_json() const override;
  Result<RequestedMove> move_from_message(Seat seat, const std::string& type,
                                          const nlohmann::json& message) const override;

  // Robots (bridge_table_robots.cpp): the table's bidding system's robot,
  // which answers claims and undo requests at once and thinks about calls
  // and cards.
  std::shared_ptr<TableRobot> make_robot(const RobotSettings& settings) const override;
  bool robot_answers_at_once(Seat seat) const override;
  RobotThought robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const override;
  std::optional<TableEvent> fallback_move(Seat seat) const override;
  std::optional<TableEvent> robot_explanation(const std::function<bool(Seat)>& robot_plays) const override;

 protected:
  Status apply_move(const TableEvent& event) override;

 private:
  Status apply_deal(const TableEvent& e);
  Status apply_call(const TableEvent& e);
  Status apply_card(const TableEvent& e);
  Status apply_undo_response(const TableEvent& e);
  Status not_frozen() const;
  int undo_steps(Seat seat) const;
  void finish_board_if_over();

  std::optional<BridgeGame> game_;
  bool recorded_ = false;  // the current board is already in boards_
  std::vector<CallNote> notes_;
  std::vector<Question> questions_;
  std::optional<UndoRequest> undo_;
  std::vector<BoardRecord> boards_;
  std::vector<RubberScore> rubbers_;
};

}  // namespace tenace::server
