// BridgeTable's moves as players send them (docs/protocol.md §2): each
// message type read into the TableEvent it asks for.
#include "core/call.h"
#include "core/card.h"
#include "server/bridge_table.h"
#include "server/message_fields.h"

namespace tenace::server {

Result<RequestedMove> BridgeTable::move_from_message(Seat seat, const std::string& type,
                                                     const nlohmann::json& m) const {
  Fields f{m, {}};
  TableEvent e;
  e.seat = seat;
  std::string prefix;
  if (type == "call") {
    auto text = f.string("call", 16);
    if (!text) return Error{f.error};
    auto alert = f.string("alert", kMaxExplanation, false);
    if (!f.error.empty()) return Error{f.error};
    std::optional<Call> call = Call::parse(*text);
    if (!call) return Error{"'" + *text + "' is not a call (Pass, X, XX, 1C ... 7NT)"};
    e.kind = EventKind::Call;
    e.call = call->to_string();
    e.text = alert.value_or("");
    prefix = "illegal call " + e.call + ": ";
  } else if (type == "ask" || type == "explain") {
    auto i = f.integer("index", 0, 400);
    if (!i) return Error{f.error};
    e.index = static_cast<int>(*i);
    e.kind = type == "ask" ? EventKind::Ask : EventKind::Explain;
    if (type == "explain") {
      auto text = f.string("text", kMaxExplanation);
      if (!text) return Error{f.error};
      e.text = *text;
    }
  } else if (type == "play") {
    auto text = f.string("card", 8);
    if (!text) return Error{f.error};
    std::optional<Card> card = Card::parse(*text);
    if (!card || card->is_joker()) return Error{"'" + *text + "' is not a card (like SA, HT, C2)"};
    e.kind = EventKind::Card;
    e.card = card->to_string();
    prefix = "cannot play " + e.card + ": ";
  } else if (type == "claim" || type == "concede") {
    e.kind = EventKind::Claim;
    if (type == "claim") {
      auto tricks = f.integer("tricks", 0, 13);
      if (!tricks) return Error{f.error};
      e.tricks = static_cast<int>(*tricks);
    }
    prefix = "cannot claim: ";
  } else if (type == "claim_response" || type == "undo_response") {
    auto accept = f.boolean("accept");
    if (!accept) return Error{f.error};
    e.kind = type == "claim_response" ? EventKind::ClaimResponse : EventKind::UndoResponse;
    e.accept = *accept;
  } else if (type == "undo") {
    e.kind = EventKind::UndoRequest;
    prefix = "cannot undo: ";
  } else {
    return Error{"'" + type + "' is not a move in bridge"};
  }
  return RequestedMove{e, prefix};
}

}  // namespace tenace::server
