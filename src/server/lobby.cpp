#include "server/lobby.h"

#include <boost/asio/post.hpp>
#include <algorithm>
#include <cctype>
#include <iostream>
#include <random>
#include <thread>

#include "core/random_deal.h"
#include "server/chat.h"
#include "server/message_fields.h"
#include "server/name_rules.h"
#include "server/passwords.h"
#include "server/random_seed.h"
#include "bots/signals.h"
#include "server/robot_factory.h"
#include "server/seat_projection.h"
#include "server/bridge_table_json.h"
#include "server/utf8_text.h"

namespace tenace::server {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxTableName = 60;

// Typed field access with errors that name the field.

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
    // Which cards were discarded or taken is declarer's and the taker's
    // alone: the event says only that it happened.
    case EventKind::Discard: j = {{"kind", "discarded"}, {"seat", seat}}; break;
    case EventKind::Exchange: j = {{"kind", "exchanged"}, {"seat", seat}}; break;
    case EventKind::Declare: j = {{"kind", "declared"}, {"seat", seat}, {"declaration", e.call}}; break;
    case EventKind::Choose: j = {{"kind", "chose"}, {"seat", seat}, {"keeps_dealt_hand", e.accept}}; break;
    case EventKind::Renege: j = {{"kind", "renege_called"}, {"seat", seat}, {"book", e.index}}; break;
  }
  return j;
}

}  // namespace

namespace {

// Replacement characters instead of an exception: a message that quotes a
// client's bytes must never be able to throw out of a handler.
std::shared_ptr<const std::string> message_text(const json& message) {
  return std::make_shared<const std::string>(message.dump(-1, ' ', false, json::error_handler_t::replace));
}

// A finished board's row in the results table (what travellers are made of).
BoardResultRow result_row(std::int64_t table_id, const BoardRecord& record) {
  BoardResultRow row{table_id, record.game.board_number(), record.game.deal().to_pbn(), contract_text(record.contract),
                     record.contract ? seat_string(record.contract->declarer) : "", record.declarer_tricks,
                     record.score_ns, ""};
  if (const auto& play = record.game.play(); play && !play->tricks().history().empty())
    row.lead = play->tricks().history().front().card.to_string();
  return row;
}

}  // namespace

void send_json(Connection& c, const json& message) { c.send(message_text(message)); }

Lobby::Lobby(boost::asio::io_context& io, boost::asio::io_context& background, Storage& storage,
             LobbyOptions options)
    : io_(io),
      background_(background),
      storage_(storage),
      options_(options),
      ticker_(io),
      analyst_(options.analysis_threads, options.analysis_queue) {
  if (options_.robot_threads > 0)
    robot_pool_ = std::make_unique<boost::asio::thread_pool>(static_cast<std::size_t>(options_.robot_threads));
}

void Lobby::stop_robot_work() {
  if (!robot_pool_) return;
  robot_pool_->stop();
  robot_pool_->join();
}

std::shared_ptr<TableRobot> Lobby::new_robot(const Room& r) {
  // With a deal seed (tests) the robots' layouts repeat from run to run too.
  const std::uint64_t seed = options_.deal_seed
                                 ? *options_.deal_seed ^ (static_cast<std::uint64_t>(r.table->id()) << 20) ^ ++robots_made_
                                 : random_seed();
  return r.table->make_robot(RobotSettings{options_.robot_budget, seed, options_.robot_bidding_judgement});
}

BridgeTable* Lobby::bridge(Room& r) { return dynamic_cast<BridgeTable*>(r.table.get()); }

void Lobby::stop_analysis() {
  analyst_.stop();
  ticker_.cancel();
}

std::size_t Lobby::table_count() {
  std::lock_guard lock(rooms_mutex_);
  return rooms_.size();
}

namespace {

bool is_robot(const GameTable& table, Seat seat) {
  const auto& o = table.occupant(seat);
  return o && o->robot;
}

bool all_robots(const GameTable& table) { return table.all_robots(); }

bool board_running(const GameTable& table) { return table.hand_running(); }

// Moves that hand the turn on (the same seat may act again, as declarer
// after dummy's card): the think clock starts again.
bool starts_a_turn(EventKind kind) {
  switch (kind) {
    case EventKind::Deal:
    case EventKind::Call:
    case EventKind::Card:
    case EventKind::Discard:
    case EventKind::Exchange:
    case EventKind::Declare:
    case EventKind::Choose: return true;
    default: return false;
  }
}

}  // namespace

void Lobby::restore() {
  tournaments_.load();
  events_.load();
  std::vector<RoomPtr> restored;
  const auto now = Clock::now();
  for (StoredTable& stored : storage_.load_tables()) {
    auto room = std::make_shared<Room>(make_table(stored.id, stored.settings));
    room->creator = stored.creator;
    for (const TableEvent& event : stored.events) {
      if (Status s = room->table->apply(event); !s)
        std::cerr << "tenace serve: table " << stored.id << ": stored event refused: " << s.message() << "\n";
    }
    if (BridgeTable* table = bridge(*room)) {
      for (const auto& [board, analysis] : stored.analyses) table->attach_analysis(board, analysis);
      // A board whose analysis was still running when the server stopped.
      const auto& boards = table->boards();
      if (!boards.empty() && !boards.back().analysis) request_analysis(stored.id, boards.back());
      if (stored.settings.tournament != 0 && !boards.empty()) {
        // The last board's result may have been cut off by a crash between
        // its last event and its result: stored again (idempotent).
        storage_.record_result(result_row(stored.id, boards.back()));
        refresh_tournament_view(*room);
      }
      if (stored.settings.tournament != 0) restore_board_clock(*room);
      if (!boards.empty()) finish_last_board_after_crash(*room, result_row(stored.id, boards.back()));
    }
    // Nobody is connected yet: the absence and idle clocks start now.
    room->idle_since = now;
    for (Seat s : kAllSeats) {
      const auto& o = room->table->occupant(s);
      if (o && !o->robot) {
        room->away_since[index(s)] = now;
        user_seated(o->user_id, stored.id);
      }
    }
    restored.push_back(room);
  }
  {
    std::lock_guard lock(rooms_mutex_);
    for (const RoomPtr& room : restored) rooms_[room->table->id()] = room;
  }
  for (const RoomPtr& room : restored) {
    std::lock_guard lock(room->mutex);
    schedule_robots(room);
  }
  start_ticking();
}

Lobby::RoomPtr Lobby::room(std::int64_t id) {
  std::lock_guard lock(rooms_mutex_);
  auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : it->second;
}

std::vector<Lobby::RoomPtr> Lobby::all_rooms() {
  std::vector<RoomPtr> all;
  std::lock_guard lock(rooms_mutex_);
  all.reserve(rooms_.size());
  for (auto& [id, r] : rooms_) all.push_back(r);
  return all;
}

void Lobby::user_seated(std::int64_t user_id, std::optional<std::int64_t> table_id) {
  {
    std::lock_guard lock(seated_mutex_);
    if (table_id) seated_[user_id] = *table_id;
    else seated_.erase(user_id);
  }
  online_changed_ = true;
}

std::string Lobby::seat_elsewhere(const Connection& c, std::int64_t table_id, std::optional<std::int64_t> movable) {
  std::lock_guard lock(seated_mutex_);
  auto it = seated_.find(c.user_id);
  if (it == seated_.end() || it->second == table_id || it->second == movable) return "";
  return "you already sit at table " + std::to_string(it->second) + " (in another window); leave that seat first";
}

void Lobby::join(const std::shared_ptr<Connection>&) {}

void Lobby::leave(const std::shared_ptr<Connection>& c) {
  if (c->user_id != 0) went_offline(c);
  {
    // A person who goes away stops waiting for a game.
    std::lock_guard lock(matchmaker_mutex_);
    if (auto it = waiting_.find(c->user_id); it != waiting_.end() && it->second.lock() == c) {
      matchmaker_.cancel(c->user_id);
      waiting_.erase(it);
    }
  }
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
  // The seat stays the user's: a reconnect resumes it, and after the grace
  // period a robot plays it meanwhile (tick()).
  if (std::optional<Seat> seat = r->table->seat_of_user(c->user_id)) {
    if (!present_seats(*r)[index(*seat)]) {
      r->away_since[index(*seat)] = Clock::now();
      broadcast(*r, {{"kind", "disconnected"}, {"seat", seat_string(*seat)}});
    }
  }
  lobby_changed(r->table->id());
}

void Lobby::handle(const std::shared_ptr<Connection>& c, std::string_view text) {
  json m = json::parse(text, nullptr, false);
  json reply_id = nullptr;
  std::string type;
  std::string error;
  bool answered = false;  // the handler sent its own reply
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
      answered = true;
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
      } else if (type == "history") {
        error = on_history(c, m);
      } else if (type == "ask_card") {
        error = on_ask_card(c, m);
      } else if (type == "tournaments") {
        error = on_tournaments(c);
      } else if (type == "create_tournament") {
        error = on_create_tournament(c, m);
      } else if (type == "tournament") {
        error = on_tournament(c, m);
      } else if (type == "enter") {
        error = on_enter(c, m);
      } else if (type == "profile") {
        error = on_profile(c, m);
      } else if (type == "play_now") {
        error = on_play_now(c);
      } else if (type == "play_now_cancel") {
        error = on_play_now_cancel(c);
      } else if (std::optional<std::string> event_error = on_event_message(c, m, type)) {
        error = *event_error;
      } else {
        // The requests below change a table; their effect reaches everyone
        // at it as a table event, and the sender also gets an "ok" reply.
        answered = false;
        if (type == "sit") {
          error = on_sit(c, m);
        } else if (type == "robot") {
          error = on_robot(c, m);
        } else if (type == "watch") {
          error = on_watch(c, m);
        } else if (type == "leave") {
          error = on_leave(c);
        } else if (type == "chat") {
          error = on_chat(c, m);
        } else if (type == "mute" || type == "unmute") {
          error = on_mute(c, m, type == "mute");
        } else if (type == "call" || type == "ask" || type == "explain" || type == "play" || type == "claim" ||
                   type == "concede" || type == "claim_response" || type == "undo" || type == "undo_response" ||
                   type == "next" || type == "discard" || type == "exchange" || type == "declare" ||
                   type == "choose" || type == "renege") {
          error = on_table_action(c, m, type);
        } else {
          error = "unknown message type '" + utf8_prefix(type, 40) + "'";
        }
      }
    } catch (const StorageError& e) {
      // Without storage nothing can be promised: stop, and let a restart
      // resume from what was stored.
      std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
      std::abort();
    } catch (const json::exception& e) {
      error = std::string("bad message: ") + e.what();
    } catch (const std::exception& e) {
      // A defect, not the client's fault: the client hears of it and the
      // server goes on (nothing was committed by the failed handler).
      std::cerr << "tenace serve: internal error handling '" << utf8_prefix(type, 40) << "': " << e.what() << "\n";
      error = "internal error; the request was not carried out";
    }
  }
  if (!error.empty()) {
    json reply = {{"type", "error"}, {"message", error}};
    if (!type.empty()) reply["request"] = utf8_prefix(type, 40);
    if (!reply_id.is_null()) reply["id"] = reply_id;
    send_json(*c, reply);
  } else if (!answered) {
    json reply = {{"type", "ok"}, {"request", type}};
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
  came_online(c);

  // Where is this user seated? (A reconnect resumes the seat.)
  std::optional<std::int64_t> seated_at;
  {
    std::lock_guard lock(seated_mutex_);
    if (auto it = seated_.find(user.id); it != seated_.end()) seated_at = it->second;
  }
  if (seated_at && !room(*seated_at)) seated_at.reset();
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
  r->idle_since.reset();
  std::optional<Seat> seat = r->table->seat_of_user(c->user_id);
  if (seat) person_back(*r, *seat);
  broadcast(*r, {{"kind", "resumed"}, {"seat", seat ? json(seat_string(*seat)) : json(nullptr)}});
  lobby_changed(r->table->id());
  schedule_robots(r);
}

std::string Lobby::creation_limit(const Connection& c) {
  std::size_t by_user = 0;
  std::size_t by_address = 0;
  std::size_t total = 0;
  for (const RoomPtr& r : all_rooms()) {
    ++total;
    std::lock_guard lock(r->mutex);
    if (r->creator == c.user_id) ++by_user;
    if (!c.remote_address.empty() && r->creator_address == c.remote_address) ++by_address;
  }
  const std::string closing = " (a table closes when nobody has been at it for " +
                              std::to_string(options_.idle_close.count() / 1000) + " s)";
  if (by_user >= options_.tables_per_user)
    return "you already have " + std::to_string(by_user) + " open tables, the most one player may have" + closing;
  if (by_address >= options_.tables_per_address)
    return "your network address already has " + std::to_string(by_address) + " open tables, the most allowed" +
           closing;
  if (total >= options_.max_tables) return "the server has too many tables; try again later";
  return "";
}

std::string Lobby::on_create(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  TableSettings settings;
  if (auto game = f.string("game", 16, false); game) {
    const std::optional<GameKind> kind = parse_game(*game);
    if (!kind) return "field \"game\" must be \"bridge\", \"dummy_whist\", \"double_dummy\" or \"nonsense\"";
    settings.game = *kind;
  } else if (!f.error.empty()) {
    return f.error;
  }
  if (f.has("options")) {
    if (!is_whist(settings.game)) return "field \"options\" is for the whist family's games";
    Result<DummyWhistOptions> options = whist_options_from_json(m["options"]);
    if (!options) return options.error().message;
    if (options->jokers && settings.game != GameKind::DummyWhist) return "jokers are played in Dummy Whist only";
    settings.whist = *options;
  }
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
  if (!f.choice("system", table_systems(), settings.system)) return f.error;
  if (f.has("think_seconds")) {
    auto think = f.integer("think_seconds", 0, 600);
    if (!think) return f.error;
    settings.think_seconds = static_cast<int>(*think);
  }
  if (std::string limit = creation_limit(*c); !limit.empty()) return limit;
  const std::int64_t id = storage_.create_table(settings, c->user_id);
  auto r = std::make_shared<Room>(make_table(id, settings));
  r->creator = c->user_id;
  r->creator_address = c->remote_address;
  r->idle_since = Clock::now();
  {
    std::lock_guard lock(rooms_mutex_);
    rooms_[id] = r;
  }
  json seats = json::array();
  for (Seat seat : r->table->player_seats()) seats.push_back(seat_string(seat));
  send_json(*c, {{"type", "created"}, {"table", id}, {"game", std::string(game_name(settings.game))}, {"seats", seats}});
  lobby_changed(id);
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
  if (std::optional<Seat> seat = r->table->seat_of_user(c->user_id)) {
    TableEvent e;
    e.kind = EventKind::Leave;
    e.seat = *seat;
    commit(*r, e);
    // Other connections of the same user lose the seat too.
    std::erase_if(r->members, [&](const Member& m) { return m.user_id == c->user_id; });
  }
  lobby_changed(r->table->id());
}

std::string Lobby::on_sit(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  auto seat = f.seat("seat");
  if (!seat) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  if (std::optional<TournamentEntry> entry = tournaments_.entry_at_table(*table_id)) {
    if (entry->user_id != c->user_id || *seat != Seat::South)
      return "this table is " + entry->name + "'s in a tournament: enter the tournament to play its boards";
  }
  if (std::string refusal = event_seat_refusal(*table_id, *c, *seat); !refusal.empty()) return refusal;
  // One seat at one table per user: this connection may move, but a seat
  // held through another connection must be left there first.
  if (std::string refusal = seat_elsewhere(*c, *table_id, c->table_id); !refusal.empty()) return refusal;
  if (c->table_id && *c->table_id != *table_id) leave_table(c);
  {
    std::lock_guard lock(r->mutex);
    if (r->closed) return "there is no table " + std::to_string(*table_id);
    bool sat_here_already = false;
    if (auto held = r->table->seat_of_user(c->user_id)) {
      if (*held != *seat) return std::string("you already sit in seat ") + seat_char(*held) + " at this table";
      sat_here_already = true;
    } else {
      // What a player has seen of this board decides where they may sit
      // during it: a kibitzer saw more than any one seat (all explanations,
      // or all four hands), and a player knows their old seat's cards.
      if (board_running(*r->table)) {
        if (r->watched_board.count(c->user_id))
          return "you watched this board, so you may take a seat at this table only from the next board";
        if (auto it = r->held_seat.find(c->user_id); it != r->held_seat.end() && it->second != *seat)
          return std::string("you held seat ") + seat_char(it->second) +
                 " during this board; until it ends you may only return to that seat";
      }
      // Checked again under the room's lock: another window may have sat
      // down meanwhile (this connection's own old seat is left by now).
      if (std::string refusal = seat_elsewhere(*c, *table_id, std::nullopt); !refusal.empty()) return refusal;
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
      r->idle_since.reset();
      person_back(*r, *seat);
      deal_if_ready(*r);
      schedule_robots(r);
    }
    const bool member = std::any_of(r->members.begin(), r->members.end(),
                                    [&](const Member& mm) { return mm.connection.lock() == c; });
    if (!member) {
      r->members.push_back(Member{c, c->user_id});
      r->idle_since.reset();
      person_back(*r, *seat);
    }
    // Sitting again where this connection sits answers the table as it
    // stands too: a client may have lost its view of it (e.g. one seated
    // again on resume after the server restarted).
    if (!member || sat_here_already)
      send_table(*r, c, c->user_id, {{"kind", "resumed"}, {"seat", seat_string(*seat)}});
  }
  c->table_id = *table_id;
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) { return w.lock() == c; });
  }
  lobby_changed(*table_id);
  return "";
}

std::string Lobby::on_robot(const std::shared_ptr<Connection>&, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  if (tournaments_.entry_at_table(*table_id)) return "a tournament table's robots are seated by the tournament";
  if (events_.table_at(*table_id)) return "an event table's seats are filled by the event's movement";
  auto seat = f.seat("seat");
  if (!seat) return f.error;
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  {
    std::lock_guard lock(r->mutex);
    if (r->closed) return "there is no table " + std::to_string(*table_id);
    if (Status s = seat_robot(*r, *seat); !s) return s.message();
    deal_if_ready(*r);
    schedule_robots(r);
  }
  lobby_changed(*table_id);
  return "";
}

std::string Lobby::on_watch(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  if (!may_see_table(*table_id, 0))
    return "a tournament's tables cannot be watched until the tournament has ended";
  if (!may_see_event_table(*table_id, c->user_id))
    return "you play in this event: its other tables may be watched once you have played their boards";
  RoomPtr r = room(*table_id);
  if (!r) return "there is no table " + std::to_string(*table_id);
  if (c->table_id && *c->table_id == *table_id) {
    std::lock_guard lock(r->mutex);
    if (r->table->seat_of_user(c->user_id)) return "you sit at this table; leave your seat to watch";
    // Already watching: nothing changes.
    if (std::any_of(r->members.begin(), r->members.end(), [&](const Member& mm) { return mm.connection.lock() == c; }))
      return "";
  }
  if (c->table_id) leave_table(c);
  {
    std::lock_guard lock(r->mutex);
    if (r->closed) return "there is no table " + std::to_string(*table_id);
    if (r->table->seat_of_user(c->user_id)) return "you sit at this table; leave your seat to watch";
    r->members.push_back(Member{c, c->user_id});
    r->idle_since.reset();
    if (board_running(*r->table)) r->watched_board.insert(c->user_id);
    send_table(*r, c, c->user_id, {{"kind", "watching"}});
    // A robot table plays while someone watches it.
    schedule_robots(r);
  }
  c->table_id = *table_id;
  {
    std::lock_guard lock(lobby_mutex_);
    std::erase_if(in_lobby_, [&](const auto& w) { return w.lock() == c; });
  }
  lobby_changed(*table_id);
  return "";
}

std::string Lobby::on_leave(const std::shared_ptr<Connection>& c) {
  if (!c->table_id) return "you are not at a table";
  leave_table(c);
  {
    std::lock_guard lock(lobby_mutex_);
    in_lobby_.push_back(c);
  }
  send_json(*c, lobby_json());
  return "";
}

std::shared_ptr<const Lobby::ClosedTable> Lobby::closed_table(std::int64_t table_id) {
  std::shared_ptr<const ClosedTable> found;
  {
    std::lock_guard lock(closed_mutex_);
    for (const auto& kept : closed_kept_)
      if (kept->id == table_id) found = kept;
  }
  if (!found) {
    std::optional<StoredTable> stored = storage_.load_table(table_id);
    if (!stored) return nullptr;
    std::shared_ptr<GameTable> table = make_table(stored->id, stored->settings);
    for (const TableEvent& event : stored->events) (void)table->apply(event);
    std::vector<BoardRecord> boards;
    if (auto* bridge_table = dynamic_cast<BridgeTable*>(table.get())) {
      for (const auto& [board, analysis] : stored->analyses) bridge_table->attach_analysis(board, analysis);
      boards = bridge_table->boards();
    }
    found = std::make_shared<const ClosedTable>(
        ClosedTable{table_id, stored->settings.name, std::move(boards), table->history_json(), table});
    std::lock_guard lock(closed_mutex_);
    std::erase_if(closed_kept_, [&](const auto& kept) { return kept->id == table_id; });
    closed_kept_.push_back(found);
    if (closed_kept_.size() > kClosedTablesKept) closed_kept_.erase(closed_kept_.begin());
  }
  return found;
}

std::string Lobby::on_history(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto table_id = f.integer("table", 1, INT64_MAX);
  if (!table_id) return f.error;
  if (!may_see_table(*table_id, c->user_id))
    return "a tournament table's boards are shown once you have played them all or the tournament has ended";
  json boards = json::array();
  if (RoomPtr r = room(*table_id)) {
    std::lock_guard lock(r->mutex);
    boards = r->table->history_json();
  } else if (auto closed = closed_table(*table_id)) {
    boards = closed->history;
  } else {
    return "there is no table " + std::to_string(*table_id);
  }
  send_json(*c, {{"type", "history"}, {"table", *table_id}, {"boards", boards}});
  return "";
}

std::string Lobby::on_table_action(const std::shared_ptr<Connection>& c, const json& m, const std::string& type) {
  if (!c->table_id) return "you are not at a table";
  RoomPtr r = room(*c->table_id);
  if (!r) return "your table no longer exists";
  Fields f{m, {}};
  {
    std::lock_guard lock(r->mutex);
    GameTable& table = *r->table;
    std::optional<Seat> seat = table.seat_of_user(c->user_id);
    if (!seat) return "you do not sit at this table (kibitzers cannot act)";
    TableEvent e;
    std::string prefix;
    if (type != "next") {
      Result<RequestedMove> move = table.move_from_message(*seat, type, m);
      if (!move) return move.error().message;
      e = move->event;
      prefix = move->refusal_prefix;
    } else {  // next
      if (table.phase() != TablePhase::Finished) return "the board is not finished";
      if (std::string refusal = event_next_refusal(table); !refusal.empty()) return refusal;
      e = next_deal(table);
    }
    if (Status s = commit(*r, e); !s) return prefix + s.message();
    schedule_robots(r);
  }
  return "";
}

Status Lobby::seat_robot(Room& r, Seat seat) {
  TableEvent e;
  e.kind = EventKind::Robot;
  e.seat = seat;
  std::shared_ptr<TableRobot> robot = new_robot(r);
  e.name = robot->name();
  if (Status s = commit(r, e); !s) return s;
  r.robots[index(seat)] = std::move(robot);
  r.stand_ins[index(seat)].reset();
  r.away_since[index(seat)].reset();
  return Status::success();
}

Status Lobby::commit(Room& r, const TableEvent& e) {
  GameTable& table = *r.table;
  const std::size_t hands_before = table.hands_finished();
  const std::optional<Occupant> occupant_before = table.occupant(e.seat);
  if (Status s = table.apply(e); !s) return s;
  storage_.append_event(table.id(), table.event_count() - 1, e);
  board_clock_after(r, e);
  // A new turn starts the think clock: other seats to act, or the same seat
  // acting again (declarer after dummy's card).
  if (std::vector<Seat> turn = table.seats_to_act();
      turn != r.turn || starts_a_turn(e.kind)) {
    r.turn = std::move(turn);
    r.turn_started = Clock::now();
  }
  switch (e.kind) {
    case EventKind::Deal:
      // A new board: its witnesses are whoever is at the table now.
      r.watched_board.clear();
      r.held_seat.clear();
      for (const Member& m : r.members) {
        if (m.connection.expired()) continue;
        if (!table.seat_of_user(m.user_id)) r.watched_board.insert(m.user_id);
      }
      for (Seat s : kAllSeats)
        if (const auto& o = table.occupant(s); o && !o->robot) r.held_seat[o->user_id] = s;
      lobby_changed(table.id());
      break;
    case EventKind::Sit:
      user_seated(e.user_id, table.id());
      if (board_running(table)) r.held_seat[e.user_id] = e.seat;
      lobby_changed(table.id());
      break;
    case EventKind::Leave:
      if (occupant_before && !occupant_before->robot) user_seated(occupant_before->user_id, std::nullopt);
      if (board_running(table)) r.away_since[index(e.seat)] = Clock::now();
      lobby_changed(table.id());
      break;
    case EventKind::Robot: lobby_changed(table.id()); break;
    default: break;
  }
  if (table.hands_finished() > hands_before) {
    if (const BridgeTable* bridge_table = bridge(r)) {
      const BoardRecord& record = bridge_table->boards().back();
      storage_.record_result(result_row(table.id(), record));
      rate_board(r, result_row(table.id(), record));
      request_analysis(table.id(), record);
      if (table.settings().tournament != 0) {
        refresh_tournament_view(r);
        tournaments_changed();
      }
      if (table.settings().event_id != 0) event_board_finished(table.settings().event_id);
    }
    lobby_changed(table.id());
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
    if (auto seat = r.table->seat_of_user(user)) connected[index(*seat)] = true;
  }
  std::shared_ptr<const std::string> kibitzer_text;
  for (const auto& [connection, user] : live) {
    std::optional<Seat> seat = r.table->seat_of_user(user);
    if (!seat) {
      if (!kibitzer_text)
        kibitzer_text =
            message_text({{"type", "table"}, {"event", event}, {"table", room_table_json(r, std::nullopt, connected)}});
      connection->send(kibitzer_text);
      continue;
    }
    connection->send(message_text({{"type", "table"}, {"event", event}, {"table", room_table_json(r, seat, connected)}}));
  }
}

json Lobby::room_table_json(Room& r, std::optional<Seat> you, const std::array<bool, 4>& connected) const {
  json j = r.table->to_json(you, connected);
  // How long the seats to act have been thinking (a client counts on from it).
  j["turn_elapsed_ms"] =
      r.turn.empty() ? json(nullptr)
                     : json(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - r.turn_started).count());
  // Seats a robot is playing for while their person is away.
  mark_stand_ins(r, j["seats"]);
  if (const std::int64_t id = r.table->settings().tournament; id != 0) {
    json t = {{"id", id},
              {"boards", r.table->settings().board_limit},
              {"news", r.tournament_view},
              {"board_clock", board_clock_json(r)}};
    if (std::optional<TournamentRecord> record = tournaments_.find(id)) t["name"] = record->name;
    j["tournament"] = t;
  }
  if (r.table->settings().event_id != 0) j["event"] = event_table_json(*r.table);
  return j;
}

void Lobby::mark_stand_ins(const Room& r, json& seats) const {
  for (Seat s : kAllSeats)
    if (r.stand_ins[index(s)] && seats.contains(seat_string(s)) && !seats[seat_string(s)].is_null())
      seats[seat_string(s)]["stand_in"] = true;
}

void Lobby::person_back(Room& r, Seat seat) {
  r.away_since[index(seat)].reset();
  // A board whose clock ran out is the robot's to finish.
  if (!r.stand_ins[index(seat)] || r.board_time_out) return;
  r.stand_ins[index(seat)].reset();
  broadcast(r, {{"kind", "stand_in_ended"}, {"seat", seat_string(seat)}});
}

void Lobby::send_table(Room& r, const std::shared_ptr<Connection>& c, std::int64_t user_id, const json& event) {
  send_json(*c, {{"type", "table"}, {"event", event},
                 {"table", room_table_json(r, r.table->seat_of_user(user_id), present_seats(r))}});
}

std::array<bool, 4> Lobby::present_seats(Room& r) const {
  std::array<bool, 4> present{};
  for (const Member& m : r.members) {
    if (m.connection.expired()) continue;
    if (auto seat = r.table->seat_of_user(m.user_id)) present[index(*seat)] = true;
  }
  return present;
}

int Lobby::kibitzer_count(Room& r) const {
  int kibitzers = 0;
  for (const Member& m : r.members)
    if (!m.connection.expired() && !r.table->seat_of_user(m.user_id)) ++kibitzers;
  return kibitzers;
}

bool Lobby::anyone_at(Room& r) const {
  return std::any_of(r.members.begin(), r.members.end(), [](const Member& m) { return !m.connection.expired(); });
}

bool Lobby::robot_acts_for(const Room& r, Seat seat) const {
  return is_robot(*r.table, seat) || r.stand_ins[index(seat)] != nullptr;
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
  try {
    storage_.record_analysis(table_id, board, analysis);
  } catch (const StorageError& e) {
    // Unlike play, an analysis can be lost: the board just shows none.
    std::cerr << "tenace serve: table " << table_id << " board " << board << ": " << e.what() << "\n";
    return;
  }
  RoomPtr r = room(table_id);
  if (!r) return;
  std::lock_guard lock(r->mutex);
  BridgeTable* table = bridge(*r);
  if (!table || !table->attach_analysis(board, analysis)) return;
  const auto& game = table->game();
  if (game && game->board_number() == board && table->phase() == TablePhase::Finished)
    broadcast(*r, {{"kind", "analysis"}, {"board", board}});
}

TableEvent Lobby::next_deal(const GameTable& table) const {
  if (table.settings().tournament != 0) {
    // A tournament table past its last board is refused by the table.
    if (std::optional<TableEvent> deal = tournament_deal(table)) return *deal;
  }
  if (table.settings().event_id != 0) {
    if (std::optional<TableEvent> deal = event_deal(table)) return *deal;
  }
  if (!options_.deal_seed) return table.next_deal(random_seed());
  const auto hand = static_cast<std::uint64_t>(table.hands_finished()) + 1;
  Xoshiro256 mixer(*options_.deal_seed + static_cast<std::uint64_t>(table.id()) * 0x9E3779B97F4A7C15u + hand);
  return table.next_deal(mixer.next());
}

void Lobby::deal_if_ready(Room& r) {
  if (r.table->phase() == TablePhase::Waiting && r.table->may_deal()) commit(r, next_deal(*r.table));
}

std::optional<TableEvent> Lobby::robot_explanation(const Room& r) const {
  return r.table->robot_explanation([&](Seat seat) { return robot_acts_for(r, seat); });
}

void Lobby::schedule_robots(const RoomPtr& r) {
  if (r->robot_step_posted || r->closed) return;
  const GameTable& table = *r->table;
  bool work = robot_explanation(*r).has_value();
  for (Seat s : table.seats_to_act()) work = work || robot_acts_for(*r, s);
  const bool robots_only = all_robots(table);
  const bool watched = anyone_at(*r);
  const bool reference = plays_unwatched(table);
  if (!work && (options_.robot_tables_continue || reference) && (robots_only || reference) && table.may_deal())
    work = true;
  if (!work) return;
  // A table of robots plays for its kibitzers, and only while they watch:
  // left alone it would fill the disk with boards nobody sees. A
  // tournament's reference table plays its boards once, unwatched.
  if (robots_only && !watched && !reference) return;
  const auto present = present_seats(*r);
  const bool person_playing = std::any_of(present.begin(), present.end(), [](bool p) { return p; });
  std::chrono::milliseconds delay{0};
  if (!person_playing && watched && !reference)
    delay = table.may_deal() ? options_.robot_board_pause : options_.robot_pace;
  // An event table deals its next board by itself, after a pause in which
  // its people see the last one's result.
  if (reference && person_playing && table.may_deal()) delay = options_.robot_board_pause;
  r->robot_step_posted = true;
  // Tables where no person plays (robots for kibitzers, stand-ins finishing
  // a board) step on the background context: they never queue ahead of a
  // person's message.
  auto& context = person_playing ? io_ : background_;
  auto step = [self = shared_from_this(), r] { self->robot_step(r); };
  if (delay.count() == 0) {
    boost::asio::post(context, std::move(step));
    return;
  }
  auto timer = std::make_shared<boost::asio::steady_timer>(context, delay);
  timer->async_wait([timer, step = std::move(step)](const boost::system::error_code&) { step(); });
}

void Lobby::robot_step(const RoomPtr& r) {
  try {
    std::lock_guard lock(r->mutex);
    r->robot_step_posted = false;
    if (r->closed) return;
    if (robot_step_locked(r)) schedule_robots(r);
  } catch (const StorageError& e) {
    std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
    std::abort();
  } catch (const std::exception& e) {
    std::cerr << "tenace serve: table " << r->table->id() << ": robot step failed: " << e.what() << "\n";
  }
}

bool Lobby::robot_step_locked(const RoomPtr& room) {
  Room& r = *room;
  GameTable& table = *r.table;
  if (std::optional<TableEvent> explanation = robot_explanation(r)) {
    if (commit(r, *explanation)) return true;
  }
  for (Seat seat : table.seats_to_act()) {
    if (!robot_acts_for(r, seat)) continue;
    auto& robot = is_robot(table, seat) ? r.robots[index(seat)] : r.stand_ins[index(seat)];
    if (!robot) robot = new_robot(r);
    // Answers to claims and undo requests are quick; other moves are
    // thought about on the robot workers.
    if (table.robot_answers_at_once(seat) || !robot_pool_) return act_for(r, seat, robot);
    start_thinking(room, seat, robot);
    return false;
  }
  if ((all_robots(table) || plays_unwatched(table)) && table.may_deal() &&
      ((options_.robot_tables_continue && anyone_at(r)) || plays_unwatched(table))) {
    commit(r, next_deal(table));
    return true;
  }
  return false;
}

bool Lobby::act_for(Room& r, Seat seat, const std::shared_ptr<TableRobot>& robot) {
  std::optional<TableEvent> move;
  if (RobotThought thought = r.table->robot_thought(seat, robot)) move = thought();
  if (move && commit(r, *move)) return true;
  return act_by_fallback(r, seat);
}

bool Lobby::act_by_fallback(Room& r, Seat seat) {
  // A robot's refused choice must not stall the table.
  if (std::optional<TableEvent> move = r.table->fallback_move(seat); move && commit(r, *move)) return true;
  std::cerr << "tenace serve: table " << r.table->id() << ": robot in seat " << seat_char(seat) << " is stuck\n";
  return false;
}

void Lobby::start_thinking(const RoomPtr& room, Seat seat, const std::shared_ptr<TableRobot>& robot) {
  Room& r = *room;
  r.robot_step_posted = true;  // until the choice is back
  auto work = [self = weak_from_this(), &io = io_, room, seat, thought = r.table->robot_thought(seat, robot),
               events_before = r.table->event_count()] {
    std::optional<TableEvent> move;
    try {
      if (thought) move = thought();
    } catch (const std::exception& e) {
      std::cerr << "tenace serve: robot in seat " << seat_char(seat) << " failed: " << e.what() << "\n";
    }
    boost::asio::post(io, [self, room, seat, events_before, move = std::move(move)] {
      if (auto lobby = self.lock()) lobby->robot_decided(room, seat, events_before, move);
    });
  };
  boost::asio::post(*robot_pool_, std::move(work));
}

void Lobby::robot_decided(const RoomPtr& room, Seat seat, std::int64_t events_before, std::optional<TableEvent> move) {
  try {
    std::lock_guard lock(room->mutex);
    Room& r = *room;
    r.robot_step_posted = false;
    if (r.closed) return;
    // The table moved on while the robot thought (a person's undo, a seat
    // taken): the choice is stale; the next step thinks again.
    const std::vector<Seat> to_act = r.table->seats_to_act();
    const bool still_due = r.table->event_count() == events_before && robot_acts_for(r, seat) &&
                           std::find(to_act.begin(), to_act.end(), seat) != to_act.end();
    if (still_due && !(move && commit(r, *move))) act_by_fallback(r, seat);
    schedule_robots(room);
  } catch (const StorageError& e) {
    std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
    std::abort();
  } catch (const std::exception& e) {
    std::cerr << "tenace serve: table " << room->table->id() << ": robot step failed: " << e.what() << "\n";
  }
}

void Lobby::start_ticking() {
  ticker_.expires_after(options_.tick);
  ticker_.async_wait([self = weak_from_this()](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto lobby = self.lock()) {
      lobby->tick();
      lobby->start_ticking();
    }
  });
}

void Lobby::tick() {
  try {
    const auto now = Clock::now();
    for (const RoomPtr& r : all_rooms()) check_room(r, now);
    seat_matched_groups();
    advance_events();
    push_event_pages();
    broadcast_lobby_changes();
  } catch (const StorageError& e) {
    std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
    std::abort();
  } catch (const std::exception& e) {
    std::cerr << "tenace serve: lobby check failed: " << e.what() << "\n";
  }
}

void Lobby::check_room(const RoomPtr& r, Clock::time_point now) {
  bool close = false;
  {
    std::lock_guard lock(r->mutex);
    if (r->closed) return;
    const GameTable& table = *r->table;
    const bool running = board_running(table);
    const auto present = present_seats(*r);
    for (Seat s : kAllSeats) {
      const std::size_t i = index(s);
      const auto& o = table.occupant(s);
      // Away: a person's seat with nobody connected to it, or, during a
      // board, a seat left empty.
      const bool away = o ? (!o->robot && !present[i]) : running;
      if (!away) {
        person_back(*r, s);
        continue;
      }
      if (!r->away_since[i]) {
        r->away_since[i] = now;
        lobby_changed(table.id());
      }
      if (running && !r->stand_ins[i] && now - *r->away_since[i] >= options_.absent_grace) {
        r->stand_ins[i] = new_robot(*r);
        broadcast(*r, {{"kind", "stand_in"}, {"seat", seat_string(s)}});
        lobby_changed(table.id());
        schedule_robots(r);
      }
    }
    // The think clock: a person who takes longer than the table allows has
    // that one call or card made by a robot.
    if (const int think = table.settings().think_seconds; think > 0 && running && !r->turn.empty() &&
                                                         now - r->turn_started >= std::chrono::seconds(think)) {
      for (Seat s : r->turn) {
        if (robot_acts_for(*r, s) || !table.occupant(s)) continue;
        broadcast(*r, {{"kind", "timed_out"}, {"seat", seat_string(s)}});
        act_for(*r, s, new_robot(*r));
        schedule_robots(r);
        break;
      }
    }
    check_board_clock(r, now);
    // Idle: nobody connected, and no board that stand-ins are finishing
    // (a robot table's paused board does not keep it open).
    const bool idle = !anyone_at(*r) && (!running || all_robots(table)) && !plays_unwatched(table);
    if (!idle) {
      r->idle_since.reset();
    } else if (!r->idle_since) {
      r->idle_since = now;
    } else if (now - *r->idle_since >= options_.idle_close) {
      close = true;
    }
  }
  if (close) close_room(r);
}

void Lobby::close_room(const RoomPtr& r) {
  {
    std::lock_guard lock(rooms_mutex_);
    rooms_.erase(r->table->id());
  }
  std::lock_guard lock(r->mutex);
  r->closed = true;
  storage_.close_table(r->table->id());
  for (Seat s : kAllSeats)
    if (const auto& o = r->table->occupant(s); o && !o->robot) user_seated(o->user_id, std::nullopt);
  std::lock_guard lobby_lock(lobby_mutex_);
  lobby_changes_.erase(r->table->id());
  lobby_removed_.insert(r->table->id());
}

void Lobby::lobby_changed(std::int64_t table_id) {
  std::lock_guard lock(lobby_mutex_);
  lobby_changes_.insert(table_id);
}

json Lobby::lobby_entry(Room& r) {
  json entry = r.table->lobby_json(kibitzer_count(r), present_seats(r));
  mark_stand_ins(r, entry["seats"]);
  return entry;
}

json Lobby::lobby_json() {
  json tables = json::array();
  for (const RoomPtr& r : all_rooms()) {
    std::lock_guard lock(r->mutex);
    // A tournament's tables are private to their entrant.
    if (r->table->settings().tournament == 0) tables.push_back(lobby_entry(*r));
  }
  return {{"type", "lobby"}, {"tables", tables}, {"online", online_json()}};
}

void Lobby::broadcast_lobby_changes() {
  std::set<std::int64_t> changed;
  std::set<std::int64_t> removed;
  bool online = false;
  bool tournaments = false;
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(lobby_mutex_);
    changed.swap(lobby_changes_);
    removed.swap(lobby_removed_);
    online = online_changed_.exchange(false);
    tournaments = tournaments_changed_.exchange(false);
    if (changed.empty() && removed.empty() && !online && !tournaments) return;
    std::erase_if(in_lobby_, [&](const auto& w) {
      auto p = w.lock();
      if (!p) return true;
      targets.push_back(std::move(p));
      return false;
    });
  }
  if (targets.empty()) return;
  json tables = json::array();
  for (std::int64_t id : changed) {
    RoomPtr r = room(id);
    if (!r) continue;
    std::lock_guard lock(r->mutex);
    if (r->table->settings().tournament == 0) tables.push_back(lobby_entry(*r));
  }
  json update = {{"type", "lobby_update"}, {"tables", tables}, {"removed", removed}};
  if (online) update["online"] = online_json();
  // Clients ask again for the list (it differs per player).
  if (tournaments) update["tournaments_changed"] = true;
  auto text = message_text(update);
  for (const auto& c : targets) c->send(text);
}

void Lobby::came_online(const std::shared_ptr<Connection>& c) {
  std::vector<std::int64_t> muted = storage_.muted_by(c->user_id);
  const RatingRecord rating = tournaments_.rating_of(c->user_id);
  std::lock_guard lock(presence_mutex_);
  Presence& p = online_[c->user_id];
  p.name = c->user_name;
  p.rating = rating.rating;
  std::erase_if(p.connections, [](const auto& w) { return w.expired(); });
  p.connections.push_back(c);
  // Added to, not replaced: a mute stored after `muted` was read (the
  // player muting from another connection meanwhile) must not be lost.
  mutes_[c->user_id].insert(muted.begin(), muted.end());
  online_changed_ = true;
}

void Lobby::went_offline(const std::shared_ptr<Connection>& c) {
  std::lock_guard lock(presence_mutex_);
  auto it = online_.find(c->user_id);
  if (it == online_.end()) return;
  std::erase_if(it->second.connections, [&](const auto& w) {
    auto p = w.lock();
    return !p || p == c;
  });
  if (it->second.connections.empty()) {
    online_.erase(it);
    mutes_.erase(c->user_id);
  }
  online_changed_ = true;
}

std::vector<std::shared_ptr<Connection>> Lobby::connections_of(std::int64_t user_id) {
  std::vector<std::shared_ptr<Connection>> live;
  std::lock_guard lock(presence_mutex_);
  if (auto it = online_.find(user_id); it != online_.end())
    for (const auto& w : it->second.connections)
      if (auto p = w.lock()) live.push_back(std::move(p));
  return live;
}

json Lobby::online_json() {
  // The seated table of each person online (the lobby's "who is where").
  std::map<std::int64_t, std::int64_t> seated;
  {
    std::lock_guard lock(seated_mutex_);
    seated = seated_;
  }
  json people = json::array();
  std::lock_guard lock(presence_mutex_);
  for (const auto& [user, presence] : online_) {
    auto at = seated.find(user);
    people.push_back({{"name", presence.name},
                      {"table", at == seated.end() ? json(nullptr) : json(at->second)},
                      {"rating", std::lround(presence.rating)}});
  }
  return people;
}

bool Lobby::is_muted(std::int64_t listener, std::int64_t speaker) {
  std::lock_guard lock(presence_mutex_);
  auto it = mutes_.find(listener);
  return it != mutes_.end() && it->second.count(speaker) > 0;
}

std::string Lobby::on_ask_card(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  const auto card_index = f.integer("index", 0, 51);
  if (!card_index) return f.error;
  if (!c->table_id) return "you are not at a table";
  RoomPtr r = room(*c->table_id);
  if (!r) return "you are not at a table";
  std::lock_guard lock(r->mutex);
  const BridgeTable* table_ptr = bridge(*r);
  if (!table_ptr) return "only bridge robots explain their cards";
  const BridgeTable& table = *table_ptr;
  const std::optional<Seat> you = table.seat_of_user(c->user_id);
  if (!you) return "only a player at the table may ask about a card";
  if (!table.game() || !table.game()->play()) return "no card has been played";
  const SeatView view = view_for(table, *you);
  const auto index = static_cast<int>(*card_index);
  if (index >= view.played_cards().size()) return "no card " + std::to_string(index) + " has been played yet";
  const Trick& trick = static_cast<std::size_t>(index / 4) < view.completed_tricks.size()
                           ? view.completed_tricks[static_cast<std::size_t>(index / 4)]
                           : view.current_trick;
  const Seat by = trick.seat_of(index % 4);
  if (side_of(by) == side_of(*you)) return "ask about your opponents' cards only";
  // A robot's cards follow the robots' agreements; a person's are theirs.
  const Seat chooser = by == table.game()->play()->dummy() ? table.game()->play()->declarer() : by;
  if (!robot_acts_for(*r, chooser)) return "that card was played by a person: ask them in the chat";
  send_json(*c, {{"type", "card_explained"},
                 {"index", index},
                 {"card", trick.cards[static_cast<std::size_t>(index % 4)].to_string()},
                 {"seat", seat_string(by)},
                 {"text", utf8_prefix(explain_card(view, index), kMaxExplanation)}});
  return "";
}

std::string Lobby::on_chat(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto text = f.string("text", 4 * kMaxChatBytes);
  if (!text) return f.error;
  if (std::string problem = chat_text_problem(*text); !problem.empty()) return problem;
  auto to = f.string("to", 64, false);
  if (!f.error.empty()) return f.error;
  auto scope = f.string("scope", 16, false);
  if (!f.error.empty()) return f.error;
  const std::string where = to ? "private" : scope.value_or(c->table_id ? "table" : "lobby");
  if (where != "private" && where != "table" && where != "lobby")
    return "field \"scope\" must be \"table\" or \"lobby\" (or give \"to\" for a private message)";
  if (!c->chat_limiter.allow()) return "too many chat messages: at most one a second";
  json out = {{"type", "chat"}, {"scope", where}, {"from", c->user_name}, {"text", *text}};
  auto text_of = [&] { return message_text(out); };

  if (where == "private") {
    std::optional<UserRecord> target = storage_.find_user(*to);
    if (!target) return "there is no player named '" + *to + "'";
    std::vector<std::shared_ptr<Connection>> targets = connections_of(target->id);
    if (targets.empty()) return target->name + " is not online";
    // At the sender's table during a board, the rules of chat.h apply.
    if (c->table_id) {
      if (RoomPtr r = room(*c->table_id)) {
        std::lock_guard lock(r->mutex);
        const TablePresence from{r->table->seat_of_user(c->user_id)};
        std::optional<TablePresence> at_table;
        if (auto seat = r->table->seat_of_user(target->id)) at_table = TablePresence{seat};
        else if (std::any_of(r->members.begin(), r->members.end(),
                             [&](const Member& mm) { return mm.user_id == target->id && !mm.connection.expired(); }))
          at_table = TablePresence{std::nullopt};
        if (std::string refusal = private_chat_refusal(from, at_table, board_running(*r->table)); !refusal.empty())
          return refusal;
      }
    }
    storage_.record_chat(ChatRecord{"private", 0, c->user_id, target->id, *text});
    out["to"] = target->name;
    auto message = text_of();
    if (!is_muted(target->id, c->user_id))
      for (const auto& t : targets) t->send(message);
    if (target->id != c->user_id) c->send(message);
    return "";
  }
  if (where == "lobby") {
    storage_.record_chat(ChatRecord{"lobby", 0, c->user_id, 0, *text});
    auto message = text_of();
    std::vector<std::shared_ptr<Connection>> targets;
    {
      std::lock_guard lock(lobby_mutex_);
      for (const auto& w : in_lobby_)
        if (auto p = w.lock()) targets.push_back(std::move(p));
    }
    bool echoed = false;
    for (const auto& t : targets) {
      if (t == c) echoed = true;
      if (t == c || !is_muted(t->user_id, c->user_id)) t->send(message);
    }
    if (!echoed) c->send(message);
    return "";
  }
  if (!c->table_id) return "you are not at a table";
  RoomPtr r = room(*c->table_id);
  if (!r) return "your table no longer exists";
  std::lock_guard lock(r->mutex);
  out["table"] = r->table->id();
  storage_.record_chat(ChatRecord{"table", r->table->id(), c->user_id, 0, *text});
  auto message = text_of();
  const TablePresence from{r->table->seat_of_user(c->user_id)};
  const bool running = board_running(*r->table);
  for (const Member& member : r->members) {
    auto p = member.connection.lock();
    if (!p) continue;
    const TablePresence listener{r->table->seat_of_user(member.user_id)};
    if (p != c && (!table_chat_reaches(from, listener, running) || is_muted(member.user_id, c->user_id))) continue;
    p->send(message);
  }
  return "";
}

std::string Lobby::on_mute(const std::shared_ptr<Connection>& c, const json& m, bool mute) {
  Fields f{m, {}};
  auto name = f.string("name", 64);
  if (!name) return f.error;
  std::optional<UserRecord> target = storage_.find_user(*name);
  if (!target) return "there is no player named '" + *name + "'";
  if (target->id == c->user_id) return "you cannot mute yourself";
  storage_.set_mute(c->user_id, target->id, mute);
  std::lock_guard lock(presence_mutex_);
  if (mute) mutes_[c->user_id].insert(target->id);
  else mutes_[c->user_id].erase(target->id);
  return "";
}

std::optional<BoardRecord> Lobby::finished_board(std::int64_t table_id, int board) {
  for (BoardRecord& record : finished_boards(table_id))
    if (record.game.board_number() == board) return std::move(record);
  return std::nullopt;
}

std::vector<BoardRecord> Lobby::finished_boards(std::int64_t table_id) {
  RoomPtr r = room(table_id);
  if (!r) {
    auto closed = closed_table(table_id);
    return closed ? closed->boards : std::vector<BoardRecord>{};
  }
  std::lock_guard lock(r->mutex);
  if (BridgeTable* table = bridge(*r)) return table->boards();
  return {};
}

std::string Lobby::table_name(std::int64_t table_id) {
  RoomPtr r = room(table_id);
  if (!r) {
    auto closed = closed_table(table_id);
    return closed ? closed->name : std::string();
  }
  std::lock_guard lock(r->mutex);
  return r->table->settings().name;
}

bool Lobby::read_table(std::int64_t table_id, const std::function<void(const GameTable&)>& read) {
  if (RoomPtr r = room(table_id)) {
    std::lock_guard lock(r->mutex);
    read(*r->table);
    return true;
  }
  auto closed = closed_table(table_id);
  if (!closed) return false;
  read(*closed->table);
  return true;
}

}  // namespace tenace::server
