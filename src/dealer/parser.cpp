#include "dealer/parser.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "dealer/lexer.h"

namespace tenace::dealer {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<Seat> seat_word(const Token& t) {
  if (t.kind != TokenKind::Word) return std::nullopt;
  const std::string w = lower(t.text);
  if (w == "north") return Seat::North;
  if (w == "east") return Seat::East;
  if (w == "south") return Seat::South;
  if (w == "west") return Seat::West;
  return std::nullopt;
}

std::optional<int> suit_word(const Token& t) {
  if (t.kind != TokenKind::Word) return std::nullopt;
  const std::string w = lower(t.text);
  if (w == "clubs" || w == "club") return 0;
  if (w == "diamonds" || w == "diamond") return 1;
  if (w == "hearts" || w == "heart") return 2;
  if (w == "spades" || w == "spade") return 3;
  return std::nullopt;
}

class Parser {
 public:
  Parser(std::vector<Token> tokens, Program& program) : t_(std::move(tokens)), p_(program) {
    for (int i = 0; i < kTableCount; ++i) weights_[i] = i == 0 ? default_hcp() : i == kControlTable ? control_weights()
                                                                                                    : default_alternate(i - 1);
  }

  void script() {
    while (peek().kind != TokenKind::End) statement();
    for (int i = 0; i < kTableCount; ++i) p_.tables[i] = PointTable(weights_[i]);
    if (p_.actions.empty()) p_.actions.push_back(Action{});  // printall is the default
  }

 private:
  std::vector<Token> t_;
  std::size_t pos_ = 0;
  Program& p_;
  std::map<std::string, int> names_;
  std::array<RankWeights, kTableCount> weights_;

  const Token& peek(std::size_t ahead = 0) const { return t_[std::min(pos_ + ahead, t_.size() - 1)]; }
  const Token& take() {
    const Token& t = t_[pos_];
    if (pos_ + 1 < t_.size()) ++pos_;
    return t;
  }
  [[noreturn]] void fail(const Token& at, const std::string& message) const { throw ScriptError(p_.file, at.at, message); }
  static std::string describe(const Token& t) {
    switch (t.kind) {
      case TokenKind::End: return "the end of the script";
      case TokenKind::String: return "a string";
      case TokenKind::Newline: return "\\n";
      default: return "'" + t.text + "'";
    }
  }
  void expect(std::string_view punct) {
    if (!peek().is(punct)) fail(peek(), "expected '" + std::string(punct) + "' but found " + describe(peek()));
    take();
  }
  long number(const char* what) {
    bool negative = false;
    if (peek().is("-")) {
      take();
      negative = true;
    }
    const Token& t = take();
    if (!t.is_number()) fail(t, std::string("expected ") + what + " but found " + describe(t));
    try {
      const long v = std::stol(t.text);
      return negative ? -v : v;
    } catch (const std::exception&) {
      fail(t, "number too large: " + t.text);
    }
  }
  Seat seat() {
    const Token& t = take();
    auto s = seat_word(t);
    if (!s) fail(t, "expected a seat (north, east, south, west) but found " + describe(t));
    return *s;
  }
  int suit() {
    const Token& t = take();
    auto s = suit_word(t);
    if (!s) fail(t, "expected a suit (spades, hearts, diamonds, clubs) but found " + describe(t));
    return *s;
  }
  int add(Node n) {
    p_.nodes.push_back(n);
    return static_cast<int>(p_.nodes.size()) - 1;
  }

  void statement() {
    const Token& t = peek();
    if (t.kind != TokenKind::Word) fail(t, "expected a statement but found " + describe(t));
    if (peek(1).is("=")) return definition();
    const std::string w = lower(t.text);
    take();
    if (w == "generate") p_.generate = positive(number("a count"), t);
    else if (w == "produce") p_.produce = positive(number("a count"), t);
    else if (w == "seed") p_.seed = static_cast<std::uint64_t>(number("a seed"));
    else if (w == "dealer") {
      p_.dealer = seat();
      p_.dealer_given = true;
    } else if (w == "vulnerable") vulnerable();
    else if (w == "predeal") predeal();
    else if (w == "pointcount") point_list(weights_[kHcpTable]);
    else if (w == "altcount") {
      const Token& n = peek();
      const long which = number("an alternate count number (0-9)");
      if (which < 0 || which > 9) fail(n, "altcount number must be 0 to 9");
      point_list(weights_[1 + which]);
    } else if (w == "condition") {
      if (p_.condition >= 0) fail(t, "a second condition (a script has one)");
      p_.condition = expression();
    } else if (w == "action") actions();
    else fail(t, "unknown statement '" + t.text + "'");
  }

  long positive(long v, const Token& at) {
    if (v < 0) fail(at, "count must not be negative");
    return v;
  }

  void definition() {
    const Token& name = take();
    take();  // '='
    const std::string key = lower(name.text);
    if (names_.count(key)) fail(name, "'" + name.text + "' is already defined");
    names_[key] = expression();
  }

  void vulnerable() {
    const Token& t = take();
    const std::string w = lower(t.text);
    if (w == "none") p_.vulnerability = Vulnerability::None;
    else if (w == "ns") p_.vulnerability = Vulnerability::NorthSouth;
    else if (w == "ew") p_.vulnerability = Vulnerability::EastWest;
    else if (w == "all" || w == "both") p_.vulnerability = Vulnerability::Both;
    else fail(t, "expected none, NS, EW or all but found " + describe(t));
    p_.vulnerability_given = true;
  }

  void point_list(RankWeights& weights) {
    weights.fill(0);
    for (int i = 0; i < 13 && (peek().is_number() || peek().is("-")); ++i) weights[i] = static_cast<int>(number("a point value"));
  }

  void predeal() {
    // predeal north SAQ542, HKJ87, D32, CAK  [east ...]
    do {
      const Seat s = seat();
      holding(take(), s);
      while (peek().is(",") && !seat_word(peek(1))) {
        take();
        holding(take(), s);
      }
      if (peek().is(",") && seat_word(peek(1))) take();
    } while (seat_word(peek()) && !peek(1).is("="));
  }
  bool starts_statement(const Token& t) const {
    static const char* kWords[] = {"generate", "produce", "dealer", "vulnerable", "predeal", "pointcount",
                                   "altcount", "condition", "action", "seed"};
    for (auto w : kWords)
      if (t.is_word(w)) return true;
    return false;
  }
  void holding(const Token& h, Seat s) {
    if (h.kind != TokenKind::Word || h.text.empty()) fail(h, "expected a holding such as SAQ542 but found " + describe(h));
    const auto suit = suit_from_char(h.text[0]);
    if (!suit) fail(h, "a holding starts with its suit (S, H, D or C): " + describe(h));
    for (std::size_t i = 1; i < h.text.size(); ++i) {
      const auto r = rank_from_char(h.text[i]);
      SourcePosition at = h.at;
      at.column += static_cast<int>(i);
      if (!r) throw ScriptError(p_.file, at, std::string("'") + h.text[i] + "' is not a rank");
      const Card c(*suit, *r);
      if (p_.predeal.all_cards().contains(c)) throw ScriptError(p_.file, at, "card " + c.to_string() + " is predealt twice");
      p_.predeal[s].add(c);
      if (p_.predeal[s].size() > 13) throw ScriptError(p_.file, at, "more than 13 cards predealt to " + std::string(seat_name(s)));
    }
  }

  // --- expressions, Dealer's precedence from loosest to tightest:
  // ?: , ||, &&, == !=, < <= > >=, + -, * / %, unary ! -.
  int expression() {
    const int cond = logical_or();
    if (!peek().is("?")) return cond;
    take();
    const int yes = expression();
    expect(":");
    const int no = expression();
    return add({Op::Choose, cond, yes, no, 0});
  }
  bool word_or(const char* punct, const char* word) const { return peek().is(punct) || peek().is_word(word); }
  int logical_or() {
    int left = logical_and();
    while (word_or("||", "or")) {
      take();
      left = add({Op::Or, left, logical_and(), -1, 0});
    }
    return left;
  }
  int logical_and() {
    int left = equality();
    while (word_or("&&", "and")) {
      take();
      left = add({Op::And, left, equality(), -1, 0});
    }
    return left;
  }
  int equality() {
    int left = relation();
    while (peek().is("==") || peek().is("!=")) {
      const Op op = take().text == "==" ? Op::Eq : Op::Ne;
      left = add({op, left, relation(), -1, 0});
    }
    return left;
  }
  int relation() {
    int left = sum();
    while (peek().is("<") || peek().is("<=") || peek().is(">") || peek().is(">=")) {
      const std::string o = take().text;
      const Op op = o == "<" ? Op::Lt : o == "<=" ? Op::Le : o == ">" ? Op::Gt : Op::Ge;
      left = add({op, left, sum(), -1, 0});
    }
    return left;
  }
  int sum() {
    int left = product();
    while (peek().is("+") || peek().is("-")) {
      const Op op = take().text == "+" ? Op::Add : Op::Sub;
      left = add({op, left, product(), -1, 0});
    }
    return left;
  }
  int product() {
    int left = unary();
    while (peek().is("*") || peek().is("/") || peek().is("%")) {
      const std::string o = take().text;
      const Op op = o == "*" ? Op::Mul : o == "/" ? Op::Div : Op::Mod;
      left = add({op, left, unary(), -1, 0});
    }
    return left;
  }
  int unary() {
    if (peek().is("!") || peek().is_word("not")) {
      take();
      return add({Op::Not, unary(), 0, -1, 0});
    }
    if (peek().is("-")) {
      take();
      return add({Op::Negate, unary(), 0, -1, 0});
    }
    return primary();
  }
  int primary() {
    const Token& t = take();
    if (t.is("(")) {
      const int e = expression();
      expect(")");
      return e;
    }
    if (t.is_number()) {
      try {
        return add({Op::Number, 0, 0, -1, std::stoll(t.text)});
      } catch (const std::exception&) {
        fail(t, "number too large: " + t.text);
      }
    }
    if (t.kind != TokenKind::Word) fail(t, "expected an expression but found " + describe(t));
    if (peek().is("(")) return function(t);
    auto it = names_.find(lower(t.text));
    if (it == names_.end()) fail(t, "'" + t.text + "' is not defined (define it with " + t.text + " = ... before use)");
    return it->second;
  }

  int function(const Token& name) {
    const std::string f = lower(name.text);
    expect("(");
    int result;
    if (f == "hcp" || f == "control" || f == "controls" || f == "loser" || f == "losers" || table_of(f) >= 0) {
      const Seat s = seat();
      int su = -1;
      if (peek().is(",")) {
        take();
        su = suit();
      }
      if (f == "loser" || f == "losers") result = add({Op::Losers, index(s), 0, su, 0});
      else {
        const int table = f == "hcp" ? kHcpTable : (f == "control" || f == "controls") ? kControlTable : table_of(f);
        result = add({Op::Points, index(s), table, su, 0});
      }
    } else if (f == "spades" || f == "hearts" || f == "diamonds" || f == "clubs") {
      const Seat s = seat();
      result = add({Op::Length, index(s), 0, *suit_word(name), 0});
    } else if (f == "hascard") {
      const Seat s = seat();
      expect(",");
      const Token& c = take();
      const auto card = card_word(c);
      result = add({Op::HasCard, index(s), 0, -1, card.id()});
    } else if (f == "shape") {
      const Seat s = seat();
      expect(",");
      result = add({Op::Shape, index(s), shape_list(), -1, 0});
    } else if (f == "quality") {
      const Seat s = seat();
      expect(",");
      result = add({Op::Quality, index(s), 0, suit(), 0});
    } else if (f == "cccc") {
      result = add({Op::Cccc, index(seat()), 0, -1, 0});
    } else if (f == "tricks") {
      const Seat s = seat();
      expect(",");
      const Token& st = take();
      int strain;
      if (auto su = suit_word(st)) strain = *su;
      else if (st.is_word("notrumps") || st.is_word("notrump") || st.is_word("nt")) strain = 4;
      else fail(st, "expected a strain (spades, hearts, diamonds, clubs, notrumps) but found " + describe(st));
      p_.uses_tricks = true;
      result = add({Op::Tricks, index(s), strain, -1, 0});
    } else if (f == "score") {
      const Token& v = take();
      int vul;
      if (v.is_word("vul") || v.is_word("vulnerable")) vul = 1;
      else if (v.is_word("nonvul") || v.is_word("nv") || v.is_word("notvul")) vul = 0;
      else fail(v, "expected vul or nonvul but found " + describe(v));
      expect(",");
      const Token& c = take();
      const std::string cw = lower(c.text);
      if (c.kind != TokenKind::Word || cw.size() != 3 || cw[0] != 'x' || cw[1] < '1' || cw[1] > '7' ||
          std::string_view("cdhsn").find(cw[2]) == std::string_view::npos)
        fail(c, "expected a contract such as x3N (x, level 1-7, strain C D H S N) but found " + describe(c));
      const int strain = static_cast<int>(std::string_view("cdhsn").find(cw[2]));
      expect(",");
      const int tricks = expression();
      result = add({Op::Score, tricks, vul, -1, (cw[1] - '0') * 8 + strain});
    } else if (f == "imps" || f == "rnd") {
      result = add({f == "imps" ? Op::Imps : Op::Rnd, expression(), 0, -1, 0});
    } else {
      fail(name, "unknown function '" + name.text + "'");
    }
    expect(")");
    return result;
  }

  static int table_of(const std::string& f) {
    static const char* kNames[] = {"tens", "jacks", "queens", "kings", "aces", "top2", "top3", "top4", "top5", "c13"};
    for (int i = 0; i < 10; ++i) {
      if (f == kNames[i] || f == "pt" + std::to_string(i)) return 1 + i;
    }
    return -1;
  }

  Card card_word(const Token& c) {
    // Dealer writes a card rank first: AS, TH, 2C.
    if (c.kind == TokenKind::Word && c.text.size() == 2) {
      const auto r = rank_from_char(c.text[0]);
      const auto s = suit_from_char(c.text[1]);
      if (r && s) return Card(*s, *r);
    }
    fail(c, "expected a card such as AS or 2C (rank, then suit) but found " + describe(c));
  }

  // A shape list: patterns joined by + (or ,) and -, each four characters
  // (spades, hearts, diamonds, clubs; a digit or x), optionally after "any".
  int shape_list() {
    std::vector<std::uint8_t> table(14 * 14 * 14, 0);
    bool first = true;
    while (true) {
      bool remove = false;
      if (!first) {
        if (peek().is("+") || peek().is(",")) take();
        else if (peek().is("-")) {
          take();
          remove = true;
        } else break;
      } else if (peek().is("-")) {
        take();
        remove = true;
      }
      first = false;
      bool any = false;
      if (peek().is_word("any")) {
        take();
        any = true;
      }
      const Token& pat = take();
      const std::string w = lower(pat.text);
      if (pat.kind != TokenKind::Word || w.size() != 4 ||
          !std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == 'x'; }))
        fail(pat, "expected a shape such as 4333 or 5xxx but found " + describe(pat));
      int fixed = 0;
      for (char c : w) fixed += c == 'x' ? 0 : c - '0';
      if (fixed > 13) fail(pat, "shape " + pat.text + " has more than 13 cards");
      if (w.find('x') == std::string::npos && fixed != 13) fail(pat, "shape " + pat.text + " does not add up to 13 cards");
      for (int s = 0; s <= 13; ++s)
        for (int h = 0; s + h <= 13; ++h)
          for (int d = 0; s + h + d <= 13; ++d) {
            const int lengths[4] = {s, h, d, 13 - s - h - d};
            if (matches(w, lengths, any)) table[s * 196 + h * 14 + d] = remove ? 0 : 1;
          }
    }
    p_.shapes.push_back(std::move(table));
    return static_cast<int>(p_.shapes.size()) - 1;
  }
  static bool matches(const std::string& w, const int lengths[4], bool any) {
    auto fits = [&](const int order[4]) {
      for (int i = 0; i < 4; ++i)
        if (w[i] != 'x' && w[i] - '0' != lengths[order[i]]) return false;
      return true;
    };
    int order[4] = {0, 1, 2, 3};
    if (!any) return fits(order);
    do {
      if (fits(order)) return true;
    } while (std::next_permutation(order, order + 4));
    return false;
  }

  // --- actions
  void actions() {
    while (true) {
      action();
      if (!peek().is(",")) break;
      take();
      if (peek().kind == TokenKind::End) break;  // Dealer accepts a trailing comma
    }
  }
  static bool is_action_word(const Token& t) {
    static const char* kWords[] = {"printall", "printew", "printpbn", "printcompact", "printoneline",
                                   "print",    "printes", "average",  "frequency"};
    for (auto w : kWords)
      if (t.is_word(w)) return true;
    return false;
  }
  void action() {
    const Token& t = take();
    const std::string w = lower(t.text);
    Action a;
    if (w == "printall") a.kind = ActionKind::PrintAll;
    else if (w == "printew") a.kind = ActionKind::PrintEW;
    else if (w == "printpbn") a.kind = ActionKind::PrintPBN;
    else if (w == "printcompact") a.kind = ActionKind::PrintCompact;
    else if (w == "printoneline") a.kind = ActionKind::PrintOneLine;
    else if (w == "print") {
      a.kind = ActionKind::Print;
      expect("(");
      a.seats.push_back(seat());
      while (peek().is(",")) {
        take();
        a.seats.push_back(seat());
      }
      expect(")");
    } else if (w == "printes") {
      a.kind = ActionKind::PrintES;
      const bool paren = peek().is("(") ;
      if (paren) take();
      while (true) {
        if (peek().kind == TokenKind::String || peek().kind == TokenKind::Newline) a.items.push_back({take().text, -1});
        else a.items.push_back({"", expression()});
        if (!peek().is(",")) break;
        if (!paren && (is_action_word(peek(1)) || peek(1).kind == TokenKind::End)) break;
        take();
      }
      if (paren) expect(")");
    } else if (w == "average") {
      a.kind = ActionKind::Average;
      if (peek().kind == TokenKind::String) a.label = take().text;
      a.expr = expression();
    } else if (w == "frequency") {
      a.kind = ActionKind::Frequency;
      if (peek().kind == TokenKind::String) a.label = take().text;
      expect("(");
      do {
        if (!a.axes.empty()) take();
        FrequencyAxis axis;
        axis.expr = expression();
        expect(",");
        const Token& lo = peek();
        axis.low = number("a lower bound");
        expect(",");
        axis.high = number("an upper bound");
        if (axis.high < axis.low) fail(lo, "frequency bounds: the lower bound is above the upper");
        a.axes.push_back(axis);
      } while (peek().is(",") && a.axes.size() < 2);
      expect(")");
    } else {
      fail(t, "unknown action " + describe(t));
    }
    p_.actions.push_back(std::move(a));
  }
};

}  // namespace

Program compile_script(std::string_view text, const std::string& file) {
  Program program;
  program.file = file;
  Parser parser(tokenize(text, file), program);
  parser.script();
  return program;
}

}  // namespace tenace::dealer
