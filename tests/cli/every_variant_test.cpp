// Every registered variant works in every command of the built binary: setup, perft with
// divide, perftree, game, analyse, selfplay, and (where the family has them) game records written
// by selfplay and read back by game; and every variant's weights file. The variant list comes from
// `boardlab variants` itself, so a new variant is covered without editing this file.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "support/engine_process.hpp"
#include "support/run_command.hpp"
#include "support/test_paths.hpp"
#include "support/viewer_page.hpp"

namespace boardlab::test {
namespace {

std::vector<std::string> registered_names() {
  const auto r = run_boardlab({"variants"});
  std::vector<std::string> names;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) names.push_back(line.substr(0, line.find(' ')));
  return names;
}

class EveryVariant : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryVariant, RunsEveryCommand) {
  const std::string v = GetParam();
  const auto setup = run_boardlab({"setup", "--variant", v});
  ASSERT_EQ(setup.status, 0) << setup.err;
  const std::string start = last_line(setup.out);

  const auto divide = run_boardlab({"perft", "--variant", v, "--depth", "2", "--divide"});
  ASSERT_EQ(divide.status, 0) << divide.err;
  const std::string first_move = divide.out.substr(0, divide.out.find(':'));
  std::uint64_t sum = 0;
  std::istringstream lines(divide.out);
  for (std::string line; std::getline(lines, line);)
    if (line.find(": ") != std::string::npos && line.rfind("Nodes", 0) != 0)
      sum += std::stoull(line.substr(line.find(": ") + 2));
  EXPECT_EQ(last_line(divide.out), "Nodes searched: " + std::to_string(sum));
  // perftree's interface gives the same total.
  const auto tree = run_boardlab({"perftree", "--variant", v, "2", start});
  ASSERT_EQ(tree.status, 0) << tree.err;
  EXPECT_EQ(last_line(tree.out), std::to_string(sum));

  // The first divide move, replayed through --moves, reaches a position setup agrees with.
  const auto after = run_boardlab({"setup", "--variant", v, "--moves", first_move});
  ASSERT_EQ(after.status, 0) << after.err;
  const auto game = run_boardlab({"game", "--variant", v, "--fen", start, "--moves", first_move});
  ASSERT_EQ(game.status, 0) << game.err;
  EXPECT_EQ(last_line(game.out), "* ongoing");
  EXPECT_NE(game.out.find("position " + last_line(after.out)), std::string::npos) << game.out;

  // show draws a board: the file names above and below, the status line last.
  const auto drawn = run_boardlab({"show", "--variant", v, "--ascii", "--moves", first_move});
  ASSERT_EQ(drawn.status, 0) << drawn.err;
  EXPECT_NE(last_line(drawn.out).find(" to move · last move " + first_move), std::string::npos)
      << drawn.out;

  // svg draws one figure per piece on the board (no hands yet after one move), and the viewer
  // replays a one-move game to the position setup gives.
  const auto svg = run_boardlab({"svg", "--variant", v, "--moves", first_move, "--out", "-"});
  ASSERT_EQ(svg.status, 0) << svg.err;
  const std::string board =
      last_line(after.out).substr(0, last_line(after.out).find_first_of(" ["));
  const auto pieces =
      std::count_if(board.begin(), board.end(), [](char c) { return std::isalpha(c); });
  EXPECT_EQ(occurrences(svg.out, "<use "), std::size_t(pieces)) << board;
  const std::string jsonl = ::testing::TempDir() + "/every-variant-" + v + ".jsonl";
  std::ofstream(jsonl)
      << nlohmann::json{{"game", 1},
                        {"variant", v},
                        {"first", "a"},
                        {"second", "b"},
                        {"opening", {{"position", nullptr}, {"moves", nlohmann::json::array()}}},
                        {"moves", {first_move}},
                        {"result", "*"},
                        {"reason", "cut"}}
             .dump()
      << "\n";
  const auto view = run_boardlab({"view", "--jsonl", jsonl, "--out", "-"});
  ASSERT_EQ(view.status, 0) << view.err;
  const auto frames = viewer_games(view.out).at(0).at("frames");
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0]["position"], start);
  EXPECT_EQ(frames[1]["position"], last_line(after.out));

  const auto analyse = run_boardlab({"analyse", "--variant", v, "--depth", "3"});
  ASSERT_EQ(analyse.status, 0) << analyse.err;
  const std::string best = last_line(analyse.out);
  ASSERT_EQ(best.rfind("bestmove ", 0), 0u) << analyse.out;
  EXPECT_EQ(run_boardlab({"setup", "--variant", v, "--moves", best.substr(9)}).status, 0) << best;

  const std::string pgn = ::testing::TempDir() + "/every-variant-" + v + ".pgn";
  std::vector<std::string> selfplay = {
      "selfplay",   "--variant",     v, "--games", "1", "--nodes", "300", "--seed", "5",
      "--openings", "random-plies:4"};
  const bool chess_family =
      start.find('/') != std::string::npos && start.find(" w ") != std::string::npos;
  if (chess_family) selfplay.insert(selfplay.end(), {"--pgn", pgn});
  const auto played = run_boardlab(selfplay);
  ASSERT_EQ(played.status, 0) << played.err;
  EXPECT_NE(played.out.find("summary: 1 games"), std::string::npos) << played.out;
  if (!chess_family) {
    // Shogi family: a USI record of the first move reads back as an ongoing game.
    const std::string usi = ::testing::TempDir() + "/every-variant-" + v + ".usi";
    std::ofstream(usi) << "sfen " << start << " moves " << first_move << "\n";
    const auto replay = run_boardlab({"game", "--variant", v, "--usi", usi});
    ASSERT_EQ(replay.status, 0) << replay.err;
    EXPECT_EQ(last_line(replay.out), "* ongoing");
  }
  if (chess_family) {
    // The record read back adjudicates to the result selfplay printed (unless a claim ended it).
    const auto replay = run_boardlab({"game", "--variant", v, "--pgn", pgn, "--claim"});
    ASSERT_EQ(replay.status, 0) << replay.err;
    const std::string printed = played.out.substr(played.out.find("game 1: ") + 8);
    EXPECT_EQ(last_line(replay.out), printed.substr(0, printed.find(" (")));
  }
}

// Exactly one engine protocol serves each variant: a GUI selecting it gets perft and a legal move.
TEST_P(EveryVariant, SpeaksOneEngineProtocol) {
  const std::string v = GetParam();
  int served = 0;
  for (const std::string protocol : {"uci", "usi"}) {
    EngineProcess e({BOARDLAB_BIN, protocol, "--variant", v});
    if (!e.send(protocol) || !e.expect(protocol + "ok", std::chrono::seconds(20))) {
      EXPECT_EQ(e.exit_status(), 2) << v << " refused by " << protocol;
      continue;
    }
    ++served;
    e.send("position startpos");
    e.send("go perft 1");
    std::vector<std::string> legal;
    ASSERT_TRUE(e.expect([&](const std::string& l) {
      if (l.find(": ") != std::string::npos && l.rfind("Nodes", 0) != 0)
        legal.push_back(l.substr(0, l.find(':')));
      return l.rfind("Nodes searched: ", 0) == 0;
    }));
    e.send("go depth 3");
    const auto best = e.expect("bestmove ");
    ASSERT_TRUE(best);
    const std::string move = best->substr(9, best->find(' ', 9) - 9);
    EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << *best;
    e.send("quit");
    EXPECT_EQ(e.exit_status(), 0);
  }
  EXPECT_EQ(served, 1) << v;
}

// Every variant's evaluation is data a tuner can write: its weights file reads back whole, and
// the search with it loaded is the compiled one (the same bench node count).
TEST_P(EveryVariant, WeightsFileRoundTripsAndPlaysAsCompiled) {
  const std::string v = GetParam();
  const auto written = run_boardlab({"weights", "--variant", v});
  ASSERT_EQ(written.status, 0) << written.err;
  const std::string file = ::testing::TempDir() + "/every-variant-" + v + ".weights";
  std::ofstream(file) << written.out;
  const auto again = run_boardlab({"weights", "--variant", v, "--eval", file});
  EXPECT_EQ(again.out, written.out);
  const auto compiled = run_boardlab({"bench", "--variant", v, "--depth", "3"});
  const auto loaded = run_boardlab({"bench", "--variant", v, "--depth", "3", "--eval", file});
  ASSERT_EQ(loaded.status, 0) << loaded.err;
  EXPECT_EQ(loaded.out.substr(0, loaded.out.find("Nodes/second")),
            compiled.out.substr(0, compiled.out.find("Nodes/second")));
}

INSTANTIATE_TEST_SUITE_P(Cli, EveryVariant, ::testing::ValuesIn(registered_names()),
                         [](const auto& info) {
                           std::string n = info.param;
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

}  // namespace
}  // namespace boardlab::test
