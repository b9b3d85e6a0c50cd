#pragma once
// A Dealer script compiled once: its settings, its expressions as a flat
// array of nodes (named definitions are shared sub-trees), and its actions.
// Evaluating an expression on a deal walks the nodes with no allocation.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/deal.h"
#include "core/random_deal.h"
#include "core/seat.h"
#include "core/strain.h"
#include "dealer/hand_measures.h"

namespace tenace::dealer {

enum class Op : std::uint8_t {
  Number,
  Points,      // a = seat, b = table, c = suit or -1
  Length,      // a = seat, c = suit
  Losers,      // a = seat, c = suit or -1
  HasCard,     // a = seat, value = card id
  Shape,       // a = seat, b = shape table
  Quality,     // a = seat, c = suit
  Cccc,        // a = seat
  Tricks,      // a = seat, b = strain
  Score,       // a = child (tricks), b = vulnerable, value = level * 8 + strain
  Imps,        // a = child
  Rnd,         // a = child
  Negate, Not,                                  // a = child
  Add, Sub, Mul, Div, Mod,                      // a, b = children
  Eq, Ne, Lt, Le, Gt, Ge, And, Or,              // a, b = children
  Choose,                                       // a ? b : c
};

struct Node {
  Op op = Op::Number;
  std::int32_t a = 0, b = 0, c = -1;
  std::int64_t value = 0;
};

// Point tables: 0 = hcp (pointcount), 1..10 = pt0..pt9 (altcount), 11 = controls.
inline constexpr int kHcpTable = 0;
inline constexpr int kControlTable = 11;
inline constexpr int kTableCount = 12;

struct FrequencyAxis {
  int expr = 0;
  long low = 0, high = 0;
};

enum class ActionKind { PrintAll, PrintEW, PrintPBN, PrintCompact, PrintOneLine, Print, PrintES, Average, Frequency };

struct PrintItem {  // for printes: a string, or an expression
  std::string text;
  int expr = -1;
};

struct Action {
  ActionKind kind = ActionKind::PrintAll;
  std::string label;
  int expr = -1;                     // average
  std::vector<FrequencyAxis> axes;   // frequency: one or two
  std::vector<Seat> seats;           // print
  std::vector<PrintItem> items;      // printes
};

struct Program {
  std::string file;
  std::optional<long> generate;
  std::optional<long> produce;
  std::optional<std::uint64_t> seed;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
  bool dealer_given = false, vulnerability_given = false;
  Deal predeal;                       // cards fixed before dealing
  std::vector<Node> nodes;
  std::array<PointTable, kTableCount> tables;
  std::vector<std::vector<std::uint8_t>> shapes;  // each indexed by spades*196 + hearts*14 + diamonds
  int condition = -1;                 // -1: every deal
  std::vector<Action> actions;
  bool uses_tricks = false;

  long generate_limit() const { return generate.value_or(10'000'000); }
  long produce_limit() const { return produce.value_or(40); }
};

// What an expression needs beyond the cards: double-dummy tricks (asked
// lazily, only by tricks()) and the random stream rnd() draws from.
struct EvalContext {
  std::function<int(Seat, Strain)> tricks;
  Xoshiro256* rng = nullptr;
};

std::int64_t evaluate(const Program& program, int node, const Deal& deal, EvalContext& context);

}  // namespace tenace::dealer
