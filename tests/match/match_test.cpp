// `boardlab match` end to end: built-in players, boardlab itself as an external UCI/USI engine,
// records that replay to their results, cutechess-cli's output lines, SPRT stopping, and engines
// that hang, crash or play illegal moves (small shell scripts written here).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// A fake UCI engine: answers the handshake, then does `on_go` when asked to move.
std::string fake_engine(const std::string& dir, const std::string& name, const std::string& on_go) {
  const std::string path = dir + "/" + name;
  std::ofstream(path) << "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n"
                      << "    uci) echo 'id name " << name << "'; echo uciok;;\n"
                      << "    isready) echo readyok;;\n"
                      << "    go*) " << on_go << ";;\n"
                      << "    quit) exit 0;;\n  esac\ndone\n";
  chmod(path.c_str(), 0755);
  return path;
}

TEST(Match, BuiltinPlayersWriteRecordsThatReplayToTheirResults) {
  const std::string dir = scratch_dir("builtin");
  const RunResult r = run_boardlab({"match",
                                    "--engine",
                                    "name=deep",
                                    "builtin",
                                    "depth=3",
                                    "--engine",
                                    "name=shallow",
                                    "builtin",
                                    "depth=1",
                                    "--games",
                                    "4",
                                    "--openings",
                                    "random-plies:4",
                                    "--seed",
                                    "7",
                                    "--pgn",
                                    dir + "/games.pgn",
                                    "--jsonl",
                                    dir + "/games.jsonl",
                                    "--concurrency",
                                    "2"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = lines_of(r.out);
  EXPECT_EQ(out.back(), "Finished match");
  // (sscanf, not std::regex: GCC 12 warns inside <regex> under the sanitizer build.)
  int w = -1, l = -1, d = -1, n = -1;
  double s = -1;
  ASSERT_EQ(std::sscanf(out[out.size() - 3].c_str(),
                        "Score of deep vs shallow: %d - %d - %d  [%lf] %d", &w, &l, &d, &s, &n),
            5)
      << out[out.size() - 3];
  EXPECT_EQ(w + l + d, 4);
  EXPECT_EQ(n, 4);
  EXPECT_NEAR(s, (w + 0.5 * d) / 4, 1e-3);
  char elo[32] = {}, margin[32] = {};
  double los = -1, draws = -1;
  ASSERT_EQ(std::sscanf(out[out.size() - 2].c_str(),
                        "Elo difference: %31s +/- %31[^,], LOS: %lf %%, DrawRatio: %lf %%", elo,
                        margin, &los, &draws),
            4)
      << out[out.size() - 2];
  EXPECT_NEAR(draws, 100.0 * d / 4, 0.05);
  // Each JSON line's game replays with `boardlab game` to the result it records (a draw by claim
  // with --claim; adjudicated and engine-decided endings are not rule results).
  std::ifstream jsonl(dir + "/games.jsonl");
  int games = 0;
  for (std::string line; std::getline(jsonl, line); ++games) {
    const auto j = nlohmann::json::parse(line);
    std::string moves;
    for (const auto& mv : j["opening"]["moves"]) moves += mv.get<std::string>() + " ";
    for (const auto& mv : j["moves"]) moves += mv.get<std::string>() + " ";
    const RunResult g = run_boardlab({"game", "--claim", "--moves", moves});
    ASSERT_EQ(g.status, 0) << g.err;
    const std::string reason = j["reason"];
    if (reason.find("adjudication") == std::string::npos) {
      EXPECT_EQ(last_line(g.out), j["result"].get<std::string>() + " " + reason);
    }
    EXPECT_EQ(j["plies"], j["moves"].size());
  }
  EXPECT_EQ(games, 4);
  // Games 1 and 2 share an opening, colours swapped. Records are written as games finish, which
  // with two games at once need not be in game order: find them by their number.
  std::ifstream again(dir + "/games.jsonl");
  std::map<int, nlohmann::json> by_number;
  for (std::string line; std::getline(again, line);) {
    const auto j = nlohmann::json::parse(line);
    by_number[j["game"].get<int>()] = j;
  }
  ASSERT_TRUE(by_number.contains(1) && by_number.contains(2));
  const auto &a = by_number[1], &b = by_number[2];
  EXPECT_EQ(a["opening"], b["opening"]);
  EXPECT_EQ(a["first"], b["second"]);
  // The PGN holds the four games.
  std::ifstream pgn(dir + "/games.pgn");
  std::stringstream text;
  text << pgn.rdbuf();
  int events = 0;
  for (std::size_t at = 0; (at = text.str().find("[Event ", at)) != std::string::npos; ++at)
    ++events;
  EXPECT_EQ(events, 4);
}

// The engine's clock is short so the games are quick; the margin is wide because this test is about
// the protocols, not timing: a sanitizer build on a loaded two-core machine once overran a 50 ms
// byoyomi by 89 ms. An engine that ignored its clock would still lose on time.
TEST(Match, BoardlabOverUciAndUsiAgainstTheBuiltinPlayer) {
  const std::string dir = scratch_dir("external");
  const RunResult chess =
      run_boardlab({"match", "--engine", "name=uci", std::string("cmd=") + BOARDLAB_BIN, "arg=uci",
                    "--engine", "name=in", "builtin", "--each", "tc=1+0.02", "--games", "2",
                    "--log", dir + "/log", "--maxplies", "60", "--timemargin", "2000"});
  ASSERT_EQ(chess.status, 0) << chess.err;
  EXPECT_EQ(chess.out.find("time forfeit"), std::string::npos) << chess.out;
  EXPECT_EQ(chess.out.find("illegal"), std::string::npos) << chess.out;
  const RunResult shogi =
      run_boardlab({"match",      "--variant", "shogi",
                    "--engine",   "name=usi",  std::string("cmd=") + BOARDLAB_BIN,
                    "arg=usi",    "--engine",  "name=in",
                    "builtin",    "--each",    "byoyomi=0.05",
                    "--games",    "2",         "--csa",
                    dir + "/csa", "--log",     dir + "/log",
                    "--maxplies", "60",        "--timemargin",
                    "2000"});
  ASSERT_EQ(shogi.status, 0) << shogi.err;
  EXPECT_EQ(shogi.out.find("time forfeit"), std::string::npos) << shogi.out;
  for (const char* file : {"/csa/game-00001.csa", "/csa/game-00002.csa"}) {
    const RunResult replay = run_boardlab({"game", "--variant", "shogi", "--csa", dir + file});
    EXPECT_EQ(replay.status, 0) << replay.err;
  }
}

TEST(Match, SprtStopsWhenABoundIsCrossed) {
  const RunResult r =
      run_boardlab({"match",    "--engine",   "name=strong",    "builtin",    "depth=4",
                    "--engine", "name=weak",  "builtin",        "nodes=1",    "--games",
                    "200",      "--openings", "random-plies:6", "--sprt",     "elo0=0",
                    "elo1=300", "alpha=0.1",  "beta=0.1",       "--maxplies", "200"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = lines_of(r.out);
  EXPECT_EQ(out[out.size() - 2].substr(0, 6), "SPRT: ");
  EXPECT_NE(out[out.size() - 2].find(" - H1 was accepted"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Started game 200 "), std::string::npos);  // stopped early
  // With a minimum, the same lopsided match plays on to it before the verdict.
  int stopped_at = 0;
  for (const auto& line : out)
    if (line.starts_with("Score of strong vs weak: "))
      stopped_at = std::stoi(line.substr(line.rfind(' ') + 1));
  ASSERT_LT(stopped_at, 24) << r.out;
  const RunResult late = run_boardlab(
      {"match",          "--engine",   "name=strong", "builtin",  "depth=4",   "--engine",
       "name=weak",      "builtin",    "nodes=1",     "--games",  "200",       "--openings",
       "random-plies:6", "--sprt",     "elo0=0",      "elo1=300", "alpha=0.1", "beta=0.1",
       "min=24",         "--maxplies", "200"});
  ASSERT_EQ(late.status, 0) << late.err;
  const auto late_out = lines_of(late.out);
  EXPECT_NE(late_out[late_out.size() - 2].find(" - H1 was accepted"), std::string::npos);
  EXPECT_NE(late.out.find("Finished game 24 "), std::string::npos) << late.out;
  EXPECT_EQ(late.out.find("Finished game 27 "), std::string::npos) << late.out;
}

TEST(Match, EnginesThatHangCrashOrCheatLose) {
  const std::string dir = scratch_dir("fakes");
  struct Case {
    std::string name, on_go, reason;
  };
  for (const Case& c : {Case{"hangs", "sleep 30", "time forfeit: hangs did not answer"},
                        Case{"crashes", "exit 3", "engine failure: crashes"},
                        Case{"cheats", "echo 'bestmove e2e5'", "illegal move 'e2e5' by cheats"},
                        Case{"slow", "sleep 1; echo 'bestmove e2e4'", "time forfeit: slow used"}}) {
    const std::string engine = fake_engine(dir, c.name, c.on_go);
    const RunResult r =
        run_boardlab({"match", "--engine", "name=" + c.name, "cmd=" + engine, "--engine", "name=in",
                      "builtin", "depth=1", "--each", "st=0.1", "--games", "2", "--timemargin",
                      "20", "--log", dir + "/log"});
    ASSERT_EQ(r.status, 0) << c.name << ": " << r.err;
    EXPECT_NE(r.out.find("Finished game 1 (" + c.name + " vs in): 0-1 {" + c.reason),
              std::string::npos)
        << r.out;
    // The engine is started again for the next game, where it loses the same way.
    EXPECT_NE(r.out.find("Score of " + c.name + " vs in: 0 - 2 - 0"), std::string::npos) << r.out;
  }
}

TEST(Match, BadSettingsAreOneClearError) {
  const std::string dir = scratch_dir("bad");
  std::ofstream(dir + "/openings.epd") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n"
                                       << "not a position\n";
  struct Bad {
    std::vector<std::string> args;
    std::string names;
  };
  const std::vector<std::string> two = {"--engine", "name=a", "builtin", "depth=1",
                                        "--engine", "name=b", "builtin", "depth=1"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"match"};
    args.insert(args.end(), two.begin(), two.end());
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };
  for (const Bad& bad : std::vector<Bad>{
           {{"match", "--engine", "name=a", "builtin", "depth=1"}, "two --engine"},
           {{"match", "--engine", "name=a", "builtin", "--engine", "name=b", "builtin", "depth=1"},
            "give a limit"},
           {{"match", "--engine", "name=a", "builtin", "colour=red", "--engine", "name=b",
             "builtin", "depth=1"},
            "unknown key 'colour'"},
           {{"match", "--engine", "name=a", "cmd=/nonexistent/engine", "depth=1", "--engine",
             "name=b", "builtin", "depth=1", "--log", dir + "/log"},
            "cannot start engine '/nonexistent/engine'"},
           {{"match", "--variant", "shogi", "--engine", "name=a", "cmd=stockfish", "proto=uci",
             "depth=1", "--engine", "name=b", "builtin", "depth=1"},
            "speaks uci but variant 'shogi' is played over usi"},
           {with({"--openings", "file=" + dir + "/openings.epd"}), "line 2"},
           {with({"--openings", "random"}), "random-plies:K or file=F"},
           {with({"--sprt", "elo0=5", "elo1=0"}), "elo1 must be greater"},
           {with({"--sprt", "elo1=5", "min=2.5"}), "min must be a whole number"},
           {with({"--variant", "shogi", "--pgn", dir + "/x.pgn"}), "--pgn"},
           {with({"--each", "tc=fast"}), "tc=fast"}}) {
    const RunResult r = run_boardlab(bad.args);
    EXPECT_EQ(r.status, 2) << bad.names << ": " << r.out;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(bad.names), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

TEST(Match, OpeningsFromAFileArePlayedInOrderTwiceEach) {
  const std::string dir = scratch_dir("openings");
  std::ofstream(dir + "/openings.epd")
      << "# two openings\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - hmvc 0;\n"
      << "startpos moves d2d4 d7d5\n";
  const RunResult r = run_boardlab({"match", "--engine", "name=a", "builtin", "depth=2", "--engine",
                                    "name=b", "builtin", "depth=1", "--games", "4", "--openings",
                                    "file=" + dir + "/openings.epd", "--jsonl", dir + "/g.jsonl"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::ifstream in(dir + "/g.jsonl");
  std::vector<nlohmann::json> games;
  for (std::string line; std::getline(in, line);) games.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(games.size(), 4u);
  std::sort(games.begin(), games.end(),
            [](const auto& x, const auto& y) { return x["game"] < y["game"]; });
  EXPECT_EQ(games[0]["opening"]["position"],
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(games[1]["opening"], games[0]["opening"]);
  EXPECT_TRUE(games[2]["opening"]["position"].is_null());
  EXPECT_EQ(games[2]["opening"]["moves"], nlohmann::json({"d2d4", "d7d5"}));
}

}  // namespace
}  // namespace boardlab::test
