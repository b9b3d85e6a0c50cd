// WhistTable's moves as players send them (docs/protocol.md, "The whist
// family"): each message type read into the TableEvent it asks for, and the
// hand's moves (bots/whist_move.h) as events and back.
#include "server/message_fields.h"
#include "server/whist_table.h"

namespace tenace::server {
namespace {

const char* const kCallForms = "(Pass, 1U ... 7U, 1D ... 7D, 1N ... 7N)";

// "S", "H", "D", "C" for a trump suit; "uptown" or "downtown" for no trump.
std::optional<WhistDeclaration> parse_declaration(const std::string& text) {
  if (text == "uptown") return WhistDeclaration{std::nullopt, WhistDirection::Uptown};
  if (text == "downtown") return WhistDeclaration{std::nullopt, WhistDirection::Downtown};
  for (Suit suit : kSuitsHighFirst)
    if (text.size() == 1 && text[0] == suit_char(suit)) return WhistDeclaration{suit, WhistDirection::Uptown};
  return std::nullopt;
}

std::string declaration_text(const WhistDeclaration& d) {
  if (d.trump) return std::string(1, suit_char(*d.trump));
  return d.direction == WhistDirection::Uptown ? "uptown" : "downtown";
}

Result<Card> card_of(const std::string& text) {
  std::optional<Card> card = Card::parse(text);
  if (!card) return Error{"'" + text + "' is not a card (like SA, HT, C2, BJ, LJ)"};
  return *card;
}

}  // namespace

TableEvent whist_move_event(const WhistMove& move, Seat chair) {
  TableEvent e;
  e.seat = chair;
  std::visit(
      [&](const auto& m) {
        using M = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<M, NonsenseChoice>) {
          e.kind = EventKind::Choose;
          e.accept = m == NonsenseChoice::DealtHand;
        } else if constexpr (std::is_same_v<M, WhistCall>) {
          e.kind = EventKind::Call;
          e.call = m.to_string();
        } else if constexpr (std::is_same_v<M, WhistDiscard>) {
          e.kind = EventKind::Discard;
          e.card = m.first.to_string() + " " + m.second.to_string();
        } else if constexpr (std::is_same_v<M, WhistExchange>) {
          e.kind = EventKind::Exchange;
          e.card = m.taken.to_string();
        } else if constexpr (std::is_same_v<M, WhistDeclaration>) {
          e.kind = EventKind::Declare;
          e.call = declaration_text(m);
        } else {
          e.kind = EventKind::Card;
          e.card = m.card.to_string();
        }
      },
      move);
  return e;
}

Result<WhistMove> whist_move_of(const TableEvent& e) {
  switch (e.kind) {
    case EventKind::Choose: return WhistMove(e.accept ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand);
    case EventKind::Call: {
      std::optional<WhistCall> call = WhistCall::parse(e.call);
      if (!call) return Error{"'" + e.call + "' is not a whist call " + kCallForms};
      return WhistMove(*call);
    }
    case EventKind::Discard: {
      Result<Hand> cards = parse_card_list(e.card);
      if (!cards || cards->size() != 2) return Error{"a discard is two different cards"};
      auto it = cards->begin();
      const Card first = *it;
      return WhistMove(WhistDiscard{first, *++it});
    }
    case EventKind::Exchange:
    case EventKind::Card: {
      Result<Card> card = card_of(e.card);
      if (!card) return card.error();
      if (e.kind == EventKind::Exchange) return WhistMove(WhistExchange{*card});
      return WhistMove(WhistCardPlayed{*card});
    }
    case EventKind::Declare: {
      std::optional<WhistDeclaration> d = parse_declaration(e.call);
      if (!d) return Error{"'" + e.call + "' is not a declaration (S, H, D, C, uptown, downtown)"};
      return WhistMove(*d);
    }
    default: return Error{"not a move in a whist hand: " + std::string(event_kind_name(e.kind))};
  }
}

Result<RequestedMove> WhistTable::move_from_message(Seat seat, const std::string& type,
                                                    const nlohmann::json& m) const {
  Fields f{m, {}};
  if (type == "renege" || type == "claim" || type == "concede" || type == "undo" || type == "undo_response" ||
      type == "claim_response") {
    TableEvent e;
    e.seat = seat;
    if (type == "renege") {
      auto book = f.integer("book", 1, 13);
      if (!book) return Error{f.error};
      e.kind = EventKind::Renege;
      e.index = static_cast<int>(*book);
      return RequestedMove{e, "cannot call a renege: "};
    }
    if (type == "claim" || type == "concede") {  // a concession claims no more tricks
      e.kind = EventKind::Claim;
      if (type == "claim") {
        auto tricks = f.integer("tricks", 0, 13);
        if (!tricks) return Error{f.error};
        e.tricks = static_cast<int>(*tricks);
      }
      return RequestedMove{e, "cannot claim: "};
    }
    if (type == "undo") {
      e.kind = EventKind::UndoRequest;
      return RequestedMove{e, "cannot undo: "};
    }
    auto accept = f.boolean("accept");
    if (!accept) return Error{f.error};
    e.kind = type == "claim_response" ? EventKind::ClaimResponse : EventKind::UndoResponse;
    e.accept = *accept;
    return RequestedMove{e, ""};
  }

  std::optional<WhistMove> move;
  std::string prefix;
  if (type == "call") {
    auto text = f.string("call", 16);
    if (!text) return Error{f.error};
    std::optional<WhistCall> call = WhistCall::parse(*text);
    if (!call) return Error{"'" + *text + "' is not a whist call " + kCallForms};
    move = *call;
    prefix = "illegal call " + call->to_string() + ": ";
  } else if (type == "exchange" && m.contains("pick")) {
    // A face-down draw: the pick-th of the discards that are not jokers.
    auto pick = f.integer("pick", 0, 1);
    if (!pick) return Error{f.error};
    const Hand takeable = exchange_choices();
    if (*pick >= takeable.size()) return Error{"there is no discard number " + std::to_string(*pick) + " to take"};
    auto it = takeable.begin();
    for (std::int64_t i = 0; i < *pick; ++i) ++it;
    move = WhistExchange{*it};
    prefix = "cannot take a discard: ";
  } else if (type == "play" || type == "exchange") {
    auto text = f.string("card", 8);
    if (!text) return Error{f.error};
    Result<Card> card = card_of(*text);
    if (!card) return card.error();
    if (type == "play") {
      move = WhistCardPlayed{*card};
      prefix = "cannot play " + card->to_string() + ": ";
    } else {
      move = WhistExchange{*card};
      prefix = "cannot take " + card->to_string() + ": ";
    }
  } else if (type == "discard") {
    if (!m.contains("cards") || !m["cards"].is_array() || m["cards"].size() != 2)
      return Error{"field \"cards\" must list the two cards discarded"};
    std::vector<Card> cards;
    for (const auto& card : m["cards"]) {
      const std::optional<Card> parsed = card.is_string() ? Card::parse(card.get<std::string>()) : std::nullopt;
      if (!parsed) return Error{"field \"cards\" must hold cards (like SA, HT, BJ)"};
      cards.push_back(*parsed);
    }
    move = WhistDiscard{cards[0], cards[1]};
    prefix = "cannot discard: ";
  } else if (type == "declare") {
    auto text = f.string("declaration", 16);
    if (!text) return Error{f.error};
    std::optional<WhistDeclaration> declaration = parse_declaration(*text);
    if (!declaration) return Error{"field \"declaration\" must be S, H, D, C, \"uptown\" or \"downtown\""};
    move = *declaration;
    prefix = "cannot declare " + *text + ": ";
  } else if (type == "choose") {
    auto keep = f.boolean("keep");
    if (!keep) return Error{f.error};
    move = *keep ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand;
    prefix = "cannot choose: ";
  } else {
    return Error{"'" + type + "' is not a move in " + std::string(game_name(game_kind()))};
  }
  return RequestedMove{whist_move_event(*move, seat), prefix};
}

}  // namespace tenace::server
