#pragma once
// An error in a Dealer script, located at the file, line and column where it
// was found, so that "stayman.dl:4:12: ..." points straight at the problem.
#include <stdexcept>
#include <string>

namespace tenace::dealer {

struct SourcePosition {
  int line = 1;
  int column = 1;
};

class ScriptError : public std::runtime_error {
 public:
  ScriptError(const std::string& file, SourcePosition at, const std::string& message)
      : std::runtime_error(file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + message),
        at_(at) {}
  SourcePosition where() const { return at_; }

 private:
  SourcePosition at_;
};

}  // namespace tenace::dealer
