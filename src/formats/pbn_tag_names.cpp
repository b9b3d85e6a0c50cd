#include "formats/pbn_tag_names.h"

#include <array>

namespace tenace::formats {

namespace {

// In the order of PbnTag, from Event on.
constexpr std::string_view kNames[] = {
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
    "Scoring", "Declarer", "Contract", "Result", "Auction", "Play", "Note",
    "Competition", "DealId", "Description", "FrenchMP", "Generator", "Hidden", "Room", "Termination",
    "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber", "ScoreRubberHistory", "OptimumScore",
    "BidSystemEW", "BidSystemNS", "PairEW", "PairNS", "WestNA", "NorthNA", "EastNA", "SouthNA", "WestType",
    "NorthType", "EastType", "SouthType", "EventDate", "EventSponsor", "HomeTeam", "Round", "Section", "Stage",
    "Table", "VisitTeam", "Time", "UTCDate", "UTCTime", "TimeControl", "TimeCall", "TimeCard", "Annotator",
    "AnnotatorNA", "Application", "Mode",
    "ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable", "OptimumResultTable",
    "PlayTimeTable", "ScoreTable", "TotalScoreTable",
    "DoubleDummyTricks", "ParContract", "OptimumContract", "BCFlags", "Minimax", "Annotation",
    "Variant", "WhistOptions", "WhistDeal", "WhistDiscards", "WhistAuction", "WhistChoices", "WhistDeclarer",
    "WhistBid", "WhistDeclaration", "WhistPlay", "WhistTricks", "WhistReneges", "WhistPoints"};
static_assert(std::size(kNames) + 1 == kPbnTagCount, "one name for each PbnTag but Other");

// An open-addressing table from a name's hash to its tag: one string
// comparison per lookup, nearly always. Built at compile time.
constexpr std::size_t kSlots = 512;  // a power of two, several times the names

constexpr std::size_t slot_of(std::string_view name) {
  if (name.empty()) return 0;
  const auto at = [&](std::size_t i) { return static_cast<std::size_t>(static_cast<unsigned char>(name[i])); };
  return (name.size() * 31 + at(0) * 7 + at(name.size() / 2) * 3 + at(name.size() - 1)) % kSlots;
}

constexpr std::array<PbnTag, kSlots> make_table() {
  std::array<PbnTag, kSlots> table{};  // PbnTag::Other: an empty slot
  for (std::size_t i = 0; i < std::size(kNames); ++i) {
    std::size_t slot = slot_of(kNames[i]);
    while (table[slot] != PbnTag::Other) slot = (slot + 1) % kSlots;
    table[slot] = static_cast<PbnTag>(i + 1);
  }
  return table;
}

constexpr std::array<PbnTag, kSlots> kTable = make_table();

}  // namespace

PbnTag pbn_tag(std::string_view name) {
  for (std::size_t slot = slot_of(name);; slot = (slot + 1) % kSlots) {
    const PbnTag tag = kTable[slot];
    if (tag == PbnTag::Other || kNames[static_cast<std::size_t>(tag) - 1] == name) return tag;
  }
}

}  // namespace tenace::formats
