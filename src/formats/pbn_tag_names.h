#pragma once
// The tag names PBN files use, as small numbers. A file of thousands of
// games names the same few dozen tags again and again, and the reader asks
// many questions of each tag of each game (is it the Deal, is it known, does
// an earlier game have it): compared as strings, the names took a tenth of
// the reading time. The lexer looks each name up once.
#include <cstdint>
#include <string_view>

namespace tenace::formats {

// Every tag of the standard (mandatory and supplemental), the de-facto tags
// of double-dummy programs and BBO, and tenace's whist-family tags.
enum class PbnTag : std::uint8_t {
  Other,  // a name not in the list: kept, with a warning
  // The mandatory tags (the Seven Tag Roster and the rest of §3.1).
  Event, Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract,
  Result, Auction, Play, Note,
  // Supplemental tags (§4, §5).
  Competition, DealId, Description, FrenchMP, Generator, Hidden, Room, Termination, Score, ScoreIMP, ScoreMP,
  ScorePercentage, ScoreRubber, ScoreRubberHistory, OptimumScore, BidSystemEW, BidSystemNS, PairEW, PairNS,
  WestNA, NorthNA, EastNA, SouthNA, WestType, NorthType, EastType, SouthType, EventDate, EventSponsor, HomeTeam,
  Round, Section, Stage, Table, VisitTeam, Time, UTCDate, UTCTime, TimeControl, TimeCall, TimeCard, Annotator,
  AnnotatorNA, Application, Mode,
  // Tables (§5.3 and the like).
  ActionTable, AuctionTimeTable, InstantScoreTable, OptimumPlayTable, OptimumResultTable, PlayTimeTable,
  ScoreTable, TotalScoreTable,
  // De-facto tags written by double-dummy programs and BBO exports.
  // (DoubleDummy is the tag DoubleDummyTricks, a name game_record.h gives
  // its type.)
  DoubleDummy, ParContract, OptimumContract, BCFlags, Minimax, Annotation,
  // tenace's whist-family extension (docs/formats.md, "The whist family in PBN").
  Variant, WhistOptions, WhistDeal, WhistDiscards, WhistAuction, WhistChoices, WhistDeclarer, WhistBid,
  WhistDeclaration, WhistPlay, WhistTricks, WhistReneges, WhistPoints,
};

// How many PbnTag values there are (Other included): the size of a table
// indexed by tag.
inline constexpr std::size_t kPbnTagCount = static_cast<std::size_t>(PbnTag::WhistPoints) + 1;

// The tag of a name (case matters, as in the standard), Other when it is
// none of the list.
PbnTag pbn_tag(std::string_view name);

// The tables of §5.3 and the like: a tag whose section is rows of columns.
inline bool is_table_tag(PbnTag tag) { return tag >= PbnTag::ActionTable && tag <= PbnTag::TotalScoreTable; }

// Auction and Play: sections of calls and cards, which own Note tags.
inline bool is_moves_section(PbnTag tag) { return tag == PbnTag::Auction || tag == PbnTag::Play; }

}  // namespace tenace::formats
