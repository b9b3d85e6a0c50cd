#pragma once
// Problems found while reading a file. Readers never stop at the first
// problem and never throw on bad input: they collect every problem with the
// line it was found on, keep whatever data they could make sense of, and
// let the caller decide (tenace check prints them all, tenace convert stops
// on errors). An error means data is missing or wrong; a warning means the
// data was understood but the file breaks a rule of its format.
#include <string>
#include <string_view>
#include <vector>

namespace tenace::formats {

enum class Severity { Warning, Error };

struct Diagnostic {
  int line = 0;  // 1-based; 0 when no line applies (e.g. a conversion)
  Severity severity = Severity::Error;
  std::string message;
};

class Diagnostics {
 public:
  void error(int line, std::string message) { add(line, Severity::Error, std::move(message)); }
  void warning(int line, std::string message) { add(line, Severity::Warning, std::move(message)); }
  void add(int line, Severity severity, std::string message);

  const std::vector<Diagnostic>& all() const { return list_; }
  bool has_errors() const { return errors_ > 0; }
  int error_count() const { return errors_; }
  bool empty() const { return list_.empty(); }
  void append(const Diagnostics& other);

  // "file:line: error: message" lines in line order, the form compilers
  // use, so editors can jump to the problem.
  std::string format(std::string_view file) const;

 private:
  std::vector<Diagnostic> list_;
  int errors_ = 0;
  int dropped_ = 0;  // problems past the list's limit, counted but not kept
};

std::string format_diagnostic(std::string_view file, const Diagnostic& d);

}  // namespace tenace::formats
