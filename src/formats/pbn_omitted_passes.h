#pragma once
// PBN lists every call of the auction, starting with the seat the Auction
// tag names (standard §3.5). Some exporters leave out the passes before the
// opening bid while the tag still names the dealer: in rpbridge.net's files
// no auction starts with a pass, and whenever the dealer did not open, the
// calls as written make the wrong player declarer (docs/formats.md). When
// the Declarer tag and the Play tag's opening leader agree with each other,
// and putting 1-3 passes before the first call makes the auction end in the
// Contract tag's level and strain played by that declarer, the reader reads
// the auction with those passes and says so in a warning.
#include <optional>

#include "core/contract.h"
#include "formats/game_record.h"

namespace tenace::formats {

struct RestoredOpening {
  int passes = 0;     // put before the first call
  Contract contract;  // what the auction then ends in (with its declarer)
};

// `expected` is the tags' contract, with the tags' declarer;
// `written_declarer` the declarer of the calls as written. Empty when the
// calls start with a pass, hold an irregularity, or no number of passes
// makes them end in `expected` (doubling aside, which the caller compares).
std::optional<RestoredOpening> restore_omitted_passes(const RecordedAuction& auction, Seat dealer,
                                                      const Contract& expected, Seat written_declarer);

}  // namespace tenace::formats
