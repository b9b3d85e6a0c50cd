#pragma once
// Runs the built tenace binary for the tests of `tenace convert` and
// `tenace check`: arguments, standard input, and the captured output, error
// stream and exit status.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace tenace::formats_cli {

struct Outcome {
  std::string out;
  std::string err;
  int status = -1;
};

inline std::filesystem::path scratch_dir() {
  const auto dir = std::filesystem::temp_directory_path() / ("tenace_formats_cli_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

inline std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

inline Outcome run_tenace(const std::string& args, const std::string& input = "") {
  const auto dir = scratch_dir();
  write_file(dir / "stdin.txt", input);
  const std::string command = std::string("cd '") + dir.string() + "' && '" + TENACE_BINARY + "' " + args +
                              " < stdin.txt > stdout.txt 2> stderr.txt";
  const int raw = std::system(command.c_str());
  Outcome run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.out = read_all(dir / "stdout.txt");
  run.err = read_all(dir / "stderr.txt");
  return run;
}

inline std::string shared(const std::string& name) { return std::string(TENACE_SHARED_DATA) + "/" + name; }

}  // namespace tenace::formats_cli
