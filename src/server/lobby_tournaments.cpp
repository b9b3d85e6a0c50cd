// The lobby's robot tournaments (tournaments.h): messages to list, make,
// enter and read tournaments, the tables they open, and each table's news
// after a board (docs/protocol.md, "Tournaments").
#include <chrono>

#include "core/random_deal.h"
#include "server/bridge_table_json.h"
#include "server/lobby.h"
#include "server/message_fields.h"
#include "server/name_rules.h"
#include "server/passwords.h"
#include "server/random_seed.h"
#include "server/robot_factory.h"
#include "server/tournament_export.h"
#include "server/tournament_json.h"

namespace tenace::server {

using nlohmann::json;

std::int64_t now_seconds() {
  using namespace std::chrono;
  return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

namespace {

constexpr int kMaxBoards = 36;
constexpr std::size_t kMaxTournamentName = 60;
// Tournaments one user may have open (not yet ended) at once.
constexpr std::size_t kOpenTournamentsPerUser = 3;

// An optional integer field: `fallback` when absent.
std::optional<std::int64_t> integer_or(Fields& f, const char* key, std::int64_t low, std::int64_t high,
                                       std::int64_t fallback) {
  if (!f.has(key)) return fallback;
  return f.integer(key, low, high);
}

json rating_json(const RatingRecord& r) {
  return {{"rating", std::lround(r.rating)}, {"deviation", std::lround(r.deviation)}};
}

RatingPeriod tournament_period(std::int64_t tournament_id) { return {RatingSource::Tournament, tournament_id, 0}; }

}  // namespace

bool Lobby::plays_unwatched(const GameTable& table) {
  // An event table plays its round whoever watches: its absent people's
  // robots stand in, and the next round waits for it.
  const bool reference = table.settings().tournament != 0 && table.all_robots();
  return (reference || table.settings().event_id != 0) && !table.played_out();
}

void Lobby::tournaments_changed() { tournaments_changed_ = true; }

std::string Lobby::on_tournaments(const std::shared_ptr<Connection>& c) {
  const std::int64_t now = now_seconds();
  json list = json::array();
  for (const TournamentRecord& t : tournaments_.all()) {
    // Ended tournaments stay listed for a day, for their results.
    if (now >= t.ends + 24 * 3600) continue;
    const std::vector<TournamentEntry> entries = tournaments_.entries(t.id);
    std::size_t people = 0;
    for (const TournamentEntry& e : entries) people += e.user_id != 0;
    const std::optional<TournamentEntry> yours = tournaments_.entry_of_user(t.id, c->user_id);
    const int finished = yours ? static_cast<int>(tournaments_.boards_finished(*yours).size()) : 0;
    list.push_back(tournament_summary_json(t, people, now, yours, finished));
  }
  send_json(*c, {{"type", "tournaments"},
                 {"tournaments", list},
                 {"user", c->user_name},
                 {"rating", rating_json(tournaments_.rating_of(c->user_id))}});
  return "";
}

std::string Lobby::on_create_tournament(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  TournamentRecord t;
  auto name = f.string("name", kMaxTournamentName, false);
  if (!f.error.empty()) return f.error;
  if (name) {
    if (std::string problem = text_name_problem("name", *name); !problem.empty()) return problem;
  }
  t.name = name && !name->empty() ? *name : c->user_name + "'s tournament";
  auto boards = integer_or(f, "boards", 1, kMaxBoards, 8);
  if (!boards) return f.error;
  if (auto scoring = f.string("scoring", 16, false); scoring) {
    const std::optional<field::FieldScoring> s = field::parse_field_scoring(*scoring);
    if (!s) return "field \"scoring\" must be \"matchpoints\" or \"imps\"";
    t.scoring = *s;
  } else if (!f.error.empty()) {
    return f.error;
  }
  if (!f.choice("system", table_systems(), t.system)) return f.error;
  auto starts_in = integer_or(f, "starts_in_minutes", 0, 7 * 24 * 60, 0);
  if (!starts_in) return f.error;
  auto minutes = integer_or(f, "minutes", 5, 7 * 24 * 60, 24 * 60);
  if (!minutes) return f.error;
  auto think = integer_or(f, "think_seconds", 0, 600, 0);
  if (!think) return f.error;
  auto board_seconds = integer_or(f, "board_seconds", 0, 3600, 0);
  if (!board_seconds) return f.error;
  auto reference = integer_or(f, "reference_tables", 0, 4, 2);
  if (!reference) return f.error;

  const std::int64_t now = now_seconds();
  std::size_t open_by_user = 0;
  for (const TournamentRecord& other : tournaments_.all())
    if (other.creator == c->user_id && now < other.ends) ++open_by_user;
  if (open_by_user >= kOpenTournamentsPerUser)
    return "you already run " + std::to_string(open_by_user) + " tournaments; wait until one ends";
  if (std::string limit = creation_limit(*c); !limit.empty()) return limit;

  t.creator = c->user_id;
  t.starts = now + *starts_in * 60;
  t.ends = t.starts + *minutes * 60;
  t.think_seconds = static_cast<int>(*think);
  t.board_seconds = static_cast<int>(*board_seconds);
  t.reference_tables = static_cast<int>(*reference);
  Xoshiro256 mixer(options_.deal_seed ? *options_.deal_seed ^ 0x7A11E5u : random_seed());
  DealGenerator generator(mixer.next());
  for (int board = 1; board <= *boards; ++board) t.deals.push_back(generator.next().to_pbn());
  t = tournaments_.create(std::move(t));
  start_reference_tables(t);
  tournaments_changed();
  send_json(*c, {{"type", "tournament_created"}, {"tournament", tournament_summary_json(t, 0, now, std::nullopt, 0)}});
  return "";
}

Lobby::RoomPtr Lobby::open_tournament_table(const TournamentRecord& t, const TournamentEntry& entrant) {
  TableSettings settings;
  settings.name = t.name + ": " + entrant.name;
  settings.system = t.system;
  settings.think_seconds = t.think_seconds;
  settings.tournament = t.id;
  settings.board_limit = static_cast<int>(t.deals.size());
  const std::int64_t id = storage_.create_table(settings, entrant.user_id);
  TournamentEntry entry = entrant;
  entry.table_id = id;
  tournaments_.add_entry(entry);
  auto r = std::make_shared<Room>(make_table(id, settings));
  r->creator = entrant.user_id;
  r->idle_since = Clock::now();
  {
    std::lock_guard lock(rooms_mutex_);
    rooms_[id] = r;
  }
  std::lock_guard lock(r->mutex);
  // A person sits South, with a robot partner North; a reference table is
  // robots all round.
  for (Seat seat : kAllSeats)
    if (entrant.user_id == 0 || seat != Seat::South) seat_robot(*r, seat);
  return r;
}

void Lobby::start_reference_tables(const TournamentRecord& t) {
  for (int k = 1; k <= t.reference_tables; ++k) {
    TournamentEntry robots{t.id, 0, 0, "Robots " + std::to_string(k)};
    RoomPtr r = open_tournament_table(t, robots);
    std::lock_guard lock(r->mutex);
    deal_if_ready(*r);
    schedule_robots(r);
  }
}

std::string Lobby::on_enter(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto id = f.integer("tournament", 1, INT64_MAX);
  if (!id) return f.error;
  const std::optional<TournamentRecord> t = tournaments_.find(*id);
  if (!t) return "there is no tournament " + std::to_string(*id);
  std::optional<TournamentEntry> entry = tournaments_.entry_of_user(*id, c->user_id);
  if (!entry) {
    const std::string state = tournament_state(*t, now_seconds());
    if (state == "upcoming") return "tournament " + std::to_string(*id) + " has not started yet";
    if (state == "ended") return "tournament " + std::to_string(*id) + " has ended; see its results";
    if (std::string refusal = seat_elsewhere(*c, 0, c->table_id); !refusal.empty()) return refusal;
    if (std::string limit = creation_limit(*c); !limit.empty()) return limit;
    open_tournament_table(*t, TournamentEntry{*id, 0, c->user_id, c->user_name});
    entry = tournaments_.entry_of_user(*id, c->user_id);
    tournaments_changed();
  } else if (!room(entry->table_id)) {
    return "you have played tournament " + std::to_string(*id) + "; see its results";
  }
  send_json(*c, {{"type", "entered"}, {"tournament", *id}, {"table", entry->table_id}});
  // Sitting down deals the first board (or resumes the seat).
  return on_sit(c, json{{"table", entry->table_id}, {"seat", "S"}});
}

std::string Lobby::on_tournament(const std::shared_ptr<Connection>& c, const json& m) {
  Fields f{m, {}};
  auto id = f.integer("tournament", 1, INT64_MAX);
  if (!id) return f.error;
  std::optional<json> reply = tournament_results(*id, c->user_id);
  if (!reply) return "there is no tournament " + std::to_string(*id);
  (*reply)["type"] = "tournament";
  send_json(*c, *reply);
  return "";
}

std::set<int> Lobby::visible_boards(const TournamentRecord& t, std::int64_t viewer) {
  std::set<int> visible;
  if (const std::optional<TournamentEntry> own = tournaments_.entry_of_user(t.id, viewer))
    visible = tournaments_.boards_finished(*own);
  if (tournament_state(t, now_seconds()) == "ended" || visible.size() == t.deals.size())
    for (int b = 1; b <= static_cast<int>(t.deals.size()); ++b) visible.insert(b);
  return visible;
}

std::optional<json> Lobby::tournament_results(std::int64_t tournament_id, std::int64_t viewer) {
  const std::optional<TournamentRecord> t = tournaments_.find(tournament_id);
  if (!t) return std::nullopt;
  const std::set<int> visible = visible_boards(*t, viewer);
  std::set<std::string> people;
  for (const TournamentEntry& e : tournaments_.entries(tournament_id))
    if (e.user_id != 0) people.insert(e.name);
  json reply = tournament_results_json(*t, tournaments_.results(tournament_id), people, visible, now_seconds());
  reply["yours"] = nullptr;
  if (const std::optional<TournamentEntry> yours = tournaments_.entry_of_user(tournament_id, viewer)) {
    json mine = {{"entrant", yours->name},
                 {"table", yours->table_id},
                 {"boards_finished", tournaments_.boards_finished(*yours).size()},
                 {"rating", nullptr}};
    if (std::optional<RatingChange> change =
            stored_change(storage_.rating_history(viewer), tournament_period(tournament_id)))
      mine["rating"] = {{"before", rating_json(change->before)}, {"after", rating_json(change->after)}};
    reply["yours"] = mine;
  }
  return reply;
}

std::optional<TableEvent> Lobby::tournament_deal(const GameTable& table) const {
  const auto* bridge_table = dynamic_cast<const BridgeTable*>(&table);
  const int board = static_cast<int>(table.hands_finished()) + 1;
  const std::optional<Deal> deal = tournaments_.deal(table.settings().tournament, board);
  if (!bridge_table || !deal || table.played_out()) return std::nullopt;
  return bridge_table->next_deal_of(*deal);
}

void Lobby::refresh_tournament_view(Room& r) {
  const GameTable& table = *r.table;
  const std::int64_t id = table.settings().tournament;
  const std::optional<TournamentRecord> t = tournaments_.find(id);
  if (!t || table.hands_finished() == 0) return;
  const int board = static_cast<int>(table.hands_finished());
  const field::FieldResults results = tournaments_.results(id);
  json view = {{"board", board}, {"traveller", nullptr}, {"finished", nullptr}};
  for (const field::Traveller& tr : results.travellers)
    if (tr.board == board) view["traveller"] = traveller_json(tr, t->scoring);
  const std::optional<TournamentEntry> entry = tournaments_.entry_at_table(table.id());
  if (table.played_out() && entry && entry->user_id != 0) {
    json finished = {{"standing", nullptr}, {"entrants", results.standings.size()}, {"rating", nullptr}};
    for (const field::Standing& s : results.standings)
      if (s.entrant == entry->name) finished["standing"] = standing_json(s, true);
    // Rated once: a restart finds the stored change instead of rating again.
    std::optional<RatingChange> change = stored_change(storage_.rating_history(entry->user_id), tournament_period(id));
    if (!change) {
      change = tournaments_.rate(*entry, now_seconds());
      rating_changed(entry->user_id, change->after.rating);
    }
    finished["rating"] = {{"before", rating_json(change->before)}, {"after", rating_json(change->after)}};
    view["finished"] = finished;
  }
  r.tournament_view = view;
}

bool Lobby::may_see_table(std::int64_t table_id, std::int64_t viewer) {
  if (!may_see_event_table(table_id, viewer)) return false;
  const std::optional<TournamentEntry> entry = tournaments_.entry_at_table(table_id);
  if (!entry) return true;
  if (viewer != 0 && entry->user_id == viewer) return true;
  const std::optional<TournamentRecord> t = tournaments_.find(entry->tournament_id);
  return !t || visible_boards(*t, viewer).size() == t->deals.size();
}

std::int64_t Lobby::user_of_session(const std::string& token) {
  return storage_.session_user(token_digest(token)).value_or(0);
}

std::optional<std::string> Lobby::tournament_download(std::int64_t tournament_id, std::int64_t viewer,
                                                      std::string_view format, std::string& refusal) {
  const std::optional<TournamentRecord> t = tournaments_.find(tournament_id);
  if (!t) return std::nullopt;
  if (visible_boards(*t, viewer).size() != t->deals.size()) {
    refusal = "the boards of tournament " + std::to_string(tournament_id) +
              " are published when it ends (or to you once you have played them all)";
    return std::string();
  }
  if (format == "pbn") return tournament_results_pbn(*t, tournaments_.results(tournament_id));
  const std::vector<TournamentEntry> entries = tournaments_.entries(tournament_id);
  std::map<std::int64_t, std::vector<BoardRecord>> played;
  for (const TournamentEntry& e : entries) played[e.table_id] = finished_boards(e.table_id);
  return tournament_results_lin(*t, entries, played);
}

namespace {

// The entrant's seat at a tournament table.
constexpr Seat kEntrantSeat = Seat::South;

// Seconds a person has for each board at this table (0: no board clock).
int board_seconds_of(const Tournaments& tournaments, const GameTable& table) {
  if (table.settings().tournament == 0) return 0;
  const std::optional<TournamentRecord> t = tournaments.find(table.settings().tournament);
  const auto& entrant = table.occupant(kEntrantSeat);
  return t && entrant && !entrant->robot ? t->board_seconds : 0;
}

bool is_move(EventKind kind) { return kind == EventKind::Call || kind == EventKind::Card; }

}  // namespace

void Lobby::board_clock_after(Room& r, const TableEvent& e) {
  const int seconds = board_seconds_of(tournaments_, *r.table);
  if (seconds == 0) return;
  const GameTable& table = *r.table;
  const auto now = Clock::now();
  if (e.kind == EventKind::Deal) {
    // A new board: a full clock, and the entrant plays it again.
    if (r.board_time_out) r.stand_ins[index(kEntrantSeat)].reset();
    r.board_time_out = false;
    r.board_deadline = now + std::chrono::seconds(seconds);
    storage_.save_board_clock(table.id(), table.hand_number(), std::int64_t{seconds} * 1000);
    return;
  }
  if (!r.board_deadline || r.board_time_out) return;
  if (!table.hand_running()) {
    r.board_deadline.reset();
    return;
  }
  if (is_move(e.kind)) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*r.board_deadline - now).count();
    storage_.save_board_clock(table.id(), table.hand_number(), std::max<std::int64_t>(0, left));
  }
}

void Lobby::restore_board_clock(Room& r) {
  const int seconds = board_seconds_of(tournaments_, *r.table);
  if (seconds == 0 || !r.table->hand_running()) return;
  // The time left as stored at the last call or card (the time between it
  // and the stop is not counted: the server was not there to show it).
  const std::int64_t left =
      storage_.board_clock(r.table->id(), r.table->hand_number()).value_or(std::int64_t{seconds} * 1000);
  r.board_deadline = Clock::now() + std::chrono::milliseconds(left);
}

void Lobby::check_board_clock(const RoomPtr& r, Clock::time_point now) {
  if (!r->board_deadline || r->board_time_out || now < *r->board_deadline) return;
  if (!r->table->hand_running()) {
    r->board_deadline.reset();
    return;
  }
  r->board_time_out = true;
  storage_.save_board_clock(r->table->id(), r->table->hand_number(), 0);
  broadcast(*r, {{"kind", "board_time_out"}, {"seat", seat_string(kEntrantSeat)}});
  if (!r->stand_ins[index(kEntrantSeat)]) r->stand_ins[index(kEntrantSeat)] = new_robot(*r);
  lobby_changed(r->table->id());
  schedule_robots(r);
}

json Lobby::board_clock_json(const Room& r) const {
  const int seconds = board_seconds_of(tournaments_, *r.table);
  if (seconds == 0) return nullptr;
  json clock = {{"seconds", seconds}, {"remaining_ms", nullptr}, {"ran_out", r.board_time_out}};
  if (r.board_deadline && r.table->hand_running())
    clock["remaining_ms"] =
        r.board_time_out
            ? 0
            : std::max<std::int64_t>(
                  0, std::chrono::duration_cast<std::chrono::milliseconds>(*r.board_deadline - Clock::now()).count());
  return clock;
}

}  // namespace tenace::server
