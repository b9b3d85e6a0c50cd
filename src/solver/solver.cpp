#include "solver/solver.h"

#include <algorithm>
#include <optional>

#include "core/trick_play.h"
#include "solver/card_codec.h"
#include "solver/cpu_requirements.h"
#include "solver/equivalent_cards.h"
#include "solver/first_guess.h"
#include "solver/generic_search.h"
#include "solver/search.h"
#include "solver/transposition_table.h"

namespace tenace {

using solver_detail::CardCodec;
using solver_detail::Engine;
using solver_detail::GenericSearch;
using solver_detail::TranspositionTable;

class Solver::Impl {
 public:
  explicit Impl(SolverOptions options) : table_(options.memory_bytes) { stop_.flag = options.stop; }

  // Sets `engine` to the position; false when the fast engine cannot model
  // it (jokers in no trump).
  bool load(const Position& p, const CardCodec& codec, Engine& engine) {
    Hand all = p.hands.all_cards();
    for (Card c : p.trick_so_far) all.add(c);
    if (!codec.supports(all)) return false;
    std::uint64_t hands[4];
    for (Seat s : kAllSeats) hands[index(s)] = codec.encode(p.hands[s]);
    std::uint8_t trick[4] = {};
    const int count = static_cast<int>(std::min<std::size_t>(p.trick_so_far.size(), 3));
    for (int i = 0; i < count; ++i) trick[i] = static_cast<std::uint8_t>(codec.code(p.trick_so_far[i]));
    engine.setup(hands, codec.trump(), index(p.leader), trick, count);
    return true;
  }

  // A search on `engine` (Engine::solve or can_take), then: a search that
  // had to evict many entries of its own leaves the buckets crowded with
  // them; they are aged so that the next search replaces them first. Without this, on DDS's largest.txt deal 10
  // the later searches of a table thrashed among their own deep entries
  // while the earlier searches' entries kept the slots (505 M nodes for the
  // table; 88 M with this and the strain rule in table()). Small searches
  // leave their entries current: the next leader's search reuses them.
  template <class Search>
  auto searched(Engine& engine, Search search) {
    const std::uint64_t evictions_before = table_.crowded_evictions();
    try {
      const auto result = search();
      table_.age_if_crowded_since(evictions_before);
      return result;
    } catch (const SolveStopped&) {
      nodes_ += engine.nodes();  // a stopped search's work still counts
      throw;
    }
  }
  int solve(Engine& engine, int side, int guess) {
    return searched(engine, [&] { return engine.solve(side, guess); });
  }
  bool can_take(Engine& engine, int side, int need) {
    return searched(engine, [&] { return engine.can_take(side, need); });
  }

  int generic_tricks(const Position& p, Side side) {
    std::array<Hand, 4> hands;
    for (Seat s : kAllSeats) hands[index(s)] = p.hands[s];
    GenericSearch search(hands, p.rules());
    Trick trick;
    trick.leader = p.leader;
    for (Card c : p.trick_so_far) trick.cards[trick.count++] = c;
    const int result = search.tricks_for(trick, index(side), -1, 100);
    nodes_ += search.nodes();
    return result;
  }

  int tricks_for(const Position& p, Side side, int guess = -1) {
    const CardCodec codec(p.rules());
    Engine engine(table_, stop_);
    if (!load(p, codec, engine)) return generic_tricks(p, side);
    const int result = solve(engine, index(side), guess >= 0 ? guess : (engine.tricks_left() + 1) / 2);
    nodes_ += engine.nodes();
    return result;
  }

  // The legal cards of the mover, one per run of equivalent cards, whose run
  // holds a card of `only` (every run without it).
  static std::uint64_t wanted_representatives(const Engine& engine, const CardCodec& codec, Seat mover,
                                              std::optional<Hand> only) {
    const std::uint64_t hand = engine.hand(index(mover));
    const std::uint64_t legal = engine.legal_moves();
    const std::uint64_t in_play = engine.in_play();
    std::uint64_t representatives = solver_detail::run_representatives(hand, in_play) & legal;
    if (!only) return representatives;
    const std::uint64_t wanted = codec.encode(*only) & legal;
    std::uint64_t kept = 0;
    for (std::uint64_t r = representatives; r; r &= r - 1) {
      const std::uint64_t bit = r & -r;
      if (solver_detail::equivalent_run(hand, in_play, bit) & wanted) kept |= bit;
    }
    return kept;
  }

  // Whether the side to move takes at least `target` tricks after each legal
  // card of `cards`: one null-window search a card instead of the several
  // an exact count needs.
  std::vector<CardReach> cards_reaching(const Position& p, Hand cards, int target) {
    std::vector<CardReach> results;
    const Seat mover = p.to_move();
    const int side = index(side_of(mover));
    const CardCodec codec(p.rules());
    Engine engine(table_, stop_);
    if (!load(p, codec, engine)) {
      for (const CardResult& r : all_cards(p, cards)) results.push_back({r.card, r.tricks >= target});
      return results;
    }
    const std::uint64_t hand = engine.hand(index(mover));
    const std::uint64_t legal = engine.legal_moves();
    const std::uint64_t in_play = engine.in_play();
    for (std::uint64_t r = wanted_representatives(engine, codec, mover, cards); r; r &= r - 1) {
      const int code = __builtin_ctzll(r);
      Engine after = engine;
      const int winner = after.play(code);
      const int need = target - (winner >= 0 && (winner & 1) == side ? 1 : 0);
      bool reaches = need <= 0;
      if (!reaches && need <= after.tricks_left()) reaches = can_take(after, side, need);
      nodes_ += after.nodes();
      const std::uint64_t run = solver_detail::equivalent_run(hand, in_play, std::uint64_t{1} << code) & legal;
      for (std::uint64_t c = run; c; c &= c - 1) {
        const Card card = codec.card(__builtin_ctzll(c));
        if (cards.contains(card)) results.push_back({card, reaches});
      }
    }
    std::sort(results.begin(), results.end(), [](const CardReach& a, const CardReach& b) { return a.card < b.card; });
    return results;
  }

  std::vector<CardResult> all_cards(const Position& p, std::optional<Hand> only = std::nullopt) {
    std::vector<CardResult> results;
    const Seat mover = p.to_move();
    const Side side = side_of(mover);
    const CardCodec codec(p.rules());
    Engine engine(table_, stop_);
    if (!load(p, codec, engine)) {
      Trick trick;
      trick.leader = p.leader;
      for (Card c : p.trick_so_far) trick.cards[trick.count++] = c;
      for (Card c : legal_cards(p.hands[mover], trick, p.rules())) {
        if (only && !only->contains(c)) continue;
        Position after = p;
        after.hands[mover].remove(c);
        after.trick_so_far.push_back(c);
        int bonus = 0;
        if (after.trick_so_far.size() == 4) {
          Trick full = trick;
          full.cards[full.count++] = c;
          const Seat winner = full.winner(p.rules());
          bonus = side_of(winner) == side ? 1 : 0;
          after.trick_so_far.clear();
          after.leader = winner;
        }
        results.push_back({c, bonus + generic_tricks(after, side)});
      }
      return results;
    }
    const std::uint64_t hand = engine.hand(index(mover));
    const std::uint64_t legal = engine.legal_moves();
    const std::uint64_t in_play = engine.in_play();
    std::uint64_t representatives = wanted_representatives(engine, codec, mover, only);
    int guess = -1;
    while (representatives) {
      const int code = __builtin_ctzll(representatives);
      representatives &= representatives - 1;
      Engine after = engine;
      const int winner = after.play(code);
      const int bonus = winner >= 0 && (winner & 1) == index(side) ? 1 : 0;
      const int value = bonus + solve(after, index(side), guess >= 0 ? guess - bonus : (after.tricks_left() + 1) / 2);
      nodes_ += after.nodes();
      guess = value;
      const std::uint64_t run = solver_detail::equivalent_run(hand, in_play, std::uint64_t{1} << code) & legal;
      for (std::uint64_t r = run; r; r &= r - 1) {
        const Card card = codec.card(__builtin_ctzll(r));
        if (!only || only->contains(card)) results.push_back({card, value});
      }
    }
    std::sort(results.begin(), results.end(), [](const CardResult& a, const CardResult& b) { return a.card < b.card; });
    return results;
  }

  DDTable table(const Deal& deal) {
    DDTable result;
    table_.start_deal();
    for (Strain strain : kAllStrains) {
      // Entries of another trump never match: age them.
      table_.new_search();
      Position p;
      p.hands = deal;
      p.strain = strain;
      // Leaders N and S defend against the same side; their values are
      // usually close, so each seeds the next search. The first leader
      // starts from first_guess.h's estimate.
      int previous[2] = {-1, -1};
      for (Seat leader : {Seat::North, Seat::South, Seat::East, Seat::West}) {
        p.leader = leader;
        const int side = index(side_of(leader));
        int guess = previous[side];
        if (guess < 0 && previous[1 - side] >= 0) guess = 13 - previous[1 - side];
        if (guess < 0) guess = solver_detail::first_guess(deal, strain, side_of(leader));
        const int leader_tricks = tricks_for(p, side_of(leader), guess);
        previous[side] = leader_tricks;
        // The declarer sits on the leader's right.
        result.at(strain, next(leader, 3)) = deal[leader].size() - leader_tricks;
      }
    }
    return result;
  }

  std::vector<int> play_analysis(const Deal& deal, Strain strain, Seat declarer, const std::vector<Card>& played,
                                 RankOrder order) {
    const TrickRules rules{trump_suit(strain), order};
    const Side side = side_of(declarer);
    TrickPlay play(deal, rules, next(declarer));
    std::vector<int> values;
    int guess = -1;
    auto value_now = [&]() {
      Position p;
      for (Seat s : kAllSeats) p.hands[s] = play.remaining(s);
      p.strain = strain;
      p.order = order;
      p.leader = play.current_trick().leader;
      for (int i = 0; i < play.current_trick().count; ++i) p.trick_so_far.push_back(play.current_trick().cards[i]);
      const int future = play.is_over() ? 0 : tricks_for(p, side, guess);
      guess = future;
      return play.tricks_won(side) + future;
    };
    values.push_back(value_now());
    for (Card c : played) {
      if (!play.play(c)) break;  // an illegal card ends the analysis
      values.push_back(value_now());
    }
    return values;
  }

  TranspositionTable table_;
  solver_detail::StopWhen stop_;
  std::uint64_t nodes_ = 0;
};

Solver::Solver(SolverOptions options) : impl_((solver_detail::require_solver_cpu(), std::make_unique<Impl>(options))) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

int Solver::max_tricks(const Position& position) { return impl_->tricks_for(position, side_of(position.to_move())); }
int Solver::tricks_for(const Position& position, Side side) { return impl_->tricks_for(position, side); }
std::vector<CardResult> Solver::all_cards(const Position& position) { return impl_->all_cards(position); }
std::vector<CardResult> Solver::some_cards(const Position& position, Hand cards) {
  return impl_->all_cards(position, cards);
}
std::vector<CardReach> Solver::cards_reaching(const Position& position, Hand cards, int target) {
  return impl_->cards_reaching(position, cards, target);
}
DDTable Solver::table(const Deal& deal) { return impl_->table(deal); }
std::vector<int> Solver::play_analysis(const Deal& deal, Strain strain, Seat declarer, const std::vector<Card>& played,
                                       RankOrder order) {
  return impl_->play_analysis(deal, strain, declarer, played, order);
}
void Solver::set_deadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
  impl_->stop_.deadline = deadline;
}
std::uint64_t Solver::nodes() const { return impl_->nodes_; }
std::size_t Solver::memory_bytes() const { return impl_->table_.memory_bytes(); }
void Solver::clear() { impl_->table_.clear(); }

}  // namespace tenace
