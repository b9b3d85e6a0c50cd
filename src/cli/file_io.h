#pragma once
// Reading a whole input file and writing a whole output file for the
// commands that take FILE or `-` (standard input/output), with the one
// error message each failure gets.
#include <optional>
#include <string>
#include <string_view>

#include "cli/command.h"

namespace tenace::cli {

// The bytes of `path` (`-`: standard input); empty, with
// "PATH: error: cannot open the file" on io.err, when it cannot be opened.
std::optional<std::string> read_input(const std::string& path, Io io);

// The bytes of an input file for reading only: a regular file is mapped
// into memory (no copy of a large file, and no filling of a string first),
// anything else (standard input, a pipe, a file that cannot be mapped) is
// read as read_input reads it.
class InputBytes {
 public:
  explicit InputBytes(std::string read) : read_(std::move(read)) {}
  InputBytes(const void* mapped, std::size_t size) : mapped_(mapped), size_(size) {}
  InputBytes(InputBytes&& other) noexcept;
  InputBytes& operator=(InputBytes&&) = delete;
  InputBytes(const InputBytes&) = delete;
  ~InputBytes();
  std::string_view view() const {
    return mapped_ ? std::string_view(static_cast<const char*>(mapped_), size_) : std::string_view(read_);
  }

 private:
  std::string read_;
  const void* mapped_ = nullptr;
  std::size_t size_ = 0;
};

// As read_input, with the same error message.
std::optional<InputBytes> map_input(const std::string& path, Io io);

// Writes `text` to `path` (`-`: standard output); false, with
// "PATH: error: cannot write the file" on io.err, when that fails.
bool write_output(const std::string& path, const std::string& text, Io io);

}  // namespace tenace::cli
