#include "formats/diagnostic.h"

#include <algorithm>

namespace tenace::formats {

// A hostile input can produce a problem on every token; past this many the
// rest add nothing for a reader and only cost memory.
constexpr std::size_t kMaxDiagnostics = 10000;

void Diagnostics::add(int line, Severity severity, std::string message) { keep({line, severity, std::move(message), {}}); }

void Diagnostics::keep(Diagnostic d) {
  if (d.severity == Severity::Error) ++errors_;
  if (list_.size() < kMaxDiagnostics) list_.push_back(std::move(d));
  else ++dropped_;
}

// Lines a summary names, enough to find the pattern in the file.
constexpr std::size_t kLinesNamed = 5;

bool Diagnostics::first_of_kind(std::string_view kind, int line) {
  auto it = kinds_.find(kind);
  if (it == kinds_.end()) {
    kinds_.emplace(std::string(kind), LaterOnes{});
    return true;
  }
  it->second.push_back(line);
  return false;
}

void Diagnostics::say_repeated_kinds() {
  for (auto& [kind, later] : kinds_) {
    if (later.empty()) continue;
    std::string lines;
    for (std::size_t i = 0; i < later.size() && i < kLinesNamed; ++i) lines += (i ? ", " : "") + std::to_string(later[i]);
    if (later.size() > kLinesNamed) lines += ", ...";
    const bool one = later.size() == 1;
    std::string text = kind + ": " + std::to_string(later.size()) + (one ? " more time" : " more times") + " in this file (line" +
                       (one ? " " : "s ") + lines + ")";
    keep({later.front(), Severity::Warning, std::move(text), std::move(later)});
  }
  kinds_.clear();
}

void Diagnostics::append(const Diagnostics& other) {
  for (const Diagnostic& d : other.list_) keep(d);
}

void Diagnostics::append_later(Diagnostics&& later) {
  int listed_errors = 0;
  for (Diagnostic& d : later.list_) {
    listed_errors += d.severity == Severity::Error;
    keep(std::move(d));
  }
  errors_ += later.errors_ - listed_errors;  // those past its list's limit
  dropped_ += later.dropped_;
  for (auto& [kind, lines] : later.kinds_) {
    auto [it, added] = kinds_.try_emplace(kind, std::move(lines));
    if (!added) it->second.insert(it->second.end(), lines.begin(), lines.end());
  }
  later.list_.clear();
  later.kinds_.clear();
  later.errors_ = later.dropped_ = 0;
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
