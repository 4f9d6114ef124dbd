#pragma once
// A conversation with an engine over pipes, as a GUI has one: start a program, send lines, wait
// for the line that answers. Waiting is bounded (a hung engine fails the test instead of hanging
// it), which checks that an answer comes, never how fast. The pipes are the match runner's
// ChildProcess.
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tools/match/child_process.hpp"

namespace boardlab::test {

class EngineProcess {
 public:
  explicit EngineProcess(const std::vector<std::string>& argv) : child_(argv, -1) {}

  // False when the engine has closed its input (it exited); the caller's expect() then fails.
  bool send(const std::string& line) { return child_.send(line); }
  // Closes the engine's input (end of file), as a GUI that exits does.
  void close_input() { child_.close_input(); }

  // Reads lines until one satisfies `match`; returns it, or nullopt after `limit` (or at the end
  // of output). Every line read is kept in the transcript.
  std::optional<std::string> expect(const std::function<bool(const std::string&)>& match,
                                    std::chrono::milliseconds limit = std::chrono::seconds(60)) {
    const auto until = match::ChildProcess::Clock::now() + limit;
    while (auto line = child_.read_line(until)) {
      transcript_.push_back(*line);
      if (match(*line)) return line;
    }
    return std::nullopt;
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
  int exit_status() { return child_.wait(std::chrono::seconds(30)); }

 private:
  match::ChildProcess child_;
  std::vector<std::string> transcript_;
};

}  // namespace boardlab::test
