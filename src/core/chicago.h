#pragma once
// Chicago (four-deal bridge): rubber bridge cut to exactly four deals with a
// fixed vulnerability, as in the ACBL's four-deal bridge rules
// (acbl.org, "How to keep score: Chicago"; also the Laws of Rubber Bridge):
//  - deal 1 neither side vulnerable; deals 2 and 3 the dealer's side
//    vulnerable; deal 4 both. The deal passes to the left each time.
//  - A passed-out deal is dealt again by the same dealer and does not count
//    as one of the four.
//  - Trick points for the contract accumulate toward game as in rubber:
//    part scores carry over from deal to deal and may be completed to a game
//    of 100 or more. Completing a game earns 300, or 500 if the side that
//    completes it is vulnerable on that deal; after any game, no earlier
//    part score of either side counts toward game.
//  - A side making a part score on the fourth deal that does not complete a
//    game receives 100, whether or not either side has an earlier part score.
//    No other part score earns a bonus.
//  - Overtricks, insult, slam and undertricks as in rubber; honours count
//    (an option turns them off for groups that score "duplicate style").
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

struct ChicagoOptions {
  Seat first_dealer = Seat::North;
  bool count_honours = true;
  // Some groups make the dealer's opponents vulnerable on deals 2 and 3.
  bool dealer_vulnerable_on_middle_deals = true;
};

class ChicagoScore {
 public:
  static constexpr int kDeals = 4;

  explicit ChicagoScore(ChicagoOptions options = {});

  // Vulnerability of deal `deal_number` (1..4) dealt by `dealer`.
  static Vulnerability deal_vulnerability(int deal_number, Seat dealer, bool dealer_vulnerable_on_middle_deals = true);

  // The next deal: its number (1..4), dealer and vulnerability.
  int next_deal() const { return deals_played_ + 1; }
  Seat dealer() const { return next(options_.first_dealer, deals_played_); }
  Vulnerability vulnerability() const;

  // Records the next deal's result. A passed-out deal (no contract) is
  // redealt: it scores nothing and does not advance the count.
  Status record_deal(const std::optional<Contract>& contract, int declarer_tricks,
                     std::optional<HonoursAward> honours = std::nullopt);
  Status record_deal(const std::optional<Contract>& contract, int declarer_tricks, const Deal& deal);

  bool is_finished() const { return deals_played_ == kDeals; }
  int deals_played() const { return deals_played_; }
  // Trick points carried toward the next game.
  int part_score(Side side) const { return part_scores_[index(side)]; }
  int total(Side side) const;
  const std::vector<ScoreEntry>& entries() const { return entries_; }

 private:
  ChicagoOptions options_;
  std::vector<ScoreEntry> entries_;
  std::array<int, 2> part_scores_{};
  int deals_played_ = 0;
  int games_completed_ = 0;
};

}  // namespace tenace
