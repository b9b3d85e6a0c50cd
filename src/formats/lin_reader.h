#pragma once
// Reading BBO LIN: "cmd|argument|" pairs. One game per hand record; a
// vugraph file (vg, rs, pw, mp, bn, qx) holds several boards, each started
// by qx|o1| or qx|c1| and taking deal and players from the file's earlier
// md and pn. Calls (mb, with '!' alerts and an explanations) and cards (pc)
// are replayed through the core; a claim (mc) gives the result.
#include <string_view>

#include "formats/pbn_reader.h"

namespace tenace::formats {

ReadResult read_lin(std::string_view bytes);

}  // namespace tenace::formats
