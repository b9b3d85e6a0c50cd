#include "server/table_event.h"

#include <array>
#include <nlohmann/json.hpp>

namespace tenace::server {
namespace {

constexpr std::array<std::string_view, 17> kNames = {
    "sit",           "robot",    "leave",    "deal",    "call",   "ask",   "explain", "card",  "claim",
    "claim_response", "undo_request", "undo_response", "discard", "exchange", "declare", "choose", "renege"};

}  // namespace

std::string_view event_kind_name(EventKind kind) { return kNames[static_cast<std::size_t>(kind)]; }

std::string to_storage(const TableEvent& e) {
  nlohmann::json j;
  j["k"] = event_kind_name(e.kind);
  j["s"] = std::string(1, seat_char(e.seat));
  if (e.user_id) j["u"] = e.user_id;
  if (!e.name.empty()) j["n"] = e.name;
  if (!e.call.empty()) j["c"] = e.call;
  if (!e.card.empty()) j["d"] = e.card;
  if (!e.text.empty()) j["t"] = e.text;
  if (!e.deal.empty()) j["deal"] = e.deal;
  if (e.board) j["b"] = e.board;
  if (e.index) j["i"] = e.index;
  if (e.tricks) j["tr"] = e.tricks;
  if (e.accept) j["a"] = true;
  if (e.kind == EventKind::Deal) {
    j["dealer"] = std::string(1, seat_char(e.dealer));
    j["vul"] = vulnerability_name(e.vulnerability);
  }
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Result<TableEvent> from_storage(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object() || !j.contains("k")) return Error{"stored event is not an object with a kind"};
  TableEvent e;
  const std::string kind = j.value("k", "");
  bool found = false;
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == kind) {
      e.kind = static_cast<EventKind>(i);
      found = true;
    }
  }
  if (!found) return Error{"unknown stored event kind '" + kind + "'"};
  const std::string seat = j.value("s", "N");
  e.seat = seat_from_char(seat.empty() ? 'N' : seat[0]).value_or(Seat::North);
  e.user_id = j.value("u", std::int64_t{0});
  e.name = j.value("n", "");
  e.call = j.value("c", "");
  e.card = j.value("d", "");
  e.text = j.value("t", "");
  e.deal = j.value("deal", "");
  e.board = j.value("b", 0);
  e.index = j.value("i", 0);
  e.tricks = j.value("tr", 0);
  e.accept = j.value("a", false);
  const std::string dealer = j.value("dealer", "N");
  e.dealer = seat_from_char(dealer.empty() ? 'N' : dealer[0]).value_or(Seat::North);
  e.vulnerability = parse_vulnerability(j.value("vul", "None")).value_or(Vulnerability::None);
  return e;
}

}  // namespace tenace::server
