#include "formats/pbn_par.h"

#include <charconv>
#include <string>

#include "core/duplicate_score.h"
#include "formats/pbn_values.h"

namespace tenace::formats {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

std::optional<int> to_int(std::string_view s) {
  int n = 0;
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return n;
}

Result<ParContractItem> parse_item(std::string_view item) {
  const std::string quoted = "\"" + std::string(item) + "\"";
  const std::size_t space = item.find(' ');
  if (space == std::string_view::npos)
    return Error{"par contract " + quoted + " is not \"<side> <contract>\" (e.g. \"NS 4S\", \"EW 5DX-2\")"};
  const std::string_view who = item.substr(0, space);
  const std::string_view what = trim(item.substr(space + 1));
  ParContractItem par;
  if (who == "NS" || who == "EW") {
    par.side = who == "NS" ? Side::NorthSouth : Side::EastWest;
  } else if (auto seat = who.size() == 1 ? seat_from_char(who[0]) : std::nullopt) {
    par.seat = *seat;
    par.side = side_of(*seat);
  } else {
    return Error{"par contract " + quoted + ": \"" + std::string(who) + "\" is not NS, EW, N, E, S or W"};
  }
  const std::size_t sign = what.find_first_of("+-");
  const std::string_view contract_text = what.substr(0, sign);
  auto contract = parse_pbn_contract(contract_text);
  if (!contract || !contract->contract)
    return Error{"par contract " + quoted + ": \"" + std::string(contract_text) +
                 "\" is not a contract <k><denomination><risk> (e.g. 4S, 3NT, 5DX)"};
  par.contract = *contract->contract;
  par.contract.declarer = par.seat ? *par.seat : (par.side == Side::NorthSouth ? Seat::North : Seat::East);
  par.tricks = par.contract.tricks_needed();
  if (sign != std::string_view::npos) {
    const auto offset = to_int(what.substr(sign + 1));
    if (!offset || *offset == 0)
      return Error{"par contract " + quoted + ": \"" + std::string(what.substr(sign)) + "\" is not +n or -n tricks"};
    par.tricks += what[sign] == '+' ? *offset : -*offset;
    if (par.tricks < 0 || par.tricks > 13)
      return Error{"par contract " + quoted + " means " + std::to_string(par.tricks) + " tricks, outside 0-13"};
  }
  return par;
}

}  // namespace

Result<std::vector<ParContractItem>> parse_par_contract(std::string_view value) {
  std::vector<ParContractItem> items;
  if (trim(value) == "Pass") return items;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = value.find_first_of(";,", start);
    const std::string_view item = trim(value.substr(start, end == std::string_view::npos ? end : end - start));
    if (item.empty()) return Error{"par contracts \"" + std::string(value) + "\" have an empty entry"};
    auto par = parse_item(item);
    if (!par) return Error{par.error().message};
    items.push_back(*par);
    if (end == std::string_view::npos) return items;
    start = end + 1;
  }
}

int par_score_ns(const ParContractItem& par, Vulnerability vulnerability) {
  return duplicate_score_ns(par.contract, par.tricks, vulnerability);
}

Result<int> optimum_score_ns(std::string_view value) {
  if (Status s = check_score(value, ScoreKind::Integer, /*side_required=*/true); !s) return Error{s.message()};
  return score_for_ns(value);
}

std::vector<ParProblem> check_par(std::optional<std::string_view> par_contract,
                                  std::optional<std::string_view> optimum_score,
                                  std::optional<Vulnerability> vulnerability, const ParNames& names) {
  std::vector<ParProblem> problems;
  if (par_contract && is_unknown_value(*par_contract)) par_contract.reset();
  if (optimum_score && is_unknown_value(*optimum_score)) optimum_score.reset();
  std::optional<int> optimum;
  if (optimum_score) {
    auto score = optimum_score_ns(*optimum_score);
    if (score)
      optimum = *score;
    else
      problems.push_back({true, score.error().message});
  }
  if (!par_contract) return problems;
  const auto par = parse_par_contract(*par_contract);
  if (!par) {
    problems.push_back({false, par.error().message});
    return problems;
  }
  if (!vulnerability) return problems;
  const std::string with_vul =
      " (" + std::string(names.vulnerability) + " " + std::string(vulnerability_name(*vulnerability)) + ")";
  const int score = par->empty() ? 0 : par_score_ns(par->front(), *vulnerability);
  for (const ParContractItem& item : *par)
    if (par_score_ns(item, *vulnerability) != score) {
      problems.push_back({false, "\"" + std::string(*par_contract) +
                                     "\": par contracts score alike, but these score NS " + std::to_string(score) +
                                     " and NS " + std::to_string(par_score_ns(item, *vulnerability)) + with_vul});
      return problems;
    }
  if (optimum && *optimum != score)
    problems.push_back({true, "\"" + std::string(*optimum_score) + "\" but " + std::string(names.par_contract) + " \"" +
                                  std::string(*par_contract) + "\" scores NS " + std::to_string(score) + with_vul});
  return problems;
}

}  // namespace tenace::formats
