// A message type the server does not know is quoted back in the error,
// shortened to 40 bytes. Shortening must not cut a multi-byte UTF-8
// character: a cut character once made the error reply unserialisable and
// the exception ended the whole server. Every reply must stay valid JSON and
// the connection (and the server) must keep serving.
#include <gtest/gtest.h>

#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// Sends `type` as the message type and expects a JSON error whose message
// contains `expected` and whose "request" (when given) is a start of the
// type, then a pong for a ping.
void expect_type_error(WsClient& c, const std::string& type, const std::string& expected) {
  c.send({{"type", type}, {"id", 5}});
  // A logged-in client may get the lobby's broadcast of changes before the
  // reply (a login changes the list of players online); every message,
  // broadcast or reply, must be valid JSON.
  json reply;
  do {
    const std::string text = c.receive_text();
    ASSERT_TRUE(json::accept(text)) << "message is not valid JSON: " << text;
    reply = json::parse(text);
  } while (reply.value("type", "") == "lobby_update");
  const std::string text = reply.dump();
  EXPECT_EQ(reply.at("type"), "error") << text;
  EXPECT_NE(reply.at("message").get<std::string>().find(expected), std::string::npos) << text;
  if (reply.contains("request")) {
    EXPECT_EQ(type.rfind(reply.at("request").get<std::string>(), 0), 0u) << text;
  }
  EXPECT_EQ(reply.at("id"), 5) << text;
  c.send({{"type", "ping"}});
  EXPECT_EQ(c.receive_until("pong").at("type"), "pong");
}

TEST(LongMessageType, ACharacterAcrossByte40StillGetsAJsonError) {
  TestServer server("long-type");
  WsClient c(server.port());
  // 39 ASCII bytes, then "é" (2 bytes) straddling byte 40: before logging in.
  expect_type_error(c, std::string(39, 'a') + "\xc3\xa9", "not logged in");
  // The same for a logged-in client, and for 3- and 4-byte characters at
  // each offset around the cut.
  c.send({{"type", "guest"}, {"name", "cutter"}});
  c.receive_until("lobby");
  for (const std::string character : {"\xc3\xa9", "\xe2\x99\xa0", "\xf0\x9f\x82\xa1"})
    for (std::size_t ascii = 36; ascii <= 40; ++ascii)
      expect_type_error(c, std::string(ascii, 'b') + character + "tail", "unknown message type");
  // Another client can still connect: the server is alive.
  WsClient other(server.port());
  other.send({{"type", "ping"}});
  EXPECT_EQ(other.receive_until("pong").at("type"), "pong");
}

}  // namespace
}  // namespace tenace::testing
