#include "formats/pbn_lexer.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

#include "formats/text_encoding.h"

namespace tenace::formats {

namespace {

constexpr std::size_t kMaxLineLength = 255;  // including the end of line (§2.3)

// The lines of a file, one after the other. The lexer only ever moves on
// to the next line, so none is kept: a vector of the lines of a large file
// was megabytes written once and read once.
class LineCursor {
 public:
  explicit LineCursor(std::string_view bytes) : bytes_(bytes) { load(0); }
  bool done() const { return done_; }
  std::string_view text() const { return text_; }  // without its end of line
  int number() const { return number_; }           // after the last line, the last line's
  std::size_t eol_length() const { return eol_length_; }
  void next() {
    if (done_) return;
    if (next_ >= bytes_.size()) {
      done_ = true;
      text_ = {};
      return;
    }
    ++number_;
    load(next_);
  }

 private:
  void load(std::size_t pos) {
    if (pos >= bytes_.size()) {
      done_ = true;
      return;
    }
    const void* newline = std::memchr(bytes_.data() + pos, '\n', bytes_.size() - pos);
    std::size_t end = newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - bytes_.data()) : bytes_.size();
    next_ = newline ? end + 1 : end;
    eol_length_ = newline ? 1 : 0;
    if (end > pos && bytes_[end - 1] == '\r') {
      --end;
      ++eol_length_;
    }
    text_ = bytes_.substr(pos, end - pos);
  }

  std::string_view bytes_;
  std::string_view text_;
  std::size_t next_ = 0;  // where the next line starts
  std::size_t eol_length_ = 0;
  int number_ = 1;
  bool done_ = false;
};

// Eight bytes that are all printable ASCII (0x20-0x7E), the bytes nearly
// every line is made of: checked at once. A false "no" only sends them to
// the byte-by-byte check.
bool all_printable_ascii(std::uint64_t eight) {
  constexpr std::uint64_t kOnes = 0x0101010101010101u, kHighBits = 0x8080808080808080u;
  // A byte below 0x20 borrows when 0x20 is taken from it, 0x7F carries into
  // the high bit when 1 is added; neither touches another byte's high bit
  // unless some byte already has it (then the answer is "no" anyway).
  return ((eight | (eight - 0x20 * kOnes) | (eight + kOnes)) & kHighBits) == 0;
}

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\v'; }

// The characters that end a token outside a string: blanks and the
// characters that start or end something else. A table, as a token's every
// character is looked up.
constexpr std::array<bool, 256> kEndsPlainToken = [] {
  std::array<bool, 256> ends{};
  for (unsigned char c : std::string_view(" \t\v[]{};\"")) ends[c] = true;
  return ends;
}();
bool ends_plain_token(char c) { return kEndsPlainToken[static_cast<unsigned char>(c)]; }

bool is_semi_empty(std::string_view line) {
  for (char c : line)
    if (!is_blank(c)) return false;
  return true;
}

bool is_ascii(std::string_view text) {
  for (char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

std::string hex_byte(unsigned c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", c);
  return buf;
}

}  // namespace

class PbnGameLexer::Lexer {
 public:
  Lexer(std::string_view bytes, Diagnostics& d)
      : lines_(bytes), d_(d), utf8_(is_valid_utf8(bytes)) {
    check_lines(bytes);
  }

  // The next game's items, or false at the end of the file. They are kept
  // in one buffer, which the next game overwrites.
  bool next_game(PbnRawGame& game) {
    items_.clear();
    finished_ = false;
    while (!lines_.done() && !finished_) {
      if (col_ == 0 && !start_of_line()) continue;
      if (rest_of_line()) next_line();
    }
    if (!finished_) finish_game();  // the end of the file ends the game
    if (!finished_) return false;
    game = PbnRawGame{game_line_, items_};
    return true;
  }

  std::size_t games_at_most() const { return semi_empty_lines_ + 1; }
  std::span<const PbnItem> items_of_game() const { return items_; }
  bool export_format() const { return export_format_; }
  std::vector<std::string> take_escapes() { return std::move(escapes_); }
  std::deque<std::string> take_converted() { return std::move(converted_); }

 private:
  int line() const { return lines_.number(); }
  void next_line() {
    lines_.next();
    col_ = 0;
  }

  // Lexes the line from the cursor on. Returns true at its end; false when
  // a tag pair or a brace comment may have moved the cursor to another line.
  // Blanks and plain tokens, nearly all of a file's text, are read here with
  // the cursor in a local (the calls and cards of a section are hundreds of
  // thousands of tokens).
  bool rest_of_line() {
    const std::string_view text = lines_.text();
    std::size_t col = col_;
    while (col < text.size()) {
      const char c = text[col];
      if (is_blank(c)) {
        ++col;
        continue;
      }
      if (!ends_plain_token(c)) {
        std::size_t end = col + 1;
        while (end < text.size() && !ends_plain_token(text[end])) ++end;
        push_token(convert(text.substr(col, end - col)), false);
        col = end;
        continue;
      }
      col_ = col;
      if (c == ';') {
        comment(text.substr(col_ + 1));
        col_ = text.size();
      } else if (c == '{') {
        brace_comment();
        return false;
      } else if (c == '[') {
        tag_pair();
        return false;
      } else if (c == ']' || c == '}') {
        d_.error(line(), std::string("unexpected '") + c + "' outside a tag pair or comment");
        ++col_;
      } else {  // '"'
        token_string();
      }
      col = col_;
    }
    col_ = col;
    return true;
  }

  // At column 0: handles escape lines and game boundaries. Returns false when
  // the line was consumed.
  bool start_of_line() {
    const std::string_view text = lines_.text();
    if (!text.empty() && text[0] == '%') {
      std::string body(convert(text.substr(1)));
      if (body.find("EXPORT") != std::string::npos && body.find_first_not_of(' ') == body.find("EXPORT"))
        export_format_ = true;
      escapes_.push_back(std::move(body));
      next_line();
      return false;
    }
    if (is_semi_empty(text)) {
      finish_game();
      next_line();
      return false;
    }
    at_line_start_ = true;
    return true;
  }

  // Line lengths and control characters, every line before any is lexed
  // (so their reports come first on their lines).
  void check_lines(std::string_view bytes) {
    for (LineCursor l(bytes); !l.done(); l.next()) {
      check_line(l.text(), l.eol_length(), l.number());
      semi_empty_lines_ += is_semi_empty(l.text());
    }
  }

  void check_line(std::string_view text, std::size_t eol_length, int number) {
    if (text.size() + eol_length > kMaxLineLength)
      d_.warning_once_per_kind(number, "lines longer than 255 characters", [&] {
        return "line longer than 255 characters (" + std::to_string(text.size() + eol_length) + ")";
      });
    for (std::size_t i = 0; i < text.size();) {
      std::uint64_t eight = 0;
      if (i + sizeof eight <= text.size() && (std::memcpy(&eight, text.data() + i, sizeof eight), all_printable_ascii(eight))) {
        i += sizeof eight;
        continue;
      }
      const auto byte = static_cast<unsigned char>(text[i]);
      if (byte >= 0x20 && byte < 0x7F) {  // printable ASCII, nearly every byte: no decoding
        ++i;
        continue;
      }
      // In a UTF-8 file a character is a whole multi-byte sequence (♠ is
      // E2 99 A0): its code point, not its bytes, says whether it is a
      // control character.
      const std::size_t length = utf8_ ? utf8_sequence_length(byte) : 1;
      const unsigned code = utf8_ ? decode_utf8(text.substr(i, length)) : byte;
      i += length;
      if ((code < 0x20 && code != '\t' && code != '\v') || (code >= 0x7F && code < 0xA0)) {
        d_.error(number, "character " + hex_byte(code) + " is not allowed in PBN (a control character)");
        return;
      }
    }
  }

  // Text as UTF-8: the bytes themselves unless they are Latin-1 beyond ASCII.
  std::string_view convert(std::string_view raw) {
    if (utf8_ || is_ascii(raw)) return raw;
    return keep(latin1_to_utf8(raw));
  }
  std::string_view keep(std::string text) { return converted_.emplace_back(std::move(text)); }

  // The items of the open game.
  std::vector<PbnItem>& game() {
    if (!open_) {
      game_line_ = line();
      open_ = true;
    }
    return items_;
  }
  void finish_game() {
    if (open_ && !items_.empty()) finished_ = true;
    open_ = false;
  }

  void comment(std::string_view text) {
    PbnItem item;
    item.kind = PbnItem::Kind::Comment;
    item.line = line();
    item.text = convert(text);
    game().push_back(item);
  }

  // A brace comment runs to the next '}', across lines (semi-empty and '%'
  // lines included, §3.8). Running across a semi-empty line is legal but
  // swallows what would have been the next game, almost always because a
  // '}' is missing: the closing brace gets a warning saying so.
  void brace_comment() {
    const int start = line();
    int blank_crossed = 0;  // the first semi-empty line inside the comment
    std::string text;       // only for a comment over several lines; one line is viewed where it stands
    bool several_lines = false;
    ++col_;
    while (!lines_.done()) {
      const std::string_view t = lines_.text();
      if (col_ == 0 && !blank_crossed && is_semi_empty(t)) blank_crossed = lines_.number();
      const std::size_t close = t.find('}', col_);
      if (close != std::string_view::npos) {
        if (blank_crossed)
          d_.warning_once_per_kind(line(), "comments running across a semi-empty line", [&] { return "this '}' closes the comment opened by '{' on line " + std::to_string(start) +
                                 ", which runs across the semi-empty line " + std::to_string(blank_crossed) +
                                 " that would end the game: the lines between are commentary, not a game of "
                                 "their own (is a '}' missing before line " + std::to_string(blank_crossed) + "?)"; });
        const std::string_view last = t.substr(col_, close - col_);
        col_ = close + 1;
        PbnItem item;
        item.kind = PbnItem::Kind::Comment;
        item.line = start;
        if (several_lines) text += last;
        item.text = several_lines ? convert(keep(std::move(text))) : convert(last);
        game().push_back(item);
        return;
      }
      text += t.substr(col_);
      text += '\n';
      several_lines = true;
      next_line();
    }
    d_.error(start, "comment '{' is never closed by '}'");
  }

  void skip_blanks_across_lines() {
    while (!lines_.done()) {
      const std::string_view t = lines_.text();
      while (col_ < t.size() && is_blank(t[col_])) ++col_;
      if (col_ < t.size()) return;
      next_line();
      if (!lines_.done() && (is_semi_empty(lines_.text()) || lines_.text()[0] == '%')) return;
    }
  }

  char peek() const {
    if (lines_.done() || col_ >= lines_.text().size()) return '\0';
    return lines_.text()[col_];
  }

  // Skips the rest of a broken tag pair: to its ']' on this line, or the line.
  void recover_tag() {
    if (col_ == 0) return;  // the tag broke off at a new line: the main loop reads that line
    const std::string_view t = lines_.text();
    const std::size_t close = t.find(']', col_);
    col_ = close == std::string_view::npos ? t.size() : close + 1;
  }

  void tag_pair() {
    const int start = line();
    if (export_format_ && col_ != 0)
      d_.warning_once_per_kind(start, "tag pairs not at the start of a line",
                               [] { return std::string("in export format a tag pair starts a line of its own"); });
    ++col_;
    skip_blanks_across_lines();
    if (lines_.done() || col_ >= lines_.text().size()) {
      d_.error(start, "tag pair '[' is not complete");
      return;
    }
    const std::string_view t = lines_.text();
    std::size_t name_end = col_;
    while (name_end < t.size() && is_name_char(t[name_end])) ++name_end;
    if (name_end == col_) {
      d_.error(line(), "tag pair has no tag name");
      recover_tag();
      return;
    }
    const std::string_view name = t.substr(col_, name_end - col_);
    col_ = name_end;
    if (!(name[0] >= 'A' && name[0] <= 'Z'))
      d_.error(line(), "tag name '" + std::string(name) + "' does not begin with an upper case letter");
    skip_blanks_across_lines();
    if (peek() != '"') {
      if (peek() == ']') {
        d_.error(line(), "tag " + std::string(name) + " has no value");
      } else if (auto bare = unquoted_value()) {
        // [Event Random Deal #]: the value runs to the ']' on its line.
        const std::string_view value = convert(*bare);
        d_.warning_once_per_kind(line(), "tag values not quoted", [&] {
          return "value of tag " + std::string(name) + " is not quoted; read as \"" + std::string(value) + "\"";
        });
        PbnItem item;
        item.kind = PbnItem::Kind::Tag;
        item.line = start;
        item.name = name;
        item.tag = pbn_tag(name);
        item.text = value;
        game().push_back(item);
        at_line_start_ = false;
        return;
      } else {
        d_.error(line(), "value of tag " + std::string(name) + " is not a quoted string");
      }
      if (!lines_.done()) recover_tag();
      return;
    }
    auto value = string_token();
    if (!value) return;
    skip_blanks_across_lines();
    if (peek() != ']') {
      d_.error(line(), "tag " + std::string(name) + " is not closed by ']'");
      if (!lines_.done()) recover_tag();
      return;
    }
    ++col_;
    PbnItem item;
    item.kind = PbnItem::Kind::Tag;
    item.line = start;
    item.name = name;
    item.tag = pbn_tag(name);
    item.text = convert(*value);
    game().push_back(item);
    at_line_start_ = false;
  }

  // An unquoted tag value: the rest of the line up to its ']', trimmed,
  // when it holds no quote or bracket. Moves the cursor past the ']'.
  std::optional<std::string_view> unquoted_value() {
    if (lines_.done()) return std::nullopt;
    const std::string_view t = lines_.text();
    const std::size_t close = t.find(']', col_);
    if (close == std::string_view::npos) return std::nullopt;
    std::string_view v = t.substr(col_, close - col_);
    if (v.find_first_of("\"[{};") != std::string_view::npos) return std::nullopt;
    while (!v.empty() && is_blank(v.back())) v.remove_suffix(1);
    if (v.empty()) return std::nullopt;
    col_ = close + 1;
    return v;
  }

  // Reads "..." at the cursor with \" and \\ escapes; the string must end on
  // its line and hold no tab (§3.2, §2.3). A string without escapes, nearly
  // all of them, is viewed where it stands.
  std::optional<std::string_view> string_token() {
    const std::string_view t = lines_.text();
    std::size_t i = col_ + 1;
    bool tab_reported = false;
    bool escaped = false;
    for (; i < t.size(); ++i) {
      const char c = t[i];
      if (c == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\')) {
        escaped = true;
        ++i;
      } else if (c == '"') {
        const std::string_view raw = t.substr(col_ + 1, i - col_ - 1);
        col_ = i + 1;
        return escaped ? keep(unescape(raw)) : raw;
      } else if (c == '\t' && !tab_reported) {
        d_.error(line(), "tab character inside a string");
        tab_reported = true;
      }
    }
    d_.error(line(), "string is not closed by '\"' on its line");
    col_ = t.size();
    return std::nullopt;
  }

  // The string's text with \" and \\ read as the characters they escape.
  static std::string unescape(std::string_view raw) {
    std::string value;
    value.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) ++i;
      value += raw[i];
    }
    return value;
  }

  void push_token(std::string_view text, bool quoted) {
    PbnItem item;
    item.kind = PbnItem::Kind::Token;
    item.line = line();
    item.text = text;
    item.quoted = quoted;
    item.line_start = at_line_start_;
    at_line_start_ = false;
    game().push_back(item);
  }

  void token_string() {
    const std::size_t start = col_;
    if (auto v = string_token()) push_token(convert(lines_.text().substr(start, col_ - start)), true);
  }

  LineCursor lines_;
  Diagnostics& d_;
  bool utf8_;
  std::size_t col_ = 0;
  bool open_ = false;
  bool finished_ = false;  // the open game has ended
  int game_line_ = 0;
  bool at_line_start_ = false;
  std::vector<PbnItem> items_;  // of the open game
  std::size_t semi_empty_lines_ = 0;
  bool export_format_ = false;
  std::vector<std::string> escapes_;
  std::deque<std::string> converted_;  // never moves its strings: items view them
};

PbnGameLexer::PbnGameLexer(std::string_view bytes, Diagnostics& diagnostics) {
  strip_utf8_bom(bytes);
  if (const std::size_t eof = dos_end_of_file(bytes); eof != std::string_view::npos) {
    const int line = 1 + static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(eof), '\n'));
    diagnostics.warning(line, "a DOS end-of-file byte (0x1A, ctrl-Z) ends the file; it and what follows are ignored");
    bytes = bytes.substr(0, eof);
  }
  lexer_ = std::make_unique<Lexer>(bytes, diagnostics);
}

PbnGameLexer::~PbnGameLexer() = default;

bool PbnGameLexer::next_game(PbnRawGame& game) { return lexer_->next_game(game); }
std::size_t PbnGameLexer::games_at_most() const { return lexer_->games_at_most(); }
std::span<const PbnItem> PbnGameLexer::items_of_game() const { return lexer_->items_of_game(); }
bool PbnGameLexer::export_format() const { return lexer_->export_format(); }
std::vector<std::string> PbnGameLexer::take_escapes() { return lexer_->take_escapes(); }
std::deque<std::string> PbnGameLexer::take_converted() { return lexer_->take_converted(); }

PbnLexed lex_pbn(std::string_view bytes, Diagnostics& diagnostics) {
  PbnGameLexer lexer(bytes, diagnostics);
  PbnLexed out;
  std::vector<std::pair<std::size_t, std::size_t>> ranges;  // each game's first item and count
  for (PbnRawGame game; lexer.next_game(game);) {
    ranges.emplace_back(out.items.size(), game.items.size());
    out.items.insert(out.items.end(), game.items.begin(), game.items.end());
    out.games.push_back(PbnRawGame{game.first_line, {}});
  }
  // The items no longer move: the games can view them.
  for (std::size_t g = 0; g < out.games.size(); ++g)
    out.games[g].items = std::span<const PbnItem>(out.items).subspan(ranges[g].first, ranges[g].second);
  out.export_format = lexer.export_format();
  out.escapes = lexer.take_escapes();
  out.converted = lexer.take_converted();
  return out;
}

}  // namespace tenace::formats
