// `boardlab view` and an experiment's report.html: every frame of the page is the position the
// rules reach (checked against `boardlab setup` and `boardlab game`), moves read in the variant's
// notation (SAN, Western shogi), the result and reason the record or the rules give; bad input is
// one error line.
#include <gtest/gtest.h>

#include <fstream>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"
#include "support/viewer_page.hpp"

namespace boardlab::test {
namespace {

const std::string kRecords = std::string(BOARDLAB_TEST_DATA) + "/records/";

nlohmann::json view(std::vector<std::string> args) {
  args.insert(args.begin(), "view");
  args.insert(args.end(), {"--out", "-"});
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("<!DOCTYPE html>"), std::string::npos);
  // Self-contained: nothing is fetched from anywhere.
  EXPECT_EQ(r.out.find("src="), std::string::npos);
  EXPECT_EQ(r.out.find("http://www.w3.org/1999/xhtml"), std::string::npos);
  return viewer_games(r.out);
}

std::string setup(const std::string& variant, const std::string& fen, const std::string& moves) {
  std::vector<std::string> args = {"setup", "--variant", variant, "--moves", moves};
  if (!fen.empty()) args.insert(args.end(), {"--fen", fen});
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return last_line(r.out);
}

TEST(View, PgnGamesWithSanResultsAndTags) {
  const std::string file = kRecords + "two-games.pgn";
  const auto games = view({"--pgn", file});
  ASSERT_EQ(games.size(), 1u);
  const auto& g = games[0];
  EXPECT_EQ(g["title"], "Paul Morphy vs Duke Karl / Count Isouard");
  const auto& frames = g["frames"];
  ASSERT_EQ(frames.size(), 34u);
  // The move list is the record's SAN, numbered by move pair.
  const std::vector<std::string> first = {"e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5"};
  for (std::size_t i = 0; i < first.size(); ++i) EXPECT_EQ(frames[i + 1]["move"], first[i]);
  EXPECT_EQ(frames[1]["number"], "1.");
  EXPECT_EQ(frames[2]["number"], "");
  EXPECT_EQ(frames[23]["move"], "O-O-O");
  EXPECT_EQ(frames[33]["number"], "17.");
  EXPECT_EQ(frames[33]["move"], "Rd8#");
  EXPECT_EQ(g["result"], "1-0");
  EXPECT_EQ(g["reason"], "checkmate");
  const RunResult game = run_boardlab({"game", "--pgn", file});
  EXPECT_NE(game.out.find("position " + frames[33]["position"].get<std::string>()),
            std::string::npos);
  EXPECT_EQ(frames[0]["position"], setup("chess", "", ""));
  EXPECT_EQ(frames[2]["position"], setup("chess", "", "e2e4 e7e5"));
  // The second game ends by resignation: the record's result and termination, not the rules'.
  const auto second = view({"--pgn", file, "--game", "2", "--flip"})[0];
  EXPECT_EQ(second["title"], "White vs Black");
  EXPECT_EQ(second["frames"].size(), 5u);
  EXPECT_EQ(second["result"], "0-1");
  EXPECT_EQ(second["reason"], "resignation");
  EXPECT_EQ(second["frames"][4]["position"], setup("chess", "", "d2d4 d7d5 c2c4 e7e6"));
  // --flip: White's king (e1) drawn at the top.
  EXPECT_NE(second["frames"][0]["pieces"].get<std::string>().find("x=\"340\" y=\"40\""),
            std::string::npos);
}

TEST(View, UsiLinesInWesternShogiNotation) {
  const std::string file = ::testing::TempDir() + "/view-lines.usi";
  std::ofstream(file) << "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\n\n"
                      << "startpos moves 7g7f 3c3d 8h2b\n";
  const auto g = view({"--variant", "shogi", "--usi", file})[0];
  const std::vector<std::string> moves = {"P7g-7f", "P3c-3d", "B8hx2b+", "S3ax2b", "B*4e"};
  ASSERT_EQ(g["frames"].size(), moves.size() + 1);
  std::string played;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_EQ(g["frames"][i + 1]["move"], moves[i]);
    EXPECT_EQ(g["frames"][i + 1]["number"], std::to_string(i + 1) + ".");
    played += (i ? " " : "") + std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}[i];
    EXPECT_EQ(g["frames"][i + 1]["position"], setup("shogi", "", played));
  }
  EXPECT_EQ(g["result"], "*");
  // A promotion declined reads '='.
  const auto declined = view({"--variant", "shogi", "--usi", file, "--game", "2"})[0];
  EXPECT_EQ(declined["frames"][3]["move"], "B8hx2b=");
}

TEST(View, CsaRecordEndsWithTheRulesResult) {
  const std::string file = kRecords + "../shogi-kifu-sennichite-1.csa";
  const auto g = view({"--variant", "shogi", "--csa", file})[0];
  const RunResult game = run_boardlab({"game", "--variant", "shogi", "--csa", file});
  ASSERT_EQ(game.status, 0);
  EXPECT_EQ(g["result"].get<std::string>() + " " + g["reason"].get<std::string>(),
            last_line(game.out));
  const auto& frames = g["frames"];
  EXPECT_NE(game.out.find("position " + frames.back()["position"].get<std::string>()),
            std::string::npos);
  EXPECT_EQ(frames[1]["move"], "P2g-2f");
}

TEST(View, ExperimentGamesAndReportHtml) {
  const std::string dir = ::testing::TempDir() + "/view-experiment";
  const RunResult run =
      run_boardlab({"experiment", "--variants", "chess,minishogi", "--games", "2", "--depth", "1",
                    "--maxplies", "60", "--out", dir, "--force", "--quiet"});
  ASSERT_EQ(run.status, 0) << run.err;
  std::vector<nlohmann::json> lines;
  std::ifstream in(dir + "/games.jsonl");
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(lines.size(), 4u);
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const auto& line = lines[k];
    const auto g = view({"--jsonl", dir + "/games.jsonl", "--game", std::to_string(k + 1)})[0];
    const std::string variant = line["variant"];
    EXPECT_EQ(g["variant"], variant);
    EXPECT_EQ(g["result"], line["result"]);
    std::vector<std::string> all = line["opening"]["moves"];
    for (const auto& m : line["moves"]) all.push_back(m);
    ASSERT_EQ(g["frames"].size(), all.size() + 1);
    // Every tenth frame, and the last, is the position setup reaches.
    std::string moves;
    for (std::size_t i = 0; i < all.size(); ++i) {
      moves += (i ? " " : "") + all[i];
      if (i % 10 == 9 || i + 1 == all.size()) {
        EXPECT_EQ(
            g["frames"][i + 1]["position"],
            setup(variant,
                  line["opening"]["position"].is_null() ? ""
                                                        : std::string(line["opening"]["position"]),
                  moves));
      }
    }
  }
  // report.html: the results table, the three plots inline, the finished games to replay.
  const std::string html = slurp(dir + "/report.html");
  EXPECT_NE(html.find("<th>first-player score % (95%)</th>"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"560\""), 1u);
  std::size_t finished = 0;
  for (const auto& l : lines) finished += l["result"] != "*";
  EXPECT_EQ(viewer_games(html).size(), finished);
}

TEST(View, BadInputIsOneErrorLine) {
  const std::string garbage = ::testing::TempDir() + "/view-garbage.jsonl";
  std::ofstream(garbage) << "{\"variant\": \"chess\", \"moves\": [\"e2e4\", \"e2e4\"]}\nnot json\n";
  // Game 2 of this one is on line 3: the blank line counts when the error names its line.
  const std::string gap = ::testing::TempDir() + "/view-blank-line.jsonl";
  std::ofstream(gap) << "{\"variant\": \"chess\", \"moves\": [\"e2e4\"]}\n\nnot json\n";
  const std::string second_bad = ::testing::TempDir() + "/view-second-game-illegal.pgn";
  std::ofstream(second_bad) << "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e4 *\n";
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"view", "--out", "-"}, "view needs --pgn, --csa, --usi or --jsonl FILE"},
      {{"view", "--pgn", "/nonexistent.pgn", "--out", "-"}, "cannot read '/nonexistent.pgn'"},
      {{"view", "--csa", kRecords + "two-games.pgn", "--out", "-"}, "reads no csa records"},
      {{"view", "--pgn", kRecords + "two-games.pgn", "--game", "3", "--out", "-"},
       "--game 3: '" + kRecords + "two-games.pgn' holds 2 games"},
      {{"view", "--pgn", second_bad, "--game", "2", "--out", "-"},
       "'" + second_bad + "', game 2: PGN move 2 'e4' is illegal"},
      {{"view", "--jsonl", garbage, "--out", "-"}, "line 1: move 2 'e2e4'"},
      {{"view", "--jsonl", garbage, "--game", "2", "--out", "-"}, "line 2 is not a game line"},
      {{"view", "--jsonl", gap, "--game", "2", "--out", "-"}, "line 3 is not a game line"},
      {{"view", "--jsonl", gap, "--game", "3", "--out", "-"},
       "--game 3: '" + gap + "' holds 2 games"},
      {{"view", "--pgn", kRecords + "two-games.pgn"}, "--out is required"},
  };
  for (const auto& [args, expected] : cases) {
    const RunResult r = run_boardlab(args);
    EXPECT_EQ(r.status, 2) << expected;
    EXPECT_TRUE(r.out.empty()) << expected;
    EXPECT_EQ(occurrences(r.err, "\n"), 1u) << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace boardlab::test
