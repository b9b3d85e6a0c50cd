#include "formats/text_encoding.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace tenace::formats {

bool is_valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    // Files are nearly all ASCII: eight such bytes are passed at once
    // (reading a file checked each byte alone for a twentieth of its time).
    constexpr std::uint64_t kHighBits = 0x8080808080808080u;
    std::uint64_t eight = 0;
    while (i + sizeof eight <= s.size() && (std::memcpy(&eight, s.data() + i, sizeof eight), (eight & kHighBits) == 0))
      i += sizeof eight;
    if (i >= s.size()) break;
    const auto c = static_cast<unsigned char>(s[i]);
    int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || (extra == 1 && c < 0xC2)) return false;  // stray continuation or overlong
    if (extra > 0 && i + extra >= s.size()) return false;  // truncated sequence
    for (int k = 1; k <= extra; ++k)
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return false;
    i += extra + 1;
  }
  return true;
}

TextEncoding encoding_of(std::string_view bytes) {
  const bool ascii = std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (ascii) return TextEncoding::Standard;
  return is_valid_utf8(bytes) ? TextEncoding::Utf8 : TextEncoding::Latin1;
}

std::size_t utf8_sequence_length(unsigned char lead) {
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

unsigned decode_utf8(std::string_view s) {
  if (s.empty()) return 0;
  const auto lead = static_cast<unsigned char>(s[0]);
  if (s.size() == 1) return lead;
  unsigned code = lead & (0x7Fu >> s.size());
  for (std::size_t k = 1; k < s.size(); ++k) code = (code << 6) | (static_cast<unsigned char>(s[k]) & 0x3Fu);
  return code;
}

bool strip_utf8_bom(std::string_view& bytes) {
  if (bytes.substr(0, 3) != "\xEF\xBB\xBF") return false;
  bytes.remove_prefix(3);
  return true;
}

std::size_t dos_end_of_file(std::string_view bytes) {
  const std::size_t eof = bytes.find('\x1A');
  if (eof == std::string_view::npos) return eof;
  for (std::size_t i = eof; i < bytes.size(); ++i)
    if (bytes[i] != '\x1A' && bytes[i] != '\r' && bytes[i] != '\n' && bytes[i] != ' ' && bytes[i] != '\t')
      return std::string_view::npos;
  return eof;
}

std::string latin1_to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

std::optional<std::string> utf8_to_latin1(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      out += text[i];
    } else if ((c == 0xC2 || c == 0xC3) && i + 1 < text.size()) {
      out += static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3F));
      ++i;
    } else {
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace tenace::formats
