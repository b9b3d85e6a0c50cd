#pragma once
// Runs the built tenace binary with given arguments and standard input, and
// captures its standard output, standard error and exit status, for the
// tests of the scoring subcommands (score, imps, board).
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace tenace::scoring_cli {

struct Run {
  std::string out;
  std::string err;
  int status = -1;
};

inline std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline Run run_tenace(const std::string& args, const std::string& input) {
  const auto dir = std::filesystem::temp_directory_path() / ("tenace_scoring_cli_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto in_path = dir / "in.txt";
  const auto out_path = dir / "out.txt";
  const auto err_path = dir / "err.txt";
  std::ofstream(in_path) << input;
  const std::string command = std::string("'") + TENACE_BINARY + "' " + args + " < '" + in_path.string() + "' > '" +
                              out_path.string() + "' 2> '" + err_path.string() + "'";
  const int raw = std::system(command.c_str());
  Run run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  run.out = read_all(out_path);
  run.err = read_all(err_path);
  std::filesystem::remove_all(dir);
  return run;
}

}  // namespace tenace::scoring_cli
