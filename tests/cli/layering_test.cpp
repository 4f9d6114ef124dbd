// The layers of tools/ (docs/architecture.md, "Layers and folders"), checked on the sources: a
// folder includes only the folders below it, so tools/registry/ is the bottom and tools/cli/ the
// top. The framework and the variants include no tool at all.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

// Each folder and the tools/ folders it may include (itself always).
const std::map<std::string, std::set<std::string>> kMayInclude = {
    {"framework", {}},
    {"variants", {}},
    {"tools/registry", {}},
    {"tools/render", {}},
    {"tools/protocol", {"tools/registry"}},
    {"tools/match", {"tools/registry", "tools/protocol"}},
    {"tools/experiment", {"tools/registry", "tools/match", "tools/render", "tools/protocol"}},
    {"tools/verify", {"tools/registry", "tools/match", "tools/protocol"}},
    {"tools/tune", {}},
};

TEST(Layering, NoFolderIncludesALayerAboveIt) {
  const fs::path root = BOARDLAB_SOURCE;
  int files = 0;
  for (const auto& [folder, allowed] : kMayInclude) {
    for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
      const std::string ext = entry.path().extension().string();
      if (ext != ".hpp" && ext != ".cpp") continue;
      ++files;
      std::ifstream in(entry.path());
      for (std::string line; std::getline(in, line);) {
        if (line.rfind("#include \"tools/", 0) != 0) continue;
        const std::string path = line.substr(10);
        const std::string included = path.substr(0, path.find('/', 6));
        if (included == folder) continue;
        EXPECT_TRUE(allowed.count(included))
            << fs::relative(entry.path(), root).string() << " includes " << included
            << " (a layer above " << folder << ")";
      }
    }
  }
  EXPECT_GT(files, 100);  // the walk found the sources
}

}  // namespace
}  // namespace boardlab::test
