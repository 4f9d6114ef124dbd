#pragma once
// The protocol loop's output (protocol_loop.cpp).
#include <atomic>
#include <mutex>
#include <ostream>
#include <string_view>

namespace boardlab::protocol {

// Lines to the GUI, whole and flushed, from the reading thread and the search thread alike.
class Output {
 public:
  explicit Output(std::ostream& out) : out_(out) {}
  void line(std::string_view text) {
    std::lock_guard lock(mutex_);
    out_ << text << '\n';
    out_.flush();
    if (!out_) failed_ = true;
  }
  // A write failed: the GUI is gone or the output is full, and the loop ends (the command line
  // reports which).
  bool failed() const { return failed_; }

 private:
  std::ostream& out_;
  std::mutex mutex_;
  std::atomic<bool> failed_{false};
};

}  // namespace boardlab::protocol
