#pragma once
// A weights file (framework/search/eval_weights_text.hpp) read for variant V: what --eval FILE,
// EvalFile and a built-in player's eval=FILE load. One line names the file and what is wrong.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "framework/search/eval_weights_text.hpp"

namespace boardlab::table {

// The weights in `path`; the compiled default for an empty path.
template <class V>
search::Weights<V> eval_file_weights(const std::string& path) {
  if (path.empty()) return search::compiled_weights<V>;
  constexpr std::size_t kMaxBytes = 1 << 20;  // a 9x9 variant's file is about 30 KB
  // Only a regular file: a FIFO or a device (/dev/stdin under a protocol) would block or never end.
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error))
    throw InputError("cannot read evaluation weights " + quote_path(path) +
                     (std::filesystem::exists(path, error) ? ": not a regular file" : ""));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read evaluation weights " + quote_path(path));
  std::string text(kMaxBytes + 1, '\0');
  in.read(text.data(), std::streamsize(text.size()));
  if (in.bad()) throw InputError("cannot read evaluation weights " + quote_path(path));
  text.resize(std::size_t(in.gcount()));
  if (text.size() > kMaxBytes)
    throw InputError("evaluation weights " + quote_path(path) +
                     " are over 1 MiB: not a weights file");
  if (text.find('\0') != std::string::npos)
    throw InputError("evaluation weights " + quote_path(path) + " are binary: not a weights file");
  try {
    return search::read_weights<V>(text);
  } catch (const InputError& e) {
    throw InputError("evaluation weights " + quote_path(path) + ": " + e.what());
  }
}

}  // namespace boardlab::table
