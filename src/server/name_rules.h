#pragma once
// What names people choose may hold: user names (letters, digits, '_' and
// '-'; "guest-" in any case is for guests) and free-text names such as a
// table's (valid UTF-8 without control characters, so that a name shows and
// stores as it was typed). Each check returns the error to send, naming the
// field, or "" when the name is fine.
#include <string>
#include <string_view>

namespace tenace::server {

inline constexpr std::size_t kMaxUserName = 24;

// A registered or guest name chosen by its user.
std::string user_name_problem(std::string_view field, std::string_view name);
// True for names in the guests' reserved "guest-" space, whatever the case.
bool is_guest_name(std::string_view name);
// A free-text name (a table's): valid UTF-8, no control characters.
std::string text_name_problem(std::string_view field, std::string_view text);

}  // namespace tenace::server
