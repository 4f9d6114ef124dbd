#pragma once
// The one exception type for bad user input (positions, moves, options). Its message is a single
// line naming what is wrong; the command line prints it after "error: " and exits with status 2.
#include <stdexcept>
#include <string>

namespace boardlab {

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace boardlab
