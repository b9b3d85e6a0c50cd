#include "server/name_rules.h"

#include <algorithm>
#include <cctype>

namespace tenace::server {

std::string user_name_problem(std::string_view field, std::string_view name) {
  const bool allowed = !name.empty() && name.size() <= kMaxUserName &&
                       std::all_of(name.begin(), name.end(), [](unsigned char ch) {
                         return std::isalnum(ch) || ch == '_' || ch == '-';
                       });
  if (!allowed)
    return "field \"" + std::string(field) + "\": a name has 1 to " + std::to_string(kMaxUserName) +
           " letters, digits, '_' or '-'";
  return "";
}

bool is_guest_name(std::string_view name) {
  constexpr std::string_view prefix = "guest-";
  if (name.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(name[i])) != prefix[i]) return false;
  return true;
}

namespace {

// Length of the UTF-8 sequence starting at text[i], or 0 when invalid
// (overlong forms, surrogates and code points above U+10FFFF included).
std::size_t utf8_sequence(std::string_view text, std::size_t i, char32_t& code_point) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  char32_t minimum = 0;
  if (lead < 0x80) {
    code_point = lead;
    return 1;
  } else if ((lead & 0xE0) == 0xC0) {
    length = 2, code_point = lead & 0x1F, minimum = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    length = 3, code_point = lead & 0x0F, minimum = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    length = 4, code_point = lead & 0x07, minimum = 0x10000;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (byte(i + k) & 0x3F);
  }
  if (code_point < minimum || code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF)) return 0;
  return length;
}

}  // namespace

std::string text_name_problem(std::string_view field, std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    char32_t code_point = 0;
    const std::size_t length = utf8_sequence(text, i, code_point);
    if (length == 0)
      return "field \"" + std::string(field) + "\" is not valid UTF-8 (byte " + std::to_string(i + 1) + ")";
    // C0 controls, DEL and the C1 controls.
    if (code_point < 0x20 || (code_point >= 0x7F && code_point < 0xA0))
      return "field \"" + std::string(field) + "\" holds a control character (byte " +
             std::to_string(i + 1) + "); names are plain text";
    i += length;
  }
  return "";
}

}  // namespace tenace::server
