#pragma once
// How many of a reading's diagnostics have severity `s` and mention `words`.
#include <string>

#include "formats/record_io.h"

namespace tenace::formats {

inline int count(const ReadResult& r, Severity s, const std::string& words) {
  int n = 0;
  for (const Diagnostic& d : r.diagnostics.all())
    if (d.severity == s && d.message.find(words) != std::string::npos) ++n;
  return n;
}

}  // namespace tenace::formats
