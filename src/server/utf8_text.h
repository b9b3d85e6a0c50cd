#pragma once
// UTF-8 text from clients: cut to a byte budget without splitting a
// character (a cut character would make the reply invalid JSON).
#include <cstddef>
#include <string>
#include <string_view>

namespace tenace::server {

// The longest prefix of `text` of at most `max_bytes` bytes that ends on a
// character boundary: a cut never leaves a lead byte without its
// continuation bytes (invalid input is not repaired, only never split).
inline std::string utf8_prefix(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  // Step back over continuation bytes (10xxxxxx) to the start of the
  // character that the cut would split, and leave that character out.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end));
}

}  // namespace tenace::server
