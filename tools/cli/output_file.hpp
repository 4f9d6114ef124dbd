#pragma once
// --out FILE for commands that write one document (svg, view): "-" is standard output.
#include <fstream>
#include <iostream>
#include <string>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::cli {

inline void write_out(const std::string& out, const std::string& text) {
  if (out == "-") {
    std::cout << text << std::flush;
    return;
  }
  std::ofstream f(out, std::ios::binary);
  f << text;
  if (!f.flush()) throw InputError("cannot write " + quote_path(out));
}

}  // namespace boardlab::cli
