#pragma once
// Standard output that cannot fail silently. std::cout writes through a buffer that remembers the
// first failed write and why, so that every command can end by saying so: a full disk or a closed
// file is "error: cannot write output: ..." and a non-zero exit, a reader that went away (`| head`)
// ends the program quietly, as it ends other Unix tools. Long-running commands (match, the
// protocols) ask after each line, so they stop at once instead of playing on into the void.
#include <stdexcept>
#include <string>

namespace boardlab::cli {

// A write to standard output failed. Not an InputError: nothing the user typed was wrong.
class OutputError : public std::runtime_error {
 public:
  OutputError(const std::string& what, bool closed_pipe)
      : std::runtime_error(what), closed_pipe_(closed_pipe) {}
  // The reader of a pipe went away: end quietly.
  bool closed_pipe() const { return closed_pipe_; }

 private:
  bool closed_pipe_;
};

// From here on std::cout writes through the checked buffer (idempotent).
void use_checked_output();
// Flushes std::cout; throws OutputError when any write to it has failed.
void check_output();
// The program's exit status after a command that returned `status`: standard output flushed and
// checked, a failure printed as one line (or, for a closed pipe, the program ends as SIGPIPE
// would end it).
int finish_output(int status);
// What the command line does with an OutputError: one line and status 2, or quiet for a pipe.
int report_output_error(const OutputError& e);

}  // namespace boardlab::cli
