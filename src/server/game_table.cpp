#include "server/game_table.h"

#include <algorithm>

namespace tenace::server {

std::string_view table_phase_name(TablePhase phase) {
  switch (phase) {
    case TablePhase::Waiting: return "waiting";
    case TablePhase::Auction: return "auction";
    case TablePhase::Play: return "play";
    case TablePhase::Finished: return "finished";
  }
  return "waiting";
}

std::string seat_string(Seat seat) { return std::string(1, seat_char(seat)); }

nlohmann::json cards_json(Hand hand) {
  nlohmann::json cards = nlohmann::json::array();
  for (Card joker : {Card::big_joker(), Card::little_joker()})
    if (hand.contains(joker)) cards.push_back(joker.to_string());
  for (Suit suit : kSuitsHighFirst) {
    for (int rank = 14; rank >= 2; --rank) {
      const Card card(suit, static_cast<Rank>(rank));
      if (hand.contains(card)) cards.push_back(card.to_string());
    }
  }
  return cards;
}

bool GameTable::is_player_seat(Seat seat) const {
  const std::vector<Seat> seats = player_seats();
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

bool GameTable::all_seated() const {
  const std::vector<Seat> seats = player_seats();
  return std::all_of(seats.begin(), seats.end(), [&](Seat s) { return seats_[index(s)].has_value(); });
}

bool GameTable::all_robots() const {
  const std::vector<Seat> seats = player_seats();
  return std::all_of(seats.begin(), seats.end(), [&](Seat s) { return seats_[index(s)] && seats_[index(s)]->robot; });
}

std::optional<Seat> GameTable::seat_of_user(std::int64_t user_id) const {
  for (Seat s : kAllSeats) {
    const auto& o = seats_[index(s)];
    if (o && !o->robot && o->user_id == user_id) return s;
  }
  return std::nullopt;
}

Status GameTable::apply(const TableEvent& e) {
  Status status;
  const bool seat_change = e.kind == EventKind::Sit || e.kind == EventKind::Robot || e.kind == EventKind::Leave;
  if (seat_change && !is_player_seat(e.seat))
    return Error{std::string("seat ") + seat_char(e.seat) + " is not a player's seat in " +
                 std::string(game_name(game_kind()))};
  auto& seat = seats_[index(e.seat)];
  switch (e.kind) {
    case EventKind::Sit:
      if (seat) return Error{std::string("seat ") + seat_char(e.seat) + " is taken"};
      seat = Occupant{e.user_id, e.name, false};
      break;
    case EventKind::Robot:
      if (seat) return Error{std::string("seat ") + seat_char(e.seat) + " is taken"};
      seat = Occupant{0, e.name.empty() ? "robot" : e.name, true};
      break;
    case EventKind::Leave:
      if (!seat) return Error{std::string("seat ") + seat_char(e.seat) + " is empty"};
      seat.reset();
      break;
    default: status = apply_move(e); break;
  }
  if (status) ++events_;
  return status;
}

nlohmann::json GameTable::seats_json(const std::array<bool, 4>* connected) const {
  nlohmann::json seats = nlohmann::json::object();
  for (Seat s : player_seats()) {
    const auto& o = seats_[index(s)];
    if (!o) {
      seats[seat_string(s)] = nullptr;
      continue;
    }
    nlohmann::json entry = {{"name", o->name}, {"robot", o->robot}};
    if (connected) entry["connected"] = o->robot || (*connected)[index(s)];
    seats[seat_string(s)] = entry;
  }
  return seats;
}

nlohmann::json GameTable::lobby_json(int kibitzers, const std::array<bool, 4>& present) const {
  return {{"id", id()},
          {"name", settings_.name},
          {"game", std::string(game_name(game_kind()))},
          {"scoring", std::string(scoring_name(settings_.scoring))},
          {"kibitzers_see_all", settings_.kibitzers_see_all},
          {"think_seconds", settings_.think_seconds},
          {"system", settings_.system},
          {"phase", std::string(table_phase_name(phase()))},
          {"board", hand_number()},
          {"kibitzers", kibitzers},
          {"seats", seats_json(&present)}};
}

}  // namespace tenace::server
