#include "bots/bidding_system.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/call.h"

#ifndef TENACE_SOURCE_SYSTEM_DIR
#define TENACE_SOURCE_SYSTEM_DIR "data/systems"
#endif

namespace tenace {

namespace {

const char* const kForcingWords[] = {"non-forcing", "invitational", "forcing", "game forcing",
                                     "slam try",    "to play",      "asking"};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(trim(cur));
  return out;
}

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

[[noreturn]] void fail(const std::string& file, int line, const std::string& why) {
  throw SystemFileError(file + ":" + std::to_string(line) + ": " + why);
}

// "S" "H" "D" "C" "M" "m" from a suit word of a rule.
std::optional<std::string> suit_token(const std::string& w) {
  static const std::pair<const char*, const char*> names[] = {
      {"spades", "S"}, {"hearts", "H"}, {"diamonds", "D"}, {"clubs", "C"},   {"M", "M"},
      {"m", "m"},      {"spade", "S"},  {"heart", "H"},    {"diamond", "D"}, {"club", "C"}};
  for (auto [n, t] : names)
    if (w == n) return std::string(t);
  return std::nullopt;
}

// A call token of a pattern, parsed: a call, a bid of a variable suit
// (`2M`, `3m`) or any call (`*`); none when the text is not one of them.
std::optional<RuleToken> rule_token(const std::string& t) {
  RuleToken token;
  if (t == "*") return token;
  if (t.size() == 2 && t[0] >= '1' && t[0] <= '7' && (t[1] == 'M' || t[1] == 'm')) {
    token.kind = t[1] == 'M' ? RuleToken::Kind::MajorBid : RuleToken::Kind::MinorBid;
    token.level = t[0] - '0';
    return token;
  }
  const auto call = Call::parse(t);
  if (!call) return std::nullopt;
  token.kind = RuleToken::Kind::Exact;
  token.call = *call;
  return token;
}

// "15-17", "8+", "5" -> range.
bool parse_range(const std::string& w, int& lo, int& hi) {
  char* end = nullptr;
  const long a = std::strtol(w.c_str(), &end, 10);
  if (end == w.c_str()) return false;
  std::string rest(end);
  lo = static_cast<int>(a);
  if (rest.empty()) {
    hi = lo;
    return true;
  }
  if (rest == "+") {
    hi = 40;
    return true;
  }
  if (rest[0] == '-') {
    const std::string b = rest.substr(1);
    char* e2 = nullptr;
    const long v = std::strtol(b.c_str(), &e2, 10);
    if (e2 == b.c_str() || *e2 != 0) return false;
    hi = static_cast<int>(v);
    return hi >= lo;
  }
  return false;
}

HandCondition parse_condition(const std::string& text, const std::string& file, int line) {
  const auto w = words(text);
  HandCondition c;
  if (w.size() == 1 && w[0] == "balanced") {
    c.kind = HandCondition::Kind::Balanced;
    return c;
  }
  if (w.size() == 1 && w[0] == "unbalanced") {
    c.kind = HandCondition::Kind::Unbalanced;
    return c;
  }
  if (w.size() == 3 && w[0] == "queen" && w[1] == "of" && w[2] == "trumps") {
    c.kind = HandCondition::Kind::TrumpQueen;
    return c;
  }
  if (w.size() == 4 && w[0] == "no" && w[1] == "queen" && w[2] == "of" && w[3] == "trumps") {
    c.kind = HandCondition::Kind::NoTrumpQueen;
    return c;
  }
  if (w.size() == 3 && w[0] == "stopper" && w[1] == "in") {
    const auto s = suit_token(w[2]);
    if (!s) fail(file, line, "unknown suit '" + w[2] + "' in '" + text + "'");
    c.kind = HandCondition::Kind::Stopper;
    c.suit = *s;
    return c;
  }
  if (w.size() == 2 && w[0] == "good") {  // "good hearts": a suit worth showing on few points
    const auto s = suit_token(w[1]);
    if (!s) fail(file, line, "unknown suit '" + w[1] + "' in '" + text + "'");
    c.kind = HandCondition::Kind::GoodSuit;
    c.suit = *s;
    return c;
  }
  if (w.size() == 5 && w[0] == "ace" && w[1] == "or" && w[2] == "king" && w[3] == "of") {
    const auto s = suit_token(w[4]);
    if (!s) fail(file, line, "unknown suit '" + w[4] + "' in '" + text + "'");
    c.kind = HandCondition::Kind::AceOrKing;
    c.suit = *s;
    return c;
  }
  if (w.size() == 2 && (w[1] == "keycards" || w[1] == "aces")) {
    const bool aces = w[1] == "aces";
    c.kind = aces ? HandCondition::Kind::Aces : HandCondition::Kind::Keycards;
    const char most = aces ? '4' : '5';
    for (const auto& n : split(w[0], '/')) {
      if (n.size() != 1 || n[0] < '0' || n[0] > most)
        fail(file, line,
             std::string(aces ? "aces are 0..4" : "key cards are 0..5") + " separated by '/': '" + text + "'");
      c.keycard_mask |= 1 << (n[0] - '0');
    }
    return c;
  }
  if (w.size() == 2 && parse_range(w[0], c.min, c.max)) {
    if (w[1] == "HCP") {
      c.kind = HandCondition::Kind::Hcp;
      return c;
    }
    if (w[1] == "points") {
      c.kind = HandCondition::Kind::Points;
      return c;
    }
    if (const auto s = suit_token(w[1])) {
      c.kind = HandCondition::Kind::Length;
      c.suit = *s;
      if (c.max > 13) c.max = 13;
      if (c.min > 13) fail(file, line, "a suit has at most 13 cards: '" + text + "'");
      return c;
    }
  }
  fail(file, line,
       "cannot read the condition '" + text +
           "' (expected e.g. '15-17 HCP', '8+ points', '5+ hearts', 'balanced', 'stopper in M', "
           "'good spades', 'ace or king of clubs', '1/4 keycards', '0/4 aces')");
}

// The auction an `after:` line describes.
struct AuctionPattern {
  std::vector<std::string> context;
  std::vector<RuleToken> tokens;  // context, parsed
  bool any_prefix = false;
  int passes_before_opening = BiddingRule::kAnySeat;
};

// Reads the auction of an `after:` line. Passes written before the opening
// count exactly (`P P -`: an opening in third seat; `P P 1S P`: a response by
// a passed hand); without them the rules fit every seat.
AuctionPattern parse_after(const std::string& text, const std::string& file, int line) {
  AuctionPattern p;
  const auto tokens = words(text);
  if (tokens.empty()) fail(file, line, "'after:' needs an auction ('-' for an opening)");
  std::size_t i = 0;
  if (tokens[0] == "...") {
    p.any_prefix = true;
    i = 1;
  } else {
    int passes = 0;
    while (i < tokens.size() && (tokens[i] == "P" || tokens[i] == "Pass")) ++passes, ++i;
    if (passes > 3) fail(file, line, "at most three passes come before the opening, not " + std::to_string(passes));
    if (i == tokens.size())
      fail(file, line, "'after: " + text + "' has no opening: write '" + text + " -' for an opening after the passes");
    if (passes > 0) p.passes_before_opening = passes;
    if (tokens[i] == "-") {
      if (i + 1 != tokens.size()) fail(file, line, "'-' (nobody has bid yet) ends the auction of 'after:'");
      return p;
    }
  }
  for (; i < tokens.size(); ++i) {
    const std::string t = tokens[i] == "Pass" ? "P" : tokens[i];
    const auto token = rule_token(t);
    if (!token) fail(file, line, "'" + tokens[i] + "' is not a call");
    p.context.push_back(t);
    p.tokens.push_back(*token);
  }
  return p;
}

// `M` and `m` take their suit from the `after:` auction (`after: 1M P` with
// `3M`); a rule that uses one its auction does not name would silently mean
// spades or clubs, whatever was bid (`after: 1H P 2H 2S` with `4M`: 4S).
void require_bound_variables(const BiddingRule& r, const std::string& file, int line) {
  for (const char v : {'M', 'm'}) {
    bool used = r.call.size() == 2 && r.call[1] == v;
    for (const auto& c : r.conditions) used = used || c.suit == std::string(1, v);
    if (!used) continue;
    const bool named = std::any_of(r.context.begin(), r.context.end(),
                                   [&](const std::string& t) { return t.size() == 2 && t[1] == v; });
    if (named) continue;
    std::string auction;
    for (const auto& t : r.context) auction += (auction.empty() ? "" : " ") + t;
    fail(file, line,
         std::string("'") + v + "' stands for the " + (v == 'M' ? "major" : "minor") +
             " the 'after:' auction names, and 'after: " + (r.any_prefix ? "... " : "") + auction +
             "' names none: write the suit");
  }
}

BiddingRule parse_rule(const std::string& text, const AuctionPattern& after, const std::string& file, int line) {
  const auto fields = split(text, '|');
  if (fields.size() != 6)
    fail(file, line,
         "a rule has 6 fields separated by '|' (call | conditions | forcing | alert | convention | "
         "meaning), found " +
             std::to_string(fields.size()));
  BiddingRule r;
  r.context = after.context;
  r.context_tokens = after.tokens;
  r.any_prefix = after.any_prefix;
  r.passes_before_opening = after.passes_before_opening;
  r.file = file;
  r.line = line;
  r.call = fields[0];
  if (r.call == "Pass") r.call = "P";
  const auto call_token = rule_token(r.call);
  if (!call_token || call_token->kind == RuleToken::Kind::Any) fail(file, line, "'" + fields[0] + "' is not a call");
  r.call_token = *call_token;
  r.constraints_text = fields[1];
  if (fields[1] != "any" && !fields[1].empty())
    for (const auto& c : split(fields[1], ',')) r.conditions.push_back(parse_condition(c, file, line));
  r.forcing = fields[2];
  if (std::find(std::begin(kForcingWords), std::end(kForcingWords), r.forcing) == std::end(kForcingWords))
    fail(file, line,
         "forcing status '" + r.forcing +
             "' is not one of: non-forcing, invitational, forcing, game forcing, slam try, to play, "
             "asking");
  if (fields[3] == "alert")
    r.alert = true;
  else if (fields[3] != "-" && fields[3] != "natural")
    fail(file, line, "the alert field is 'alert', 'natural' or '-', not '" + fields[3] + "'");
  r.convention = fields[4] == "-" ? "" : fields[4];
  r.meaning = fields[5];
  if (r.meaning.empty()) fail(file, line, "the meaning field is empty");
  require_bound_variables(r, file, line);
  const auto variable = [](const RuleToken& t) {
    return t.kind == RuleToken::Kind::MajorBid || t.kind == RuleToken::Kind::MinorBid;
  };
  r.uses_variables = variable(r.call_token) || std::any_of(r.context_tokens.begin(), r.context_tokens.end(), variable);
  return r;
}

}  // namespace

std::filesystem::path default_system_dir() {
  if (const char* env = std::getenv("TENACE_SYSTEM_DIR"); env && *env) return env;
  std::error_code ec;
  if (std::filesystem::is_directory("data/systems", ec)) return "data/systems";
  return TENACE_SOURCE_SYSTEM_DIR;
}

void parse_system_text(const std::string& text, const std::string& file, const std::filesystem::path& dir,
                       BiddingSystem& into, int depth) {
  std::istringstream in(text);
  // The auctions of the `after:` lines above the rules: consecutive lines
  // are alternatives, each rule below them fits any of them.
  std::vector<AuctionPattern> afters;
  bool last_was_after = false;
  int line_no = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++line_no;
    std::string line = raw;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    line = trim(line);
    if (line.empty()) continue;
    auto keyword = [&](const char* k, std::string& rest) {
      const std::string key = std::string(k) + ":";
      if (line.rfind(key, 0) != 0) return false;
      rest = trim(line.substr(key.size()));
      return true;
    };
    std::string rest;
    if (keyword("system", rest)) {
      if (depth == 0) into.name = rest;
    } else if (keyword("title", rest)) {
      if (depth == 0) into.title = rest;
    } else if (keyword("include", rest)) {
      if (depth > 8) fail(file, line_no, "includes nested too deeply");
      const auto path = dir / (rest + ".bid");
      std::ifstream f(path);
      if (!f) fail(file, line_no, "cannot open the included file " + path.string());
      std::stringstream ss;
      ss << f.rdbuf();
      parse_system_text(ss.str(), path.string(), dir, into, depth + 1);
    } else if (keyword("after", rest)) {
      if (!last_was_after) afters.clear();
      afters.push_back(parse_after(rest, file, line_no));
      last_was_after = true;
      continue;
    } else {
      if (afters.empty()) fail(file, line_no, "a rule before any 'after:' line");
      for (const auto& after : afters) into.rules.push_back(parse_rule(line, after, file, line_no));
    }
    last_was_after = false;
  }
}

BiddingSystem load_system(const std::string& name, const std::filesystem::path& dir) {
  const auto path = dir / (name + ".bid");
  std::ifstream f(path);
  if (!f) throw SystemFileError(path.string() + ": cannot open the system file (unknown system '" + name + "'?)");
  std::stringstream ss;
  ss << f.rdbuf();
  BiddingSystem s;
  s.name = name;
  parse_system_text(ss.str(), path.string(), dir, s);
  if (s.rules.empty()) throw SystemFileError(path.string() + ": the system has no rules");
  return s;
}

}  // namespace tenace
