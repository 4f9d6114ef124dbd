// Each rule set played with its own tuned weights (docs/cli.md's two-step recipe, at toy sizes):
// an experiment's games feed `boardlab tune` once per variant, the measured run plays each
// variant's file, and run.json and the report say which weights played and the piece values they
// hold (checked against a hand-written file's arithmetic).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string sha256_of(const std::string& path) {
  const RunResult r = run_shell("sha256sum " + shell_quote(path));
  return r.out.substr(0, r.out.find(' '));
}

TEST(TunedWeights, RecipeTunesEachRuleSetOnItsOwnGamesAndRecordsWhichWeightsPlayed) {
  const std::string dir = scratch_dir("recipe");
  const std::vector<std::string> base = {"experiment", "--variants", "chess,nocastle",
                                         "--nodes",    "300",        "--quiet"};
  std::vector<std::string> tuning = base;
  tuning.insert(tuning.end(), {"--games", "8", "--seed", "101", "--out", dir + "/tuning"});
  ASSERT_EQ(run_boardlab(tuning).status, 0);
  for (const std::string v : {"chess", "nocastle"}) {
    const RunResult t =
        run_boardlab({"tune", "--variant", v, "--games", dir + "/tuning/games.jsonl", "--epochs",
                      "3", "--out", dir + "/" + v + ".weights"});
    ASSERT_EQ(t.status, 0) << t.err;
    // The tuner read only this variant's games out of the shared file.
    EXPECT_NE(t.out.find("tuned " + v + " on"), std::string::npos) << t.out;
  }
  std::vector<std::string> measured = base;
  measured.insert(measured.end(),
                  {"--games", "4", "--seed", "1", "--eval", "chess=" + dir + "/chess.weights",
                   "--eval", "nocastle=" + dir + "/nocastle.weights", "--out", dir + "/measured"});
  const RunResult r = run_boardlab(measured);
  ASSERT_EQ(r.status, 0) << r.err;
  const json players = json::parse(slurp(dir + "/measured/run.json"))["players"];
  const std::string report = slurp(dir + "/measured/report.md");
  for (const std::string v : {"chess", "nocastle"}) {
    const std::string file = dir + "/" + v + ".weights";
    EXPECT_EQ(players[v]["weights"], file);
    EXPECT_EQ(players[v]["weights_sha256"], sha256_of(file));
    for (const char* piece : {"N", "B", "R", "Q"})
      EXPECT_TRUE(players[v]["piece_values"][piece]["mg"].is_number()) << v << ' ' << piece;
    EXPECT_NE(report.find("| " + v + " | " + file + " |"), std::string::npos) << report;
  }
}

TEST(TunedWeights, PieceValuesOfTheWeightsAreEachValueOverThePawns) {
  const std::string dir = scratch_dir("values");
  const std::string file = dir + "/chess.weights";
  std::ofstream(file) << "value.mg P=100 N=300 B=330 R=500 Q=900\n"
                         "value.eg P=200 N=400 B=600 R=1000 Q=1700\n";
  const RunResult r =
      run_boardlab({"experiment", "--variants", "chess", "--games", "2", "--nodes", "100",
                    "--quiet", "--eval", "chess=" + file, "--out", dir + "/run"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json values = json::parse(slurp(dir + "/run/run.json"))["players"]["chess"]["piece_values"];
  EXPECT_EQ(values["N"], json({{"mg", 3.0}, {"eg", 2.0}}));
  EXPECT_EQ(values["B"], json({{"mg", 3.3}, {"eg", 3.0}}));
  EXPECT_EQ(values["R"], json({{"mg", 5.0}, {"eg", 5.0}}));
  EXPECT_EQ(values["Q"], json({{"mg", 9.0}, {"eg", 8.5}}));
  EXPECT_FALSE(values.contains("P"));  // the unit
  EXPECT_NE(
      slurp(dir + "/run/report.md")
          .find("| chess | " + file + " | 3.30 / 3.00 | 3.00 / 2.00 | 9.00 / 8.50 | 5.00 / 5.00 |"),
      std::string::npos);
}

}  // namespace
}  // namespace boardlab::test
