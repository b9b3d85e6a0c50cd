#pragma once
// A rubber bridge score sheet (RULES.md §1.4, "Rubber"). Trick points for
// the contract go below the line and count toward game; everything else goes
// above. A game is 100 or more trick points below the line, accumulated over
// deals; when one side makes game, a new game starts and both sides' part
// scores stop counting toward it. A side that has won a game is vulnerable.
// The first side to win two games wins the rubber and scores 700 if the
// opponents won none, 500 if they won one. Honours count above the line for
// whichever side holds them. The totals of all points decide the result.
//
// An unfinished rubber (the rubber bridge laws on an incomplete rubber)
// is closed with close_unfinished(): 300 to a side that won the only game,
// and 100 to a side with a part score in the game in progress. If both sides
// have a part score both get 100, which leaves the margin as the laws' "only
// one side" reading would.
#include <array>
#include <optional>
#include <vector>

#include "core/contract.h"
#include "core/deal.h"
#include "core/honours.h"
#include "core/result.h"
#include "core/score_sheet.h"
#include "core/seat.h"

namespace tenace {

class RubberScore {
 public:
  RubberScore();

  // Records one deal: the contract (nothing if passed out: it scores nothing
  // and the same game goes on), declarer's tricks and the honours held.
  // Refused once the rubber is over or closed, or for impossible input.
  Status record_deal(const std::optional<Contract>& contract, int declarer_tricks,
                     std::optional<HonoursAward> honours = std::nullopt);
  // As above, honours found in the deal itself.
  Status record_deal(const std::optional<Contract>& contract, int declarer_tricks, const Deal& deal);

  // Closes a rubber stopped before either side won two games.
  Status close_unfinished();

  // Vulnerability for the next deal: a side with a game is vulnerable.
  Vulnerability vulnerability() const;
  bool is_finished() const { return finished_; }  // a side won two games
  bool is_closed() const { return finished_ || closed_; }
  int games_won(Side side) const { return games_[index(side)]; }
  // 0-based number of the game in progress (or the last game once finished).
  int current_game() const { return static_cast<int>(below_.size()) - 1; }
  int below_the_line(Side side, int game) const;
  int below_the_line(Side side) const;  // all games
  int above_the_line(Side side) const;
  int total(Side side) const { return below_the_line(side) + above_the_line(side); }
  int deals_played() const { return deals_; }
  const std::vector<ScoreEntry>& entries() const { return entries_; }

 private:
  void add(const ScoreEntry& entry);

  std::vector<ScoreEntry> entries_;
  std::vector<std::array<int, 2>> below_;  // trick points per game and side
  std::array<int, 2> games_{};
  int deals_ = 0;
  bool finished_ = false;
  bool closed_ = false;
};

}  // namespace tenace
