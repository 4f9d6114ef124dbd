// Weights files through the command line, the protocols and the players: `weights` writes the
// compiled default, which plays exactly as the compiled evaluation; a changed weight changes
// what the search says by what it weighs; a bad file is one error line wherever it is given.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/protocol_support.hpp"
#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::test {
namespace {

// What a weights file with `tempo 500` adds to chess's compiled tempo.
constexpr int kTempoRise = 500 - variants::Chess::evaluation::tempo;

// The default weights of `variant`, as `boardlab weights` writes them.
std::string default_weights_file(const std::string& variant) {
  const RunResult r = run_boardlab({"weights", "--variant", variant});
  EXPECT_EQ(r.status, 0) << r.err;
  return scratch_file("default-" + variant + ".weights", r.out);
}

std::string nodes_line(const RunResult& r) {
  const auto at = r.out.find("Nodes searched: ");
  return at == std::string::npos ? std::string() : r.out.substr(at, r.out.find('\n', at) - at);
}

// The score of `analyse --depth 1` from the start position ("score cp N" of its last info line).
int depth_one_score(const std::vector<std::string>& extra) {
  std::vector<std::string> args{"analyse", "--variant", "chess", "--depth", "1"};
  args.insert(args.end(), extra.begin(), extra.end());
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  const auto at = r.out.rfind(" score cp ");
  return at == std::string::npos ? -99999 : std::stoi(r.out.substr(at + 10));
}

TEST(EvalFile, TheDefaultWeightsFileSearchesExactlyAsTheCompiledWeights) {
  for (const std::string variant : {"chess", "shogi", "crazyhouse"}) {
    const std::string file = default_weights_file(variant);
    const RunResult compiled = run_boardlab({"bench", "--variant", variant});
    const RunResult loaded = run_boardlab({"bench", "--variant", variant, "--eval", file});
    ASSERT_EQ(compiled.status, 0) << compiled.err;
    ASSERT_EQ(loaded.status, 0) << loaded.err;
    EXPECT_FALSE(nodes_line(compiled).empty());
    EXPECT_EQ(nodes_line(loaded), nodes_line(compiled)) << variant;
    // And `weights --eval` writes the file back unchanged.
    const RunResult again = run_boardlab({"weights", "--variant", variant, "--eval", file});
    EXPECT_EQ(again.out, slurp(file)) << variant;
  }
}

TEST(EvalFile, AChangedWeightMovesTheScoreByWhatItWeighs) {
  // At depth 1 from the start, every reply is quiet: the score is minus the evaluation with
  // Black to move, tempo included. Tempo t -> 500 lowers it by 500 - t.
  const std::string file = scratch_file("tempo.weights", "variant chess\ntempo 500\n");
  EXPECT_EQ(depth_one_score({}) - depth_one_score({"--eval", file}), kTempoRise);
}

TEST(EvalFile, ABadFileIsOneErrorLine) {
  const std::string bad = scratch_file("bad.weights", "tempo 5\nvalue.mg N=300 Z=4\n");
  const RunResult r = run_boardlab({"analyse", "--depth", "1", "--eval", bad});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: evaluation weights '" + bad +
                       "': weights line 2: value.mg: unknown piece 'Z' (pieces: P N B R Q K)\n");
  const RunResult missing = run_boardlab({"selfplay", "--nodes", "100", "--eval", bad + ".gone"});
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "error: cannot read evaluation weights '" + bad + ".gone'\n");
  const RunResult folder =
      run_boardlab({"analyse", "--depth", "1", "--eval", ::testing::TempDir()});
  EXPECT_EQ(folder.err, "error: cannot read evaluation weights '" + ::testing::TempDir() +
                            "': not a regular file\n");
  // Shogi's pieces are not chess's.
  const RunResult other =
      run_boardlab({"weights", "--variant", "shogi", "--eval", default_weights_file("chess")});
  EXPECT_EQ(other.status, 2);
  EXPECT_NE(other.err.find("unknown piece 'Q'"), std::string::npos) << other.err;
  const RunResult bench = run_boardlab({"bench", "--eval", bad});
  EXPECT_EQ(bench.err, "error: --eval needs --variant: a weights file belongs to one variant\n");
}

TEST(EvalFile, UciEvalFileLoadsWeightsAndRefusesABadFile) {
  const std::string file = scratch_file("uci-tempo.weights", "tempo 500\n");
  const std::string bad = scratch_file("uci-bad.weights", "nonsense 1\n");
  ProtocolEngine e("uci", false);
  e.send("uci");
  ASSERT_TRUE(e.expect("uciok"));
  const auto hello = e.take_transcript();
  EXPECT_NE(
      std::find(hello.begin(), hello.end(), "option name EvalFile type string default <empty>"),
      hello.end());
  auto score = [&] {
    e.send("position startpos");
    e.send("go depth 1");
    int cp = -99999;
    e.expect([&](const std::string& l) {
      const auto at = l.find(" score cp ");
      if (at != std::string::npos) cp = std::stoi(l.substr(at + 10));
      return l.rfind("bestmove", 0) == 0;
    });
    return cp;
  };
  const int compiled = score();
  e.send("setoption name EvalFile value " + file);
  EXPECT_TRUE(errors_in(e.sync()).empty());
  EXPECT_EQ(compiled - score(), kTempoRise);
  e.send("setoption name EvalFile value " + bad);
  const auto errors = errors_in(e.sync());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "info string error: evaluation weights '" + bad +
                           "': weights line 1: unknown key 'nonsense'");
  EXPECT_EQ(compiled - score(), kTempoRise);  // the bad file left the loaded weights
  e.send("setoption name EvalFile value <empty>");
  EXPECT_EQ(score(), compiled);
  e.send("quit");
  EXPECT_EQ(e.exit_status(), 0);
}

TEST(EvalFile, MatchAndExperimentPlayersRefuseABadFileBeforeAnyGame) {
  const std::string bad = scratch_file("match-bad.weights", "tempo x\n");
  const RunResult m =
      run_boardlab({"match", "--engine", "name=a", "builtin", "eval=" + bad, "--engine", "name=b",
                    "builtin", "--each", "nodes=100", "--games", "2"});
  EXPECT_EQ(m.status, 2);
  EXPECT_EQ(m.out.find("Started game"), std::string::npos) << m.out;
  EXPECT_EQ(m.err, "error: evaluation weights '" + bad +
                       "': weights line 1: tempo 'x' is not an integer\n");
  const RunResult external = run_boardlab({"match", "--engine", "cmd=/bin/true", "eval=" + bad,
                                           "--engine", "builtin", "--each", "nodes=100"});
  EXPECT_EQ(external.status, 2);
  EXPECT_NE(external.err.find("eval=FILE is for the builtin player"), std::string::npos)
      << external.err;
  const std::string out = ::testing::TempDir() + "/eval-experiment";
  const RunResult x =
      run_boardlab({"experiment", "--variants", "chess,nocastle", "--games", "2", "--nodes", "100",
                    "--out", out, "--force", "--eval", "nocastle=" + bad});
  EXPECT_EQ(x.status, 2);
  EXPECT_EQ(x.err, "error: --eval nocastle=" + bad + ": evaluation weights '" + bad +
                       "': weights line 1: tempo 'x' is not an integer\n");
  const RunResult absent =
      run_boardlab({"experiment", "--variants", "chess", "--games", "2", "--nodes", "100", "--out",
                    out, "--force", "--eval", "shogi=" + bad});
  EXPECT_EQ(absent.err, "error: --eval shogi=" + bad + ": 'shogi' is not in --variants\n");
}

TEST(EvalFile, AnExperimentRecordsWhichWeightsPlayed) {
  const std::string file = default_weights_file("nocastle");
  const std::string out = ::testing::TempDir() + "/eval-experiment-ok";
  const RunResult x =
      run_boardlab({"experiment", "--variants", "chess,nocastle", "--games", "2", "--nodes", "200",
                    "--out", out, "--force", "--quiet", "--eval", "nocastle=" + file});
  ASSERT_EQ(x.status, 0) << x.err;
  const std::string run = slurp(out + "/summary.json");
  EXPECT_NE(run.find("\"eval_files\""), std::string::npos) << run;
  EXPECT_NE(run.find(file), std::string::npos) << run;
  // run.json names the file with its SHA-256, as sha256sum computes it.
  const RunResult digest = run_shell("sha256sum " + shell_quote(file));
  ASSERT_EQ(digest.status, 0);
  const auto record = nlohmann::json::parse(slurp(out + "/run.json"));
  EXPECT_EQ(record["players"]["nocastle"]["weights"], file);
  EXPECT_EQ(record["players"]["nocastle"]["weights_sha256"], digest.out.substr(0, 64));
  EXPECT_EQ(record["players"]["chess"]["weights"], "compiled");
  const std::string report = slurp(out + "/report.md");
  EXPECT_NE(
      report.find("Evaluation weights: nocastle from '" + file + "'; the others compiled in."),
      std::string::npos)
      << report;
}

}  // namespace
}  // namespace boardlab::test
