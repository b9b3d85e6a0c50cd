#pragma once
// An empty auction to replay a file's calls into, kept from game to game on
// the calling thread: a new Auction for each of a file's thousands of
// auctions (and for each try at restoring passes left out) allocated its
// calls anew as they grew, several times a game.
#include "core/auction.h"
#include "core/seat.h"

namespace tenace::formats {

// Empty, of `dealer`; valid until the next call on this thread.
Auction& reused_auction(Seat dealer);

}  // namespace tenace::formats
