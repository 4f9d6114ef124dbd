// An experiment that is killed (SIGKILL) or interrupted (SIGINT, SIGTERM) keeps every finished
// game, and `--resume` ends with the very files an uninterrupted run writes, byte for byte.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/games_jsonl.hpp"
#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"

extern char** environ;

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

// Named with the process id: the suite set-up runs in every shard that has one of its tests
// (tools/run-shards), and two shards sharing one reference directory would overwrite each other's.
std::string dir_for(const std::string& name) {
  return scratch_path(name + "_" + std::to_string(getpid()));
}

// The run's settings, played by `jobs` threads (which changes who plays a game, never the game).
std::vector<std::string> run_args(const std::string& out, const std::string& jobs = "2") {
  return {
      "experiment", "--variants", "chess,torpedo",  "--games", "16", "--nodes", "400",   "--seed",
      "5",          "--openings", "random-plies:4", "--jobs",  jobs, "--quiet", "--out", out};
}

// Every file of DIR by name, with its bytes, but run.json (the record of how the run went:
// sessions, times, checked on its own) and games.jsonl's per-move thinking times.
std::map<std::string, std::string> files_of(const std::string& dir) {
  std::map<std::string, std::string> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename() != "run.json")
      files[e.path().filename().string()] = slurp(e.path().string());
  if (files.count("games.jsonl")) files["games.jsonl"] = without_move_times(files["games.jsonl"]);
  return files;
}

int lines_in(const std::string& path) {
  const std::string text = slurp(path);
  return int(std::count(text.begin(), text.end(), '\n'));
}

// Starts boardlab in the background (output to files in its directory's parent); the pid.
pid_t start(const std::vector<std::string>& args, const std::string& log) {
  std::vector<std::string> argv = {BOARDLAB_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> raw;
  for (auto& a : argv) raw.push_back(a.data());
  raw.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, (log + ".out").c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, (log + ".err").c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = -1;
  const int failed = posix_spawn(&pid, raw[0], &actions, nullptr, raw.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  EXPECT_EQ(failed, 0);
  return pid;
}

// Waits (bounded, generously) until DIR's finished-games file holds `n` games.
bool wait_for_games(const std::string& dir, int n) {
  for (int i = 0; i < 6000; ++i) {
    if (lines_in(dir + "/finished.jsonl") >= n) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

// The exit status, or 128 + the signal that ended it.
int wait_status(pid_t pid) {
  int raw = 0;
  waitpid(pid, &raw, 0);
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
}

class Resume : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    reference_ = new std::map<std::string, std::string>;
    reference_dir_ = new std::string(dir_for("reference"));
    const RunResult r = run_boardlab(run_args(*reference_dir_));
    ASSERT_EQ(r.status, 0) << r.err;
    *reference_ = files_of(*reference_dir_);
  }
  static void TearDownTestSuite() {
    delete reference_;
    delete reference_dir_;
  }
  // The uninterrupted run: its directory and its files.
  static std::string* reference_dir_;
  static std::map<std::string, std::string>* reference_;
};
std::string* Resume::reference_dir_ = nullptr;
std::map<std::string, std::string>* Resume::reference_ = nullptr;

TEST_F(Resume, AfterSigkillTheOutputsAreByteIdentical) {
  const std::string dir = dir_for("kill");
  const pid_t pid = start(run_args(dir), dir);
  ASSERT_TRUE(wait_for_games(dir, 2));
  kill(pid, SIGKILL);
  EXPECT_EQ(wait_status(pid), 128 + SIGKILL);
  const int kept = lines_in(dir + "/finished.jsonl");
  ASSERT_LT(kept, 32) << "the run finished before it was killed";
  // A kill in the middle of a write leaves a partial last line: dropped on resume.
  std::ofstream(dir + "/finished.jsonl", std::ios::app) << "{\"variant\":\"chess\",\"ind";
  const RunResult r = run_boardlab({"experiment", "--resume", "--out", dir, "--quiet"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(files_of(dir), *reference_);
}

TEST_F(Resume, SigintAndSigtermKeepFinishedGamesAndSayHowToResume) {
  for (const int signal : {SIGINT, SIGTERM}) {
    const std::string dir = dir_for("signal" + std::to_string(signal));
    const pid_t pid = start(run_args(dir), dir);
    ASSERT_TRUE(wait_for_games(dir, 1));
    kill(pid, signal);
    EXPECT_EQ(wait_status(pid), 128 + signal);
    const std::string err = slurp(dir + ".err");
    EXPECT_NE(err.find("games are kept in '" + dir +
                       "'; continue with: boardlab experiment "
                       "--resume --out '" +
                       dir + "'"),
              std::string::npos)
        << err;
    const int kept = lines_in(dir + "/finished.jsonl");
    EXPECT_GE(kept, 1);
    // Resumed with the same settings given again, and more jobs: the same games.
    std::vector<std::string> again = run_args(dir, "1");
    again.push_back("--resume");
    const RunResult r = run_boardlab(again);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(files_of(dir), *reference_);
    // run.json tells the run's story: interrupted after `kept` games, resumed, finished.
    const auto record = nlohmann::json::parse(slurp(dir + "/run.json"));
    ASSERT_EQ(record["sessions"].size(), 2u);
    EXPECT_EQ(record["sessions"][0]["end"], "interrupted");
    EXPECT_EQ(record["sessions"][0]["games_played"], kept);
    EXPECT_EQ(record["sessions"][0]["jobs"], 2);
    EXPECT_EQ(record["sessions"][1]["end"], "finished");
    EXPECT_EQ(record["sessions"][1]["games_played"], 32 - kept);
    EXPECT_EQ(record["sessions"][1]["jobs"], 1);
    EXPECT_EQ(record["sessions"][1]["command_line"].back(), "--resume");
    EXPECT_EQ(record["settings"]["games"], 16);
  }
}

TEST_F(Resume, WrongResumesAreOneClearError) {
  const std::string dir = dir_for("wrong");
  const pid_t pid = start(run_args(dir), dir);
  ASSERT_TRUE(wait_for_games(dir, 1));
  kill(pid, SIGKILL);
  wait_status(pid);
  struct Bad {
    std::vector<std::string> args;
    std::string error;
  };
  const std::string reference = *reference_dir_;
  for (const Bad& bad : std::vector<Bad>{
           {{"experiment", "--resume", "--out", dir, "--variants", "chess", "--games", "10",
             "--nodes", "400"},
            "error: --resume: '" + dir +
                "' was started with other settings; give the same ones, or none\n"},
           {{"experiment", "--variants", "chess", "--games", "2", "--nodes", "400", "--out", dir},
            "error: --out '" + dir +
                "' holds an interrupted run: continue it with --resume, or start again with "
                "--force\n"},
           {{"experiment", "--resume", "--out", reference},
            "error: --resume: '" + reference + "' holds a finished run (summary.json)\n"},
           {{"experiment", "--resume", "--out", dir + "-none"},
            "error: --resume: '" + dir + "-none' holds no interrupted experiment (no run.json)\n"},
           {{"experiment", "merge", dir, reference, "--out", dir + "-merged"},
            "error: merge: '" + dir +
                "' has not finished; continue it with: boardlab experiment --resume --out '" + dir +
                "'\n"}}) {
    const RunResult r = run_boardlab(bad.args);
    EXPECT_EQ(r.status, 2) << bad.error;
    EXPECT_EQ(r.err, bad.error);
  }
}

}  // namespace
}  // namespace boardlab::test
