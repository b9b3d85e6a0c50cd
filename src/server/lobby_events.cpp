// The lobby's pairs events among people (events.h): messages to list,
// make, register for, start, read and direct events; the tables each round
// opens, with the pairs seated by the movement; and the step from one
// round to the next (docs/protocol.md, "Pairs events").
#include <boost/asio/post.hpp>
#include <iostream>

#include "core/board.h"
#include "core/random_deal.h"
#include "server/event_json.h"
#include "server/lobby.h"
#include "server/message_fields.h"
#include "server/name_rules.h"
#include "server/random_seed.h"
#include "server/robot_factory.h"
#include "server/tournament_json.h"

namespace tenace::server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxEventName = 60;
constexpr int kMaxPairs = 30;
constexpr int kMaxBoardsPerRound = 6;
// Events one user may direct at once (not yet finished).
constexpr std::size_t kOpenEventsPerUser = 3;

// The seats of a pair: North-South sit North and South, East-West East
// and West, in the order the pair registered its players.
std::array<Seat, 2> seats_of(bool north_south) {
  return north_south ? std::array<Seat, 2>{Seat::North, Seat::South} : std::array<Seat, 2>{Seat::East, Seat::West};
}

std::string event_name(std::int64_t id) { return "event " + std::to_string(id); }

// The event a request names in its "event" field; empty, with `error`
// saying why, when the field is bad or there is no such event.
std::optional<EventRecord> requested_event(const Events& events, Fields& f, std::string& error) {
  auto id = f.integer("event", 1, INT64_MAX);
  if (!id) {
    error = f.error;
    return std::nullopt;
  }
  std::optional<EventRecord> e = events.find(*id);
  if (!e) error = "there is no " + event_name(*id);
  return e;
}

}  // namespace

std::optional<std::string> Lobby::on_event_message(const std::shared_ptr<Connection>& c, const json& m,
                                                   const std::string& type) {
  if (type == "events") return on_events(c);
  if (type == "create_event") return on_create_event(c, m);
  if (type == "register_pair") return on_register_pair(c, m);
  if (type == "start_event") return on_start_event(c, m);
  if (type == "event") return on_event(c, m);
  if (type == "director") return on_director(c, m);
  if (type == "event_unwatch") {
    event_watchers_.unwatch(*c);
    send_json(*c, {{"type", "event_unwatched"}});
    return "";
  }
  return std::nullopt;
}

std::string Lobby::director_name(const EventRecord& event) {
  const std::optional<UserRecord> user = storage_.user_by_id(event.director);
  return user ? user->name : "";
}

std::string Lobby::on_events(const std::shared_ptr<Connection>& c) {
  json list = json::array();
  for (const EventRecord& e : events_.all()) {
    json entry = event_summary_json(e, director_name(e), events_.pairs(e.id).size());
    entry["yours"] = events_.pair_of_user(e.id, c->user_id).has_value();
    entry["directing"] = e.director == c->user_id;
    list.push_back(std::move(entry));
  }
  send_json(*c, {{"type", "events"}, {"events", list}});
  return "";
}

std::string Lobby::on_create_event(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  EventRecord e;
  auto name = f.string("name", kMaxEventName, false);
  if (!f.error.empty()) return f.error;
  if (name) {
    if (std::string problem = text_name_problem("name", *name); !problem.empty()) return problem;
  }
  e.name = name && !name->empty() ? *name : c->user_name + "'s pairs";
  if (!f.choice("movement", {"auto", "mitchell", "howell", "teams", "swiss"}, e.movement)) return f.error;
  std::string scoring = "matchpoints";
  if (!f.choice("scoring", {"matchpoints", "imps"}, scoring)) return f.error;
  e.scoring = *field::parse_field_scoring(scoring);
  if (!f.choice("system", table_systems(), e.system)) return f.error;
  if (f.has("boards_per_round")) {
    auto boards = f.integer("boards_per_round", 1, kMaxBoardsPerRound);
    if (!boards) return f.error;
    e.boards_per_round = static_cast<int>(*boards);
  }
  if (f.has("rounds")) {
    auto rounds = f.integer("rounds", 0, kMaxPairs);
    if (!rounds) return f.error;
    e.rounds = static_cast<int>(*rounds);
  }
  std::size_t directing = 0;
  for (const EventRecord& other : events_.all())
    directing += other.director == c->user_id && other.state != EventState::Finished;
  if (directing >= kOpenEventsPerUser)
    return "you already direct " + std::to_string(directing) + " events; finish one first";
  e.director = c->user_id;
  e = events_.create(std::move(e));
  send_json(*c, {{"type", "event_created"}, {"event", event_summary_json(e, c->user_name, 0)}});
  return "";
}

std::string Lobby::on_register_pair(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  std::string error;
  const std::optional<EventRecord> e = requested_event(events_, f, error);
  if (!e) return error;
  const std::int64_t id = e->id;
  if (e->state != EventState::Registering) return "registration for " + event_name(id) + " has closed";
  if (!m.contains("players") || !m["players"].is_array() || m["players"].size() != 2)
    return "field \"players\" must be a list of two player names (null for a robot)";
  std::array<EventPlayer, 2> players;
  bool registrant_plays = false;
  for (std::size_t i = 0; i < 2; ++i) {
    const json& p = m["players"][i];
    if (p.is_null()) {
      players[i] = EventPlayer{0, "Robot"};
      continue;
    }
    const std::string where = "field \"players\"[" + std::to_string(i) + "]";
    if (!p.is_string() || p.get<std::string>().empty() || p.get<std::string>().size() > 64)
      return where + " must be a player's name or null for a robot";
    const std::optional<UserRecord> user = storage_.find_user(p.get<std::string>());
    if (!user) return where + ": there is no player called " + p.get<std::string>();
    if (events_.pair_of_user(id, user->id)) return where + ": " + user->name + " is already registered";
    players[i] = EventPlayer{user->id, user->name};
    registrant_plays = registrant_plays || user->id == c->user_id;
  }
  if (!players[0].robot() && players[0].user_id == players[1].user_id)
    return "field \"players\": a pair is two different players";
  const bool director = e->director == c->user_id;
  if (!director && !registrant_plays) return "you may register only a pair you play in (the director may register any)";
  if (!director && players[0].robot() && players[1].robot()) return "only the director may register a pair of robots";
  if (static_cast<int>(events_.pairs(id).size()) >= kMaxPairs)
    return event_name(id) + " is full (" + std::to_string(kMaxPairs) + " pairs)";
  const EventPair pair = events_.register_pair(id, players);
  event_changed(id);
  send_json(*c, {{"type", "pair_registered"}, {"event", id}, {"pair", event_pair_json(*e, pair)}});
  return "";
}

std::string Lobby::on_start_event(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  std::lock_guard rounds(event_rounds_mutex_);
  std::string error;
  std::optional<EventRecord> e = requested_event(events_, f, error);
  if (!e) return error;
  const std::int64_t id = e->id;
  if (e->director != c->user_id) return "only the director of " + event_name(id) + " may start it";
  if (e->state != EventState::Registering) return event_name(id) + " has already started";
  const int pairs = static_cast<int>(events_.pairs(id).size());
  const MovementChoice choice = choose_movement(e->movement, pairs);
  if (choice.kind.empty()) return choice.problem;
  e->movement = choice.kind;
  e->pairs = pairs;
  if (const int teams = pairs / 2; e->movement == "swiss" && e->rounds > swiss_rounds_possible(teams))
    return std::to_string(teams) + " Swiss teams play at most " + std::to_string(swiss_rounds_possible(teams)) +
           " rounds without two teams meeting twice, not " + std::to_string(e->rounds);
  const field::Movement movement = event_movement(*e);
  // Every round opens its tables at once: the server must have room for
  // the busiest round before anything is stored.
  const std::size_t needed = tables_per_round(movement);
  const std::size_t open = table_count();
  const std::size_t free = open < options_.max_tables ? options_.max_tables - open : 0;
  if (needed > free)
    return event_name(id) + " needs " + std::to_string(needed) + " tables a round and the server has " +
           std::to_string(free) + " free (of " + std::to_string(options_.max_tables) +
           "); start it when tables have closed, or with fewer pairs";
  Xoshiro256 mixer(options_.deal_seed ? *options_.deal_seed ^ 0xE7E27u ^ static_cast<std::uint64_t>(id)
                                      : random_seed());
  DealGenerator generator(mixer.next());
  for (int board = 1; board <= movement.board_sets * e->boards_per_round; ++board)
    e->deals.push_back(generator.next().to_pbn());
  e->state = EventState::Running;
  e->round = 1;
  events_.update(*e);
  open_round(*e);
  event_changed(id);
  send_json(*c, {{"type", "event_started"}, {"event", event_summary_json(*e, c->user_name, pairs)}});
  return "";
}

std::set<int> Lobby::visible_event_boards(const EventRecord& e, std::int64_t viewer) {
  std::set<int> visible;
  const int all = static_cast<int>(e.deals.size());
  const std::optional<EventPair> own = events_.pair_of_user(e.id, viewer);
  // The director who does not play, and everyone once it is over.
  if (e.state == EventState::Finished || (!own && e.director == viewer && viewer != 0)) {
    for (int b = 1; b <= all; ++b) visible.insert(b);
    return visible;
  }
  if (!own) return visible;
  visible = events_.boards_finished(e.id, own->pair);
  // Boards the pair will never play hide nothing from it.
  const std::set<int> due = events_.boards_due(e, own->pair);
  for (int b = 1; b <= all; ++b)
    if (!due.count(b)) visible.insert(b);
  return visible;
}

std::string Lobby::on_event(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  std::string error;
  const std::optional<EventRecord> e = requested_event(events_, f, error);
  if (!e) return error;
  send_json(*c, event_page_json(*e, events_.results(e->id), c->user_id));
  event_watchers_.watch(c, e->id, c->user_id);
  return "";
}

json Lobby::event_page_json(const EventRecord& e, const field::PairsEventResults& results, std::int64_t viewer) {
  const std::int64_t id = e.id;
  const std::vector<EventPair> pairs = events_.pairs(id);
  json pair_list = json::array();
  for (const EventPair& p : pairs) pair_list.push_back(event_pair_json(e, p));
  const std::set<int> visible = visible_event_boards(e, viewer);
  json travellers = json::array();
  for (const field::Traveller& t : results.travellers)
    if (visible.count(t.board)) travellers.push_back(traveller_json(t, e.scoring));
  json hidden = json::array();
  for (int b = 1; b <= static_cast<int>(e.deals.size()); ++b)
    if (!visible.count(b)) hidden.push_back(b);
  json yours = nullptr;
  if (const std::optional<EventPair> own = events_.pair_of_user(id, viewer)) {
    yours = {{"pair", own->pair}, {"table", nullptr}, {"seat", nullptr}};
    for (const EventTable& t : events_.tables(id)) {
      if (t.round != e.round || e.state != EventState::Running) continue;
      if (t.north_south != own->pair && t.east_west != own->pair) continue;
      const std::array<Seat, 2> seats = seats_of(t.north_south == own->pair);
      const int k = own->players[0].user_id == viewer ? 0 : 1;
      yours["table"] = t.table_id;
      yours["seat"] = seat_string(seats[static_cast<std::size_t>(k)]);
    }
  }
  json match = nullptr;
  // The match as far as the viewer may see it.
  if (const std::optional<field::TeamMatchResult> teams = events_.team_match(id, visible))
    match = team_match_json(*teams);
  json swiss = nullptr;
  if (const std::optional<field::SwissTeamsResults> teams = events_.swiss_teams(id, visible))
    swiss = swiss_teams_json(*teams, pairs);
  return {{"type", "event"},
          {"event", event_summary_json(e, director_name(e), pairs.size())},
          {"match", match},
          {"swiss", swiss},
          {"pairs", pair_list},
          {"tables", event_tables_json(e, events_.tables(id), events_.results_per_table(id))},
          {"standings", event_standings_json(results, pairs)},
          {"travellers", travellers},
          {"hidden_boards", hidden},
          {"adjustments", event_adjustments_json(e, events_.adjustments(id))},
          {"directing", e.director == viewer},
          {"yours", yours}};
}

void Lobby::push_event_pages() {
  // One push at a time: a page computed later is never sent before one
  // computed earlier.
  std::lock_guard pushing(event_pages_mutex_);
  for (const auto& [id, watchers] : event_watchers_.take_changes()) {
    const std::optional<EventRecord> e = events_.find(id);
    if (!e) continue;
    // The results are scored once; each watcher sees what they may.
    const field::PairsEventResults results = events_.results(id);
    for (const EventWatchers::Watcher& w : watchers) send_json(*w.connection, event_page_json(*e, results, w.viewer));
  }
}

void Lobby::event_board_finished(std::int64_t event_id) {
  event_boards_finished_ = true;
  event_changed(event_id);
}

void Lobby::event_changed(std::int64_t event_id) {
  event_watchers_.changed(event_id);
  // The pages go out now rather than on the next tick; from the lobby's
  // own context, since the caller may hold a room's lock and a round that
  // ends opens the next one's tables.
  boost::asio::post(io_, [self = weak_from_this()] {
    auto lobby = self.lock();
    if (!lobby) return;
    try {
      lobby->advance_events();
      lobby->push_event_pages();
    } catch (const StorageError& e) {
      std::cerr << "tenace serve: storage failure: " << e.what() << "\n";
      std::abort();
    } catch (const std::exception& e) {
      std::cerr << "tenace serve: event pages not sent: " << e.what() << "\n";
    }
  });
}

std::string Lobby::on_director(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  std::string error;
  const std::optional<EventRecord> e = requested_event(events_, f, error);
  if (!e) return error;
  const std::int64_t id = e->id;
  if (e->director != c->user_id) return "only the director of " + event_name(id) + " may do that";
  std::string action;
  if (!f.choice("action", {"adjust", "substitute", "end_round"}, action)) return f.error;
  if (action.empty()) return "missing field \"action\"";
  if (action == "adjust") error = director_adjust(*e, m);
  else if (action == "substitute") error = director_substitute(*e, m);
  else error = director_end_round(*e);
  if (!error.empty()) return error;
  event_changed(id);
  send_json(*c, {{"type", "director_done"}, {"event", id}, {"action", action}});
  return "";
}

std::string Lobby::director_adjust(const EventRecord& e, const json& m) {
  Fields f{m, {}};
  if (e.state == EventState::Registering) return event_name(e.id) + " has not started";
  auto pair = f.integer("pair", 1, e.pairs);
  if (!pair) return f.error;
  auto board = f.integer("board", 1, static_cast<std::int64_t>(e.deals.size()));
  if (!board) return f.error;
  auto kind_name = f.string("kind", 32);
  if (!kind_name) return f.error;
  const std::optional<field::AdjustmentKind> kind = field::parse_adjustment(*kind_name);
  if (!kind)
    return "field \"kind\" must be \"average_plus\", \"average\", \"average_minus\" or \"artificial\"";
  field::AdjustedScore score{static_cast<int>(*board), static_cast<int>(*pair), *kind, 0};
  if (*kind == field::AdjustmentKind::Artificial) {
    const bool imps = e.scoring == field::FieldScoring::Imps;
    if (!m.contains("value") || !m["value"].is_number())
      return std::string("field \"value\" must be a number: the ") + (imps ? "IMPs" : "MP%") + " the board is worth";
    score.value = m["value"].get<double>();
    if (imps ? (score.value < -24 || score.value > 24) : (score.value < 0 || score.value > 100))
      return std::string("field \"value\" must be between ") + (imps ? "-24 and 24 IMPs" : "0 and 100 (MP%)");
  }
  if (!events_.boards_due(e, score.pair).count(score.board))
    return "pair " + std::to_string(score.pair) + " does not play board " + std::to_string(score.board);
  events_.adjust(EventAdjustment{e.id, score});
  return "";
}

std::string Lobby::director_substitute(const EventRecord& e, const json& m) {
  Fields f{m, {}};
  auto number = f.integer("pair", 1, kMaxPairs);
  if (!number) return f.error;
  std::optional<EventPair> pair = events_.pair(e.id, static_cast<int>(*number));
  if (!pair) return "field \"pair\": " + event_name(e.id) + " has no pair " + std::to_string(*number);
  auto slot = f.integer("player", 1, 2);
  if (!slot) return f.error;
  if (e.state == EventState::Finished) return event_name(e.id) + " has finished";
  EventPlayer player{0, "Robot"};
  if (!m.contains("name") || !(m["name"].is_null() || m["name"].is_string()))
    return "field \"name\" must be the new player's name, or null for a robot";
  if (m["name"].is_string()) {
    const std::optional<UserRecord> user = storage_.find_user(m["name"].get<std::string>());
    if (!user) return "field \"name\": there is no player called " + m["name"].get<std::string>();
    if (events_.pair_of_user(e.id, user->id)) return "field \"name\": " + user->name + " is already registered";
    player = EventPlayer{user->id, user->name};
  }
  const std::size_t k = static_cast<std::size_t>(*slot - 1);
  pair->players[k] = player;
  events_.replace_pair(*pair);
  // Mid-round, the seat at the pair's table changes hands at once (a board
  // under way is finished by the new player).
  if (e.state != EventState::Running) return "";
  for (const EventTable& t : events_.tables(e.id)) {
    if (t.round != e.round || (t.north_south != pair->pair && t.east_west != pair->pair)) continue;
    RoomPtr r = room(t.table_id);
    if (!r) continue;
    const Seat seat = seats_of(t.north_south == pair->pair)[k];
    {
      std::lock_guard lock(r->mutex);
      if (r->closed) continue;
      if (const std::optional<Occupant> old = r->table->occupant(seat)) {
        TableEvent leave;
        leave.kind = EventKind::Leave;
        leave.seat = seat;
        if (Status s = commit(*r, leave); !s) return "the seat could not be freed: " + s.message();
        if (!old->robot) std::erase_if(r->members, [&](const Member& mm) { return mm.user_id == old->user_id; });
        r->robots[index(seat)].reset();
      }
      seat_event_player(*r, seat, player);
      schedule_robots(r);
    }
    tell_event_seat(e, t, seat, player);
  }
  return "";
}

std::string Lobby::director_end_round(const EventRecord& e) {
  std::lock_guard rounds(event_rounds_mutex_);
  const std::optional<EventRecord> now = events_.find(e.id);
  if (!now || now->state != EventState::Running) return event_name(e.id) + " is not running";
  next_round(*now);
  return "";
}

void Lobby::seat_event_player(Room& r, Seat seat, const EventPlayer& player) {
  if (player.robot()) {
    seat_robot(r, seat);
    return;
  }
  // The person's seat is kept for them: until they come (and while they
  // are away) the table's absence policy lets a robot stand in.
  TableEvent sit;
  sit.kind = EventKind::Sit;
  sit.seat = seat;
  sit.user_id = player.user_id;
  sit.name = player.name;
  if (commit(r, sit)) r.away_since[index(seat)] = Clock::now();
}

void Lobby::tell_event_seat(const EventRecord& e, const EventTable& t, Seat seat, const EventPlayer& player) {
  if (player.robot()) return;
  const json news = {{"type", "event_round"},   {"event", e.id},         {"round", t.round},
                     {"table", t.table_id},     {"movement_table", t.table},
                     {"seat", seat_string(seat)}};
  for (const auto& connection : connections_of(player.user_id)) send_json(*connection, news);
}

std::vector<field::Seating> Lobby::round_seatings(const EventRecord& e) {
  std::vector<field::Seating> seatings;
  if (e.movement == "swiss") {
    // Paired from the victory points of the rounds played (every board of
    // them): the same pairing however often it is asked for, since those
    // rounds are over.
    std::set<int> boards;
    for (int b = 1; b <= (e.round - 1) * e.boards_per_round; ++b) boards.insert(b);
    const std::optional<field::SwissTeamsResults> so_far = events_.swiss_teams(e.id, boards, e.round - 1);
    if (!so_far) return seatings;
    if (const std::optional<field::SwissRound> pairing = field::next_swiss_round(*so_far))
      seatings = field::swiss_round_seatings(e.round, *pairing);
    return seatings;
  }
  for (const field::Seating& s : event_movement(e).seatings)
    if (s.round == e.round) seatings.push_back(s);
  return seatings;
}

void Lobby::open_round(const EventRecord& e) {
  std::set<int> opened;
  for (const EventTable& t : events_.tables(e.id))
    if (t.round == e.round) opened.insert(t.table);
  const std::vector<EventPair> pairs = events_.pairs(e.id);
  auto pair_of = [&](int number) {
    for (const EventPair& p : pairs)
      if (p.pair == number) return p;
    return EventPair{e.id, number, {EventPlayer{0, "Robot"}, EventPlayer{0, "Robot"}}};
  };
  for (const field::Seating& s : round_seatings(e)) {
    // A pair sitting out has no table; a table opened before a restart
    // is not opened again.
    if (s.table == 0 || opened.count(s.table)) continue;
    TableSettings settings;
    settings.name = e.name + ": round " + std::to_string(s.round) + ", table " + std::to_string(s.table);
    settings.system = e.system;
    settings.board_limit = e.boards_per_round;
    settings.event_id = e.id;
    const std::int64_t id = storage_.create_table(settings, e.director);
    const EventTable table{e.id, s.round, s.table, s.board_set, s.north_south, s.east_west, id};
    events_.add_table(table);
    auto r = std::make_shared<Room>(make_table(id, settings));
    r->creator = e.director;
    {
      std::lock_guard lock(rooms_mutex_);
      rooms_[id] = r;
    }
    std::vector<std::pair<Seat, EventPlayer>> seated;
    {
      std::lock_guard lock(r->mutex);
      for (const bool north_south : {true, false}) {
        const EventPair pair = pair_of(north_south ? s.north_south : s.east_west);
        const std::array<Seat, 2> seats = seats_of(north_south);
        for (std::size_t k = 0; k < 2; ++k) {
          seat_event_player(*r, seats[k], pair.players[k]);
          seated.emplace_back(seats[k], pair.players[k]);
        }
      }
      deal_if_ready(*r);
      schedule_robots(r);
    }
    for (const auto& [seat, player] : seated) tell_event_seat(e, table, seat, player);
    lobby_changed(id);
  }
}

void Lobby::next_round(EventRecord e) {
  rate_round(e);
  // The round's tables close (their boards stay in the history); a board
  // left unplayed has no result, for the director to adjust.
  for (const EventTable& t : events_.tables(e.id))
    if (t.round == e.round)
      if (RoomPtr r = room(t.table_id)) close_room(r);
  const field::Movement movement = event_movement(e);
  EventRecord next = e;
  ++next.round;
  // A Swiss event ends early when no pairing of the next round avoids
  // a repeat.
  if (e.round >= rounds_played(e, movement) || round_seatings(next).empty()) {
    e.state = EventState::Finished;
    events_.update(e);
  } else {
    events_.update(next);
    open_round(next);
  }
  // Once the new state is stored: a page pushed before would show the
  // round still running.
  event_changed(e.id);
}

void Lobby::advance_events() {
  if (!event_boards_finished_.exchange(false)) return;
  std::lock_guard rounds(event_rounds_mutex_);
  for (const EventRecord& e : events_.all()) {
    if (e.state != EventState::Running) continue;
    // Tables a crash kept from opening open now.
    open_round(e);
    const std::map<std::int64_t, int> finished = events_.results_per_table(e.id);
    bool done = true;
    for (const EventTable& t : events_.tables(e.id)) {
      if (t.round != e.round) continue;
      auto it = finished.find(t.table_id);
      done = done && it != finished.end() && it->second >= e.boards_per_round;
    }
    if (done) next_round(e);
  }
}

std::optional<TableEvent> Lobby::event_deal(const GameTable& table) const {
  const auto* bridge_table = dynamic_cast<const BridgeTable*>(&table);
  const std::optional<EventTable> t = events_.table_at(table.id());
  const std::optional<EventRecord> e = t ? events_.find(t->event_id) : std::nullopt;
  if (!bridge_table || !e || table.played_out()) return std::nullopt;
  const std::vector<int> boards = boards_of_set(*e, t->board_set);
  const std::size_t k = table.hands_finished();
  if (k >= boards.size()) return std::nullopt;
  const std::optional<Deal> deal = events_.deal(e->id, boards[k]);
  if (!deal) return std::nullopt;
  // The board keeps its number in the event, and with it its dealer and
  // vulnerability.
  TableEvent event = bridge_table->next_deal_of(*deal);
  const BoardConditions conditions = board_conditions(boards[k]);
  event.board = boards[k];
  event.dealer = conditions.dealer;
  event.vulnerability = conditions.vulnerability;
  return event;
}

std::string Lobby::event_seat_refusal(std::int64_t table_id, const Connection& c, Seat seat) {
  const std::optional<EventTable> t = events_.table_at(table_id);
  if (!t) return "";
  RoomPtr r = room(table_id);
  if (!r) return "";
  std::lock_guard lock(r->mutex);
  const auto& o = r->table->occupant(seat);
  if (o && !o->robot && o->user_id == c.user_id) return "";
  return "this table is " + event_name(t->event_id) + "'s: only the pairs the movement seats here play at it";
}

bool Lobby::may_see_event_table(std::int64_t table_id, std::int64_t viewer) {
  const std::optional<EventTable> t = events_.table_at(table_id);
  if (!t) return true;
  const std::optional<EventRecord> e = events_.find(t->event_id);
  if (!e || e->state == EventState::Finished) return true;
  // A player of the event sees another table's boards only once they have
  // played them (or will not).
  const std::optional<EventPair> own = events_.pair_of_user(e->id, viewer);
  if (!own) return true;
  if (t->north_south == own->pair || t->east_west == own->pair) return true;
  const std::set<int> visible = visible_event_boards(*e, viewer);
  for (int b : boards_of_set(*e, t->board_set))
    if (!visible.count(b)) return false;
  return true;
}

json Lobby::event_table_json(const GameTable& table) const {
  const std::optional<EventTable> t = events_.table_at(table.id());
  const std::optional<EventRecord> e = t ? events_.find(t->event_id) : std::nullopt;
  if (!e) return nullptr;
  return {{"id", e->id},
          {"name", e->name},
          {"round", t->round},
          {"table", t->table},
          {"boards", boards_of_set(*e, t->board_set)},
          {"round_over", table.played_out()}};
}

std::string Lobby::event_next_refusal(const GameTable& table) const {
  const std::optional<EventTable> t = events_.table_at(table.id());
  if (!t || !table.played_out()) return "";
  return "round " + std::to_string(t->round) + " of " + event_name(t->event_id) +
         " is over at this table: the next round opens when every table has played its boards"
         " (the event page shows the standings meanwhile)";
}

}  // namespace tenace::server
