// `boardlab experiment --openings balanced:K`: every opening a run plays scores within the window
// when the same fixed-node search is asked over UCI, every variant of a pair starts from the same
// moves, and the choice is reproducible whatever the shards.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "protocol/protocol_support.hpp"
#include "support/games_jsonl.hpp"
#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

const std::vector<std::string> kBalancedRun = {"experiment",
                                               "--variants",
                                               "chess,nocastle",
                                               "--games",
                                               "6",
                                               "--nodes",
                                               "200",
                                               "--openings",
                                               "balanced:6",
                                               "--seed",
                                               "4",
                                               "--balance-nodes",
                                               "3000",
                                               "--balance-window",
                                               "25",
                                               "--quiet",
                                               "--maxplies",
                                               "60"};

// The score `boardlab uci` gives the opening after `go nodes 3000` with the experiment's 4 MB
// table, fresh.
int uci_score(const std::string& variant, const std::vector<std::string>& moves) {
  ProtocolEngine e("uci");
  e.send("setoption name UCI_Variant value " + variant);
  e.send("setoption name Hash value 4");
  e.send("ucinewgame");
  std::string position = "position startpos moves";
  for (const std::string& m : moves) position += " " + m;
  e.send(position);
  e.ask("go nodes 3000", "bestmove ");
  int score = 100000;
  for (const std::string& line : e.take_transcript())
    if (const auto at = line.find(" score cp "); at != std::string::npos)
      score = std::atoi(line.c_str() + at + 10);
  return score;
}

TEST(BalancedOpenings, EveryOpeningScoresWithinTheWindowInEveryVariant) {
  const std::string dir = scratch_path("run");
  std::vector<std::string> args = kBalancedRun;
  args.insert(args.end(), {"--out", dir});
  const RunResult r = run_boardlab(args);
  ASSERT_EQ(r.status, 0) << r.err;
  const auto games = recorded_games(dir);
  ASSERT_EQ(games.size(), 12u);
  std::map<int, std::vector<std::string>> chess_openings;
  for (const auto& g : games) {
    const std::vector<std::string> moves = g["opening"]["moves"];
    EXPECT_EQ(moves.size(), 6u);
    const int pair = (g["game"].get<int>() - 1) / 2;
    if (g["variant"] == "chess") chess_openings[pair] = moves;
  }
  // Both variants, both games of a pair: one opening (none of these castles, so nocastle can
  // play chess's).
  for (const auto& g : games)
    EXPECT_EQ(g["opening"]["moves"], chess_openings[(g["game"].get<int>() - 1) / 2]);
  for (const auto& [pair, moves] : chess_openings)
    for (const char* variant : {"chess", "nocastle"}) {
      const int score = uci_score(variant, moves);
      EXPECT_LE(std::abs(score), 25) << variant << " pair " << pair;
    }
  const auto summary = nlohmann::json::parse(slurp(dir + "/summary.json"));
  EXPECT_EQ(summary["settings"]["balanced_openings"]["window_cp"], 25);
  EXPECT_EQ(summary["settings"]["balanced_openings"]["nodes"], 3000);
  // The report says how the openings were chosen, not only their plies.
  EXPECT_NE(slurp(dir + "/report.md")
                .find("openings: 6 random plies kept when a 3000-node search scores them within "
                      "±25 cp in every variant, each played twice"),
            std::string::npos);
}

TEST(BalancedOpenings, ShardsFindTheSameOpenings) {
  const std::string whole = scratch_path("whole"), a = scratch_path("a"), b = scratch_path("b");
  for (const auto& [out, extra] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {whole, {}}, {a, {"--shard", "1/2", "--jobs", "2"}}, {b, {"--shard", "2/2"}}}) {
    std::vector<std::string> args = kBalancedRun;
    args.insert(args.end(), extra.begin(), extra.end());
    args.insert(args.end(), {"--out", out});
    ASSERT_EQ(run_boardlab(args).status, 0) << out;
  }
  const std::string merged = scratch_path("merged");
  ASSERT_EQ(run_boardlab({"experiment", "merge", a, b, "--out", merged}).status, 0);
  EXPECT_EQ(without_move_times(slurp(whole + "/games.jsonl")),
            without_move_times(slurp(merged + "/games.jsonl")));
}

TEST(BalancedOpenings, OptionsOutOfPlaceAreOneError) {
  const RunResult window = run_boardlab({"experiment", "--variants", "chess", "--nodes", "100",
                                         "--balance-window", "30", "--out", scratch_path("bad")});
  EXPECT_EQ(window.status, 2);
  EXPECT_EQ(window.err,
            "error: --balance-window, --balance-nodes and --balance-in go with --openings "
            "balanced:K\n");
  const RunResult plies = run_boardlab({"experiment", "--variants", "chess", "--nodes", "100",
                                        "--openings", "balanced:x", "--out", scratch_path("bad2")});
  EXPECT_EQ(plies.status, 2);
  EXPECT_NE(plies.err.find("--openings balanced"), std::string::npos) << plies.err;
}

}  // namespace
}  // namespace boardlab::test
