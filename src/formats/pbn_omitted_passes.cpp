#include "formats/pbn_omitted_passes.h"

#include "core/auction.h"
#include "formats/reused_auction.h"

namespace tenace::formats {

namespace {

std::optional<Contract> replay_after_passes(const RecordedAuction& recorded, Seat dealer, int passes) {
  Auction& auction = reused_auction(dealer);
  for (int i = 0; i < passes; ++i)
    if (!auction.make(Call::pass())) return std::nullopt;
  for (const RecordedCall& rc : recorded.calls)
    if (rc.skipped || rc.insufficient || auction.is_complete() || !auction.make(rc.call)) return std::nullopt;
  if (!auction.is_complete()) return std::nullopt;
  return auction.contract();
}

}  // namespace

std::optional<RestoredOpening> restore_omitted_passes(const RecordedAuction& auction, Seat dealer,
                                                      const Contract& expected, Seat written_declarer) {
  if (auction.calls.empty() || auction.calls.front().skipped || auction.calls.front().call.is_pass())
    return std::nullopt;
  // Passes put before the first call move every call, and so the declarer,
  // that many seats on: only one number of them can make the expected
  // player declarer. (Whether the calls are legal, and the level and strain
  // they end in, does not depend on the seats; the replay checks it all.)
  const int passes = (index(expected.declarer) - index(written_declarer) + 4) % 4;
  if (passes == 0) return std::nullopt;
  const auto contract = replay_after_passes(auction, dealer, passes);
  if (contract && contract->level == expected.level && contract->strain == expected.strain &&
      contract->declarer == expected.declarer)
    return RestoredOpening{passes, *contract};
  return std::nullopt;
}

}  // namespace tenace::formats
