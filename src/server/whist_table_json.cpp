// What a participant sees of a whist-family table (docs/protocol.md, "The
// whist family"). Every card shown comes through position_states(), which
// says for each table position whose cards lie there and who may see them:
// a player their own hand; everyone the dummies once the rules turn them up
// (Dummy Whist's declarer already while discarding); nobody Nonsense's dead
// and discarded hands; declarer alone the discards, and a joker's holder the
// discards they may take. A finished hand shows every hand as dealt.
#include <algorithm>

#include "core/whist_score.h"
#include "server/whist_table.h"

namespace tenace::server {
namespace {

using nlohmann::json;

// One table position: its cards now, the player whose own hand it is (who
// always sees it), the player who plays from it, and whether everyone sees it.
struct PositionState {
  Hand cards;
  std::optional<int> owner;
  std::optional<int> controller;
  std::string role = "player";  // "player", "dummy", "dead" or "discarded"
  bool exposed = false;
  // Seen by this player besides the owner (Dummy Whist's declarer looking
  // at the dummy before discarding).
  std::optional<int> also_seen_by;
};

std::string short_call(WhistCall call) {
  if (call.is_pass()) return "Pass";
  const WhistBid bid = call.bid_value();
  const char kind = bid.kind == WhistBidKind::Uptown ? 'U' : bid.kind == WhistBidKind::Downtown ? 'D' : 'N';
  return std::to_string(bid.books) + kind;
}

std::array<PositionState, 4> positions_of(const DummyWhistHand& h) {
  std::array<PositionState, 4> at{};
  const bool auction = h.phase() == DummyWhistPhase::Auction;
  for (Seat seat : kAllSeats) {
    PositionState& p = at[index(seat)];
    const std::optional<int> player = auction ? (seat == Seat::West ? std::nullopt : std::optional<int>(index(seat)))
                                              : h.player_at(seat);
    if (player) {
      p.owner = p.controller = *player;
    } else {
      p.role = "dummy";
      p.controller = h.declarer();
      p.exposed = h.dummy_exposed();
      if (!auction) p.also_seen_by = h.declarer();
    }
    if (auction) {
      p.cards = player ? h.dealt().players[static_cast<std::size_t>(*player)] : h.dealt().dummy;
    } else if (h.phase() >= DummyWhistPhase::Play) {
      p.cards = h.play_state().tricks().remaining(seat);
    } else {
      p.cards = h.hand_at(seat);
    }
  }
  return at;
}

std::array<PositionState, 4> positions_of(const DoubleDummyHand& h) {
  std::array<PositionState, 4> at{};
  for (Seat seat : kAllSeats) {
    PositionState& p = at[index(seat)];
    p.controller = DoubleDummyHand::controller_of(seat);
    if (seat == DoubleDummyHand::seat_of(*p.controller)) {
      p.owner = p.controller;
    } else {
      p.role = "dummy";
      p.exposed = h.dummies_exposed();
    }
    p.cards = h.phase() >= DoubleDummyPhase::Play ? h.play_state().tricks().remaining(seat) : h.dealt()[seat];
  }
  return at;
}

std::array<PositionState, 4> positions_of(const NonsenseHand& h) {
  std::array<PositionState, 4> at{};
  for (Seat seat : kAllSeats) {
    at[index(seat)].cards = h.dealt()[seat];
    at[index(seat)].role = "dead";
  }
  for (int player = 0; player < NonsenseHand::kPlayers; ++player) {
    const Seat own = NonsenseHand::seat_of(player);
    const std::optional<NonsenseChoice> choice = h.choice_of(player);
    // Before choosing a player sees the hand dealt to them; after it, the
    // hand they play (a discarded hand is face down for good).
    const Seat playing = choice == NonsenseChoice::DeadHand ? NonsenseHand::dead_seat_of(player) : own;
    if (choice == NonsenseChoice::DeadHand) at[index(own)].role = "discarded";
    PositionState& p = at[index(playing)];
    p.role = "player";
    p.owner = p.controller = player;
    if (h.phase() >= NonsensePhase::Play) p.cards = h.play_state().remaining(player);
  }
  return at;
}

// Where a Nonsense player's cards are played from: the dealt hand's seat,
// or the dead hand's on their right when they took it.
Seat nonsense_position(const std::array<PositionState, 4>& at, int player) {
  return at[index(NonsenseHand::seat_of(player))].owner == player ? NonsenseHand::seat_of(player)
                                                                 : NonsenseHand::dead_seat_of(player);
}

// The cards at a position as `viewer` may see them: the list, or null.
bool may_see(const PositionState& p, std::optional<int> viewer, bool sees_all) {
  if (sees_all || p.exposed) return true;
  if (!viewer) return false;
  return p.owner == viewer || p.also_seen_by == viewer;
}

json contract_json(const WhistTable& table, const WhistBid& bid, int declarer, const std::optional<WhistContract>& c) {
  json j = {{"bid", WhistCall::bid(bid).to_string()},
            {"code", short_call(WhistCall::bid(bid))},
            {"declarer", seat_string(table.chair_of(declarer))},
            {"tricks_needed", bid.tricks_needed()},
            {"tricks_to_set", opponent_tricks_to_set(bid)},
            {"trump", nullptr},
            {"direction", nullptr}};
  if (c) {
    j["trump"] = c->trump ? json(std::string(1, suit_char(*c->trump))) : json(nullptr);
    j["direction"] = c->direction == WhistDirection::Uptown ? "uptown" : "downtown";
  }
  return j;
}

json auction_json(const WhistTable& table, const WhistAuction& auction) {
  json calls = json::array();
  for (std::size_t i = 0; i < auction.calls().size(); ++i)
    calls.push_back({{"seat", seat_string(table.chair_of(auction.caller_of(i)))},
                     {"call", auction.calls()[i].to_string()},
                     {"code", short_call(auction.calls()[i])}});
  return calls;
}

// Nonsense: each player's choice, "dealt", "dead", or null before it.
json choices_json(const WhistTable& table, const NonsenseHand& h) {
  json choices = json::object();
  for (int p = 0; p < NonsenseHand::kPlayers; ++p) {
    const std::optional<NonsenseChoice> choice = h.choice_of(p);
    choices[seat_string(table.chair_of(p))] =
        choice ? json(*choice == NonsenseChoice::DealtHand ? "dealt" : "dead") : json(nullptr);
  }
  return choices;
}

json points_json(const WhistTable& table, const std::vector<int>& points) {
  json j = json::object();
  for (std::size_t p = 0; p < points.size(); ++p) j[seat_string(table.chair_of(static_cast<int>(p)))] = points[p];
  return j;
}

// The tricks each side has taken, an accepted claim's included; `done`:
// the tricks played out.
template <class Play>
json tricks_json(const Play& play, int done) {
  const int total = done + (play.claim() ? play.claim()->remaining : 0);
  return {{"declarer", play.declarer_tricks_won()}, {"defenders", total - play.declarer_tricks_won()}};
}

// An accepted claim that ended the play, or null.
json settled_claim_json(const std::optional<WhistClaim>& claim) {
  if (!claim) return nullptr;
  return {{"side", claim->claimer == WhistSide::Declarer ? "declarer" : "defenders"},
          {"tricks", claim->tricks},
          {"remaining", claim->remaining}};
}

json responses_json(const std::vector<Seat>& answerers, const std::array<bool, 4>& accepted) {
  json responses = json::object();
  for (Seat s : answerers) responses[seat_string(s)] = accepted[index(s)] ? json(true) : json(nullptr);
  return responses;
}

template <class H>
json hand_result_json(const WhistTable& table, const H& h) {
  const WhistHandScore score = h.score();
  return {{"declarer", seat_string(table.chair_of(*h.declarer()))},
          {"bid", h.contract()->bid.to_string()},
          {"tricks", h.declarer_tricks()},
          {"made", score.made},
          {"boston", score.boston},
          {"multiplier", score.multiplier},
          {"claim", settled_claim_json(h.play_state().claim())},
          {"points", points_json(table, h.points())}};
}

// The four hands as dealt, by table position (a finished hand shows them).
template <class H>
json dealt_json(const H& h) {
  json hands = json::object();
  if constexpr (std::is_same_v<H, DummyWhistHand>) {
    for (Seat seat : kAllSeats) {
      const std::optional<int> player = h.player_at(seat);
      hands[seat_string(seat)] =
          cards_json(player ? h.dealt().players[static_cast<std::size_t>(*player)] : h.dealt().dummy);
    }
    hands["discards"] = cards_json(h.discards());
  } else {
    for (Seat seat : kAllSeats) hands[seat_string(seat)] = cards_json(h.dealt()[seat]);
  }
  return hands;
}

json trick_json(Seat leader, const std::vector<std::pair<Seat, Card>>& cards) {
  json list = json::array();
  for (const auto& [seat, card] : cards) list.push_back({{"seat", seat_string(seat)}, {"card", card.to_string()}});
  return {{"leader", seat_string(leader)}, {"cards", list}};
}

json four_card_trick(const Trick& trick) {
  std::vector<std::pair<Seat, Card>> cards;
  for (int i = 0; i < trick.count; ++i) cards.emplace_back(trick.seat_of(i), trick.cards[static_cast<std::size_t>(i)]);
  return trick_json(trick.leader, cards);
}

// Every card played, in order, by the position it came from.
template <class H>
json play_json(const H& h) {
  json play = json::array();
  if constexpr (std::is_same_v<H, NonsenseHand>) {
    const auto positions = positions_of(h);
    auto position_of = [&](int player) { return nonsense_position(positions, player); };
    for (const auto& trick : h.play_state().completed_tricks()) {
      play.push_back({{"seat", seat_string(position_of(trick.leader))}, {"card", trick.cards[0].to_string()}});
      play.push_back({{"seat", seat_string(position_of(1 - trick.leader))}, {"card", trick.cards[1].to_string()}});
    }
  } else {
    for (const PlayedCard& card : h.play_state().tricks().history())
      play.push_back({{"seat", seat_string(card.seat)}, {"card", card.card.to_string()}});
  }
  return play;
}

}  // namespace

json WhistTable::to_json(std::optional<Seat> you, const std::array<bool, 4>& connected) const {
  json j;
  j["id"] = id();
  j["name"] = settings().name;
  j["game"] = std::string(game_name(game_kind()));
  j["options"] = whist_options_json(settings().whist);
  j["kibitzers_see_all"] = settings().kibitzers_see_all;
  j["think_seconds"] = settings().think_seconds;
  j["you"] = you ? json(seat_string(*you)) : json(nullptr);
  j["seats"] = seats_json(&connected);
  j["phase"] = std::string(table_phase_name(phase()));
  j["hand_number"] = number_;
  j["board"] = number_;

  // The score sheet: every finished hand, and the games to the target.
  json lines = json::array();
  for (const WhistHandRecord& r : finished_) {
    json line = std::visit([&](const auto& h) { return hand_result_json(*this, h); }, r.hand);
    line["hand"] = r.number;
    line["game"] = r.game + 1;
    line["points"] = points_json(*this, r.points);
    lines.push_back(line);
  }
  json games = json::array();
  for (std::size_t g = 0; g < games_.size(); ++g) {
    const bool current = g + 1 == games_.size();
    const std::vector<int> totals = current ? running_totals() : games_[g].totals();
    const int target = games_[g].target();
    json winners = json::array();
    const int best = totals.empty() ? 0 : *std::max_element(totals.begin(), totals.end());
    if (best >= target)
      for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == best) winners.push_back(seat_string(chair_of(static_cast<int>(p))));
    games.push_back({{"totals", points_json(*this, totals)}, {"over", best >= target}, {"winners", winners}});
  }
  j["score"] = {{"target", settings().whist.game_target}, {"hands", lines}, {"games", games}};

  // Defaults for a table with no hand yet.
  j["dealer"] = nullptr;
  j["hand_phase"] = nullptr;
  j["positions"] = json::object();
  j["auction"] = json::array();
  j["turn"] = nullptr;
  j["to_play"] = nullptr;
  j["legal"] = nullptr;
  j["contract"] = nullptr;
  j["trick"] = nullptr;
  j["previous_trick"] = nullptr;
  j["tricks"] = nullptr;
  j["result"] = nullptr;
  j["reneges"] = json::array();
  j["undo"] = nullptr;
  j["claim"] = nullptr;
  if (!hand_) return j;

  const std::optional<int> viewer = you ? player_in(*you) : std::nullopt;
  // A claimer shows their hand to everyone while the claim is answered.
  const std::optional<int> claimer = claim_ ? player_in(claim_->by) : std::nullopt;
  if (undo_) {
    std::vector<Seat> others;
    for (Seat s : player_seats())
      if (s != undo_->by) others.push_back(s);
    j["undo"] = {{"by", seat_string(undo_->by)}, {"responses", responses_json(others, undo_->accepted)}};
  }
  const bool finished = phase() == TablePhase::Finished;
  const bool sees_all = finished || (!you && settings().kibitzers_see_all);
  std::visit(
      [&](const auto& h) {
        using H = std::decay_t<decltype(h)>;
        j["dealer"] = seat_string(chair_of(h.dealer()));
        static constexpr const char* kDummyWhistPhases[] = {"auction", "discard", "exchange", "declaration", "play", "over"};
        static constexpr const char* kDoubleDummyPhases[] = {"auction", "declaration", "play", "over"};
        static constexpr const char* kNonsensePhases[] = {"choice", "auction", "declaration", "play", "over"};
        const auto phase_index = static_cast<std::size_t>(h.phase());
        std::string_view hand_phase;  // names in static storage
        if constexpr (std::is_same_v<H, DummyWhistHand>) hand_phase = kDummyWhistPhases[phase_index];
        else if constexpr (std::is_same_v<H, DoubleDummyHand>) hand_phase = kDoubleDummyPhases[phase_index];
        else hand_phase = kNonsensePhases[phase_index];
        j["hand_phase"] = std::string(hand_phase);

        // Positions: who is where, what lies there, and the cards one may see.
        const std::array<PositionState, 4> at = positions_of(h);
        json positions = json::object();
        for (Seat seat : kAllSeats) {
          const PositionState& p = at[index(seat)];
          positions[seat_string(seat)] = {
              {"role", p.role},
              {"player", p.owner ? json(seat_string(chair_of(*p.owner))) : json(nullptr)},
              {"played_by", p.controller ? json(seat_string(chair_of(*p.controller))) : json(nullptr)},
              {"count", p.cards.size()},
              {"cards", may_see(p, viewer, sees_all) || (claimer && p.owner == claimer) ? cards_json(p.cards)
                                                                                     : json(nullptr)}};
        }
        if (finished) j["dealt"] = dealt_json(h);
        j["positions"] = positions;

        j["auction"] = auction_json(*this, h.auction());

        const std::optional<int> to_act = h.to_act();
        j["turn"] = to_act ? json(seat_string(chair_of(*to_act))) : json(nullptr);
        if (const auto bid = h.auction().highest_bid(); bid && h.auction().is_complete())
          j["contract"] = contract_json(*this, *bid, *h.declarer(), h.contract());

        // Tricks: the one in progress, the last one completed, the count.
        if constexpr (std::is_same_v<H, NonsenseHand>) {
          if (h.phase() >= NonsensePhase::Play) {
            const WhistTwoHandPlay& play = h.play_state();
            auto position_of = [&](int player) { return nonsense_position(at, player); };
            if (const std::optional<Card> lead = play.lead()) {
              const int leader = 1 - play.to_play();
              j["trick"] = trick_json(position_of(leader), {{position_of(leader), *lead}});
            } else if (!play.is_over()) {
              j["trick"] = trick_json(position_of(play.to_play()), {});
            }
            if (!play.completed_tricks().empty()) {
              const auto& last = play.completed_tricks().back();
              j["previous_trick"] = trick_json(position_of(last.leader), {{position_of(last.leader), last.cards[0]},
                                                                          {position_of(1 - last.leader), last.cards[1]}});
              j["previous_trick"]["winner"] = seat_string(position_of(last.winner));
            }
            if (!play.is_over()) j["to_play"] = seat_string(position_of(play.to_play()));
            j["tricks"] = tricks_json(play, static_cast<int>(play.completed_tricks().size()));
            for (const auto& r : play.reneges().calls())
              j["reneges"].push_back({{"book", r.book}, {"proven", r.proven}});
          }
        } else {
          using Phase = decltype(h.phase());
          if (h.phase() >= Phase::Play) {
            const auto& play = h.play_state();
            const TrickPlay& tricks = play.tricks();
            if (!play.is_over()) {
              j["trick"] = four_card_trick(tricks.current_trick());
              j["to_play"] = seat_string(play.to_play());
            }
            if (!tricks.completed_tricks().empty()) {
              const Trick& last = tricks.completed_tricks().back();
              j["previous_trick"] = four_card_trick(last);
              j["previous_trick"]["winner"] = seat_string(last.winner(tricks.rules()));
            }
            j["tricks"] = tricks_json(play, static_cast<int>(tricks.completed_tricks().size()));
            for (const auto& r : play.reneges().calls())
              j["reneges"].push_back({{"book", r.book}, {"proven", r.proven}});
          }
        }

        if (claim_) {
          const int left = 13 - static_cast<int>(j["tricks"]["declarer"].get<int>() + j["tricks"]["defenders"].get<int>());
          j["claim"] = {{"by", seat_string(claim_->by)},
                        {"tricks", claim_->tricks},
                        {"remaining", left},
                        {"responses", responses_json(claim_answerers(claim_->by), claim_->accepted)}};
        }

        // What the viewer may do now, when it is their turn (nothing while
        // an undo request or a claim waits for answers).
        if (viewer && to_act == viewer && !undo_ && !claim_) {
          json legal;
          if (hand_phase == "auction") {
            json calls_now = json::array();
            for (WhistCall c : h.auction().legal_calls()) calls_now.push_back({{"call", c.to_string()}, {"code", short_call(c)}});
            legal = {{"kind", "call"}, {"calls", calls_now}};
          } else if (hand_phase == "declaration") {
            legal = h.auction().highest_bid()->is_no_trump()
                        ? json{{"kind", "declare"}, {"choices", {"uptown", "downtown"}}}
                        : json{{"kind", "declare"}, {"choices", {"S", "H", "D", "C"}}};
          } else if (hand_phase == "play") {
            legal = {{"kind", "play"}, {"cards", cards_json(h.legal_cards())}};
          } else if (hand_phase == "choice") {
            legal = {{"kind", "choose"}};
          }
          if constexpr (std::is_same_v<H, DummyWhistHand>) {
            if (hand_phase == "discard") {
              legal = {{"kind", "discard"}, {"cards", cards_json(h.dummy_hand())}};
            } else if (hand_phase == "exchange") {
              // The joker's holder takes one of the discards that is not a
              // joker. Declarer made the discards and sees them; anyone
              // else draws one face down, which reveals only that one
              // (RULES.md §2: "this reveals a discard").
              const Hand takeable = h.discards() - Hand::jokers();
              legal = {{"kind", "exchange"}, {"seat", seat_string(*h.exchanging_seat())}, {"count", takeable.size()}};
              if (h.declarer() == viewer) legal["cards"] = cards_json(takeable);
            }
          }
          j["legal"] = legal;
        }
        if constexpr (std::is_same_v<H, DummyWhistHand>) {
          if (viewer && h.declarer() == viewer && h.phase() > DummyWhistPhase::Discard && settings().whist.jokers)
            j["discards"] = cards_json(h.discards());
        }
        if constexpr (std::is_same_v<H, NonsenseHand>) {
          j["choices"] = choices_json(*this, h);
          j["multiplier"] = h.phase() > NonsensePhase::Choice ? json(h.multiplier()) : json(nullptr);
        }
        if (finished) j["result"] = hand_result_json(*this, h);
      },
      *hand_);
  return j;
}

json WhistTable::history_json() const {
  json hands = json::array();
  for (const WhistHandRecord& r : finished_) {
    json entry = std::visit(
        [&](const auto& h) {
          json e = hand_result_json(*this, h);
          e["dealt"] = dealt_json(h);
          e["auction"] = auction_json(*this, h.auction());
          if constexpr (std::is_same_v<std::decay_t<decltype(h)>, NonsenseHand>) e["choices"] = choices_json(*this, h);
          e["dealer"] = seat_string(chair_of(h.dealer()));
          e["contract"] = contract_json(*this, h.contract()->bid, *h.declarer(), h.contract());
          e["play"] = play_json(h);
          // Who sat where once the hand was played (the dummy's placement
          // moves a Dummy Whist player), and each position's role.
          json positions = json::object();
          const std::array<PositionState, 4> at = positions_of(h);
          for (Seat seat : kAllSeats) {
            const PositionState& p = at[index(seat)];
            positions[seat_string(seat)] = {{"role", p.role},
                                            {"player", p.owner ? json(seat_string(chair_of(*p.owner))) : json(nullptr)}};
          }
          e["positions"] = positions;
          return e;
        },
        r.hand);
    entry["game"] = std::string(game_name(game_kind()));
    entry["hand"] = r.number;
    entry["board"] = r.number;
    entry["points"] = points_json(*this, r.points);
    hands.push_back(entry);
  }
  return hands;
}

}  // namespace tenace::server
