#pragma once
// Chat: who may say what to whom. At a table during a board, talk must not
// carry unauthorised information (the Laws' point, and the sources' own
// about online play): a player may not talk privately to their partner,
// and kibitzers, who may see every hand, do not reach the players. Between
// boards and in the lobby anyone may talk. These rules are pure functions
// so that they can be tested apart from the server.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/seat.h"

namespace tenace::server {

inline constexpr std::size_t kMaxChatBytes = 500;

// Someone at a table: their seat, or none for a kibitzer.
struct TablePresence {
  std::optional<Seat> seat;
};

// Whether a table message from `from` is delivered to `to`.
bool table_chat_reaches(TablePresence from, TablePresence to, bool board_running);

// Why a private message may not be sent ("" when it may), when sender and
// recipient are at the same table (`to` is nullopt when the recipient is
// not at the sender's table).
std::string private_chat_refusal(TablePresence from, std::optional<TablePresence> to, bool board_running);

// Why `text` is not a chat message ("" when it is): empty, too long, or
// not one line of text (a control character, or invalid UTF-8).
std::string chat_text_problem(std::string_view text);

}  // namespace tenace::server
