// See child_process.hpp.
#include "tools/match/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

extern char** environ;

namespace boardlab::match {

ChildProcess::ChildProcess(const std::vector<std::string>& argv, int stderr_fd) {
  static const bool ignore_sigpipe = [] {
    signal(SIGPIPE, SIG_IGN);  // a dead engine must not kill the runner when written to
    return true;
  }();
  (void)ignore_sigpipe;
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0)
    throw InputError(std::string("cannot create a pipe: ") + std::strerror(errno));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  if (stderr_fd >= 0) posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const int failed = posix_spawnp(&pid_, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in[0]);
  close(out[1]);
  to_ = in[1];
  from_ = out[0];
  if (failed) {
    close(to_);
    close(from_);
    throw InputError("cannot start engine " + quote_path(argv[0]) + ": " + std::strerror(failed));
  }
}

ChildProcess::~ChildProcess() {
  if (to_ >= 0) close(to_);
  if (pid_ > 0) {
    // Asked to quit already by its owner; give it a moment, then make sure.
    for (int i = 0; i < 50 && waitpid(pid_, nullptr, WNOHANG) == 0; ++i) usleep(10000);
    if (waitpid(pid_, nullptr, WNOHANG) == 0) {
      ::kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  if (from_ >= 0) close(from_);
}

bool ChildProcess::send(const std::string& line) {
  const std::string text = line + "\n";
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(to_, text.data() + done, text.size() - done);
    if (n <= 0) {
      if (n < 0 && errno == EINTR) continue;
      return false;
    }
    done += std::size_t(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(Clock::time_point deadline) {
  while (true) {
    const auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (closed_) return std::nullopt;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return std::nullopt;
    pollfd p{from_, POLLIN, 0};
    const int ready = poll(&p, 1, int(std::min<long long>(left, 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = read(from_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      closed_ = true;
      continue;
    }
    buffer_.append(chunk, std::size_t(n));
  }
}

void ChildProcess::close_input() {
  if (to_ >= 0) close(to_);
  to_ = -1;
}

int ChildProcess::wait(std::chrono::milliseconds limit) {
  const auto until = Clock::now() + limit;
  int status = 0;
  while (pid_ > 0) {
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    if (Clock::now() >= until) break;
    usleep(5000);
  }
  kill();
  return -1;
}

void ChildProcess::kill() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  closed_ = true;
}

}  // namespace boardlab::match
