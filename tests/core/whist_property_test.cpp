// Property test of the whist family: 100,000 random legal hands per variant
// (Dummy Whist without and with jokers, Double Dummy, Nonsense), each with
// randomly drawn rule options, random legal calls, declarations, discards,
// exchanges and cards, and under table rules occasional reneges and renege
// calls. Every hand checks what must always hold, against small independent
// re-statements of the rules written here (not calls into the code tested):
//  - the auction ends after one call per player, every bid beats the one
//    before it, the dealer never passes out, and declarer is the last bidder;
//  - card conservation: the cards played plus the discards are the deck,
//    each exactly once, and each seat played exactly the hand it held;
//  - every trick has one winner, the one the rules say, who leads next;
//  - the tricks total 13 (before and after renege penalties);
//  - the points are the ones RULES.md §2 gives for the bid and the tricks;
//  - the hands, chained into games, end each game when a player reaches 21.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>

#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/random_deal.h"
#include "core/whist_score_sheet.h"

namespace tenace {
namespace {

constexpr int kHandsPerVariant = 100000;

// ---- independent statements of the rules --------------------------------

// Bid strength as one number: books first, then no trump over suit bids,
// then (by option) downtown over uptown.
int bid_key(WhistBid bid, bool downtown_beats_uptown) {
  int kind = 0;
  if (bid.kind == WhistBidKind::NoTrump)
    kind = 2;
  else if (bid.kind == WhistBidKind::Downtown && downtown_beats_uptown)
    kind = 1;
  return bid.books * 3 + kind;
}

// The position (0-based from the leader) of the card that wins a trick.
int expected_winner(const Card* cards, int n, std::optional<Suit> trump, RankOrder order) {
  auto is_trump = [&](Card c) { return trump && (c.is_joker() || c.suit() == *trump); };
  std::optional<Suit> led;
  for (int i = 0; i < n && !led; ++i) {
    if (!cards[i].is_joker())
      led = cards[i].suit();
    else if (trump)
      led = trump;
  }
  auto power = [&](Card c) {
    if (c.is_joker()) return c == Card::big_joker() ? 200 : 199;
    const int r = static_cast<int>(c.rank());
    if (order == RankOrder::HighWins) return r;
    if (order == RankOrder::LowWinsAceHigh) return r == 14 ? 100 : 20 - r;
    return r == 14 ? 0 : 20 - r;
  };
  int best = 0;
  int best_tier = -1;
  for (int i = 0; i < n; ++i) {
    const Card c = cards[i];
    int tier = -1;
    if (is_trump(c))
      tier = 1;
    else if (!c.is_joker() && led && c.suit() == *led)
      tier = 0;
    if (tier < 0) continue;
    if (tier > best_tier || (tier == best_tier && power(c) > power(cards[best]))) {
      best = i;
      best_tier = tier;
    }
  }
  return best;
}

struct ExpectedPoints {
  int declarer;
  int each_opponent;
};
ExpectedPoints expected_points(WhistBid bid, int tricks, const WhistOptions& o, int variant_multiplier) {
  int m = variant_multiplier;
  if (o.double_seven_bids && bid.books == 7) m *= 2;
  if (o.double_no_trump && bid.kind == WhistBidKind::NoTrump) m *= 2;
  if (tricks >= 6 + bid.books) return {(tricks - 6) * m, 0};
  if (o.set_penalty == SetPenalty::ChargeDeclarer) return {-bid.books * m, 0};
  return {0, bid.books * m};
}

// Declarer's tricks after renege calls: a proven call (the accused side
// reneged in that book) moves 3 tricks from the accused to the caller's
// side; a wrong call moves 3 from the caller's side; never below 0.
int expected_settled(int declarer_tricks, const std::vector<RenegeLedger::Call>& calls) {
  int t = declarer_tricks;
  for (const auto& c : calls) {
    const bool declarer_pays = c.proven == (c.caller == WhistSide::Defenders);
    t = declarer_pays ? std::max(0, t - 3) : std::min(13, t + 3);
  }
  return t;
}

// ---- random choices -------------------------------------------------------

struct Random {
  Xoshiro256 rng;
  explicit Random(std::uint64_t seed) : rng(seed) {}
  int below(int n) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(n))); }
  bool chance(int percent) { return below(100) < percent; }
  Card pick(Hand h) {
    auto it = h.begin();
    for (int skip = below(h.size()); skip > 0; --skip) ++it;
    return *it;
  }
};

void randomize(WhistOptions& o, Random& r) {
  o.downtown_beats_uptown = r.chance(50);
  o.downtown_ace_low = r.chance(50);
  o.table_rules_renege = r.chance(30);
  o.double_seven_bids = r.chance(50);
  o.double_no_trump = r.chance(50);
  o.set_penalty = r.chance(50) ? SetPenalty::CreditOpponents : SetPenalty::ChargeDeclarer;
}

// Runs a whole auction of random legal calls, biased toward passing so that
// low bids and the dealer's forced bid both happen often, checking the
// auction's properties on the way.
template <class HandT>
void random_auction(HandT& hand, const WhistOptions& o, Random& r, int players) {
  int calls = 0;
  std::optional<WhistBid> last;
  while (hand.auction().is_complete() == false) {
    ASSERT_LT(calls, players) << "auction did not end after one call each";
    const auto legal = hand.auction().legal_calls();
    ASSERT_FALSE(legal.empty());
    const bool can_pass = legal.front().is_pass();
    const bool dealer_turn = hand.auction().to_call() == hand.auction().dealer();
    ASSERT_EQ(can_pass, !(dealer_turn && !last)) << "only a dealer facing all passes must bid";
    const WhistCall call = (can_pass && r.chance(55))
                               ? legal.front()
                               : legal[static_cast<std::size_t>(r.below(static_cast<int>(legal.size())))];
    if (!call.is_pass()) {
      if (last) {
        ASSERT_GT(bid_key(call.bid_value(), o.downtown_beats_uptown), bid_key(*last, o.downtown_beats_uptown));
      }
      last = call.bid_value();
    }
    ASSERT_TRUE(hand.call(call));
    ++calls;
  }
  ASSERT_EQ(calls, players);
  ASSERT_TRUE(last.has_value()) << "every auction has a declarer";
  ASSERT_EQ(hand.auction().highest_bid(), last);
  const auto& all = hand.auction().calls();
  int last_bidder = -1;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].is_bid()) last_bidder = (hand.auction().dealer() + 1 + static_cast<int>(i)) % players;
  ASSERT_EQ(hand.declarer(), last_bidder);
}

template <class HandT>
void random_declaration(HandT& hand, Random& r) {
  if (hand.auction().highest_bid()->is_no_trump())
    ASSERT_TRUE(hand.declare_no_trump(r.chance(50) ? WhistDirection::Uptown : WhistDirection::Downtown));
  else
    ASSERT_TRUE(hand.declare_trump(kAllSuits[r.below(4)]));
}

// Plays random cards to the end through `hand`. Under table rules a player
// who could fail to follow sometimes does, and `reneged` collects the book
// and side of each; otherwise an attempted renege must be refused.
struct PlayView {
  std::function<Hand()> held;       // the cards of the hand to play
  std::function<WhistSide()> side;  // the side of the hand to play
  std::function<int()> book;        // the book the next card goes to
  std::function<bool()> over;
};
template <class HandT>
void random_play(HandT& hand, const PlayView& view, bool table_rules, Random& r,
                 std::vector<std::pair<int, WhistSide>>& reneged) {
  int cards = 0;
  while (!view.over()) {
    ASSERT_LT(cards, 52) << "the play did not end";
    const Hand legal = hand.legal_cards();
    ASSERT_FALSE(legal.empty());
    const Hand forbidden = view.held() - legal;
    Card card = r.pick(legal);
    if (!forbidden.empty() && r.chance(table_rules ? 8 : 3)) {
      if (table_rules) {
        card = r.pick(forbidden);
        reneged.push_back({view.book(), view.side()});
      } else {
        ASSERT_FALSE(hand.play(r.pick(forbidden))) << "a renege must be refused";
      }
    }
    ASSERT_TRUE(hand.play(card));
    ++cards;
  }
}

// Makes up to two renege calls naming distinct books: usually a book where
// the caller's opponents did renege, sometimes any played book. `caller_of`
// gives a player of a side. Checks which calls are proven.
template <class HandT>
void random_renege_calls(HandT& hand, const std::vector<std::pair<int, WhistSide>>& reneged,
                         const std::function<int(WhistSide)>& caller_of, const RenegeLedger& ledger, Random& r) {
  const int calls = r.below(3);
  std::vector<int> named;
  for (int k = 0; k < calls; ++k) {
    int book;
    WhistSide caller;
    if (!reneged.empty() && r.chance(70)) {
      const auto& [b, offender] = reneged[static_cast<std::size_t>(r.below(static_cast<int>(reneged.size())))];
      book = b;
      caller = opposite(offender);
    } else {
      book = 1 + r.below(13);
      caller = r.chance(50) ? WhistSide::Declarer : WhistSide::Defenders;
    }
    if (std::find(named.begin(), named.end(), book) != named.end()) continue;
    named.push_back(book);
    ASSERT_TRUE(hand.call_renege(caller_of(caller), book));
    bool proven = false;
    for (const auto& [b, offender] : reneged) proven = proven || (b == book && offender == opposite(caller));
    ASSERT_EQ(ledger.calls().back().proven, proven);
  }
}

void check_points(const std::vector<int>& points, int declarer, const WhistHandScore& score, WhistBid bid, int tricks,
                  const WhistOptions& o, int variant_multiplier) {
  const ExpectedPoints want = expected_points(bid, tricks, o, variant_multiplier);
  for (std::size_t p = 0; p < points.size(); ++p)
    ASSERT_EQ(points[p], static_cast<int>(p) == declarer ? want.declarer : want.each_opponent);
  ASSERT_EQ(score.boston, tricks == 13);
  ASSERT_EQ(score.made, tricks >= bid.tricks_needed());
}

// Chains hands into games: a game ends exactly when someone reaches 21.
void add_to_game(WhistScoreSheet& sheet, const std::vector<int>& points, int& games) {
  std::vector<int> before = sheet.totals();
  ASSERT_FALSE(sheet.is_over());
  ASSERT_TRUE(sheet.add(points));
  int best = before[0] + points[0];
  for (std::size_t p = 0; p < points.size(); ++p) {
    ASSERT_EQ(sheet.totals()[p], before[p] + points[p]);
    best = std::max(best, sheet.totals()[p]);
  }
  ASSERT_EQ(sheet.is_over(), best >= 21);
  if (sheet.is_over()) {
    for (int w : sheet.winners()) ASSERT_EQ(sheet.totals()[static_cast<std::size_t>(w)], best);
    ASSERT_FALSE(sheet.winners().empty());
    sheet = WhistScoreSheet(sheet.players());
    ++games;
  }
}

// Four-handed play (Dummy Whist, Double Dummy): each trick's winner is the
// one the rules name and leads the next; the tricks total 13; each seat
// played exactly the cards it held when the play began.
void check_four_hand_play(const WhistPlay& play, Seat declarer_seat) {
  const TrickPlay& tp = play.tricks();
  const auto& tricks = tp.completed_tricks();
  ASSERT_EQ(tricks.size(), 13u);
  std::array<Hand, 4> played{};
  std::array<int, 4> won{};
  Seat leader = declarer_seat;
  for (const Trick& t : tricks) {
    ASSERT_EQ(t.leader, leader);
    ASSERT_EQ(t.count, 4);
    for (int i = 0; i < 4; ++i) {
      const Card c = t.cards[static_cast<std::size_t>(i)];
      ASSERT_FALSE(played[index(t.seat_of(i))].contains(c));
      played[index(t.seat_of(i))].add(c);
    }
    leader = t.seat_of(expected_winner(t.cards.data(), 4, tp.rules().trump, tp.rules().order));
    ++won[index(leader)];
  }
  int total = 0;
  for (Seat s : kAllSeats) {
    ASSERT_EQ(played[index(s)], tp.initial_deal()[s]);
    ASSERT_EQ(tp.tricks_won(s), won[index(s)]);
    ASSERT_TRUE(tp.remaining(s).empty());
    total += tp.tricks_won(s);
  }
  ASSERT_EQ(total, 13);
  ASSERT_EQ(play.declarer_tricks_won(), won[index(declarer_seat)] + won[index(partner(declarer_seat))]);
}

struct Tally {
  int games = 0;
  int hands_made = 0;
  int bostons = 0;
  int renege_calls = 0;
  int no_trump = 0;
};

void dummy_whist_hand(bool jokers, int dealer, Random& r, DealGenerator& generator, WhistScoreSheet& sheet,
                      Tally& tally) {
  DummyWhistOptions o;
  randomize(o, r);
  o.jokers = jokers;
  o.no_trump_jokers = static_cast<NoTrumpJokerRule>(r.below(3));
  const DummyWhistDeal dealt = deal_dummy_whist(jokers, generator);
  auto created = DummyWhistHand::create(o, dealer, dealt);
  ASSERT_TRUE(created.ok()) << created.error().message;
  DummyWhistHand hand = *created;
  ASSERT_NO_FATAL_FAILURE(random_auction(hand, o, r, 3));
  const int declarer = *hand.declarer();
  ASSERT_EQ(hand.dummy_seat(), partner(hand.seat_of(declarer)));
  if (jokers) {
    ASSERT_EQ(hand.phase(), DummyWhistPhase::Discard);
    const Card a = r.pick(hand.dummy_hand());
    const Card b = r.pick(hand.dummy_hand() - Hand(std::uint64_t{1} << a.id()));
    ASSERT_TRUE(hand.discard(a, b));
  }
  while (hand.phase() == DummyWhistPhase::JokerExchange)
    ASSERT_TRUE(hand.exchange_joker(r.pick(hand.discards() - Hand::jokers())));
  const bool no_trump = hand.auction().highest_bid()->is_no_trump();
  if (jokers && no_trump && o.no_trump_jokers == NoTrumpJokerRule::ExchangeForDiscard) {
    for (Seat s : kAllSeats) ASSERT_TRUE(hand.hand_at(s).joker_cards().empty());
  }
  ASSERT_EQ(hand.phase(), DummyWhistPhase::Declaration);
  ASSERT_NO_FATAL_FAILURE(random_declaration(hand, r));
  const WhistPlay& play = hand.play_state();
  ASSERT_EQ(play.to_play(), hand.seat_of(declarer));
  // Card conservation: the hands in play plus the discards are the deck.
  Hand all = hand.discards();
  for (Seat s : kAllSeats) {
    ASSERT_EQ(play.tricks().initial_deal()[s].size(), 13);
    ASSERT_TRUE((all & play.tricks().initial_deal()[s]).empty());
    all |= play.tricks().initial_deal()[s];
  }
  ASSERT_EQ(all, jokers ? Hand::full_deck() | Hand::jokers() : Hand::full_deck());
  std::vector<std::pair<int, WhistSide>> reneged;
  const PlayView view{
      [&] { return play.tricks().remaining(play.to_play()); }, [&] { return play.side_of_seat(play.to_play()); },
      [&] { return static_cast<int>(play.tricks().completed_tricks().size()) + 1; }, [&] { return play.is_over(); }};
  ASSERT_NO_FATAL_FAILURE(random_play(hand, view, o.table_rules_renege, r, reneged));
  ASSERT_EQ(hand.phase(), DummyWhistPhase::Over);
  ASSERT_NO_FATAL_FAILURE(check_four_hand_play(play, hand.seat_of(declarer)));
  // Without table rules nobody ever failed to follow.
  if (!o.table_rules_renege) {
    for (const PlayedCard& pc : play.tricks().history()) ASSERT_TRUE(pc.followed_suit);
  }
  if (o.table_rules_renege) {
    const auto caller_of = [&](WhistSide side) {
      return side == WhistSide::Declarer ? declarer : (declarer + 1 + r.below(2)) % 3;
    };
    ASSERT_NO_FATAL_FAILURE(random_renege_calls(hand, reneged, caller_of, play.reneges(), r));
    tally.renege_calls += static_cast<int>(play.reneges().calls().size());
  }
  const int tricks = hand.declarer_tricks();
  ASSERT_EQ(tricks, expected_settled(play.declarer_tricks_won(), play.reneges().calls()));
  ASSERT_NO_FATAL_FAILURE(
      check_points(hand.points(), declarer, hand.score(), *hand.auction().highest_bid(), tricks, o, 1));
  tally.hands_made += hand.score().made;
  tally.bostons += hand.score().boston;
  tally.no_trump += no_trump;
  ASSERT_NO_FATAL_FAILURE(add_to_game(sheet, hand.points(), tally.games));
}

void double_dummy_hand(int dealer, Random& r, DealGenerator& generator, WhistScoreSheet& sheet, Tally& tally) {
  DoubleDummyOptions o;
  randomize(o, r);
  auto created = DoubleDummyHand::create(o, dealer, generator.next());
  ASSERT_TRUE(created.ok());
  DoubleDummyHand hand = *created;
  ASSERT_NO_FATAL_FAILURE(random_auction(hand, o, r, 2));
  const int declarer = *hand.declarer();
  ASSERT_NO_FATAL_FAILURE(random_declaration(hand, r));
  const WhistPlay& play = hand.play_state();
  ASSERT_EQ(play.to_play(), DoubleDummyHand::seat_of(declarer));
  ASSERT_EQ(play.tricks().initial_deal(), hand.dealt());
  std::vector<std::pair<int, WhistSide>> reneged;
  const PlayView view{
      [&] { return play.tricks().remaining(play.to_play()); }, [&] { return play.side_of_seat(play.to_play()); },
      [&] { return static_cast<int>(play.tricks().completed_tricks().size()) + 1; }, [&] { return play.is_over(); }};
  ASSERT_NO_FATAL_FAILURE(random_play(hand, view, o.table_rules_renege, r, reneged));
  ASSERT_EQ(hand.phase(), DoubleDummyPhase::Over);
  ASSERT_NO_FATAL_FAILURE(check_four_hand_play(play, DoubleDummyHand::seat_of(declarer)));
  if (o.table_rules_renege) {
    const auto caller_of = [&](WhistSide side) { return side == WhistSide::Declarer ? declarer : 1 - declarer; };
    ASSERT_NO_FATAL_FAILURE(random_renege_calls(hand, reneged, caller_of, play.reneges(), r));
    tally.renege_calls += static_cast<int>(play.reneges().calls().size());
  }
  const int tricks = hand.declarer_tricks();
  ASSERT_EQ(tricks, expected_settled(play.declarer_tricks_won(), play.reneges().calls()));
  ASSERT_NO_FATAL_FAILURE(
      check_points(hand.points(), declarer, hand.score(), *hand.auction().highest_bid(), tricks, o, 1));
  tally.hands_made += hand.score().made;
  tally.bostons += hand.score().boston;
  ASSERT_NO_FATAL_FAILURE(add_to_game(sheet, hand.points(), tally.games));
}

void nonsense_hand(int dealer, Random& r, DealGenerator& generator, WhistScoreSheet& sheet, Tally& tally) {
  NonsenseOptions o;
  randomize(o, r);
  const Deal deal = generator.next();
  auto created = NonsenseHand::create(o, dealer, deal);
  ASSERT_TRUE(created.ok());
  NonsenseHand hand = *created;
  int kept = 0;
  for (int k = 0; k < 2; ++k) {
    const bool keep = r.chance(50);
    kept += keep;
    ASSERT_TRUE(hand.choose(keep ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand));
  }
  const int multiplier = kept == 0 ? 1 : kept == 1 ? 2 : 4;
  ASSERT_EQ(hand.multiplier(), multiplier);
  for (int p = 0; p < 2; ++p) {
    const bool dealt = hand.choice_of(p) == NonsenseChoice::DealtHand;
    ASSERT_EQ(hand.playing_hand(p),
              deal[dealt ? (p == 0 ? Seat::North : Seat::South) : (p == 0 ? Seat::West : Seat::East)]);
  }
  ASSERT_NO_FATAL_FAILURE(random_auction(hand, o, r, 2));
  const int declarer = *hand.declarer();
  ASSERT_NO_FATAL_FAILURE(random_declaration(hand, r));
  const WhistTwoHandPlay& play = hand.play_state();
  ASSERT_EQ(play.to_play(), declarer);
  std::vector<std::pair<int, WhistSide>> reneged;
  const PlayView view{
      [&] { return play.remaining(play.to_play()); }, [&] { return play.side_of_player(play.to_play()); },
      [&] { return static_cast<int>(play.completed_tricks().size()) + 1; }, [&] { return play.is_over(); }};
  ASSERT_NO_FATAL_FAILURE(random_play(hand, view, o.table_rules_renege, r, reneged));
  ASSERT_EQ(hand.phase(), NonsensePhase::Over);
  // Every trick: two cards, the rules' winner, who leads next; 13 in all;
  // each player played exactly the hand chosen.
  const auto& tricks = play.completed_tricks();
  ASSERT_EQ(tricks.size(), 13u);
  std::array<Hand, 2> played{};
  std::array<int, 2> won{};
  int leader = declarer;
  for (const auto& t : tricks) {
    ASSERT_EQ(t.leader, leader);
    for (int i = 0; i < 2; ++i) {
      const int player = i == 0 ? t.leader : 1 - t.leader;
      ASSERT_FALSE(played[static_cast<std::size_t>(player)].contains(t.cards[static_cast<std::size_t>(i)]));
      played[static_cast<std::size_t>(player)].add(t.cards[static_cast<std::size_t>(i)]);
    }
    const int position = expected_winner(t.cards.data(), 2, play.rules().trump, play.rules().order);
    leader = position == 0 ? t.leader : 1 - t.leader;
    ASSERT_EQ(t.winner, leader);
    ++won[static_cast<std::size_t>(leader)];
  }
  ASSERT_EQ(won[0] + won[1], 13);
  ASSERT_EQ(play.tricks_won(0), won[0]);
  for (int p = 0; p < 2; ++p) ASSERT_EQ(played[static_cast<std::size_t>(p)], hand.playing_hand(p));
  ASSERT_TRUE((played[0] & played[1]).empty());
  if (o.table_rules_renege) {
    const auto caller_of = [&](WhistSide side) { return side == WhistSide::Declarer ? declarer : 1 - declarer; };
    ASSERT_NO_FATAL_FAILURE(random_renege_calls(hand, reneged, caller_of, play.reneges(), r));
    tally.renege_calls += static_cast<int>(play.reneges().calls().size());
  }
  const int tricks_after = hand.declarer_tricks();
  ASSERT_EQ(tricks_after, expected_settled(play.declarer_tricks_won(), play.reneges().calls()));
  ASSERT_NO_FATAL_FAILURE(
      check_points(hand.points(), declarer, hand.score(), *hand.auction().highest_bid(), tricks_after, o, multiplier));
  tally.hands_made += hand.score().made;
  tally.bostons += hand.score().boston;
  ASSERT_NO_FATAL_FAILURE(add_to_game(sheet, hand.points(), tally.games));
}

// Sanity on the mix the random hands produced: every outcome the checks
// are about actually occurred (a property test of all-sets would prove little).
void expect_varied(const Tally& t, bool renege_possible = true) {
  EXPECT_GT(t.games, 100);
  EXPECT_GT(t.hands_made, kHandsPerVariant / 20);
  EXPECT_LT(t.hands_made, kHandsPerVariant);
  EXPECT_GT(t.bostons, 0);
  if (renege_possible) {
    EXPECT_GT(t.renege_calls, 1000);
  }
}

TEST(WhistProperty, DummyWhistWithoutJokers) {
  Random r(1001);
  DealGenerator generator(2001);
  WhistScoreSheet sheet(3);
  Tally tally;
  for (int i = 0; i < kHandsPerVariant; ++i) {
    ASSERT_NO_FATAL_FAILURE(dummy_whist_hand(false, i % 3, r, generator, sheet, tally)) << "hand " << i;
  }
  expect_varied(tally);
  EXPECT_GT(tally.no_trump, 1000);
}

TEST(WhistProperty, DummyWhistWithJokers) {
  Random r(1002);
  DealGenerator generator(2002);
  WhistScoreSheet sheet(3);
  Tally tally;
  for (int i = 0; i < kHandsPerVariant; ++i) {
    ASSERT_NO_FATAL_FAILURE(dummy_whist_hand(true, i % 3, r, generator, sheet, tally)) << "hand " << i;
  }
  expect_varied(tally);
  EXPECT_GT(tally.no_trump, 1000);
}

TEST(WhistProperty, DoubleDummy) {
  Random r(1003);
  DealGenerator generator(2003);
  WhistScoreSheet sheet(2);
  Tally tally;
  for (int i = 0; i < kHandsPerVariant; ++i) {
    ASSERT_NO_FATAL_FAILURE(double_dummy_hand(i % 2, r, generator, sheet, tally)) << "hand " << i;
  }
  expect_varied(tally);
}

TEST(WhistProperty, Nonsense) {
  Random r(1004);
  DealGenerator generator(2004);
  WhistScoreSheet sheet(2);
  Tally tally;
  for (int i = 0; i < kHandsPerVariant; ++i) {
    ASSERT_NO_FATAL_FAILURE(nonsense_hand(i % 2, r, generator, sheet, tally)) << "hand " << i;
  }
  expect_varied(tally);
}

}  // namespace
}  // namespace tenace
