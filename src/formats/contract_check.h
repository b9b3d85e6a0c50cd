#pragma once
// Whether what a record states about its contract (PBN's Contract and
// Declarer tags; JSON's "contract", "declarer" and "passed_out") agrees
// with the auction it holds. One rule for the formats that can state both,
// so that a game one reader accepts is never written as a file another
// rejects:
//  - a passed-out auction has no contract and no declarer;
//  - an auction that ends in a contract is not passed out;
//  - the contract is the auction's: level, strain, double and redouble;
//  - the declarer is the auction's (its partner when marked swapped, PBN's
//    '^').
// Each disagreement is an error (the source says two things and the reader
// cannot tell which is true), except, when reading leniently
// (ReadOptions::lenient), a contract that differs from the auction's only in
// its double or redouble (the play does not depend on it): the record takes
// the auction's contract, keeps the stated value as a note in
// tag_comments["Contract"] (written after PBN's Contract tag), and the
// reader reports a warning saying so. LIN states no contract apart from its
// auction, so only PBN and JSON check.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/contract.h"
#include "formats/game_record.h"

namespace tenace::formats {

// How a complete, regular auction ended.
struct AuctionEnd {
  bool passed_out = false;
  std::optional<Contract> contract;  // when not passed out
};

enum class StatedField { Contract, Declarer, PassedOut };

struct ContractDisagreement {
  StatedField field = StatedField::Contract;
  // Lenient carry-through: report it as a warning; the record now holds the
  // auction's contract and the note.
  bool carried = false;
  // The stated value as read (before any carry-through): "5H", "^N", "Pass".
  std::string stated;
  // What follows the field and its value in the report: "disagrees with the
  // auction, which ends in 5HX", "but the auction is passed out", and for a
  // carried one "...; read as the auction's contract, <names.kept>".
  std::string message;
};

// How a format names its contract field in the note and the warning.
struct ContractCheckNames {
  std::string_view source = "Contract tag";                  // JSON: "\"contract\""
  std::string_view kept = "the tag's value kept as a comment";  // JSON: in "tag_comments"
};

// Compares `record` (contract, declarer, declarer_swapped, passed_out as the
// source states them) with `end`; `contract_as_written` is the contract's
// text in the source ("1N"), quoted in the note. Repairs the record only for
// a carried disagreement.
std::vector<ContractDisagreement> check_contract_against_auction(GameRecord& record, const AuctionEnd& end,
                                                                 bool lenient, std::string_view contract_as_written,
                                                                 const ContractCheckNames& names = {});

}  // namespace tenace::formats
