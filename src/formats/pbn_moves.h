#pragma once
// The Auction and Play sections of PBN (standard §3.5-§3.9): calls and cards
// with their annotations (suffixes, note references, NAGs, commentary),
// the markers '-', '+', '*', "AP" and the irregularities ^I ^S ^R ^L. Each
// section is parsed into the record and then replayed through the core
// (Auction for calls; hands, following suit and trick winners for cards),
// so an illegal call or card is reported on its line with its position.
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/game_record.h"
#include "formats/pbn_lexer.h"
#include "formats/sure_tricks.h"

namespace tenace::formats {

// Note tags of a section: index -> text and line.
using PbnNotes = std::map<int, std::pair<std::string, int>>;

// The items of one section: the tag's value and line, everything up to the
// next tag, and its Note tags. A view of the tag the reader holds, which
// outlives it. `unreadable_tags` names the game's tags whose value could
// not be read: their error is reported, so a section that needs one does
// not report it missing as well.
struct PbnSection {
  std::string_view value;
  int line = 0;
  // The items after the tag up to the next tag: calls or cards with their
  // commentary, and the section's Note tags among them (read from `notes`).
  std::span<const PbnItem> body;
  const PbnNotes& notes;
  const std::vector<std::string_view>& unreadable_tags;
};

// What replaying the auction established, for cross-checks with the
// Declarer, Contract and Result tags.
struct AuctionOutcome {
  bool complete = false;  // ended by passes and replayed without irregularity
  std::optional<Contract> contract;
  bool passed_out = false;
};

// Needs record.dealer; fills record.auction.
AuctionOutcome read_pbn_auction(const PbnSection& section, GameRecord& record, Diagnostics& d);

// What replaying the play established: tricks won so far, when known.
struct PlayOutcome {
  int declarer_tricks = 0;
  int defender_tricks = 0;
  bool all_known = false;  // every trick's winner could be decided
  bool finished = false;   // 13 tricks played (or all cards of an end position)
  // Tricks the cards outside the counted tricks guarantee (trump contracts
  // with the whole deal known and no ^R or ^L; see sure_tricks.h).
  std::optional<SureTricks> sure;
  // A card marked ^R or ^L: a penalty may move tricks after the play, so the
  // tricks counted here bound no Result (LIN and JSON skip such plays too).
  bool irregular = false;
};

// Needs record.deal; uses record.declarer and the contract's strain (or
// record.ending_trump); fills record.play.
PlayOutcome read_pbn_play(const PbnSection& section, GameRecord& record, Diagnostics& d);

}  // namespace tenace::formats
