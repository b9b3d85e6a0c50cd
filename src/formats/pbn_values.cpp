#include "formats/pbn_values.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <vector>

namespace tenace::formats {

namespace {

std::string quoted(std::string_view v) { return "\"" + std::string(v) + "\""; }

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<int> to_int(std::string_view s) {
  int n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return n;
}

std::vector<std::string_view> split_spaces(std::string_view s) {
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) parts.push_back(s.substr(i, j - i));
    i = j;
  }
  return parts;
}

char ascii_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

std::string upper(std::string_view s) {
  std::string u(s);
  for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

// A number of the given kind: integers may be signed; decimals have digits
// on both sides of an optional '.'.
bool is_number(std::string_view s, ScoreKind kind) {
  if (kind == ScoreKind::Rubber) {
    const std::size_t slash = s.find('/');
    return slash != std::string_view::npos && all_digits(s.substr(0, slash)) && all_digits(s.substr(slash + 1));
  }
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    if (kind == ScoreKind::Percentage) return false;
    s.remove_prefix(1);
  }
  if (kind == ScoreKind::Integer) return all_digits(s);
  const std::size_t dot = s.find('.');
  if (dot == std::string_view::npos) return all_digits(s);
  // "50." and "50.0" are both decimals.
  const std::string_view fraction = s.substr(dot + 1);
  return all_digits(s.substr(0, dot)) && (fraction.empty() || all_digits(fraction));
}

}  // namespace

std::optional<Call> parse_pbn_call(std::string_view w) {
  // Every call of every auction comes here: upper case in place, no string
  // (none of the spellings is longer than four letters).
  if (w.size() > 4) return std::nullopt;
  char letters[4];
  for (std::size_t i = 0; i < w.size(); ++i) letters[i] = ascii_upper(w[i]);
  const std::string_view u(letters, w.size());
  if (u == "PASS") return Call::pass();
  if (u == "X") return Call::double_();
  if (u == "XX") return Call::redouble();
  if (u.size() < 2 || u[0] < '1' || u[0] > '7') return std::nullopt;
  const std::string_view den = std::string_view(u).substr(1);
  if (den != "C" && den != "D" && den != "H" && den != "S" && den != "NT") return std::nullopt;
  return Call::bid(u[0] - '0', *parse_strain(den));
}

std::optional<Card> parse_pbn_card(std::string_view w) {
  if (w.size() != 2) return std::nullopt;
  auto suit = suit_from_char(w[0]);
  auto rank = rank_from_char(w[1]);
  if (!suit || !rank) return std::nullopt;
  return Card(*suit, *rank);
}

Status check_date(std::string_view v) {
  if (v.size() != 10 || v[4] != '.' || v[7] != '.') return Error{"date " + quoted(v) + " is not YYYY.MM.DD"};
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!(std::isdigit(static_cast<unsigned char>(v[i])) || v[i] == '?'))
      return Error{"date " + quoted(v) + ": '" + std::string(1, v[i]) + "' is neither a digit nor '?'"};
  return {};
}

Status check_time(std::string_view v) {
  if (v.size() != 8 || v[2] != ':' || v[5] != ':') return Error{"time " + quoted(v) + " is not HH:MM:SS"};
  for (std::size_t i : {0, 1, 3, 4, 6, 7})
    if (!(std::isdigit(static_cast<unsigned char>(v[i])) || v[i] == '?'))
      return Error{"time " + quoted(v) + " is not HH:MM:SS"};
  return {};
}

Result<int> parse_board(std::string_view v) {
  auto n = all_digits(v) ? to_int(v) : std::nullopt;
  if (!n || *n < 1) return Error{"board " + quoted(v) + " is not a positive integer"};
  return *n;
}

Status check_round(std::string_view v) {
  std::size_t start = 0;
  while (true) {
    std::size_t dot = v.find('.', start);
    std::string_view part = v.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (part.empty() || !std::all_of(part.begin(), part.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        }))
      return Error{"round " + quoted(v) + " must be letters, digits and '_', parts separated by '.'"};
    if (dot == std::string_view::npos) return {};
    start = dot + 1;
  }
}

Result<Seat> parse_pbn_seat(std::string_view v) {
  if (v.size() == 1)
    if (auto s = seat_from_char(v[0])) return *s;
  return Error{"direction " + quoted(v) + " is not N, E, S or W"};
}

Result<Vulnerability> parse_pbn_vulnerable(std::string_view v) {
  const std::string u = upper(v);
  if (u == "NONE" || u == "LOVE" || u == "-") return Vulnerability::None;
  if (u == "NS") return Vulnerability::NorthSouth;
  if (u == "EW") return Vulnerability::EastWest;
  if (u == "ALL" || u == "BOTH") return Vulnerability::Both;
  return Error{"vulnerability " + quoted(v) + " is not None, NS, EW or All"};
}

Result<PbnDeal> parse_pbn_deal(std::string_view v) {
  auto deal = Deal::from_pbn(v);
  if (!deal) return Error{"deal " + quoted(v) + ": " + deal.error().message};
  PbnDeal out{*deal, *seat_from_char(v[0]), false, {}};
  if (v.find("  ") != std::string_view::npos || (v.size() > 2 && v[2] == ' ') || v.back() == ' ')
    out.warning = "deal " + quoted(v) + " has more than one space between hands";
  int size = -1;
  for (Seat s : kAllSeats) {
    const int n = out.deal[s].size();
    if (n > 13) return Error{"deal: " + std::string(seat_name(s)) + " has " + std::to_string(n) + " cards"};
    if (n == 0) continue;
    if (size >= 0 && n != size)
      return Error{"deal: the hands hold different numbers of cards (" + std::string(seat_name(s)) + " has " +
                   std::to_string(n) + ", another hand " + std::to_string(size) + ")"};
    size = n;
  }
  if (size < 0) return Error{"deal " + quoted(v) + " holds no cards"};
  out.end_position = size < 13;
  return out;
}

Result<PbnDeclarer> parse_pbn_declarer(std::string_view v) {
  bool swapped = !v.empty() && v[0] == '^';
  if (swapped) v.remove_prefix(1);
  auto seat = parse_pbn_seat(v);
  if (!seat) return Error{"declarer " + quoted(v) + " is not N, E, S, W or ^N, ^E, ^S, ^W"};
  return PbnDeclarer{*seat, swapped};
}

Result<PbnContract> parse_pbn_contract(std::string_view v) {
  const std::string u = upper(v);
  if (u == "PASS") return PbnContract{true, std::nullopt, std::nullopt, {}};
  if (u == "PAS" || u == "P")
    return PbnContract{true, std::nullopt, std::nullopt, {"'" + std::string(v) + "' for Pass (PBN writes Pass)"}};
  if (u == "C" || u == "D" || u == "H" || u == "S" || u == "NT")
    return PbnContract{false, std::nullopt, parse_strain(u), {}};
  // PBN spells no trump "NT" and redoubled "XX" only; core also accepts
  // "N", and exporters write "R" for redoubled.
  std::string spelled = u;
  std::vector<std::string> nonstandard;
  if (spelled.size() >= 3 && spelled.back() == 'R' && spelled[spelled.size() - 2] != 'X') {
    spelled.replace(spelled.size() - 1, 1, "XX");
    nonstandard.push_back("'R' for redoubled (PBN writes XX)");
  }
  auto c = parse_contract(spelled);
  if (!c) return Error{c.error().message};
  if (c->strain == Strain::NoTrump && spelled.find("NT") == std::string::npos)
    nonstandard.push_back("'N' for no trump (PBN writes NT)");
  return PbnContract{false, *c, std::nullopt, std::move(nonstandard)};
}

Result<PbnResult> parse_pbn_result(std::string_view v) {
  PbnResult r;
  if (!v.empty() && v[0] == '^') {
    r.disputed = true;
    v.remove_prefix(1);
  }
  auto tricks = [&](std::string_view s) -> std::optional<int> {
    auto n = all_digits(s) ? to_int(s) : std::nullopt;
    if (!n || *n > 13) return std::nullopt;
    return n;
  };
  auto bad = [&] { return Error{"result " + quoted(v) + " is not a number of tricks 0-13, \"NS n\", \"EW n\" or both"}; };
  if (all_digits(v)) {  // "9", nearly every Result: nothing to split
    r.declarer = tricks(v);
    if (!r.declarer) return bad();
    return r;
  }
  const auto parts = split_spaces(v);
  if (parts.size() == 1) {
    r.declarer = tricks(parts[0]);
    if (!r.declarer) return bad();
    return r;
  }
  if (parts.size() != 2 && parts.size() != 4) return bad();
  for (std::size_t i = 0; i < parts.size(); i += 2) {
    auto n = tricks(parts[i + 1]);
    if (!n) return bad();
    if (parts[i] == "NS" && !r.ns) r.ns = n;
    else if (parts[i] == "EW" && !r.ew) r.ew = n;
    else return bad();
  }
  if (r.ns && r.ew && *r.ns + *r.ew != 13)
    return Error{"result " + quoted(v) + ": the tricks of NS and EW do not add up to 13"};
  return r;
}

std::optional<int> declarer_tricks(const PbnResult& r, std::optional<Seat> declarer) {
  if (r.declarer) return r.declarer;
  if (!declarer) return std::nullopt;
  const bool ns = side_of(*declarer) == Side::NorthSouth;
  if (ns && r.ns) return r.ns;
  if (!ns && r.ew) return r.ew;
  if (ns && r.ew) return 13 - *r.ew;
  if (!ns && r.ns) return 13 - *r.ns;
  return std::nullopt;
}

Status check_score(std::string_view v, ScoreKind kind, bool side_required) {
  std::string joined(v);
  if (kind == ScoreKind::Rubber) {
    // "50 / 70" is "50/70": spaces around the slash are import-format slack.
    for (std::size_t p; (p = joined.find(" /")) != std::string::npos;) joined.erase(p, 1);
    for (std::size_t p; (p = joined.find("/ ")) != std::string::npos;) joined.erase(p + 1, 1);
  }
  const auto parts = split_spaces(joined);
  const std::string bad = "score " + quoted(v) + " is not a valid score (\"<n>\", \"NS <n>\", \"EW <n>\" or both)";
  if (parts.size() == 1 && !side_required) {
    if (!is_number(parts[0], kind)) return Error{bad};
  } else if (parts.size() == 2 || parts.size() == 4) {
    for (std::size_t i = 0; i < parts.size(); i += 2)
      if ((parts[i] != "NS" && parts[i] != "EW") || !is_number(parts[i + 1], kind)) return Error{bad};
    if (parts.size() == 4 && parts[0] == parts[2]) return Error{bad};
  } else {
    return Error{bad};
  }
  if (kind == ScoreKind::Percentage)
    for (std::size_t i = parts.size() == 1 ? 0 : 1; i < parts.size(); i += 2)
      if (std::stod(std::string(parts[i])) > 100.0) return Error{"percentage " + quoted(v) + " is above 100"};
  return {};
}

Result<int> score_for_ns(std::string_view v) {
  const auto parts = split_spaces(v);
  std::vector<std::pair<std::string_view, std::string_view>> scores;  // side ("" for a bare number), number
  if (parts.size() == 1) scores.emplace_back("", parts[0]);
  else
    for (std::size_t i = 0; i + 1 < parts.size(); i += 2) scores.emplace_back(parts[i], parts[i + 1]);
  std::optional<int> ns;
  for (auto [side, number] : scores) {
    if (!number.empty() && number.front() == '+') number.remove_prefix(1);
    const auto n = to_int(number);
    if (!n) return Error{"score " + quoted(v) + " is not a whole number of points"};
    const int for_ns = side == "EW" ? -*n : *n;
    if (ns && *ns != for_ns) return Error{"score " + quoted(v) + ": the NS and EW scores do not add up to zero"};
    ns = for_ns;
  }
  if (!ns) return Error{"score " + quoted(v) + " has no number"};
  return *ns;
}

Result<Vulnerability> parse_rubber_history(std::string_view v) {
  const auto parts = split_spaces(v);
  const std::string bad = "ScoreRubberHistory " + quoted(v) + " is not \"NS <history> EW <history>\"";
  // NS a b / c [d [e]] EW a b / c [d [e]]
  std::array<bool, 2> won_game{};
  std::array<int, 2> games{};
  std::size_t i = 0;
  for (int side = 0; side < 2; ++side) {
    if (i >= parts.size() || parts[i] != (side == 0 ? "NS" : "EW")) return Error{bad};
    ++i;
    std::vector<int> units;
    bool slash = false;
    std::vector<int> below;
    while (i < parts.size() && parts[i] != "NS" && parts[i] != "EW") {
      if (parts[i] == "/") {
        if (slash) return Error{bad};
        slash = true;
      } else {
        auto n = all_digits(parts[i]) ? to_int(parts[i]) : std::nullopt;
        if (!n) return Error{bad};
        (slash ? below : units).push_back(*n);
      }
      ++i;
    }
    if (!slash || units.size() != 2 || below.empty() || below.size() > 3) return Error{bad};
    games[side] = static_cast<int>(below.size());
    for (std::size_t g = 0; g + 1 < below.size(); ++g)
      if (below[g] >= 100) won_game[side] = true;
  }
  if (i != parts.size() || games[0] != games[1]) return Error{bad};
  if (won_game[0] && won_game[1]) return Vulnerability::Both;
  if (won_game[0]) return Vulnerability::NorthSouth;
  if (won_game[1]) return Vulnerability::EastWest;
  return Vulnerability::None;
}

Status check_scoring(std::string_view v, std::string& warning) {
  static constexpr std::string_view known[] = {
      "MP", "MATCHPOINTS", "IMP", "CAVENDISH", "CHICAGO", "RUBBER", "BAM", "INSTANT", "BUTLER", "BUTLER-2",
      "EXPERTS", "CROSS", "CROSS1", "CROSS2", "MEAN", "MEDIAN", "MP1", "MP2", "OLDMP", "MITCHELL2",
      "MITCHELL3", "MITCHELL4", "ASCHERMAN", "BASTILLE", "EMP", "IMP_1948", "IMP_1961", "TOTAL", "TOTALPOINTS"};
  if (v.empty() || v == "?") return {};
  std::size_t start = 0;
  while (true) {
    const std::size_t semi = v.find(';', start);
    std::string_view field = v.substr(start, semi == std::string_view::npos ? std::string_view::npos : semi - start);
    if (field.empty()) return Error{"scoring " + quoted(v) + " has an empty field"};
    const std::string u = upper(field);
    if (std::find(std::begin(known), std::end(known), u) == std::end(known) && warning.empty())
      warning = "scoring method '" + std::string(field) + "' is not one the standard names";
    if (semi == std::string_view::npos) return {};
    start = semi + 1;
  }
}

Result<PbnNote> parse_pbn_note(std::string_view v) {
  const std::size_t colon = v.find(':');
  const std::string_view number = v.substr(0, colon);
  auto n = all_digits(number) ? to_int(number) : std::nullopt;
  if (colon == std::string_view::npos || !n) return Error{"note " + quoted(v) + " does not start with \"<number>:\""};
  if (*n < 1 || *n > 32) return Error{"note index " + std::to_string(*n) + " is outside 1-32"};
  return PbnNote{*n, std::string(v.substr(colon + 1))};
}

Result<DoubleDummyTricks> parse_dd_tricks(std::string_view v) {
  if (v.size() != 20) return Error{"DoubleDummyTricks " + quoted(v) + " must be 20 hexadecimal digits"};
  static constexpr Seat seats[] = {Seat::North, Seat::South, Seat::East, Seat::West};
  static constexpr Strain strains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                       Strain::Clubs};
  DoubleDummyTricks t{};
  for (int i = 0; i < 20; ++i) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(v[i])));
    int n = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'd' ? c - 'a' + 10 : -1;
    if (n < 0) return Error{"DoubleDummyTricks " + quoted(v) + ": '" + std::string(1, v[i]) + "' is not 0-9 or a-d"};
    t[index(seats[i / 5])][static_cast<int>(strains[i % 5])] = n;
  }
  return t;
}

std::string format_dd_tricks(const DoubleDummyTricks& t) {
  static constexpr Seat seats[] = {Seat::North, Seat::South, Seat::East, Seat::West};
  static constexpr Strain strains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                       Strain::Clubs};
  std::string s;
  for (Seat seat : seats)
    for (Strain strain : strains) s += "0123456789abcd"[std::clamp(t[index(seat)][static_cast<int>(strain)], 0, 13)];
  return s;
}

bool is_known_tag(std::string_view name) { return pbn_tag(name) != PbnTag::Other; }
bool is_table_tag(std::string_view name) { return is_table_tag(pbn_tag(name)); }
bool inheritance_forbidden(PbnTag tag) {
  static constexpr PbnTag forbidden[] = {PbnTag::Dealer,   PbnTag::Vulnerable, PbnTag::Deal, PbnTag::Declarer,
                                         PbnTag::Contract, PbnTag::Auction,    PbnTag::Play, PbnTag::Note};
  return std::find(std::begin(forbidden), std::end(forbidden), tag) != std::end(forbidden);
}

}  // namespace tenace::formats
