#include "dealer/program.h"

#include <stdexcept>

#include "core/contract.h"
#include "core/duplicate_score.h"
#include "core/imps.h"

namespace tenace::dealer {

namespace {

std::uint64_t bits_of(const Deal& deal, int seat) { return deal[static_cast<Seat>(seat)].bits(); }

int shape_index(std::uint64_t bits) {
  return suit_length(bits, 3) * 196 + suit_length(bits, 2) * 14 + suit_length(bits, 1);
}

}  // namespace

std::int64_t evaluate(const Program& p, int index, const Deal& deal, EvalContext& ctx) {
  const Node& n = p.nodes[index];
  auto sub = [&](int i) { return evaluate(p, i, deal, ctx); };
  switch (n.op) {
    case Op::Number: return n.value;
    case Op::Points: {
      std::uint64_t bits = bits_of(deal, n.a);
      if (n.c >= 0) bits &= kSuitBits[n.c];
      return p.tables[n.b].count(bits);
    }
    case Op::Length: return suit_length(bits_of(deal, n.a), n.c);
    case Op::Losers: {
      const std::uint64_t bits = bits_of(deal, n.a);
      if (n.c >= 0) return suit_losers(bits, n.c);
      return suit_losers(bits, 0) + suit_losers(bits, 1) + suit_losers(bits, 2) + suit_losers(bits, 3);
    }
    case Op::HasCard: return (bits_of(deal, n.a) >> n.value) & 1u;
    case Op::Shape: return p.shapes[n.b][shape_index(bits_of(deal, n.a))];
    case Op::Quality: return suit_quality(bits_of(deal, n.a), n.c);
    case Op::Cccc: return cccc(bits_of(deal, n.a));
    case Op::Tricks:
      if (!ctx.tricks) throw std::logic_error("tricks() evaluated without a solver");
      return ctx.tricks(static_cast<Seat>(n.a), static_cast<Strain>(n.b));
    case Op::Score: {
      Contract contract;
      contract.level = static_cast<int>(n.value / 8);
      contract.strain = static_cast<Strain>(n.value % 8);
      const std::int64_t tricks = sub(n.a);
      if (tricks < 0 || tricks > 13) return 0;
      return duplicate_score(contract, static_cast<int>(tricks), n.b != 0);
    }
    case Op::Imps: return imps(static_cast<int>(sub(n.a)));
    case Op::Rnd: {
      const std::int64_t bound = sub(n.a);
      if (bound <= 0 || !ctx.rng) return 0;
      return static_cast<std::int64_t>(ctx.rng->below(static_cast<std::uint64_t>(bound)));
    }
    case Op::Negate: return -sub(n.a);
    case Op::Not: return !sub(n.a);
    case Op::Add: return sub(n.a) + sub(n.b);
    case Op::Sub: return sub(n.a) - sub(n.b);
    case Op::Mul: return sub(n.a) * sub(n.b);
    case Op::Div: {
      const std::int64_t d = sub(n.b);
      return d == 0 ? 0 : sub(n.a) / d;  // Dealer would crash; we answer 0 (docs/dealing.md)
    }
    case Op::Mod: {
      const std::int64_t d = sub(n.b);
      return d == 0 ? 0 : sub(n.a) % d;
    }
    case Op::Eq: return sub(n.a) == sub(n.b);
    case Op::Ne: return sub(n.a) != sub(n.b);
    case Op::Lt: return sub(n.a) < sub(n.b);
    case Op::Le: return sub(n.a) <= sub(n.b);
    case Op::Gt: return sub(n.a) > sub(n.b);
    case Op::Ge: return sub(n.a) >= sub(n.b);
    case Op::And: return sub(n.a) && sub(n.b);
    case Op::Or: return sub(n.a) || sub(n.b);
    case Op::Choose: return sub(n.a) ? sub(n.b) : sub(n.c);
  }
  return 0;
}

}  // namespace tenace::dealer
