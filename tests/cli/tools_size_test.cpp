// tools/ stays readable: no source file over 400 lines and no function over 80 (issue 29's
// limits). Functions are found on the clang-formatted sources: a body's closing brace stands alone
// at the indentation of the line that began its definition, and a definition's head holds a
// parameter list and no control keyword.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

std::size_t indentation(const std::string& line) { return line.find_first_not_of(' '); }

// A line that begins a function definition (its first line, as clang-format breaks it): a name
// and an opening parenthesis, no assignment, and no keyword that begins another construct.
// (No std::regex: GCC 12 warns falsely inside it under the sanitizers.)
bool begins_function(const std::string& line) {
  const std::size_t first = line.find_first_not_of(' ');
  if (first == std::string::npos) return false;
  const std::string text = line.substr(first);
  for (const char* word :
       {"}",         "//",      "#",        "if ",       "if(",   "for ",    "for(",
        "while ",    "switch ", "else",     "do ",       "try ",  "catch ",  "namespace",
        "class ",    "struct ", "enum ",    "union ",    "case ", "return ", "extern ",
        "template ", "public:", "private:", "protected:"})
    if (text.rfind(word, 0) == 0) return false;
  const std::size_t paren = text.find('(');
  if (paren == std::string::npos || paren == 0 || text.find(" = ") != std::string::npos)
    return false;
  const char before = text[paren - 1];
  return std::isalnum(static_cast<unsigned char>(before)) || before == '_' || before == '>';
}

TEST(ToolsSize, NoFileOver400LinesAndNoFunctionOver80) {
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(BOARDLAB_SOURCE) / "tools")) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".hpp" && ext != ".cpp") continue;
    ++files;
    const std::string name = fs::relative(entry.path(), BOARDLAB_SOURCE).string();
    std::vector<std::string> lines;
    std::ifstream in(entry.path());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    // Generated data (piece figures) is not code to read.
    if (name.find("piece_art") == std::string::npos) {
      EXPECT_LE(lines.size(), 400u) << name;
    }
    for (std::size_t end = 0; end < lines.size(); ++end) {
      if (lines[end].find_first_not_of(' ') == std::string::npos || lines[end].back() != '}' ||
          lines[end].find_first_not_of(' ') != lines[end].size() - 1)
        continue;
      // The line that opened this brace: the last one before it at the same indentation.
      const std::size_t depth = indentation(lines[end]);
      std::size_t start = end;
      while (start > 0) {
        --start;
        if (!lines[start].empty() && indentation(lines[start]) == depth &&
            lines[start][depth] != '}')
          break;
      }
      if (begins_function(lines[start])) {
        EXPECT_LE(end - start + 1, 80u) << name << ":" << start + 1 << " " << lines[start];
      }
    }
  }
  EXPECT_GT(files, 60);  // the walk found the sources
}

}  // namespace
}  // namespace boardlab::test
