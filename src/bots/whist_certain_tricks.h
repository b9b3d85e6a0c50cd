#pragma once
// The claim a whist robot may make: between tricks, with its side to lead,
// the tricks still to play that its side takes in *every* layout of the
// cards it has not seen -- when that number is the same in all of them.
// Then the rest is certain and the robot claims it (a concession when the
// number is 0). Every layout that can be the real one is solved (as the
// robots judging the claim solve the real one, whist_claim_judge.h), so
// such a claim is always sound; when there are too many layouts to solve
// in the time given, nothing is claimed and the robot plays on. Nor does a
// robot claim with more than kClaimTricksLeft tricks to play: a person
// answering must be able to check the claim from the hands shown, and in
// Double Dummy, where every card is known, the robot would otherwise claim
// the whole hand at its first lead.
#include <chrono>
#include <cstddef>
#include <optional>

#include "bots/whist_seat_view.h"

namespace tenace {

// Layouts a robot solves at most to find a claim: enough for declarer's
// last six tricks in Dummy Whist (924 ways to split the defenders' cards),
// a defender's last three or four, Nonsense's last two or three.
inline constexpr std::size_t kMaxClaimLayouts = 1000;
inline constexpr int kClaimTricksLeft = 6;

// Precondition: none (a view where no claim can be made gives nothing).
// Nothing also when the layouts disagree, are more than `max_layouts`, or
// take longer than `time` to solve.
std::optional<int> certain_tricks(const WhistSeatView& view, std::size_t max_layouts, std::chrono::milliseconds time);

}  // namespace tenace
