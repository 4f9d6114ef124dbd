#pragma once
// An engine as a child process: lines to its standard input, lines from its standard output
// with a deadline, its standard error appended to a log, and a kill for one that hangs.
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::match {

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts argv[0] (a path, or a name looked up in PATH). `stderr_fd`: where the child's
  // standard error goes (-1: inherited). Throws InputError when it cannot be started.
  ChildProcess(const std::vector<std::string>& argv, int stderr_fd);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // False when the child no longer reads its input (it has exited).
  bool send(const std::string& line);
  // The next output line, or nullopt at the deadline or at the end of the child's output
  // (closed() tells which).
  std::optional<std::string> read_line(Clock::time_point deadline);
  bool closed() const { return closed_; }
  // Ends the child now (SIGKILL) and reaps it.
  void kill();
  // Closes the child's input (it sees the end of file).
  void close_input();
  // Waits up to `limit` for the child to exit: its exit status, or -1 (then it is killed).
  int wait(std::chrono::milliseconds limit);

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool closed_ = false;
  std::string buffer_;
};

}  // namespace boardlab::match
