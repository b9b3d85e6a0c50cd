#include "formats/contract_check.h"

namespace tenace::formats {

std::vector<ContractDisagreement> check_contract_against_auction(GameRecord& record, const AuctionEnd& end,
                                                                 bool lenient, std::string_view contract_as_written,
                                                                 const ContractCheckNames& names) {
  std::vector<ContractDisagreement> out;
  auto declarer_text = [&] {
    return (record.declarer_swapped ? "^" : "") + std::string(1, seat_char(*record.declarer));
  };
  if (end.passed_out) {
    if (record.contract)
      out.push_back({StatedField::Contract, false, record.contract->to_string(), "but the auction is passed out"});
    if (record.declarer)
      out.push_back({StatedField::Declarer, false, declarer_text(), "but the auction is passed out"});
    return out;
  }
  if (!end.contract) return out;
  const Contract& a = *end.contract;
  if (record.passed_out) {
    out.push_back({StatedField::PassedOut, false, "Pass", "but the auction ends in " + a.to_string()});
    return out;
  }
  if (record.contract &&
      (record.contract->level != a.level || record.contract->strain != a.strain || record.contract->doubling != a.doubling)) {
    ContractDisagreement d{StatedField::Contract, false, record.contract->to_string(),
                           "disagrees with the auction, which ends in " + a.to_string()};
    const bool only_doubling = record.contract->level == a.level && record.contract->strain == a.strain;
    if (lenient && only_doubling) {
      d.carried = true;
      d.message += "; read as the auction's contract, " + std::string(names.kept);
      record.tag_comments["Contract"].push_back("the source's " + std::string(names.source) + " says \"" +
                                                std::string(contract_as_written) + "\"; its auction ends in " +
                                                a.to_string());
      record.contract->doubling = a.doubling;
    }
    out.push_back(std::move(d));
  }
  if (record.declarer) {
    const Seat expected = record.declarer_swapped ? partner(a.declarer) : a.declarer;
    if (*record.declarer != expected)
      out.push_back({StatedField::Declarer, false, declarer_text(),
                     "disagrees with the auction, whose declarer is " + std::string(seat_name(a.declarer))});
  }
  return out;
}

}  // namespace tenace::formats
