#pragma once
// A conversation with an engine over pipes, as a GUI has one: start a program, send lines, wait
// for the line that answers. Waiting is bounded (a hung engine fails the test instead of hanging
// it), which checks that an answer comes, never how fast.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

extern char** environ;

namespace boardlab::test {

class EngineProcess {
 public:
  explicit EngineProcess(const std::vector<std::string>& argv) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, in[1]);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    if (posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), environ) != 0)
      throw std::runtime_error("cannot start " + argv[0]);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
    signal(SIGPIPE, SIG_IGN);
  }
  ~EngineProcess() {
    if (to_ >= 0) close(to_);
    if (pid_ > 0) {
      if (!wait_exit(std::chrono::seconds(10))) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
      }
    }
    close(from_);
  }
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // False when the engine has closed its input (it exited); the caller's expect() then fails.
  bool send(const std::string& line) {
    const std::string text = line + "\n";
    return write(to_, text.data(), text.size()) == ssize_t(text.size());
  }
  // Closes the engine's input (end of file), as a GUI that exits does.
  void close_input() {
    close(to_);
    to_ = -1;
  }

  // Reads lines until one satisfies `match`; returns it, or nullopt after `limit` (or at end of
  // output). Every line read is kept in transcript().
  std::optional<std::string> expect(const std::function<bool(const std::string&)>& match,
                                    std::chrono::milliseconds limit = std::chrono::seconds(60)) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (true) {
      if (auto line = next_line(until)) {
        transcript_.push_back(*line);
        if (match(*line)) return line;
      } else {
        return std::nullopt;
      }
    }
  }
  // The first line starting with `prefix`.
  std::optional<std::string> expect(const std::string& prefix,
                                    std::chrono::milliseconds limit = std::chrono::seconds(60)) {
    return expect([&](const std::string& l) { return l.rfind(prefix, 0) == 0; }, limit);
  }
  // Drops the last line read from the transcript (an answer the caller has dealt with).
  void forget_last() {
    if (!transcript_.empty()) transcript_.pop_back();
  }
  // Lines read since the last call.
  std::vector<std::string> take_transcript() { return std::exchange(transcript_, {}); }

  // Waits for the process to end; its exit status, or -1.
  int exit_status() {
    if (pid_ > 0 && !wait_exit(std::chrono::seconds(30))) return -1;
    return WIFEXITED(status_) ? WEXITSTATUS(status_) : -1;
  }

 private:
  std::optional<std::string> next_line(std::chrono::steady_clock::time_point until) {
    while (true) {
      const auto nl = buffer_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        return line;
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          until - std::chrono::steady_clock::now());
      if (left.count() <= 0) return std::nullopt;
      pollfd p{from_, POLLIN, 0};
      if (poll(&p, 1, int(left.count())) <= 0) return std::nullopt;
      char chunk[4096];
      const ssize_t n = read(from_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, std::size_t(n));
    }
  }

  bool wait_exit(std::chrono::seconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < until) {
      const pid_t r = waitpid(pid_, &status_, WNOHANG);
      if (r == pid_) {
        pid_ = -1;
        return true;
      }
      usleep(10000);
    }
    return false;
  }

  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  int status_ = 0;
  std::string buffer_;
  std::vector<std::string> transcript_;
};

}  // namespace boardlab::test
