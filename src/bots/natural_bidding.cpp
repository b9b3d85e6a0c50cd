#include "bots/natural_bidding.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "bots/hand_evaluation.h"

namespace tenace {

namespace {

constexpr Suit suit_of(Strain s) { return static_cast<Suit>(s); }

std::string suit_word(Strain s) {
  switch (s) {
    case Strain::Clubs:
      return "clubs";
    case Strain::Diamonds:
      return "diamonds";
    case Strain::Hearts:
      return "hearts";
    case Strain::Spades:
      return "spades";
    case Strain::NoTrump:
      return "no trump";
  }
  return "";
}

CallDecision decide(Call call, std::string why, bool alert = false) {
  return CallDecision{call, alert, std::move(why)};
}
CallDecision pass(std::string why) { return decide(Call::pass(), std::move(why)); }

// What partner's calls have shown so far, as minimums: the robot's picture of
// the partnership's assets.
struct Shown {
  int min_hcp = 0;
  std::array<int, 4> min_len{};
  bool balanced = false;
  bool forcing = false;  // partner's last call asks us not to pass
  int len(Strain s) const { return min_len[static_cast<int>(s)]; }
  void at_least(Strain s, int n) {
    if (s == Strain::NoTrump) return;
    int& l = min_len[static_cast<int>(s)];
    l = std::max(l, n);
  }
};

// The auction read from one seat: who opened, what each side bid, the last
// bid. Indices refer to view.auction.
class Reading {
 public:
  explicit Reading(const SeatView& v) : view(v), eval(v.own_hand), auction(v.rebuilt_auction()) {
    me = v.seat;
    mate = partner(me);
    for (std::size_t i = 0; i < v.auction.size(); ++i) {
      const SeenCall& c = v.auction[i];
      if (c.call.is_bid()) {
        if (!opening) opening = i;
        last_bid = i;
      }
    }
  }

  const SeatView& view;
  HandEvaluation eval;
  Auction auction;
  Seat me;
  Seat mate;
  std::optional<std::size_t> opening;
  std::optional<std::size_t> last_bid;

  Seat seat_at(std::size_t i) const { return view.auction[i].seat; }
  Call call_at(std::size_t i) const { return view.auction[i].call; }
  bool ours(Seat s) const { return side_of(s) == side_of(me); }
  Seat opener() const { return seat_at(*opening); }
  Call opening_call() const { return call_at(*opening); }

  // Non-pass calls made by `s`, in order.
  std::vector<std::size_t> actions_of(Seat s) const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < view.auction.size(); ++i)
      if (seat_at(i) == s && !call_at(i).is_pass()) out.push_back(i);
    return out;
  }
  int calls_of(Seat s) const {
    int n = 0;
    for (const SeenCall& c : view.auction) n += c.seat == s;
    return n;
  }
  bool opponents_acted_after(std::size_t index) const {
    for (std::size_t i = index + 1; i < view.auction.size(); ++i)
      if (!ours(seat_at(i)) && !call_at(i).is_pass()) return true;
    return false;
  }
  bool opponents_bid_strain(Strain s) const {
    for (const SeenCall& c : view.auction)
      if (!ours(c.seat) && c.call.is_bid() && c.call.strain() == s) return true;
    return false;
  }
  bool we_bid_strain(Strain s) const {
    for (const SeenCall& c : view.auction)
      if (ours(c.seat) && c.call.is_bid() && c.call.strain() == s) return true;
    return false;
  }
  bool legal(Call c) const { return auction.is_legal(c); }

  // The cheapest legal bid in `s`, if any is left below 8.
  std::optional<Call> cheapest(Strain s) const { return cheapest_after(last_bid, s); }
  std::optional<Call> cheapest_after(std::optional<std::size_t> bid_index, Strain s) const {
    int level = 1;
    if (bid_index) {
      Call last = call_at(*bid_index);
      level = last.level() + (static_cast<int>(s) > static_cast<int>(last.strain()) ? 0 : 1);
    }
    if (level > 7) return std::nullopt;
    return Call::bid(level, s);
  }
  bool stoppers_in_their_suits() const {
    for (Suit s : kAllSuits)
      if (opponents_bid_strain(strain_of(s)) && !eval.stopper(s)) return false;
    return true;
  }
};

// ---------------------------------------------------------------- opening

CallDecision opening_bid(const Reading& r) {
  const HandEvaluation& e = r.eval;
  if (e.hcp >= 22 || (e.total_points() >= 24 && e.hcp >= 19))
    return decide(Call::bid(2, Strain::Clubs), "Strong and artificial: 22+ HCP (or game-forcing values)", true);
  if (e.balanced() && e.hcp >= 20 && e.hcp <= 21) return decide(Call::bid(2, Strain::NoTrump), "20-21 HCP, balanced");
  if (e.balanced() && e.hcp >= 15 && e.hcp <= 17) return decide(Call::bid(1, Strain::NoTrump), "15-17 HCP, balanced");
  int two_longest = 0;
  {
    std::array<int, 4> l = e.length;
    std::sort(l.begin(), l.end(), std::greater<>());
    two_longest = l[0] + l[1];
  }
  bool opens = e.hcp >= 12 || (e.hcp >= 10 && e.hcp + two_longest >= 20);
  if (opens) {
    if (e.len(Suit::Spades) >= 5 && e.len(Suit::Spades) >= e.len(Suit::Hearts))
      return decide(Call::bid(1, Strain::Spades), "12-21 HCP, 5+ spades");
    if (e.len(Suit::Hearts) >= 5) return decide(Call::bid(1, Strain::Hearts), "12-21 HCP, 5+ hearts");
    int d = e.len(Suit::Diamonds), c = e.len(Suit::Clubs);
    if (d > c || (d == c && d >= 4))
      return decide(Call::bid(1, Strain::Diamonds), "12-21 HCP, 4+ diamonds (3 with 4-4-3-2), no 5-card major");
    return decide(Call::bid(1, Strain::Clubs), "12-21 HCP, 3+ clubs, no 5-card major");
  }
  if (e.hcp >= 5 && e.hcp <= 10) {
    Suit longest = e.longest_suit();
    int l = e.len(longest);
    Strain s = strain_of(longest);
    if (l >= 8 && is_major(s)) return decide(Call::bid(4, s), "Preempt: 8-card " + suit_word(s) + " suit, 5-10 HCP");
    if (l >= 7) return decide(Call::bid(3, s), "Preempt: 7-card " + suit_word(s) + " suit, 5-10 HCP");
    if (l == 6 && longest != Suit::Clubs && e.good_suit(longest) && e.hcp >= 6)
      return decide(Call::bid(2, s), "Weak two: 6-card " + suit_word(s) + " suit, 6-10 HCP");
  }
  return pass("No opening bid: fewer than 12 HCP and no preempt");
}

// ------------------------------------------------------- partner's picture

// Reads what partner's calls showed, by this method's own agreements (the
// robot knows its partner plays the same method; it never sees partner's
// written explanations).
Shown read_partner(const Reading& r) {
  Shown shown;
  if (!r.opening) return shown;
  std::vector<std::size_t> mine = r.actions_of(r.me);
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  bool we_opened = r.ours(r.opener());
  std::optional<Strain> my_first_strain;
  for (std::size_t i : mine)
    if (r.call_at(i).is_bid()) {
      my_first_strain = r.call_at(i).strain();
      break;
    }
  std::vector<Strain> partner_suits;
  for (std::size_t k = 0; k < theirs.size(); ++k) {
    std::size_t i = theirs[k];
    Call c = r.call_at(i);
    bool last = k + 1 == theirs.size();
    std::optional<std::size_t> previous_bid;
    for (std::size_t j = 0; j < i; ++j)
      if (r.call_at(j).is_bid()) previous_bid = j;
    bool jump = false;
    if (c.is_bid() && previous_bid) {
      std::optional<Call> cheap = r.cheapest_after(previous_bid, c.strain());
      jump = cheap && c.level() > cheap->level();
    }
    if (c.is_double()) {
      if (k == 0 && !we_opened) {
        shown.min_hcp = std::max(shown.min_hcp, 12);
        for (Strain s : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades})
          if (!r.opponents_bid_strain(s)) shown.at_least(s, 3);
        shown.forcing = last && r.last_bid && !r.ours(r.seat_at(*r.last_bid));
      } else {
        shown.min_hcp = std::max(shown.min_hcp, 8);
      }
      continue;
    }
    if (c.is_redouble()) {
      shown.min_hcp = std::max(shown.min_hcp, 10);
      continue;
    }
    Strain s = c.strain();
    int level = c.level();
    if (i == *r.opening) {  // partner opened
      if (s == Strain::NoTrump) {
        shown.min_hcp = level == 1 ? 15 : level == 2 ? 20 : 25;
        shown.balanced = true;
        for (Strain t : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades}) shown.at_least(t, 2);
      } else if (level == 1) {
        shown.min_hcp = 12;
        shown.at_least(s, is_major(s) ? 5 : s == Strain::Diamonds ? 4 : 3);
      } else if (level == 2 && s == Strain::Clubs) {
        shown.min_hcp = 22;
        shown.forcing = true;
      } else {
        shown.min_hcp = 6;
        shown.at_least(s, level + 4);
      }
      partner_suits.push_back(s);
      continue;
    }
    if (k == 0 && !we_opened) {  // partner's overcall
      if (s == Strain::NoTrump) {
        shown.min_hcp = std::max(shown.min_hcp, 15);
        shown.balanced = true;
      } else {
        shown.min_hcp = std::max(shown.min_hcp, level >= 2 ? 11 : 8);
        shown.at_least(s, 5);
        partner_suits.push_back(s);
      }
      continue;
    }
    if (k == 0 && we_opened && r.opener() == r.me) {  // partner's first response
      Call open = r.opening_call();
      if (open == Call::bid(1, Strain::NoTrump) && c == Call::bid(2, Strain::Clubs)) {
        shown.min_hcp = 8;  // Stayman
        shown.forcing = last;
        continue;
      }
      if (open == Call::bid(2, Strain::Clubs) && c == Call::bid(2, Strain::Diamonds)) continue;  // waiting
      if (open.strain() == s && s != Strain::NoTrump) {
        int raise = level - open.level();
        shown.min_hcp = std::max(shown.min_hcp, raise <= 1 ? 6 : raise == 2 ? 10 : 13);
        shown.at_least(s, is_major(s) ? 3 : 4);
        continue;
      }
      if (s == Strain::NoTrump) {
        shown.balanced = true;
        int base = open.strain() == Strain::NoTrump ? (level == 2 ? 8 : 10) : (level == 1 ? 6 : level == 2 ? 11 : 13);
        shown.min_hcp = std::max(shown.min_hcp, base);
        continue;
      }
      shown.min_hcp = std::max(shown.min_hcp, level == 1 ? 6 : 10);
      shown.at_least(s, (level >= 2 && s == Strain::Hearts) ? 5 : 4);
      if (open.strain() == Strain::NoTrump) shown.at_least(s, 5);
      partner_suits.push_back(s);
      shown.forcing = last;                                                       // a new suit by responder forces
      if (open.strain() == Strain::NoTrump && level == 2) shown.forcing = false;  // signoff
      continue;
    }
    // Later calls: rebids, raises, new suits.
    if (jump) shown.min_hcp += 3;
    if (s == Strain::NoTrump) {
      shown.balanced = true;
      shown.min_hcp = std::max(shown.min_hcp, 11);
      continue;
    }
    if (std::find(partner_suits.begin(), partner_suits.end(), s) != partner_suits.end()) {
      shown.at_least(s, std::min(6, shown.len(s) + 1));
    } else if (my_first_strain == s || r.we_bid_strain(s)) {
      shown.at_least(s, 3);
    } else {
      shown.at_least(s, 4);
      partner_suits.push_back(s);
      shown.forcing = last && level < game_level(s);
    }
  }
  // Stayman answers by partner after my 2C over partner's 1NT.
  if (r.opening && r.opener() == r.mate && r.opening_call() == Call::bid(1, Strain::NoTrump) && !mine.empty() &&
      r.call_at(mine.front()) == Call::bid(2, Strain::Clubs) && theirs.size() >= 2) {
    Call answer = r.call_at(theirs[1]);
    shown.min_len[static_cast<int>(Suit::Diamonds)] = 2;
    if (answer == Call::bid(2, Strain::Hearts)) shown.at_least(Strain::Hearts, 4);
    if (answer == Call::bid(2, Strain::Spades)) shown.at_least(Strain::Spades, 4);
  }
  return shown;
}

// ------------------------------------------------- the general continuation

// The best fit: 8+ cards together, majors first, then the longer fit.
std::optional<Strain> best_fit(const Reading& r, const Shown& shown, int* length_out = nullptr) {
  std::optional<Strain> fit;
  int fit_length = 0;
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    int together = r.eval.len(suit_of(s)) + shown.len(s);
    if (together < 8 || r.opponents_bid_strain(s)) continue;
    if (!fit || (is_major(s) && !is_major(*fit)) || (is_major(s) == is_major(*fit) && together > fit_length)) {
      fit = s;
      fit_length = together;
    }
  }
  if (length_out) *length_out = fit_length;
  return fit;
}

int aces(const Hand& hand) {
  int n = 0;
  for (Suit s : kAllSuits) n += hand.contains(Card(s, Rank::Ace));
  return n;
}

// 4NT is Blackwood when our side has bid a suit before it and the last bid
// of our side was not in no trump (then 4NT invites 6NT instead).
bool is_blackwood(const Reading& r, std::size_t index) {
  if (r.call_at(index) != Call::bid(4, Strain::NoTrump)) return false;
  bool suit_bid = false;
  std::optional<Call> our_last;
  for (std::size_t i = 0; i < index; ++i) {
    if (!r.ours(r.seat_at(i)) || !r.call_at(i).is_bid()) continue;
    if (r.call_at(i).strain() != Strain::NoTrump) suit_bid = true;
    our_last = r.call_at(i);
  }
  return suit_bid && our_last && our_last->strain() != Strain::NoTrump;
}

// Blackwood (RULES.md §1.6): answering partner's 4NT, and placing the
// contract after partner's answer.
std::optional<CallDecision> blackwood(const Reading& r) {
  std::vector<std::size_t> mine = r.actions_of(r.me);
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  if (!theirs.empty() && is_blackwood(r, theirs.back()) && *r.last_bid == theirs.back() &&
      (mine.empty() || mine.back() < theirs.back())) {
    int n = aces(r.eval.hand);
    static constexpr Strain answers[] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                                         Strain::Clubs};
    return decide(Call::bid(5, answers[n]),
                  "Blackwood answer: " + std::string(n == 0 || n == 4 ? "0 or 4" : std::to_string(n)) + " aces", true);
  }
  if (!mine.empty() && is_blackwood(r, mine.back()) && !theirs.empty() && theirs.back() > mine.back() &&
      *r.last_bid == theirs.back() && r.call_at(theirs.back()).level() == 5) {
    Strain answer = r.call_at(theirs.back()).strain();
    int partner_aces = answer == Strain::Clubs ? 0 : answer == Strain::Diamonds ? 1 : answer == Strain::Hearts ? 2 : 3;
    int mine_aces = aces(r.eval.hand);
    // 5C shows none or all four: with no ace here, partner must hold them all.
    if (answer == Strain::Clubs && mine_aces == 0) partner_aces = 4;
    int total = mine_aces + partner_aces;
    Shown shown = read_partner(r);
    std::optional<Strain> fit = best_fit(r, shown);
    Strain s = fit ? *fit : Strain::NoTrump;
    int points = (fit ? r.eval.support_points(suit_of(s)) : r.eval.hcp) + shown.min_hcp;
    int level = total <= 2 ? 5 : (total == 4 && points >= 37) ? 7 : 6;
    Call call = Call::bid(level, s);
    if (!r.legal(call)) call = Call::bid(6, s);
    if (!r.legal(call)) return pass("Partner's answer is the contract");
    return decide(
        call, total <= 2 ? "To play: two aces are missing" : "To play: " + std::to_string(total) + " aces together");
  }
  return std::nullopt;
}

// From the partnership's picture to a target contract, then the call that
// moves towards it (or Pass once there).
CallDecision continue_naturally(const Reading& r) {
  const HandEvaluation& e = r.eval;
  Shown shown = read_partner(r);
  int fit_length = 0;
  std::optional<Strain> fit = best_fit(r, shown, &fit_length);
  int points = e.hcp + shown.min_hcp;
  if (fit) points = e.support_points(suit_of(*fit)) + shown.min_hcp;
  bool shown_anything = shown.min_hcp > 0;

  // The strain to aim for.
  Strain target_strain;
  if (fit && (is_major(*fit) || points < 25 || !r.stoppers_in_their_suits() || !(e.balanced() || shown.balanced)))
    target_strain = *fit;
  else if (fit && is_minor(*fit) && points >= 29 && !r.stoppers_in_their_suits())
    target_strain = *fit;
  else if (!fit && !e.balanced() && !shown.balanced && e.len(e.longest_suit()) >= 6)
    target_strain = strain_of(e.longest_suit());
  else
    target_strain = Strain::NoTrump;
  int game = game_level(target_strain);
  int target_level;
  if (points >= 37 && fit)
    target_level = 7;
  else if (points >= 33)
    target_level = 6;
  else if (points >= 25)
    target_level = is_minor(target_strain) && points < 28 ? 4 : game;
  else if (points >= 23)
    target_level = game - 1;
  else
    target_level = is_minor(target_strain) ? 3 : 2;
  if (is_minor(target_strain) && points >= 25 && points < 28 && r.stoppers_in_their_suits()) {
    target_strain = Strain::NoTrump;
    target_level = 3;
  }

  auto describe = [&](Call c) {
    std::string text = "Natural";
    if (c.strain() != Strain::NoTrump)
      text += ", " + std::to_string(std::max(4, e.len(suit_of(c.strain())))) + "+ " + suit_word(c.strain());
    else
      text += ", balanced or stoppers";
    if (c.level() >= game_level(c.strain())) text += ", to play";
    return text;
  };
  auto bid_towards = [&](Strain s, int level) -> std::optional<CallDecision> {
    std::optional<Call> cheap = r.cheapest(s);
    if (!cheap || cheap->level() > level) return std::nullopt;
    // Jump straight to a game or slam the hand wants; otherwise step up.
    Call call = level >= game_level(s) ? Call::bid(level, s) : *cheap;
    if (!r.legal(call)) return std::nullopt;
    return decide(call, describe(call));
  };

  std::optional<std::size_t> last = r.last_bid;
  if (!last) return pass("Nothing to say");
  Call last_call = r.call_at(*last);
  Seat last_bidder = r.seat_at(*last);

  // On the way to a suit slam, ask for aces first.
  if (fit && target_strain == *fit && target_level >= 6 && r.legal(Call::bid(4, Strain::NoTrump)) &&
      r.ours(last_bidder) && last_call.strain() != Strain::NoTrump) {
    bool asked = false;
    for (const SeenCall& c : r.view.auction)
      if (r.ours(c.seat) && c.call == Call::bid(4, Strain::NoTrump)) asked = true;
    if (!asked) return decide(Call::bid(4, Strain::NoTrump), "Blackwood: asks for aces", true);
  }

  if (r.ours(last_bidder)) {
    // Already there (or higher): stop.
    bool same_strain = last_call.strain() == target_strain;
    if (last_call.level() >= target_level &&
        (same_strain || last_call.level() >= game_level(last_call.strain()) || !shown.forcing))
      return pass("Content with the contract");
    if (same_strain && !shown.forcing && points < 25 && last_call.level() >= target_level - 0)
      return pass("Content with the contract");
    if (last_bidder == r.mate && !shown.forcing && points < 23 && shown_anything)
      return pass("Minimum: no game in sight");
    if (auto d = bid_towards(target_strain, target_level)) return *d;
    if (shown.forcing && last_call.level() < game_level(last_call.strain())) {
      // Forced to bid: support partner, rebid a long suit, or no trump.
      if (last_call.strain() != Strain::NoTrump && e.len(suit_of(last_call.strain())) >= 3 &&
          last_call.level() + 1 <= game_level(last_call.strain())) {
        Call raise = Call::bid(last_call.level() + 1, last_call.strain());
        if (r.legal(raise)) return decide(raise, "Support: 3+ " + suit_word(last_call.strain()));
      }
      Suit own = e.longest_suit();
      if (e.len(own) >= 5)
        if (auto c = r.cheapest(strain_of(own)); c && c->level() <= 3)
          return decide(*c, "Natural: 5+ " + suit_word(strain_of(own)));
      if (auto c = r.cheapest(Strain::NoTrump); c && c->level() <= 3) return decide(*c, "Natural, no fit yet");
    }
    return pass("Content with the contract");
  }

  // The opponents bid last: compete, double, or let them play.
  if (fit) {
    std::optional<Call> cheap = r.cheapest(*fit);
    int law = fit_length - 6;  // the law of total tricks
    if (cheap && points >= 25 && cheap->level() <= std::max(game_level(*fit), target_level)) {
      Call call = Call::bid(std::max(cheap->level(), std::min(target_level, game_level(*fit))), *fit);
      if (r.legal(call))
        return decide(call,
                      "Natural, " + std::to_string(e.len(suit_of(*fit))) + " " + suit_word(*fit) + ", game values");
    }
    if (cheap && points >= 16 && cheap->level() <= law && cheap->level() <= 3)
      return decide(*cheap, "Competing: " + std::to_string(e.len(suit_of(*fit))) + " " + suit_word(*fit));
  }
  if (!fit && points >= 25 && r.stoppers_in_their_suits()) {
    if (auto c = r.cheapest(Strain::NoTrump); c && c->level() <= 3) {
      Call call = Call::bid(std::max(3, c->level()), Strain::NoTrump);
      if (r.legal(call)) return decide(call, "Natural, stoppers in their suit, game values");
    }
  }
  // A hand that doubled and holds 17+ HCP doubles their two-level
  // partscore again rather than sell out: partner, who may have passed a
  // long suit of its own over their bid, now bids it or passes with their
  // suit (19 HCP passed 2D with seven hearts opposite).
  if (r.legal(Call::double_()) && last_call.level() == 2 && last_call.strain() != Strain::NoTrump && e.hcp >= 17 &&
      !r.opponents_acted_after(*r.last_bid) && r.view.auction.back().call.is_pass()) {
    const std::vector<std::size_t> mine = r.actions_of(r.me);
    if (!mine.empty() && std::ranges::all_of(mine, [&](std::size_t i) { return r.call_at(i).is_double(); }))
      return decide(Call::double_(), "Strong hand again: partner bids a suit of its own or passes with their trumps");
  }
  // Penalty double: their contract is high and our strength and trumps say it fails.
  if (r.legal(Call::double_()) && shown_anything && last_call.level() >= 2) {
    Strain theirs = last_call.strain();
    bool trumps = theirs == Strain::NoTrump ? e.hcp >= 12 : e.len(suit_of(theirs)) >= 4 && e.hcp >= 8;
    int them_needed_points = 20 + 3 * (last_call.level() - 1);
    if (points >= 24 && trumps && (40 - points) < them_needed_points)
      return decide(Call::double_(), "Penalty: expects to defeat the contract");
  }
  return pass("Not enough to compete");
}

// ---------------------------------------------------- partner opened, we answer

std::optional<CallDecision> respond_to_1nt(const Reading& r) {
  const HandEvaluation& e = r.eval;
  int spades = e.len(Suit::Spades), hearts = e.len(Suit::Hearts);
  if (e.hcp <= 7) {
    if (spades >= 5 && spades >= hearts) return decide(Call::bid(2, Strain::Spades), "To play: 5+ spades, 0-7 HCP");
    if (hearts >= 5) return decide(Call::bid(2, Strain::Hearts), "To play: 5+ hearts, 0-7 HCP");
    if (e.len(Suit::Diamonds) >= 6) return decide(Call::bid(2, Strain::Diamonds), "To play: 6+ diamonds, 0-7 HCP");
    return pass("0-7 HCP");
  }
  if (e.hcp <= 15 && (spades >= 6 || hearts >= 6) && e.hcp >= 10) {
    Strain m = spades >= hearts ? Strain::Spades : Strain::Hearts;
    return decide(Call::bid(4, m), "To play: 6+ " + suit_word(m));
  }
  if (e.hcp >= 10 && (spades >= 5 || hearts >= 5)) {
    Strain m = spades >= hearts ? Strain::Spades : Strain::Hearts;
    return decide(Call::bid(3, m), "Game forcing: 5+ " + suit_word(m) + ", 10+ HCP");
  }
  if ((spades == 4 || hearts == 4) && e.hcp <= 15)
    return decide(Call::bid(2, Strain::Clubs), "Stayman: asks for a 4-card major (8+ HCP)", true);
  if (e.hcp <= 9) return decide(Call::bid(2, Strain::NoTrump), "Invitational: 8-9 HCP");
  if (e.hcp <= 15) return decide(Call::bid(3, Strain::NoTrump), "To play: 10-15 HCP");
  if (e.hcp <= 17) return decide(Call::bid(4, Strain::NoTrump), "Quantitative: 16-17 HCP, invites 6NT", true);
  return decide(Call::bid(6, Strain::NoTrump), "To play: 18+ HCP");
}

std::optional<CallDecision> respond_to_one_suit(const Reading& r, Strain open) {
  const HandEvaluation& e = r.eval;
  if (e.hcp < 6) return pass("Fewer than 6 HCP");
  if (is_major(open) && e.len(suit_of(open)) >= 3) {
    int support = e.support_points(suit_of(open));
    if (support >= 19) return std::nullopt;  // slam interest: the general continuation asks for aces
    if (support <= 9) return decide(Call::bid(2, open), "Simple raise: 3+ " + suit_word(open) + ", 6-9 points");
    if (support <= 12) return decide(Call::bid(3, open), "Limit raise: 3+ " + suit_word(open) + ", 10-12 points");
    return decide(Call::bid(4, open), "Game raise: 3+ " + suit_word(open) + ", 13+ points");
  }
  // A major at the one level.
  int spades = e.len(Suit::Spades), hearts = e.len(Suit::Hearts);
  bool hearts_ok = open != Strain::Hearts && open != Strain::Spades && hearts >= 4;
  bool spades_ok = open != Strain::Spades && spades >= 4;
  if (hearts_ok && (!spades_ok || hearts > spades || (hearts == spades && hearts == 4)))
    return decide(Call::bid(1, Strain::Hearts), "4+ hearts, 6+ HCP, forcing");
  if (spades_ok) return decide(Call::bid(1, Strain::Spades), "4+ spades, 6+ HCP, forcing");
  if (open == Strain::Clubs && e.len(Suit::Diamonds) >= 4 && (e.len(Suit::Diamonds) >= 5 || e.hcp >= 10) &&
      !e.balanced())
    return decide(Call::bid(1, Strain::Diamonds), "4+ diamonds, 6+ HCP, forcing");
  // Minor raises.
  if (is_minor(open) && e.len(suit_of(open)) >= (open == Strain::Clubs ? 5 : 4) && !e.balanced()) {
    if (e.hcp <= 9) return decide(Call::bid(2, open), "Simple raise: 4+ " + suit_word(open) + ", 6-9 HCP");
    if (e.hcp <= 12) return decide(Call::bid(3, open), "Limit raise: 4+ " + suit_word(open) + ", 10-12 HCP");
  }
  // New suit at the two level.
  if (e.hcp >= 10) {
    for (Strain s : {Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
      if (static_cast<int>(s) >= static_cast<int>(open)) continue;
      int need = s == Strain::Hearts ? 5 : 4;
      if (e.len(suit_of(s)) >= need && (e.len(suit_of(s)) >= 5 || !e.balanced()))
        return decide(Call::bid(2, s), std::to_string(need) + "+ " + suit_word(s) + ", 10+ HCP, forcing");
    }
  }
  if (e.hcp <= 10) return decide(Call::bid(1, Strain::NoTrump), "6-10 HCP, no fit, not forcing");
  if (e.hcp <= 12) return decide(Call::bid(2, Strain::NoTrump), "11-12 HCP, balanced, invitational");
  if (e.hcp <= 15) return decide(Call::bid(3, Strain::NoTrump), "13-15 HCP, balanced");
  return std::nullopt;  // strong hands: the general continuation finds game or slam
}

std::optional<CallDecision> first_response(const Reading& r) {
  const HandEvaluation& e = r.eval;
  Call open = r.opening_call();
  if (open == Call::bid(1, Strain::NoTrump)) return respond_to_1nt(r);
  if (open == Call::bid(2, Strain::Clubs))
    return decide(Call::bid(2, Strain::Diamonds), "Waiting: artificial, any hand", true);
  if (open == Call::bid(2, Strain::NoTrump)) {
    for (Strain m : {Strain::Spades, Strain::Hearts})
      if (e.len(suit_of(m)) >= 6 && e.hcp >= 4) return decide(Call::bid(4, m), "To play: 6+ " + suit_word(m));
    if (e.hcp >= 13) return decide(Call::bid(6, Strain::NoTrump), "To play: 13+ HCP");
    if (e.hcp >= 4) return decide(Call::bid(3, Strain::NoTrump), "To play: 4-12 HCP");
    return pass("0-3 HCP");
  }
  if (open.level() == 1) return respond_to_one_suit(r, open.strain());
  // Weak twos and preempts: raise to game with a fit and a good hand.
  Strain s = open.strain();
  if (e.len(suit_of(s)) >= 2 && e.support_points(suit_of(s)) >= 16 && is_major(s))
    return decide(Call::bid(4, s), "To play: fit and 16+ points");
  if (e.hcp >= 16 && e.balanced() && open.level() <= 2)
    return decide(Call::bid(3, Strain::NoTrump), "To play: 16+ HCP");
  return pass("No game facing a preempt");
}

// Partner opened and the right-hand opponent came in: respond if the hand
// says so at the level now needed.
std::optional<CallDecision> response_after_interference(const Reading& r) {
  const HandEvaluation& e = r.eval;
  Call open = r.opening_call();
  Call theirs = r.call_at(*r.last_bid);
  if (r.seat_at(*r.last_bid) == r.mate) return std::nullopt;  // they only doubled
  Strain them = theirs.strain();
  if (open.strain() != Strain::NoTrump && e.len(suit_of(open.strain())) >= (is_major(open.strain()) ? 3 : 5)) {
    int support = e.support_points(suit_of(open.strain()));
    std::optional<Call> cheap = r.cheapest(open.strain());
    if (cheap && support >= 13 && is_major(open.strain()) && r.legal(Call::bid(4, open.strain())))
      return decide(Call::bid(4, open.strain()), "Game raise: 3+ " + suit_word(open.strain()));
    if (cheap && support >= 6 && cheap->level() <= (support >= 10 ? 3 : 2))
      return decide(*cheap, "Raise: 3+ " + suit_word(open.strain()) + ", 6+ points");
  }
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    if (s == them || s == open.strain() || e.len(suit_of(s)) < 5) continue;
    std::optional<Call> cheap = r.cheapest(s);
    if (cheap && ((cheap->level() == 1 && e.hcp >= 6) || (cheap->level() == 2 && e.hcp >= 10)))
      return decide(*cheap, "5+ " + suit_word(s) + ", forcing");
  }
  if (them != Strain::NoTrump && e.stopper(suit_of(them))) {
    std::optional<Call> nt = r.cheapest(Strain::NoTrump);
    if (nt && nt->level() == 1 && e.hcp >= 8 && e.hcp <= 10) return decide(*nt, "8-10 HCP, stopper in their suit");
    if (nt && nt->level() <= 2 && e.hcp >= 11 && e.hcp <= 12)
      return decide(Call::bid(2, Strain::NoTrump), "11-12 HCP, stopper, invitational");
    if (nt && nt->level() <= 3 && e.hcp >= 13)
      return decide(Call::bid(3, Strain::NoTrump), "13+ HCP, stopper, to play");
  }
  if (r.legal(Call::double_()) && theirs.level() <= 2 && e.hcp >= 8) {
    bool major_length = false;
    for (Strain m : {Strain::Hearts, Strain::Spades})
      if (m != them && m != open.strain() && e.len(suit_of(m)) >= 4) major_length = true;
    if (major_length) return decide(Call::double_(), "Negative double: 8+ HCP, 4+ cards in the unbid major");
  }
  return pass("Nothing to add over their bid");
}

// ------------------------------------------------------- opener's rebid

std::optional<CallDecision> opener_rebid(const Reading& r) {
  const HandEvaluation& e = r.eval;
  Call open = r.opening_call();
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  if (theirs.empty()) return std::nullopt;
  Call reply = r.call_at(theirs.front());
  if (!reply.is_bid()) return std::nullopt;
  Strain os = open.strain(), rs = reply.strain();

  if (open == Call::bid(1, Strain::NoTrump)) {
    if (reply == Call::bid(2, Strain::Clubs)) {
      if (e.len(Suit::Hearts) >= 4) return decide(Call::bid(2, Strain::Hearts), "Stayman answer: 4+ hearts", true);
      if (e.len(Suit::Spades) >= 4)
        return decide(Call::bid(2, Strain::Spades), "Stayman answer: 4+ spades, not 4 hearts", true);
      return decide(Call::bid(2, Strain::Diamonds), "Stayman answer: no 4-card major", true);
    }
    if (reply.level() == 2 && rs != Strain::NoTrump) return pass("Partner's signoff");
    if (reply == Call::bid(2, Strain::NoTrump))
      return e.hcp >= 16 ? decide(Call::bid(3, Strain::NoTrump), "Accepts: 16-17 HCP") : pass("Declines: 15 HCP");
    if (reply.level() == 3 && is_major(rs))
      return e.len(suit_of(rs)) >= 3 ? decide(Call::bid(4, rs), "3+ " + suit_word(rs))
                                     : decide(Call::bid(3, Strain::NoTrump), "Only 2 " + suit_word(rs));
    if (reply == Call::bid(4, Strain::NoTrump))
      return e.hcp >= 17 ? decide(Call::bid(6, Strain::NoTrump), "Accepts: 17 HCP") : pass("Declines: 15-16 HCP");
    return pass("Partner placed the contract");
  }
  if (open == Call::bid(2, Strain::Clubs) && reply == Call::bid(2, Strain::Diamonds)) {
    if (e.balanced() && e.hcp <= 24) return decide(Call::bid(2, Strain::NoTrump), "22-24 HCP, balanced");
    Suit longest = e.longest_suit();
    std::optional<Call> cheap = r.cheapest(strain_of(longest));
    if (cheap) return decide(*cheap, "Natural: 5+ " + suit_word(strain_of(longest)) + ", game forcing");
    return std::nullopt;
  }
  if (open.level() != 1 || os == Strain::NoTrump) return std::nullopt;

  if (rs == os) {  // partner raised
    int support = e.support_points(suit_of(os));
    int raise = reply.level() - open.level();
    if (reply.level() >= game_level(os)) return pass("Partner bid game");
    if (raise == 1) {
      if (support >= 19 && is_major(os)) return decide(Call::bid(4, os), "To play: 19+ points");
      if (support >= 16 && reply.level() + 1 < game_level(os))
        return decide(Call::bid(reply.level() + 1, os), "Invitational: 16-18 points");
      return pass("Minimum opening");
    }
    if (support >= 14 && is_major(os)) return decide(Call::bid(4, os), "Accepts the invitation");
    if (is_minor(os) && e.hcp >= 14 && e.balanced()) return decide(Call::bid(3, Strain::NoTrump), "Accepts, balanced");
    return pass("Minimum: declines");
  }
  if (rs == Strain::NoTrump) {
    if (reply.level() >= 3) return pass("Partner placed the contract");
    if (reply.level() == 2)
      return e.hcp >= 14 ? decide(Call::bid(3, Strain::NoTrump), "Accepts: 14+ HCP") : pass("Minimum: declines");
    // 1NT reply
    if (e.len(suit_of(os)) >= 6) return decide(Call::bid(2, os), "6+ " + suit_word(os) + ", minimum");
    if (e.balanced() && e.hcp >= 18) return decide(Call::bid(3, Strain::NoTrump), "18-19 HCP, balanced");
    if (e.balanced()) return pass("Balanced minimum");
    for (Strain s : {Strain::Hearts, Strain::Diamonds, Strain::Clubs})
      if (static_cast<int>(s) < static_cast<int>(os) && e.len(suit_of(s)) >= 4)
        return decide(Call::bid(2, s), "4+ " + suit_word(s) + ", not forcing");
    return pass("Nothing more to show");
  }
  // Partner bid a new suit (forcing).
  int their_len = reply.level() == 1 ? 4 : 4;
  if (e.len(suit_of(rs)) + their_len >= 8 && (is_major(rs) || e.len(suit_of(rs)) >= 5)) {
    int support = e.support_points(suit_of(rs));
    int level = support >= 19 ? game_level(rs) : support >= 16 ? reply.level() + 2 : reply.level() + 1;
    level = std::min(level, game_level(rs));
    return decide(Call::bid(level, rs), "4+ " + suit_word(rs) + (level >= game_level(rs) ? ", game values" : ""));
  }
  if (reply.level() == 1 && rs == Strain::Hearts && e.len(Suit::Spades) >= 4 && e.hcp <= 18)
    return decide(Call::bid(1, Strain::Spades), "4+ spades");
  if (e.balanced()) {
    if (e.hcp <= 14 && reply.level() == 1) return decide(Call::bid(1, Strain::NoTrump), "12-14 HCP, balanced");
    if (e.hcp >= 18 && reply.level() == 1) return decide(Call::bid(2, Strain::NoTrump), "18-19 HCP, balanced");
    if (reply.level() == 2) {
      if (e.hcp <= 14) return decide(Call::bid(2, Strain::NoTrump), "12-14 HCP, balanced");
      return decide(Call::bid(3, Strain::NoTrump), "15+ HCP, balanced");
    }
  }
  if (e.len(suit_of(os)) >= 6) {
    std::optional<Call> cheap = r.cheapest(os);
    if (cheap) {
      Call call = e.total_points() >= 17 && cheap->level() < 3 ? Call::bid(cheap->level() + 1, os) : *cheap;
      return decide(call, "6+ " + suit_word(os) + (call.level() > cheap->level() ? ", 16+ points" : ""));
    }
  }
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    if (s == os || s == rs || e.len(suit_of(s)) < 4) continue;
    std::optional<Call> cheap = r.cheapest(s);
    if (!cheap) continue;
    bool reverse = cheap->level() == 2 && static_cast<int>(s) > static_cast<int>(os);
    if (cheap->level() == 1 || (cheap->level() == 2 && (!reverse || e.hcp >= 16)))
      return decide(*cheap, "4+ " + suit_word(s) + (reverse ? ", 16+ HCP" : ""));
  }
  if (std::optional<Call> cheap = r.cheapest(os); cheap && cheap->level() <= 2)
    return decide(*cheap, "5+ " + suit_word(os) + ", minimum");
  if (std::optional<Call> nt = r.cheapest(Strain::NoTrump); nt && nt->level() <= 2)
    return decide(*nt, "Minimum, no fit");
  return std::nullopt;
}

// Stayman continuations: responder after opener's answer.
std::optional<CallDecision> after_stayman(const Reading& r) {
  const HandEvaluation& e = r.eval;
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  if (theirs.size() < 2) return std::nullopt;
  Call answer = r.call_at(theirs[1]);
  for (Strain m : {Strain::Hearts, Strain::Spades}) {
    if (answer == Call::bid(2, m) && e.len(suit_of(m)) >= 4)
      return e.hcp >= 10 ? decide(Call::bid(4, m), "To play: 4-card fit, 10+ HCP")
                         : decide(Call::bid(3, m), "Invitational: 4-card fit, 8-9 HCP");
  }
  if (answer.strain() == Strain::Diamonds || answer.is_bid())
    return e.hcp >= 10 ? decide(Call::bid(3, Strain::NoTrump), "To play: 10-15 HCP")
                       : decide(Call::bid(2, Strain::NoTrump), "Invitational: 8-9 HCP");
  return std::nullopt;
}

// ----------------------------------------------------- they opened

std::optional<CallDecision> overcall(const Reading& r) {
  const HandEvaluation& e = r.eval;
  Call theirs = r.call_at(*r.last_bid);
  Strain them = theirs.strain();
  if (theirs.level() >= 4) {
    if (e.hcp >= 16 && r.legal(Call::double_())) return decide(Call::double_(), "Takeout or values: 16+ HCP");
    // Their opening at the four level is a preempt; a later bid there is
    // their game or slam auction, which a silent hand does not enter.
    return pass(*r.last_bid == *r.opening ? "Their preempt is too high" : "Too high to enter their auction");
  }
  std::optional<Call> nt = r.cheapest(Strain::NoTrump);
  if (e.balanced() && e.hcp >= 15 && e.hcp <= 18 && nt && nt->level() == 1 && them != Strain::NoTrump &&
      e.stopper(suit_of(them)))
    return decide(*nt, "15-18 HCP, balanced, stopper in their suit");
  // The best suit of five or more.
  std::optional<Strain> best;
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    if (r.opponents_bid_strain(s) || e.len(suit_of(s)) < 5) continue;
    if (!best || e.len(suit_of(s)) > e.len(suit_of(*best))) best = s;
  }
  if (best && e.hcp <= 16) {
    std::optional<Call> cheap = r.cheapest(*best);
    int l = e.len(suit_of(*best));
    if (cheap && cheap->level() == 1 && e.hcp >= 8)
      return decide(*cheap, "Overcall: 5+ " + suit_word(*best) + ", 8-16 HCP");
    if (cheap && cheap->level() == 2 && e.hcp >= 11 && (l >= 6 || e.good_suit(suit_of(*best))))
      return decide(*cheap, "Overcall: good 5+ " + suit_word(*best) + ", 11-16 HCP");
  }
  if (r.legal(Call::double_()) && theirs.level() <= 3) {
    bool shape = them != Strain::NoTrump && e.len(suit_of(them)) <= 2;
    for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs})
      if (!r.opponents_bid_strain(s) && e.len(suit_of(s)) < 3) shape = false;
    if ((e.hcp >= 12 && shape) || e.hcp >= 17)
      return decide(Call::double_(), "Takeout: 12+ HCP, short in their suit (or 17+ HCP)");
  }
  if (best && e.hcp >= 17) {
    if (std::optional<Call> cheap = r.cheapest(*best); cheap && cheap->level() <= 3)
      return decide(*cheap, "Natural: 5+ " + suit_word(*best) + ", strong");
  }
  return pass("No suitable overcall");
}

// Partner doubled for takeout and the next opponent passed: we must bid.
std::optional<CallDecision> answer_takeout_double(const Reading& r) {
  const HandEvaluation& e = r.eval;
  // Partner's calls are doubles only, the last of them of their current
  // bid (a strong doubler doubles their new partscore again for takeout).
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  if (theirs.empty() || !std::ranges::all_of(theirs, [&](std::size_t i) { return r.call_at(i).is_double(); }))
    return std::nullopt;
  if (theirs.size() > 1 && *r.last_bid > theirs.back()) return std::nullopt;
  bool rho_passed = *r.last_bid < theirs.back();
  Call their_bid = r.call_at(*r.last_bid);
  if (rho_passed && their_bid.level() >= 2 && e.hcp <= 4 && e.len(suit_of(their_bid.strain())) >= 5)
    return pass("Converts to penalty: long in their suit");
  std::optional<Strain> best;
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    if (r.opponents_bid_strain(s)) continue;
    int l = e.len(suit_of(s)) + (is_major(s) ? 1 : 0);  // majors first on near-equal length
    if (!best || l > e.len(suit_of(*best)) + (is_major(*best) ? 1 : 0)) best = s;
  }
  if (!best) return std::nullopt;
  std::optional<Call> cheap = r.cheapest(*best);
  if (!cheap) return std::nullopt;
  Strain them = their_bid.strain();
  if (e.hcp >= 12) {
    if (is_major(*best) && e.len(suit_of(*best)) >= 4 && cheap->level() <= 4)
      return decide(Call::bid(4, *best), "4+ " + suit_word(*best) + ", 12+ HCP, to play");
    if (them != Strain::NoTrump && e.stopper(suit_of(them)) && r.legal(Call::bid(3, Strain::NoTrump)))
      return decide(Call::bid(3, Strain::NoTrump), "12+ HCP, stopper, to play");
  }
  if (!rho_passed && e.hcp < 6) return pass("Weak: the double is no longer forced");
  // Once they have bid again the answer is free, and a free bid high up
  // needs values and length to match: at the three level 8 HCP with a
  // four-card major or five cards, game in a four-card major 9, anything
  // higher 11 HCP and five cards (a raise to game over their preempt left
  // a 6-count bidding 5H on Q-x-x-x).
  if (!rho_passed && cheap->level() >= 3) {
    const int length = e.len(suit_of(*best));
    int hcp_needed = 11;
    bool long_enough = length >= 5;
    if (cheap->level() == 3) {
      hcp_needed = 8;
      long_enough = length >= 5 || (is_major(*best) && length >= 4);
    } else if (cheap->level() == 4 && is_major(*best)) {
      hcp_needed = 9;
      long_enough = length >= 4;
    }
    if (e.hcp < hcp_needed || !long_enough)
      return pass("The double is no longer forced: not the values to bid freely at this level");
    return decide(*cheap, "Free bid over their raise: " + std::to_string(length) + "+ " + suit_word(*best) + ", " +
                              std::to_string(hcp_needed) + "+ HCP");
  }
  if (them != Strain::NoTrump && e.balanced() && e.hcp >= 6 && e.hcp <= 10 && e.stopper(suit_of(them)) &&
      e.len(Suit::Hearts) < 4 && e.len(Suit::Spades) < 4)
    if (std::optional<Call> nt = r.cheapest(Strain::NoTrump); nt && nt->level() == 1)
      return decide(*nt, "6-10 HCP, stopper, no 4-card major");
  if (e.hcp >= 9 && cheap->level() < 3 && r.legal(Call::bid(cheap->level() + 1, *best)))
    return decide(Call::bid(cheap->level() + 1, *best), "4+ " + suit_word(*best) + ", 9-11 HCP");
  return decide(*cheap, "Answers the takeout double: longest unbid suit, 0-8 HCP");
}

std::optional<CallDecision> advance_overcall(const Reading& r) {
  const HandEvaluation& e = r.eval;
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  if (theirs.size() != 1 || !r.call_at(theirs.front()).is_bid()) return std::nullopt;
  Strain p = r.call_at(theirs.front()).strain();
  if (p == Strain::NoTrump) {
    if (e.hcp >= 10 && r.legal(Call::bid(3, Strain::NoTrump)))
      return decide(Call::bid(3, Strain::NoTrump), "To play: 10+ HCP");
    return pass("Nothing to add");
  }
  if (e.len(suit_of(p)) >= 3) {
    int support = e.support_points(suit_of(p));
    std::optional<Call> cheap = r.cheapest(p);
    if (cheap && support >= 13 && is_major(p) && cheap->level() <= 4)
      return decide(Call::bid(4, p), "Game raise: 3+ " + suit_word(p));
    if (cheap && support >= 10 && cheap->level() <= 2)
      return decide(Call::bid(cheap->level() + 1, p), "Jump raise: 3+ " + suit_word(p) + ", 10-12 points");
    if (cheap && support >= 6 && cheap->level() <= 3)
      return decide(*cheap, "Raise: 3+ " + suit_word(p) + ", 6-9 points");
  }
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    if (s == p || r.opponents_bid_strain(s) || e.len(suit_of(s)) < 5 || e.hcp < 10) continue;
    if (std::optional<Call> cheap = r.cheapest(s); cheap && cheap->level() <= 2)
      return decide(*cheap, "5+ " + suit_word(s) + ", 10+ HCP");
  }
  if (e.hcp >= 12 && r.stoppers_in_their_suits() && r.legal(Call::bid(3, Strain::NoTrump)))
    return decide(Call::bid(3, Strain::NoTrump), "12+ HCP, stopper, to play");
  return pass("Nothing to add to partner's overcall");
}

CallDecision choose_call(const Reading& r) {
  if (!r.opening) return opening_bid(r);
  bool we_opened = r.ours(r.opener());
  std::vector<std::size_t> mine = r.actions_of(r.me);
  std::vector<std::size_t> theirs = r.actions_of(r.mate);
  std::optional<CallDecision> d = blackwood(r);
  if (d) {
  } else if (we_opened && r.opener() == r.mate && mine.empty() && theirs.size() == 1) {
    // My first chance to answer partner's opening.
    if (!r.opponents_acted_after(*r.opening))
      d = first_response(r);
    else if (r.seat_at(*r.last_bid) != r.mate)
      d = response_after_interference(r);
    else if (r.legal(Call::redouble()) && r.eval.hcp >= 10)
      d = decide(Call::redouble(), "10+ HCP");
    else
      d = first_response(r);
  } else if (we_opened && r.opener() == r.me && mine.size() == 1 && theirs.size() == 1 &&
             !r.opponents_acted_after(*r.opening)) {
    d = opener_rebid(r);
  } else if (we_opened && r.opener() == r.mate && r.opening_call() == Call::bid(1, Strain::NoTrump) &&
             mine.size() == 1 && r.call_at(mine.front()) == Call::bid(2, Strain::Clubs) && theirs.size() == 2 &&
             !r.opponents_acted_after(*r.opening)) {
    d = after_stayman(r);
  } else if (!we_opened && mine.empty() && theirs.empty()) {
    d = overcall(r);
  } else if (!we_opened && mine.empty() && theirs.size() == 1) {
    d = r.call_at(theirs.front()).is_double() ? answer_takeout_double(r) : advance_overcall(r);
  } else if (!we_opened && mine.empty() && theirs.size() > 1) {
    d = answer_takeout_double(r);  // partner's second double
  }
  if (d && r.legal(d->call)) return *d;
  CallDecision general = continue_naturally(r);
  if (r.legal(general.call)) return general;
  return pass("No sensible call");
}

}  // namespace

CallDecision NaturalBidder::choose(const SeatView& view) const {
  Reading reading(view);
  if (reading.auction.is_complete()) return pass("The auction is over");
  return choose_call(reading);
}

}  // namespace tenace
