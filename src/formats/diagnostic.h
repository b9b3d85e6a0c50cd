#pragma once
// Problems found while reading a file. Readers never stop at the first
// problem and never throw on bad input: they collect every problem with the
// line it was found on, keep whatever data they could make sense of, and
// let the caller decide (tenace check prints them all, tenace convert stops
// on errors). An error means data is missing or wrong; a warning means the
// data was understood but the file breaks a rule of its format.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tenace::formats {

enum class Severity { Warning, Error };

struct Diagnostic {
  int line = 0;  // 1-based; 0 when no line applies (e.g. a conversion)
  Severity severity = Severity::Error;
  std::string message;
  // A summary of a kind said once (warning_once_per_kind): every line it
  // was found on again, of which the message names the first few.
  std::vector<int> same_kind_lines;
};

class Diagnostics {
 public:
  void error(int line, std::string message) { add(line, Severity::Error, std::move(message)); }
  void warning(int line, std::string message) { add(line, Severity::Warning, std::move(message)); }
  void add(int line, Severity severity, std::string message);

  // A deviation an exporter makes in every game (a date's spelling, a tag
  // written twice) is said once, where it first occurs; the later ones of
  // the same kind are only counted, and say_repeated_kinds() names them in
  // one warning per kind with their count and first lines. The message is
  // formed only for the first: a file of 30,000 such games costs 30,000
  // counts, not 30,000 texts. `kind` is what the summary calls them.
  template <class MakeMessage>
  void warning_once_per_kind(int line, std::string_view kind, MakeMessage&& message) {
    if (first_of_kind(kind, line)) warning(line, message());
  }
  // Adds the summaries of the kinds said more than once; a reader calls it
  // when it has read the whole file.
  void say_repeated_kinds();

  const std::vector<Diagnostic>& all() const { return list_; }
  bool has_errors() const { return errors_ > 0; }
  int error_count() const { return errors_; }
  bool empty() const { return list_.empty(); }
  void append(const Diagnostics& other);
  // Adds the problems `later` found after these, as if they had been found
  // here in that order: its list (up to the limit), its counts and the
  // kinds it said once (which these must not have said: their first would
  // not be said again).
  void append_later(Diagnostics&& later);

  // "file:line: error: message" lines in line order, the form compilers
  // use, so editors can jump to the problem.
  std::string format(std::string_view file) const;

 private:
  void keep(Diagnostic d);
  bool first_of_kind(std::string_view kind, int line);

  using LaterOnes = std::vector<int>;  // lines of the later ones
  std::vector<Diagnostic> list_;
  std::map<std::string, LaterOnes, std::less<>> kinds_;
  int errors_ = 0;
  int dropped_ = 0;  // problems past the list's limit, counted but not kept
};

std::string format_diagnostic(std::string_view file, const Diagnostic& d);

}  // namespace tenace::formats
