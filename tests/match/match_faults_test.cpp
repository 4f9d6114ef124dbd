// `boardlab match` under faults: record files that cannot be written, records that already exist
// or share a path, engines that stay silent (under node limits, in the handshake) or answer twice,
// set-up errors before any game, and a stderr log only when there is something in it. The fake
// engines are small shell scripts written here.
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"
#include "tools/match/record_endings.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;

// A UCI engine script: `on_uci` answers the handshake, `on_go` a search request.
std::string script(const std::string& dir, const std::string& name, const std::string& on_uci,
                   const std::string& on_go) {
  const std::string path = dir + "/" + name;
  std::ofstream(path) << "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n"
                      << "    uci) " << on_uci << ";;\n"
                      << "    isready) echo readyok;;\n"
                      << "    go*) " << on_go << ";;\n"
                      << "    quit) exit 0;;\n  esac\ndone\n";
  chmod(path.c_str(), 0755);
  return path;
}

const std::string kHandshake = "echo 'id name fake'; echo uciok";

std::vector<std::string> builtin_match(std::vector<std::string> extra) {
  std::vector<std::string> args = {"match",   "--engine",   "name=a", "builtin",
                                   "depth=1", "--engine",   "name=b", "builtin",
                                   "depth=1", "--maxplies", "16"};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(MatchFaults, AnUnwritableRecordStopsTheMatchWithOneLine) {
  if (access("/dev/full", W_OK) != 0) GTEST_SKIP() << "no writable /dev/full here";
  for (const std::string option : {"--pgn", "--jsonl"}) {
    const RunResult r = run_boardlab(builtin_match({"--games", "6", option, "/dev/full"}));
    EXPECT_EQ(r.status, 2) << option << ": " << r.out;
    EXPECT_EQ(r.err, "error: " + option + ": cannot write '/dev/full': No space left on device\n");
    EXPECT_EQ(r.out.find("Finished match"), std::string::npos) << r.out;
    // It stops at the first record, not after playing the rest.
    EXPECT_EQ(count_of(r.out, "Finished game"), 1) << r.out;
  }
}

TEST(MatchFaults, AFullFileSystemKeepsWholeGamesOnly) {
  const std::string dir = scratch_dir("tiny");
  if (geteuid() != 0 || mount("tmpfs", dir.c_str(), "tmpfs", 0, "size=16k") != 0)
    GTEST_SKIP() << "cannot mount a 16 KB tmpfs here (needs root and mount permission)";
  const RunResult r = run_boardlab(builtin_match({"--games", "400", "--pgn", dir + "/games.pgn"}));
  const std::string pgn = slurp(dir + "/games.pgn");
  umount(dir.c_str());
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("Finished match"), std::string::npos);
  // The games the file holds are exactly the ones finished before the failure, each whole.
  const int games = count_of(pgn, "[Event ");
  EXPECT_GT(games, 0);
  EXPECT_EQ(games + 1, count_of(r.out, "Finished game")) << r.out;
  EXPECT_EQ(count_of(pgn, "[Result "), games);
  ASSERT_GE(pgn.size(), 2u);
  EXPECT_EQ(pgn.substr(pgn.size() - 2), "\n\n");
}

TEST(MatchFaults, ExistingRecordsAreKeptUnlessForcedOrAppended) {
  const std::string dir = scratch_dir("existing");
  const std::string pgn = dir + "/games.pgn", jsonl = dir + "/games.jsonl";
  ASSERT_EQ(run_boardlab(builtin_match({"--games", "2", "--pgn", pgn, "--jsonl", jsonl})).status,
            0);
  const std::string first = slurp(pgn);
  for (const auto& [option, path] : {std::pair{"--pgn", pgn}, {"--jsonl", jsonl}}) {
    const RunResult r = run_boardlab(builtin_match({"--games", "2", option, path}));
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, std::string("error: ") + option + ": '" + path +
                         "' exists (add --force to overwrite it, or --append)\n");
    EXPECT_EQ(r.out, "");
  }
  EXPECT_EQ(slurp(pgn), first);
  ASSERT_EQ(run_boardlab(builtin_match({"--games", "2", "--pgn", pgn, "--append"})).status, 0);
  EXPECT_EQ(count_of(slurp(pgn), "[Event "), 4);
  ASSERT_EQ(run_boardlab(builtin_match({"--games", "2", "--pgn", pgn, "--force"})).status, 0);
  EXPECT_EQ(count_of(slurp(pgn), "[Event "), 2);
  const RunResult both = run_boardlab(builtin_match({"--pgn", pgn, "--force", "--append"}));
  EXPECT_EQ(both.err, "error: --force and --append exclude each other\n");
}

TEST(MatchFaults, TwoOutputsOnOneFileAreRefused) {
  const std::string dir = scratch_dir("same");
  const RunResult r = run_boardlab(builtin_match(
      {"--pgn", dir + "/x", "--jsonl", dir + "/../" + fs::path(dir).filename().string() + "/x"}));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("error: --pgn and --jsonl name the same file"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir + "/x"));
  // /dev/null is no file to corrupt.
  EXPECT_EQ(run_boardlab(builtin_match({"--pgn", "/dev/null", "--jsonl", "/dev/null"})).status, 0);
}

TEST(MatchFaults, ASilentEngineForfeitsAfterTheTimeoutWhatEverTheLimit) {
  const std::string dir = scratch_dir("silent");
  const std::string engine = script(dir, "mute", kHandshake, ":");
  for (const std::string limit : {"nodes=1000", "depth=3"}) {
    const RunResult r = run_boardlab({"match", "--engine", "name=mute", "cmd=" + engine, limit,
                                      "--engine", "name=in", "builtin", "depth=1", "--games", "1",
                                      "--timeout", "0.5", "--log", dir + "/log"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("Finished game 1 (mute vs in): 0-1 {time forfeit: mute did not answer "
                         "within 500 ms and was killed}"),
              std::string::npos)
        << r.out;
  }
}

TEST(MatchFaults, SetUpErrorsComeBeforeAnyGame) {
  const std::string dir = scratch_dir("setup");
  const std::string mute = script(dir, "mute", ":", ":");
  for (const auto& [engine, error] :
       {std::pair{mute,
                  "error: engine 'bad' did not answer 'uci' with 'uciok' within 0.5 s "
                  "(--timeout)\n"},
        {std::string("/nonexistent/engine"),
         "error: cannot start engine '/nonexistent/engine': No such file or directory\n"}}) {
    const RunResult r =
        run_boardlab({"match", "--engine", "name=bad", "cmd=" + engine, "depth=1", "--engine",
                      "name=in", "builtin", "depth=1", "--games", "4", "--concurrency", "2",
                      "--timeout", "0.5", "--log", dir + "/log"});
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, error);
  }
}

TEST(MatchFaults, ALateSecondBestmoveIsNotTakenForTheNextAnswer) {
  // boardlab's own UCI engine, with every bestmove followed by an unsolicited 'bestmove 0000'
  // (a resignation if it were read as the answer to the next move).
  const std::string dir = scratch_dir("twice");
  const std::string path = dir + "/twice";
  std::ofstream(path) << "#!/bin/sh\n"
                      << shell_quote(BOARDLAB_BIN)
                      << " uci | sed -u -e 's/^bestmove .*$/&\\nbestmove 0000/'\n";
  chmod(path.c_str(), 0755);
  const RunResult r = run_boardlab({"match", "--engine", "name=twice", "cmd=" + path, "depth=1",
                                    "--engine", "name=in", "builtin", "depth=1", "--games", "2",
                                    "--maxplies", "30", "--log", dir + "/log"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.find("resignation"), std::string::npos) << r.out;
  EXPECT_EQ(count_of(r.out, "Finished game"), 2) << r.out;
}

TEST(MatchFaults, TheStderrLogExistsOnlyWhenAnEngineWroteToIt) {
  const std::string dir = scratch_dir("log");
  const std::string quiet = script(dir, "quiet", kHandshake, "echo 'bestmove e2e4'");
  const std::string noisy =
      script(dir, "noisy", kHandshake + "; echo 'noise' >&2", "echo 'bestmove e2e4'");
  for (const auto& [engine, kept] : {std::pair{quiet, false}, {noisy, true}}) {
    fs::remove(dir + "/boardlab-match-stderr.log");
    // In DIR, where the default log would go.
    const RunResult r = run_shell(
        "cd " + shell_quote(dir) + " && " +
        boardlab_command({"match", "--engine", "name=x", "cmd=" + engine, "depth=1", "--engine",
                          "name=in", "builtin", "depth=1", "--games", "1", "--maxplies", "1"}));
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(fs::exists(dir + "/boardlab-match-stderr.log"), kept) << engine;
  }
  EXPECT_EQ(slurp(dir + "/boardlab-match-stderr.log"), "noise\n");
}

TEST(MatchFaults, RecordsEndTheWayTheirStandardsSay) {
  // PGN 8.1.1's Termination values, the detail beside them.
  EXPECT_EQ(match::pgn_termination("checkmate"), "normal");
  EXPECT_EQ(match::pgn_termination("threefold-repetition"), "normal");
  EXPECT_EQ(match::pgn_termination("resignation"), "normal");
  EXPECT_EQ(match::pgn_termination("adjudication: maximum plies"), "adjudication");
  EXPECT_EQ(match::pgn_termination("time forfeit: a used 1020 ms of 1000"), "time forfeit");
  EXPECT_EQ(match::pgn_termination("illegal move 'e2e5' by a: no such move"), "rules infraction");
  EXPECT_EQ(match::pgn_termination("engine failure: a exited during its move"), "abandoned");
  EXPECT_EQ(match::pgn_termination("aborted"), "unterminated");
  // CSA V2.2's closing statements; a foul names the side that made it.
  EXPECT_EQ(match::csa_special("1-0", "checkmate"), "%TSUMI");
  EXPECT_EQ(match::csa_special("1/2-1/2", "sennichite"), "");  // write_csa ends it itself
  EXPECT_EQ(match::csa_special("0-1", "resignation"), "%TORYO");
  EXPECT_EQ(match::csa_special("0-1", "adjudication: a resigns by score"), "%TORYO");
  EXPECT_EQ(match::csa_special("1/2-1/2", "adjudication: maximum plies"), "%HIKIWAKE");
  EXPECT_EQ(match::csa_special("0-1", "time forfeit: a used 1020 ms of 1000"), "%TIME_UP");
  EXPECT_EQ(match::csa_special("1-0", "declaration"), "%KACHI");
  EXPECT_EQ(match::csa_special("1-0", "perpetual-check"), "%-ILLEGAL_ACTION");
  EXPECT_EQ(match::csa_special("0-1", "engine failure: a exited"), "%+ILLEGAL_ACTION");
  EXPECT_EQ(match::csa_special("1/2-1/2", "jishogi"), "%JISHOGI");

  const std::string dir = scratch_dir("endings");
  ASSERT_EQ(run_boardlab({"match", "--variant", "minishogi", "--engine", "name=a", "builtin",
                          "depth=2", "--engine", "name=b", "builtin", "depth=1", "--games", "2",
                          "--csa", dir + "/csa"})
                .status,
            0);
  for (const auto& entry : fs::directory_iterator(dir + "/csa")) {
    const std::string text = slurp(entry.path());
    const std::string last = last_line(text);
    EXPECT_EQ(last[0], '%') << entry.path() << ":\n" << text;
  }
  ASSERT_EQ(run_boardlab(builtin_match({"--games", "2", "--pgn", dir + "/m.pgn"})).status, 0);
  ASSERT_EQ(
      run_boardlab({"selfplay", "--games", "1", "--depth", "1", "--pgn", dir + "/s.pgn"}).status,
      0);
  for (const std::string file : {"/m.pgn", "/s.pgn"}) {
    const std::string pgn = slurp(dir + file);
    for (const std::string tag : {"[Event ", "[Site ", "[Round ", "[White ", "[Black ", "[Result ",
                                  "[Termination ", "[TerminationDetails "})
      EXPECT_NE(pgn.find(tag), std::string::npos) << file << " lacks " << tag << ":\n" << pgn;
    EXPECT_EQ(pgn.find("[Termination \"checkmate"), std::string::npos) << pgn;
  }
}

}  // namespace
}  // namespace boardlab::test
