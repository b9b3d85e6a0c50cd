#pragma once
// The finished hands of a whist-family table as PBN, with tenace's
// extension for the whist family (docs/formats.md, "The whist family in
// PBN"): standard tags where the meaning is the same (Event, Site, Board,
// Dealer, the players' names), and Whist* tags for the rest (the deal with
// jokers, discards, the one-round auction, the bid and declaration, the
// play, tricks and points). `tenace check` reads it without a warning.
#include <string>

#include "server/whist_table.h"

namespace tenace::server {

std::string whist_hands_pbn(const WhistTable& table);

}  // namespace tenace::server
