#pragma once
// Replays a record's calls and cards through the core (Auction, BridgePlay)
// for the formats that list them in order (LIN, JSON): reports the first
// illegal call or card with its position, fills the contract and declarer
// from the auction, lays the cards out in tricks by seat, and counts the
// result when the play is complete.
#include <optional>
#include <utility>
#include <vector>

#include "core/card.h"
#include "formats/contract_check.h"
#include "formats/diagnostic.h"
#include "formats/game_record.h"

namespace tenace::formats {

// `lines[i]` is the line of call i (0 when unknown). How the auction ended
// when it is complete and regular, for check_contract_against_auction; the
// record's own contract and declarer are kept when it states them.
std::optional<AuctionEnd> replay_auction(GameRecord& record, const std::vector<int>& lines, Diagnostics& d);

// Cards in playing order with their lines; needs a deal and a contract.
void replay_cards(GameRecord& record, const std::vector<std::pair<Card, int>>& cards, Diagnostics& d, int line);

}  // namespace tenace::formats
