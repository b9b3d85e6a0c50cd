#pragma once
// Whether a Result (declarer's tricks) can be true of the play recorded with
// it. One rule for every format, so that a game LIN or JSON accepts is never
// written as a PBN that the PBN reader then rejects:
//  - a play of all tricks gives the result exactly;
//  - otherwise the tricks each side has already won bound it;
//  - when the play has ended early (PBN '*', a claim), the cards left bound
//    it too: the run of highest trumps one player holds must each win a
//    trick (sure_tricks.h).
// PBN marks an agreed result that differs from the play with '^' (§3.4.15);
// such a result is not checked.
#include <optional>
#include <string>

#include "core/seat.h"
#include "formats/game_record.h"
#include "formats/sure_tricks.h"

namespace tenace::formats {

// What a play establishes, counted by the PBN reader while it replays the
// Play section, or by tally_recorded_play for LIN and JSON.
struct PlayTally {
  int declarer_tricks = 0;
  int defender_tricks = 0;
  int total_tricks = 13;  // fewer in an end position
  bool finished = false;  // every trick played and its winner known
  std::optional<SureTricks> sure;
};

struct ResultConflict {
  bool finished = false;  // a complete play: `reason` is "declarer won N tricks in the play"
  std::string reason;     // "the play already gives declarer 6 and the defenders 0 tricks[, and ...]"
};

// Why `result` cannot be declarer's tricks after this play, or nothing.
// `ended`: the play stops for good ('*' or a claim), so the sure tricks of
// the cards left count; `declarer` is needed for them.
std::optional<ResultConflict> result_conflict(int result, const PlayTally& tally, std::optional<Seat> declarer,
                                              bool ended);

// The tally of a record's play as LIN and JSON hold it (cards in playing
// order), replayed through the core up to the first unknown card; nothing
// when the deal is incomplete, the contract unknown, or a card illegal or
// marked irregular (^R, ^L).
std::optional<PlayTally> tally_recorded_play(const GameRecord& record);

// result_conflict for a record read from LIN or JSON: its result against
// its play (nothing when either is missing or the result is marked as
// differing from the play).
std::optional<ResultConflict> recorded_result_conflict(const GameRecord& record);

// The warning LIN and JSON readers give for such a record, which they keep
// with its result marked as differing from the play (as PBN's '^' says),
// so that nothing is lost and the PBN written from it is valid: "a result
// of 11 tricks is impossible: ...; kept, marked as differing from the play
// (Result \"^11\" in PBN)".
std::string recorded_conflict_warning(int result, const ResultConflict& conflict);

// What every reader that keeps such a result says it did (LIN and JSON
// always, PBN when reading leniently): "kept, marked as differing from the
// play (Result \"^11\" in PBN)".
std::string disputed_result_note(int result);

}  // namespace tenace::formats
