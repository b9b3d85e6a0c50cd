#include "server/whist_export.h"

#include <sstream>

namespace tenace::server {
namespace {

constexpr std::string_view kVariantTags[] = {"DummyWhist", "DoubleDummy", "Nonsense"};

std::string variant_tag(GameKind game) {
  switch (game) {
    case GameKind::DummyWhist: return std::string(kVariantTags[0]);
    case GameKind::DoubleDummy: return std::string(kVariantTags[1]);
    default: return std::string(kVariantTags[2]);
  }
}

// A JSON value of the history as PBN text: cards space-separated.
std::string card_list(const nlohmann::json& cards) {
  std::string text;
  for (const auto& c : cards) text += (text.empty() ? "" : " ") + c.get<std::string>();
  return text;
}

std::string quoted(const std::string& value) {
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string whist_hands_pbn(const WhistTable& table) {
  std::ostringstream out;
  out << "% PBN 2.1\n% EXPORT\n% tenace whist-family extension: docs/formats.md\n";
  std::string options;
  const nlohmann::json option_values = whist_options_json(table.settings().whist);
  for (const auto& [key, value] : option_values.items())
    options += (options.empty() ? "" : " ") + key + "=" + (value.is_string() ? value.get<std::string>() : value.dump());
  const nlohmann::json history = table.history_json();
  for (const auto& h : history) {
    auto tag = [&](const std::string& name, const std::string& value) { out << "[" << name << " " << quoted(value) << "]\n"; };
    out << "\n";
    tag("Event", table.settings().name);
    tag("Site", "tenace");
    tag("Board", std::to_string(h.at("hand").get<int>()));
    for (const auto& [seat, name] : {std::pair{"N", "North"}, {"E", "East"}, {"S", "South"}, {"W", "West"}})
      if (const auto& o = table.occupant(*seat_from_char(seat[0])); o && table.is_player_seat(*seat_from_char(seat[0])))
        tag(name, o->name);
    tag("Dealer", h.at("dealer").get<std::string>());
    tag("Variant", variant_tag(table.game_kind()));
    tag("WhistOptions", options);
    std::string deal;
    std::string chairs;
    for (const char* seat : {"N", "E", "S", "W"}) {
      deal += std::string(deal.empty() ? "" : " ") + seat + ":" + card_list(h.at("dealt").at(seat));
      const auto& player = h.at("positions").at(seat).at("player");
      chairs += std::string(chairs.empty() ? "" : " ") + seat + ":" +
                (player.is_null() ? h.at("positions").at(seat).at("role").get<std::string>() : player.get<std::string>());
    }
    // Each position's cards as dealt, then whose hand lies where.
    tag("WhistDeal", deal + " ; " + chairs);
    if (h.at("dealt").contains("discards") && !h.at("dealt").at("discards").empty())
      tag("WhistDiscards", card_list(h.at("dealt").at("discards")));
    std::string auction;
    for (const auto& call : h.at("auction"))
      auction += (auction.empty() ? "" : " ") + call.at("seat").get<std::string>() + ":" + call.at("code").get<std::string>();
    tag("WhistAuction", auction);
    if (h.contains("choices")) {
      std::string choices;
      for (const auto& [chair, choice] : h.at("choices").items())
        choices += (choices.empty() ? "" : " ") + chair + ":" + choice.get<std::string>();
      tag("WhistChoices", choices);
    }
    tag("WhistDeclarer", h.at("declarer").get<std::string>());
    tag("WhistBid", h.at("contract").at("code").get<std::string>());
    const auto& contract = h.at("contract");
    tag("WhistDeclaration", contract.at("trump").is_string() ? contract.at("trump").get<std::string>()
                                                               : contract.at("direction").get<std::string>());
    // The cards in the order played; who played each follows from the
    // rules (declarer leads, play goes clockwise among the hands in play,
    // each trick's winner leads the next), which keeps the line within
    // PBN's 255 characters.
    std::string play;
    for (const auto& card : h.at("play")) play += (play.empty() ? "" : " ") + card.at("card").get<std::string>();
    tag("WhistPlay", play);
    if (const auto& claim = h.at("claim"); !claim.is_null())
      tag("WhistClaim", claim.at("side").get<std::string>() + " " + std::to_string(claim.at("tricks").get<int>()) +
                            " of " + std::to_string(claim.at("remaining").get<int>()));
    tag("WhistTricks", std::to_string(h.at("tricks").get<int>()));
    std::string points;
    for (const auto& [chair, value] : h.at("points").items())
      points += (points.empty() ? "" : " ") + chair + ":" + std::to_string(value.get<int>());
    tag("WhistPoints", points);
  }
  return out.str();
}

}  // namespace tenace::server
