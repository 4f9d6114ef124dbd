#pragma once
// Scratch files and directories for one test. Their names start with the running test's name
// (or, in a suite's set-up, the suite's), so two tests never meet whatever name each passes: not
// in one process, not in the gtest shards that share the build's TempDir() (tools/run-shards),
// and not when test files are compiled together (tools/cmake/UnityBatches.cmake).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace boardlab::test {

// TempDir() + "<Suite>.<Test>-<name>", with nothing there (an earlier run's leftovers removed).
inline std::string scratch_path(const std::string& name) {
  const ::testing::UnitTest& unit = *::testing::UnitTest::GetInstance();
  std::string owner = "global";
  if (const ::testing::TestInfo* test = unit.current_test_info())
    owner = std::string(test->test_suite_name()) + "." + test->name();
  else if (const ::testing::TestSuite* suite = unit.current_test_suite())
    owner = suite->name();
  for (char& c : owner)
    if (c == '/') c = '_';  // typed and parameterised tests' names hold slashes
  const std::string path = ::testing::TempDir() + owner + "-" + name;
  std::filesystem::remove_all(path);
  return path;
}

// scratch_path(name), created as an empty directory.
inline std::string scratch_dir(const std::string& name) {
  const std::string dir = scratch_path(name);
  std::filesystem::create_directories(dir);
  return dir;
}

// scratch_path(name), holding exactly `text`.
inline std::string scratch_file(const std::string& name, const std::string& text) {
  const std::string path = scratch_path(name);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace boardlab::test
