#include "core/whist_renege.h"

#include <algorithm>
#include <string>

namespace tenace {

Status RenegeLedger::call(WhistSide caller, int book, int books_started) {
  if (book < 1 || book > books_started)
    return Error{"book " + std::to_string(book) + " has not been played (books 1 to " + std::to_string(books_started) +
                 " have)"};
  const WhistSide accused = opposite(caller);
  bool any = false;
  bool open = false;
  for (const Renege& r : reneges_)
    if (r.book == book && r.offender == accused) {
      any = true;
      open = open || !r.penalised;
    }
  if (any && !open) return Error{"the renege in book " + std::to_string(book) + " has already been called"};
  // One penalty per book and side, however many of that side's cards there
  // failed to follow (declarer may renege from both hands in one trick).
  for (Renege& r : reneges_)
    if (r.book == book && r.offender == accused) r.penalised = true;
  calls_.push_back({caller, book, any});
  return {};
}

int RenegeLedger::settle(int declarer_tricks, int total_tricks) const {
  int declarer = declarer_tricks;
  for (const Call& c : calls_) {
    const WhistSide payer = c.proven ? opposite(c.caller) : c.caller;
    if (payer == WhistSide::Declarer)
      declarer -= std::min(kPenaltyTricks, declarer);
    else
      declarer += std::min(kPenaltyTricks, total_tricks - declarer);
  }
  return declarer;
}

}  // namespace tenace
