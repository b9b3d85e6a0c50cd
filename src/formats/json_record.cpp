#include "formats/json_record.h"

#include <nlohmann/json.hpp>

#include "formats/contract_check.h"
#include "formats/pbn_par.h"
#include "formats/pbn_values.h"
#include "formats/record_replay.h"
#include "formats/result_check.h"

namespace tenace::formats {

using nlohmann::json;

namespace {

// True when a card after position `i` (from the leader) of trick `t` is known.
bool trick_has_card_after(const RecordedTrick& t, Seat leader, int i) {
  for (int k = i + 1; k < 4; ++k)
    if (t.by_seat[index(next(leader, k))].card) return true;
  return false;
}

std::string seat_text(Seat s) { return std::string(1, seat_char(s)); }

std::string vulnerability_text(Vulnerability v) {
  return v == Vulnerability::None ? "None" : v == Vulnerability::Both ? "All" : std::string(vulnerability_name(v));
}

json annotation_fields(json j, const Annotation& a) {
  if (!a.nags.empty()) j["nags"] = a.nags;
  if (!a.comments.empty()) j["comments"] = a.comments;
  return j;
}

}  // namespace

json record_to_json(const GameRecord& g) {
  json j = json::object();
  if (auto b = g.board_number()) j["board"] = *b;
  json players = json::object();
  for (Seat s : kAllSeats)
    if (const Tag* t = g.find_tag(seat_name(s))) players[seat_text(s)] = t->value;
  if (!players.empty()) j["players"] = players;
  if (g.dealer) j["dealer"] = seat_text(*g.dealer);
  if (g.vulnerability) j["vulnerability"] = vulnerability_text(*g.vulnerability);
  if (g.deal) j["deal"] = g.deal->to_pbn(g.dealer.value_or(Seat::North));
  if (g.auction) {
    json calls = json::array();
    for (std::size_t i = 0; i < g.auction->calls.size(); ++i) {
      const RecordedCall& c = g.auction->calls[i];
      json cj = json::object();
      if (c.skipped) cj["skipped"] = true;
      else cj["call"] = c.call.to_string();
      if (c.insufficient) cj["insufficient"] = true;
      if (c.alerted) cj["alert"] = true;
      if (!c.explanation.empty()) cj["explanation"] = c.explanation;
      const Annotation* a = g.auction->annotation(i);
      calls.push_back(a ? annotation_fields(cj, *a) : cj);
    }
    json a = {{"calls", calls}};
    if (g.auction->stopped) a["stopped"] = true;
    if (g.auction->to_continue) a["to_continue"] = true;
    if (!g.auction->comments.empty()) a["comments"] = g.auction->comments;
    j["auction"] = a;
  }
  if (g.passed_out) j["passed_out"] = true;
  if (g.contract) j["contract"] = g.contract->to_string();
  if (g.ending_trump) j["ending_trump"] = std::string(strain_name(*g.ending_trump));
  if (g.declarer) j["declarer"] = seat_text(*g.declarer);
  if (g.declarer_swapped) j["declarer_swapped"] = true;
  if (g.play) {
    const RecordedPlay& p = *g.play;
    json tricks = json::array();
    for (std::size_t ti = 0; ti < p.tricks.size(); ++ti) {
      const RecordedTrick& t = p.tricks[ti];
      json cards = json::array();
      const Seat leader = t.leader.value_or(p.opening_leader);
      for (int i = 0; i < 4; ++i) {
        const Seat seat = next(leader, i);
        const RecordedCard& c = t.by_seat[index(seat)];
        json cj = {{"seat", seat_text(seat)}};
        if (c.card) cj["card"] = c.card->to_string();
        if (c.next_to_play) cj["next"] = true;
        if (c.revoke) cj["revoke"] = true;
        if (c.lead_out_of_turn) cj["lead_out_of_turn"] = true;
        if (const CardRemarks* r = p.remarks(ti, seat)) {
          if (r->note) cj["note"] = *r->note;
          cj = annotation_fields(cj, r->annotation);
        }
        // An unknown card (PBN '-') before a known one is written as its
        // seat alone, so the cards after it keep their seats.
        if (cj.size() > 1 || trick_has_card_after(t, leader, i)) cards.push_back(cj);
      }
      json tj = {{"cards", cards}};
      if (t.leader) tj["leader"] = seat_text(*t.leader);
      tricks.push_back(tj);
    }
    json pj = {{"opening_leader", seat_text(p.opening_leader)}, {"tricks", tricks}};
    if (p.stopped) pj["stopped"] = true;
    if (p.claimed_tricks) pj["claimed_tricks"] = *p.claimed_tricks;
    if (!p.comments.empty()) pj["comments"] = p.comments;
    j["play"] = pj;
  }
  if (g.result) j["result"] = *g.result;
  if (g.result_disputed) j["result_disputed"] = true;
  if (const Tag* t = g.find_tag("Score")) j["score"] = t->value;
  if (g.dd_tricks) {
    json dd = json::object();
    for (Seat s : kAllSeats) {
      json row = json::object();
      for (Strain st : kAllStrains) row[std::string(strain_name(st))] = (*g.dd_tricks)[index(s)][static_cast<int>(st)];
      dd[seat_text(s)] = row;
    }
    j["dd_tricks"] = dd;
  }
  if (const Tag* t = g.find_tag("ParContract")) j["par_contract"] = t->value;
  if (const Tag* t = g.find_tag("OptimumScore")) j["par_score"] = t->value;
  if (!g.tags.empty()) {
    json tags = json::array();
    for (const Tag& t : g.tags) {
      json tj = {{"name", t.name}, {"value", t.value}};
      if (!t.comments.empty()) tj["comments"] = t.comments;
      if (!t.section.empty()) tj["section"] = t.section;
      tags.push_back(tj);
    }
    j["tags"] = tags;
  }
  json tag_comments = json::object();
  for (const auto& [name, comments] : g.tag_comments)
    if (!comments.empty()) tag_comments[name] = comments;
  if (!tag_comments.empty()) j["tag_comments"] = tag_comments;
  if (!g.leading_comments.empty()) j["comments"] = g.leading_comments;
  return j;
}

namespace {

// Reads fields with type checks; every problem is an error naming the path.
class JsonGameReader {
 public:
  JsonGameReader(const json& j, Diagnostics& d, std::string where, const ReadOptions& options)
      : j_(j), d_(d), where_(std::move(where)), options_(options) {}

  GameRecord run() {
    if (!j_.is_object()) {
      fail("", "a game must be a JSON object");
      return g_;
    }
    if (const json* t = field(j_, "tags", json::value_t::array)) read_tags(*t);
    if (const json* p = field(j_, "players", json::value_t::object))
      for (Seat s : kAllSeats)
        if (const json* name = field(*p, seat_text(s), json::value_t::string, "players."))
          if (!g_.find_tag(seat_name(s))) g_.set_tag(seat_name(s), name->get<std::string>());
    if (const json* b = j_.find("board") != j_.end() ? &j_["board"] : nullptr) {
      if (!b->is_number_integer() || b->get<long long>() < 1) fail("board", "must be a positive integer");
      else if (!g_.find_tag("Board")) g_.set_tag("Board", std::to_string(b->get<long long>()));
    }
    if (auto s = seat("dealer")) g_.dealer = s;
    if (const json* v = field(j_, "vulnerability", json::value_t::string)) {
      if (auto vul = parse_pbn_vulnerable(v->get<std::string>())) g_.vulnerability = *vul;
      else fail("vulnerability", vul.error().message);
    }
    if (const json* v = field(j_, "deal", json::value_t::string)) {
      if (auto deal = Deal::from_pbn(v->get<std::string>())) g_.deal = *deal;
      else fail("deal", deal.error().message);
    }
    if (auto s = seat("declarer")) g_.declarer = s;
    g_.declarer_swapped = flag(j_, "declarer_swapped");
    g_.passed_out = flag(j_, "passed_out");
    if (const json* v = field(j_, "contract", json::value_t::string)) {
      contract_text_ = v->get<std::string>();
      auto c = parse_contract(contract_text_, g_.declarer.value_or(Seat::North));
      if (!c) fail("contract", c.error().message);
      else if (!g_.declarer) fail("contract", "a contract needs a declarer");
      else g_.contract = *c;
    }
    if (const json* v = field(j_, "ending_trump", json::value_t::string)) {
      if (auto s = parse_strain(v->get<std::string>())) g_.ending_trump = s;
      else fail("ending_trump", "is not C, D, H, S or NT");
    }
    if (const json* a = field(j_, "auction", json::value_t::object)) read_auction(*a);
    if (const json* p = field(j_, "play", json::value_t::object)) read_play(*p);
    if (const json* r = j_.contains("result") ? &j_["result"] : nullptr) {
      if (!r->is_number_integer() || r->get<long long>() < 0 || r->get<long long>() > 13) fail("result", "must be 0-13");
      else g_.result = static_cast<int>(r->get<long long>());
    }
    g_.result_disputed = flag(j_, "result_disputed");
    if (const auto conflict = recorded_result_conflict(g_)) {
      warn("result", recorded_conflict_warning(*g_.result, *conflict));
      g_.result_disputed = true;
    }
    read_tag_field("score", "Score");
    read_tag_field("par_contract", "ParContract");
    read_tag_field("par_score", "OptimumScore");
    check_par_fields();
    if (const json* dd = field(j_, "dd_tricks", json::value_t::object)) read_dd(*dd);
    if (const json* tc = field(j_, "tag_comments", json::value_t::object))
      for (auto it = tc->begin(); it != tc->end(); ++it) {
        // Before the note a lenient reading may have added (contract_check.h).
        std::vector<std::string>& comments = g_.tag_comments[it.key()];
        const std::vector<std::string> given = strings(it.value(), "tag_comments");
        comments.insert(comments.begin(), given.begin(), given.end());
      }
    if (j_.contains("comments")) g_.leading_comments = strings(j_["comments"], "comments");
    return g_;
  }

 private:
  void fail(const std::string& path, const std::string& message) {
    d_.error(0, where_ + (path.empty() ? "" : ", \"" + path + "\"") + ": " + message);
  }

  void warn(const std::string& path, const std::string& message) {
    d_.warning(0, where_ + (path.empty() ? "" : ", \"" + path + "\"") + ": " + message);
  }

  // A field that mirrors a tag ("score" is the Score tag ...): the writer
  // gives both, a person may give only the field. A field the tags
  // contradict is an error: which one is meant cannot be known.
  void read_tag_field(const std::string& key, std::string_view tag) {
    const json* v = field(j_, key, json::value_t::string);
    if (!v) return;
    const std::string value = v->get<std::string>();
    if (const Tag* t = g_.find_tag(tag)) {
      if (t->value != value)
        fail(key, "\"" + value + "\" but \"tags\" gives " + std::string(tag) + " \"" + t->value + "\"");
      return;
    }
    g_.set_tag(tag, value);
  }

  // The par fields follow the rules of the PBN tags they mirror (pbn_par.h).
  void check_par_fields() {
    const Tag* par = g_.find_tag("ParContract");
    const Tag* score = g_.find_tag("OptimumScore");
    auto value = [](const Tag* t) { return t ? std::optional<std::string_view>(t->value) : std::nullopt; };
    const ParNames names{"par_contract", "vulnerability"};
    for (const ParProblem& p : check_par(value(par), value(score), g_.vulnerability, names))
      fail(p.in_score ? "par_score" : "par_contract", p.message);
  }

  const json* field(const json& obj, const std::string& key, json::value_t type, const std::string& prefix = "") {
    auto it = obj.find(key);
    if (it == obj.end() || it->is_null()) return nullptr;
    const bool ok = it->type() == type || (type == json::value_t::number_integer && it->is_number_integer());
    if (!ok) {
      fail(prefix + key, std::string("must be a JSON ") + json(type).type_name());
      return nullptr;
    }
    return &*it;
  }

  bool flag(const json& obj, const std::string& key) {
    const json* v = field(obj, key, json::value_t::boolean);
    return v && v->get<bool>();
  }

  std::optional<Seat> seat(const std::string& key, const json* obj = nullptr) {
    const json* v = field(obj ? *obj : j_, key, json::value_t::string);
    if (!v) return std::nullopt;
    auto s = parse_pbn_seat(v->get<std::string>());
    if (!s) {
      fail(key, s.error().message);
      return std::nullopt;
    }
    return *s;
  }

  std::vector<std::string> strings(const json& v, const std::string& path) {
    std::vector<std::string> out;
    if (!v.is_array()) {
      fail(path, "must be an array of strings");
      return out;
    }
    for (const json& e : v) {
      if (e.is_string()) out.push_back(e.get<std::string>());
      else fail(path, "must be an array of strings");
    }
    return out;
  }

  Annotation annotation(const json& obj, const std::string& path) {
    Annotation a;
    if (const json* n = field(obj, "nags", json::value_t::array))
      for (const json& e : *n) {
        if (e.is_number_integer() && e.get<long long>() >= 0 && e.get<long long>() <= 255) a.nags.push_back(static_cast<int>(e.get<long long>()));
        else fail(path + ".nags", "NAGs are integers 0-255");
      }
    if (obj.contains("comments")) a.comments = strings(obj["comments"], path + ".comments");
    return a;
  }

  void read_tags(const json& tags) {
    for (const json& t : tags) {
      if (!t.is_object() || !t.contains("name") || !t["name"].is_string() || !t.contains("value") || !t["value"].is_string()) {
        fail("tags", "each tag is an object with string \"name\" and \"value\"");
        continue;
      }
      Tag tag{t["name"].get<std::string>(), t["value"].get<std::string>(), {}, {}};
      if (t.contains("comments")) tag.comments = strings(t["comments"], "tags.comments");
      if (const json* s = field(t, "section", json::value_t::array, "tags."))
        for (const json& row : *s) tag.section.push_back(strings(row, "tags.section"));
      g_.tags.push_back(std::move(tag));
    }
  }

  void read_auction(const json& a) {
    RecordedAuction auction;
    const std::vector<int> lines;  // JSON has no lines to report
    if (const json* calls = field(a, "calls", json::value_t::array)) {
      for (const json& c : *calls) {
        RecordedCall rc;
        if (!c.is_object()) {
          fail("auction.calls", "each call is an object");
          continue;
        }
        rc.skipped = flag(c, "skipped");
        if (!rc.skipped) {
          const json* text = field(c, "call", json::value_t::string, "auction.calls.");
          auto call = text ? Call::parse(text->get<std::string>()) : std::nullopt;
          if (!call) {
            fail("auction.calls", "call " + std::to_string(auction.calls.size() + 1) + " is missing or not a call");
            continue;
          }
          rc.call = *call;
        }
        rc.insufficient = flag(c, "insufficient");
        rc.alerted = flag(c, "alert");
        if (const json* e = field(c, "explanation", json::value_t::string, "auction.calls.")) rc.explanation = e->get<std::string>();
        Annotation a = annotation(c, "auction.calls");
        if (!a.empty()) auction.annotation_for(auction.calls.size()) = std::move(a);
        auction.calls.push_back(std::move(rc));
      }
    }
    auction.stopped = flag(a, "stopped");
    auction.to_continue = flag(a, "to_continue");
    if (a.contains("comments")) auction.comments = strings(a["comments"], "auction.comments");
    g_.auction = std::move(auction);
    if (const auto end = replay_auction(g_, lines, d_)) check_against_auction(*end);
  }

  // "contract", "declarer" and "passed_out" against the auction, by the
  // PBN reader's rules (contract_check.h): `game 3, "contract": "5H"
  // disagrees with the auction, which ends in 5HX`.
  void check_against_auction(const AuctionEnd& end) {
    static const ContractCheckNames kNames{"\"contract\"", "the field's value kept in \"tag_comments\""};
    for (const ContractDisagreement& p :
         check_contract_against_auction(g_, end, options_.lenient, contract_text_, kNames)) {
      std::string path = "contract", value = "\"" + contract_text_ + "\"";
      if (p.field == StatedField::PassedOut) {
        path = "passed_out";
        value = "true";
      } else if (p.field == StatedField::Declarer) {
        path = "declarer";
        value = "\"" + seat_text(*g_.declarer) + "\"" + (g_.declarer_swapped ? " (declarer_swapped)" : "");
      }
      if (p.carried) warn(path, value + " " + p.message);
      else fail(path, value + " " + p.message);
    }
  }

  void read_play(const json& p) {
    RecordedPlay play;
    if (auto s = seat("opening_leader", &p)) play.opening_leader = *s;
    else if (g_.declarer) play.opening_leader = left_hand_opponent(*g_.declarer);
    if (const json* tricks = field(p, "tricks", json::value_t::array, "play.")) {
      for (const json& t : *tricks) {
        RecordedTrick trick;
        if (!t.is_object()) {
          fail("play.tricks", "each trick is an object");
          continue;
        }
        trick.leader = seat("leader", &t);
        if (const json* cards = field(t, "cards", json::value_t::array, "play.tricks.")) {
          for (const json& c : *cards) {
            if (!c.is_object()) {
              fail("play.tricks.cards", "each card is an object");
              continue;
            }
            auto s = seat("seat", &c);
            if (!s) {
              fail("play.tricks.cards", "each card needs a \"seat\"");
              continue;
            }
            RecordedCard& rc = trick.by_seat[index(*s)];
            if (const json* text = field(c, "card", json::value_t::string, "play.tricks.cards.")) {
              rc.card = Card::parse(text->get<std::string>());
              if (!rc.card || rc.card->is_joker()) {
                rc.card.reset();
                fail("play.tricks.cards", "'" + text->get<std::string>() + "' is not a card");
              }
            }
            rc.next_to_play = flag(c, "next");
            rc.revoke = flag(c, "revoke");
            rc.lead_out_of_turn = flag(c, "lead_out_of_turn");
            // A seat given twice in a trick: the later card's fields win, a
            // note only when the later card has one.
            const std::size_t ti = play.tricks.size();
            if (const json* n = field(c, "note", json::value_t::string, "play.tricks.cards."))
              play.remarks_for(ti, *s).note = n->get<std::string>();
            Annotation a = annotation(c, "play.tricks.cards");
            if (!a.empty() || play.remarks(ti, *s)) play.remarks_for(ti, *s).annotation = std::move(a);
          }
        }
        play.tricks.push_back(std::move(trick));
      }
    }
    play.drop_empty_remarks();
    play.stopped = flag(p, "stopped");
    if (const json* c = p.contains("claimed_tricks") ? &p["claimed_tricks"] : nullptr) {
      if (c->is_number_integer() && c->get<long long>() >= 0 && c->get<long long>() <= 13) play.claimed_tricks = static_cast<int>(c->get<long long>());
      else fail("play.claimed_tricks", "must be 0-13");
    }
    if (p.contains("comments")) play.comments = strings(p["comments"], "play.comments");
    // Check the cards against the rules on a copy: the JSON's own layout is kept.
    GameRecord check = g_;
    check.play.reset();
    std::vector<std::pair<Card, int>> sequence;
    for (const auto& [seat, card] : play.sequence()) sequence.emplace_back(card, 0);
    // Irregular cards, and unknown cards before known ones, leave the
    // order of play open: the cards are kept as laid out, unreplayed.
    bool irregular = false;
    bool unknown_seen = false;
    for (const RecordedTrick& t : play.tricks) {
      for (const RecordedCard& c : t.by_seat) irregular |= c.revoke || c.lead_out_of_turn;
      const Seat leader = t.leader.value_or(play.opening_leader);
      for (int i = 0; i < 4; ++i) {
        const RecordedCard& c = t.by_seat[index(next(leader, i))];
        if (!c.card) unknown_seen = true;
        else irregular |= unknown_seen;
      }
    }
    if (!irregular && check.deal && check.contract && check.deal->is_complete_bridge_deal()) {
      Diagnostics replay;
      replay_cards(check, sequence, replay, 0);
      for (const Diagnostic& diag : replay.all()) fail("play", diag.message);
    }
    g_.play = std::move(play);
  }

  void read_dd(const json& dd) {
    DoubleDummyTricks t{};
    for (Seat s : kAllSeats) {
      const json* row = field(dd, seat_text(s), json::value_t::object, "dd_tricks.");
      if (!row) {
        fail("dd_tricks", "needs N, E, S and W");
        return;
      }
      for (Strain st : kAllStrains) {
        auto it = row->find(std::string(strain_name(st)));
        if (it == row->end() || !it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 13) {
          fail("dd_tricks", "each seat needs C, D, H, S and NT tricks 0-13");
          return;
        }
        t[index(s)][static_cast<int>(st)] = static_cast<int>(it->get<long long>());
      }
    }
    g_.dd_tricks = t;
  }

  const json& j_;
  Diagnostics& d_;
  std::string where_;
  const ReadOptions& options_;
  std::string contract_text_;  // the "contract" field as written
  GameRecord g_;
};

}  // namespace

GameRecord record_from_json(const json& j, Diagnostics& d, const std::string& where, const ReadOptions& options) {
  return JsonGameReader(j, d, where, options).run();
}

std::string write_json(const std::vector<GameRecord>& games, Diagnostics*) {
  json doc = {{"format", "tenace-games"}, {"version", 1}, {"games", json::array()}};
  for (const GameRecord& g : games) doc["games"].push_back(record_to_json(g));
  // Invalid UTF-8 (from a mislabelled file) is replaced rather than thrown.
  return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

ReadResult read_json(std::string_view bytes, const ReadOptions& options) {
  ReadResult out;
  json doc;
  try {
    doc = json::parse(bytes.begin(), bytes.end());
  } catch (const json::parse_error& e) {
    // nlohmann reports a byte offset; turn it into a line.
    const std::size_t at = std::min<std::size_t>(e.byte, bytes.size());
    const int line = 1 + static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    std::string message = e.what();
    if (auto p = message.find("parse error"); p != std::string::npos) message = message.substr(p);
    out.diagnostics.error(line, "JSON " + message);
    return out;
  } catch (const json::exception& e) {
    // Out-of-range numbers ("1E999") and the like.
    out.diagnostics.error(0, std::string("JSON: ") + e.what());
    return out;
  }
  const json* games = &doc;
  if (doc.is_object() && doc.contains("games")) {
    games = &doc["games"];
    if (doc.contains("format") && doc["format"] != "tenace-games")
      out.diagnostics.warning(0, "\"format\" is not \"tenace-games\"");
  }
  try {
    if (games->is_array()) {
      for (std::size_t i = 0; i < games->size(); ++i) {
        out.games.push_back(record_from_json((*games)[i], out.diagnostics, "game " + std::to_string(i + 1), options));
        out.game_lines.push_back(0);
      }
    } else if (games->is_object()) {
      out.games.push_back(record_from_json(*games, out.diagnostics, "game 1", options));
      out.game_lines.push_back(0);
    } else {
      out.diagnostics.error(1, "a JSON document of games is an object or an array");
    }
  } catch (const json::exception& e) {
    out.diagnostics.error(0, std::string("JSON: ") + e.what());
  }
  return out;
}

}  // namespace tenace::formats
