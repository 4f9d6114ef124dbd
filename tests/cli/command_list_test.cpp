// The command list exists once (tools/cli/command_list.cpp): `boardlab --help` lists it, the
// unknown-command error names the same commands in the same order, and docs/cli.md documents
// each of them.
#include <gtest/gtest.h>

#include <sstream>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

// The subcommands `boardlab --help` lists, in its order.
std::vector<std::string> listed_commands() {
  const RunResult help = run_boardlab({"--help"});
  EXPECT_EQ(help.status, 0) << help.err;
  std::istringstream in(help.out);
  std::vector<std::string> names;
  bool in_list = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Subcommands:", 0) == 0) {
      in_list = true;
    } else if (in_list && line.rfind("  ", 0) == 0) {
      std::istringstream words(line);
      names.emplace_back();
      words >> names.back();
    } else if (in_list && !line.empty()) {
      break;
    }
  }
  return names;
}

TEST(CommandList, HelpErrorsAndDocsNameTheSameCommands) {
  const std::vector<std::string> names = listed_commands();
  ASSERT_GE(names.size(), 16u);
  std::string joined;
  for (const std::string& n : names) joined += (joined.empty() ? "" : ", ") + n;
  const RunResult r = run_boardlab({"fly"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "error: unknown command 'fly' (commands: " + joined + "; see 'boardlab --help')\n");
  const std::string docs = slurp(std::string(BOARDLAB_SOURCE) + "/docs/cli.md");
  ASSERT_FALSE(docs.empty());
  for (const std::string& n : names)
    EXPECT_NE(docs.find("`boardlab " + n), std::string::npos) << n << " is not in docs/cli.md";
}

// Every listed command has its own help, with its own usage line.
TEST(CommandList, EachCommandHasItsHelp) {
  for (const std::string& n : listed_commands()) {
    const RunResult r = run_boardlab({n, "--help"});
    EXPECT_EQ(r.status, 0) << n << ": " << r.err;
    EXPECT_NE(r.out.find("Usage: boardlab " + n), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace boardlab::test
