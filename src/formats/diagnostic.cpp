#include "formats/diagnostic.h"

#include <algorithm>

namespace tenace::formats {

// A hostile input can produce a problem on every token; past this many the
// rest add nothing for a reader and only cost memory.
constexpr std::size_t kMaxDiagnostics = 10000;

void Diagnostics::add(int line, Severity severity, std::string message) {
  if (severity == Severity::Error) ++errors_;
  if (list_.size() < kMaxDiagnostics) list_.push_back({line, severity, std::move(message)});
  else ++dropped_;
}

void Diagnostics::append(const Diagnostics& other) {
  for (const Diagnostic& d : other.list_) add(d.line, d.severity, d.message);
}

std::string format_diagnostic(std::string_view file, const Diagnostic& d) {
  std::string text(file);
  if (d.line > 0) text += ":" + std::to_string(d.line);
  text += d.severity == Severity::Error ? ": error: " : ": warning: ";
  text += d.message;
  return text;
}

std::string Diagnostics::format(std::string_view file) const {
  // Readers find problems in several passes; a reader of the list wants
  // them in file order.
  std::vector<const Diagnostic*> sorted;
  for (const Diagnostic& d : list_) sorted.push_back(&d);
  std::stable_sort(sorted.begin(), sorted.end(), [](const Diagnostic* a, const Diagnostic* b) { return a->line < b->line; });
  std::string text;
  for (const Diagnostic* d : sorted) text += format_diagnostic(file, *d) + "\n";
  // Whoever reads the list must know it is not the whole story.
  if (dropped_ > 0)
    text += std::string(file) + ": " + std::to_string(dropped_) + " more problems (" + std::to_string(errors_) +
            " errors in all) are not listed: the list stops at " + std::to_string(kMaxDiagnostics) + "\n";
  return text;
}

}  // namespace tenace::formats
