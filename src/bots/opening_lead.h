#pragma once
// The opening lead of a defender: chosen by simulation over layouts that fit
// the auction (read in the partnership's bidding system), among the cards
// the lead conventions allow, so that partner can read the lead.
#include <string>
#include <vector>

#include "bots/bidding_system.h"
#include "bots/play_budget.h"
#include "bots/play_knowledge.h"
#include "bots/seat_view.h"
#include "core/card.h"
#include "core/random_deal.h"

namespace tenace {

struct OpeningLeadChoice {
  Card card;
  std::string explanation;  // the convention it follows, e.g. "top of a sequence"
};

// Whether clearly worse leads stop being solved (lead_racing.h). Off by
// default: measured at the robots' budget on a loaded machine it gave no
// more layouts a second and the same leads (docs/performance.md).
enum class LeadRacing { On, Off };

// How each layout is solved: every conventional lead's exact tricks, or
// banded by bounded searches (Solver::cards_reaching): whether the lead
// beats the contract, then whether it beats it by two or, if not, whether
// it holds declarer to the contract. Two cheap searches a lead instead of
// the exact count (1.75x the layouts a second); the tails (two
// overtricks, three undertricks) read as the band's edge. Exact by
// default: the banded search did not choose better leads beyond the noise
// of 1,000 deals (docs/performance.md).
enum class LeadSearch { Exact, Bounded };

// How the lead is chosen: the defaults are the robot's.
struct LeadMethod {
  LeadRacing racing = LeadRacing::Off;
  // The layouts are dealt from the rules' reading of the auction, or from
  // the full reading (passes and natural no-trump bids too,
  // auction_reading.h). The rules' reading by default: the full one did
  // not choose better leads beyond the noise of 1,000 deals
  // (docs/performance.md).
  AuctionDepth depth = AuctionDepth::Rules;
  LeadSearch search = LeadSearch::Exact;
};

// Precondition: view.seat is on opening lead (play phase, no card played).
OpeningLeadChoice choose_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                      Xoshiro256& rng, const LeadMethod& method = {});

// What the sampled layouts say about the leads the conventions allow
// (lead_conventions.h, every suit): one double-dummy search a layout gives
// all of them at once, and no other card is solved. With racing
// (lead_racing.h), a lead clearly worse than the best after a few layouts
// is solved no more, and the sampling ends when one lead is left.
struct LeadAnalysis {
  std::vector<Card> cards;  // the conventional leads of the leader's hand
  // defence[k][i]: the defence's tricks in layout k when cards[i] is led
  // (banded with LeadSearch::Bounded); -1 once the lead is raced out.
  std::vector<std::vector<int>> defence;
  std::vector<bool> raced_out;  // per card: dropped while sampling (may be empty: none)
  // Whether cards[i] exists and was solved in every layout.
  bool solved_throughout(std::size_t i) const {
    return i < cards.size() && (i >= raced_out.size() || !raced_out[i]);
  }
  // A layout was abandoned at the budget's hard limit (not in `defence`).
  bool interrupted = false;
  int samples() const { return static_cast<int>(defence.size()); }
};

LeadAnalysis analyse_opening_lead(const SeatView& view, const BiddingSystem& system, const PlayBudget& budget,
                                  Xoshiro256& rng, const LeadMethod& method = {});
// The same on layouts drawn from `layouts` (method.depth is not used).
LeadAnalysis analyse_opening_lead(const SeatView& view, LayoutSource& layouts, const PlayBudget& budget,
                                  Xoshiro256& rng, const LeadMethod& method = {});

// The lead chosen from an analysis (no layout drawn): the analysis may come
// from choose_opening_lead's own sampling or from a caller's. Without a
// single layout (none solved in time), the simple robot's lead.
OpeningLeadChoice choose_from_analysis(const SeatView& view, const BiddingSystem& system,
                                       const LeadAnalysis& analysis);

}  // namespace tenace
