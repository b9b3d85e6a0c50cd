#include "server/lobby.h"

#include <boost/asio/post.hpp>
#include <algorithm>
#include <cctype>
#include <iostream>
#include <random>
#include <thread>

#include "core/random_deal.h"
#include "server/name_rules.h"
#include "server/passwords.h"
#include "server/robot_factory.h"
#include "server/seat_projection.h"
#include "server/table_json.h"

namespace tenace::server {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxTables = 5000;
constexpr std::size_t kMaxExplanation = 300;
constexpr std::size_t kMaxTableName = 60;

std::uint64_t random_seed() {
  thread_local std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

// Typed field access with errors that name the field.
struct Fields {
  const json& m;
  std::string error;

  bool has(const char* key) const { return m.contains(key) && !m[key].is_null(); }
  std::optional<std::string> string(const char* key, std::size_t max_length, bool required = true) {
    if (!has(key)) {
      if (required) error = std::string("missing field \"") + key + "\"";
      return std::nullopt;
    }
    if (!m[key].is_string()) {
      error = std::string("field \"") + key + "\" must be a string";
      return std::nullopt;
    }
    std::string value = m[key].get<std::string>();
    if (value.size() > max_length) {
      error = std::string("field \"") + key + "\" is longer than " + std::to_string(max_length) + " bytes";
      return std::nullopt;
    }
    return value;
  }
  std::optional<std::int64_t> integer(const char* key, std::int64_t low, std::int64_t high) {
    if (!has(key)) {
      error = std::string("missing field \"") + key + "\"";
      return std::nullopt;
    }
    if (!m[key].is_number_integer()) {
      error = std::string("field \"") + key + "\" must be an integer";
      return std::nullopt;
    }
    const std::int64_t value = m[key].get<std::int64_t>();
    if (value < low || value > high) {
      error = std::string("field \"") + key + "\" must be between " + std::to_string(low) + " and " +
              std::to_string(high);
      return std::nullopt;
    }
    return value;
  }
  std::optional<bool> boolean(const char* key, std::optional<bool> fallback = std::nullopt) {
    if (!has(key)) {
      if (!fallback) error = std::string("missing field \"") + key + "\"";
      return fallback;
    }
    if (!m[key].is_boolean()) {
      error = std::string("field \"") + key + "\" must be true or false";
      return std::nullopt;
    }
    return m[key].get<bool>();
  }
  std::optional<Seat> seat(const char* key) {
    std::optional<std::string> text = string(key, 8);
    if (!text) return std::nullopt;
    if (text->size() != 1 || !seat_from_char((*text)[0])) {
      error = std::string("field \"") + key + "\" must be one of N, E, S, W";
      return std::nullopt;
    }
    return seat_from_char((*text)[0]);
  }
};

json event_json(const TableEvent& e) {
  json j;
  const std::string seat = seat_string(e.seat);
  switch (e.kind) {
    case EventKind::Sit: j = {{"kind", "joined"}, {"seat", seat}}; break;
    case EventKind::Robot: j = {{"kind", "robot"}, {"seat", seat}}; break;
    case EventKind::Leave: j = {{"kind", "left"}, {"seat", seat}}; break;
    case EventKind::Deal: j = {{"kind", "deal"}, {"board", e.board}}; break;
    case EventKind::Call: j = {{"kind", "call"}, {"seat", seat}, {"call", e.call}}; break;
    case EventKind::Ask: j = {{"kind", "question"}, {"seat", seat}, {"index", e.index}}; break;
    case EventKind::Explain: j = {{"kind", "explanation"}, {"seat", seat}, {"index", e.index}}; break;
    case EventKind::Card: j = {{"kind", "card"}, {"seat", seat}, {"card", e.card}}; break;
    case EventKind::Claim: j = {{"kind", "claim"}, {"seat", seat}, {"tricks", e.tricks}}; break;
    case EventKind::ClaimResponse:
      j = {{"kind", e.accept ? "claim_accepted" : "claim_rejected"}, {"seat", seat}};
      break;
    case EventKind::UndoRequest: j = {{"kind", "undo_requested"}, {"seat", seat}}; break;
    case EventKind::UndoResponse:
      j = {{"kind", e.accept ? "undo_accepted" : "undo_declined"}, {"seat", seat}};
      break;
  }
  return j;
}

}  // namespace

void send_json(Connection& c, const json& message) {
  c.send(std::make_shared<const std::string>(message.dump()));
}

Lobby::Lobby(boost::asio::io_context& io, boost::asio::io_context& background, Storage& storage,
             LobbyOptions options)
    : io_(io),
      background_(background),
      storage_(storage),
      options_(options),
      analyst_(options.analysis_threads, options.analysis_queue) {}

void Lobby::stop_analysis() { analyst_.stop(); }

std::size_t Lobby::table_count() {
  std::lock_guard lock(rooms_mutex_);
  return rooms_.size();
}

void Lobby::restore() {
  std::vector<RoomPtr> restored;
  for (StoredTable& stored : storage_.load_tables()) {
    auto room = std::make_shared<Room>(Table(stored.id, stored.settings));
    for (const TableEvent& event : stored.events) {
      if (Status s = room->table.apply(event); !s)
        std::cerr << "tenace serve: table " << stored.id << ": stored event refused: " << s.message() << "\n";
    }
    for (const auto& [board, analysis] : stored.analyses) room->table.attach_analysis(board, analysis);
    // A board whose analysis was still running when the server stopped.
    const auto& boards = room->table.boards();
    if (!boards.empty() && !boards.back().analysis) request_analysis(stored.id, boards.back());
    restored.push_back(room);
  }
  {
    std::lock_guard lock(rooms_mutex_);
    for (const RoomPtr& room : restored) rooms_[room->table.id()] = room;
  }
  for (const RoomPtr& room : restored) {
    std::lock_guard lock(room->mutex);
    schedule_robots(room);
  }
}

Lobby::RoomPtr Lobby::room(std::int64_t id) {
  std::lock_guard lock(rooms_mutex_);
  auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : it->second;
}

void Lobby::join(const std::shared_ptr<Connection>&) {}

void Lobby::leave(const std::shared_ptr<Connection>& c) {
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) {
      auto p = w.lock();
      return !p || p == c;
    });
  }
  if (!c->table_id) return;
  RoomPtr r = room(*c->table_id);
  if (!r) return;
  std::lock_guard lock(r->mutex);
  std::erase_if(r->members, [&](const Member& m) {
    auto p = m.connection.lock();
    return !p || p == c;
  });
  // The seat stays the user's: a reconnect resumes it.
  if (std::optional<Seat> seat = r->table.seat_of_user(c->user_id))
    broadcast(*r, {{"kind", "disconnected"}, {"seat", seat_string(*seat)}});
}

void Lobby::handle(const std::shared_ptr<Connection>& c, std::string_view text) {
  json m = json::parse(text, nullptr, false);
  json reply_id = nullptr;
  std::string type;
  std::string error;
  if (m.is_discarded()) {
    error = "message is not valid JSON";
  } else if (!m.is_object()) {
    error = "message must be a JSON object";
  } else {
    if (m.contains("id") && (m["id"].is_string() || m["id"].is_number())) reply_id = m["id"];
    if (!m.contains("type") || !m["type"].is_string()) {
      error = "message has no string field \"type\"";
    } else {
      type = m["type"].get<std::string>();
    }
  }
  if (error.empty()) {
    try {
      if (type == "ping") {
        send_json(*c, {{"type", "pong"}});
      } else if (type == "register" || type == "login" || type == "guest" || type == "resume") {
        error = on_identity(c, m, type);
      } else if (c->user_id == 0) {
        error = "not logged in: send register, login, guest or resume first";
      } else if (type == "logout") {
        error = on_logout(c, m);
      } else if (type == "lobby") {
        send_json(*c, lobby_json());
      } else if (type == "create") {
        error = on_create(c, m);
      } else if (type == "sit") {
        error = on_sit(c, m);
      } else if (type == "robot") {
        error = on_robot(c, m);
      } else if (type == "watch") {
        error = on_watch(c, m);
      } else if (type == "leave") {
        error = on_leave(c);
      } else if (type == "history") {
        error = on_history(c, m);
      } else if (type == "call" || type == "ask" || type == "explain" || type == "play" || type == "claim" ||
                 type == "concede" || type == "claim_response" || type == "undo" || type == "undo_response" ||
                 type == "next") {
        error = on_table_action(c, m, type);
      } else {
        error = "unknown message type '" + type.substr(0, 40) + "'";
      }
    } catch (const StorageError& e) {
      // Without storage nothing can be promised: stop, and let a restart
      // resume from what was stored.
      std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
      std::abort();
    } catch (const json::exception& e) {
      error = std::string("bad message: ") + e.what();
    }
  }
  if (!error.empty()) {
    json reply = {{"type", "error"}, {"message", error}};
    if (!type.empty()) reply["request"] = type.substr(0, 40);
    if (!reply_id.is_null()) reply["id"] = reply_id;
    send_json(*c, reply);
  }
}

std::string Lobby::on_identity(const std::shared_ptr<Connection>& c, const json& m, const std::string& type) {
  if (c->user_id != 0) return "already logged in as " + c->user_name;
  if (type == "register" || type == "login") return on_password_identity(c, m, type);
  Fields f{m, {}};
  std::optional<UserRecord> user;
  if (type == "guest") {
    auto wanted = f.string("name", 24, false);
    if (!f.error.empty()) return f.error;
    if (wanted && !wanted->empty()) {
      if (std::string problem = user_name_problem("name", *wanted); !problem.empty()) return problem;
    }
    std::string base = "guest-" + (wanted && !wanted->empty() ? *wanted : random_token().substr(0, 6));
    std::string name = base;
    std::optional<std::int64_t> id;
    for (int attempt = 0; attempt < 5 && !id; ++attempt) {
      id = storage_.create_user(name, "", true);
      if (!id) name = base + "-" + random_token().substr(0, 4);
    }
    if (!id) return "could not find a free guest name";
    complete_login(c, UserRecord{*id, name, "", true}, random_token(), true);
    return "";
  }
  auto token = f.string("token", 128);
  if (!token) return f.error;
  const std::string digest = token_digest(*token);
  if (auto id = storage_.session_user(digest)) user = storage_.user_by_id(*id);
  if (!user) return "unknown or expired token";
  c->session_digest = digest;
  complete_login(c, *user, *token, false);
  return "";
}

namespace {

std::string login_wait_message(std::chrono::seconds wait) {
  return "too many failed logins: try again in " + std::to_string(wait.count()) + " s";
}

// What the password work found: the user, or the error to send.
struct PasswordOutcome {
  std::optional<UserRecord> user;
  std::string error;
  bool failed_login = false;  // counts towards the login limits
};

}  // namespace

std::string Lobby::on_password_identity(const std::shared_ptr<Connection>& c, const json& m,
                                        const std::string& type) {
  Fields f{m, {}};
  auto name = f.string("name", 64);
  if (!name) return f.error;
  auto password = f.string("password", 128);
  if (!password) return f.error;
  const bool registering = type == "register";
  if (registering) {
    if (std::string problem = user_name_problem("name", *name); !problem.empty()) return problem;
    if (is_guest_name(*name)) return "names starting with guest- (in any case) are for guests";
    if (password->size() < 8) return "a password needs at least 8 characters";
  }
  // Limits on failed logins, checked before any hashing is spent. Names
  // are limited whether or not they exist.
  std::string name_key = "name:" + *name;
  std::transform(name_key.begin(), name_key.end(), name_key.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  if (!registering) {
    const auto connection_until = c->last_failed_login + LoginGuard::wait_after_failures(c->failed_logins);
    const auto now = LoginGuard::Clock::now();
    if (connection_until > now)
      return login_wait_message(std::chrono::ceil<std::chrono::seconds>(connection_until - now));
    if (auto wait = login_guard_.wait(name_key); wait.count() > 0) return login_wait_message(wait);
  }

  // The hashing (about 50 ms of one core) runs on the password workers.
  auto work = [&storage = storage_, registering, name = *name, password = *password,
               delay = options_.password_work_delay]() {
    if (delay.count() > 0) std::this_thread::sleep_for(delay);
    PasswordOutcome outcome;
    if (registering) {
      const std::string hash = hash_password(password);
      if (auto id = storage.create_user(name, hash, false))
        outcome.user = UserRecord{*id, name, "", false};
      else
        outcome.error = "the name '" + name + "' is taken";
    } else {
      std::optional<UserRecord> user = storage.find_user(name);
      // Unknown names and guests cost the same time as a real check.
      const bool ok = user && !user->guest ? verify_password(user->password_hash, password)
                                           : verify_against_dummy(password);
      if (ok) {
        outcome.user = std::move(user);
      } else {
        outcome.error = "wrong name or password";
        outcome.failed_login = true;
      }
    }
    return outcome;
  };
  json reply_id = m.contains("id") && (m["id"].is_string() || m["id"].is_number()) ? m["id"] : json(nullptr);
  std::weak_ptr<Lobby> weak_lobby = weak_from_this();
  auto finish = [weak_lobby, c, type, reply_id, name_key](const PasswordOutcome& outcome) {
    auto lobby = weak_lobby.lock();
    if (!lobby) return;
    try {
      if (outcome.user) {
        if (outcome.user->guest == false) lobby->login_guard_.succeeded(name_key);
        c->failed_logins = 0;
        lobby->complete_login(c, *outcome.user, random_token(), true);
        return;
      }
      if (outcome.failed_login) {
        lobby->login_guard_.failed(name_key);
        ++c->failed_logins;
        c->last_failed_login = LoginGuard::Clock::now();
      }
      json reply = {{"type", "error"}, {"message", outcome.error}, {"request", type}};
      if (!reply_id.is_null()) reply["id"] = reply_id;
      send_json(*c, reply);
    } catch (const StorageError& e) {
      std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
      std::abort();
    }
  };
  if (!c->runs_slow_work_elsewhere() || weak_lobby.expired()) {
    finish(work());
    return "";
  }
  c->pause_reading();
  boost::asio::post(password_pool_, [work = std::move(work), finish = std::move(finish), c]() mutable {
    PasswordOutcome outcome;
    try {
      outcome = work();
    } catch (const StorageError& e) {
      std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
      std::abort();
    } catch (const std::exception& e) {
      outcome.error = std::string("could not check the password: ") + e.what();
    }
    c->post([finish = std::move(finish), outcome = std::move(outcome), c] {
      finish(outcome);
      c->resume_reading();
    });
  });
  return "";
}

void Lobby::stop_password_work() {
  password_pool_.stop();
  password_pool_.join();
}

std::string Lobby::on_logout(const std::shared_ptr<Connection>& c, const json& m) {
  if (!c->session_digest.empty()) storage_.end_session(c->session_digest);
  // The seat stays the user's, as on a disconnect: logging in again resumes it.
  leave(c);
  c->user_id = 0;
  c->user_name.clear();
  c->table_id.reset();
  c->session_digest.clear();
  json reply = {{"type", "logged_out"}};
  if (m.contains("id") && (m["id"].is_string() || m["id"].is_number())) reply["id"] = m["id"];
  send_json(*c, reply);
  return "";
}

void Lobby::complete_login(const std::shared_ptr<Connection>& c, const UserRecord& user, const std::string& token,
                           bool new_session) {
  if (new_session) {
    c->session_digest = token_digest(token);
    storage_.save_session(c->session_digest, user.id);
  }
  c->user_id = user.id;
  c->user_name = user.name;

  // Where is this user seated? (A reconnect resumes the seat.)
  std::optional<std::int64_t> seated_at;
  {
    std::vector<RoomPtr> all;
    {
      std::lock_guard lock(rooms_mutex_);
      for (auto& [id, r] : rooms_) all.push_back(r);
    }
    for (const RoomPtr& r : all) {
      std::lock_guard lock(r->mutex);
      if (r->table.seat_of_user(user.id)) {
        seated_at = r->table.id();
        break;
      }
    }
  }
  send_json(*c, {{"type", "welcome"},
                 {"user", user.name},
                 {"guest", user.guest},
                 {"token", token},
                 {"table", seated_at ? json(*seated_at) : json(nullptr)}});
  if (seated_at) {
    c->table_id = seated_at;
    resume_seat(c);
  } else {
    {
      std::lock_guard lock(lobby_mutex_);
      in_lobby_.push_back(c);
    }
    send_json(*c, lobby_json());
  }
}

void Lobby::resume_seat(const std::shared_ptr<Connection>& c) {
  RoomPtr r = room(*c->table_id);
  if (!r) return;
  std::lock_guard lock(r->mutex);
  r->members.push_back(Member{c, c->user_id});
  std::optional<Seat> seat = r->table.seat_of_user(c->user_id);
  broadcast(*r, {{"kind", "resumed"}, {"seat", seat ? json(seat_string(*seat)) : json(nullptr)}});
}

std::string Lobby::on_create(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  TableSettings settings;
  auto scoring = f.string("scoring", 16, false);
  if (!f.error.empty()) return f.error;
  if (scoring && *scoring == "rubber") settings.scoring = Scoring::Rubber;
  else if (scoring && *scoring != "duplicate") return "field \"scoring\" must be \"duplicate\" or \"rubber\"";
  auto see_all = f.boolean("kibitzers_see_all", false);
  if (!see_all) return f.error;
  settings.kibitzers_see_all = *see_all;
  auto name = f.string("name", kMaxTableName, false);
  if (!f.error.empty()) return f.error;
  if (name) {
    if (std::string problem = text_name_problem("name", *name); !problem.empty()) return problem;
  }
  settings.name = name && !name->empty() ? *name : c->user_name + "'s table";
  if (table_count() >= kMaxTables) return "the server has too many tables";
  const std::int64_t id = storage_.create_table(settings);
  {
    std::lock_guard lock(rooms_mutex_);
    rooms_[id] = std::make_shared<Room>(Table(id, settings));
  }
  send_json(*c, {{"type", "created"}, {"table", id}});
  broadcast_lobby();
  return "";
}

void Lobby::leave_table(const std::shared_ptr<Connection>& c) {
  if (!c->table_id) return;
  RoomPtr r = room(*c->table_id);
  c->table_id.reset();
  if (!r) return;
  std::lock_guard lock(r->mutex);
  std::erase_if(r->members, [&](const Member& m) {
    auto p = m.connection.lock();
    return !p || p == c;
  });
  if (std::optional<Seat> seat = r->table.seat_of_user(c->user_id)) {
    TableEvent e;
    e.kind = EventKind::Leave;
    e.seat = *seat;
    commit(*r, e);
    // Other connections of the same user lose the seat too.
    std::erase_if(r->members, [&](const Member& m) { return m.user_id == c->user_id; });
  }
}

std::string Lobby::on_sit(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  auto seat = f.seat("seat");
  if (!seat) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  if (c->table_id && *c->table_id != *table_id) leave_table(c);
  {
    std::lock_guard lock(r->mutex);
    if (auto held = r->table.seat_of_user(c->user_id)) {
      if (*held != *seat) return std::string("you already sit in seat ") + seat_char(*held) + " at this table";
    } else {
      std::erase_if(r->members, [&](const Member& mm) { return mm.connection.lock() == c; });
      r->members.push_back(Member{c, c->user_id});
      TableEvent e;
      e.kind = EventKind::Sit;
      e.seat = *seat;
      e.user_id = c->user_id;
      e.name = c->user_name;
      if (Status s = commit(*r, e); !s) {
        std::erase_if(r->members, [&](const Member& mm) { return mm.connection.lock() == c; });
        return s.message();
      }
      deal_if_ready(*r);
      schedule_robots(r);
    }
    if (std::none_of(r->members.begin(), r->members.end(),
                     [&](const Member& mm) { return mm.connection.lock() == c; })) {
      r->members.push_back(Member{c, c->user_id});
      send_table(*r, c, c->user_id, {{"kind", "resumed"}, {"seat", seat_string(*seat)}});
    }
  }
  c->table_id = *table_id;
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) { return w.lock() == c; });
  }
  broadcast_lobby();
  return "";
}

std::string Lobby::on_robot(const std::shared_ptr<Connection>&, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  auto seat = f.seat("seat");
  if (!seat) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  {
    std::lock_guard lock(r->mutex);
    TableEvent e;
    e.kind = EventKind::Robot;
    e.seat = *seat;
    r->robots[index(*seat)] = make_robot();
    e.name = r->robots[index(*seat)]->name();
    if (Status s = commit(*r, e); !s) return s.message();
    deal_if_ready(*r);
    schedule_robots(r);
  }
  broadcast_lobby();
  return "";
}

std::string Lobby::on_watch(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  if (c->table_id && *c->table_id == *table_id) {
    std::lock_guard lock(r->mutex);
    if (r->table.seat_of_user(c->user_id)) return "you sit at this table; leave your seat to watch";
  }
  if (c->table_id) leave_table(c);
  {
    std::lock_guard lock(r->mutex);
    if (r->table.seat_of_user(c->user_id)) return "you sit at this table; leave your seat to watch";
    r->members.push_back(Member{c, c->user_id});
    send_table(*r, c, c->user_id, {{"kind", "watching"}});
  }
  c->table_id = *table_id;
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) { return w.lock() == c; });
  }
  broadcast_lobby();
  return "";
}

std::string Lobby::on_leave(const std::shared_ptr<Connection>& c) {
  if (!c->table_id) return "you are not at a table";
  leave_table(c);
  {
    std::lock_guard lock(lobby_mutex_);
    in_lobby_.push_back(c);
  }
  broadcast_lobby();
  return "";
}

std::string Lobby::on_history(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  json boards = json::array();
  {
    std::lock_guard lock(r->mutex);
    for (const BoardRecord& record : r->table.boards()) boards.push_back(board_record_json(record));
  }
  send_json(*c, {{"type", "history"}, {"table", *table_id}, {"boards", boards}});
  return "";
}

std::string Lobby::on_table_action(const std::shared_ptr<Connection>& c, const json& m, const std::string& type) {
  if (!c->table_id) return "you are not at a table";
  RoomPtr r = room(*c->table_id);
  if (!r) return "your table no longer exists";
  Fields f{m, {}};
  bool dealt = false;
  {
    std::lock_guard lock(r->mutex);
    Table& table = r->table;
    std::optional<Seat> seat = table.seat_of_user(c->user_id);
    if (!seat) return "you do not sit at this table (kibitzers cannot act)";
    TableEvent e;
    e.seat = *seat;
    std::string prefix;
    if (type == "call") {
      auto text = f.string("call", 16);
      if (!text) return f.error;
      auto alert = f.string("alert", kMaxExplanation, false);
      if (!f.error.empty()) return f.error;
      std::optional<Call> call = Call::parse(*text);
      if (!call) return "'" + *text + "' is not a call (Pass, X, XX, 1C ... 7NT)";
      e.kind = EventKind::Call;
      e.call = call->to_string();
      e.text = alert.value_or("");
      prefix = "illegal call " + e.call + ": ";
    } else if (type == "ask" || type == "explain") {
      auto i = f.integer("index", 0, 400);
      if (!i) return f.error;
      e.index = static_cast<int>(*i);
      e.kind = type == "ask" ? EventKind::Ask : EventKind::Explain;
      if (type == "explain") {
        auto text = f.string("text", kMaxExplanation);
        if (!text) return f.error;
        e.text = *text;
      }
    } else if (type == "play") {
      auto text = f.string("card", 8);
      if (!text) return f.error;
      std::optional<Card> card = Card::parse(*text);
      if (!card || card->is_joker()) return "'" + *text + "' is not a card (like SA, HT, C2)";
      e.kind = EventKind::Card;
      e.card = card->to_string();
      prefix = "cannot play " + e.card + ": ";
    } else if (type == "claim" || type == "concede") {
      e.kind = EventKind::Claim;
      if (type == "claim") {
        auto tricks = f.integer("tricks", 0, 13);
        if (!tricks) return f.error;
        e.tricks = static_cast<int>(*tricks);
      }
      prefix = "cannot claim: ";
    } else if (type == "claim_response" || type == "undo_response") {
      auto accept = f.boolean("accept");
      if (!accept) return f.error;
      e.kind = type == "claim_response" ? EventKind::ClaimResponse : EventKind::UndoResponse;
      e.accept = *accept;
    } else if (type == "undo") {
      e.kind = EventKind::UndoRequest;
      prefix = "cannot undo: ";
    } else {  // next
      if (table.phase() != TablePhase::Finished) return "the board is not finished";
      e = next_deal(table);
      dealt = true;
    }
    if (Status s = commit(*r, e); !s) return prefix + s.message();
    schedule_robots(r);
  }
  if (dealt) broadcast_lobby();
  return "";
}

Status Lobby::commit(Room& r, const TableEvent& e) {
  Table& table = r.table;
  const std::size_t boards_before = table.boards().size();
  if (Status s = table.apply(e); !s) return s;
  storage_.append_event(table.id(), table.event_count() - 1, e);
  if (table.boards().size() > boards_before) {
    const BoardRecord& record = table.boards().back();
    storage_.record_result(BoardResultRow{table.id(), record.game.board_number(),
                                          record.game.deal().to_pbn(), contract_text(record.contract),
                                          record.contract ? seat_string(record.contract->declarer) : "",
                                          record.declarer_tricks, record.score_ns});
    request_analysis(table.id(), record);
  }
  broadcast(r, event_json(e));
  return Status::success();
}

void Lobby::broadcast(Room& r, const json& event) {
  std::array<bool, 4> connected{};
  std::vector<std::pair<std::shared_ptr<Connection>, std::int64_t>> live;
  std::erase_if(r.members, [&](const Member& m) {
    auto p = m.connection.lock();
    if (!p) return true;
    live.emplace_back(std::move(p), m.user_id);
    return false;
  });
  for (const auto& [connection, user] : live) {
    if (auto seat = r.table.seat_of_user(user)) connected[index(*seat)] = true;
  }
  std::shared_ptr<const std::string> kibitzer_text;
  for (const auto& [connection, user] : live) {
    std::optional<Seat> seat = r.table.seat_of_user(user);
    if (!seat) {
      if (!kibitzer_text)
        kibitzer_text = std::make_shared<const std::string>(
            json{{"type", "table"}, {"event", event}, {"table", table_json(r.table, std::nullopt, connected)}}.dump());
      connection->send(kibitzer_text);
      continue;
    }
    connection->send(std::make_shared<const std::string>(
        json{{"type", "table"}, {"event", event}, {"table", table_json(r.table, seat, connected)}}.dump()));
  }
}

void Lobby::send_table(Room& r, const std::shared_ptr<Connection>& c, std::int64_t user_id, const json& event) {
  std::array<bool, 4> connected{};
  for (const Member& m : r.members) {
    if (m.connection.expired()) continue;
    if (auto seat = r.table.seat_of_user(m.user_id)) connected[index(*seat)] = true;
  }
  send_json(*c, {{"type", "table"}, {"event", event}, {"table", table_json(r.table, r.table.seat_of_user(user_id), connected)}});
}

void Lobby::request_analysis(std::int64_t table_id, const BoardRecord& record) {
  const BridgeGame& game = record.game;
  AnalysisJob job{table_id, game.board_number(), game.deal(), game.dealer(), game.vulnerability()};
  // The worker hands the result to an I/O thread: the room's mutex is never
  // taken on a worker, and the lobby may be gone by then.
  analyst_.submit(std::move(job), [self = weak_from_this(), &io = io_](const AnalysisJob& done, BoardAnalysis analysis) {
    boost::asio::post(io, [self, table_id = done.table_id, board = done.board, analysis = std::move(analysis)] {
      if (auto lobby = self.lock()) lobby->attach_analysis(table_id, board, analysis);
    });
  });
}

void Lobby::attach_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis) {
  RoomPtr r = room(table_id);
  if (!r) return;
  try {
    storage_.record_analysis(table_id, board, analysis);
  } catch (const StorageError& e) {
    // Unlike play, an analysis can be lost: the board just shows none.
    std::cerr << "tenace serve: table " << table_id << " board " << board << ": " << e.what() << "\n";
    return;
  }
  std::lock_guard lock(r->mutex);
  if (!r->table.attach_analysis(board, analysis)) return;
  const auto& game = r->table.game();
  if (game && game->board_number() == board && r->table.phase() == TablePhase::Finished)
    broadcast(*r, {{"kind", "analysis"}, {"board", board}});
}

TableEvent Lobby::next_deal(const Table& table) const {
  if (!options_.deal_seed) return table.next_deal(random_seed());
  const auto board = static_cast<std::uint64_t>(table.boards().size()) + 1;
  Xoshiro256 mixer(*options_.deal_seed + static_cast<std::uint64_t>(table.id()) * 0x9E3779B97F4A7C15u + board);
  return table.next_deal(mixer.next());
}

void Lobby::deal_if_ready(Room& r) {
  if (!r.table.game() && r.table.may_deal()) commit(r, next_deal(r.table));
}

namespace {

bool is_robot(const Table& table, Seat seat) {
  const auto& o = table.occupant(seat);
  return o && o->robot;
}

bool all_robots(const Table& table) {
  return std::all_of(std::begin(kAllSeats), std::end(kAllSeats), [&](Seat s) { return is_robot(table, s); });
}

}  // namespace

void Lobby::schedule_robots(const RoomPtr& r) {
  if (r->robot_step_posted) return;
  const Table& table = r->table;
  bool work = false;
  for (Seat s : table.seats_to_act()) work = work || is_robot(table, s);
  if (!work && options_.robot_tables_continue && all_robots(table) && table.may_deal()) work = true;
  if (!work) return;
  r->robot_step_posted = true;
  const bool people_present = !r->members.empty() || !all_robots(table);
  boost::asio::post(people_present ? io_ : background_, [self = shared_from_this(), r] { self->robot_step(r); });
}

void Lobby::robot_step(const RoomPtr& r) {
  // Boards dealt by robot tables do not push a new lobby list: with many
  // tables at full speed that would be a flood; the list is fetched with
  // {"type":"lobby"} and pushed on seat changes.
  try {
    std::lock_guard lock(r->mutex);
    r->robot_step_posted = false;
    if (robot_step_locked(*r)) schedule_robots(r);
  } catch (const StorageError& e) {
    std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
    std::abort();
  }
}

bool Lobby::robot_step_locked(Room& r) {
  Table& table = r.table;
  for (Seat seat : table.seats_to_act()) {
    if (!is_robot(table, seat)) continue;
    auto& robot = r.robots[index(seat)];
    if (!robot) robot = make_robot();
    const SeatView view = view_for(table, seat);
    auto decide = [&](Robot& who) {
      TableEvent e;
      e.seat = seat;
      const std::vector<Seat> claim = table.claim_responders();
      if (table.undo_request()) {
        e.kind = EventKind::UndoResponse;
        e.accept = who.accept_undo(view);
      } else if (std::find(claim.begin(), claim.end(), seat) != claim.end()) {
        e.kind = EventKind::ClaimResponse;
        e.accept = who.accept_claim(view);
      } else if (table.phase() == TablePhase::Auction) {
        CallDecision d = who.choose_call(view);
        e.kind = EventKind::Call;
        e.call = d.call.to_string();
        if (d.alert) e.text = d.explanation.substr(0, kMaxExplanation);
      } else {
        e.kind = EventKind::Card;
        e.card = who.choose_card(view).to_string();
      }
      return e;
    };
    if (commit(r, decide(*robot))) return true;
    // A robot's refused choice must not stall the table.
    auto fallback = make_fallback_robot();
    if (commit(r, decide(*fallback))) return true;
    std::cerr << "tenace serve: table " << table.id() << ": robot in seat " << seat_char(seat) << " is stuck\n";
    return false;
  }
  if (options_.robot_tables_continue && all_robots(table) && table.may_deal()) {
    commit(r, next_deal(table));
    return true;
  }
  return false;
}

json Lobby::lobby_json() {
  std::vector<RoomPtr> all;
  {
    std::lock_guard lock(rooms_mutex_);
    for (auto& [id, r] : rooms_) all.push_back(r);
  }
  json tables = json::array();
  for (const RoomPtr& r : all) {
    std::lock_guard lock(r->mutex);
    int kibitzers = 0;
    for (const Member& m : r->members)
      if (!m.connection.expired() && !r->table.seat_of_user(m.user_id)) ++kibitzers;
    tables.push_back(lobby_entry_json(r->table, kibitzers));
  }
  return {{"type", "lobby"}, {"tables", tables}};
}

void Lobby::broadcast_lobby() {
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) {
      auto p = w.lock();
      if (!p) return true;
      targets.push_back(std::move(p));
      return false;
    });
  }
  if (targets.empty()) return;
  auto text = std::make_shared<const std::string>(lobby_json().dump());
  for (const auto& c : targets) c->send(text);
}

std::optional<BoardRecord> Lobby::finished_board(std::int64_t table_id, int board) {
  RoomPtr r = room(table_id);
  if (!r) return std::nullopt;
  std::lock_guard lock(r->mutex);
  for (const BoardRecord& record : r->table.boards())
    if (record.game.board_number() == board) return record;
  return std::nullopt;
}

std::vector<BoardRecord> Lobby::finished_boards(std::int64_t table_id) {
  RoomPtr r = room(table_id);
  if (!r) return {};
  std::lock_guard lock(r->mutex);
  return r->table.boards();
}

std::string Lobby::table_name(std::int64_t table_id) {
  RoomPtr r = room(table_id);
  if (!r) return "";
  std::lock_guard lock(r->mutex);
  return r->table.settings().name;
}

}  // namespace tenace::server
