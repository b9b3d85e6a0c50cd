#pragma once
// Compiles the text of a Dealer script into a Program. Every error is a
// ScriptError naming the file, line and column.
#include <string>
#include <string_view>

#include "dealer/program.h"

namespace tenace::dealer {

Program compile_script(std::string_view text, const std::string& file);

}  // namespace tenace::dealer
