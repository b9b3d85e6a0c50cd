#pragma once
// Tournaments as the protocol shows them (docs/protocol.md, "Tournaments"):
// the lobby's list, the results (standings and travellers) and one board's
// traveller. Travellers are shown only for boards the viewer may see: a
// board's results stay hidden from whoever has yet to play it.
#include <cstdint>
#include <optional>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "field/standings.h"
#include "server/field_records.h"

namespace tenace::server {

// Open: entries taken now; "upcoming" before, "ended" after.
std::string tournament_state(const TournamentRecord& t, std::int64_t now);

// The list entry; `yours`: the viewer's entry, with the boards they have
// finished.
nlohmann::json tournament_summary_json(const TournamentRecord& t, std::size_t entrants, std::int64_t now,
                                       const std::optional<TournamentEntry>& yours, int boards_finished);

// Figures as results lists print them: two decimals.
double two_decimals(double value);

// One line of the standings ("person": an entrant who is a person).
nlohmann::json standing_json(const field::Standing& standing, bool person);

nlohmann::json traveller_json(const field::Traveller& traveller, field::FieldScoring scoring);

// Standings for everyone (`people`: the entrants who are people, marked
// "person" for a link to their profile); the travellers of
// `visible_boards` only.
nlohmann::json tournament_results_json(const TournamentRecord& t, const field::FieldResults& results,
                                       const std::set<std::string>& people, const std::set<int>& visible_boards,
                                       std::int64_t now);

}  // namespace tenace::server
