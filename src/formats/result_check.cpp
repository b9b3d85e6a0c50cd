#include "formats/result_check.h"

#include <array>

#include "core/bridge_play.h"

namespace tenace::formats {

std::optional<ResultConflict> result_conflict(int result, const PlayTally& tally, std::optional<Seat> declarer,
                                              bool ended) {
  if (tally.finished) {
    if (result == tally.declarer_tricks) return std::nullopt;
    return ResultConflict{true, "declarer won " + std::to_string(tally.declarer_tricks) + " tricks in the play"};
  }
  // Formed only for a conflict: nearly every result agrees with its play.
  auto so_far = [&] {
    return "the play already gives declarer " + std::to_string(tally.declarer_tricks) + " and the defenders " +
           std::to_string(tally.defender_tricks) + " tricks";
  };
  if (result < tally.declarer_tricks || result > tally.total_tricks - tally.defender_tricks)
    return ResultConflict{false, so_far()};
  // A play still to be continued has a Result for the tricks so far
  // (PBN §3.4.15), which the cards left do not bound.
  if (!ended || !tally.sure || !declarer) return std::nullopt;
  const int sure = static_cast<int>(tally.sure->trumps.size());
  const bool declarer_side = side_of(tally.sure->holder) == side_of(*declarer);
  if (declarer_side ? result < tally.declarer_tricks + sure
                    : result > tally.total_tricks - tally.defender_tricks - sure)
    return ResultConflict{false, so_far() + ", and " + tally.sure->describe()};
  return std::nullopt;
}

std::optional<PlayTally> tally_recorded_play(const GameRecord& record) {
  if (!record.play || !record.deal || !record.contract || !record.deal->is_complete_bridge_deal()) return std::nullopt;
  for (const RecordedTrick& t : record.play->tricks)
    for (const RecordedCard& c : t.by_seat)
      if (c.revoke || c.lead_out_of_turn) return std::nullopt;  // the core cannot replay them
  auto started = BridgePlay::start(*record.deal, *record.contract);
  if (!started) return std::nullopt;
  BridgePlay play = std::move(started).value();
  for (const auto& [seat, card] : record.play->sequence()) {
    // An unknown card ('-') leaves the rest uncounted, as in PBN.
    if (play.to_play() != seat) break;
    if (!play.play(card)) return std::nullopt;  // the replay reports it
  }
  PlayTally tally;
  tally.declarer_tricks = play.declarer_tricks();
  tally.defender_tricks = play.defender_tricks();
  tally.total_tricks = play.total_tricks();
  tally.finished = play.tricks().is_over();
  // The cards of an unfinished trick are not yet won by anyone: they count
  // as cards left.
  std::array<Hand, 4> left;
  for (Seat s : kAllSeats) left[index(s)] = play.tricks().remaining(s);
  const Trick& current = play.tricks().current_trick();
  for (int i = 0; i < current.count; ++i) left[index(current.seat_of(i))].add(current.cards[i]);
  if (const auto trump = play.tricks().rules().trump) tally.sure = top_trump_run(left, *trump);
  return tally;
}

std::optional<ResultConflict> recorded_result_conflict(const GameRecord& record) {
  if (!record.result || record.result_disputed || !record.play) return std::nullopt;
  const auto tally = tally_recorded_play(record);
  if (!tally) return std::nullopt;
  const bool ended = record.play->stopped || record.play->claimed_tricks.has_value();
  return result_conflict(*record.result, *tally, record.declarer, ended);
}

std::string recorded_conflict_warning(int result, const ResultConflict& conflict) {
  return "a result of " + std::to_string(result) + " tricks " +
         (conflict.finished ? "disagrees with the play: " : "is impossible: ") + conflict.reason + "; " +
         disputed_result_note(result);
}

std::string disputed_result_note(int result) {
  return "kept, marked as differing from the play (Result \"^" + std::to_string(result) + "\" in PBN)";
}

}  // namespace tenace::formats
