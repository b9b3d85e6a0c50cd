// WhistTable's moves as players send them (docs/protocol.md, "The whist
// family"): each message type read into the TableEvent it asks for.
#include "server/message_fields.h"
#include "server/whist_table.h"

namespace tenace::server {

Result<RequestedMove> WhistTable::move_from_message(Seat seat, const std::string& type,
                                                    const nlohmann::json& m) const {
  Fields f{m, {}};
  TableEvent e;
  e.seat = seat;
  std::string prefix;
  if (type == "call") {
    auto text = f.string("call", 16);
    if (!text) return Error{f.error};
    std::optional<WhistCall> call = WhistCall::parse(*text);
    if (!call) return Error{"'" + *text + "' is not a whist call (Pass, 1U ... 7U, 1D ... 7D, 1N ... 7N)"};
    e.kind = EventKind::Call;
    e.call = call->to_string();
    prefix = "illegal call " + e.call + ": ";
  } else if (type == "exchange" && m.contains("pick")) {
    // A face-down draw: the pick-th of the discards that are not jokers.
    auto pick = f.integer("pick", 0, 1);
    if (!pick) return Error{f.error};
    const Hand takeable = exchange_choices();
    if (*pick >= takeable.size()) return Error{"there is no discard number " + std::to_string(*pick) + " to take"};
    auto it = takeable.begin();
    for (std::int64_t i = 0; i < *pick; ++i) ++it;
    e.kind = EventKind::Exchange;
    e.card = (*it).to_string();
    prefix = "cannot take a discard: ";
  } else if (type == "play" || type == "exchange") {
    auto text = f.string("card", 8);
    if (!text) return Error{f.error};
    std::optional<Card> card = Card::parse(*text);
    if (!card) return Error{"'" + *text + "' is not a card (like SA, HT, C2, BJ, LJ)"};
    e.kind = type == "play" ? EventKind::Card : EventKind::Exchange;
    e.card = card->to_string();
    prefix = (type == "play" ? "cannot play " : "cannot take ") + e.card + ": ";
  } else if (type == "discard") {
    if (!m.contains("cards") || !m["cards"].is_array() || m["cards"].size() != 2)
      return Error{"field \"cards\" must list the two cards discarded"};
    for (const auto& card : m["cards"]) {
      const std::optional<Card> parsed = card.is_string() ? Card::parse(card.get<std::string>()) : std::nullopt;
      if (!parsed) return Error{"field \"cards\" must hold cards (like SA, HT, BJ)"};
      e.card += (e.card.empty() ? "" : " ") + parsed->to_string();
    }
    e.kind = EventKind::Discard;
    prefix = "cannot discard: ";
  } else if (type == "declare") {
    auto text = f.string("declaration", 16);
    if (!text) return Error{f.error};
    const bool direction = *text == "uptown" || *text == "downtown";
    const bool suit = text->size() == 1 && std::string_view("SHDC").find((*text)[0]) != std::string_view::npos;
    if (!direction && !suit) return Error{"field \"declaration\" must be S, H, D, C, \"uptown\" or \"downtown\""};
    e.kind = EventKind::Declare;
    e.call = *text;
    prefix = "cannot declare " + e.call + ": ";
  } else if (type == "choose") {
    auto keep = f.boolean("keep");
    if (!keep) return Error{f.error};
    e.kind = EventKind::Choose;
    e.accept = *keep;
    prefix = "cannot choose: ";
  } else if (type == "renege") {
    auto book = f.integer("book", 1, 13);
    if (!book) return Error{f.error};
    e.kind = EventKind::Renege;
    e.index = static_cast<int>(*book);
    prefix = "cannot call a renege: ";
  } else {
    return Error{"'" + type + "' is not a move in " + std::string(game_name(game_kind()))};
  }
  return RequestedMove{e, prefix};
}

}  // namespace tenace::server
