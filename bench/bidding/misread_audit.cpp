#include "misread_audit.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <string>

#include "bots/auction_reading.h"
#include "bots/bid_out.h"

namespace tenace {

namespace {

const char* suit_name(int s) {
  static const char* names[] = {"clubs", "diamonds", "hearts", "spades"};
  return names[s];
}

// What the reading says that the hand breaks: "HCP 18-21 (has 5)",
// "hearts 0-1 (has 2)"; empty when the hand fits.
std::string broken(const dealer::HandConstraints& read, const Hand& hand) {
  std::string text;
  auto add = [&](const std::string& what, dealer::IntRange r, int has) {
    if (r.contains(has)) return;
    text += (text.empty() ? "" : ", ") + what + " " + std::to_string(r.min) + "-" + std::to_string(r.max) +
            " (has " + std::to_string(has) + ")";
  };
  add("HCP", read.hcp, hand.high_card_points());
  for (int s = 3; s >= 0; --s) add(suit_name(s), read.length[s], hand.length(static_cast<Suit>(s)));
  return text;
}

struct Misread {
  std::size_t board = 0;
  std::string what;
};

struct Group {
  std::map<std::string, std::vector<Misread>> by_call;
  std::set<std::size_t> boards;
  double imps = 0;
};

}  // namespace

void print_misread_audit(const SystemBidder& system, const std::vector<AuditedBoard>& boards, const char* loss_name) {
  std::map<std::string, Group> groups;
  std::set<std::size_t> boards_with_one;
  int calls = 0, misreads = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const SeatBidder noting = [&](const SeatView& view) {
      const RuledDecision r = system.choose_by_rule(view);
      std::vector<Call> with;
      for (const auto& c : view.auction) with.push_back(c.call);
      with.push_back(r.decision.call);
      const auto read = read_auction(system.system(), with, view.dealer);
      const std::string what = broken(read[static_cast<int>(view.seat)], view.own_hand);
      ++calls;
      if (what.empty()) return r.decision;
      ++misreads;
      Group& g = groups[auction_context(view.auction)];
      g.by_call[r.decision.call.to_string() + " (" + call_source(r) + ")"].push_back({i, what});
      if (g.boards.insert(i).second) g.imps += b.imp_loss;
      boards_with_one.insert(i);
      return r.decision;
    };
    bid_out(b.deal, b.dealer, b.vulnerability, {noting, noting, noting, noting});
  }
  const double n = static_cast<double>(std::max<std::size_t>(1, boards.size()));
  double total = 0;
  for (std::size_t k : boards_with_one) total += boards[k].imp_loss;
  std::printf("\ncalls the auction reading excludes the caller's hand from: %d of %d calls, on %zu boards of %zu; "
              "their boards lose %.2f IMPs/board of all (%s)\n",
              misreads, calls, boards_with_one.size(), boards.size(), total / n, loss_name);
  std::vector<std::pair<std::string, const Group*>> sorted;
  for (const auto& [context, g] : groups) sorted.emplace_back(context, &g);
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.second->imps > b.second->imps; });
  for (const auto& [context, g] : sorted) {
    std::printf("  %-44s boards %3zu  IMPs/board %.3f\n", context.c_str(), g->boards.size(), g->imps / n);
    for (const auto& [name, list] : g->by_call) {
      std::printf("    %-50s x%-3zu", name.c_str(), list.size());
      for (std::size_t k = 0; k < list.size() && k < 3; ++k)
        std::printf("%s board %zu (%.0f): %s", k ? ";" : "", list[k].board + 1, boards[list[k].board].imp_loss,
                    list[k].what.c_str());
      std::printf("\n");
    }
  }
}

}  // namespace tenace
