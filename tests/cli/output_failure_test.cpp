// Standard output that cannot be written: every command says so in one line and exits non-zero
// (a full device), and one whose reader went away (`| head`) ends quietly, as Unix tools do.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "support/run_command.hpp"

namespace boardlab::test {
namespace {

const std::string kFull = "error: cannot write output: No space left on device\n";

bool have_dev_full() { return access("/dev/full", W_OK) == 0; }

TEST(OutputFailure, EveryCommandReportsAFullDevice) {
  if (!have_dev_full()) GTEST_SKIP() << "no writable /dev/full here";
  const std::string dir = ::testing::TempDir() + "boardlab_output_failure";
  std::filesystem::create_directories(dir);
  const std::vector<std::vector<std::string>> commands = {
      {"perft", "--depth", "3"},
      {"perft", "--depth", "2", "--divide"},
      {"setup", "--moves", "e2e4"},
      {"show", "--moves", "e2e4"},
      {"game", "--moves", "f2f3 e7e5 g2g4 d8h4"},
      {"variants"},
      {"svg", "--out", "-"},
      {"analyse", "--depth", "2"},
      {"selfplay", "--games", "1", "--depth", "1"},
      {"match", "--engine", "name=a", "builtin", "depth=1", "--engine", "name=b", "builtin",
       "depth=1", "--games", "2", "--maxplies", "10"},
      {"experiment", "--variants", "chess", "--games", "2", "--depth", "1", "--maxplies", "10",
       "--out", dir + "/experiment", "--force"},
  };
  for (const auto& args : commands) {
    const RunResult r = run_shell(boardlab_command(args) + " >/dev/full");
    EXPECT_EQ(r.status, 2) << args[0] << ": " << r.err;
    // The last line (perft's timing line on stderr may come before it), and the only error.
    EXPECT_EQ(last_line(r.err) + "\n", kFull) << args[0];
    EXPECT_EQ(r.err.find("error:"), r.err.rfind("error:")) << args[0] << ": " << r.err;
  }
}

TEST(OutputFailure, ProtocolsStopAtAFullDevice) {
  if (!have_dev_full()) GTEST_SKIP() << "no writable /dev/full here";
  for (const std::string protocol : {"uci", "usi"}) {
    const RunResult r = run_shell("printf '" + protocol + "\\nisready\\n' | " +
                                  boardlab_command({protocol}) + " >/dev/full");
    EXPECT_EQ(r.status, 2) << protocol << ": " << r.err;
    EXPECT_EQ(r.err, kFull) << protocol;
  }
}

TEST(OutputFailure, AClosedPipeEndsQuietly) {
  // perft dies of SIGPIPE as other tools do; match ignores SIGPIPE (its engines' pipes) and must
  // notice the failed write itself, then end as quietly.
  const std::vector<std::vector<std::string>> commands = {
      {"perft", "--depth", "4", "--divide"},
      {"match", "--engine", "name=a", "builtin", "depth=1", "--engine", "name=b", "builtin",
       "depth=1", "--games", "40", "--maxplies", "20"},
  };
  for (const auto& args : commands) {
    const RunResult r = run_shell(boardlab_command(args) + " | head -n 1");
    EXPECT_EQ(r.err.find("error"), std::string::npos) << args[0] << ": " << r.err;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << args[0] << ": " << r.out;
  }
}

}  // namespace
}  // namespace boardlab::test
