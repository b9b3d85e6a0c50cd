#include "bots/whist_robot.h"

#include <algorithm>

#include "bots/whist_bidding.h"
#include "bots/whist_card_play.h"
#include "bots/whist_certain_tricks.h"
#include "bots/whist_hand_choice.h"
#include "bots/whist_layouts.h"
#include "bots/whist_tricks.h"

namespace tenace {

namespace {

using Clock = std::chrono::steady_clock;

// A tie-break inside one number: a trick is worth far less than a point.
constexpr double kTrickWeight = 1e-3;

bool is_opening_lead(const WhistSeatView& view) {
  return view.completed_tricks.empty() && view.current_trick.cards.empty();
}

Seat dummy_seat_of(const WhistSeatView& view) { return partner(view.own_seat); }

// The player's cards as the play began: those held and those played.
Hand hand_at_first_lead(const WhistSeatView& view) {
  Hand cards = view.own_hand;
  for (const WhistSeenTrick& trick : view.completed_tricks)
    for (const WhistSeenCard& played : trick.cards)
      if (played.seat == view.own_seat) cards.add(played.card);
  return cards;
}

// The two lowest-ranked cards of the shortest side suit of `dummy` holding
// one or two cards, so that dummy can ruff it at once; nothing when there
// is no such suit or in no trump.
std::optional<std::pair<Card, Card>> void_discards(Hand dummy, const WhistDeclaration& declaration, bool ace_low) {
  if (!declaration.trump) return std::nullopt;
  std::optional<Suit> shortest;
  for (Suit s : kAllSuits) {
    if (s == *declaration.trump || dummy.length(s) == 0 || dummy.length(s) > 2) continue;
    if (!shortest || dummy.length(s) < dummy.length(*shortest)) shortest = s;
  }
  if (!shortest) return std::nullopt;
  Hand gone = dummy.cards_of(*shortest);
  if (gone.size() == 1) {
    // A singleton: the other card is the plain choice among the rest.
    const auto [first, second] = plain_discards(dummy - gone, declaration, ace_low);
    gone.add(first);
    (void)second;
  }
  auto it = gone.begin();
  const Card first = *it;
  const Card second = *++it;
  return std::pair{first, second};
}

}  // namespace

PlayBudget whist_robot_budget() {
  PlayBudget budget;
  budget.time = std::chrono::milliseconds(250);
  budget.lead_time = std::chrono::milliseconds(1000);
  budget.min_samples = 8;
  budget.max_samples = 100;
  budget.hard_limit = std::chrono::milliseconds(2000);
  return budget;
}

WhistRobot::WhistRobot(PlayBudget budget, std::uint64_t seed) : budget_(budget), rng_(seed) {}

NonsenseChoice WhistRobot::choose_hand(const WhistSeatView& view) {
  return weigh_hand_choice(view, budget_, budget_.lead_time, rng_).choice();
}

WhistCall WhistRobot::choose_call(const WhistSeatView& view) {
  if (view.legal_calls.size() == 1) return view.legal_calls.front();
  const auto layouts = simulate_declaring(view, budget_, budget_.lead_time, rng_);
  return call_from(view, weigh_bids(view, layouts));
}

std::vector<double> WhistRobot::weigh_declarations(const WhistSeatView& view,
                                                   const std::vector<WhistDeclaration>& declarations,
                                                   const std::vector<Hand>& dummies) {
  std::vector<double> value(declarations.size(), 0.0);
  if (!view.bid) return value;
  WhistLayoutSource layouts(view);
  const bool ace_low = view.rules.downtown_ace_low;
  const int multiplier = view.multiplier();
  const Seat own = view.own_seat;
  int samples = 0;
  const auto start = Clock::now();
  while (another_layout(budget_, samples, Clock::now() - start, budget_.lead_time)) {
    const auto hands = layouts.next(rng_);
    if (!hands) break;
    for (std::size_t i = 0; i < declarations.size(); ++i) {
      std::array<Hand, 4> h = *hands;
      if (i < dummies.size() && !dummies[i].empty()) h[static_cast<std::size_t>(index(dummy_seat_of(view)))] = dummies[i];
      const int tricks = view.variant == WhistVariant::Nonsense
                             ? declarer_tricks(h[static_cast<std::size_t>(index(own))],
                                               h[static_cast<std::size_t>(index(partner(own)))], declarations[i], ace_low)
                             : declarer_tricks(h, own, declarations[i], ace_low);
      value[i] += declarer_gain(*view.bid, tricks, view.rules, multiplier) + kTrickWeight * tricks;
    }
    ++samples;
    if (layouts.is_known()) break;
  }
  return value;
}

std::pair<Card, Card> WhistRobot::choose_discards(const WhistSeatView& view) {
  const Hand dummy = view.legal_discards;
  const bool ace_low = view.rules.downtown_ace_low;
  std::vector<WhistDeclaration> declarations;
  std::vector<Hand> dummies;
  std::vector<std::pair<Card, Card>> pairs;
  auto consider = [&](const WhistDeclaration& d, std::pair<Card, Card> pair) {
    Hand kept = dummy;
    kept.remove(pair.first);
    kept.remove(pair.second);
    declarations.push_back(d);
    dummies.push_back(kept);
    pairs.push_back(pair);
  };
  const WhistBidKind kind = view.bid ? view.bid->kind : WhistBidKind::NoTrump;
  for (const WhistDeclaration& d : declarations_for(kind)) {
    const auto plain = plain_discards(dummy, d, ace_low);
    consider(d, plain);
    if (const auto voiding = void_discards(dummy, d, ace_low); voiding && *voiding != plain) consider(d, *voiding);
  }
  const std::vector<double> value = weigh_declarations(view, declarations, dummies);
  const auto best = std::max_element(value.begin(), value.end()) - value.begin();
  return pairs[static_cast<std::size_t>(best)];
}

std::optional<Card> WhistRobot::choose_exchange(const WhistSeatView& view) {
  if (view.legal_exchanges.empty()) return std::nullopt;
  // No trump, direction still to name: the card strongest in either
  // direction (the ace, unless it ranks low downtown, then a king or a two).
  const TrickRules up{std::nullopt, RankOrder::HighWins};
  const TrickRules down{std::nullopt, view.rules.downtown_ace_low ? RankOrder::LowWinsAceLow : RankOrder::LowWinsAceHigh};
  Card best = *view.legal_exchanges.begin();
  auto worth = [&](Card c) { return std::max(up.strength(c), down.strength(c)); };
  for (Card c : view.legal_exchanges)
    if (worth(c) > worth(best)) best = c;
  return best;
}

WhistDeclaration WhistRobot::choose_declaration(const WhistSeatView& view) {
  const std::vector<WhistDeclaration> declarations = declarations_for(view.bid ? view.bid->kind : WhistBidKind::NoTrump);
  const std::vector<double> value = weigh_declarations(view, declarations, {});
  return declarations[static_cast<std::size_t>(std::max_element(value.begin(), value.end()) - value.begin())];
}

std::optional<int> WhistRobot::propose_claim(const WhistSeatView& view) {
  if (view.phase != WhistViewPhase::Play || !view.is_my_turn() || !view.current_trick.cards.empty())
    return std::nullopt;
  const Hand hand = hand_at_first_lead(view);
  if (refused_claim_hand_ == hand) return std::nullopt;
  const std::pair<Hand, Hand> here{hand, view.played_cards()};
  if (last_claim_ == here) {
    refused_claim_hand_ = hand;
    return std::nullopt;
  }
  const std::optional<int> tricks = certain_tricks(view, kMaxClaimLayouts, budget_.time);
  if (tricks) last_claim_ = here;
  return tricks;
}

Card WhistRobot::choose_card(const WhistSeatView& view) {
  if (view.legal_cards.size() == 1) return *view.legal_cards.begin();
  const auto time = is_opening_lead(view) ? budget_.lead_time : budget_.time;
  return card_from(view, analyse_cards(view, budget_, time, rng_));
}

}  // namespace tenace
