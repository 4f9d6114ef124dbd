// See checked_file.hpp.
#include "tools/match/checked_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::match {

CheckedFile::CheckedFile(std::string path, std::string what, Mode mode)
    : path_(std::move(path)), what_(std::move(what)) {
  // Only a regular file holds records worth protecting: /dev/null, /dev/stdout or a FIFO named
  // for output are written as they are.
  struct stat st;
  if (mode == Mode::Create && ::stat(path_.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
    mode = Mode::Append;
  const int flags = O_WRONLY | O_CREAT | O_CLOEXEC |
                    (mode == Mode::Create   ? O_EXCL
                     : mode == Mode::Append ? O_APPEND
                                            : O_TRUNC);
  fd_ = ::open(path_.c_str(), flags, 0644);
  if (fd_ < 0) {
    if (errno == EEXIST)
      throw InputError(what_ + ": " + quote_path(path_) +
                       " exists (add --force to overwrite it, or --append)");
    fail(errno);
  }
}

CheckedFile::~CheckedFile() {
  if (fd_ >= 0) ::close(fd_);
}

CheckedFile::CheckedFile(CheckedFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      path_(std::move(other.path_)),
      what_(std::move(other.what_)) {}

CheckedFile& CheckedFile::operator=(CheckedFile&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
    path_ = std::move(other.path_);
    what_ = std::move(other.what_);
  }
  return *this;
}

void CheckedFile::write(std::string_view text) {
  // A record cut by a full disk is taken back, so the file holds whole records only.
  const off_t before = ::lseek(fd_, 0, SEEK_END);
  while (!text.empty()) {
    const ssize_t n = ::write(fd_, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = n < 0 ? errno : EIO;
      if (before >= 0 && ::ftruncate(fd_, before) != 0) {
        // Not a regular file (a device, a pipe): nothing to take back.
      }
      fail(error);
    }
    text.remove_prefix(std::size_t(n));
  }
}

void CheckedFile::close() {
  if (fd_ < 0) return;
  const int fd = std::exchange(fd_, -1);
  if (::close(fd) != 0 && errno != EINTR) fail(errno);
}

void CheckedFile::fail(int error) const {
  throw InputError(what_ + ": cannot write " + quote_path(path_) + ": " + std::strerror(error));
}

}  // namespace boardlab::match
