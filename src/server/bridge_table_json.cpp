#include "server/bridge_table_json.h"

#include "server/rubber_json.h"
#include "server/seat_projection.h"

namespace tenace::server {
namespace {

using nlohmann::json;

std::string doubling_string(Doubling d) {
  return d == Doubling::Doubled ? "X" : d == Doubling::Redoubled ? "XX" : "";
}

json trick_json(const Trick& trick) {
  json cards = json::array();
  for (int i = 0; i < trick.count; ++i) {
    cards.push_back({{"seat", seat_string(trick.seat_of(i))}, {"card", trick.cards[static_cast<std::size_t>(i)].to_string()}});
  }
  return {{"leader", seat_string(trick.leader)}, {"cards", cards}};
}

json contract_json(const Contract& c) {
  return {{"text", c.to_string()},
          {"level", c.level},
          {"strain", std::string(strain_name(c.strain))},
          {"doubling", doubling_string(c.doubling)},
          {"declarer", seat_string(c.declarer)}};
}

json responses_json(const std::vector<Seat>& responders, const std::array<bool, 4>& accepted) {
  json responses = json::object();
  for (Seat s : responders) responses[seat_string(s)] = accepted[index(s)] ? json(true) : json(nullptr);
  return responses;
}

json result_json(const BoardRecord& record) {
  const BridgeGame& game = record.game;
  json result;
  result["contract"] = record.contract ? json(record.contract->to_string()) : json(nullptr);
  result["declarer"] = record.contract ? json(seat_string(record.contract->declarer)) : json(nullptr);
  result["tricks"] = record.declarer_tricks;
  result["score_ns"] = record.score_ns;
  std::string text;
  if (!record.contract) {
    text = "passed out";
  } else {
    const int needed = record.contract->tricks_needed();
    text = record.contract->to_string() + " by " + seat_char(record.contract->declarer) + ", ";
    text += record.declarer_tricks >= needed ? "made " + std::to_string(record.declarer_tricks - 6)
                                             : "down " + std::to_string(needed - record.declarer_tricks);
  }
  text += ", " + std::string(record.score_ns > 0 ? "+" : "") + std::to_string(record.score_ns) + " NS";
  result["text"] = text;
  result["deal"] = game.deal().to_pbn();
  result["dd_table"] = record.analysis ? dd_table_json(record.analysis->tricks) : json(nullptr);
  result["par"] = record.analysis ? par_json(*record.analysis) : json(nullptr);
  return result;
}

}  // namespace

std::string contract_text(const std::optional<Contract>& contract) {
  return contract ? contract->to_string() : std::string("Pass");
}


json table_json(const BridgeTable& table, std::optional<Seat> you, const std::array<bool, 4>& connected) {
  json j;
  j["id"] = table.id();
  j["name"] = table.settings().name;
  j["game"] = std::string(game_name(table.game_kind()));
  j["scoring"] = std::string(scoring_name(table.settings().scoring));
  j["kibitzers_see_all"] = table.settings().kibitzers_see_all;
  j["think_seconds"] = table.settings().think_seconds;
  j["system"] = table.settings().system;
  j["you"] = you ? json(seat_string(*you)) : json(nullptr);
  j["seats"] = table.seats_json(&connected);
  j["phase"] = std::string(table_phase_name(table.phase()));

  json scores = json::array();
  for (const BoardRecord& r : table.boards()) {
    scores.push_back({{"board", r.game.board_number()},
                      {"contract", contract_text(r.contract)},
                      {"declarer", r.contract ? json(seat_string(r.contract->declarer)) : json(nullptr)},
                      {"tricks", r.declarer_tricks},
                      {"score_ns", r.score_ns}});
  }
  j["scores"] = scores;
  j["rubber"] = table.settings().scoring == Scoring::Rubber
                   ? rubber_json(table.rubbers(), table.rubber_vulnerability())
                   : json(nullptr);

  // Defaults for a table with no board yet.
  j["board"] = nullptr;
  j["hands"] = json::object();
  j["hand_counts"] = json::object();
  j["auction"] = json::array();
  j["turn"] = nullptr;
  j["legal_calls"] = json::array();
  j["contract"] = nullptr;
  j["dummy"] = nullptr;
  j["trick"] = nullptr;
  j["previous_trick"] = nullptr;
  j["tricks"] = {{"NS", 0}, {"EW", 0}};
  j["played"] = json::array();
  j["legal_cards"] = json::array();
  j["claim"] = nullptr;
  j["undo"] = nullptr;
  j["questions"] = json::array();
  j["result"] = nullptr;
  if (!table.game()) return j;

  const BridgeGame& game = *table.game();
  const SeatView view = you ? view_for(table, *you) : public_view(table);
  j["board"] = {{"number", view.board_number},
                {"dealer", seat_string(view.dealer)},
                {"vulnerability", std::string(vulnerability_name(view.vulnerability))}};

  json hands = json::object();
  if (you) hands[seat_string(*you)] = cards_json(view.own_hand);
  if (view.dummy_hand && view.dummy()) hands[seat_string(*view.dummy())] = cards_json(*view.dummy_hand);
  if (view.pending_claim && view.pending_claim->claimer_hand)
    hands[seat_string(view.pending_claim->claimer)] = cards_json(*view.pending_claim->claimer_hand);
  if (!you && table.settings().kibitzers_see_all) {
    // The table's owner chose to let kibitzers see everything.
    for (Seat s : kAllSeats)
      hands[seat_string(s)] = cards_json(game.play() ? game.play()->tricks().remaining(s) : game.deal()[s]);
  }
  if (game.phase() == GamePhase::Finished) {
    // A finished board is public: show the hands as dealt.
    for (Seat s : kAllSeats) hands[seat_string(s)] = cards_json(game.deal()[s]);
  }
  j["hands"] = hands;

  json counts = json::object();
  for (Seat s : kAllSeats) {
    const int held = game.play() ? game.play()->tricks().remaining(s).size() : game.deal()[s].size();
    counts[seat_string(s)] = held;
  }
  j["hand_counts"] = counts;

  json auction = json::array();
  for (const SeenCall& seen : view.auction) {
    json entry = {{"seat", seat_string(seen.seat)}, {"call", seen.call.to_string()}};
    if (seen.alerted && seen.explanation) entry["alert"] = *seen.explanation;
    auction.push_back(entry);
  }
  j["auction"] = auction;
  j["turn"] = view.to_act ? json(seat_string(*view.to_act)) : json(nullptr);
  if (you && view.is_my_turn() && view.phase == BoardPhase::Auction) {
    json calls = json::array();
    for (Call c : view.legal_calls()) calls.push_back(c.to_string());
    j["legal_calls"] = calls;
  }
  if (view.contract) {
    j["contract"] = contract_json(*view.contract);
    j["dummy"] = seat_string(partner(view.contract->declarer));
  }
  if (game.play()) {
    j["trick"] = trick_json(view.current_trick);
    if (!view.completed_tricks.empty()) {
      const Trick& last = view.completed_tricks.back();
      json previous = trick_json(last);
      previous["winner"] = seat_string(last.winner(view.trick_rules()));
      j["previous_trick"] = previous;
    }
    j["tricks"] = {{"NS", view.tricks_won[0]}, {"EW", view.tricks_won[1]}};
    json played = json::array();
    for (const Trick& t : view.completed_tricks) {
      for (int i = 0; i < t.count; ++i)
        played.push_back({{"seat", seat_string(t.seat_of(i))}, {"card", t.cards[static_cast<std::size_t>(i)].to_string()}});
    }
    for (int i = 0; i < view.current_trick.count; ++i)
      played.push_back({{"seat", seat_string(view.current_trick.seat_of(i))},
                        {"card", view.current_trick.cards[static_cast<std::size_t>(i)].to_string()}});
    j["played"] = played;
    if (you && view.is_my_turn() && view.phase == BoardPhase::Play) j["legal_cards"] = cards_json(view.legal_cards());
    if (const auto& claim = game.play()->pending_claim()) {
      j["claim"] = {{"by", seat_string(claim->claimer)},
                    {"tricks", claim->tricks},
                    {"responses", responses_json(game.play()->claim_acceptors(), claim->accepted)}};
    }
  }
  if (const auto& undo = table.undo_request()) {
    std::vector<Seat> opponents;
    for (Seat s : kAllSeats)
      if (side_of(s) != side_of(undo->by)) opponents.push_back(s);
    j["undo"] = {{"by", seat_string(undo->by)}, {"responses", responses_json(opponents, undo->accepted)}};
  }
  if (you) {
    json questions = json::array();
    for (const Question& q : table.questions()) {
      if (game.auction().seat_of(static_cast<std::size_t>(q.index)) == *you)
        questions.push_back({{"from", seat_string(q.from)}, {"index", q.index}});
    }
    j["questions"] = questions;
  }
  if (game.phase() == GamePhase::Finished && !table.boards().empty()) j["result"] = result_json(table.boards().back());
  return j;
}

json board_record_json(const BoardRecord& record) {
  const BridgeGame& game = record.game;
  json auction = json::array();
  for (std::size_t i = 0; i < game.auction().calls().size(); ++i) {
    json entry = {{"seat", seat_string(game.auction().seat_of(i))}, {"call", game.auction().calls()[i].to_string()}};
    if (i < record.notes.size() && record.notes[i].alerted) entry["alert"] = record.notes[i].explanation;
    auction.push_back(entry);
  }
  json play = json::array();
  json claim = nullptr;
  if (game.play()) {
    for (const PlayedCard& p : game.play()->tricks().history())
      play.push_back({{"seat", seat_string(p.seat)}, {"card", p.card.to_string()}});
    if (const auto& c = game.play()->accepted_claim())
      claim = {{"by", seat_string(c->claimer)}, {"tricks", c->tricks}};
  }
  return {{"board", game.board_number()},
          {"dealer", seat_string(game.dealer())},
          {"vulnerability", std::string(vulnerability_name(game.vulnerability()))},
          {"deal", game.deal().to_pbn()},
          {"auction", auction},
          {"play", play},
          {"contract", contract_text(record.contract)},
          {"declarer", record.contract ? json(seat_string(record.contract->declarer)) : json(nullptr)},
          {"tricks", record.declarer_tricks},
          {"score_ns", record.score_ns},
          {"claim", claim},
          {"result", result_json(record)}};
}

nlohmann::json BridgeTable::to_json(std::optional<Seat> you, const std::array<bool, 4>& connected) const {
  return table_json(*this, you, connected);
}

nlohmann::json BridgeTable::history_json() const {
  nlohmann::json boards = nlohmann::json::array();
  for (const BoardRecord& record : boards_) boards.push_back(board_record_json(record));
  return boards;
}

}  // namespace tenace::server
