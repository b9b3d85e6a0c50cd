#include "formats/reused_auction.h"

#include <array>
#include <optional>

namespace tenace::formats {

Auction& reused_auction(Seat dealer) {
  thread_local std::array<std::optional<Auction>, 4> by_dealer;  // an Auction's dealer is fixed
  std::optional<Auction>& slot = by_dealer[index(dealer)];
  if (!slot) slot.emplace(dealer);
  while (slot->undo()) {
  }  // taking the calls back keeps their room
  return *slot;
}

}  // namespace tenace::formats
