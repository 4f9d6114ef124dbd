// boardlab tune through the command line: it learns from games.jsonl and CSA records, writes a
// weights file every weights reader accepts and a report, holds out the same games on every
// run, and each bad input is one error line naming it.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

std::string data(const std::string& name) { return std::string(BOARDLAB_TEST_DATA) + "/" + name; }
std::string temp(const std::string& name) { return ::testing::TempDir() + "/" + name; }

TEST(Tune, LearnsFromSelfPlayAndWritesWeightsTheEngineReads) {
  const std::string out = temp("tuned-chess.weights");
  const RunResult r = run_boardlab(
      {"tune", "--variant", "chess", "--games", data("tune/chess-selfplay.jsonl"), "--out", out,
       "--epochs", "40", "--fit", "value,term", "--threads", "2", "--validation", "0"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("tuned chess on "), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("tune: epoch 40/40"), std::string::npos) << r.err;  // progress
  // The file reads back, and writing it again gives the same weights.
  const RunResult back = run_boardlab({"weights", "--variant", "chess", "--eval", out});
  ASSERT_EQ(back.status, 0) << back.err;
  const std::string written = slurp(out);
  EXPECT_EQ(written.substr(written.find('\n') + 1), back.out);  // after the "tuned by" line
  // The fit moved the weights it was given, and only those.
  const RunResult compiled = run_boardlab({"weights", "--variant", "chess"});
  EXPECT_NE(back.out, compiled.out);
  const auto line = [](const std::string& text, const std::string& key) {
    const auto at = text.find("\n" + key + " ");
    return text.substr(at, text.find('\n', at + 1) - at);
  };
  EXPECT_NE(line(back.out, "value.mg"), line(compiled.out, "value.mg"));
  EXPECT_EQ(line(back.out, "mobility.mg"), line(compiled.out, "mobility.mg"));
  EXPECT_EQ(line(back.out, "tempo"), line(compiled.out, "tempo"));
  // The engine plays with it.
  const RunResult played =
      run_boardlab({"analyse", "--variant", "chess", "--depth", "3", "--eval", out});
  EXPECT_EQ(played.status, 0) << played.err;
  // The report states the data: the 24 games, none held out.
  const std::string report = slurp(out + ".md");
  EXPECT_NE(report.find("# boardlab tune: chess"), std::string::npos) << report;
  EXPECT_NE(report.find("Games: 24 from"), std::string::npos) << report;
  EXPECT_NE(report.find("Held out (seed 1): 0 games"), std::string::npos) << report;
  EXPECT_NE(report.find("The weights that moved most"), std::string::npos) << report;
  // The same run again, on one thread, writes the same weights.
  const std::string again = temp("tuned-chess-again.weights");
  ASSERT_EQ(run_boardlab({"tune", "--variant", "chess", "--games",
                          data("tune/chess-selfplay.jsonl"), "--out", again, "--epochs", "40",
                          "--fit", "value,term", "--threads", "1", "--validation", "0"})
                .status,
            0);
  EXPECT_EQ(run_boardlab({"weights", "--variant", "chess", "--eval", again}).out, back.out);
}

TEST(Tune, HoldsOutTheSameGamesForTheSameSeed) {
  auto held_out = [](const std::string& seed) {
    const std::string out = temp("held-out-" + seed + ".weights");
    const RunResult r =
        run_boardlab({"tune", "--variant", "chess", "--games", data("tune/chess-selfplay.jsonl"),
                      "--out", out, "--epochs", "3", "--validation", "0.25", "--seed", seed});
    EXPECT_EQ(r.status, 0) << r.err;
    const std::string report = slurp(out + ".md");
    const auto at = report.find("Held out");
    return report.substr(at, report.find('\n', at) - at);
  };
  EXPECT_EQ(held_out("5"), held_out("5"));
  EXPECT_NE(held_out("5").find("(seed 5): "), std::string::npos) << held_out("5");
  EXPECT_EQ(held_out("5").find(": 0 games"), std::string::npos) << held_out("5");
  // Another seed holds out other games (the counts after "(seed S): " differ).
  const auto counts = [](const std::string& line) { return line.substr(line.find("): ")); };
  EXPECT_NE(counts(held_out("5")), counts(held_out("6")));
}

TEST(Tune, LearnsFromShogiRecordsAndSkipsOtherVariantsLines) {
  const std::string out = temp("tuned-shogi.weights");
  const RunResult r = run_boardlab(
      {"tune", "--variant", "shogi", "--games", data("shogi-kifu-not_sennichite-1.csa"),
       data("shogi-kifu-not_sennichite-2.csa"), data("tune/chess-selfplay.jsonl"), "--out", out,
       "--epochs", "5", "--validation", "0", "--report", temp("shogi-report.md")});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string report = slurp(temp("shogi-report.md"));
  EXPECT_NE(report.find("Games: 2 from"), std::string::npos) << report;
  EXPECT_NE(report.find("Games skipped (another variant): 24"), std::string::npos) << report;
  EXPECT_EQ(run_boardlab({"weights", "--variant", "shogi", "--eval", out}).status, 0);
}

TEST(Tune, EachBadInputIsOneLineNamingIt) {
  const std::string bad_line = temp("bad-line.jsonl");
  std::ofstream(bad_line) << slurp(data("tune/chess-selfplay.jsonl")).substr(0, 300) << "\n";
  const std::string illegal = temp("illegal.jsonl");
  std::ofstream(illegal) << R"({"variant":"chess","moves":["e2e4","e7e5","e1e3"],"result":"1-0"})"
                         << "\n";
  const std::string games = data("tune/chess-selfplay.jsonl");
  struct Bad {
    std::vector<std::string> args;
    std::string says;
  };
  const Bad cases[] = {
      {{"--games", games, "--out", temp("x.w"), "--fit", "hand"}, "--fit: 'hand' names no weight"},
      {{"--games", bad_line, "--out", temp("x.w")}, "bad-line.jsonl' line 1: not a game line"},
      {{"--games", illegal, "--out", temp("x.w")}, "illegal.jsonl' line 1: move 3 'e1e3'"},
      {{"--games", temp("missing.jsonl"), "--out", temp("x.w")}, "cannot read"},
      {{"--games", data("chess-perftsuite.epd"), "--out", temp("x.w")},
       "a games file ends in .jsonl"},
      {{"--games", data("records/two-games.pgn"), "--out", temp("x.w"), "--variant", "shogi"},
       "reads no pgn records"},
      {{"--games", games, "--out", temp("x.w"), "--skip-plies", "1000"},
       "no positions to learn from"},
      {{"--games", games, "--out", temp("no-such-dir/x.w"), "--epochs", "1"}, "cannot write"},
      {{"--games", games, "--out", temp("x.w"), "--eval", temp("missing.weights")},
       "cannot read evaluation weights"},
  };
  for (const Bad& b : cases) {
    std::vector<std::string> args{"tune"};
    args.insert(args.end(), b.args.begin(), b.args.end());
    const RunResult r = run_boardlab(args);
    EXPECT_NE(r.status, 0) << b.says;
    EXPECT_NE(r.err.find(b.says), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("terminate"), std::string::npos) << r.err;
    EXPECT_EQ(last_line(r.err).find("error"), 0u) << r.err;
  }
}

}  // namespace
}  // namespace boardlab::test
