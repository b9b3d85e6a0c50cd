#pragma once
// The whist family's PBN tags (docs/formats.md, "The whist family in PBN")
// checked for what they say together: a known Variant; a WhistDeal of
// valid, distinct cards with the right number per hand; a WhistAuction that
// is a legal one-round auction from the Dealer, whose highest bid and
// bidder are WhistBid and WhistDeclarer; a WhistDeclaration that fits the
// bid; a WhistPlay of dealt cards, none twice; WhistTricks of 0 to 13. Each
// problem is an error on its tag's line. A game without a Variant tag is
// not a whist game and is left alone.
#include <string>
#include <vector>

#include "formats/diagnostic.h"

namespace tenace::formats {

struct WhistTagText {
  std::string name;
  std::string value;
  int line = 0;
};

void check_whist_tags(const std::vector<WhistTagText>& tags, Diagnostics& diagnostics);

}  // namespace tenace::formats
