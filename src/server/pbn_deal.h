#pragma once
// PBN deal text written by the server ("N:AKQ.T98..432 ..."), with voids
// kept in place. (core's Hand::to_pbn drops the separator after a leading
// void, which its own parser then refuses; until that is fixed the server
// writes deals with this.)
#include <string>

#include "core/deal.h"

namespace tenace::server {

std::string pbn_hand(Hand hand);
std::string pbn_deal(const Deal& deal, Seat first = Seat::North);

}  // namespace tenace::server
