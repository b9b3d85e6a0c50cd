#include "formats/pbn_table_columns.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <utility>

#include "core/seat.h"
#include "core/strain.h"
#include "formats/pbn_values.h"

namespace tenace::formats {

namespace {

enum class Kind {
  Rank,          // a position: 1, 2, ...
  Count,         // a positive number of boards or scores
  Seat,          // W N E S
  Denomination,  // S H D C NT
  Tricks,        // 0-13
  Contract,      // as in the Contract tag
  Call,          // as in the Auction section
  Card,          // as in the Play section
  Percentage,    // 0-100, decimals allowed
  Score,         // a whole number of points, signed
  Decimal,       // IMPs, matchpoints, means: signed, decimals allowed
  Names,         // a string token
  Time,          // HH:MM:SS, MM:SS or SS
  ScoreRange,    // <score>, <score>,*, <score>,<score>, *,<score>
  Ranks,         // the ranks of one suit, high first: "AKT2"
};

struct Column {
  std::string_view table;
  std::string_view name;
  Kind kind;
};

// The standard's predefined columns, by table (§5.3-§5.10).
constexpr Column kColumns[] = {
    {"ActionTable", "Rank", Kind::Rank},
    {"ActionTable", "Call", Kind::Call},
    {"ActionTable", "Card", Kind::Card},
    {"ActionTable", "Declarer", Kind::Seat},
    {"ActionTable", "Contract", Kind::Contract},
    {"ActionTable", "Percentage", Kind::Percentage},
    {"AuctionTimeTable", "Time", Kind::Time},
    {"AuctionTimeTable", "TotalTime", Kind::Time},
    {"PlayTimeTable", "Time", Kind::Time},
    {"PlayTimeTable", "TotalTime", Kind::Time},
    {"InstantScoreTable", "Rank", Kind::Rank},
    {"InstantScoreTable", "ScoreRange_NS", Kind::ScoreRange},
    {"InstantScoreTable", "ScoreRange_EW", Kind::ScoreRange},
    {"InstantScoreTable", "IMP_NS", Kind::Decimal},
    {"InstantScoreTable", "IMP_EW", Kind::Decimal},
    {"InstantScoreTable", "Percentage_NS", Kind::Percentage},
    {"InstantScoreTable", "Percentage_EW", Kind::Percentage},
    {"OptimumPlayTable", "S", Kind::Ranks},
    {"OptimumPlayTable", "H", Kind::Ranks},
    {"OptimumPlayTable", "D", Kind::Ranks},
    {"OptimumPlayTable", "C", Kind::Ranks},
    {"OptimumResultTable", "Declarer", Kind::Seat},
    {"OptimumResultTable", "Denomination", Kind::Denomination},
    {"OptimumResultTable", "Result", Kind::Tricks},
    {"ScoreTable", "Rank", Kind::Rank},
    {"ScoreTable", "Names_NS", Kind::Names},
    {"ScoreTable", "Names_EW", Kind::Names},
    {"ScoreTable", "Contract", Kind::Contract},
    {"ScoreTable", "Declarer", Kind::Seat},
    {"ScoreTable", "Result", Kind::Tricks},
    {"ScoreTable", "Score_NS", Kind::Score},
    {"ScoreTable", "Score_EW", Kind::Score},
    {"ScoreTable", "IMP_NS", Kind::Decimal},
    {"ScoreTable", "IMP_EW", Kind::Decimal},
    {"ScoreTable", "MP_NS", Kind::Decimal},
    {"ScoreTable", "MP_EW", Kind::Decimal},
    {"ScoreTable", "Percentage_NS", Kind::Percentage},
    {"ScoreTable", "Percentage_EW", Kind::Percentage},
    {"ScoreTable", "Multiplicity", Kind::Count},
    {"TotalScoreTable", "Rank", Kind::Rank},
    {"TotalScoreTable", "Names", Kind::Names},
    {"TotalScoreTable", "TotalScore", Kind::Score},
    {"TotalScoreTable", "TotalIMP", Kind::Decimal},
    {"TotalScoreTable", "TotalMP", Kind::Decimal},
    {"TotalScoreTable", "TotalPercentage", Kind::Percentage},
    {"TotalScoreTable", "MeanScore", Kind::Decimal},
    {"TotalScoreTable", "MeanIMP", Kind::Decimal},
    {"TotalScoreTable", "MeanMP", Kind::Decimal},
    {"TotalScoreTable", "MeanPercentage", Kind::Percentage},
    {"TotalScoreTable", "NrBoards", Kind::Count},
    {"TotalScoreTable", "Multiplicity", Kind::Count},
};

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<double> decimal(std::string_view s) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, std::chars_format::fixed);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

bool is_score(std::string_view s) {
  if (!s.empty() && (s.front() == '+' || s.front() == '-')) s.remove_prefix(1);
  return digits(s);
}

bool is_time(std::string_view s) {
  // SS, MM:SS or HH:MM:SS, two digits each part but the first.
  std::size_t parts = 0;
  while (true) {
    const std::size_t colon = s.find(':');
    const std::string_view part = s.substr(0, colon);
    if (!digits(part) || (parts > 0 && part.size() != 2)) return false;
    if (++parts > 3) return false;
    if (colon == std::string_view::npos) return true;
    s.remove_prefix(colon + 1);
  }
}

bool is_score_range(std::string_view s) {
  const std::size_t comma = s.find(',');
  if (comma == std::string_view::npos) return is_score(s);
  const std::string_view low = s.substr(0, comma), high = s.substr(comma + 1);
  if (low == "*" && high == "*") return false;
  return (low == "*" || is_score(low)) && (high == "*" || is_score(high));
}

bool is_ranks(std::string_view s) {
  static constexpr std::string_view kOrder = "AKQJT98765432";
  std::size_t last = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const std::size_t at = kOrder.find(static_cast<char>(std::toupper(static_cast<unsigned char>(s[i]))));
    if (at == std::string_view::npos || (i > 0 && at <= last)) return false;
    last = at;
  }
  return !s.empty();
}

// What a column of this kind holds, for messages.
std::string_view expected(Kind kind) {
  switch (kind) {
    case Kind::Rank:
      return "a rank 1, 2, ...";
    case Kind::Count:
      return "a positive whole number";
    case Kind::Seat:
      return "W, N, E or S";
    case Kind::Denomination:
      return "S, H, D, C or NT";
    case Kind::Tricks:
      return "a number of tricks 0-13";
    case Kind::Contract:
      return "a contract as in the Contract tag (e.g. 4S, 3NTX, Pass)";
    case Kind::Call:
      return "a call (Pass, X, XX, 1C ... 7NT, AP; 0 for any other)";
    case Kind::Card:
      return "a card (e.g. SA, H7), a suit, or 0 for any other";
    case Kind::Percentage:
      return "a percentage 0-100";
    case Kind::Score:
      return "a whole number of points";
    case Kind::Decimal:
      return "a number";
    case Kind::Names:
      return "a string \"name;name\"";
    case Kind::Time:
      return "a time HH:MM:SS, MM:SS or SS";
    case Kind::ScoreRange:
      return "a score range (<score>, <score>,*, <score>,<score> or *,<score>)";
    case Kind::Ranks:
      return "ranks of one suit, highest first (e.g. AKT2)";
  }
  return "";
}

bool fits(Kind kind, std::string_view e) {
  switch (kind) {
    case Kind::Rank:
    case Kind::Count:
      return digits(e) && e.find_first_not_of('0') != std::string_view::npos;
    case Kind::Seat:
      return e.size() == 1 && seat_from_char(e[0]) && std::isupper(static_cast<unsigned char>(e[0]));
    case Kind::Denomination:
      return e == "S" || e == "H" || e == "D" || e == "C" || e == "NT";
    case Kind::Tricks:
      return digits(e) && e.size() <= 2 && std::stoi(std::string(e)) <= 13;
    case Kind::Contract: {
      auto c = parse_pbn_contract(e);
      return c && (c->pass || c->contract) && c->nonstandard.empty();
    }
    // In ActionTables (bidding and lead contests) "0" stands for any other
    // action and a suit alone for any card of it (the verifier's
    // correct_20.pbn uses both).
    case Kind::Call:
      return e == "AP" || e == "0" || parse_pbn_call(e).has_value();
    case Kind::Card:
      return e == "0" || (e.size() == 1 && suit_from_char(e[0])) || parse_pbn_card(e).has_value();
    case Kind::Percentage: {
      auto v = decimal(e);
      return v && *v >= 0 && *v <= 100;
    }
    case Kind::Score:
      return is_score(e);
    case Kind::Decimal:
      return decimal(e).has_value();
    case Kind::Names:
      return e.size() >= 2 && e.front() == '"' && e.back() == '"';
    case Kind::Time:
      return is_time(e);
    case Kind::ScoreRange:
      return is_score_range(e);
    case Kind::Ranks:
      return is_ranks(e);
  }
  return true;
}

bool scores_something(Kind kind) {
  return kind == Kind::Percentage || kind == Kind::Score || kind == Kind::Decimal || kind == Kind::ScoreRange;
}

}  // namespace

std::optional<std::string> check_table_element(std::string_view table, std::string_view column,
                                               std::string_view element) {
  const auto it = std::find_if(std::begin(kColumns), std::end(kColumns),
                               [&](const Column& c) { return c.table == table && c.name == column; });
  if (it == std::end(kColumns) || element == "?" || element == "-") return std::nullopt;
  std::string_view value = element;
  if (scores_something(it->kind) && !value.empty() && value.front() == '^') value.remove_prefix(1);
  if (fits(it->kind, value)) return std::nullopt;
  return "column " + std::string(column) + " holds " + std::string(expected(it->kind)) + ", not " +
         std::string(element);
}

}  // namespace tenace::formats
