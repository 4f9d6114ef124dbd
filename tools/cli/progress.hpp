#pragma once
// Progress of a long run on stderr, shown only when stderr is a terminal so that logs and pipes
// stay clean.
#include <unistd.h>

#include <chrono>
#include <cstdio>

namespace boardlab::cli {

class Progress {
 public:
  Progress() : enabled_(isatty(STDERR_FILENO)), start_(std::chrono::steady_clock::now()) {}
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  void update(int done, int total) const {
    if (!enabled_) return;
    std::fprintf(stderr, "\r%d/%d root moves, %.1f s", done, total, seconds());
    std::fflush(stderr);
  }
  void finish() const {
    if (enabled_) std::fprintf(stderr, "\r\033[K");
  }

 private:
  bool enabled_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace boardlab::cli
