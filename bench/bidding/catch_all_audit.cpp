#include "catch_all_audit.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "bots/bid_out.h"

namespace tenace {

std::string auction_context(const std::vector<SeenCall>& auction) {
  std::string text;
  std::size_t length = 0;
  for (const auto& c : auction) {
    if (length == 0 && c.call.is_pass()) continue;
    text += c.call.to_string() + " ";
    ++length;
  }
  static const char* roles[] = {"opener", "overcaller", "responder", "advancer"};
  if (length == 0) return "-> opening";
  return text + "-> " + roles[length % 4];
}

std::string call_source(const RuledDecision& r) {
  if (!r.rule) {
    std::string text;
    for (char c : r.decision.explanation)
      if (!std::isdigit(static_cast<unsigned char>(c))) text += c;
      else if (text.empty() || text.back() != 'N') text += 'N';
    return "reasoning: " + text;
  }
  return std::filesystem::path(r.rule->file).filename().string() + ":" + std::to_string(r.rule->line) + " " +
         r.rule->meaning;
}

bool is_catch_all(const BiddingRule& rule) {
  return rule.conditions.empty() || rule.meaning.find("no better") != std::string::npos;
}

namespace {

// spades=hearts=diamonds=clubs, e.g. "1=4=4=4".
std::string shape_of(const Hand& hand) {
  return std::to_string(hand.length(Suit::Spades)) + "=" + std::to_string(hand.length(Suit::Hearts)) + "=" +
         std::to_string(hand.length(Suit::Diamonds)) + "=" + std::to_string(hand.length(Suit::Clubs));
}

struct NotedCall {
  std::size_t board = 0;
  int hcp = 0;
  std::string shape;
};

struct Group {
  std::map<std::string, std::vector<NotedCall>> by_call;  // "2D (constructive.bid:506 ...)"
  std::set<std::size_t> boards;
  int calls = 0;
  double imps = 0;  // each board once
  int losing = 0;
};

void print_call(const std::string& name, std::vector<NotedCall> noted, const std::vector<AuditedBoard>& boards) {
  int low = 40, high = 0;
  std::map<std::string, int> shapes;
  for (const auto& n : noted) low = std::min(low, n.hcp), high = std::max(high, n.hcp), ++shapes[n.shape];
  std::vector<std::pair<std::string, int>> common(shapes.begin(), shapes.end());
  std::stable_sort(common.begin(), common.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string shape_text;
  for (std::size_t k = 0; k < common.size() && k < 6; ++k)
    shape_text += (k ? ", " : "") + common[k].first + (common[k].second > 1 ? " x" + std::to_string(common[k].second) : "");
  if (common.size() > 6) shape_text += ", ...";
  std::stable_sort(noted.begin(), noted.end(),
                   [&](const NotedCall& a, const NotedCall& b) { return boards[a.board].imp_loss > boards[b.board].imp_loss; });
  std::string worst;
  for (std::size_t k = 0; k < noted.size() && k < 4 && boards[noted[k].board].imp_loss > 0; ++k) {
    char one[48];
    std::snprintf(one, sizeof one, "%s%zu (%s %d HCP, %.1f)", k ? ", " : "", noted[k].board + 1, noted[k].shape.c_str(),
                  noted[k].hcp, boards[noted[k].board].imp_loss);
    worst += one;
  }
  std::printf("    %-60s x%-3zu HCP %d-%d; %s%s%s\n", name.c_str(), noted.size(), low, high, shape_text.c_str(),
              worst.empty() ? "" : "; worst boards ", worst.c_str());
}

}  // namespace

void print_catch_all_audit(const SystemBidder& system, const std::vector<AuditedBoard>& boards, const char* loss_name,
                           bool all_four_seats) {
  std::map<std::string, Group> groups;
  std::set<std::size_t> boards_with_one;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& b = boards[i];
    const SeatBidder noting = [&](const SeatView& view) {
      const RuledDecision r = system.choose_by_rule(view);
      if (r.decision.call.is_pass() || (r.rule && !is_catch_all(*r.rule))) return r.decision;
      Group& g = groups[auction_context(view.auction)];
      g.by_call[r.decision.call.to_string() + " (" + call_source(r) + ")"].push_back(
          {i, view.own_hand.high_card_points(), shape_of(view.own_hand)});
      ++g.calls;
      if (g.boards.insert(i).second) g.imps += b.imp_loss, g.losing += b.imp_loss > 0;
      boards_with_one.insert(i);
      return r.decision;
    };
    const SeatBidder east_west = all_four_seats ? noting : SeatBidder();
    bid_out(b.deal, b.dealer, b.vulnerability, {noting, east_west, noting, east_west});
  }
  const double n = static_cast<double>(std::max<std::size_t>(1, boards.size()));
  double total = 0;
  for (std::size_t i : boards_with_one) total += boards[i].imp_loss;
  std::printf("\ncatch-all and reasoning calls (not passes): %zu boards of %zu have one; their boards lose %.2f "
              "IMPs/board of all (%s)\n",
              boards_with_one.size(), boards.size(), total / n, loss_name);
  std::vector<std::pair<std::string, const Group*>> sorted;
  for (const auto& [context, g] : groups) sorted.emplace_back(context, &g);
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
    return a.second->imps != b.second->imps ? a.second->imps > b.second->imps : a.second->calls > b.second->calls;
  });
  for (const auto& [context, g] : sorted) {
    std::printf("  %-40s calls %3d  boards losing %3d  IMPs/board %.3f\n", context.c_str(), g->calls, g->losing,
                g->imps / n);
    for (const auto& [name, noted] : g->by_call) print_call(name, noted, boards);
  }
}

}  // namespace tenace
