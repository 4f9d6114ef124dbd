// The cluster launchers run for real (label slow), each against the same small experiment played
// in one process:
// - tools/cluster/slurm-experiment.sbatch on a one-node Slurm cluster this test starts (munged,
//   slurmctld and slurmd on private ports, files and key): the job array plays the shards and the
//   job it submits merges them;
// - tools/cluster/parallel-experiment.sh with an sshloginfile naming this machine twice, as `:`
//   and as an ssh login to a private sshd, so that one shard comes home through --return.
// Both must merge into exactly the single run's games and summary. Skipped, with a message, where
// the daemons are missing (tools/install-deps --cluster installs them) or cannot start.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/cluster_daemons.hpp"
#include "support/games_jsonl.hpp"
#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kExperiment = {"--variants", "chess,nocastle,minishogi",
                                              "--games",    "6",
                                              "--nodes",    "300",
                                              "--seed",     "11",
                                              "--openings", "random-plies:4"};

std::string fresh_dir(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "boardlab_cluster_" + name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string options() {
  std::string line;
  for (const std::string& a : kExperiment) line.append(" ").append(shell_quote(a));
  return line;
}

// The single run both launchers must reproduce.
std::string single_run() {
  const std::string out = fresh_dir("single") + "/run";
  std::vector<std::string> args = {"experiment", "--quiet", "--out", out};
  args.insert(args.end(), kExperiment.begin(), kExperiment.end());
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return out;
}

void expect_same_results(const std::string& single, const std::string& merged) {
  EXPECT_EQ(without_move_times(slurp(single + "/games.jsonl")),
            without_move_times(slurp(merged + "/games.jsonl")));
  EXPECT_EQ(slurp(single + "/summary.json"), slurp(merged + "/summary.json"));
}

TEST(ClusterLaunchers, SlurmJobArrayPlaysTheShardsAndItsMergeMatchesOneRun) {
  const std::string dir = fresh_dir("slurm");
  SlurmCluster cluster(dir);
  if (!cluster.why_not().empty()) GTEST_SKIP() << cluster.why_not();
  const std::string out = dir + "/results";
  const std::string script =
      std::string(BOARDLAB_SOURCE) + "/tools/cluster/slurm-experiment.sbatch";
  const RunResult submitted =
      run_shell("cd " + shell_quote(dir) + " && " + cluster.env() + " OUT=" + shell_quote(out) +
                " K=2 BOARDLAB=" + shell_quote(BOARDLAB_BIN) + " sbatch --parsable --array=1-2 " +
                shell_quote(script) + options());
  ASSERT_EQ(submitted.status, 0) << submitted.err;
  // Generous: the two shards take seconds; a wait this long means a job is stuck.
  const bool finished = wait_until(
      900, [&] { return fs::exists(out + "/merged/summary.json") && cluster.queue().empty(); });
  ASSERT_TRUE(finished) << "the jobs did not finish; queue:\n"
                        << cluster.queue() << "job output:\n"
                        << run_shell("tail -n 5 " + shell_quote(dir) + "/*.out").out;
  EXPECT_TRUE(fs::exists(out + "/shard-1/summary.json"));
  EXPECT_TRUE(fs::exists(out + "/shard-2/summary.json"));
  expect_same_results(single_run(), out + "/merged");
}

TEST(ClusterLaunchers, ParallelOverSshAndLocalSlotsMatchesOneRun) {
  if (run_shell("command -v parallel && command -v rsync").status != 0)
    GTEST_SKIP() << "GNU Parallel or rsync is missing (tools/install-deps --cluster installs them)";
  const std::string dir = fresh_dir("ssh");
  SshServer ssh(dir);
  if (!ssh.why_not().empty()) GTEST_SKIP() << ssh.why_not();
  // One slot each: one shard runs here directly, the other over ssh and returns through rsync.
  std::ofstream(dir + "/hosts") << "1/" << ssh.login() << "\n1/:\n";
  const std::string out = dir + "/results";
  const RunResult r = run_shell(
      "BOARDLAB=" + shell_quote(BOARDLAB_BIN) + " " +
      shell_quote(std::string(BOARDLAB_SOURCE) + "/tools/cluster/parallel-experiment.sh") + " 2 " +
      shell_quote(out) + " --sshloginfile " + shell_quote(dir + "/hosts") + " --" + options());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_GE(ssh.logins(), 1) << "no shard went through ssh";
  expect_same_results(single_run(), out + "/merged");
}

}  // namespace
}  // namespace boardlab::test
