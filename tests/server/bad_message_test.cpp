// Bad input: every malformed or illegal message gets an error naming the
// problem, changes nothing, and leaves the connection open. Also the size
// limit, the rate limit, the Origin check and static file path traversal.
#include <gtest/gtest.h>

#include "server/http_session.h"
#include "server/static_files.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// Sends `text` and expects an error whose message contains `expected`,
// then proves the connection still works.
void expect_error(WsClient& c, const std::string& text, const std::string& expected) {
  c.send_text(text);
  json reply = c.receive_until("error");
  EXPECT_NE(reply.at("message").get<std::string>().find(expected), std::string::npos)
      << "for " << text << " got " << reply.dump();
  c.send({{"type", "ping"}});
  EXPECT_EQ(c.receive_until("pong").at("type"), "pong");
}

TEST(BadMessages, BeforeLoginOnlyIdentityMessagesAreAccepted) {
  TestServer server("bad-login");
  WsClient c(server.port());
  expect_error(c, "{\"type\":\"lobby\"}", "not logged in");
  expect_error(c, "{\"type\":\"register\",\"name\":\"x y\",\"password\":\"longenough\"}", "letters");
  expect_error(c, "{\"type\":\"register\",\"name\":\"bob\",\"password\":\"short\"}", "8 characters");
  expect_error(c, "{\"type\":\"login\",\"name\":\"nobody\",\"password\":\"whatever1\"}", "wrong name or password");
  expect_error(c, "{\"type\":\"register\",\"name\":\"bob\"}", "missing field \"password\"");
  expect_error(c, "{\"type\":\"resume\",\"token\":42}", "must be a string");
}

TEST(BadMessages, MalformedAndIllegalMessagesChangeNothing) {
  TestServer server("bad");
  WsClient c(server.port());
  c.send({{"type", "guest"}, {"name", "bad"}});
  c.receive_until("lobby");
  expect_error(c, "this is not json", "not valid JSON");
  expect_error(c, "[1,2,3]", "JSON object");
  expect_error(c, "{\"kind\":\"call\"}", "no string field \"type\"");
  expect_error(c, "{\"type\":7}", "no string field \"type\"");
  expect_error(c, "{\"type\":\"dance\"}", "unknown message type 'dance'");
  expect_error(c, "{\"type\":\"call\",\"call\":\"1NT\"}", "not at a table");
  expect_error(c, "{\"type\":\"sit\",\"table\":999,\"seat\":\"N\"}", "no table 999");
  expect_error(c, "{\"type\":\"create\",\"scoring\":\"chicago\"}", "\"scoring\"");
  c.send({{"type", "create"}, {"id", 17}});
  const int table = c.receive_until("created").at("table");
  expect_error(c, "{\"type\":\"sit\",\"table\":\"one\",\"seat\":\"N\"}", "must be an integer");
  expect_error(c, "{\"type\":\"sit\",\"table\":" + std::to_string(table) + ",\"seat\":\"Q\"}", "one of N, E, S, W");
  c.send({{"type", "sit"}, {"table", table}, {"seat", "E"}});
  for (const char* seat : {"S", "W", "N"}) c.send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  json latest;
  while (latest.is_null() || latest.at("phase") != "auction") latest = c.receive_until("table").at("table");
  // Board 1: North (a robot) deals and calls at once; wait for East's turn
  // (from then on nothing moves until East acts).
  while (latest.at("legal_calls").empty()) latest = c.receive_until("table").at("table");
  const std::size_t calls = latest.at("auction").size();
  expect_error(c, "{\"type\":\"robot\",\"table\":" + std::to_string(table) + ",\"seat\":\"N\"}", "taken");
  expect_error(c, "{\"type\":\"call\",\"call\":\"9C\"}", "not a call");
  expect_error(c, "{\"type\":\"call\",\"call\":\"XX\"}", "illegal call XX");
  expect_error(c, "{\"type\":\"call\",\"call\":123}", "must be a string");
  expect_error(c, "{\"type\":\"call\",\"call\":\"1C\",\"alert\":\"" + std::string(400, 'a') + "\"}", "longer than");
  expect_error(c, "{\"type\":\"play\",\"card\":\"SA\"}", "cannot play SA");
  expect_error(c, "{\"type\":\"play\",\"card\":\"ZZ\"}", "not a card");
  expect_error(c, "{\"type\":\"claim\",\"tricks\":3}", "cannot claim");
  expect_error(c, "{\"type\":\"claim\",\"tricks\":99}", "between 0 and 13");
  expect_error(c, "{\"type\":\"claim_response\",\"accept\":\"yes\"}", "true or false");
  expect_error(c, "{\"type\":\"undo_response\",\"accept\":true}", "no undo request");
  expect_error(c, "{\"type\":\"next\"}", "not finished");
  expect_error(c, "{\"type\":\"explain\",\"index\":77,\"text\":\"x\"}", "no call number 77");
  // The id comes back with the error.
  c.send({{"type", "call"}, {"call", "XX"}, {"id", "abc"}});
  json reply = c.receive_until("error");
  EXPECT_EQ(reply.at("id"), "abc");
  EXPECT_EQ(reply.at("request"), "call");
  // Nothing changed: still East to call, the same auction.
  c.send({{"type", "call"}, {"call", "Pass"}});
  json after = c.receive_until("table").at("table");
  EXPECT_EQ(after.at("auction").size(), calls + 1);
  EXPECT_EQ(after.at("auction").back().at("seat"), "E");
}

TEST(BadMessages, OversizedMessageClosesTheConnectionWith1009) {
  TestServer server("big");
  WsClient c(server.port());
  c.send({{"type", "guest"}});
  c.receive_until("lobby");
  c.send_text("{\"type\":\"ping\",\"pad\":\"" + std::string(20000, 'x') + "\"}");
  boost::beast::error_code ec;
  boost::beast::flat_buffer buffer;
  for (;;) {
    c.stream().read(buffer, ec);
    if (ec) break;
    buffer.consume(buffer.size());
  }
  // The connection ends; when the close frame arrives before the socket is
  // torn down, it names the reason.
  EXPECT_TRUE(ec);
  if (ec == boost::beast::websocket::error::closed) {
    EXPECT_EQ(c.stream().reason().code, boost::beast::websocket::close_code::too_big);
  }
  // The server itself is fine.
  WsClient other(server.port());
  other.send({{"type", "ping"}});
  EXPECT_EQ(other.receive_until("pong").at("type"), "pong");
}

TEST(BadMessages, FloodingIsRateLimitedButTheConnectionSurvives) {
  TestServer server("flood", true, /*messages_per_second=*/40);
  WsClient c(server.port());
  for (int i = 0; i < 300; ++i) c.send({{"type", "ping"}});
  int pongs = 0;
  int limited = 0;
  while (pongs + limited < 300) {
    json m = c.receive();
    if (m.at("type") == "pong") ++pongs;
    else if (m.at("type") == "error" && m.at("message").get<std::string>().find("too many") != std::string::npos) ++limited;
  }
  EXPECT_GT(limited, 0);
  EXPECT_GE(pongs, 80);
}

TEST(Security, ForeignOriginIsRefusedSameOriginAccepted) {
  TestServer server("origin");
  const std::string same = "http://127.0.0.1:" + std::to_string(server.port());
  EXPECT_NO_THROW(WsClient(server.port(), same));
  EXPECT_THROW(WsClient(server.port(), "http://evil.example"), boost::system::system_error);
  EXPECT_TRUE(server::origin_allowed("", "h:1", {}));
  EXPECT_TRUE(server::origin_allowed("http://h:1", "h:1", {}));
  EXPECT_FALSE(server::origin_allowed("http://h:2", "h:1", {}));
  EXPECT_TRUE(server::origin_allowed("http://dev:5173", "h:1", {"http://dev:5173"}));
}

TEST(Security, StaticFilesNeverLeaveTheWebRoot) {
  TestServer server("static");
  EXPECT_EQ(http_get(server.port(), "/").first, 200);
  EXPECT_EQ(http_get(server.port(), "/index.html?x=1").first, 200);
  for (const char* target : {"/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/a/../../secret.txt",
                             "//etc/passwd", "/\\..\\secret.txt", "/nonexistent.js"}) {
    auto [status, body] = http_get(server.port(), target);
    EXPECT_EQ(status, 404) << target;
    EXPECT_EQ(body.find("outside"), std::string::npos) << target;
  }
  // A symbolic link out of the root is refused too.
  std::filesystem::create_symlink(server.dir() / "secret.txt", server.dir() / "web" / "link.txt");
  EXPECT_EQ(http_get(server.port(), "/link.txt").first, 404);
  EXPECT_FALSE(server::resolve_static(server.dir() / "web", "/link.txt").has_value());
  EXPECT_TRUE(server::resolve_static(server.dir() / "web", "/").has_value());
}

}  // namespace
}  // namespace tenace::testing
