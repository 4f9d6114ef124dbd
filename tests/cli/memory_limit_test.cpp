// A transposition table larger than the machine can give is named as the user's request (--hash,
// the Hash option), not reported as an internal error.
#include <gtest/gtest.h>

#include <string>

#include "support/run_command.hpp"

namespace boardlab::test {
namespace {

TEST(MemoryLimit, AHashTooLargeForTheMachineIsNamed) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer reserves more address space than the limit set here";
#else
  // 1.5 GB of address space: the 4 GB table cannot be had, whatever the machine's memory.
  const std::string limit = "ulimit -v 1500000 && ";
  const RunResult analyse =
      run_shell(limit + boardlab_command({"analyse", "--depth", "1", "--hash", "4096"}));
  EXPECT_EQ(analyse.status, 2);
  EXPECT_EQ(analyse.err,
            "error: a hash table of 4096 MB cannot be allocated on this machine (ask for less: "
            "--hash, or the Hash option)\n");
  const RunResult uci =
      run_shell(limit + "printf 'uci\\nsetoption name Hash value 4096\\nisready\\n' | " +
                boardlab_command({"uci"}));
  EXPECT_EQ(uci.status, 0) << uci.err;
  EXPECT_NE(uci.out.find("info string error: a hash table of 4096 MB cannot be allocated"),
            std::string::npos)
      << uci.out;
  EXPECT_NE(uci.out.find("readyok"), std::string::npos);
#endif
}

}  // namespace
}  // namespace boardlab::test
