#include "server/table_settings.h"

namespace tenace::server {
namespace {

using nlohmann::json;

constexpr std::pair<NoTrumpJokerRule, std::string_view> kJokerRules[] = {
    {NoTrumpJokerRule::Worthless, "worthless"},
    {NoTrumpJokerRule::DiscardWhenVoid, "discard_when_void"},
    {NoTrumpJokerRule::ExchangeForDiscard, "exchange_for_discard"},
};
constexpr std::pair<SetPenalty, std::string_view> kSetPenalties[] = {
    {SetPenalty::CreditOpponents, "credit_opponents"},
    {SetPenalty::ChargeDeclarer, "charge_declarer"},
};

template <class Enum, std::size_t N>
std::string_view name_of(Enum value, const std::pair<Enum, std::string_view> (&names)[N]) {
  for (const auto& [v, name] : names)
    if (v == value) return name;
  return names[0].second;
}

template <class Enum, std::size_t N>
std::string choices(const std::pair<Enum, std::string_view> (&names)[N]) {
  std::string text;
  for (const auto& [v, name] : names) text += (text.empty() ? "\"" : ", \"") + std::string(name) + "\"";
  return text;
}

}  // namespace

std::string_view game_name(GameKind game) {
  switch (game) {
    case GameKind::Bridge: return "bridge";
    case GameKind::DummyWhist: return "dummy_whist";
    case GameKind::DoubleDummy: return "double_dummy";
    case GameKind::Nonsense: return "nonsense";
  }
  return "bridge";
}

std::optional<GameKind> parse_game(std::string_view name) {
  for (GameKind g : {GameKind::Bridge, GameKind::DummyWhist, GameKind::DoubleDummy, GameKind::Nonsense})
    if (game_name(g) == name) return g;
  return std::nullopt;
}

std::string_view scoring_name(Scoring scoring) { return scoring == Scoring::Rubber ? "rubber" : "duplicate"; }

json whist_options_json(const DummyWhistOptions& o) {
  return {{"jokers", o.jokers},
          {"no_trump_jokers", std::string(name_of(o.no_trump_jokers, kJokerRules))},
          {"downtown_ace_low", o.downtown_ace_low},
          {"downtown_beats_uptown", o.downtown_beats_uptown},
          {"table_rules_renege", o.table_rules_renege},
          {"double_seven_bids", o.double_seven_bids},
          {"double_no_trump", o.double_no_trump},
          {"set_penalty", std::string(name_of(o.set_penalty, kSetPenalties))},
          {"game_target", o.game_target}};
}

Result<DummyWhistOptions> whist_options_from_json(const json& j) {
  DummyWhistOptions o;
  if (!j.is_object()) return Error{"the whist options must be an object"};
  for (const auto& [key, value] : j.items()) {
    const std::string field = "option \"" + key + "\"";
    bool* flag = key == "jokers"                  ? &o.jokers
                 : key == "downtown_ace_low"      ? &o.downtown_ace_low
                 : key == "downtown_beats_uptown" ? &o.downtown_beats_uptown
                 : key == "table_rules_renege"    ? &o.table_rules_renege
                 : key == "double_seven_bids"     ? &o.double_seven_bids
                 : key == "double_no_trump"       ? &o.double_no_trump
                                                  : nullptr;
    if (flag) {
      if (!value.is_boolean()) return Error{field + " must be true or false"};
      *flag = value.get<bool>();
    } else if (key == "no_trump_jokers" || key == "set_penalty") {
      const std::string text = value.is_string() ? value.get<std::string>() : "";
      bool found = false;
      if (key == "no_trump_jokers") {
        for (const auto& [rule, name] : kJokerRules)
          if (name == text) o.no_trump_jokers = rule, found = true;
        if (!found) return Error{field + " must be one of " + choices(kJokerRules)};
      } else {
        for (const auto& [rule, name] : kSetPenalties)
          if (name == text) o.set_penalty = rule, found = true;
        if (!found) return Error{field + " must be one of " + choices(kSetPenalties)};
      }
    } else if (key == "game_target") {
      if (!value.is_number_integer() || value.get<std::int64_t>() < 1 || value.get<std::int64_t>() > 1000)
        return Error{field + " must be an integer between 1 and 1000"};
      o.game_target = value.get<int>();
    } else {
      return Error{"unknown " + field};
    }
  }
  return o;
}

}  // namespace tenace::server
