#pragma once
// The robots' lead conventions: which card of a suit a defender leads, so
// that partner can read it, and what a led honour tells partner.
//
// From a holding in one suit (docs/robots.md, "Leads and signals"):
//  - a singleton: that card;
//  - a doubleton: the higher card (top of a doubleton);
//  - two or more touching cards headed by an honour (AK, KQ, QJ, JT, T9):
//    the top one (top of a sequence; the ace from ace-king);
//  - an interior sequence (KJT, QT9, AJT, AT9, KT9): the top of the
//    touching pair below the gap (the jack from KJT);
//  - against a suit contract, a suit headed by the ace without the king:
//    the ace (never underlead an ace against a trump contract);
//  - three or more cards with an honour (A, K, Q or J): the fourth best,
//    or the lowest of three (low from an honour);
//  - no honour: the top card of three (top of nothing), the second
//    highest of four or more.
// So a led honour (other than the ace) denies the honour just above it.
//
// Against no trump a suit of four or more may also be led by its fourth
// best instead of the top of two touching honours without a third (KQ52,
// not KQJ2 or KQT2) or of an interior sequence (KJT4), and a suit of five
// or more small instead of its second highest: partner reads either.
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/hand.h"

namespace tenace {

struct ConventionalLead {
  Card card;
  std::string convention;  // "top of a sequence", "fourth best", ...
};

// The card led from `hand`'s cards in `suit` (precondition: at least one).
ConventionalLead conventional_lead(Hand hand, Suit suit, bool trump_contract);

// Every card the conventions allow from that holding, the usual one
// (conventional_lead's) first.
std::vector<ConventionalLead> conventional_leads(Hand hand, Suit suit, bool trump_contract);

// The card a led `card` denies (the honour just above a led king, queen,
// jack or ten); none for the ace or a spot card.
std::optional<Card> card_denied_by_lead(Card card);

}  // namespace tenace
