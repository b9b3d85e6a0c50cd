#include "solver/par_text.h"

#include <string>

namespace tenace {

namespace {

char strain_char(Strain strain) { return strain == Strain::NoTrump ? 'N' : strain_name(strain)[0]; }

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

}  // namespace

std::string par_declarers_text(const ParContract& par) {
  if (par.either_partner) return std::string(side_name(par.side()));
  return std::string(1, seat_char(par.contract.declarer));
}

std::string dealer_par_contract_text(const ParContract& par) {
  std::string text = std::to_string(par.contract.level) + strain_char(par.contract.strain);
  text += par.result < 0 ? "*-" : "-";
  text += par_declarers_text(par);
  if (par.result > 0) text += "+" + std::to_string(par.result);
  if (par.result < 0) text += std::to_string(par.result);
  return text;
}

std::string sides_par_contract_text(const ParContract& par) {
  std::string text = par_declarers_text(par) + " ";
  if (par.contract.doubling != Doubling::Undoubled) {
    text += std::to_string(par.contract.level) + strain_char(par.contract.strain) + "x";
    return text;
  }
  for (int level = par.contract.level; level <= par.contract.level + par.result; ++level) text += std::to_string(level);
  return text + strain_char(par.contract.strain);
}

std::string sides_par_view_text(Side first, const ParResult& view) {
  std::string text = std::string(side_name(first)) + ":";
  for (std::size_t i = 0; i < view.contracts.size(); ++i) {
    if (i > 0) text += ",";
    text += sides_par_contract_text(view.contracts[i]);
  }
  return text;
}

std::string dds_par_fields(const SidesPar& par) {
  return quoted("NS " + std::to_string(par.ns_first.score_ns)) + " " +
         quoted("EW " + std::to_string(-par.ew_first.score_ns)) + " " +
         quoted(sides_par_view_text(Side::NorthSouth, par.ns_first)) + " " +
         quoted(sides_par_view_text(Side::EastWest, par.ew_first));
}

std::string dds_par2_fields(const ParResult& par) {
  std::string text = quoted(std::to_string(par.score_ns));
  if (par.passed_out()) return text + " " + quoted("pass");
  for (const ParContract& contract : par.contracts) {
    std::string contract_text = dealer_par_contract_text(contract);
    if (contract.same_strain_sacrifice && !contract.either_partner) contract_text.erase(contract_text.find('*'), 1);
    text += " " + quoted(contract_text);
  }
  return text;
}

std::string pbn_par_contracts_text(const ParResult& par) {
  if (par.passed_out()) return "Pass";
  std::string text;
  for (const ParContract& contract : par.contracts) {
    if (!text.empty()) text += "; ";
    text += par_declarers_text(contract) + " " + contract.contract.to_string();
    if (contract.result > 0) text += "+" + std::to_string(contract.result);
    if (contract.result < 0) text += std::to_string(contract.result);
  }
  return text;
}

std::string par_contracts_text(const ParResult& par) {
  if (par.passed_out()) return "pass";
  std::string text;
  for (const ParContract& contract : par.contracts) {
    if (!text.empty()) text += " ";
    text += dealer_par_contract_text(contract);
  }
  return text;
}

}  // namespace tenace
