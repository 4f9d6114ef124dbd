// See standard_output.hpp.
#include "tools/cli/standard_output.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <streambuf>

namespace boardlab::cli {
namespace {

// std::cout's buffer: standard output's file descriptor, written with write(2) so that the first
// failure's errno is kept (a C stream's error flag does not say why, and errno is long gone by
// the time the program ends).
class CheckedBuffer final : public std::streambuf {
 public:
  CheckedBuffer() { setp(buffer_, buffer_ + sizeof buffer_); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (drain() != 0) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain(); }

 private:
  // Writes what is buffered. After a failure the rest is dropped: nothing could follow it.
  int drain() {
    const char* p = pbase();
    std::size_t left = std::size_t(pptr() - pbase());
    while (left > 0 && error_ == 0) {
      const ssize_t n = ::write(STDOUT_FILENO, p, left);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error_ = n < 0 ? errno : EIO;
        break;
      }
      p += n;
      left -= std::size_t(n);
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return error_ == 0 ? 0 : -1;
  }

  char buffer_[1 << 16];
  int error_ = 0;
};

// Never destroyed: std::cout is flushed by the runtime after static destructors have run.
CheckedBuffer* checked = nullptr;

}  // namespace

void use_checked_output() {
  if (checked) return;
  std::cout.flush();
  checked = new CheckedBuffer;
  std::cout.rdbuf(checked);
  // std::cin would flush std::cout before each read, from the reading thread, unguarded, while a
  // protocol's search thread writes its lines: a buffer written twice. Every writer here flushes
  // what it writes itself.
  std::cin.tie(nullptr);
  // A person at a terminal sees each line as it is written, as with C's line-buffered stdout.
  if (isatty(STDOUT_FILENO)) std::cout << std::unitbuf;
}

void check_output() {
  std::cout.flush();
  const int error = checked ? checked->error() : (std::cout ? 0 : EIO);
  if (error == 0 && std::cout) return;
  throw OutputError(std::string("cannot write output: ") + std::strerror(error ? error : EIO),
                    error == EPIPE);
}

int report_output_error(const OutputError& e) {
  if (e.closed_pipe()) {
    // As a tool that never ignored SIGPIPE would have ended (a match ignores it for its engines).
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
    return 128 + SIGPIPE;
  }
  std::cerr << "error: " << e.what() << std::endl;
  return 2;
}

int finish_output(int status) {
  try {
    check_output();
  } catch (const OutputError& e) {
    return report_output_error(e);
  }
  return status;
}

}  // namespace boardlab::cli
