#pragma once
// The predefined columns of the standard's tables (§5.3-§5.10) and what
// their elements may hold: a Declarer column holds seats, a Result column
// 0-13 tricks, a Percentage column a number up to 100, and so on. Any
// element may be '?' (unknown) or '-' (irrelevant), and a score-like one may
// start with '^' (an artificial score, §5.2). Columns a file adds itself are
// free text.
#include <optional>
#include <string>
#include <string_view>

namespace tenace::formats {

// What is wrong with `element` in column `column` of table `table`, or
// nothing when it fits (or the column is not a predefined one).
std::optional<std::string> check_table_element(std::string_view table, std::string_view column,
                                               std::string_view element);

}  // namespace tenace::formats
