#include "cli/file_io.h"

#include <fstream>
#include <iostream>
#include <iterator>

namespace tenace::cli {

std::optional<std::string> read_input(const std::string& path, Io io) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(io.in), {});
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    io.err << path << ": error: cannot open the file\n";
    return std::nullopt;
  }
  return std::string(std::istreambuf_iterator<char>(in), {});
}

bool write_output(const std::string& path, const std::string& text, Io io) {
  if (path == "-") {
    io.out << text;
    return true;
  }
  std::ofstream out(path, std::ios::binary);
  if (!out || !(out << text)) {
    io.err << path << ": error: cannot write the file\n";
    return false;
  }
  return true;
}

}  // namespace tenace::cli
