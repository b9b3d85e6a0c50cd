#pragma once
// PBN files are ISO 8859-1 by the standard but UTF-8 in practice; LIN and
// JSON are UTF-8. Records hold UTF-8; these helpers move text between the
// two encodings.
#include <optional>
#include <string>
#include <string_view>

namespace tenace::formats {

bool is_valid_utf8(std::string_view bytes);
std::string latin1_to_utf8(std::string_view bytes);
// Empty when some character is outside ISO 8859-1.
std::optional<std::string> utf8_to_latin1(std::string_view text);

}  // namespace tenace::formats
