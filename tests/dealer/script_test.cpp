// Dealer scripts: the language's precedence, shapes, predeal, errors with
// file:line:column, and deals that do not depend on the thread count.
#include <gtest/gtest.h>

#include <sstream>

#include "dealer/parser.h"
#include "dealer/runner.h"
#include "dealer/script_error.h"

namespace tenace::dealer {
namespace {

std::int64_t value_of(const std::string& expr) {
  const Program p = compile_script("x = " + expr + "\ncondition x\n", "t.dl");
  Deal deal;
  EvalContext ctx;
  return evaluate(p, p.condition, deal, ctx);
}

std::string run(const std::string& script, RunOptions options = {}) {
  options.trailer = false;
  std::ostringstream out;
  run_program(compile_script(script, "t.dl"), options, out);
  return out.str();
}

TEST(Script, PrecedenceFollowsDealer) {
  EXPECT_EQ(value_of("1 ? 0 ? 3 : 2 : 1"), 2);
  EXPECT_EQ(value_of("1 || 0 ? 1 : 0"), 1);
  EXPECT_EQ(value_of("1 ? 0 : 1 || 1"), 0);
  EXPECT_EQ(value_of("0 && 0 || 1"), 1);
  EXPECT_EQ(value_of("2 == 2 != 0"), 1);
  EXPECT_EQ(value_of("4 > 3 < 1"), 0);
  EXPECT_EQ(value_of("10 % 8 / 2"), 1);
  EXPECT_EQ(value_of("1 + 2 * 3"), 7);
  EXPECT_EQ(value_of("!0 * 2"), 2);
  EXPECT_EQ(value_of("2 - -1"), 3);
  EXPECT_EQ(value_of("not 1 or 1 and 0"), 0);
}

TEST(Script, MeasuresOnAKnownDeal) {
  const Program p = compile_script(
      "predeal north SAKQJ, HT987, D65, C432\n"
      "a = hcp(north)\nb = hcp(north, spades)\nc = control(north)\nd = loser(north)\n"
      "e = shape(north, any 4333) \nf = shape(north, 4xxx - 4432)\ng = hascard(north, QS)\n"
      "h = top3(north, spades)\ni = c13(north)\nj = spades(north) + hearts(north)\n",
      "t.dl");
  EXPECT_EQ(p.predeal[Seat::North].size(), 13);
  auto get = [&](const char* name) {
    const Program q = compile_script(std::string("predeal north SAKQJ, HT987, D65, C432\n") + "condition " + name + "\n", "t.dl");
    Deal deal = q.predeal;
    EvalContext ctx;
    return evaluate(q, q.condition, deal, ctx);
  };
  EXPECT_EQ(get("hcp(north)"), 10);
  EXPECT_EQ(get("hcp(north, hearts)"), 0);
  EXPECT_EQ(get("control(north)"), 3);
  EXPECT_EQ(get("loser(north)"), 0 + 3 + 2 + 3);
  EXPECT_EQ(get("shape(north, any 4333)"), 0);
  EXPECT_EQ(get("shape(north, any 4432)"), 1);
  EXPECT_EQ(get("shape(north, 4xxx - 4423)"), 0);
  EXPECT_EQ(get("shape(north, 44xx)"), 1);
  EXPECT_EQ(get("hascard(north, QS)"), 1);
  EXPECT_EQ(get("hascard(north, AH)"), 0);
  EXPECT_EQ(get("top3(north, spades)"), 3);
  EXPECT_EQ(get("c13(north)"), 13);
  EXPECT_EQ(get("spades(north) + hearts(north)"), 8);
}

TEST(Script, ScoresImpsAndDoubleDummyTricks) {
  EXPECT_EQ(value_of("score(nonvul, x3N, 9)"), 400);
  EXPECT_EQ(value_of("score(vul, x4S, 9)"), -100);
  EXPECT_EQ(value_of("score(vul, x7N, 13)"), 2220);
  EXPECT_EQ(value_of("imps(620 - 170)"), 10);
  EXPECT_EQ(value_of("imps(170 - 620)"), -10);
  // North holds every spade: as declarer in spades, or as dummy for South,
  // the side takes all thirteen tricks.
  const std::string out = run(
      "predeal north SAKQJT98765432\nproduce 3\n"
      "action average \"N\" tricks(north, spades), average \"S\" tricks(south, spades)\n");
  EXPECT_EQ(out, "N: 13\nS: 13\n");
}

TEST(Script, DealFormats) {
  RunOptions json;
  json.format = DealFormat::Json;
  json.produce = 2;
  const std::string out = run("predeal north SAKQJT98765432\ndealer south\nvulnerable EW\n", json);
  EXPECT_EQ(out.rfind("{\"board\":1,\"dealer\":\"S\",\"vulnerable\":\"EW\",\"deal\":\"N:AKQJT98765432... ", 0), 0u) << out;
  EXPECT_NE(out.find("{\"board\":2,"), std::string::npos) << out;
  RunOptions lin;
  lin.format = DealFormat::Lin;
  lin.produce = 1;
  const std::string line = run("predeal north SAKQJT98765432\ndealer south\n", lin);
  EXPECT_EQ(line.substr(0, 12), "qx|o1|md|1SH");
  EXPECT_NE(line.find(",SAKQJT98765432HDC,"), std::string::npos) << line;
}

TEST(Script, ErrorsNameFileLineAndColumn) {
  auto error_of = [](const std::string& text) {
    try {
      compile_script(text, "bad.dl");
    } catch (const ScriptError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("produce 10\ncondition hcp(north) >\n"), "bad.dl:3:1: expected an expression but found the end of the script");
  EXPECT_EQ(error_of("condition hcp(nort)"), "bad.dl:1:15: expected a seat (north, east, south, west) but found 'nort'");
  EXPECT_EQ(error_of("condition shape(north, 4432x)"), "bad.dl:1:24: expected a shape such as 4333 or 5xxx but found '4432x'");
  EXPECT_EQ(error_of("condition shape(north, 4332)"), "bad.dl:1:24: shape 4332 does not add up to 13 cards");
  EXPECT_EQ(error_of("predeal north SAK, HAX"), "bad.dl:1:22: 'X' is not a rank");
  EXPECT_EQ(error_of("predeal north SAK\npredeal south SK"), "bad.dl:2:16: card SK is predealt twice");
  EXPECT_EQ(error_of("condition fit"), "bad.dl:1:11: 'fit' is not defined (define it with fit = ... before use)");
  EXPECT_EQ(error_of("action frequency (hcp(north), 5, 2)"), "bad.dl:1:31: frequency bounds: the lower bound is above the upper");
  EXPECT_EQ(error_of("produce 5 @"), "bad.dl:1:11: unexpected character '@'");
}

TEST(Script, PredealIsKeptAndConditionHolds) {
  const std::string out = run(
      "predeal south SAQ542, HKJ87, D32, CAK\nproduce 20\ncondition hcp(north) >= 12\naction printcompact\n");
  std::istringstream lines(out);
  std::string line;
  int souths = 0;
  while (std::getline(lines, line))
    if (line.rfind("s ", 0) == 0) {
      EXPECT_EQ(line, "s AQ542.KJ87.32.AK");
      ++souths;
    }
  EXPECT_EQ(souths, 20);
}

TEST(Script, SameDealsOnAnyThreadCount) {
  const std::string script =
      "condition hcp(north) >= 20\nproduce 300\naction printoneline, average hcp(south), frequency (spades(north), 0, 13)\n";
  RunOptions one;
  one.seed = 42;
  RunOptions two = one;
  two.threads = 2;
  RunOptions three = one;
  three.threads = 3;
  const std::string a = run(script, one);
  EXPECT_EQ(a, run(script, two));
  EXPECT_EQ(a, run(script, three));
  RunOptions other = one;
  other.seed = 43;
  EXPECT_NE(a, run(script, other));
}

// produced_deals hands over the deals run_program prints, in order.
TEST(Script, ProducedDealsAreTheDealsPrinted) {
  const std::string script = "condition hcp(north) >= 15 && spades(south) >= 5\n";
  RunOptions pbn;
  pbn.seed = 7;
  pbn.produce = 25;
  pbn.format = DealFormat::Pbn;
  const std::string printed = run(script, pbn);
  const auto deals = produced_deals(compile_script(script, "t.dl"), 7, 25, 2);
  ASSERT_EQ(deals.size(), 25u);
  std::size_t at = 0;
  for (const Deal& d : deals) {
    EXPECT_GE(d[Seat::North].high_card_points(), 15);
    EXPECT_GE(d[Seat::South].length(Suit::Spades), 5);
    at = printed.find("[Deal \"", at);
    ASSERT_NE(at, std::string::npos);
    at += 7;
    EXPECT_EQ(printed.substr(at, printed.find('"', at) - at), d.to_pbn());
  }
}

TEST(Script, CountsMatchTheory) {
  // 40000 unconstrained deals: North's spade length 5 or more has probability
  // 0.1763 (hypergeometric); five standard errors is 0.0096.
  const std::string out = run("generate 40000\nproduce 40000\naction average spades(north) >= 5\n");
  EXPECT_NEAR(std::stod(out), 0.1763, 0.0096);
}

}  // namespace
}  // namespace tenace::dealer
