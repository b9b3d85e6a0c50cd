#include "server/chat.h"

#include "server/name_rules.h"

namespace tenace::server {

bool table_chat_reaches(TablePresence from, TablePresence to, bool board_running) {
  // A kibitzer's words reach the players only when no board is in play.
  return !(board_running && !from.seat && to.seat);
}

std::string private_chat_refusal(TablePresence from, std::optional<TablePresence> to, bool board_running) {
  if (!board_running || !to) return "";
  if (from.seat && to->seat && side_of(*from.seat) == side_of(*to->seat))
    return "partners may not talk privately during a board; use the table chat";
  if (!from.seat && to->seat) return "kibitzers may not talk to the players during a board";
  return "";
}

std::string chat_text_problem(std::string_view text) {
  if (text.empty()) return "a chat message needs some text";
  if (text.size() > kMaxChatBytes)
    return "a chat message is at most " + std::to_string(kMaxChatBytes) + " bytes";
  // One line of valid UTF-8 text, as names are: no control characters.
  return text_name_problem("text", text);
}

}  // namespace tenace::server
