// Chat, presence and the think clock: table, lobby and private messages
// with the rules against unauthorised information (chat.h), mutes, the
// chat rate limit, who is online, and a robot moving for a person whose
// think time ran out.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <set>

#include "server/chat.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;
using server::TablePresence;

TEST(ChatRules, KibitzersReachPlayersOnlyBetweenBoards) {
  const TablePresence kibitzer{std::nullopt};
  const TablePresence north{Seat::North};
  const TablePresence east{Seat::East};
  EXPECT_FALSE(server::table_chat_reaches(kibitzer, north, true));
  EXPECT_TRUE(server::table_chat_reaches(kibitzer, north, false));
  EXPECT_TRUE(server::table_chat_reaches(kibitzer, kibitzer, true));
  EXPECT_TRUE(server::table_chat_reaches(north, east, true));
  EXPECT_TRUE(server::table_chat_reaches(north, kibitzer, true));
}

TEST(ChatRules, NoPrivateWordsBetweenPartnersDuringABoard) {
  const TablePresence north{Seat::North};
  const TablePresence south{Seat::South};
  const TablePresence east{Seat::East};
  EXPECT_NE(server::private_chat_refusal(north, south, true).find("partners"), std::string::npos);
  EXPECT_EQ(server::private_chat_refusal(north, south, false), "");
  EXPECT_EQ(server::private_chat_refusal(north, east, true), "");
  EXPECT_NE(server::private_chat_refusal(TablePresence{}, south, true).find("kibitzers"), std::string::npos);
  EXPECT_EQ(server::private_chat_refusal(north, std::nullopt, true), "");
}

TEST(ChatRules, TextIsOneLineOfBoundedLength) {
  EXPECT_EQ(server::chat_text_problem("hello <b>all</b> ♠"), "");
  EXPECT_NE(server::chat_text_problem(""), "");
  EXPECT_NE(server::chat_text_problem("two\nlines"), "");
  EXPECT_NE(server::chat_text_problem(std::string(server::kMaxChatBytes + 1, 'a')), "");
}

std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name) { return guest_client(port, name); }

std::string error_of(WsClient& c, const json& message) {
  c.send(message);
  return c.receive_until("error").at("message");
}

// Four people seated, a board running; plus a kibitzer.
struct TableOfFour {
  std::array<std::unique_ptr<WsClient>, 4> players;
  std::unique_ptr<WsClient> kibitzer;
  int table = 0;
  TableOfFour(unsigned short port) {
    for (Seat s : kAllSeats) players[index(s)] = guest(port, std::string("p") + seat_char(s));
    players[0]->send({{"type", "create"}});
    table = players[0]->receive_until("created").at("table");
    kibitzer = guest(port, "kib");
    kibitzer->send({{"type", "watch"}, {"table", table}});
    kibitzer->receive_until("table");
    for (Seat s : kAllSeats)
      players[index(s)]->send({{"type", "sit"}, {"table", table}, {"seat", std::string(1, seat_char(s))}});
    for (Seat s : kAllSeats)
      while (players[index(s)]->receive_until("table").at("table").at("phase") != "auction") {
      }
  }
  WsClient& at(Seat s) { return *players[index(s)]; }
};

TEST(Chat, TableChatReachesTheTableButKibitzersDoNotReachThePlayers) {
  TestServer server("chat-table");
  TableOfFour t(server.port());
  const std::string html = "<script>alert('x')</script> & ♥";
  t.at(Seat::North).send({{"type", "chat"}, {"text", html}});
  for (Seat s : kAllSeats) {
    json m = t.at(s).receive_until("chat");
    EXPECT_EQ(m.at("from"), "guest-pN");
    EXPECT_EQ(m.at("text"), html);  // as typed: the page shows it as text
    EXPECT_EQ(m.at("scope"), "table");
  }
  EXPECT_EQ(t.kibitzer->receive_until("chat").at("text"), html);
  // A kibitzer's words during the board: the kibitzer hears its own echo,
  // the players hear nothing (their next chat message is North's).
  t.kibitzer->send({{"type", "chat"}, {"text", "East holds the ace"}});
  EXPECT_EQ(t.kibitzer->receive_until("chat").at("text"), "East holds the ace");
  t.at(Seat::North).send({{"type", "chat"}, {"text", "good luck"}});
  for (Seat s : kAllSeats) EXPECT_EQ(t.at(s).receive_until("chat").at("text"), "good luck");
}

TEST(Chat, PartnersCannotTalkPrivatelyDuringABoard) {
  TestServer server("chat-private");
  TableOfFour t(server.port());
  EXPECT_NE(error_of(t.at(Seat::North), {{"type", "chat"}, {"to", "guest-pS"}, {"text", "lead a heart"}}).find("partners"),
            std::string::npos);
  EXPECT_NE(error_of(*t.kibitzer, {{"type", "chat"}, {"to", "guest-pS"}, {"text", "psst"}}).find("kibitzers"),
            std::string::npos);
  t.at(Seat::North).send({{"type", "chat"}, {"to", "guest-pE"}, {"text", "nice to meet you"}});
  json m = t.at(Seat::East).receive_until("chat");
  EXPECT_EQ(m.at("scope"), "private");
  EXPECT_EQ(m.at("to"), "guest-pE");
  EXPECT_EQ(t.at(Seat::North).receive_until("chat").at("text"), "nice to meet you");  // the sender's copy
}

TEST(Chat, MutedPlayersAreNotHeardAndChatIsRateLimited) {
  TestServer server("chat-mute");
  TableOfFour t(server.port());
  t.at(Seat::South).send({{"type", "mute"}, {"name", "guest-pE"}});
  t.at(Seat::South).receive_until("ok");
  t.at(Seat::East).send({{"type", "chat"}, {"text", "from East"}});
  t.at(Seat::West).receive_until("chat");
  t.at(Seat::North).send({{"type", "chat"}, {"text", "from North"}});
  EXPECT_EQ(t.at(Seat::South).receive_until("chat").at("text"), "from North");
  // Bursts of five, then one a second.
  std::string refused;
  for (int i = 0; i < 8 && refused.empty(); ++i) {
    t.at(Seat::West).send({{"type", "chat"}, {"text", "spam"}, {"id", i}});
    for (;;) {
      json m = t.at(Seat::West).receive();
      if (m.at("type") == "error") refused = m.at("message");
      if ((m.at("type") == "ok" || m.at("type") == "error") && m.value("id", -1) == i) break;
    }
  }
  EXPECT_NE(refused.find("too many chat messages"), std::string::npos);
}

TEST(Chat, LobbyChatAndWhoIsOnline) {
  TestServer server("chat-lobby");
  auto a = guest(server.port(), "ann");
  auto b = guest(server.port(), "bob");
  b->send({{"type", "lobby"}});
  json lobby = b->receive_until("lobby");
  std::set<std::string> names;
  for (const json& p : lobby.at("online")) names.insert(p.at("name").get<std::string>());
  EXPECT_TRUE(names.count("guest-ann") && names.count("guest-bob"));
  a->send({{"type", "chat"}, {"scope", "lobby"}, {"text", "anyone for a game?"}});
  EXPECT_EQ(b->receive_until("chat").at("text"), "anyone for a game?");
  // Sitting down shows in the lobby's list of who is where.
  a->send({{"type", "create"}});
  const int table = a->receive_until("created").at("table");
  a->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (bool seen = false; !seen;) {
    json update = b->receive_until("lobby_update");
    if (!update.contains("online")) continue;
    for (const json& p : update.at("online"))
      if (p.at("name") == "guest-ann" && p.at("table") == table) seen = true;
  }
}

TEST(ThinkClock, ARobotMovesForAPersonWhoseTimeRanOut) {
  TestServer server("think");
  auto c = guest(server.port(), "slow");
  c->send({{"type", "create"}, {"think_seconds", 1}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  const auto start = std::chrono::steady_clock::now();
  json event;
  do event = c->receive_until("table").at("event");
  while (event.at("kind") != "timed_out");
  EXPECT_EQ(event.at("seat"), "S");
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(900));
  // The robot's move for South follows.
  json next = c->receive_until("table").at("event");
  EXPECT_EQ(next.at("seat"), "S");
}

}  // namespace
}  // namespace tenace::testing
