#pragma once
// The syntax of PBN tag values (standard §3.4 and §4): each function checks
// one kind of value and returns what it means, or a message saying what is
// wrong. Used by the reader to type a record and by `tenace check`.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/call.h"
#include "core/card.h"
#include "core/contract.h"
#include "core/deal.h"
#include "core/result.h"
#include "core/seat.h"
#include "formats/game_record.h"
#include "formats/pbn_tag_names.h"

namespace tenace::formats {

// A call token of the Auction section (§3.5.1: Pass, X, XX, 1C ... 7NT, any
// case); stricter than Call::parse, which also accepts BBO spellings.
std::optional<Call> parse_pbn_call(std::string_view token);
// A card token of the Play section (§3.6.1): suit then rank, "SA", "HT".
std::optional<Card> parse_pbn_card(std::string_view token);

// "?" (unknown) or "" (not applicable), allowed for every mandatory tag.
inline bool is_unknown_value(std::string_view v) { return v.empty() || v == "?"; }

Status check_date(std::string_view value);           // "YYYY.MM.DD", '?' for unknown digits
Status check_time(std::string_view value);           // "HH:MM:SS"
Result<int> parse_board(std::string_view value);     // positive integer
Status check_round(std::string_view value);          // [A-Za-z0-9_] parts separated by '.'
Result<Seat> parse_pbn_seat(std::string_view value); // "N", "e" ...
Result<Vulnerability> parse_pbn_vulnerable(std::string_view value);

// A Deal value with the PBN rules on top of core's parser: single spaces,
// every known hand of equal size (13, or fewer in an end position), no more
// than 13 cards.
struct PbnDeal {
  Deal deal;
  Seat first = Seat::North;
  bool end_position = false;  // hands hold fewer than 13 cards
  std::string warning;        // a harmless deviation (e.g. two spaces)
};
Result<PbnDeal> parse_pbn_deal(std::string_view value);

struct PbnDeclarer {
  Seat seat;
  bool swapped = false;  // "^S"
};
Result<PbnDeclarer> parse_pbn_declarer(std::string_view value);

// "Pass", "4HX", or a bare strain in an end position ("H", "NT"). Two
// spellings outside the standard are understood and each named in
// `nonstandard` (for a warning): 'N' for no trump ("3N") and 'R' for redoubled ("4SR"),
// both common in exported files.
struct PbnContract {
  bool pass = false;
  std::optional<Contract> contract;
  std::optional<Strain> strain_only;
  std::vector<std::string> nonstandard;  // e.g. "'R' for redoubled (PBN writes XX)"
};
Result<PbnContract> parse_pbn_contract(std::string_view value);

// "9", "NS 9", "EW 4", "NS 9 EW 4", with an optional leading '^'. Tricks by
// side; `declarer_tricks` needs the declarer for the side forms.
struct PbnResult {
  bool disputed = false;
  std::optional<int> declarer;  // plain form
  std::optional<int> ns, ew;
};
Result<PbnResult> parse_pbn_result(std::string_view value);
std::optional<int> declarer_tricks(const PbnResult& r, std::optional<Seat> declarer);

// Score-like tags: "<s>", "NS <s>", "EW <s>", "NS <s> EW <s>", "EW <s> NS <s>".
enum class ScoreKind { Integer, Decimal, Percentage, Rubber };
Status check_score(std::string_view value, ScoreKind kind, bool side_required = false);
// An integer score that check_score accepts, for North-South ("EW 100" is
// -100, a bare number is North-South's); an error when "NS a EW b" do not
// add up to zero.
Result<int> score_for_ns(std::string_view value);
// ScoreRubberHistory; returns the vulnerability it implies.
Result<Vulnerability> parse_rubber_history(std::string_view value);

// Scoring: fields separated by ';'. Unknown methods give warnings (the list
// is open-ended), returned as a message; an empty field is an error.
Status check_scoring(std::string_view value, std::string& warning);

// Note: "<index>:<text>", index 1..32.
struct PbnNote {
  int index;
  std::string text;
};
Result<PbnNote> parse_pbn_note(std::string_view value);

// DoubleDummyTricks: 20 hex digits, declarers N S E W, strains NT S H D C.
Result<DoubleDummyTricks> parse_dd_tricks(std::string_view value);
std::string format_dd_tricks(const DoubleDummyTricks& tricks);

// The tag names of the standard (mandatory and supplemental, plus the
// de-facto DoubleDummyTricks, ParContract, OptimumScore ...).
bool is_known_tag(std::string_view name);
bool is_table_tag(std::string_view name);
// Tags whose value may not be inherited with "#" or "##" (§4.8).
bool inheritance_forbidden(PbnTag tag);

}  // namespace tenace::formats
