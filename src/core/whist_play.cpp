#include "core/whist_play.h"

#include <string>

namespace tenace {

Hand whist_legal_cards(Hand hand, const Trick& trick, const TrickRules& rules, NoTrumpJokerRule joker_rule) {
  const Hand legal = legal_cards(hand, trick, rules);
  if (joker_rule != NoTrumpJokerRule::DiscardWhenVoid || rules.trump) return legal;
  if (trick.is_empty() || trick.is_complete()) return legal;
  const auto led = trick.led_suit(rules);
  // Unable to follow (a suit was led and the hand has none of it): the
  // joker must go now, the first time this happens while holding one.
  if (led && hand.cards_of(*led).empty() && !hand.joker_cards().empty()) return hand.joker_cards();
  return legal;
}

WhistPlay::WhistPlay(const Deal& deal, TrickRules rules, Seat declarer, NoTrumpJokerRule joker_rule, bool table_rules)
    : play_(deal, rules, declarer), declarer_(declarer), joker_rule_(joker_rule), table_rules_(table_rules) {}

Hand WhistPlay::legal_cards() const {
  if (is_over()) return Hand();
  return whist_legal_cards(play_.remaining(to_play()), play_.current_trick(), play_.rules(), joker_rule_);
}

int WhistPlay::books_started() const {
  return static_cast<int>(play_.completed_tricks().size()) + (play_.current_trick().is_empty() ? 0 : 1);
}

Status WhistPlay::play(Card card) {
  if (Status held = play_.check(card, /*must_follow=*/false); !held) return held;
  const Seat seat = to_play();
  const bool allowed = legal_cards().contains(card);
  if (!allowed && !table_rules_) {
    if (Status engine = play_.check(card); !engine) return engine;
    return Error{std::string(seat_name(seat)) + " cannot follow suit and must discard a joker, not " +
                 card.to_string()};
  }
  const int book = static_cast<int>(play_.completed_tricks().size()) + 1;
  if (Status played = play_.play(card, /*must_follow=*/false); !played) return played;
  if (!allowed) reneges_.record(book, side_of_seat(seat));
  return {};
}

Status WhistPlay::settle_claim(WhistSide claimer, int tricks) {
  if (is_over()) return Error{"the play is over"};
  Result<WhistClaim> claim = whist_claim(claimer, tricks, static_cast<int>(play_.completed_tricks().size()),
                                         !play_.current_trick().is_empty());
  if (!claim) return claim.error();
  claim_ = *claim;
  return {};
}

Status WhistPlay::call_renege(WhistSide caller, int book) {
  if (!table_rules_) return Error{"reneges cannot happen: following suit is enforced"};
  return reneges_.call(caller, book, books_started());
}

}  // namespace tenace
