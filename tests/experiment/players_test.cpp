// `boardlab experiment --player`: an external engine plays an experiment's games through the match
// pipeline. boardlab's own UCI engine as that engine plays the very games the built-in player
// does (one search, two routes); Fairy-Stockfish plays the rule sets it knows; a wrong player is
// one error line before any game.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <vector>

#include "support/games_jsonl.hpp"
#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

const char* const kFairy = "/usr/games/fairy-stockfish";

RunResult experiment(const std::string& out, std::vector<std::string> extra) {
  std::vector<std::string> args = {
      "experiment", "--variants", "chess,nocastle", "--games", "4", "--nodes", "300",
      "--seed",     "7",          "--quiet",        "--out",   out};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_boardlab(args);
}

TEST(ExperimentPlayers, BoardlabOverUciPlaysTheBuiltinGames) {
  const std::string builtin = scratch_path("builtin"), engine = scratch_path("engine");
  ASSERT_EQ(experiment(builtin, {}).status, 0);
  const RunResult r =
      experiment(engine, {"--player", "cmd=" + std::string(BOARDLAB_BIN) + " arg=uci"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto a = recorded_games(builtin), b = recorded_games(engine);
  ASSERT_EQ(a.size(), 8u);
  ASSERT_EQ(b.size(), 8u);
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i]["moves"], b[i]["moves"]) << i;
    EXPECT_EQ(a[i]["result"], b[i]["result"]) << i;
    for (std::size_t m = 0; m < a[i]["move_info"].size(); ++m)
      EXPECT_EQ(a[i]["move_info"][m]["score"], b[i]["move_info"][m]["score"]) << i << " " << m;
  }
  const auto record = nlohmann::json::parse(slurp(engine + "/run.json"));
  EXPECT_EQ(record["players"]["chess"]["player"], "engine");
  EXPECT_EQ(record["players"]["chess"]["protocol"], "uci");
  EXPECT_EQ(record["players"]["nocastle"]["args"], nlohmann::json({"uci"}));
  EXPECT_EQ(record["players"]["chess"]["command_sha256"].get<std::string>().size(), 64u);
}

TEST(ExperimentPlayers, FairyStockfishPlaysTheRuleSetsItKnows) {
  if (!std::filesystem::exists(kFairy))
    GTEST_SKIP() << kFairy << " is not installed (tools/install-deps installs it)";
  const std::string dir = scratch_path("fairy");
  const RunResult r =
      run_boardlab({"experiment", "--variants", "chess,crazyhouse,nocastle", "--games", "2",
                    "--nodes", "1000", "--seed", "3", "--player", "cmd=" + std::string(kFairy),
                    "--player", "nocastle=builtin", "--quiet", "--out", dir});
  ASSERT_EQ(r.status, 0) << r.err;
  for (const auto& g : recorded_games(dir)) {
    EXPECT_EQ(g["first"], g["variant"] == "nocastle" ? "boardlab" : "fairy-stockfish") << g;
    const std::string result = g["result"];
    EXPECT_TRUE(result == "1-0" || result == "0-1" || result == "1/2-1/2" || result == "*") << g;
    EXPECT_EQ(g["reason"].get<std::string>().rfind("time forfeit", 0), std::string::npos) << g;
    EXPECT_EQ(g["reason"].get<std::string>().rfind("engine failure", 0), std::string::npos) << g;
    EXPECT_EQ(g["move_info"].size(), g["moves"].size());
  }
  const auto summary = nlohmann::json::parse(slurp(dir + "/summary.json"));
  EXPECT_EQ(summary["settings"]["players"]["*"], "cmd=" + std::string(kFairy));
  EXPECT_EQ(summary["settings"]["players"]["nocastle"], "builtin");
}

TEST(ExperimentPlayers, AWrongPlayerIsOneErrorBeforeAnyGame) {
  const std::string weights = ::testing::TempDir() + "players-default.weights",
                    copy = ::testing::TempDir() + "players-copy.weights";
  const RunResult w = run_boardlab({"weights", "--variant", "chess"});
  ASSERT_EQ(w.status, 0);
  std::ofstream(weights) << w.out;
  std::ofstream(copy) << w.out;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--player", "cmd=/nonexistent/engine"}, "cannot start engine"},
      {{"--player", "builtin nodes=5"}, "nodes= is not for a player"},
      {{"--player", "torpedo=builtin"}, "'torpedo' is not in --variants"},
      {{"--player", "builtin", "--player", "builtin eval=x"}, "two players"},
      {{"--player", "cmd=/bin/true builtin"}, "either builtin or cmd=PATH"},
      {{"--player", "chess=builtin eval=" + weights, "--eval", "chess=" + copy},
       "--eval and --player both give chess a weights file"},
  };
  for (const auto& [extra, expected] : cases) {
    const std::string out = scratch_path("bad");
    const RunResult r = experiment(out, extra);
    EXPECT_EQ(r.status, 2) << expected;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(std::filesystem::exists(out + "/games.jsonl"));
  }
}

}  // namespace
}  // namespace boardlab::test
