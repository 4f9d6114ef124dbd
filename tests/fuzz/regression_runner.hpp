#pragma once
// Runs a fuzz target body over the files of tests/data/fuzz/<target>/seeds and /regressions (the
// inputs that once found a bug), in the normal test build: a body that throws anything but
// InputError (which it catches itself) fails the test, naming the file.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
#include "support/test_paths.hpp"

namespace boardlab::fuzz {

using Body = int (*)(const std::uint8_t*, std::size_t);

inline std::vector<std::filesystem::path> fuzz_inputs(const std::string& target) {
  std::vector<std::filesystem::path> files;
  for (const char* kind : {"seeds", "regressions"}) {
    const auto dir = std::filesystem::path(BOARDLAB_TEST_DATA) / "fuzz" / target / kind;
    if (std::filesystem::is_directory(dir))
      for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file()) files.push_back(entry.path());
  }
  return files;
}

inline void run_fuzz_inputs(const std::string& target, Body body) {
  const auto files = fuzz_inputs(target);
  EXPECT_FALSE(files.empty()) << "no seeds for fuzz target " << target;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    try {
      body(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    } catch (const std::exception& e) {
      ADD_FAILURE() << target << ": " << file.string() << ": " << e.what();
    }
  }
}

}  // namespace boardlab::fuzz
