#pragma once
// The first pass over a PBN file (standard §2-§3.3, §3.8): lines (CRLF or
// LF, ISO 8859-1 or UTF-8), '%' escape lines, games separated by semi-empty
// lines, tag pairs, commentary, and the raw tokens between tags. It knows
// nothing about what tags mean; pbn_reader gives them meaning.
#include <cstdint>
#include <deque>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/pbn_tag_names.h"

namespace tenace::formats {

// An item's name and text are views: into the bytes given to lex_pbn when
// they stand there as they are, else into PbnLexed::converted (a value with
// \" escapes, Latin-1 text in UTF-8, a comment over several lines). A file
// of thousands of games holds hundreds of thousands of items; a string apiece
// made reading a file mostly a matter of allocating and copying.
struct PbnItem {
  enum class Kind : std::uint8_t { Tag, Comment, Token };
  Kind kind = Kind::Token;
  PbnTag tag = PbnTag::Other;  // Tag: which tag its name is
  bool quoted = false;         // Token: a string element ("..."), text keeps the quotes
  bool line_start = false;     // Token: first token on its line
  int line = 0;
  std::string_view name;  // Tag: tag name
  std::string_view text;  // Tag: value (unescaped); Comment: its text; Token: the raw token
};

// A game's items: a view of PbnLexed::items, or of PbnGameLexer's buffer.
struct PbnRawGame {
  int first_line = 0;
  std::span<const PbnItem> items;
};

struct PbnLexed {
  // Every item of the file in one vector, which the games view: a vector
  // apiece, copied when the game ended, was a twentieth of the reading
  // time. The views survive a move of the PbnLexed, not a copy.
  std::vector<PbnItem> items;
  std::vector<PbnRawGame> games;
  std::vector<std::string> escapes;  // '%' lines, without the '%'
  bool export_format = false;        // a "% EXPORT" line was seen
  // The texts items view that the input does not hold as they are (a deque:
  // its strings never move, so the views stay valid).
  std::deque<std::string> converted;
};

// A file lexed one game at a time, for a reader that reads each game before
// the next is lexed: the game's items are then still in the cache, and no
// item array of the whole file (tens of bytes for every call and card) is
// written out and read back. Problems go to `diagnostics` as lex_pbn's do;
// the line checks of the whole file come first, when it is constructed.
class PbnGameLexer {
 public:
  // The items view `bytes`, which must outlive the lexer, or the lexer's
  // own converted texts, which live as long as it.
  PbnGameLexer(std::string_view bytes, Diagnostics& diagnostics);
  ~PbnGameLexer();
  PbnGameLexer(const PbnGameLexer&) = delete;
  PbnGameLexer& operator=(const PbnGameLexer&) = delete;

  // The next game, or false at the end of the file. Its items are in one
  // buffer that the next game overwrites (items_of_game views it).
  bool next_game(PbnRawGame& game);
  std::span<const PbnItem> items_of_game() const;
  // No more games than this (one more than the semi-empty lines).
  std::size_t games_at_most() const;

  bool export_format() const;
  std::vector<std::string> take_escapes();
  std::deque<std::string> take_converted();

 private:
  class Lexer;
  std::unique_ptr<Lexer> lexer_;
};

// Records problems in `diagnostics`; text is converted to UTF-8. The items
// view `bytes`, which must outlive the result. Warnings said once per kind
// are summed up by the caller's Diagnostics::say_repeated_kinds, when the
// whole file is read.
PbnLexed lex_pbn(std::string_view bytes, Diagnostics& diagnostics);

}  // namespace tenace::formats
