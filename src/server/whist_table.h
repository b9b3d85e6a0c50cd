#pragma once
// WhistTable: a table of the whist family (RULES.md §2, docs/whist.md) as a
// GameTable: Dummy Whist (three players and a dummy), Double Dummy (two
// players, each with a dummy) and Nonsense (two players, two dead hands).
// The hand in play is core's DummyWhistHand, DoubleDummyHand or NonsenseHand;
// this class adds what a table needs around it: the players' chairs, the
// deal rotation, the running score sheet of each game to the target (21)
// and the finished hands.
//
// Chairs. A player keeps the chair (the occupant seat) they sat down in for
// the table's life: Dummy Whist's players 0, 1, 2 sit at North, East and
// South; Double Dummy's at North and East (their dummies opposite); Nonsense's
// at North and South. In Dummy Whist the dummy is placed opposite declarer
// when the auction ends and a player sitting there moves to West (core's
// seat_of); the JSON shows those table positions, while events and
// occupants keep naming the chair.
//
// The hand's points go onto the sheet when the next hand is dealt: until
// then a renege may still be called (table rules) and change them. A game
// ends when a player reaches the target; the next deal starts a new game.
//
// Undo and claims follow bridge's policy (docs/protocol.md, "undo" and
// "claim"). A player may ask to take back their own last move and all
// after it; every other player must agree (scores are individual, so all
// are opponents). Moves made before cards were shown cannot be taken back:
// the calls once the auction is over (the dummy is seen), a Nonsense choice
// (a dead hand is seen), a joker exchange (a discard is seen), and anything
// before a renege call. A player may claim a number of the tricks still to
// play, between tricks; the other side answers (Dummy Whist: both
// defenders when declarer claims, declarer when a defender does), and once
// all accept the play ends with that split. Nothing moves while an undo
// request or a claim waits for answers.
//
// Undo replays: the table keeps the hand's deal and its moves, and a
// granted undo builds the hand again from the deal without the moves taken
// back, so no variant needs an undo of its own.
#include <optional>
#include <variant>
#include <vector>

#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/whist_score_sheet.h"
#include "bots/whist_move.h"
#include "server/game_table.h"

namespace tenace::server {

using WhistHand = std::variant<DummyWhistHand, DoubleDummyHand, NonsenseHand>;

// A request to take back moves, waiting for the other players' answers.
struct WhistUndoRequest {
  Seat by = Seat::North;
  int steps = 0;  // moves to take back when granted
  std::array<bool, 4> accepted{};
};

// A claim waiting for the other side's answers.
struct WhistClaimRequest {
  Seat by = Seat::North;  // the claimer's chair
  int tricks = 0;         // of the tricks still to play, for the claimer's side
  std::array<bool, 4> accepted{};
};

// A finished hand, kept for the score sheet and the history.
struct WhistHandRecord {
  int number = 0;
  int game = 0;  // which game to the target it counts in (0-based)
  WhistHand hand;
  std::vector<int> points;  // per player, after any renege calls
};

class WhistTable : public GameTable {
 public:
  // Precondition: settings.game is one of the whist family.
  WhistTable(std::int64_t id, TableSettings settings);

  int players() const;
  Seat chair_of(int player) const;
  std::optional<int> player_in(Seat chair) const;

  const std::optional<WhistHand>& hand() const { return hand_; }
  const std::vector<WhistHandRecord>& finished() const { return finished_; }
  // Every game to the target so far; the last one is in progress (or just
  // won: the next deal starts a new one). Empty before the first deal.
  const std::vector<WhistScoreSheet>& games() const { return games_; }
  // Dummy Whist's joker exchange: the discards a joker may be exchanged
  // for now (empty in any other step).
  Hand exchange_choices() const;
  // The current game's totals with the hand just finished counted.
  std::vector<int> running_totals() const;

  const std::optional<WhistUndoRequest>& undo_request() const { return undo_; }
  const std::optional<WhistClaimRequest>& claim_request() const { return claim_; }
  // The chairs that must answer the pending undo request, or claim, and
  // have not yet (each sorted by seat).
  std::vector<Seat> undo_responders() const;
  std::vector<Seat> claim_responders() const;

  std::vector<Seat> player_seats() const override;
  TablePhase phase() const override;
  std::vector<Seat> seats_to_act() const override;
  TableEvent next_deal(std::uint64_t seed) const override;
  std::size_t hands_finished() const override { return finished_.size(); }
  int hand_number() const override { return number_; }

  Result<RequestedMove> move_from_message(Seat seat, const std::string& type,
                                          const nlohmann::json& message) const override;
  nlohmann::json to_json(std::optional<Seat> you, const std::array<bool, 4>& connected) const override;
  nlohmann::json history_json() const override;

  std::shared_ptr<TableRobot> make_robot(const RobotSettings& settings) const override;
  bool robot_answers_at_once(Seat seat) const override;
  RobotThought robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const override;
  std::optional<TableEvent> fallback_move(Seat seat) const override;

 protected:
  Status apply_move(const TableEvent& event) override;

 private:
  Result<WhistHand> hand_of_deal(const TableEvent& deal) const;
  Status apply_deal(const TableEvent& e);
  Status apply_hand_move(const TableEvent& e, int player);
  Status apply_undo_request(const TableEvent& e);
  Status apply_undo_response(const TableEvent& e);
  Status apply_claim(const TableEvent& e, int player);
  Status apply_claim_response(const TableEvent& e);
  Status not_frozen() const;
  // The other side's chairs in the play (who answers `claimer`'s claim).
  std::vector<Seat> claim_answerers(Seat claimer) const;
  // Moves the finished hand's points onto the sheet (at the next deal).
  void settle_finished_hand();
  void record_if_over();

  std::optional<WhistHand> hand_;
  // The current hand's Deal event and the moves and renege calls since
  // (what a granted undo replays), and how many of those moves are final.
  TableEvent deal_;
  std::vector<TableEvent> hand_log_;
  std::size_t final_moves_ = 0;
  std::optional<WhistUndoRequest> undo_;
  std::optional<WhistClaimRequest> claim_;
  int number_ = 0;
  bool recorded_ = false;  // the current hand is already in finished_
  std::vector<WhistHandRecord> finished_;
  std::vector<WhistScoreSheet> games_;
};

// The Deal event's card text for a whist deal: the four hands as card
// lists separated by "|" (Dummy Whist: players 0, 1, 2, then the dummy;
// the two-player games: North, East, South, West), jokers as "BJ"/"LJ".
std::string whist_deal_text(const std::array<Hand, 4>& hands);
Result<std::array<Hand, 4>> parse_whist_deal_text(std::string_view text);
// Cards separated by spaces ("SA HK BJ").
Result<Hand> parse_card_list(std::string_view text);

// A whist move as the table's event by the player in `chair`, and back
// (the event kinds Call, Choose, Discard, Exchange, Declare, Card).
TableEvent whist_move_event(const WhistMove& move, Seat chair);
Result<WhistMove> whist_move_of(const TableEvent& event);

}  // namespace tenace::server
