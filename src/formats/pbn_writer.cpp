#include "formats/pbn_writer.h"

#include <algorithm>
#include <map>

#include "formats/pbn_table.h"
#include "formats/pbn_values.h"
#include "formats/text_encoding.h"

namespace tenace::formats {

namespace {

constexpr std::string_view kMandatory[] = {"Event",  "Site",       "Date", "Board",   "West",
                                           "North",  "East",       "South", "Dealer", "Vulnerable",
                                           "Deal",   "Scoring",    "Declarer", "Contract", "Result"};
constexpr const char* kEol = "\r\n";

// A PBN string holds no line break or tab (§3.2): those become spaces (the
// game writer warns about them).
std::string escape(std::string_view v) {
  std::string out;
  for (char c : v) {
    if (c == '"' || c == '\\') out += '\\';
    out += (c == '\n' || c == '\r' || c == '\t' || c == '\v') ? ' ' : c;
  }
  return out;
}

bool has_line_break(std::string_view v) { return v.find_first_of("\n\r\t\v") != std::string_view::npos; }

std::string tag_line(std::string_view name, std::string_view value) {
  return "[" + std::string(name) + " \"" + escape(value) + "\"]" + kEol;
}

// A comment in brace form, or as rest-of-line comments when it holds a '}'.
std::string comment_text(const std::string& c) {
  if (c.find('}') == std::string::npos) return "{" + c + "}";
  std::string out;
  std::size_t start = 0;
  while (start <= c.size()) {
    std::size_t nl = c.find('\n', start);
    if (!out.empty()) out += kEol;
    out += ";" + c.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return out;
}

std::string comment_lines(const std::vector<std::string>& comments) {
  std::string out;
  for (const std::string& c : comments) {
    std::string text = comment_text(c);
    // Comment bodies keep their own line breaks; CRLF them.
    std::string crlf;
    for (char ch : text) {
      if (ch == '\n') crlf += kEol;
      else crlf += ch;
    }
    out += crlf + kEol;
  }
  return out;
}

// Numbers notes per section by distinct text, in order of first use.
class NoteBook {
 public:
  std::optional<int> index_for(const std::string& text) {
    for (std::size_t i = 0; i < texts_.size(); ++i)
      if (texts_[i] == text) return static_cast<int>(i + 1);
    if (texts_.size() == 32) return std::nullopt;
    texts_.push_back(text);
    return static_cast<int>(texts_.size());
  }
  std::string tags() const {
    std::string out;
    for (std::size_t i = 0; i < texts_.size(); ++i) out += tag_line("Note", std::to_string(i + 1) + ":" + texts_[i]);
    return out;
  }

 private:
  std::vector<std::string> texts_;
};

// Annotations in export order: note reference, NAGs ascending, comments.
std::string annotation_text(std::optional<int> note, const Annotation& a) {
  std::string out;
  if (note) out += " =" + std::to_string(*note) + "=";
  std::vector<int> nags = a.nags;
  std::sort(nags.begin(), nags.end());
  for (int n : nags) out += " $" + std::to_string(n);
  for (const std::string& c : a.comments) out += " " + comment_text(c);
  return out;
}

class GameWriter {
 public:
  GameWriter(const GameRecord& g, Diagnostics* w) : g_(g), w_(w) {}

  std::string run() {
    bool breaks = false;
    for (const Tag& t : g_.tags) breaks |= has_line_break(t.value);
    if (g_.auction)
      for (const RecordedCall& c : g_.auction->calls) breaks |= has_line_break(c.explanation);
    if (g_.play)
      for (const CardRemarks& r : g_.play->card_remarks) breaks |= r.note && has_line_break(*r.note);
    if (breaks) warn("a PBN string cannot hold line breaks or tabs: those in tag values and notes are written as spaces");
    out_ += comment_lines(g_.leading_comments);
    for (std::string_view name : kMandatory) mandatory(name);
    supplemental_tags();
    auction();
    play();
    sections();
    return std::move(out_);
  }

 private:
  void warn(const std::string& m) {
    if (w_) w_->warning(0, m);
  }

  void typed(std::string_view name, const std::string& value) {
    out_ += tag_line(name, value);
    if (auto it = g_.tag_comments.find(std::string(name)); it != g_.tag_comments.end())
      out_ += comment_lines(it->second);
  }
  void verbatim(const Tag& t) {
    out_ += tag_line(t.name, t.value);
    out_ += comment_lines(t.comments);
  }

  void mandatory(std::string_view name) {
    if (name == "Dealer" && g_.dealer) return typed(name, std::string(1, seat_char(*g_.dealer)));
    if (name == "Vulnerable" && g_.vulnerability) {
      const Vulnerability v = *g_.vulnerability;
      return typed(name, v == Vulnerability::None ? "None" : v == Vulnerability::Both ? "All"
                                                                                     : std::string(vulnerability_name(v)));
    }
    if (name == "Deal" && g_.deal) return typed(name, g_.deal->to_pbn(g_.dealer.value_or(Seat::North)));
    if (name == "Declarer" && g_.declarer)
      return typed(name, (g_.declarer_swapped ? "^" : "") + std::string(1, seat_char(*g_.declarer)));
    if (name == "Contract") {
      if (g_.passed_out) return typed(name, "Pass");
      if (g_.contract) return typed(name, g_.contract->to_string());
      if (g_.ending_trump) return typed(name, std::string(strain_name(*g_.ending_trump)));
    }
    if (name == "Result" && g_.result) return typed(name, (g_.result_disputed ? "^" : "") + std::to_string(*g_.result));
    if (const Tag* t = g_.find_tag(name)) return verbatim(*t);
    // Unknown mandatory values are "?"; on a passed-out board Declarer and
    // Result do not apply and are "" (§3.4.13, §3.4.15).
    const bool not_applicable = g_.passed_out && (name == "Declarer" || name == "Result");
    out_ += tag_line(name, not_applicable ? "" : "?");
  }

  static bool is_mandatory(std::string_view n) {
    return std::find(std::begin(kMandatory), std::end(kMandatory), n) != std::end(kMandatory);
  }

  void supplemental_tags() {
    std::vector<const Tag*> list;
    for (const Tag& t : g_.tags)
      if (!is_mandatory(t.name) && t.section.empty() && !is_table_tag(t.name) && t.name != "Auction" &&
          t.name != "Play" && t.name != "Note")
        list.push_back(&t);
    std::stable_sort(list.begin(), list.end(), [](const Tag* a, const Tag* b) { return a->name < b->name; });
    const bool dd_written = g_.find_tag("DoubleDummyTricks") || g_.find_tag("OptimumResultTable");
    bool dd_done = dd_written || !g_.dd_tricks;
    for (const Tag* t : list) {
      if (!dd_done && t->name > "DoubleDummyTricks") {
        out_ += tag_line("DoubleDummyTricks", format_dd_tricks(*g_.dd_tricks));
        dd_done = true;
      }
      verbatim(*t);
    }
    if (!dd_done) out_ += tag_line("DoubleDummyTricks", format_dd_tricks(*g_.dd_tricks));
    for (const Tag& t : g_.tags)
      if (t.name == "Note") {
        warn("a Note tag outside the auction and play is written as a supplemental tag");
        verbatim(t);
      }
  }

  void auction() {
    if (!g_.auction) return;
    const RecordedAuction& a = *g_.auction;
    out_ += tag_line("Auction", std::string(1, seat_char(g_.dealer.value_or(Seat::North))));
    if (!g_.dealer) warn("the auction has no dealer; it is written as dealt by North");
    out_ += comment_lines(a.comments);
    NoteBook notes;
    std::vector<std::string> tokens;
    for (std::size_t i = 0; i < a.calls.size(); ++i) {
      const RecordedCall& c = a.calls[i];
      std::string t;
      if (c.skipped) {
        t = "^S";
      } else {
        if (c.insufficient) t += "^I ";
        t += c.call.is_pass() ? "Pass" : c.call.to_string();
      }
      std::optional<int> note;
      if (c.alerted || !c.explanation.empty()) {
        note = notes.index_for(c.explanation);
        if (!note) warn("more than 32 different call explanations: \"" + c.explanation + "\" is written as a comment");
      }
      const Annotation* given = a.annotation(i);
      Annotation ann = given ? *given : Annotation{};
      if ((c.alerted || !c.explanation.empty()) && !note) ann.comments.push_back(c.explanation);
      t += annotation_text(note, ann);
      tokens.push_back(std::move(t));
    }
    if (a.to_continue) tokens.push_back("+");
    else if (a.stopped) tokens.push_back("*");
    for (std::size_t i = 0; i < tokens.size(); i += 4) {
      std::string line;
      for (std::size_t k = i; k < std::min(i + 4, tokens.size()); ++k) line += (k > i ? " " : "") + tokens[k];
      out_ += line + kEol;
    }
    out_ += notes.tags();
  }

  void play() {
    if (!g_.play) return;
    const RecordedPlay& p = *g_.play;
    out_ += tag_line("Play", std::string(1, seat_char(p.opening_leader)));
    out_ += comment_lines(p.comments);
    NoteBook notes;
    for (std::size_t t = 0; t < p.tricks.size(); ++t) {
      std::string line;
      for (int i = 0; i < 4; ++i) {
        const Seat seat = next(p.opening_leader, i);
        const RecordedCard& c = p.tricks[t].by_seat[index(seat)];
        if (i) line += ' ';
        if (c.revoke) line += "^R ";
        if (c.lead_out_of_turn) line += "^L ";
        line += c.next_to_play ? "+" : c.card ? c.card->to_string() : "-";
        const CardRemarks* r = p.remarks(t, seat);
        if (!r) continue;
        std::optional<int> note;
        Annotation ann = r->annotation;
        if (r->note) {
          note = notes.index_for(*r->note);
          if (!note) {
            warn("more than 32 different play notes: \"" + *r->note + "\" is written as a comment");
            ann.comments.push_back(*r->note);
          }
        }
        line += annotation_text(note, ann);
      }
      out_ += line + kEol;
    }
    if (p.claimed_tricks)
      warn("PBN has no claims: the claim of " + std::to_string(*p.claimed_tricks) +
           " tricks is kept only as the Result and a '*' ending the play");
    if (p.stopped || p.claimed_tricks) out_ += std::string("*") + kEol;
    out_ += notes.tags();
  }

  void sections() {
    std::vector<const Tag*> list;
    for (const Tag& t : g_.tags)
      if (!is_mandatory(t.name) && (!t.section.empty() || is_table_tag(t.name))) list.push_back(&t);
    std::stable_sort(list.begin(), list.end(), [](const Tag* a, const Tag* b) { return a->name < b->name; });
    for (const Tag* t : list) {
      verbatim(*t);
      auto columns = is_table_tag(t->name) ? parse_table_columns(t->value) : Result<std::vector<TableColumn>>(Error{""});
      if (columns) {
        std::vector<std::string> elements;
        for (const auto& row : t->section) elements.insert(elements.end(), row.begin(), row.end());
        for (const std::string& row : format_table_rows(*columns, elements)) out_ += row + kEol;
      } else {
        for (const auto& row : t->section) {
          std::string line;
          for (const std::string& e : row) line += (line.empty() ? "" : " ") + e;
          out_ += line + kEol;
        }
      }
    }
  }

  const GameRecord& g_;
  Diagnostics* w_;
  std::string out_;
};

}  // namespace

std::string write_pbn(const std::vector<GameRecord>& games, Diagnostics* warnings, TextEncoding encoding) {
  std::string out = std::string("% PBN 2.1") + kEol + "% EXPORT" + kEol;
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i) out += kEol;
    out += GameWriter(games[i], warnings).run();
  }
  if (warnings) {
    // A string token cannot be split, so a long value makes a long line:
    // name it rather than cut the value.
    int line = 1;
    for (std::size_t start = 0; start < out.size(); ++line) {
      std::size_t end = out.find('\n', start);
      if (end == std::string::npos) end = out.size();
      if (end + 1 - start > 255)
        warnings->warning(line, "exported line " + std::to_string(line) + " is longer than the 255 characters PBN allows");
      start = end + 1;
    }
  }
  if (encoding == TextEncoding::Utf8) return out;
  if (auto latin1 = utf8_to_latin1(out)) return *latin1;
  if (warnings)
    warnings->warning(0, "some text is outside ISO 8859-1, which PBN prescribes: the file is written in UTF-8");
  return out;
}

}  // namespace tenace::formats
