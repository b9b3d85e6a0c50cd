#pragma once
// The real `tenace serve` binary as a child process, for tests of what its
// command line does: started with `--port 0` and the caller's options, its
// port read from the first line it prints, stopped with SIGTERM (and waited
// for) when the object goes, or killed with SIGKILL on demand.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace tenace::testing {

class ServeProcess {
 public:
  ServeProcess(const std::string& binary, std::vector<std::string> options) {
    int out[2];
    if (pipe(out) != 0) throw std::runtime_error("pipe failed");
    // Robots think briefly: the tests check the server, not the robots' play.
    std::vector<std::string> args = {binary, "serve", "--port", "0", "--robot-think", "20"};
    args.insert(args.end(), options.begin(), options.end());
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
      dup2(out[1], STDOUT_FILENO);
      close(out[0]);
      close(out[1]);
      std::vector<char*> argv;
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    close(out[1]);
    stdout_ = fdopen(out[0], "r");
    std::string first;
    for (int c; (c = std::fgetc(stdout_)) != EOF && c != '\n';) first.push_back(static_cast<char>(c));
    std::smatch m;
    static const std::regex kListening(R"(^listening on http://[^:]+:(\d+)$)");
    if (!std::regex_match(first, m, kListening)) {
      stop();
      throw std::runtime_error("tenace serve did not start; its first line: \"" + first + "\"");
    }
    port_ = static_cast<unsigned short>(std::stoi(m[1]));
  }
  ~ServeProcess() { stop(); }
  ServeProcess(const ServeProcess&) = delete;
  ServeProcess& operator=(const ServeProcess&) = delete;

  unsigned short port() const { return port_; }

  // kill -9: the server gets no chance to finish anything.
  void kill_hard() { stop(SIGKILL); }

 private:
  void stop(int signal = SIGTERM) {
    if (pid_ > 0) {
      kill(pid_, signal);
      int status = 0;
      waitpid(pid_, &status, 0);
      pid_ = -1;
    }
    if (stdout_) {
      std::fclose(stdout_);
      stdout_ = nullptr;
    }
  }

  pid_t pid_ = -1;
  FILE* stdout_ = nullptr;
  unsigned short port_ = 0;
};

}  // namespace tenace::testing
