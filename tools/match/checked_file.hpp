#pragma once
// A record file written game by game (a match's PGN or JSON lines, an experiment's games.jsonl):
// every write is checked and a failure is an InputError naming the file and the reason, so a full
// disk stops the run at once instead of leaving half a record behind a "Finished" line.
#include <string>
#include <string_view>

namespace boardlab::match {

class CheckedFile {
 public:
  enum class Mode { Create, Truncate, Append };

  CheckedFile() = default;
  // `what` names the file in errors ("--pgn"). Create refuses an existing regular file.
  CheckedFile(std::string path, std::string what, Mode mode);
  ~CheckedFile();
  CheckedFile(CheckedFile&& other) noexcept;
  CheckedFile& operator=(CheckedFile&& other) noexcept;

  bool is_open() const { return fd_ >= 0; }
  const std::string& path() const { return path_; }
  // Writes all of `text` now (no buffering: what was written survives a kill).
  void write(std::string_view text);
  // Closes, checking the close too (some file systems report a full disk only there).
  void close();

 private:
  [[noreturn]] void fail(int error) const;

  int fd_ = -1;
  std::string path_, what_;
};

}  // namespace boardlab::match
