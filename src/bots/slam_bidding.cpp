#include "bots/slam_bidding.h"

#include <algorithm>
#include <array>
#include <string>

#include "bots/system_bidder.h"
#include "core/strain.h"

namespace tenace {

int aces(const Hand& hand) {
  int n = 0;
  for (Suit s : kAllSuits)
    if (hand.contains(Card(s, Rank::Ace))) ++n;
  return n;
}

int keycards(const Hand& hand, Suit trump) { return aces(hand) + (hand.contains(Card(trump, Rank::King)) ? 1 : 0); }

std::optional<Suit> agreed_suit(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  std::array<bool, 4> mine{}, theirs{};
  std::optional<Suit> partner_first, partner_last_major, own_first, both;
  // Once a major is agreed (bid by both, or raised by an alerted 2NT or a
  // splinter), a new suit no rule explains below four of it is a control
  // bid, not a suit.
  std::optional<Suit> major_agreed;
  for (std::size_t i = index % 2; i < index; i += 2) {
    const Call c = calls[i];
    if (!c.is_bid()) continue;
    // Artificial by a rule: says nothing about the suit named. (Rules only:
    // the conventions of this file are recognised here by their shape.)
    const BiddingRule* r = system_rule_for(system, calls, i);
    if (r && r->alert) {
      // An alerted 2NT over partner's major (Jacoby over 1M, the feature
      // ask over a weak two) makes the major trumps.
      if (c == Call::bid(2, Strain::NoTrump) && i >= 2 && calls[i - 2].is_bid() && calls[i - 2].level() <= 2 &&
          is_major(calls[i - 2].strain()))
        major_agreed = trump_suit(calls[i - 2].strain());
      // A splinter raises partner's major (1H-3S, and opener's 1C-1H-3S).
      if (r->convention == "splinter" && i >= 2 && calls[i - 2].is_bid() && is_major(calls[i - 2].strain()))
        major_agreed = trump_suit(calls[i - 2].strain());
      continue;
    }
    if (c.strain() == Strain::NoTrump) continue;
    // A control bid over a minor slam try names an ace, not a suit.
    if (!r && control_bid_over_minor_try(system, calls, i)) continue;
    const Suit s = *trump_suit(c.strain());
    if (!r && major_agreed && s != *major_agreed && c.index() < Call::bid(4, strain_of(*major_agreed)).index())
      continue;
    const bool by_partner = (index - i) % 4 == 2;
    (by_partner ? theirs : mine)[static_cast<int>(s)] = true;
    if (by_partner && !partner_first) partner_first = s;
    if (by_partner && is_major(c.strain())) partner_last_major = s;
    if (!by_partner && !own_first) own_first = s;
    // The minor slam try sets its minor as trumps, partner's or the trier's own.
    if (!r && c.level() == 4 && is_minor(c.strain()) && minor_slam_try(system, calls, i)) both = s;
    if (mine[static_cast<int>(s)] && theirs[static_cast<int>(s)]) {
      both = s;
      if (is_major(c.strain()) && !major_agreed) major_agreed = s;
    }
  }
  if (major_agreed && !(both && *both != *major_agreed)) return major_agreed;
  if (both) return both;
  if (partner_last_major) return partner_last_major;
  if (partner_first) return partner_first;
  return own_first;
}

std::optional<Suit> suit_for_keycards(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  if (index >= 2 && calls[index - 2] == Call::bid(4, Strain::NoTrump) && calls[index - 1].is_pass() &&
      is_keycard_ask(system, calls, index - 2))
    return agreed_suit(system, calls, index - 2);
  return agreed_suit(system, calls, index);
}

int estimated_hcp(const dealer::HandConstraints& shown) {
  const int lo = shown.hcp.min;
  const int hi = std::min(shown.hcp.max, 37);
  if (hi >= 30) return lo + 2;  // no upper limit shown: a little above the minimum
  return lo + std::min(3, (hi - lo) / 2);
}

bool game_forcing_auction(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  for (std::size_t i = index % 2; i < index; i += 2)
    if (calls[i].is_bid()) {
      const BiddingRule* r = system_rule_for(system, calls, i);
      if (r && r->forcing == "game forcing") return true;
    }
  return false;
}

Call control_bid_floor(Call last, bool game_forced) {
  const Call three_nt = Call::bid(3, Strain::NoTrump);
  return game_forced || last.index() >= three_nt.index() ? last : three_nt;
}

std::optional<Call> control_bid(const HandEvaluation& hand, Suit trump, Call last, std::optional<Call> below) {
  const Call limit = below.value_or(Call::bid(4, strain_of(trump)));
  for (int i = last.index() + 1; i < limit.index(); ++i) {
    const Call c = Call::from_index(i);
    if (c.strain() == Strain::NoTrump || c.strain() == strain_of(trump)) continue;
    const Suit s = *trump_suit(c.strain());
    if (hand.len(s) == 0 || hand.hand.contains(Card(s, Rank::Ace))) return c;
  }
  return std::nullopt;
}

bool keycard_ask_is_safe(const HandEvaluation& hand, Suit trump) {
  const int mine = keycards(hand.hand, trump);
  switch (trump) {
    case Suit::Spades: return true;
    case Suit::Clubs: return mine >= 4;
    default: return mine >= 2;
  }
}

namespace {
constexpr int kSplinterAskOnPoints = 17;
constexpr int kSplinterAskOnWorkingValues = 13;
// Opener's splinter rebid shows 19+ points; a response's, 12-15 HCP.
constexpr int kOpenerSplinterExtraPoints = 4;

// First- or second-round control of `s` in this hand: the ace or king, or
// a singleton or void.
bool controlled_here(const Hand& hand, Suit s) {
  return hand.length(s) <= 1 || hand.contains(Card(s, Rank::Ace)) || hand.contains(Card(s, Rank::King));
}
}  // namespace

bool splinter_ask_has_values(const HandEvaluation& hand, Suit trump, Suit short_suit, int points_with_fit,
                             bool opposite_opener_splinter) {
  const int lower = opposite_opener_splinter ? kOpenerSplinterExtraPoints : 0;
  if (points_with_fit >= kSplinterAskOnPoints - lower) return true;
  for (Suit s : kAllSuits)
    if (s != trump && s != short_suit && !controlled_here(hand.hand, s)) return false;
  std::array<bool, 4> partner_short{};
  partner_short[static_cast<int>(short_suit)] = true;
  // Asking on working values alone, the ace opposite the splinter counts
  // for nothing (fit_points has counted half of it).
  int working = hand.fit_points(trump, 4, partner_short);
  if (hand.hand.contains(Card(short_suit, Rank::Ace))) working -= 2;
  return working >= kSplinterAskOnWorkingValues - lower;
}

namespace {

const char* const kStrainWords[] = {"clubs", "diamonds", "hearts", "spades", "no trump"};
std::string word(Strain s) { return kStrainWords[static_cast<int>(s)]; }
std::string word(Suit s) { return word(strain_of(s)); }

constexpr Call kFourNoTrump = Call::bid(4, Strain::NoTrump);
constexpr Call kFiveNoTrump = Call::bid(5, Strain::NoTrump);

// Where a key-card sequence stands when call `at` is to be made.
enum class Step {
  Reply,
  AskerAfterReply,
  QueenAnswer,
  AskerAfterQueen,
  KingAnswer,
  AskerAfterKings,
  SecondKingAnswer,
  AskerAfterSecondKing
};

struct KeycardSequence {
  std::size_t ask = 0;  // index of the 4NT
  Suit trump = Suit::Spades;
  Call reply = Call::pass();
  std::optional<Call> queen_ask, queen_answer, king_answer, second_king_ask;
  Step step = Step::Reply;
};

// The bid after the key-card reply that asks for the queen: the next step
// that is not the trump suit (a bid of the trump suit is a sign-off).
Call queen_ask_after(Call reply, Suit trump) {
  Call c = Call::from_index(reply.index() + 1);
  if (c.strain() == strain_of(trump)) c = Call::from_index(c.index() + 1);
  return c;
}

// The cheapest bid of `trump` above `after`.
Call cheapest_in(Suit trump, Call after) {
  for (int level = 1; level <= 7; ++level) {
    const Call c = Call::bid(level, strain_of(trump));
    if (c.index() > after.index()) return c;
  }
  return Call::bid(7, strain_of(trump));
}

// True when the opponents passed throughout calls (from, to).
bool opponents_silent(const std::vector<Call>& calls, std::size_t from, std::size_t to) {
  for (std::size_t j = from + 1; j < to; j += 2)
    if (!calls[j].is_pass()) return false;
  return true;
}

}  // namespace

std::string keycard_ask_meaning(Strain trump) {
  return "Roman Key-Card Blackwood (1430): asks for key cards in " + word(trump) + "; asking";
}

bool is_keycard_ask(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  if (calls[i] != kFourNoTrump) return false;
  if (const BiddingRule* r = system_rule_for(system, calls, i)) return r->convention.rfind("RKCB", 0) == 0;
  return agreed_suit(system, calls, i).has_value();  // the fallback's 4NT is always key-card Blackwood
}

namespace {

bool is_second_king_ask(Call c, Call king_answer, Suit trump);

// The key-card sequence call `at` belongs to, if any.
std::optional<KeycardSequence> keycard_sequence(const BiddingSystem& system, const std::vector<Call>& calls,
                                                std::size_t at) {
  for (std::size_t back = 2; back <= 16 && back <= at; back += 2) {
    const std::size_t a = at - back;
    if (calls[a] != kFourNoTrump) continue;
    if (!is_keycard_ask(system, calls, a) || !opponents_silent(calls, a, at)) return std::nullopt;
    KeycardSequence k;
    k.ask = a;
    k.trump = *agreed_suit(system, calls, a);
    std::vector<Call> ours;
    for (std::size_t j = a + 2; j < at; j += 2) ours.push_back(calls[j]);
    if (ours.empty()) return k;  // the reply: a rule's business
    k.reply = ours[0];
    if (!k.reply.is_bid() || k.reply.level() != 5 || k.reply.strain() == Strain::NoTrump) return std::nullopt;
    k.step = Step::AskerAfterReply;
    std::size_t next = 1;
    if (next < ours.size()) {
      const Call c = ours[next++];
      const bool queen = (k.reply.strain() == Strain::Clubs || k.reply.strain() == Strain::Diamonds) &&
                         c == queen_ask_after(k.reply, k.trump);
      if (queen) k.queen_ask = c;
      else if (c != kFiveNoTrump) return std::nullopt;
      k.step = queen ? Step::QueenAnswer : Step::KingAnswer;
    }
    if (k.step == Step::QueenAnswer && next < ours.size()) {
      k.queen_answer = ours[next++];
      k.step = Step::AskerAfterQueen;
      if (next < ours.size()) {
        if (ours[next++] != kFiveNoTrump) return std::nullopt;
        k.step = Step::KingAnswer;
      }
    }
    if (k.step == Step::KingAnswer && next < ours.size()) {
      k.king_answer = ours[next++];
      k.step = Step::AskerAfterKings;
    }
    if (k.step == Step::AskerAfterKings && next < ours.size()) {
      const Call c = ours[next++];
      if (!is_second_king_ask(c, *k.king_answer, k.trump)) return std::nullopt;  // the asker placed the slam
      k.second_king_ask = c;
      k.step = Step::SecondKingAnswer;
      if (next < ours.size()) ++next, k.step = Step::AskerAfterSecondKing;
    }
    if (next < ours.size()) return std::nullopt;  // the sequence is over
    return k;
  }
  return std::nullopt;
}

// Whether partner holds the queen of trumps, as far as the answers tell.
std::optional<bool> partner_queen(const KeycardSequence& k) {
  if (k.reply.strain() == Strain::Spades) return true;
  if (k.reply.strain() == Strain::Hearts) return false;
  if (k.queen_answer) return *k.queen_answer != cheapest_in(k.trump, *k.queen_ask);
  return std::nullopt;
}

int side_kings(const Hand& hand, Suit trump) {
  int n = 0;
  for (Suit s : kAllSuits)
    if (s != trump && hand.contains(Card(s, Rank::King))) ++n;
  return n;
}

CallDecision decision(Call c, bool alert, std::string why) { return {c, alert, std::move(why)}; }

// Specific kings: over the king ask the answerer bids, at the six level,
// the cheapest side suit whose king it holds; six of the trump suit denies
// a side king. A king above the trump suit (spades, with hearts agreed) is
// shown too: it commits the side to seven, which the asker's promise of
// every key card and the queen allows.
Call king_answer(const Hand& hand, Suit trump) {
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades})
    if (s != trump && hand.contains(Card(s, Rank::King))) return Call::bid(6, strain_of(s));
  return Call::bid(6, strain_of(trump));
}

// The side king an answer to the king ask shows, if any.
std::optional<Suit> king_shown_by(Call answer, Suit trump) {
  if (!answer.is_bid() || answer.strain() == Strain::NoTrump || answer.strain() == strain_of(trump)) return std::nullopt;
  return trump_suit(answer.strain());
}

// After the answer to the king ask showed a side king, six of a side suit
// above the answer and below six of the trump suit asks for the king there
// too (the answer denied only the cheaper ones): seven of the trump suit
// with it, six without.
bool is_second_king_ask(Call c, Call king_answer, Suit trump) {
  const Call six = Call::bid(6, strain_of(trump));
  return c.is_bid() && c.level() == 6 && c.strain() != Strain::NoTrump && king_shown_by(king_answer, trump) &&
         c.index() > king_answer.index() && c.index() < six.index();
}

std::string second_king_ask_meaning(Strain suit, Suit trump) {
  return "asks for the king of " + word(suit) + " too (RKCB 1430 second king ask): seven " + word(trump) +
         " with it, six without; asking";
}

std::string second_king_answer_meaning(Call answer, const KeycardSequence& k) {
  const std::string suit = word(k.second_king_ask->strain());
  return answer.level() == 7 ? "the king of " + suit + " (second king ask reply); to play"
                             : "no king of " + suit + " (second king ask reply); to play";
}

std::string king_ask_meaning(Strain trump) {
  return "asks for specific kings outside " + word(trump) +
         ": the cheapest side king at the six level (RKCB 1430 king ask); every key card and the queen held; asking";
}

std::string king_answer_meaning(Call answer, Suit trump) {
  if (const auto king = king_shown_by(answer, trump))
    return "the king of " + word(*king) + ", none in a cheaper side suit (specific king reply); " +
           (answer.strain() > strain_of(trump) ? "forces the grand slam" : "forcing");
  return "no king outside " + word(trump) + " (specific king reply); non-forcing";
}

// The asker's judgement, from its hand and the answers so far.
class KeycardAsker {
 public:
  KeycardAsker(const SlamView& v, const KeycardSequence& k) : v_(v), k_(k), ts_(strain_of(k.trump)) {
    mine_ = keycards(v.hand.hand, k.trump);
    int small = 0, big = 0;
    switch (k.reply.strain()) {
      case Strain::Clubs: small = 1, big = 4; break;
      case Strain::Diamonds: small = 0, big = 3; break;
      default: small = big = 2; break;
    }
    // The higher count only when it fits with ours and partner's strength.
    theirs_ = (mine_ + big <= 5 && (mine_ <= 1 || v.partner.hcp.min >= 12)) ? big : small;
    missing_ = std::max(0, 5 - mine_ - theirs_);
    const bool own_queen = v.hand.hand.contains(Card(k.trump, Rank::Queen));
    const auto theirs_queen = partner_queen(k);
    queen_ = own_queen || theirs_queen.value_or(false);
    queen_unknown_ = !own_queen && !theirs_queen.has_value();
    trumps_ = v.hand.len(k.trump) + v.partner.length_of(k.trump).min;
    values_ = std::max(v.hand.total_points(), std::min(v.hand.support_points(k.trump), v.hand.hcp + 4)) +
              estimated_hcp(v.partner);
  }

  CallDecision after_reply() const {
    if (missing_ >= 2) return sign_off("two key cards are missing");
    if (queen_unknown_) return ask_queen();
    if (missing_ == 1) return queen_ || trumps_ >= 10 ? small_slam() : sign_off("a key card and the queen are missing");
    if (queen_ && thirteen_tricks_counted()) return grand_slam();
    if (queen_ && may_ask_kings()) return ask_kings();
    return small_slam();
  }

  CallDecision after_queen() const {
    if (missing_ == 1 && !queen_ && trumps_ < 10) return sign_off("a key card and the queen are missing");
    if (missing_ == 0 && queen_) {
      if (values_ >= 37 || thirteen_tricks_counted()) return grand_slam();
      if (may_ask_kings()) return ask_kings();
    }
    return small_slam();
  }

  // The side kings known: this hand's and the one partner showed (partner
  // may hold more above it).
  CallDecision after_kings() const {
    const auto shown = king_shown_by(*k_.king_answer, k_.trump);
    const int kings = side_kings(v_.hand.hand, k_.trump) + (shown ? 1 : 0);
    std::vector<Suit> partners_kings;
    if (shown) partners_kings.push_back(*shown);
    if (kings >= 3 || (kings >= 2 && values_ >= 36) || thirteen_tricks_counted(partners_kings)) return grand_slam();
    if (const auto next = king_that_completes_the_count(partners_kings))
      return decision(Call::bid(6, strain_of(*next)), true, second_king_ask_meaning(strain_of(*next), k_.trump));
    return small_slam();
  }

  // Partner's answer to the second king ask placed the slam.
  CallDecision after_second_king() const {
    return decision(Call::pass(), false, "Pass: partner's answer to the king ask placed the slam");
  }

 private:
  const SlamView& v_;
  const KeycardSequence& k_;
  Strain ts_;
  int mine_ = 0, theirs_ = 0, missing_ = 0, trumps_ = 0, values_ = 0;
  bool queen_ = false, queen_unknown_ = false;

  Call last() const { return v_.calls[v_.calls.size() - 2]; }
  bool legal(Call c) const { return c.index() > last().index(); }
  // Thirteen sure tricks with every key card and the queen of trumps held,
  // counted as a declarer counts them before bidding a grand: only tricks
  // that need no finesse and no break.
  //  - Trumps: this hand's trumps, plus a ruff in partner's hand for each
  //    loser here in a side suit partner has shown at most one card in (a
  //    splinter), no more ruffs than partner's trumps; at least the length
  //    partner has shown. (The top three trumps are ours.)
  //  - Each side suit: the run of top honours from the ace held between the
  //    hands as far as known (partner holds each ace this hand lacks, and
  //    the king its answer to the king ask showed), no more than the longer
  //    holding known (this hand's, or the length partner's bids showed);
  //    every card of the longer holding when the run alone outlasts all the
  //    cards the opponents can hold (a solid suit).
  bool thirteen_tricks_counted(const std::vector<Suit>& partners_kings = {}) const {
    const int my_trumps = v_.hand.len(k_.trump);
    const int partners_trumps = v_.partner.length_of(k_.trump).min;
    int side = 0, ruffs = 0;
    for (Suit s : kAllSuits) {
      if (s == k_.trump) continue;
      int run = 0, partners_honours = 0;
      for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r) {
        const Rank rank = static_cast<Rank>(r);
        if (v_.hand.hand.contains(Card(s, rank))) ++run;
        else if (rank == Rank::Ace ||
                 (rank == Rank::King && std::ranges::find(partners_kings, s) != partners_kings.end()))
          ++run, ++partners_honours;
        else break;
      }
      const int partners_length = std::max(v_.partner.length_of(s).min, partners_honours);
      const int longer = std::max(v_.hand.len(s), partners_length);
      const int theirs = 13 - v_.hand.len(s) - partners_length;
      const int tricks = run >= theirs ? longer : std::min(run, longer);
      side += tricks;
      if (v_.partner.length_of(s).max <= 1) ruffs += std::max(0, v_.hand.len(s) - tricks);
    }
    const int trump_tricks = std::max(my_trumps + std::min(ruffs, partners_trumps), partners_trumps);
    return trump_tricks + side >= 13;
  }
  // The side suit, askable by the second king ask, whose king in partner's
  // hand (with the kings already shown) makes thirteen sure tricks.
  std::optional<Suit> king_that_completes_the_count(const std::vector<Suit>& partners_kings) const {
    if (partners_kings.empty()) return std::nullopt;
    for (Suit s : kAllSuits) {
      if (!is_second_king_ask(Call::bid(6, strain_of(s)), *k_.king_answer, k_.trump) ||
          v_.hand.hand.contains(Card(s, Rank::King)))
        continue;
      auto with = partners_kings;
      with.push_back(s);
      if (thirteen_tricks_counted(with)) return s;
    }
    return std::nullopt;
  }
  // With every key card and the queen, the king ask looks for the grand
  // slam; only with a major agreed: with a minor most answers would pass
  // six of it and force the grand.
  bool may_ask_kings() const { return values_ >= 32 && is_major(ts_) && legal(kFiveNoTrump); }

  CallDecision play(Call c, const std::string& why) const {
    if (c == last()) return decision(Call::pass(), false, "Pass: " + why + "; to play");
    return decision(c, false, why + "; to play");
  }
  CallDecision sign_off(const std::string& why) const {
    const Call five = Call::bid(5, ts_);
    // Above five of the trump suit already (a minor): six is the only way back.
    return play(legal(five) || five == last() ? five : Call::bid(6, ts_), "sign-off: " + why);
  }
  CallDecision small_slam() const {
    const Call six = Call::bid(6, ts_);
    if (!legal(six) && six != last()) return grand_slam();
    return play(six, "small slam in " + word(ts_) + ": at most one key card missing");
  }
  CallDecision grand_slam() const {
    return play(Call::bid(7, ts_), "grand slam in " + word(ts_) + ": every key card, the queen and the tricks");
  }
  CallDecision ask_queen() const {
    return decision(queen_ask_after(k_.reply, k_.trump), true,
                    "asks for the queen of " + word(ts_) + " (RKCB 1430 queen ask); asking");
  }
  CallDecision ask_kings() const { return decision(kFiveNoTrump, true, king_ask_meaning(ts_)); }
};

CallDecision answer_queen_ask(const SlamView& v, const KeycardSequence& k) {
  const Call no = cheapest_in(k.trump, *k.queen_ask);
  if (!v.hand.hand.contains(Card(k.trump, Rank::Queen)))
    return decision(no, true, "denies the queen of " + word(k.trump) + " (queen ask reply); non-forcing");
  const Call six = Call::bid(6, strain_of(k.trump));
  for (int i = k.queen_ask->index() + 1; i < six.index(); ++i) {
    const Call c = Call::from_index(i);
    if (c == no || c.strain() == Strain::NoTrump) continue;
    if (v.hand.hand.contains(Card(*trump_suit(c.strain()), Rank::King)))
      return decision(c, true, "the queen of " + word(k.trump) + " and the king of " + word(c.strain()) +
                                   " (queen ask reply); forcing");
  }
  return decision(kFiveNoTrump, true,
                  "the queen of " + word(k.trump) + ", no side king to show (queen ask reply); forcing");
}

CallDecision answer_king_ask(const SlamView& v, const KeycardSequence& k) {
  const Call c = king_answer(v.hand.hand, k.trump);
  return decision(c, true, king_answer_meaning(c, k.trump));
}

CallDecision answer_second_king_ask(const SlamView& v, const KeycardSequence& k) {
  const bool held = v.hand.hand.contains(Card(*trump_suit(k.second_king_ask->strain()), Rank::King));
  const Call c = Call::bid(held ? 7 : 6, strain_of(k.trump));
  return decision(c, false, second_king_answer_meaning(c, k));
}

// Gerber: call `at` is the asker's after partner's answer.
std::optional<std::size_t> gerber_ask_before(const BiddingSystem& system, const std::vector<Call>& calls,
                                             std::size_t at) {
  if (at < 4) return std::nullopt;
  const std::size_t ask = at - 4;
  if (calls[ask] != Call::bid(4, Strain::Clubs) || !opponents_silent(calls, ask, at)) return std::nullopt;
  const BiddingRule* r = system_rule_for(system, calls, ask);
  if (!r || r->convention != "Gerber") return std::nullopt;
  const Call reply = calls[at - 2];
  if (reply.index() < Call::bid(4, Strain::Diamonds).index() || reply.index() > kFourNoTrump.index())
    return std::nullopt;
  return ask;
}

CallDecision place_after_gerber(const SlamView& v) {
  const Call reply = v.calls[v.calls.size() - 2];
  const int mine = aces(v.hand.hand);
  int theirs = reply.index() - Call::bid(4, Strain::Diamonds).index();  // 4D 0, 4H 1, 4S 2, 4NT 3
  if (theirs == 0 && mine == 0 && v.partner.hcp.min >= 12) theirs = 4;
  const int missing = 4 - mine - theirs;
  const int values = v.hand.hcp + estimated_hcp(v.partner);
  Call target = kFourNoTrump;
  std::string why = "sign-off: two aces are missing";
  if (missing <= 1 && values >= 33) {
    const bool grand = missing == 0 && values >= 37;
    target = Call::bid(grand ? 7 : 6, Strain::NoTrump);
    why = grand ? "grand slam: every ace and the values" : "small slam: at most one ace missing";
  } else if (missing <= 1) {
    why = "sign-off: not the values for a slam";
  }
  if (target == reply) return decision(Call::pass(), false, "Pass: " + why + "; to play");
  return decision(target, false, why + "; to play");
}

// The slam invitation: five of a major after our side bid four of it.
bool is_slam_invitation(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  const Call c = calls[i];
  if (!c.is_bid() || c.level() != 5 || !is_major(c.strain())) return false;
  if (system_rule_for(system, calls, i)) return false;
  bool game_bid = false;
  for (std::size_t j = i % 2; j < i; j += 2) {
    if (calls[j] == kFourNoTrump) return false;
    if (calls[j] == Call::bid(4, c.strain())) game_bid = true;
  }
  return game_bid && opponents_silent(calls, i - 2, i);
}

// A control bid: a new suit below four of the agreed major (at the three
// level only when forcing to game), which no rule explains, with the
// opponents silent.
std::optional<Suit> control_bid_trump(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  const Call c = calls[i];
  if (!c.is_bid() || c.strain() == Strain::NoTrump || i < 2 || !opponents_silent(calls, i - 2, i)) return std::nullopt;
  if (system_rule_for(system, calls, i)) return std::nullopt;
  const auto trump = agreed_suit(system, calls, i);
  if (!trump || !is_major(strain_of(*trump)) || c.strain() == strain_of(*trump)) return std::nullopt;
  if (c.index() >= Call::bid(4, strain_of(*trump)).index() || c.level() < 3) return std::nullopt;
  // The major must have been bid by both partners or raised: partner's and
  // our calls so far include it on both sides, or a rule of ours agreed it.
  bool ours = false, theirs = false;
  for (std::size_t j = i % 2; j < i; j += 2)
    if (calls[j].is_bid() && calls[j].strain() == strain_of(*trump)) ((i - j) % 4 == 0 ? ours : theirs) = true;
  const bool artificial_agreement = [&] {
    for (std::size_t j = i % 2; j < i; j += 2)
      if (calls[j] == Call::bid(2, Strain::NoTrump))
        if (const BiddingRule* r = system_rule_for(system, calls, j); r && r->alert) return true;
    return false;
  }();
  if (!(ours && theirs) && !artificial_agreement) return std::nullopt;
  // At the three level a new suit is a game try unless the auction is
  // forcing to game; at the four level it is always a control.
  if (c.level() < 4 && !game_forcing_auction(system, calls, i)) return std::nullopt;
  return trump;
}

// Control bids are made up the line, so the control bid at `i` denies the
// ace (or a void) in each side suit it skipped at its own level (above our
// side's previous bid).
std::vector<Suit> skipped_by_control_bid(const std::vector<Call>& calls, std::size_t i, Suit trump) {
  const Call cue = calls[i];
  const Call before = i >= 2 && calls[i - 2].is_bid() ? calls[i - 2] : Call::pass();
  std::vector<Suit> skipped;
  for (int j = Call::bid(cue.level(), Strain::Clubs).index(); j < cue.index(); ++j) {
    const Call c = Call::from_index(j);
    if (before.is_bid() && c.index() <= before.index()) continue;
    if (c.strain() != Strain::NoTrump && c.strain() != strain_of(trump)) skipped.push_back(*trump_suit(c.strain()));
  }
  return skipped;
}

// The first suit the control bid at `i` skipped where `hand` holds neither
// the ace nor the king nor a singleton or void: neither hand controls it.
std::optional<Suit> uncontrolled_after_control_bid(const HandEvaluation& hand, const std::vector<Call>& calls,
                                                   std::size_t i, Suit trump) {
  for (Suit s : skipped_by_control_bid(calls, i, trump))
    if (!controlled_here(hand.hand, s)) return s;
  return std::nullopt;
}

// Two of the ace, king and queen of trumps.
int top_trump_honours(const Hand& hand, Suit trump) {
  int n = 0;
  for (Rank r : {Rank::Ace, Rank::King, Rank::Queen})
    if (hand.contains(Card(trump, r))) ++n;
  return n;
}

// Something to spare for what the seat has shown: the upper half of it
// (an open range counted up to ten HCP above its minimum).
bool upper_half(const SlamView& v) {
  const int shown_top = std::min(v.own.hcp.max, v.own.hcp.min + 10);
  return 2 * v.hand.hcp > v.own.hcp.min + shown_top;
}

// Something to spare over partner's control bid, judged by working
// values against the upper half of the HCP the seat has shown: the hand's
// points with the fit (shortness worth what it ruffs,
// HandEvaluation::fit_points), with the queens and jacks of side suits
// headed by neither the ace nor the king at half their count (such
// honours seldom fill a slam's gaps).
bool spare_with_the_fit(const SlamView& v, Suit trump) {
  const int shown_top = std::min(v.own.hcp.max, v.own.hcp.min + 10);
  int doubled_worth = 2 * v.hand.fit_points(trump, v.partner.length_of(trump).min);
  for (Suit s : kAllSuits) {
    const Hand& h = v.hand.hand;
    if (s == trump || h.contains(Card(s, Rank::Ace)) || h.contains(Card(s, Rank::King))) continue;
    doubled_worth -= (h.contains(Card(s, Rank::Queen)) ? 2 : 0) + (h.contains(Card(s, Rank::Jack)) ? 1 : 0);
  }
  return doubled_worth > v.own.hcp.min + shown_top;
}

// The ace of a suit partner's control bid at `cue` denied: the control
// partner is looking for.
bool holds_denied_ace(const SlamView& v, Suit trump, std::size_t cue) {
  for (Suit s : skipped_by_control_bid(v.calls, cue, trump))
    if (v.hand.hand.contains(Card(s, Rank::Ace))) return true;
  return false;
}

// Five of the major over partner's control bid (with nothing between):
// something to spare, but no key cards to ask with safely.
bool is_cooperation_over_control_bid(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  if (i < 2 || !calls[i].is_bid() || calls[i].level() != 5 || !opponents_silent(calls, i - 2, i)) return false;
  const auto trump = control_bid_trump(system, calls, i - 2);
  return trump && calls[i].strain() == strain_of(*trump) && !system_rule_for(system, calls, i);
}

// Whether partner's last call (`at` - 2) was the key-card asker's, after
// our answer, and placed the contract rather than asking again.
bool asker_placed_the_contract(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t at) {
  if (at < 2 || !calls[at - 2].is_bid() || !opponents_silent(calls, at - 2, at) || keycard_sequence(system, calls, at))
    return false;
  const auto k = keycard_sequence(system, calls, at - 2);
  return k && (k->step == Step::AskerAfterReply || k->step == Step::AskerAfterQueen ||
               k->step == Step::AskerAfterKings || k->step == Step::AskerAfterSecondKing);
}

// Partner asked for key cards, we answered 5C or 5D (one or four, none or
// three), and partner signed off in five of the trump suit: the trump
// suit, and the higher count the answer stood for, when call `at` follows
// that sign-off.
struct SignOffOverAmbiguousReply {
  Suit trump;
  int higher_count;
};
std::optional<SignOffOverAmbiguousReply> sign_off_over_ambiguous_reply(const BiddingSystem& system,
                                                                        const std::vector<Call>& calls, std::size_t at) {
  if (at < 6 || calls[at - 6] != kFourNoTrump || !opponents_silent(calls, at - 6, at) ||
      !is_keycard_ask(system, calls, at - 6))
    return std::nullopt;
  const Call reply = calls[at - 4];
  const auto trump = agreed_suit(system, calls, at - 6);
  if (!trump || (reply != Call::bid(5, Strain::Clubs) && reply != Call::bid(5, Strain::Diamonds))) return std::nullopt;
  if (calls[at - 2] != Call::bid(5, strain_of(*trump))) return std::nullopt;
  return SignOffOverAmbiguousReply{*trump, reply.strain() == Strain::Clubs ? 4 : 3};
}

constexpr const char* kHigherCount =
    "small slam: the key-card reply was the higher count, so at most one key card is missing; to play";

constexpr const char* kSlamOverCooperation = "small slam: four key cards here, at most one missing; to play";

constexpr const char* kCooperation =
    "something to spare for the slam, no key-card ask (one key card at most): partner bids six with four; "
    "invitational";
// The answerer to a control bid asks for key cards with this many.
constexpr int kKeycardsToAskOverControlBid = 1;
// Four key cards here and at most one missing: the cooperation is enough.
constexpr int kKeycardsForSlamOverCooperation = 4;

// The last bid before call `at` (a pass when there is none).
Call last_bid_before(const std::vector<Call>& calls, std::size_t at) {
  for (std::size_t j = at; j-- > 0;)
    if (calls[j].is_bid()) return calls[j];
  return Call::pass();
}

// Our side opened at the one level and the opponents passed throughout
// the calls before `i`.
bool opened_at_one_level_uncontested(const std::vector<Call>& calls, std::size_t i) {
  for (std::size_t j = (i + 1) % 2; j < i; j += 2)
    if (!calls[j].is_pass()) return false;
  for (std::size_t j = 0; j < i; ++j)
    if (calls[j].is_bid()) return calls[j].level() == 1;
  return false;
}

}  // namespace

std::optional<Suit> minor_slam_try(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  const Call c = calls[i];
  if (!c.is_bid() || c.level() != 4 || !is_minor(c.strain()) || i < 2 || !opponents_silent(calls, i - 2, i))
    return std::nullopt;
  if (system_rule_for(system, calls, i) || control_bid_over_minor_try(system, calls, i)) return std::nullopt;
  const Suit minor = *trump_suit(c.strain());
  bool natural = false, forcing_raise = false, own = false;
  for (std::size_t j = (i + 2) % 4; j < i; j += 4) {  // partner's calls
    if (!calls[j].is_bid() || calls[j].strain() != c.strain()) continue;
    const BiddingRule* r = system_rule_for(system, calls, j);
    if (!r || !r->alert) natural = true;
    // An inverted raise promises five of the minor and game interest, and
    // forces: four of the minor is then no invitation but the try.
    else if (r->convention == "inverted minor" && r->forcing == "forcing") forcing_raise = true;
  }
  for (std::size_t j = i % 4; j < i; j += 4) {  // our own calls
    if (!calls[j].is_bid() || calls[j].strain() != c.strain()) continue;
    const BiddingRule* r = system_rule_for(system, calls, j);
    own = own || !r || !r->alert;
  }
  // The minor is agreed, or raised now from partner's last bid.
  const bool partners_minor = agreed_suit(system, calls, i) == minor || (calls[i - 2].is_bid() && calls[i - 2].strain() == c.strain());
  if (partners_minor && (forcing_raise || (natural && game_forcing_auction(system, calls, i)))) return minor;
  // Not forcing to game, after our one-level opening with the opponents
  // silent: four of a minor past 3NT is no natural invitation (3NT or five
  // would be bid) but the try, in partner's minor, or, as a jump, in our
  // own long one.
  const Call before = last_bid_before(calls, i);
  if (!opened_at_one_level_uncontested(calls, i) || before.index() >= Call::bid(3, Strain::NoTrump).index())
    return std::nullopt;
  if (partners_minor && natural) return minor;
  if (own && !natural && before.index() < Call::bid(3, c.strain()).index()) return minor;
  return std::nullopt;
}

namespace {

constexpr const char* kMinorTrySignOff = "sign-off after the slam try: nothing to spare; to play";
constexpr const char* kMinorTryAccepted =
    "accepts the slam try: the values, two key cards and a top trump honour, no key-card ask below six; to play";
constexpr const char* kSignOffOverMinorControl =
    "sign-off over partner's control bid: no slam values of its own; to play";
constexpr const char* kSlamOverMinorControl =
    "slam over partner's control bid: the values, every side suit controlled, at most one key card missing; to play";
// Points together for a small slam, as the fallback counts them: a point
// less with a known fit (its shortness is counted).
constexpr int kSmallSlamPoints = 33;
constexpr int kSmallSlamPointsWithFit = 32;
constexpr int kPointsSparedByControls = 2;

std::string control_over_minor_try_meaning(Strain shown, Suit minor) {
  return "control bid: the ace or a void in " + word(shown) + ", nothing to spare for the slam try in " + word(minor) +
         ": partner asks for key cards with slam values of its own, else signs off in five; forcing";
}

// The answer to the minor slam try that would sign off in five: the
// cheapest ace or void below 4NT instead, which leaves the trier room to
// ask for key cards in the minor if its try hid slam values.
CallDecision control_bid_or_sign_off_over_minor_try(const SlamView& v, Suit minor) {
  if (const auto cue = control_bid(v.hand, minor, v.calls[v.calls.size() - 2], kFourNoTrump))
    return decision(*cue, true, control_over_minor_try_meaning(cue->strain(), minor));
  return decision(Call::bid(5, strain_of(minor)), false, kMinorTrySignOff);
}

// This hand's points in a fit of `minor`: its own or, counted with the fit
// partner has shown, its shortness.
int points_in_minor_fit(const SlamView& v, Suit minor) {
  return std::max(v.hand.total_points(), v.hand.fit_points(minor, v.partner.length_of(minor).min));
}

// Whether partner's last call, the opponents silent, was five of `minor`:
// a sign-off the slam-try auctions pass.
bool partner_signed_off_in_five(const SlamView& v, std::size_t at, Suit minor) {
  return opponents_silent(v.calls, at - 2, at) && v.calls[at - 2] == Call::bid(5, strain_of(minor));
}

// Every side suit held by this hand's ace or void, or by partner's control
// bid in it, and the ace of trumps (or the king and queen) here: at most
// one key card is missing and no trump honour with it, which a key-card
// ask in a minor could only find out past five.
bool one_keycard_missing_at_most(const Hand& hand, Suit trump, Suit partners_control) {
  for (Suit s : kAllSuits)
    if (s != trump && s != partners_control && hand.length(s) > 0 && !hand.contains(Card(s, Rank::Ace))) return false;
  return hand.contains(Card(trump, Rank::Ace)) || top_trump_honours(hand, trump) >= 2;
}

// The trier over partner's control bid, which denied anything to spare:
// the slam is on this hand's own values, counted as the fallback counts a
// slam (its points with the fit and a working figure for partner), and
// only with the key cards checked (partner's values are no more than
// shown, so six on values alone, as over the try, is not bid).
CallDecision trier_over_control_bid(const SlamView& v, Suit minor, Suit partners_control) {
  const int needed =
      v.hand.len(minor) + v.partner.length_of(minor).min >= 8 ? kSmallSlamPointsWithFit : kSmallSlamPoints;
  const int together = points_in_minor_fit(v, minor) + estimated_hcp(v.partner);
  // Every suit controlled and the key cards all but counted: the losers a
  // slam on fewer points would have are first-round ones, and there are
  // none, so two points less will do.
  if (together >= needed - kPointsSparedByControls && one_keycard_missing_at_most(v.hand.hand, minor, partners_control))
    return decision(Call::bid(6, strain_of(minor)), false, kSlamOverMinorControl);
  if (together >= needed && keycards(v.hand.hand, minor) >= 1 && keycard_ask_is_safe(v.hand, minor))
    return decision(kFourNoTrump, true, keycard_ask_meaning(strain_of(minor)));
  return decision(Call::bid(5, strain_of(minor)), false, kSignOffOverMinorControl);
}

}  // namespace

std::optional<Suit> control_bid_over_minor_try(const BiddingSystem& system, const std::vector<Call>& calls,
                                               std::size_t i) {
  const Call c = calls[i];
  if (i < 2 || !c.is_bid() || c.strain() == Strain::NoTrump || c.index() >= kFourNoTrump.index()) return std::nullopt;
  const Call try_call = calls[i - 2];
  if (!try_call.is_bid() || try_call.level() != 4 || !is_minor(try_call.strain()) || c.strain() == try_call.strain() ||
      !opponents_silent(calls, i - 2, i) || system_rule_for(system, calls, i))
    return std::nullopt;
  return minor_slam_try(system, calls, i - 2);
}

bool is_grand_slam_force(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i) {
  if (calls[i] != kFiveNoTrump || i < 2 || !opponents_silent(calls, i - 2, i)) return false;
  if (system_rule_for(system, calls, i)) return false;
  for (std::size_t j = i % 2; j < i; j += 2)
    if (calls[j] == kFourNoTrump) return false;  // after key cards 5NT asks for kings
  return agreed_suit(system, calls, i).has_value();
}

std::optional<Call> grand_slam_force(const HandEvaluation& hand, Suit trump, int combined, Call last) {
  if (combined < 36 || last.index() >= kFiveNoTrump.index() || top_trump_honours(hand.hand, trump) >= 2)
    return std::nullopt;
  // Every side suit controlled by an ace or a void: only the trump honours
  // decide between six and seven.
  for (Suit s : kAllSuits)
    if (s != trump && hand.len(s) > 0 && !hand.hand.contains(Card(s, Rank::Ace))) return std::nullopt;
  return kFiveNoTrump;
}

bool is_control_bid(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  return control_bid_trump(system, calls, index).has_value();
}

std::optional<CallDecision> slam_convention_call(const SlamView& v) {
  const std::size_t at = v.calls.size();
  if (auto k = keycard_sequence(v.system, v.calls, at)) {
    const KeycardAsker asker(v, *k);
    switch (k->step) {
      case Step::Reply: return std::nullopt;
      case Step::AskerAfterReply: return asker.after_reply();
      case Step::QueenAnswer: return answer_queen_ask(v, *k);
      case Step::AskerAfterQueen: return asker.after_queen();
      case Step::KingAnswer: return answer_king_ask(v, *k);
      case Step::AskerAfterKings: return asker.after_kings();
      case Step::SecondKingAnswer: return answer_second_king_ask(v, *k);
      case Step::AskerAfterSecondKing: return asker.after_second_king();
    }
  }
  if (gerber_ask_before(v.system, v.calls, at)) return place_after_gerber(v);
  if (at >= 2 && is_grand_slam_force(v.system, v.calls, at - 2)) {
    const Suit trump = *agreed_suit(v.system, v.calls, at - 2);
    const int honours = top_trump_honours(v.hand.hand, trump);
    const Call c = Call::bid(honours >= 2 ? 7 : 6, strain_of(trump));
    return decision(c, false, std::string(honours >= 2 ? "two of the top three" : "fewer than two of the top three") +
                                  " trump honours (grand slam force reply); to play");
  }
  // Partner signed off in game over our control bid: the way back is taken.
  if (at >= 4)
    if (const auto trump = control_bid_trump(v.system, v.calls, at - 4);
        trump && opponents_silent(v.calls, at - 2, at) && v.calls[at - 2] == Call::bid(4, strain_of(*trump)))
      return decision(Call::pass(), false, "Pass: partner signed off over the control bid");
  // Partner read our ambiguous key-card reply as the lower count and signed
  // off; the higher count leaves at most one key card missing (partner asked
  // with one at least).
  if (const auto signed_off = sign_off_over_ambiguous_reply(v.system, v.calls, at);
      signed_off && keycards(v.hand.hand, signed_off->trump) == signed_off->higher_count)
    return decision(Call::bid(6, strain_of(signed_off->trump)), false, kHigherCount);
  // Otherwise the asker, who knows our key cards, has placed the contract
  // (a sign-off in five, or a slam): the answerer passes.
  if (asker_placed_the_contract(v.system, v.calls, at))
    return decision(Call::pass(), false, "Pass: partner asked for key cards and placed the contract; to play");
  // Partner co-operated over our control bid without key cards to ask with.
  if (at >= 2 && is_cooperation_over_control_bid(v.system, v.calls, at - 2)) {
    const Strain trump = v.calls[at - 2].strain();
    if (keycards(v.hand.hand, *trump_suit(trump)) >= kKeycardsForSlamOverCooperation)
      return decision(Call::bid(6, trump), false, kSlamOverCooperation);
    return decision(Call::pass(), false, "Pass: a key card too few for the slam; to play");
  }
  if (at >= 2) {
    if (const auto trump = control_bid_trump(v.system, v.calls, at - 2)) {
      // A suit partner's control bid skipped, where this hand has no control
      // either: slam could lose two tricks there before a key card is asked.
      if (const auto open = uncontrolled_after_control_bid(v.hand, v.calls, at - 2, *trump))
        return decision(Call::bid(4, strain_of(*trump)), false,
                        "sign-off: no control in " + word(*open) + " in either hand; to play");
      // Something to spare for what we have shown, and key cards to ask with;
      // without them, five of the major leaves the slam to partner.
      // The ace partner's control bid denied, with another key card, fills
      // the gap partner feared: ask whatever the strength.
      const int own_keycards = keycards(v.hand.hand, *trump);
      const bool spare = spare_with_the_fit(v, *trump) || (own_keycards >= 2 && holds_denied_ace(v, *trump, at - 2));
      if (spare && own_keycards >= kKeycardsToAskOverControlBid && keycard_ask_is_safe(v.hand, *trump))
        return decision(kFourNoTrump, true,
                        keycard_ask_meaning(strain_of(*trump)));
      if (spare && own_keycards <= 1) return decision(Call::bid(5, strain_of(*trump)), false, kCooperation);
      return decision(Call::bid(4, strain_of(*trump)), false, "sign-off: nothing to spare for a slam; to play");
    }
  }
  if (at >= 2)
    if (const auto minor = minor_slam_try(v.system, v.calls, at - 2)) {
      // The try is made with about 30 points together opposite a working
      // figure for this hand: slam when this hand's points with the fit
      // reach 33 with that (three more than partner counted on).
      const int mine = points_in_minor_fit(v, *minor);
      const int partners = std::max(estimated_hcp(v.partner), 30 - estimated_hcp(v.own));
      const int own_keycards = keycards(v.hand.hand, *minor);
      if (mine + partners < 33 || own_keycards == 0) return control_bid_or_sign_off_over_minor_try(v, *minor);
      if (keycard_ask_is_safe(v.hand, *minor))
        return decision(kFourNoTrump, true, keycard_ask_meaning(strain_of(*minor)));
      // An answer could pass five of the minor: with two key cards and a
      // top trump honour here the slam is bid on values, as without the try.
      if (own_keycards >= 2 && top_trump_honours(v.hand.hand, *minor) >= 1)
        return decision(Call::bid(6, strain_of(*minor)), false, kMinorTryAccepted);
      return control_bid_or_sign_off_over_minor_try(v, *minor);
    }
  // The trier over partner's control bid; then the control bidder passes
  // the trier's sign-off.
  if (at >= 2)
    if (const auto minor = control_bid_over_minor_try(v.system, v.calls, at - 2))
      return trier_over_control_bid(v, *minor, *trump_suit(v.calls[at - 2].strain()));
  // Partner signed off in five of the minor over our control bid, or over
  // our slam try.
  if (at >= 4) {
    if (const auto minor = control_bid_over_minor_try(v.system, v.calls, at - 4);
        minor && partner_signed_off_in_five(v, at, *minor))
      return decision(Call::pass(), false, "Pass: partner placed the contract over the control bid");
    if (const auto minor = minor_slam_try(v.system, v.calls, at - 4);
        minor && partner_signed_off_in_five(v, at, *minor))
      return decision(Call::pass(), false, "Pass: partner signed off over the slam try");
  }
  // Partner declined our quantitative 4NT at the five level (five of the
  // major after a transfer): the invitation has had its answer.
  if (at >= 4 && v.calls[at - 4] == kFourNoTrump && opponents_silent(v.calls, at - 2, at) && v.calls[at - 2].is_bid() &&
      v.calls[at - 2].level() == 5)
    if (const BiddingRule* r = system_rule_for(v.system, v.calls, at - 4); r && r->convention == "quantitative")
      return decision(Call::pass(), false, "Pass: partner declined the slam invitation");
  if (at >= 2 && is_slam_invitation(v.system, v.calls, at - 2)) {
    const Strain s = v.calls[at - 2].strain();
    if (upper_half(v))
      return decision(Call::bid(6, s), false, "accepts the slam invitation: better than a minimum; to play");
    return decision(Call::pass(), false, "Pass: declines the slam invitation; non-forcing");
  }
  return std::nullopt;
}

namespace {
bool responder_try_is_safe(const SlamView& v, Suit trump) {
  if (!keycard_ask_is_safe(v.hand, trump)) return false;
  for (Suit s : kAllSuits)
    if (s != trump && !controlled_here(v.hand.hand, s)) return false;
  return true;
}

// A slam try's values opposite a partner whose HCP range is known within
// eight: a slam near opposite the top of it (31+ with `points` counted
// with the fit), possible opposite a working figure for it (28+).
bool try_values_opposite_limited_hand(const SlamView& v, int points) {
  return points + v.partner.hcp.max >= 31 && points + estimated_hcp(v.partner) >= 28;
}

// The cheapest control bid in `trump` above `floor` that the auction reads
// as one, with its explanation.
std::optional<CallDecision> cheapest_control_bid_above(const SlamView& v, Suit trump, Call floor) {
  const auto cue = control_bid(v.hand, trump, floor);
  if (!cue) return std::nullopt;
  auto with = v.calls;
  with.push_back(*cue);
  if (!is_control_bid(v.system, with, v.calls.size())) return std::nullopt;
  return explain_slam_convention(v.system, with, v.calls.size());
}

// Working points for a try over partner's answer to our Jacoby 2NT when the
// answer left opener's strength open (a shortness, a second suit): about
// 13 facing them, with the fit and the shortness, come near a slam.
constexpr int kJacobyTryOnWorkingPoints = 15;

// Whether call `at` - 2 is partner's answer to our Jacoby 2NT (1S-2NT-3C).
bool answers_our_jacoby(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t at) {
  if (at < 6) return false;
  const BiddingRule* ask = system_rule_for(system, calls, at - 4);
  const BiddingRule* answer = system_rule_for(system, calls, at - 2);
  return ask && ask->convention == "Jacoby 2NT" && answer && answer->convention == "Jacoby 2NT reply";
}

// The cheapest control bid over partner's answer to our Jacoby 2NT (the
// auction is forcing to game, so the three level is a control too), when
// the hand has the values: over an answer that set a range (3NT, 15-17) as
// over a limited raise; over one that left it open, 15 working points
// (HandEvaluation::fit_points: honours opposite partner's shortness
// discounted).
std::optional<CallDecision> control_bid_over_jacoby_answer(const SlamView& v, int points) {
  const std::size_t at = v.calls.size();
  const auto trump = trump_suit(v.calls[at - 6].strain());
  if (!trump || !is_major(strain_of(*trump))) return std::nullopt;
  const bool limited = v.partner.hcp.max - v.partner.hcp.min <= 8;
  if (limited ? !try_values_opposite_limited_hand(v, points) : points < kJacobyTryOnWorkingPoints)
    return std::nullopt;
  return cheapest_control_bid_above(v, *trump, v.calls[at - 2]);
}
}  // namespace

std::optional<CallDecision> control_bid_instead_of_game(const SlamView& v, int points) {
  const std::size_t at = v.calls.size();
  if (at < 2) return std::nullopt;
  for (std::size_t j = (at - 1) % 2; j < at; j += 2)  // the opponents passed throughout
    if (!v.calls[j].is_pass()) return std::nullopt;
  if (answers_our_jacoby(v.system, v.calls, at)) return control_bid_over_jacoby_answer(v, points);
  const Call raise = v.calls[at - 2];
  if (!raise.is_bid() || !is_major(raise.strain()) || raise.level() >= 4) return std::nullopt;
  // We opened the major, or responded in it and opener raised, and the
  // raise limits partner's hand.
  std::size_t opening = 0;
  while (opening < at && !v.calls[opening].is_bid()) ++opening;
  const bool we_opened = (at - opening) % 4 == 0 && v.calls[opening].strain() == raise.strain();
  const bool opener_raised =
      (at - opening) % 4 == 2 && opening + 2 < at && v.calls[opening + 2] == Call::bid(1, raise.strain());
  if (!we_opened && !opener_raised) return std::nullopt;
  if (v.partner.hcp.max - v.partner.hcp.min > 8 || !try_values_opposite_limited_hand(v, points)) return std::nullopt;
  const Suit trump = *trump_suit(raise.strain());
  // A preference (1S-1NT-2D-2S: two cards) is no raise: without three
  // trumps shown opposite there is no fit to try for slam in.
  if (we_opened && v.partner.length_of(trump).min < 3) return std::nullopt;
  // Opener's raise is a minimum (about 12-15) that need control nothing:
  // responder tries only when its own hand keeps a slam safe: every side
  // suit controlled here (opener's minor too: a minimum opening may hold
  // neither its ace nor its king) and an ask that stops in five with two
  // key cards missing. Opener's jump raise (1m-1M-3M, 16-18 points) is
  // no minimum: its side suits are opener's to judge, but the ask must
  // still be safe here (a void in opener's minor and no ace tried, and
  // 6H went two down).
  if (opener_raised && !(raise.level() < 3 ? responder_try_is_safe(v, trump) : keycard_ask_is_safe(v.hand, trump)))
    return std::nullopt;
  return cheapest_control_bid_above(v, trump, Call::bid(3, Strain::NoTrump));
}

std::optional<CallDecision> control_bid_before_keycard_ask(const SlamView& v, Suit trump) {
  const std::size_t at = v.calls.size();
  if (!is_major(strain_of(trump)) || at < 2) return std::nullopt;
  const Call floor = control_bid_floor(last_bid_before(v.calls, at), game_forcing_auction(v.system, v.calls, at));
  const auto cue = control_bid(v.hand, trump, floor);
  if (!cue) return std::nullopt;
  auto with = v.calls;
  with.push_back(*cue);
  if (!is_control_bid(v.system, with, at)) return std::nullopt;
  for (Suit s : skipped_by_control_bid(with, at, trump))
    if (!controlled_here(v.hand.hand, s) && v.partner.length_of(s).min < 4)
      return explain_slam_convention(v.system, with, at);
  return std::nullopt;
}

std::optional<CallDecision> explain_slam_convention(const BiddingSystem& system, const std::vector<Call>& calls,
                                                    std::size_t index) {
  const Call c = calls[index];
  if (c == kFourNoTrump && !system_rule_for(system, calls, index) && is_keycard_ask(system, calls, index))
    return decision(c, true, keycard_ask_meaning(strain_of(*agreed_suit(system, calls, index))));
  if (const auto trump = control_bid_trump(system, calls, index)) {
    std::string denied;
    for (Suit s : skipped_by_control_bid(calls, index, *trump)) denied += (denied.empty() ? "" : " or ") + word(s);
    return decision(c, true, "control bid: the ace or a void in " + word(c.strain()) +
                                 (denied.empty() ? "" : ", none in " + denied) + ", slam interest in " + word(*trump) +
                                 "; forcing");
  }
  if (index >= 2 && c.is_bid() && c.level() == 4)
    if (const auto trump = control_bid_trump(system, calls, index - 2); trump && c.strain() == strain_of(*trump))
      return decision(c, false, "sign-off after the control bid: nothing to spare, or no control in a suit it "
                                "skipped; to play");
  if (is_cooperation_over_control_bid(system, calls, index)) return decision(c, false, kCooperation);
  if (const auto signed_off = sign_off_over_ambiguous_reply(system, calls, index);
      signed_off && c == Call::bid(6, strain_of(signed_off->trump)))
    return decision(c, false, kHigherCount);
  if (index >= 2 && is_cooperation_over_control_bid(system, calls, index - 2) && c.is_bid() && c.level() == 6)
    return decision(c, false, kSlamOverCooperation);
  if (const auto minor = minor_slam_try(system, calls, index))
    return decision(c, false,
                    "slam try in " + word(*minor) + ", set as trumps: partner asks for key cards with " +
                        "something to spare, else shows an ace or void below 4NT or signs off in five; forcing");
  if (const auto minor = control_bid_over_minor_try(system, calls, index))
    return decision(c, true, control_over_minor_try_meaning(c.strain(), *minor));
  if (index >= 2 && c.is_bid() && (c.level() == 5 || c.level() == 6))
    if (const auto minor = control_bid_over_minor_try(system, calls, index - 2);
        minor && c.strain() == strain_of(*minor))
      return decision(c, false, c.level() == 5 ? kSignOffOverMinorControl : kSlamOverMinorControl);
  if (index >= 2 && c.is_bid() && (c.level() == 5 || c.level() == 6))
    if (const auto minor = minor_slam_try(system, calls, index - 2); minor && c.strain() == strain_of(*minor))
      return decision(c, false, c.level() == 5 ? kMinorTrySignOff : kMinorTryAccepted);
  if (is_slam_invitation(system, calls, index))
    return decision(c, false, "slam invitation: partner bids six with better than a minimum; invitational");
  if (is_grand_slam_force(system, calls, index))
    return decision(c, true, "grand slam force: asks for two of the ace, king and queen of " +
                                 word(*agreed_suit(system, calls, index)) + "; asking");
  if (index >= 2 && is_grand_slam_force(system, calls, index - 2) && c.is_bid() && c.level() >= 6)
    return decision(c, false, std::string(c.level() == 7 ? "two of the top three" : "fewer than two of the top three") +
                                  " trump honours (grand slam force reply); to play");
  if (auto k = keycard_sequence(system, calls, index)) {
    const Strain ts = strain_of(k->trump);
    switch (k->step) {
      case Step::Reply: return std::nullopt;
      case Step::AskerAfterReply:
      case Step::AskerAfterQueen:
        if (k->step == Step::AskerAfterReply && c == queen_ask_after(k->reply, k->trump) &&
            (k->reply.strain() == Strain::Clubs || k->reply.strain() == Strain::Diamonds))
          return decision(c, true, "asks for the queen of " + word(ts) + " (RKCB 1430 queen ask); asking");
        if (c == kFiveNoTrump) return decision(c, true, king_ask_meaning(ts));
        [[fallthrough]];
      case Step::AskerAfterKings:
        if (k->step == Step::AskerAfterKings && is_second_king_ask(c, *k->king_answer, k->trump))
          return decision(c, true, second_king_ask_meaning(c.strain(), k->trump));
        if (c.is_bid() && c.strain() == ts) return decision(c, false, "places the contract after key cards; to play");
        return std::nullopt;
      case Step::SecondKingAnswer:
        if (c == Call::bid(6, ts) || c == Call::bid(7, ts))
          return decision(c, false, second_king_answer_meaning(c, *k));
        return std::nullopt;
      case Step::AskerAfterSecondKing: return std::nullopt;
      case Step::QueenAnswer:
        if (c == cheapest_in(k->trump, *k->queen_ask))
          return decision(c, true, "denies the queen of " + word(ts) + " (queen ask reply); non-forcing");
        if (c == kFiveNoTrump)
          return decision(c, true, "the queen of " + word(ts) + ", no side king to show (queen ask reply); forcing");
        if (c.is_bid())
          return decision(c, true, "the queen of " + word(ts) + " and the king of " + word(c.strain()) +
                                       " (queen ask reply); forcing");
        return std::nullopt;
      case Step::KingAnswer:
        if (c.is_bid() && c.level() == 6 && c.strain() != Strain::NoTrump)
          return decision(c, true, king_answer_meaning(c, k->trump));
        return std::nullopt;
    }
  }
  if (gerber_ask_before(system, calls, index) && c.is_bid() && c.strain() == Strain::NoTrump)
    return decision(c, false, c == kFourNoTrump ? "sign-off after Gerber; to play" : "places the slam after Gerber; to play");
  return std::nullopt;
}

}  // namespace tenace
