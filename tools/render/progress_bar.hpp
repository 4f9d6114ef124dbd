#pragma once
// Progress of a long run on stderr (perft's root moves, an experiment's games), drawn only when
// stderr is a terminal so that logs and pipes stay clean:
//   [#########.....................] 12/40 games, 1.5 games/s, ETA 19 s
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>

namespace boardlab::render {

class ProgressBar {
 public:
  explicit ProgressBar(std::string unit, bool show = isatty(STDERR_FILENO))
      : unit_(std::move(unit)), show_(show), start_(Clock::now()) {}

  double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

  void update(int done, int total) const {
    if (!show_) return;
    const double s = seconds(), rate = s > 0 ? done / s : 0;
    const int width = 30, filled = total > 0 ? width * done / total : width;
    std::fprintf(stderr, "\r[%s%s] %d/%d %s, %.1f %s/s, ETA %.0f s\033[K",
                 std::string(std::size_t(filled), '#').c_str(),
                 std::string(std::size_t(width - filled), '.').c_str(), done, total, unit_.c_str(),
                 rate, unit_.c_str(), rate > 0 ? (total - done) / rate : 0.0);
    std::fflush(stderr);
  }

  // Clears the line, so that what follows starts on a clean one.
  void finish() const {
    if (show_) std::fputs("\r\033[K", stderr);
  }

 private:
  using Clock = std::chrono::steady_clock;
  std::string unit_;
  bool show_;
  Clock::time_point start_;
};

}  // namespace boardlab::render
