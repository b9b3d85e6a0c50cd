#pragma once
// Reading a whole input file and writing a whole output file for the
// commands that take FILE or `-` (standard input/output), with the one
// error message each failure gets.
#include <optional>
#include <string>

#include "cli/command.h"

namespace tenace::cli {

// The bytes of `path` (`-`: standard input); empty, with
// "PATH: error: cannot open the file" on io.err, when it cannot be opened.
std::optional<std::string> read_input(const std::string& path, Io io);

// Writes `text` to `path` (`-`: standard output); false, with
// "PATH: error: cannot write the file" on io.err, when that fails.
bool write_output(const std::string& path, const std::string& text, Io io);

}  // namespace tenace::cli
