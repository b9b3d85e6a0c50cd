#include "bots/system_bidder.h"

#include <algorithm>
#include <array>
#include <optional>

#include "bots/auction_reading.h"
#include "bots/competitive_fallback.h"
#include "bots/hand_evaluation.h"
#include "bots/natural_bidding.h"
#include "bots/slam_bidding.h"
#include "core/auction.h"
#include "core/strain.h"

namespace tenace {

namespace {

// The suits a rule's variables stand for: M the major, m the minor.
struct Binding {
  Strain major = Strain::Spades;
  Strain minor = Strain::Clubs;
};

std::optional<Strain> strain_of_token(char t, const Binding& b) {
  if (t == 'M') return b.major;
  if (t == 'm') return b.minor;
  return std::nullopt;
}

// The call a rule token stands for under `b` (none for `*`).
std::optional<Call> resolve(const RuleToken& token, const Binding& b) {
  switch (token.kind) {
    case RuleToken::Kind::Exact:
      return token.call;
    case RuleToken::Kind::MajorBid:
      return Call::bid(token.level, b.major);
    case RuleToken::Kind::MinorBid:
      return Call::bid(token.level, b.minor);
    case RuleToken::Kind::Any:
      break;
  }
  return std::nullopt;
}

std::optional<Suit> suit_of_token(const std::string& t, const Binding& b) {
  if (t == "S") return Suit::Spades;
  if (t == "H") return Suit::Hearts;
  if (t == "D") return Suit::Diamonds;
  if (t == "C") return Suit::Clubs;
  if (t.size() == 1)
    if (auto s = strain_of_token(t[0], b)) return trump_suit(*s);
  return std::nullopt;
}

// How many passes open the auction before call `index`.
std::size_t passes_before_opening(const std::vector<Call>& calls, std::size_t index) {
  std::size_t first = 0;
  while (first < index && calls[first].is_pass()) ++first;
  return first;
}

// A rule that writes the passes before the opening fits that seat only.
bool fits_seat(const BiddingRule& rule, const std::vector<Call>& calls, std::size_t index) {
  return rule.passes_before_opening == BiddingRule::kAnySeat ||
         passes_before_opening(calls, index) == static_cast<std::size_t>(rule.passes_before_opening);
}

bool token_matches(const RuleToken& token, Call call, const Binding& b) {
  if (token.kind == RuleToken::Kind::Any) return true;
  return resolve(token, b) == call;
}

// The binding under which `rule` applies to call `index` (whatever call it
// is when `check_call` is false), if any. A rule without M or m is tried
// once: the binding cannot change what it matches.
std::optional<Binding> match(const BiddingRule& rule, const std::vector<Call>& calls, std::size_t index,
                             bool check_call) {
  if (!fits_seat(rule, calls, index)) return std::nullopt;
  const std::size_t first = passes_before_opening(calls, index);
  const std::size_t length = index - first;  // the auction from the opening on
  const std::size_t pattern = rule.context_tokens.size();
  if (rule.any_prefix ? length < pattern : length != pattern) return std::nullopt;
  const std::size_t offset = first + length - pattern;
  for (Strain major : {Strain::Spades, Strain::Hearts})
    for (Strain minor : {Strain::Clubs, Strain::Diamonds}) {
      const Binding b{major, minor};
      bool ok = true;
      for (std::size_t i = 0; ok && i < pattern; ++i) ok = token_matches(rule.context_tokens[i], calls[offset + i], b);
      if (ok && check_call) ok = token_matches(rule.call_token, calls[index], b);
      if (ok) return b;
      if (!rule.uses_variables) return std::nullopt;
    }
  return std::nullopt;
}

// Whether some rule of `system` is written for the auction before call
// `index` (whatever the call).
bool some_rule_fits(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  return std::any_of(system.rules.begin(), system.rules.end(),
                     [&](const BiddingRule& r) { return match(r, calls, index, false).has_value(); });
}

// Their 2C directly over our 1NT opening (the seat at `index` is on the
// 1NT bidder's side): its position in the auction, if any.
const Call kStolenBid = Call::bid(2, Strain::Clubs);
std::optional<std::size_t> stolen_two_clubs(const std::vector<Call>& calls, std::size_t index) {
  const std::size_t opening = passes_before_opening(calls, index);
  if (opening + 1 >= index || calls[opening] != Call::bid(1, Strain::NoTrump) ||
      calls[opening + 1] != kStolenBid || (index - opening) % 2 != 0)
    return std::nullopt;
  return opening + 1;
}

std::vector<std::pair<const BiddingRule*, Binding>> rules_for(const BiddingSystem& system,
                                                              const std::vector<Call>& calls, std::size_t index);

// Their double at `index` is for penalty by the rules (of our 1NT): the
// system gives way to the runouts for good, so 1NT X 2H X is not read as
// 1NT P 2H P, a transfer.
bool penalty_double(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  const auto rules = rules_for(system, calls, index);
  return !rules.empty() && rules.front().first->convention == "penalty double";
}

// The auction the rules for call `index` are looked up in. Where the
// system has no rule for the auction as it went, and the opponents doubled
// a bid of ours (a lead-directing double of Stayman, a transfer or a cue
// bid, a takeout double of a raise), the auction is read with those doubles
// as passes: the system stays on over their double, as players agree,
// rather than leaving the rest of the auction to the fallback. The calls
// keep their places; only those doubles change.
//
// Their 2C over our 1NT (natural, Landy or any other meaning) is read the
// same way, "system on": their 2C as a pass and responder's double as the
// 2C it stole (Stayman), so the whole no-trump structure answers.
std::vector<Call> as_matched(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  std::vector<std::size_t> their_doubles;  // of a bid of ours
  for (std::size_t i = 1; i < index; ++i)
    if ((index - i) % 2 == 1 && calls[i].is_double() && calls[i - 1].is_bid()) their_doubles.push_back(i);
  const auto stolen = stolen_two_clubs(calls, index);
  if ((their_doubles.empty() && !stolen) || some_rule_fits(system, calls, index)) return calls;
  // Only with no rule for the auction as it went is each double's own
  // meaning looked up: the lookup reads the auction before it again.
  std::vector<Call> read = calls;
  bool changed = false;
  for (std::size_t i : their_doubles)
    if (!penalty_double(system, calls, i)) {
      read[i] = Call::pass();
      changed = true;
    }
  if (stolen) {
    read[*stolen] = Call::pass();
    if (*stolen + 1 < calls.size() && calls[*stolen + 1].is_double()) read[*stolen + 1] = kStolenBid;
    changed = true;
  }
  if (!changed || !some_rule_fits(system, read, index)) return calls;
  return read;
}

// `points`: the hand's points as its fit with partner values them.
bool meets(const HandCondition& c, const HandEvaluation& e, const Binding& b, std::optional<Suit> trump,
           int points) {
  using K = HandCondition::Kind;
  switch (c.kind) {
    case K::Hcp:
      return c.min <= e.hcp && e.hcp <= c.max;
    case K::Points:
      return c.min <= points && points <= c.max;
    case K::Length: {
      const auto s = suit_of_token(c.suit, b);
      return s && c.min <= e.len(*s) && e.len(*s) <= c.max;
    }
    case K::Balanced:
      return e.balanced();
    case K::Unbalanced:
      return !e.balanced();
    case K::Stopper: {
      const auto s = suit_of_token(c.suit, b);
      return s && e.stopper(*s);
    }
    case K::GoodSuit: {
      const auto s = suit_of_token(c.suit, b);
      return s && e.sound_suit(*s);
    }
    case K::AceOrKing: {
      const auto s = suit_of_token(c.suit, b);
      return s && (e.hand.contains(Card(*s, Rank::Ace)) || e.hand.contains(Card(*s, Rank::King)));
    }
    case K::Keycards:
      return trump && ((c.keycard_mask >> keycards(e.hand, *trump)) & 1);
    case K::Aces:
      return (c.keycard_mask >> aces(e.hand)) & 1;
    case K::TrumpQueen:
      return trump && e.hand.contains(Card(*trump, Rank::Queen));
    case K::NoTrumpQueen:
      return trump && !e.hand.contains(Card(*trump, Rank::Queen));
  }
  return false;
}

std::string suit_word(Strain s) {
  static const char* const w[] = {"clubs", "diamonds", "hearts", "spades", "no trump"};
  return w[static_cast<int>(s)];
}

// A rule's conditions as written, with `M` and `m` named as the suits they
// stand for in this auction ("3+ M" after 1H: "3+ hearts").
std::string conditions_text(const BiddingRule& r, const Binding& b) {
  std::string out;
  std::size_t i = 0;
  const std::string& t = r.constraints_text;
  while (i < t.size()) {
    const bool starts_word = i == 0 || t[i - 1] == ' ' || t[i - 1] == ',';
    const bool ends_word = i + 1 == t.size() || t[i + 1] == ' ' || t[i + 1] == ',';
    if (starts_word && ends_word && (t[i] == 'M' || t[i] == 'm')) out += suit_word(*strain_of_token(t[i], b));
    else out += t[i];
    ++i;
  }
  return out;
}

std::string describe(const BiddingRule& r, const Binding& b) {
  std::string s = r.meaning;
  if (!r.convention.empty()) s += " (" + r.convention + ")";
  if (!r.constraints_text.empty() && r.constraints_text != "any") s += "; " + conditions_text(r, b);
  s += "; " + r.forcing;
  return s;
}

// A key-card convention's rule (RKCB and its answers and asks).
bool is_keycard_rule(const BiddingRule& r) { return r.convention.rfind("RKCB", 0) == 0; }

// The key-card answers are written for any auction ending in 4NT (`after:
// ... 4NT P`); they do not answer a 4NT that is no key-card ask (a
// quantitative one), whose own answers carry other meanings.
bool answers_a_4nt_that_asks_nothing(const BiddingSystem& system, const BiddingRule& r, const std::vector<Call>& calls,
                                     std::size_t index) {
  const std::size_t n = r.context.size();
  if (!r.any_prefix || n < 2 || r.context[n - 2] != "4NT" || !is_keycard_rule(r)) return false;
  return index >= 2 && !is_keycard_ask(system, calls, index - 2);
}

// Rules that explain call `index`: all the alternatives the system has for it.
std::vector<std::pair<const BiddingRule*, Binding>> rules_for(const BiddingSystem& system,
                                                              const std::vector<Call>& calls, std::size_t index) {
  std::vector<std::pair<const BiddingRule*, Binding>> out;
  const std::vector<Call> read = as_matched(system, calls, index);
  for (int round = 0; round < 2; ++round)
    for (const auto& r : system.rules)
      if ((r.call == "P" && r.conditions.empty()) == (round == 1))
        if (auto b = match(r, read, index, true); b && !answers_a_4nt_that_asks_nothing(system, r, read, index))
          out.push_back({&r, *b});
  return out;
}

// Widens `a` to cover `b` (one of several alternatives).
void hull(dealer::HandConstraints& a, const dealer::HandConstraints& b) {
  a.hcp.min = std::min(a.hcp.min, b.hcp.min);
  a.hcp.max = std::max(a.hcp.max, b.hcp.max);
  for (int s = 0; s < 4; ++s) {
    a.length[s].min = std::min(a.length[s].min, b.length[s].min);
    a.length[s].max = std::max(a.length[s].max, b.length[s].max);
  }
}

dealer::HandConstraints shown_by(const BiddingRule& r, const Binding& b) {
  dealer::HandConstraints h;
  for (const auto& c : r.conditions) {
    using K = HandCondition::Kind;
    switch (c.kind) {
      case K::Hcp:
        h.hcp.narrow_to({c.min, std::min(c.max, 37)});
        break;
      case K::Points:  // length and shortness add at most a few points to the HCP
        h.hcp.narrow_to({std::max(0, c.min - 4), std::min(c.max, 37)});
        break;
      case K::Length:
        if (auto s = suit_of_token(c.suit, b)) h.length_of(*s).narrow_to({c.min, c.max});
        break;
      case K::Balanced:
        for (auto& l : h.length) l.narrow_to({2, 5});
        break;
      default:
        break;
    }
  }
  return h;
}

// A suit bid no rule explains is natural: four cards; as support for a suit
// partner has bid three, or enough for eight together when partner has
// shown five or more (a transfer, a weak two).
int natural_length(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  const Suit suit = *trump_suit(calls[index].strain());
  int length = 4;
  for (std::size_t back = 2; back <= index; back += 4) {
    const std::size_t j = index - back;
    if (calls[j].is_bid() && calls[j].strain() == calls[index].strain()) length = std::min(length, 3);
    const auto rules = rules_for(system, calls, j);
    if (rules.empty()) continue;
    const int shown = shown_by(*rules.front().first, rules.front().second).length_of(suit).min;
    if (shown >= 5) length = std::min(length, std::max(2, 8 - shown));
  }
  return length;
}

// A double no rule explains is for takeout when the doubler's side has not
// bid and the doubled bid is a suit below the four level (what the
// fallback's overcalls double with); otherwise it is for penalty.
bool natural_takeout_double(const std::vector<Call>& calls, std::size_t index) {
  std::optional<Call> doubled;
  for (std::size_t i = index; i-- > 0;) {
    if ((index - i) % 2 == 0 && calls[i].is_bid()) return false;  // our side has bid
    if ((index - i) % 2 == 1 && calls[i].is_bid() && !doubled) doubled = calls[i];
  }
  return doubled && doubled->strain() != Strain::NoTrump && doubled->level() <= 3;
}

std::string natural_explanation(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  const Call c = calls[index];
  if (c.is_pass()) return "nothing to add now; non-forcing";
  if (c.is_double() && natural_takeout_double(calls, index))
    return "takeout double: short in their suit with support for the others, or 17+ HCP; forcing";
  if (c.is_double()) return "penalty double: expects to defeat the contract; non-forcing";
  if (c.is_redouble()) return "redouble: expects to make the contract doubled";
  if (c.strain() == Strain::NoTrump) return "natural, " + std::to_string(c.level()) + " no trump to play; non-forcing";
  if (const int length = natural_length(system, calls, index); length < 4)
    return "natural: support for partner's " + suit_word(c.strain()) + ", " + std::to_string(length) + "+ cards; non-forcing";
  return "natural: " + suit_word(c.strain()) + ", 4+ cards; non-forcing";
}

// What a call no rule explains shows (natural_explanation's words).
dealer::HandConstraints natural_shown(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  dealer::HandConstraints shown;
  const Call c = calls[index];
  if (c.is_bid() && c.strain() != Strain::NoTrump)
    shown.length_of(*trump_suit(c.strain())) = {natural_length(system, calls, index), 13};
  return shown;
}

bool is_default_pass(const BiddingRule& r) { return r.call == "P" && r.conditions.empty(); }

using RuleChoice = std::pair<const BiddingRule*, Binding>;

// A double followed, with no rule for it, by a suit neither partner nor
// the doubler has bid: the strong double (a takeout doubler with a minimum
// has nothing of its own to show; the fallback bids a new suit after a
// double only with extra values).
bool new_suit_after_double(const std::vector<Call>& calls, std::size_t index, std::size_t later) {
  if (!calls[index].is_double() || !calls[later].is_bid() || calls[later].strain() == Strain::NoTrump) return false;
  for (std::size_t i = index % 2; i < later; i += 2)
    if (calls[i].is_bid() && calls[i].strain() == calls[later].strain()) return false;
  return true;
}

// The most HCP any rule explaining call `index` asks for.
int strongest_minimum(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  int most = 0;
  for (const auto& r : rules_for(system, calls, index)) most = std::max(most, shown_by(*r.first, r.second).hcp.min);
  return most;
}

bool compatible(const dealer::HandConstraints& a, const dealer::HandConstraints& b) {
  auto both = a;
  both.narrow_to(b);
  if (both.hcp.empty()) return false;
  for (const auto& l : both.length)
    if (l.empty()) return false;
  return true;
}

// The rules among `rules` that do not contradict what the player had shown
// before the call; all of them when every one does.
std::vector<RuleChoice> consistent_with(const std::vector<RuleChoice>& rules,
                                        const dealer::HandConstraints& shown_before) {
  std::vector<RuleChoice> out;
  for (const auto& r : rules)
    if (compatible(shown_by(*r.first, r.second), shown_before)) out.push_back(r);
  return out.empty() ? rules : out;
}

// The hull of what `rules` show.
dealer::HandConstraints shown_by_any(const std::vector<RuleChoice>& rules) {
  auto shown = shown_by(*rules.front().first, rules.front().second);
  for (std::size_t k = 1; k < rules.size(); ++k) hull(shown, shown_by(*rules[k].first, rules[k].second));
  return shown;
}

// What the later calls of the seat making call `index` show, from the rules
// explaining them (nothing when it made no later call a rule explains, but
// a double's strong alternative when a new suit followed it).
std::optional<dealer::HandConstraints> later_evidence(const BiddingSystem& system, const std::vector<Call>& calls,
                                                      std::size_t index) {
  std::optional<dealer::HandConstraints> out;
  for (std::size_t i = index + 4; i < calls.size(); i += 4) {
    const auto rules = rules_for(system, calls, i);
    if (rules.empty() && new_suit_after_double(calls, index, i)) {
      if (!out) out = dealer::HandConstraints{};
      out->hcp.min = std::max(out->hcp.min, strongest_minimum(system, calls, index));
    }
    if (rules.empty()) continue;
    if (!out) out = dealer::HandConstraints{};
    add_evidence(*out, shown_by_any(rules));
  }
  return out;
}

// What the player making call `index` showed with its calls before it.
dealer::HandConstraints shown_before(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  dealer::HandConstraints shown;
  for (std::size_t j = index % 4; j < index; j += 4) {
    const auto rules = rules_for(system, calls, j);
    if (!rules.empty()) add_evidence(shown, shown_by_any(consistent_with(rules, shown)));
  }
  return shown;
}

// Which of the rules explaining a call is meant. Alone, the first (the
// system's priority). When the same player bid again, its later calls can
// tell: a double followed by a new suit that shows 17+ was the strong
// double, not the takeout double listed first. The alternative with the
// highest HCP minimum the later calls reach is taken when it is higher than
// the first's; otherwise the first alternative the later calls do not
// contradict.
RuleChoice chosen_alternative(const std::vector<RuleChoice>& rules,
                              const std::optional<dealer::HandConstraints>& later) {
  if (rules.size() < 2 || !later) return rules.front();
  const auto front = shown_by(*rules.front().first, rules.front().second);
  const RuleChoice* strongest = nullptr;
  int strongest_min = front.hcp.min;
  for (const auto& r : rules) {
    const auto shown = shown_by(*r.first, r.second);
    if (shown.hcp.min > strongest_min && shown.hcp.min <= later->hcp.min && compatible(shown, *later)) {
      strongest = &r;
      strongest_min = shown.hcp.min;
    }
  }
  if (strongest) return *strongest;
  for (const auto& r : rules)
    if (compatible(shown_by(*r.first, r.second), *later)) return r;
  return rules.front();
}

// Of `rules` (those explaining call `index`), the ones meant: the chosen
// one and the other hand types the call may still be — every alternative
// the later calls of the same player do not contradict (all of them when
// it has not bid again). When a later call showed the strong alternative,
// only the rules with its meaning. Explanations and the robots' reading
// both go through here.
std::vector<RuleChoice> meant_among(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index,
                                    const std::vector<RuleChoice>& rules) {
  if (rules.empty()) return {};
  const auto later = later_evidence(system, calls, index);
  const RuleChoice chosen = chosen_alternative(rules, later);
  const bool strong_shown = later && chosen.first != rules.front().first &&
                            shown_by(*chosen.first, chosen.second).hcp.min >
                                shown_by(*rules.front().first, rules.front().second).hcp.min;
  std::vector<RuleChoice> out{chosen};
  for (const auto& r : rules) {
    if (r.first == chosen.first) continue;
    const bool same_meaning = r.first->meaning == chosen.first->meaning;
    const bool still_possible = !strong_shown && (!later || compatible(shown_by(*r.first, r.second), *later));
    if (same_meaning || still_possible) out.push_back(r);
  }
  return out;
}

std::vector<RuleChoice> rules_meant(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  return meant_among(system, calls, index,
                     consistent_with(rules_for(system, calls, index), shown_before(system, calls, index)));
}

}  // namespace

std::string explain_call(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  if (index >= calls.size()) return "";
  const auto rules = rules_meant(system, calls, index);
  if (rules.empty()) {
    if (auto slam = explain_slam_convention(system, calls, index)) return slam->explanation;
    return natural_explanation(system, calls, index);
  }
  const BiddingRule& chosen = *rules.front().first;
  std::string text = describe(chosen, rules.front().second);
  // The other hand types the call may show.
  for (std::size_t i = 1; i < rules.size(); ++i) {
    const BiddingRule& r = *rules[i].first;
    if (r.constraints_text == chosen.constraints_text) continue;
    text += "; or ";
    if (r.meaning != chosen.meaning) text += r.meaning + ": ";
    text += conditions_text(r, rules[i].second);
  }
  return text;
}

std::optional<dealer::HandConstraints> explained_hand(const BiddingSystem& system, const std::vector<Call>& calls,
                                                      std::size_t index) {
  if (index >= calls.size()) return std::nullopt;
  const auto rules = rules_meant(system, calls, index);
  if (rules.empty()) return natural_reading(system, calls, index);
  return shown_by_any(rules);
}

bool is_alertable(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  if (index >= calls.size()) return false;
  const auto rules = rules_for(system, calls, index);
  if (rules.empty()) {
    const auto slam = explain_slam_convention(system, calls, index);
    return slam && slam->alert;
  }
  return rules.front().first->alert;
}

const BiddingRule* system_rule_for(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  if (index >= calls.size()) return nullptr;
  const auto rules = rules_for(system, calls, index);
  return rules.empty() ? nullptr : rules.front().first;
}

std::optional<dealer::HandConstraints> shown_by_rules(const BiddingSystem& system, const std::vector<Call>& calls,
                                                      std::size_t index, const dealer::HandConstraints& shown_before) {
  const auto rules = meant_among(system, calls, index, consistent_with(rules_for(system, calls, index), shown_before));
  if (rules.empty()) return std::nullopt;
  return shown_by_any(rules);
}

dealer::HandConstraints natural_reading(const BiddingSystem& system, const std::vector<Call>& calls,
                                        std::size_t index) {
  if (explain_slam_convention(system, calls, index)) return dealer::HandConstraints{};
  return natural_shown(system, calls, index);
}

namespace {

// The reasoning fallback for auctions the rules do not cover.
class Fallback {
 public:
  Fallback(const BiddingSystem& system, const SeatView& view)
      : system_(system), view_(view), eval_(view.own_hand), auction_(view.rebuilt_auction()) {
    for (const auto& c : view.auction) calls_.push_back(c.call);
    const auto deal = read_auction(system, calls_, view.dealer);
    mate_ = deal[index(partner(view.seat))];
    own_ = deal[index(view.seat)];
    for (Seat opponent : {next(view.seat), next(view.seat, 3)}) {
      for (Suit s : kAllSuits) theirs_[static_cast<int>(s)] = theirs_[static_cast<int>(s)] || deal[index(opponent)].length_of(s).min >= 4;
      if (deal[index(opponent)].hcp.min > 0) their_hcp_ += estimated_hcp(deal[index(opponent)]);
    }
  }

  CallDecision choose() const {
    if (!our_side_has_bid()) return guarded_natural();
    return towards_target();
  }

 private:
  const BiddingSystem& system_;
  const SeatView& view_;
  HandEvaluation eval_;
  Auction auction_;
  std::vector<Call> calls_;
  dealer::HandConstraints mate_;
  dealer::HandConstraints own_;  // what our own calls have shown
  std::array<bool, 4> theirs_{};  // the suits an opponent has shown four or more cards in
  int their_hcp_ = 0;             // what the opponents' calls show, as partner's is estimated

  // The longest suit to bid naturally: not one an opponent has shown (a bid
  // there reads as a cue bid), unless every suit this long is theirs.
  Suit our_longest_suit() const {
    std::optional<Suit> best;
    for (Suit s : kSuitsHighFirst)
      if (!theirs_[static_cast<int>(s)] && (!best || eval_.len(s) > eval_.len(*best))) best = s;
    return best && eval_.len(*best) >= 4 ? *best : eval_.longest_suit();
  }

  std::size_t n() const { return calls_.size(); }
  bool by_us(std::size_t i) const { return (n() - i) % 2 == 0; }
  bool by_partner(std::size_t i) const { return (n() - i) % 4 == 2; }
  // Our side has bid a game at some point of the auction.
  bool we_bid_game() const {
    for (std::size_t i = 0; i < n(); ++i)
      if (by_us(i) && calls_[i].is_bid() && calls_[i].level() >= game_level(calls_[i].strain())) return true;
    return false;
  }

  bool our_side_has_bid() const {
    for (std::size_t i = 0; i < n(); ++i)
      if (by_us(i) && calls_[i].is_bid()) return true;
    return false;
  }

  int partner_estimate() const { return estimated_hcp(mate_); }
  // Partner's share of the high cards for no trump: what partner's calls
  // show, but no more than the opponents' calls leave (1S (2H) 3H: opener
  // and a cue raise hold about 20, so the overcaller's partner with 12 has
  // no 3NT opposite the overcall). Suit contracts keep the plain estimate:
  // their tricks come from shape as well.
  int partner_high_cards_left() const {
    return std::max(mate_.hcp.min, std::min(partner_estimate(), 40 - eval_.hcp - their_hcp_));
  }
  // A 4-3-3-3 hand at the bottom of what it has shown: no slam try with
  // it, however many points partner might hold.
  bool flat_minimum() const {
    std::array<int, 4> shape = eval_.length;
    std::sort(shape.begin(), shape.end());
    return shape == std::array<int, 4>{3, 3, 3, 4} && eval_.hcp <= own_.hcp.min + 1;
  }
  // Four of the agreed minor as a slam try (slam_bidding.h), when the
  // auction reads it so: instead of five of the minor, with 3NT passed by.
  std::optional<CallDecision> minor_slam_try_call(Strain minor) const {
    auto with = calls_;
    with.push_back(Call::bid(4, minor));
    if (!auction_.is_legal(with.back()) || !minor_slam_try(system_, with, n())) return std::nullopt;
    return CallDecision{with.back(), false, explain_slam_convention(system_, with, n())->explanation};
  }
  // The key-card ask, or first the control bid that shows partner a side
  // suit this hand does not control (slam_bidding.h).
  CallDecision control_bid_or_keycard_ask(Strain trump) const {
    const SlamView slam{system_, calls_, eval_, mate_, own_};
    if (const auto cue = control_bid_before_keycard_ask(slam, *trump_suit(trump)); cue && auction_.is_legal(cue->call))
      return *cue;
    return make(Call::bid(4, Strain::NoTrump), keycard_ask_meaning(trump), true);
  }
  // Whether partner would read our 4NT as a key-card ask (a rule may make
  // it quantitative: then the slam is bid without the ask).
  bool four_no_trump_asks_key_cards() const {
    auto with = calls_;
    with.push_back(Call::bid(4, Strain::NoTrump));
    return is_keycard_ask(system_, with, n());
  }
  // A small slam in a suit partner has shown no length in (the fit only
  // assumed) and our 4NT would not ask in: the key cards cannot be
  // checked, so only with four of them in this hand (at most one missing),
  // or a long, strong suit of our own (six or more with two of the top
  // three honours) that is the slam's source of tricks.
  bool key_cards_unchecked(Strain strain, int level) const {
    if (level < 6 || strain == Strain::NoTrump) return false;
    const Suit suit = *trump_suit(strain);
    if (mate_.length_of(suit).min >= 3 || agreed_suit(system_, calls_, n()) == suit || keycards(eval_.hand, suit) >= 4)
      return false;
    return !own_suit_plays_opposite_a_void(suit);
  }

  // A suit that needs nothing from partner: seven cards with two of the top
  // three honours, or six headed by the ace, king and queen (A-K-J-x-x-x
  // opposite a singleton loses a trick half the time, and the slam with it).
  bool own_suit_plays_opposite_a_void(Suit suit) const {
    const Hand cards = eval_.hand;
    const bool top_three = cards.contains(Card(suit, Rank::Ace)) && cards.contains(Card(suit, Rank::King)) &&
                           cards.contains(Card(suit, Rank::Queen));
    return (eval_.len(suit) >= 7 && eval_.good_suit(suit)) || (eval_.len(suit) >= 6 && top_three);
  }

  bool we_asked_key_cards() const {
    for (std::size_t i = 0; i < n(); ++i)
      if (by_us(i) && calls_[i] == Call::bid(4, Strain::NoTrump)) return true;
    return false;
  }

  // Partner has shown six or more cards in a suit this hand holds at most
  // one of.
  bool short_in_partners_long_suit() const {
    return std::ranges::any_of(kAllSuits, [&](Suit s) { return mate_.length_of(s).min >= 6 && eval_.len(s) <= 1; });
  }

  // Partner has bid no trump naturally: a balanced hand, with something in
  // the suits it has not shown.
  bool partner_bid_no_trump() const {
    for (std::size_t i = 0; i < n(); ++i)
      if (by_partner(i) && calls_[i].is_bid() && calls_[i].strain() == Strain::NoTrump) return true;
    return false;
  }

  // Partner's last bid was a slam: partner has placed the contract.
  bool partner_bid_slam() const {
    for (std::size_t i = n(); i-- > 0;)
      if (by_partner(i) && calls_[i].is_bid()) return calls_[i].level() >= 6;
    return false;
  }
  // The most partner can reasonably hold for what has been shown.
  int partner_ceiling() const { return std::min(mate_.hcp.max, mate_.hcp.min + 8); }

  // The longest known fit of eight or more cards, a major preferred. A
  // minor fit gives way to a four-card major of ours that partner raised
  // (1D-1H-2H: four hearts, or three and a ruffing value), seven cards
  // sure: 6D on five diamonds opposite partner's three-card opening went
  // two down where hearts were raised.
  std::optional<Strain> fit() const {
    std::optional<Strain> best;
    int best_len = 0;
    for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
      const int total = eval_.len(*trump_suit(s)) + mate_.length_of(*trump_suit(s)).min;
      if (total < 8) continue;
      const int score = total + (is_major(s) ? 2 : 0);
      if (score > best_len) best = s, best_len = score;
    }
    if (best && is_minor(*best))
      for (Suit s : {Suit::Spades, Suit::Hearts})
        if (eval_.len(s) + mate_.length_of(s).min >= 7 && own_.length_of(s).min >= 4 && mate_.length_of(s).min >= 3)
          return strain_of(s);
    return best;
  }

  // This hand holds a singleton or void.
  bool short_here() const {
    return std::ranges::any_of(kAllSuits, [&](Suit s) { return eval_.len(s) <= 1; });
  }

  // Neither this hand nor partner (as far as shown) holds a singleton or void.
  bool no_shortness_either_side() const {
    return !short_here() &&
           std::ranges::none_of(kAllSuits, [&](Suit s) { return mate_.length_of(s).min <= 1; });
  }

  // A suit this hand does not stop and partner has neither bid (four or
  // more cards) nor promised a stopper in.
  bool a_suit_held_by_nobody() const {
    return std::ranges::any_of(kAllSuits, [&](Suit s) {
      return !eval_.stopper(s) && mate_.length_of(s).min < 4 && !partner_showed_stopper(s);
    });
  }

  // A known seven-card major fit (a six-card suit opposite any, four or
  // five opposite three) plays better than no trump when a suit is held
  // by nobody: this hand does not stop it and partner has not bid it. For
  // game only: a partscore stays in no trump, and a slam needs a real fit.
  std::optional<Strain> major_instead_of_unguarded_notrump() const {
    if (!a_suit_held_by_nobody()) return std::nullopt;
    for (Suit s : {Suit::Spades, Suit::Hearts}) {
      const int mine = eval_.len(s), partners = mate_.length_of(s).min;
      if (mine + partners >= 7 && (std::min(mine, partners) >= 3 || std::max(mine, partners) >= 6))
        return strain_of(s);
    }
    return std::nullopt;
  }

  // Partner's calls promised a stopper in `suit` (the rule meant asks for one).
  bool partner_showed_stopper(Suit suit) const {
    for (std::size_t i = 0; i < n(); ++i) {
      if (!by_partner(i)) continue;
      const auto meant = rules_meant(system_, calls_, i);
      if (meant.empty()) continue;
      for (const auto& c : meant.front().first->conditions)
        if (c.kind == HandCondition::Kind::Stopper && suit_of_token(c.suit, meant.front().second) == suit) return true;
    }
    return false;
  }

  // A suit an opponent has shown that neither this hand stops nor partner
  // has promised to: no trump would run it.
  bool their_suit_unguarded() const {
    for (Suit s : kAllSuits)
      if (theirs_[static_cast<int>(s)] && !eval_.stopper(s) && !partner_showed_stopper(s)) return true;
    return false;
  }

  // A known seven-card minor fit (this hand's length and the least partner
  // has shown), the longer first: where to play instead of no trump with
  // their suit unguarded. Not partner's six-card suit opposite a singleton
  // here: a misfit, however the cards add up (1H (X) 3H 4C-5C with a
  // singleton club went five down).
  std::optional<Strain> minor_instead_of_unguarded_notrump() const {
    if (!their_suit_unguarded()) return std::nullopt;
    const auto minor = seven_card_minor_fit(2);
    if (!minor) return std::nullopt;
    return strain_of(*minor);
  }

  // The longer minor of seven or more cards between the hands (this hand's
  // length and the least partner has shown) with at least `own` of them
  // here, not a suit of theirs.
  std::optional<Suit> seven_card_minor_fit(int own) const {
    std::optional<Suit> best;
    int best_total = 0;
    for (Suit s : {Suit::Diamonds, Suit::Clubs}) {
      const int total = eval_.len(s) + mate_.length_of(s).min;
      if (total >= 7 && eval_.len(s) >= own && total > best_total && !theirs_[static_cast<int>(s)])
        best = s, best_total = total;
    }
    return best;
  }

  // 3NT with a suit nobody has stopped or bid runs it (1D-1S-2C-2H-3C: the
  // fourth suit asked for a heart stopper and opener denied one). In an
  // auction forcing to game a minor of seven or more cards between the
  // hands, bid at the cheapest level below 3NT, leaves 3NT to partner with
  // the suit held and five of the minor the game without it. Not after
  // partner's no trump (1S-2C-2NT): that balanced hand has the suit covered
  // often enough, and the detour tells the defence.
  std::optional<CallDecision> minor_without_a_stopper() const {
    if (!game_forced() || partner_bid_no_trump()) return std::nullopt;
    // Unbid: partner has shown fewer than three cards there and the hands
    // hold no seven together (partner's three-card minor opening is bid).
    const bool unbid_suit_unguarded = std::ranges::any_of(kAllSuits, [&](Suit s) {
      const int partners = mate_.length_of(s).min;
      return !eval_.stopper(s) && partners < 3 && eval_.len(s) + partners < 7 && !partner_showed_stopper(s);
    });
    if (!unbid_suit_unguarded) return std::nullopt;
    const auto best = seven_card_minor_fit(3);
    if (!best) return std::nullopt;
    if (const auto bid = cheapest_bid(strain_of(*best), 3))
      return make(*bid, "natural: " + suit_word(strain_of(*best)) + ", no stopper for no trump in a suit nobody has "
                        "bid; forcing");
    return std::nullopt;
  }

  // A misfit: our side is in partner's suit, where this hand holds at most
  // one card, and no eight-card fit is known. A six-card suit of its own
  // plays better: bid it at the cheapest level, up to three and below game,
  // unless it has been bid twice already (partner has heard it and chose).
  std::optional<CallDecision> own_suit_over_misfit(Call current) const {
    const auto last = last_bid();
    if (!last || !by_partner(*last) || current.strain() == Strain::NoTrump || fit()) return std::nullopt;
    const Suit theirs = *trump_suit(current.strain());
    const Suit own = eval_.longest_suit();
    if (eval_.len(theirs) > 1 || eval_.len(own) < 6 || own == theirs) return std::nullopt;
    int times_bid = 0;
    for (std::size_t i = 0; i < n(); ++i)
      if (by_us(i) && !by_partner(i) && calls_[i].is_bid() && calls_[i].strain() == strain_of(own)) ++times_bid;
    if (times_bid >= 2) return std::nullopt;
    if (const auto bid = cheapest_bid(strain_of(own), 3))
      return make(*bid, "natural: " + suit_word(strain_of(own)) + ", six or more; a misfit with partner's " +
                            suit_word(current.strain()) + "; non-forcing");
    return std::nullopt;
  }

  // The cheapest legal bid in `strain` at level `highest` or below.
  std::optional<Call> cheapest_bid(Strain strain, int highest = 7) const {
    for (int level = 1; level <= highest; ++level)
      if (auction_.is_legal(Call::bid(level, strain))) return Call::bid(level, strain);
    return std::nullopt;
  }

  // Our side has made a call forcing to game (a 2/1 response, Jacoby 2NT, a
  // splinter, a jump shift): nobody passes below game.
  bool game_forced() const { return game_forcing_auction(system_, calls_, n()); }

  bool below_game() const {
    const auto last = last_bid();
    if (!last || !by_us(*last)) return false;
    const Call c = calls_[*last];
    return c.level() < game_level(c.strain());
  }

  bool partner_forces() const {
    if (game_forced() && below_game()) return true;
    if (intervention_after_partner()) return false;
    for (std::size_t i = n(); i-- > 0;)
      if (by_partner(i)) {
        if (!calls_[i].is_bid() && !calls_[i].is_double()) return false;
        const auto rules = rules_for(system_, calls_, i);
        if (rules.empty()) return false;
        const auto& f = rules.front().first->forcing;
        if (f == "game forcing") {
          const auto last = auction_.last_bid_index();
          const Call c = calls_[*last];
          return c.level() < game_level(c.strain());
        }
        return rules.front().first->forces();
      }
    return false;
  }

  // The right-hand opponent bid or doubled over partner's last call: a
  // one-round force lapses (partner will speak again), so a hand with
  // nothing to say may pass instead of bidding blind at a higher level.
  bool intervention_after_partner() const {
    if (n() < 2 || !by_partner(n() - 2)) return false;
    const Call rho = calls_[n() - 1];
    return rho.is_bid() || rho.is_double();
  }

  std::optional<std::size_t> last_bid() const {
    for (std::size_t i = n(); i-- > 0;)
      if (calls_[i].is_bid()) return i;
    return std::nullopt;
  }

  CallDecision make(Call c, std::string why, bool alert = false) const {
    if (!auction_.is_legal(c)) return pass_or_cheapest("no better call");
    return CallDecision{c, alert, std::move(why)};
  }

  CallDecision pass_or_cheapest(const std::string& why) const {
    if (!partner_forces() || !auction_.is_legal(Call::pass()) || !last_bid()) return {Call::pass(), false, "Pass: " + why};
    // Forced: the cheapest bid in our best strain.
    const Strain s = fit().value_or(eval_.balanced() ? Strain::NoTrump : strain_of(our_longest_suit()));
    if (const auto bid = cheapest_bid(s))
      return {*bid, false, "natural, cheapest bid in " + suit_word(s) + " (partner's call was forcing)"};
    return {Call::pass(), false, "Pass"};
  }

  CallDecision guarded_natural() const {
    CallDecision d = NaturalBidder().choose(view_);
    if (!auction_.is_legal(d.call)) return {Call::pass(), false, "Pass"};
    if (d.call.is_bid() && d.call.level() >= 6 && eval_.hcp + std::min(mate_.hcp.max, 37) < 31 && auction_.is_legal(Call::pass()))
      return {Call::pass(), false, "Pass: not the values for a slam"};
    return d;
  }

  CallDecision towards_target() const {
    const auto trump = fit();
    const int mine = trump ? std::max(eval_.total_points(),
                                      eval_.fit_points(*trump_suit(*trump), mate_.length_of(*trump_suit(*trump)).min))
                           : eval_.total_points();
    int combined = mine + partner_estimate();
    Strain strain;
    const Suit longest = eval_.longest_suit();
    if (trump && is_minor(*trump) && is_major(strain_of(longest)) && eval_.len(longest) >= 7 &&
        eval_.good_suit(longest)) {
      strain = strain_of(longest);  // a long, strong major of our own plays better than a minor fit
    } else if (trump && is_minor(*trump) && combined >= 25 && combined < 32 && no_shortness_either_side() &&
               !their_suit_unguarded()) {
      strain = Strain::NoTrump;  // nine tricks, not eleven: neither hand ruffs anything
    } else if (trump && (is_major(*trump) || combined < 25 || !eval_.balanced())) {
      strain = *trump;
    } else if (trump || eval_.balanced() || combined >= 25) {
      strain = eval_.len(our_longest_suit()) >= 6 && !eval_.balanced() ? strain_of(our_longest_suit())
                                                                           : Strain::NoTrump;
    } else {
      strain = strain_of(our_longest_suit());
    }
    // A long minor of our own and no fit: eleven tricks need about 28
    // points, nine in no trump 25. With game values short of the minor
    // game, no singleton or void and their suits held, 3NT rather than a
    // partscore in the minor.
    if (!trump && is_minor(strain) && combined >= 25 && combined < 28 && !short_here() && !their_suit_unguarded())
      strain = Strain::NoTrump;
    // A suit unguarded: a seven-card fit plays better than no trump, in
    // game, and in a partscore when the suit is theirs.
    const bool fit_for_unguarded = !trump && combined < 33 && (combined >= 25 || their_suit_unguarded());
    if (strain == Strain::NoTrump && fit_for_unguarded)
      if (const auto major = major_instead_of_unguarded_notrump()) strain = *major;
    if (strain == Strain::NoTrump && fit_for_unguarded)
      if (const auto minor = minor_instead_of_unguarded_notrump()) strain = *minor;
    // A slam in no trump with a suit held by nobody loses the first tricks
    // there: a minor fit plays the slam instead (1D-2D-2S-6NT with two small
    // hearts each).
    if (strain == Strain::NoTrump && trump && is_minor(*trump) && combined >= 33 && a_suit_held_by_nobody())
      strain = *trump;
    // What the fit counts before no trump counts high cards only.
    const int combined_in_fit = combined;
    if (strain == Strain::NoTrump) combined = std::min(combined, mine + partner_high_cards_left());
    int level;
    // A grand slam in no trump is counted in high cards: length points
    // make tricks only once the suit is set up, and no key-card ask checks it.
    if (combined >= 37 && (trump || (strain == Strain::NoTrump && eval_.hcp + partner_estimate() >= 37))) level = 7;
    else if (combined >= 33) level = 6;
    else if (combined >= (is_minor(strain) ? 28 : 25)) level = game_level(strain);
    else level = strain == Strain::NoTrump ? (combined >= 23 ? 2 : 1) : (combined >= 23 ? 3 : 2);

    // A fit's shortness is counted in `mine`, so a point less will do; with no
    // fit found, a suit slam only in a long, strong suit of our own.
    if (trump && strain == *trump && level < 6 && combined >= 32) level = 6;
    if (!trump && strain != Strain::NoTrump && level >= 6 &&
        !(eval_.len(*trump_suit(strain)) >= 6 && eval_.good_suit(*trump_suit(strain))))
      level = game_level(strain);
    if (key_cards_unchecked(strain, level)) level = game_level(strain);
    // No slam in a suit of our own that partner has not supported while
    // partner's long suit meets a singleton or void here: the hands do not
    // work together, whatever the points add up to (6H over partner's 3NT
    // on eight clubs, with a singleton club: three down).
    if (level >= 6 && !trump && strain != Strain::NoTrump && short_in_partners_long_suit()) level = game_level(strain);
    // Over partner's small slam a grand needs the key cards asked for: the
    // slam bidder has placed the contract on what it knows (7C over 6NT
    // went one down where 6NT made).
    if (level == 7 && strain != Strain::NoTrump && partner_bid_slam() && !we_asked_key_cards()) level = 6;
    if (game_forced() && level < game_level(strain)) level = game_level(strain);

    const auto last = last_bid();
    const Call current = calls_[*last];
    const bool ours = by_us(*last);
    // Slam in a minor the auction has not agreed (1H-1S-3D: 4NT would ask
    // in hearts; 1D-2C-2NT with a long club suit of our own, its length and
    // shortness counted as if partner fitted): four of the minor sets it
    // first, when the key cards can then be asked safely in it
    // (slam_bidding.h), or when the slam rests on shape rather than high
    // cards (under 30 HCP together): partner, who may not fit, judges and
    // signs off in five without the values. With the high cards and no safe
    // ask, six at once (the try would stop in five when partner's control
    // bid leaves a side suit unchecked).
    const bool slam_on_shape = eval_.hcp + partner_estimate() < 30;
    if (level >= 6 && (!trump || strain == *trump) && is_minor(strain) &&
        trump_suit(strain) != agreed_suit(system_, calls_, n()) &&
        (keycard_ask_is_safe(eval_, *trump_suit(strain)) || slam_on_shape))
      if (const auto try_ = minor_slam_try_call(strain)) return *try_;
    // Slam in the agreed suit: ask for key cards first.
    bool no_sound_ask = false;
    if (level >= 6 && strain != Strain::NoTrump && trump_suit(strain) == agreed_suit(system_, calls_, n())) {
      const bool asked = we_asked_key_cards();
      if (!asked)
        if (const auto force = grand_slam_force(eval_, *trump_suit(strain), combined, current); force && auction_.is_legal(*force))
          return make(*force, "grand slam force: asks for two of the ace, king and queen of " + suit_word(strain) +
                                  "; asking", true);
      if (!asked && current.index() < Call::bid(4, Strain::NoTrump).index()) {
        if (!keycard_ask_is_safe(eval_, *trump_suit(strain)))
          level = game_level(strain), no_sound_ask = true;  // no way to check the key cards: a control bid or game
        else if (auction_.is_legal(Call::bid(4, Strain::NoTrump)) && four_no_trump_asks_key_cards())
          return control_bid_or_keycard_ask(strain);
        else
          level = std::min(level, 6);  // 4NT is not a key-card ask here: no grand slam unchecked
      }
    }
    const Call target = Call::bid(level, strain);
    if (target == Call::bid(3, Strain::NoTrump) && ours)
      if (const auto minor = minor_without_a_stopper()) return *minor;
    // Slam possible but not sure, below game: a control bid (at the four
    // level unless forcing to game), which partner reads with the agreed major.
    if (level < 6 && trump && strain == *trump && is_major(strain) && combined >= 30 &&
        mine + partner_ceiling() >= 33 && !flat_minimum())
      if (const auto cue = control_bid(eval_, *trump_suit(strain), control_bid_floor(current, game_forced()))) {
        auto with = calls_;
        with.push_back(*cue);
        if (const auto shown = explain_slam_convention(system_, with, n()); shown && is_control_bid(system_, with, n()))
          return make(*cue, shown->explanation, true);
      }
    // With a minor, five of it stays the way back after the try: the try
    // costs nothing against the game in it, so it is made whenever slam is
    // possible opposite the top of partner's hand.
    // A strong six-card minor of our own with no fit known tries the same
    // way, its shortness counted (as the long trump hand opposite a
    // doubleton) only for what partner's best could make of it. Without a
    // real fit (none known, or only partner's doubleton in a balanced hand)
    // the try needs a singleton or void (they make the tricks high cards
    // would) or 30 HCP opposite partner's best: else 3NT, which the try
    // would pass by, is the game.
    const bool slam_values_without_fit = eval_.hcp + partner_ceiling() >= 30 || short_here();
    const bool own_minor = !trump && is_minor(strain) && eval_.len(*trump_suit(strain)) >= 6 &&
                           eval_.good_suit(*trump_suit(strain)) && slam_values_without_fit;
    const bool minor_fit = trump && strain == *trump && is_minor(strain) &&
                           (mate_.length_of(*trump_suit(strain)).min >= 3 || slam_values_without_fit);
    const int mine_in_minor = own_minor ? std::max(mine, eval_.fit_points(*trump_suit(strain), 2)) : mine;
    const bool try_in_minor = (minor_fit || own_minor) && combined >= 28 && mine_in_minor + partner_ceiling() >= 31;
    // A balanced hand with a minor fit plays game in no trump, but the fit
    // may hold a slam its high cards alone do not reach: with 29+ counted
    // in the fit and 32+ opposite the top of partner's range the minor try,
    // below 3NT, lets partner judge; five of the minor, not 3NT, is then
    // the way back.
    const bool try_from_no_trump = strain == Strain::NoTrump && trump && is_minor(*trump) && combined_in_fit >= 29 &&
                                   mine + partner_ceiling() >= 32;
    if (level < 6 && (try_in_minor || try_from_no_trump) && !flat_minimum() &&
        current.index() < Call::bid(3, Strain::NoTrump).index())
      if (const auto try_ = minor_slam_try_call(try_in_minor ? strain : *trump)) return *try_;
    if (ours && !no_sound_ask && level < 6 && trump && strain == *trump && is_major(strain) && current == Call::bid(4, strain) &&
        combined >= 31 && mine + partner_ceiling() >= 34 && !flat_minimum())
      return make(Call::bid(5, strain), "slam invitation: partner bids six with better than a minimum; invitational");
    if (ours && current.index() >= target.index()) return pass_or_cheapest("the partnership has reached its level");
    // Our side is in game, or in a partscore with no game in view: no reason
    // to move unless a slam is in view.
    if (ours && level < 6 && current.level() >= game_level(current.strain()))
      return pass_or_cheapest("the partnership is in game");
    if (ours && level < game_level(strain))
      if (const auto own = own_suit_over_misfit(current)) return *own;
    if (ours && level < game_level(strain) && current.level() >= 2) return pass_or_cheapest("a partscore is enough");
    if (ours && current.strain() == strain && current.level() >= game_level(strain) && level < 6)
      return pass_or_cheapest("game reached");
    if (!ours) {
      // The opponents hold the contract.
      if (current.index() >= target.index()) {
        // Not with a void in their trumps: this hand's values are worth
        // more in our own contract than in defence. 26 points together,
        // not a bare majority of them: they chose to bid at the three
        // level or higher on their shape.
        const bool void_in_their_trumps =
            current.strain() != Strain::NoTrump && eval_.len(*trump_suit(current.strain())) == 0;
        if (combined >= 26 && current.level() >= 3 && auction_.is_legal(Call::double_()) &&
            !(trump && current.level() < game_level(*trump)) && !void_in_their_trumps)
          return make(Call::double_(), "penalty double: the values to defeat the contract; non-forcing");
        // They outbid our game at the five level: with the balance of the
        // high cards ours they are sacrificing, or guessing; passing would
        // let them off undoubled.
        if (current.level() >= 5 && we_bid_game() && combined >= 22 && auction_.is_legal(Call::double_()) &&
            !void_in_their_trumps)
          return make(Call::double_(), "penalty double: they outbid our game, the balance of the values is ours; non-forcing");
        // Their contract doubled with us to call can only be partner's
        // double (ours would have been passed out or taken out).
        if (auction_.current_doubling() == Doubling::Doubled) return pass_or_cheapest("partner's double stands");
        if (auction_.current_doubling() == Doubling::Redoubled) return pass_or_cheapest("the contract stays redoubled");
        return pass_or_cheapest("the opponents outbid us");
      }
    }
    if (!auction_.is_legal(target)) return pass_or_cheapest("no sound bid");
    // Below game, bid only as high as needed.
    if (level < game_level(strain) && level < 6)
      if (const auto bid = cheapest_bid(strain, level))
        return make(*bid, "natural: " + suit_word(strain) + ", about " + std::to_string(mine) +
                              " points opposite partner's; non-forcing");
    std::string why = level >= 6 ? "slam" : "game";
    return make(target, why + " in " + suit_word(strain) + ": the values for it; to play");
  }
};

}  // namespace

namespace {

// The slam sequences whose calls depend on partner's answers (slam_bidding.h)
// come before the rules. Each follows a bid of partner's at the four level or
// higher, which keeps reading the auction off the common path.
std::optional<CallDecision> slam_sequence_call(const BiddingSystem& system, const SeatView& view,
                                               const std::vector<Call>& before, const HandEvaluation& eval) {
  if (before.size() < 2) return std::nullopt;
  const Call partners = before[before.size() - 2];
  if (!partners.is_bid() || partners.level() < 4) return std::nullopt;
  const auto deal = read_auction(system, before, view.dealer);
  const SlamView slam{system, before, eval, deal[index(partner(view.seat))], deal[index(view.seat)]};
  auto d = slam_convention_call(slam);
  if (d && !view.rebuilt_auction().is_legal(d->call)) return std::nullopt;
  return d;
}

}  // namespace

namespace {

// The hand's points for the rules: total points, or once we know of an
// eight-card fit (our length and the least partner has shown; a major
// before a minor, then the longer fit) the points it is worth with that
// fit, shortness counted and honours opposite partner's shortness wasted
// (HandEvaluation::fit_points), whether it raises or accepts a raise.
int points_with_fit(const BiddingSystem& system, const SeatView& view, const HandEvaluation& eval) {
  std::vector<Call> calls;
  for (const auto& c : view.auction) calls.push_back(c.call);
  const auto mate = read_auction(system, calls, view.dealer)[index(partner(view.seat))];
  std::optional<Suit> best;
  int best_score = 0;
  for (Suit s : kSuitsHighFirst) {
    const int total = eval.len(s) + mate.length_of(s).min;
    if (total < 8) continue;
    const int score = total + (is_major(strain_of(s)) ? 4 : 0);
    if (score > best_score) best = s, best_score = score;
  }
  if (!best) return eval.total_points();
  std::array<bool, 4> short_suits{};
  for (Suit s : kAllSuits) short_suits[static_cast<int>(s)] = mate.length_of(s).max <= 1;
  return eval.fit_points(*best, mate.length_of(*best).min, short_suits);
}

// A rule's 4NT that asks for key cards in `trump`.
bool rule_asks_key_cards(Call call, const BiddingRule& rule, std::optional<Suit> trump) {
  return call == Call::bid(4, Strain::NoTrump) && is_keycard_rule(rule) && trump;
}

// A rule's key-card ask is passed over when an answer could carry the
// auction past five of the trump suit with two key cards missing
// (keycard_ask_is_safe): the next rule, usually game, is bid instead.
bool unsound_keycard_ask(Call call, const BiddingRule& rule, const HandEvaluation& eval, std::optional<Suit> trump) {
  return rule_asks_key_cards(call, rule, trump) && !keycard_ask_is_safe(eval, *trump);
}

// A rule's key-card ask over partner's splinter (call `index` - 2) is passed
// over without the values for it (slam_bidding.h splinter_ask_has_values),
// which are fewer opposite opener's splinter rebid.
bool splinter_ask_short_of_values(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index,
                                  Call call, const BiddingRule& rule, const HandEvaluation& eval,
                                  std::optional<Suit> trump, int points) {
  if (!rule_asks_key_cards(call, rule, trump) || index < 2) return false;
  const BiddingRule* splinter = system_rule_for(system, calls, index - 2);
  if (!splinter || splinter->convention != "splinter") return false;
  const auto short_suit = trump_suit(calls[index - 2].strain());
  // Partner bid before the splinter: opener's splinter rebid (1m-1M-3S).
  const bool opener_splinter = index >= 6 && calls[index - 6].is_bid();
  return short_suit && !splinter_ask_has_values(eval, *trump, *short_suit, points, opener_splinter);
}

// A rule's key-card ask gives way to a control bid when this hand holds a
// side suit neither it nor partner is known to control
// (slam_bidding.h control_bid_before_keycard_ask).
std::optional<CallDecision> control_bid_instead_of_ask(const BiddingSystem& system, const SeatView& view,
                                                       const std::vector<Call>& calls, const HandEvaluation& eval,
                                                       Call call, const BiddingRule& rule, std::optional<Suit> trump) {
  if (!rule_asks_key_cards(call, rule, trump)) return std::nullopt;
  const auto deal = read_auction(system, calls, view.dealer);
  const SlamView slam{system, calls, eval, deal[index(partner(view.seat))], deal[index(view.seat)]};
  auto cue = control_bid_before_keycard_ask(slam, *trump);
  if (cue && !view.rebuilt_auction().is_legal(cue->call)) return std::nullopt;
  return cue;
}

// Whether a rule's call is a natural game in our agreed major, which gives
// way to a slam try when the hand has the values for one.
bool natural_game_in_agreed_major(const BiddingRule& rule, Call call, std::optional<Suit> trump) {
  return !rule.alert && trump && is_major(strain_of(*trump)) && call == Call::bid(4, strain_of(*trump));
}

// The slam try (slam_bidding.h control_bid_instead_of_game) for the seat
// to call after `calls`, with `points` counted with the fit.
std::optional<CallDecision> slam_try_before_game(const BiddingSystem& system, const SeatView& view,
                                                 const std::vector<Call>& calls, const HandEvaluation& eval,
                                                 int points) {
  const auto deal = read_auction(system, calls, view.dealer);
  const SlamView slam{system, calls, eval, deal[index(partner(view.seat))], deal[index(view.seat)]};
  return control_bid_instead_of_game(slam, points);
}

bool counts_points(const BiddingRule& rule) {
  return std::any_of(rule.conditions.begin(), rule.conditions.end(),
                     [](const HandCondition& c) { return c.kind == HandCondition::Kind::Points; });
}

}  // namespace

RuledDecision SystemBidder::choose_by_rule(const SeatView& view) const {
  std::vector<Call> calls;
  for (const auto& c : view.auction) calls.push_back(c.call);
  const HandEvaluation eval(view.own_hand);
  if (auto slam = slam_sequence_call(system_, view, calls, eval)) return {*slam};
  calls.push_back(Call::pass());  // placeholder for our call while matching
  const std::size_t index = calls.size() - 1;
  const Auction auction = view.rebuilt_auction();
  const auto trump = suit_for_keycards(system_, calls, index);
  std::optional<int> points;  // points_with_fit, once a rule counts points
  // Two rounds: the rules proper, then the default passes ("P | any"), so a
  // system's own rule is never hidden behind a shared file's default.
  const std::vector<Call> read = as_matched(system_, calls, index);
  for (int round = 0; round < 2; ++round)
  for (const auto& rule : system_.rules) {
    if (is_default_pass(rule) != (round == 1)) continue;
    const auto b = match(rule, read, index, false);
    if (!b || answers_a_4nt_that_asks_nothing(system_, rule, read, index)) continue;
    auto call = resolve(rule.call_token, *b);
    // Over their 2C the system's 2C (Stayman) is made by doubling, when the
    // rules are read with their 2C as a pass (as_matched).
    if (call == kStolenBid && index > 0 && stolen_two_clubs(calls, index) == index - 1 &&
        read[index - 1] != calls[index - 1])
      call = Call::double_();
    if (!call || !auction.is_legal(*call)) continue;
    if (!points && counts_points(rule)) points = points_with_fit(system_, view, eval);
    bool ok = true;
    for (const auto& c : rule.conditions) ok = ok && meets(c, eval, *b, trump, points.value_or(0));
    if (!ok) continue;
    if (unsound_keycard_ask(*call, rule, eval, trump)) continue;
    if (splinter_ask_short_of_values(system_, calls, index, *call, rule, eval, trump, points.value_or(0))) continue;
    if (auto cue = control_bid_instead_of_ask(system_, view, std::vector<Call>(calls.begin(), calls.end() - 1), eval,
                                              *call, rule, trump))
      return {*cue};
    if (natural_game_in_agreed_major(rule, *call, trump)) {
      if (!points) points = points_with_fit(system_, view, eval);
      const std::vector<Call> before(calls.begin(), calls.end() - 1);
      if (auto slam_try = slam_try_before_game(system_, view, before, eval, *points)) return {*slam_try};
    }
    calls.back() = *call;
    return {CallDecision{*call, rule.alert, explain_call(system_, calls, index)}, &rule};
  }
  if (auto pass = leave_in_penalty_double(system_, view)) return {*pass};
  if (auto compete = compete_by_total_tricks(system_, view)) return {*compete};
  if (auto sacrifice = sacrifice_against_game(system_, view)) return {*sacrifice};
  if (auto compete = compete_with_extra_values(system_, view)) return {*compete};
  CallDecision d = Fallback(system_, view).choose();
  if (!auction.is_legal(d.call)) d = CallDecision{Call::pass(), false, "Pass"};
  return {d};
}

}  // namespace tenace
