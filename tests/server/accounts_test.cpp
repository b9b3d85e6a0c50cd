// Accounts: names unique whatever their case, names that store as typed,
// session tokens kept only as digests (expiring, revocable by logout),
// limits on failed logins, password hashing off the I/O threads, and the
// Host check of WebSocket upgrades.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "server/host_check.h"
#include "server/login_guard.h"
#include "server/name_rules.h"
#include "server/passwords.h"
#include "server/sqlite_storage.h"
#include "server/test_server.h"
#include "server/ws_client.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

// The reply to `message`; a logged-in client may get the lobby's broadcast
// of changes first (a login changes the list of players online).
json request(WsClient& client, const json& message) {
  client.send(message);
  return client.receive_past_lobby_updates();
}

json register_user(unsigned short port, const std::string& name, const std::string& password) {
  WsClient client(port);
  return request(client, {{"type", "register"}, {"name", name}, {"password", password}});
}

// Runs one SQL statement with a text result on a database file.
std::vector<std::string> sql_column(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* stmt = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  std::vector<std::string> values;
  while (sqlite3_step(stmt) == SQLITE_ROW) {
    const auto* text = sqlite3_column_text(stmt, 0);
    values.emplace_back(text ? reinterpret_cast<const char*>(text) : "");
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return values;
}

void sql_exec(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  const std::string message = error ? error : "";
  sqlite3_free(error);
  sqlite3_close(db);
  ASSERT_EQ(rc, SQLITE_OK) << message;
}

// ---- item 10: one name whatever its case ----

TEST(Accounts, NamesAreUniqueWhateverTheirCase) {
  TestServer server("names");
  EXPECT_EQ(register_user(server.port(), "Alice", "password-1")["type"], "welcome");
  json again = register_user(server.port(), "ALICE", "password-2");
  EXPECT_EQ(again["type"], "error");
  EXPECT_NE(again["message"].get<std::string>().find("taken"), std::string::npos) << again;

  // Logging in with another case finds the one account, under its name.
  WsClient client(server.port());
  json welcome = request(client, {{"type", "login"}, {"name", "alice"}, {"password", "password-1"}});
  ASSERT_EQ(welcome["type"], "welcome") << welcome;
  EXPECT_EQ(welcome["user"], "Alice");
}

TEST(Accounts, GuestPrefixIsReservedWhateverItsCase) {
  TestServer server("guest-prefix");
  for (const char* name : {"guest-bob", "GUEST-bob", "Guest-Bob"}) {
    json reply = register_user(server.port(), name, "password-1");
    EXPECT_EQ(reply["type"], "error") << name;
    EXPECT_NE(reply["message"].get<std::string>().find("guest"), std::string::npos) << reply;
  }
  EXPECT_TRUE(server::is_guest_name("GuEsT-x"));
  EXPECT_FALSE(server::is_guest_name("guest"));
  EXPECT_FALSE(server::is_guest_name("guests"));
}

TEST(Accounts, ExistingCaseDuplicatesAndPlainTokensAreMigrated) {
  const auto dir = fresh_temp_dir("migrate");
  const std::string path = (dir / "old.db").string();
  // The schema as it was: case-sensitive names, plain session tokens.
  sql_exec(path,
           "CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,"
           " guest INTEGER NOT NULL, created TEXT NOT NULL);"
           "CREATE TABLE sessions(token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),"
           " created TEXT NOT NULL);"
           "INSERT INTO users VALUES(1, 'Bob', 'h1', 0, 'x');"
           "INSERT INTO users VALUES(2, 'bob', 'h2', 0, 'x');"
           "INSERT INTO users VALUES(3, 'carol', 'h3', 0, 'x');"
           "INSERT INTO sessions VALUES('plain-token', 1, 'x');");
  {
    server::SqliteStorage storage(path);
    auto bob = storage.find_user("BOB");
    ASSERT_TRUE(bob);
    EXPECT_EQ(bob->id, 1);
    EXPECT_EQ(bob->name, "Bob");
    auto later = storage.user_by_id(2);
    ASSERT_TRUE(later);
    EXPECT_EQ(later->name, "bob-2");
    EXPECT_FALSE(storage.create_user("CAROL", "h", false));
    // Plain tokens are not kept: those sessions end.
    EXPECT_FALSE(storage.session_user(server::token_digest("plain-token")));
  }
  // Opening again changes nothing more.
  server::SqliteStorage storage(path);
  EXPECT_EQ(storage.user_by_id(2)->name, "bob-2");
  std::filesystem::remove_all(dir);
}

// ---- item 12: names store as typed, or are refused ----

TEST(Accounts, StoredTextKeepsItsLength) {
  const auto dir = fresh_temp_dir("text-length");
  const std::string path = (dir / "t.db").string();
  const std::string name("tab\0le", 6);
  {
    server::SqliteStorage storage(path);
    server::TableSettings settings;
    settings.name = name;
    storage.create_table(settings, 0);
  }
  server::SqliteStorage storage(path);
  auto tables = storage.load_tables();
  ASSERT_EQ(tables.size(), 1u);
  EXPECT_EQ(tables[0].settings.name, name);
  std::filesystem::remove_all(dir);
}

TEST(Accounts, TableNamesWithControlCharactersAreRefused) {
  TestServer server("table-name");
  WsClient client(server.port());
  ASSERT_EQ(request(client, {{"type", "guest"}})["type"], "welcome");
  client.receive_until("lobby");
  for (const std::string& name : {std::string("tab\0le", 6), std::string("tab\nle"), std::string("x\x7f")}) {
    json reply = request(client, {{"type", "create"}, {"name", name}});
    EXPECT_EQ(reply["type"], "error") << reply;
    EXPECT_NE(reply["message"].get<std::string>().find("field \"name\""), std::string::npos) << reply;
    EXPECT_NE(reply["message"].get<std::string>().find("control character"), std::string::npos) << reply;
  }
  EXPECT_EQ(server::text_name_problem("name", "Tisch für vier"), "");
  EXPECT_NE(server::text_name_problem("name", "bad \xC3"), "");
  EXPECT_NE(server::text_name_problem("name", "overlong \xC0\xAF"), "");
  EXPECT_NE(server::text_name_problem("name", "c1 \xC2\x85"), "");
}

// ---- item 13: tokens kept as digests, expiring, revocable ----

TEST(Accounts, SessionTokensAreStoredOnlyAsDigests) {
  TestServer server("token-digest");
  json welcome = register_user(server.port(), "dora", "password-1");
  ASSERT_EQ(welcome["type"], "welcome");
  const std::string token = welcome["token"];
  const std::string db = (server.dir() / "test.db").string();
  const std::vector<std::string> rows = sql_column(db, "SELECT * FROM sessions");
  ASSERT_EQ(rows.size(), 1u);
  for (const std::string& value : rows) EXPECT_EQ(value.find(token), std::string::npos);
  EXPECT_EQ(sql_column(db, "SELECT token_digest FROM sessions"), std::vector<std::string>{server::token_digest(token)});

  WsClient again(server.port());
  json resumed = request(again, {{"type", "resume"}, {"token", token}});
  EXPECT_EQ(resumed["type"], "welcome") << resumed;
  EXPECT_EQ(resumed["token"], token);
}

TEST(Accounts, SessionsUnusedFor30DaysExpire) {
  const auto dir = fresh_temp_dir("expiry");
  const std::string path = (dir / "e.db").string();
  {
    server::SqliteStorage storage(path);
    auto id = storage.create_user("erin", "h", false);
    ASSERT_TRUE(id);
    storage.save_session(server::token_digest("fresh"), *id);
    storage.save_session(server::token_digest("stale"), *id);
    EXPECT_EQ(storage.session_user(server::token_digest("stale")), id);
  }
  const std::string stale = server::token_digest("stale");
  sql_exec(path, "UPDATE sessions SET last_used = last_used - 31 * 86400 WHERE token_digest = '" + stale + "'");
  server::SqliteStorage storage(path);
  EXPECT_FALSE(storage.session_user(stale));
  EXPECT_TRUE(storage.session_user(server::token_digest("fresh")));
  std::filesystem::remove_all(dir);
}

TEST(Accounts, LogoutRevokesTheToken) {
  TestServer server("logout");
  WsClient client(server.port());
  json welcome = request(client, {{"type", "guest"}});
  ASSERT_EQ(welcome["type"], "welcome");
  client.receive_until("lobby");
  const std::string token = welcome["token"];
  json bye = request(client, {{"type", "logout"}, {"id", 7}});
  EXPECT_EQ(bye["type"], "logged_out") << bye;
  EXPECT_EQ(bye["id"], 7);
  json after = request(client, {{"type", "lobby"}});
  EXPECT_EQ(after["type"], "error");
  EXPECT_NE(after["message"].get<std::string>().find("not logged in"), std::string::npos) << after;

  WsClient other(server.port());
  json resumed = request(other, {{"type", "resume"}, {"token", token}});
  EXPECT_EQ(resumed["type"], "error") << resumed;
}

// ---- item 5: failed logins are limited; hashing leaves the I/O threads free ----

TEST(Accounts, RepeatedFailedLoginsForANameWait) {
  TestServer server("login-limit");
  ASSERT_EQ(register_user(server.port(), "fred", "right-password")["type"], "welcome");
  for (int i = 0; i < server::LoginGuard::kFreeFailures; ++i) {
    WsClient guesser(server.port());
    json reply = request(guesser, {{"type", "login"}, {"name", "fred"}, {"password", "guess-" + std::to_string(i)}});
    EXPECT_EQ(reply["message"], "wrong name or password") << reply;
  }
  // Even the right password waits now (from a fresh connection too).
  WsClient owner(server.port());
  json reply = request(owner, {{"type", "login"}, {"name", "FRED"}, {"password", "right-password"}});
  EXPECT_EQ(reply["type"], "error");
  EXPECT_NE(reply["message"].get<std::string>().find("too many failed logins"), std::string::npos) << reply;

  // An unknown name is answered the same way: refusals tell nothing.
  for (int i = 0; i < server::LoginGuard::kFreeFailures; ++i) {
    WsClient guesser(server.port());
    EXPECT_EQ(request(guesser, {{"type", "login"}, {"name", "nobody"}, {"password", "x"}})["message"],
              "wrong name or password");
  }
  WsClient last(server.port());
  json unknown = request(last, {{"type", "login"}, {"name", "nobody"}, {"password", "x"}});
  EXPECT_NE(unknown["message"].get<std::string>().find("too many failed logins"), std::string::npos) << unknown;
}

TEST(Accounts, RepeatedFailedLoginsOnAConnectionWait) {
  TestServer server("connection-limit");
  WsClient guesser(server.port());
  for (int i = 0; i < server::LoginGuard::kFreeFailures; ++i)
    EXPECT_EQ(request(guesser, {{"type", "login"}, {"name", "n" + std::to_string(i)}, {"password", "x"}})["message"],
              "wrong name or password");
  json reply = request(guesser, {{"type", "login"}, {"name", "someone-else"}, {"password", "x"}});
  EXPECT_NE(reply["message"].get<std::string>().find("too many failed logins"), std::string::npos) << reply;
}

TEST(Accounts, LoginGuardBacksOffAndForgetsOnSuccess) {
  server::LoginGuard guard;
  const auto t0 = server::LoginGuard::Clock::now();
  for (int i = 0; i < server::LoginGuard::kFreeFailures - 1; ++i) guard.failed("k", t0);
  EXPECT_EQ(guard.wait("k", t0).count(), 0);
  guard.failed("k", t0);
  EXPECT_EQ(guard.wait("k", t0).count(), 2);
  guard.failed("k", t0);
  EXPECT_EQ(guard.wait("k", t0).count(), 4);
  EXPECT_EQ(guard.wait("k", t0 + std::chrono::seconds(4)).count(), 0);
  for (int i = 0; i < 40; ++i) guard.failed("k", t0);
  EXPECT_EQ(guard.wait("k", t0), server::LoginGuard::kMaxWait);
  guard.succeeded("k");
  EXPECT_EQ(guard.wait("k", t0).count(), 0);
  EXPECT_EQ(guard.wait("other", t0).count(), 0);
}

// A server whose every password check takes 3 s longer than it should.
class SlowPasswordServer {
 public:
  SlowPasswordServer() : dir_(fresh_temp_dir("slow-hash")) {
    std::filesystem::create_directories(dir_ / "web");
    server::ServerOptions options;
    options.port = 0;
    options.database = (dir_ / "slow.db").string();
    options.web_root = dir_ / "web";
    options.threads = 2;
    options.messages_per_second = 100000;
    options.lobby.analysis_threads = 0;
    options.lobby.password_work_delay = std::chrono::milliseconds(3000);
    server_ = std::make_unique<server::Server>(options);
    server_->start();
  }
  ~SlowPasswordServer() {
    server_.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  unsigned short port() const { return server_->port(); }

 private:
  std::filesystem::path dir_;
  std::unique_ptr<server::Server> server_;
};

TEST(Accounts, PingsAreAnsweredWhilePasswordsAreHashed) {
  SlowPasswordServer server;
  // More hashing under way than there are I/O threads (2).
  std::vector<std::unique_ptr<WsClient>> registering;
  for (int i = 0; i < 4; ++i) {
    registering.push_back(std::make_unique<WsClient>(server.port()));
    registering.back()->send({{"type", "register"}, {"name", "slow" + std::to_string(i)}, {"password", "password-1"}});
  }
  WsClient pinger(server.port());
  EXPECT_EQ(request(pinger, {{"type", "ping"}})["type"], "pong");
  // The pong came while every hash was still 3 s from done.
  for (auto& client : registering)
    EXPECT_EQ(boost::beast::get_lowest_layer(client->stream()).socket().available(), 0u);
  for (auto& client : registering) EXPECT_EQ(client->receive()["type"], "welcome");
}

TEST(Accounts, MessagesAfterALoginKeepTheirOrder) {
  TestServer server("login-order");
  WsClient client(server.port());
  client.send({{"type", "register"}, {"name", "gina"}, {"password", "password-1"}});
  client.send({{"type", "lobby"}, {"id", "after"}});
  EXPECT_EQ(client.receive()["type"], "welcome");
  EXPECT_EQ(client.receive_past_lobby_updates()["type"], "lobby");  // pushed on login
  EXPECT_EQ(client.receive_past_lobby_updates()["type"], "lobby");  // the answer to the request sent before the welcome
}

// ---- item 14: the Host check ----

// A WebSocket upgrade naming `host`; returns the status and the body.
std::pair<int, std::string> upgrade(unsigned short port, const std::string& host) {
  namespace beast = boost::beast;
  namespace http = beast::http;
  boost::asio::io_context io;
  beast::tcp_stream stream(io);
  boost::asio::ip::tcp::resolver resolver(io);
  stream.expires_after(std::chrono::seconds(30));
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> req{http::verb::get, "/ws", 11};
  req.set(http::field::host, host);
  req.set(http::field::upgrade, "websocket");
  req.set(http::field::connection, "Upgrade");
  req.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
  req.set(http::field::sec_websocket_version, "13");
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.skip(false);
  http::read_header(stream, buffer, parser);
  const int status = static_cast<int>(parser.get().result_int());
  std::string body;
  if (status != 101) {
    http::read(stream, buffer, parser);
    body = parser.get().body();
  }
  beast::error_code ec;
  stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  return {status, body};
}

TEST(Accounts, UpgradesNamingAnotherHostAreRefused) {
  TestServer server("host-check");
  const std::string port = std::to_string(server.port());
  auto [status, body] = upgrade(server.port(), "rebound.example:" + port);
  EXPECT_EQ(status, 403);
  EXPECT_NE(body.find("host not allowed"), std::string::npos) << body;
  EXPECT_EQ(upgrade(server.port(), "127.0.0.1:" + port).first, 101);
  EXPECT_EQ(upgrade(server.port(), "LOCALHOST:" + port).first, 101);
  EXPECT_EQ(upgrade(server.port(), "[::1]:" + port).first, 101);
  EXPECT_EQ(upgrade(server.port(), "").first, 403);
}

TEST(Accounts, AllowedHostNamesComeFromOptions) {
  const std::vector<std::string> allowed = {"bridge.example.org",
                                            server::host_name_of_origin("http://Dev.Example:5173")};
  EXPECT_TRUE(server::host_allowed("bridge.example.org", allowed));
  EXPECT_TRUE(server::host_allowed("Bridge.Example.org:443", allowed));
  EXPECT_TRUE(server::host_allowed("dev.example:5173", allowed));
  EXPECT_FALSE(server::host_allowed("evil.example", allowed));
  EXPECT_FALSE(server::host_allowed("bridge.example.org.evil.example", allowed));
  EXPECT_TRUE(server::host_allowed("192.168.1.20:8080", allowed));
  EXPECT_FALSE(server::host_allowed("[::1", allowed));
  EXPECT_FALSE(server::host_allowed(":8080", allowed));
}

}  // namespace
}  // namespace tenace::testing
