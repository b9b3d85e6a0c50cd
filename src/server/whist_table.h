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
#include <optional>
#include <variant>
#include <vector>

#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/whist_score_sheet.h"
#include "server/game_table.h"

namespace tenace::server {

using WhistHand = std::variant<DummyWhistHand, DoubleDummyHand, NonsenseHand>;

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
  RobotThought robot_thought(Seat seat, const std::shared_ptr<TableRobot>& robot) const override;
  std::optional<TableEvent> fallback_move(Seat seat) const override;

 protected:
  Status apply_move(const TableEvent& event) override;

 private:
  Status apply_deal(const TableEvent& e);
  Status apply_variant_move(const TableEvent& e);
  Status apply_shared_move(const TableEvent& e, int player);
  // Moves the finished hand's points onto the sheet (at the next deal).
  void settle_finished_hand();
  void record_if_over();

  std::optional<WhistHand> hand_;
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

}  // namespace tenace::server
