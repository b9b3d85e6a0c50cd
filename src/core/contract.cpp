#include "core/contract.h"

#include <string>

namespace tenace {

std::string Contract::to_string() const {
  std::string text = std::to_string(level) + std::string(strain_name(strain));
  if (doubling == Doubling::Doubled) text += "X";
  if (doubling == Doubling::Redoubled) text += "XX";
  return text;
}

Result<Contract> parse_contract(std::string_view text, Seat declarer) {
  const std::string quoted = "'" + std::string(text) + "'";
  if (text.empty() || text[0] < '1' || text[0] > '7')
    return Error{"contract " + quoted + " must start with a level 1-7"};
  Contract c;
  c.level = text[0] - '0';
  c.declarer = declarer;
  std::string_view rest = text.substr(1);
  std::size_t strain_len =
      (rest.size() >= 2 && (rest[0] == 'N' || rest[0] == 'n') && (rest[1] == 'T' || rest[1] == 't')) ? 2 : 1;
  if (rest.empty()) return Error{"contract " + quoted + " has no strain"};
  auto strain = parse_strain(rest.substr(0, strain_len));
  if (!strain) return Error{"contract " + quoted + " has no valid strain (C, D, H, S, NT)"};
  c.strain = *strain;
  std::string_view dbl = rest.substr(strain_len);
  if (dbl.empty())
    c.doubling = Doubling::Undoubled;
  else if (dbl == "X" || dbl == "x")
    c.doubling = Doubling::Doubled;
  else if (dbl == "XX" || dbl == "xx")
    c.doubling = Doubling::Redoubled;
  else
    return Error{"contract " + quoted + ": '" + std::string(dbl) + "' is not X or XX"};
  return c;
}

}  // namespace tenace
