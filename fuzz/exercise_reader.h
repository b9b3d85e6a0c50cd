#pragma once
// The body every fuzz target shares: read the input in one format, and when
// it reads without error, write the games in all three formats and read
// each back. Any crash, hang or sanitizer report is a bug; so is a file we
// wrote that we then cannot read (checked with __builtin_trap so that
// libFuzzer keeps the input).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/record_io.h"

namespace tenace::fuzz {

inline void exercise_reader(const std::uint8_t* data, std::size_t size, formats::Format format) {
  // Beyond this size inputs only slow the search down.
  if (size > 64 * 1024) return;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const formats::ReadResult first = formats::read_records(bytes, format);
  if (first.diagnostics.has_errors()) return;
  for (formats::Format target : {formats::Format::Pbn, formats::Format::Lin, formats::Format::Json}) {
    formats::Diagnostics warnings;
    const std::string text = formats::write_records(first.games, target, warnings);
    const formats::ReadResult again = formats::read_records(text, target);
    // PBN and JSON hold every game they are given; LIN drops games with no
    // deal, calls or cards, so only its count is not checked.
    if (target != formats::Format::Lin && again.games.size() != first.games.size()) __builtin_trap();
  }
}

}  // namespace tenace::fuzz
