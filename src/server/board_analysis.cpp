#include "server/board_analysis.h"

#include <nlohmann/json.hpp>

#include "solver/par_dealer.h"
#include "solver/par_text.h"
#include "solver/solver.h"

namespace tenace::server {

BoardAnalysis analyse_board(Solver& solver, const Deal& deal, Seat dealer, Vulnerability vulnerability) {
  BoardAnalysis analysis;
  analysis.tricks = solver.table(deal);
  const ParResult par = dealer_par(analysis.tricks, dealer, vulnerability);
  analysis.par_score_ns = par.score_ns;
  for (const ParContract& contract : par.contracts) analysis.par_contracts.push_back(dealer_par_contract_text(contract));
  return analysis;
}

nlohmann::json dd_table_json(const DDTable& tricks) {
  nlohmann::json j = nlohmann::json::object();
  for (Seat declarer : kAllSeats) {
    nlohmann::json row = nlohmann::json::object();
    for (Strain strain : kAllStrains) row[std::string(strain_name(strain))] = tricks.at(strain, declarer);
    j[std::string(1, seat_char(declarer))] = row;
  }
  return j;
}

nlohmann::json par_json(const BoardAnalysis& analysis) {
  return {{"score_ns", analysis.par_score_ns}, {"contracts", analysis.par_contracts}};
}

std::string to_storage(const BoardAnalysis& analysis) {
  // "dd": 20 numbers, strains C D H S NT, each for N E S W (as `tenace solve`).
  nlohmann::json dd = nlohmann::json::array();
  for (const auto& row : analysis.tricks.tricks)
    for (int tricks : row) dd.push_back(tricks);
  return nlohmann::json{{"dd", dd}, {"par", analysis.par_score_ns}, {"contracts", analysis.par_contracts}}.dump();
}

Result<BoardAnalysis> analysis_from_storage(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return Error{"stored analysis is not a JSON object"};
  const auto dd = j.find("dd");
  if (dd == j.end() || !dd->is_array() || dd->size() != 20)
    return Error{"stored analysis: \"dd\" must hold 20 trick counts"};
  BoardAnalysis analysis;
  for (std::size_t i = 0; i < 20; ++i) {
    const nlohmann::json& tricks = (*dd)[i];
    if (!tricks.is_number_integer() || tricks.get<int>() < 0 || tricks.get<int>() > 13)
      return Error{"stored analysis: \"dd\" entry " + std::to_string(i) + " is not a trick count 0..13"};
    analysis.tricks.tricks[i / 4][i % 4] = tricks.get<int>();
  }
  const auto par = j.find("par");
  if (par == j.end() || !par->is_number_integer()) return Error{"stored analysis: \"par\" must be an integer score"};
  analysis.par_score_ns = par->get<int>();
  const auto contracts = j.find("contracts");
  if (contracts == j.end() || !contracts->is_array())
    return Error{"stored analysis: \"contracts\" must be a list of par contracts"};
  for (const nlohmann::json& contract : *contracts) {
    if (!contract.is_string()) return Error{"stored analysis: a par contract is not a string"};
    analysis.par_contracts.push_back(contract.get<std::string>());
  }
  return analysis;
}

}  // namespace tenace::server
