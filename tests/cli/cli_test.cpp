// The command line as a user meets it: the output lines of CLI.md, and every kind of bad input
// answered with exit status 2, one "error:" line naming the problem, and nothing on stdout.
#include <gtest/gtest.h>

#include <unistd.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

TEST(Cli, PerftPrintsTheTotalLast) {
  const auto r = run_boardlab({"perft", "--depth", "3"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "Nodes searched: 8902\n");
  EXPECT_NE(r.err.find("nodes/s"), std::string::npos);
}

TEST(Cli, PerftDivideListsRootMovesThenBlankLine) {
  const auto r = run_boardlab(
      {"perft", "--depth", "2", "--divide", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("e1g1: "), std::string::npos);
  EXPECT_NE(r.out.find("e1c1: "), std::string::npos);
  EXPECT_NE(r.out.find("\n\nNodes searched: 568\n"), std::string::npos) << r.out;
}

TEST(Cli, PerftAfterMoves) {
  const auto r = run_boardlab({"perft", "--depth", "1", "--moves", "e2e4 e7e5 g1f3"});
  EXPECT_EQ(r.out, "Nodes searched: 29\n");
}

TEST(Cli, PerftDepthZeroIsOneNode) {
  EXPECT_EQ(run_boardlab({"perft", "--depth", "0"}).out, "Nodes searched: 1\n");
}

TEST(Cli, PerftreeInterface) {
  const auto r = run_boardlab(
      {"perftree", "2", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("e7e5 "), std::string::npos);
  EXPECT_EQ(r.out.find(':'), std::string::npos) << "perftree lines have no colon";
  EXPECT_EQ(last_line(r.out), "600");
  EXPECT_NE(r.out.find("\n\n600\n"), std::string::npos);
}

TEST(Cli, VariantsListsChessWithAliases) {
  const auto r = run_boardlab({"variants"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("chess ", 0), 0u);
  EXPECT_NE(r.out.find("standard"), std::string::npos);
}

TEST(Cli, SetupPrintsThePositionAfterMoves) {
  const auto r = run_boardlab({"setup", "--moves", "e2e4 c7c5"});
  EXPECT_EQ(r.out, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n");
}

TEST(Cli, AliasSelectsTheVariant) {
  EXPECT_EQ(run_boardlab({"perft", "--variant", "standard", "--depth", "2"}).out,
            "Nodes searched: 400\n");
}

TEST(Cli, HelpOnEveryCommand) {
  for (const char* cmd : {"variants", "setup", "perft", "perftree"}) {
    const auto r = run_boardlab({cmd, "--help"});
    EXPECT_EQ(r.status, 0) << cmd;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << cmd;
  }
}

TEST(Cli, Chess960NumberedSetup) {
  EXPECT_EQ(run_boardlab({"setup", "--variant", "chess960", "--position", "0"}).out,
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\n");
  EXPECT_EQ(run_boardlab({"setup", "--variant", "chess960", "--position", "0", "--xfen"}).out,
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n");
}

TEST(Cli, Chess960RandomPositionIsReproducibleWithASeed) {
  const auto a =
      run_boardlab({"setup", "--variant", "960", "--position", "random", "--seed", "42"});
  const auto b =
      run_boardlab({"setup", "--variant", "960", "--position", "random", "--seed", "42"});
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.err.find("position "), std::string::npos);
}

TEST(Cli, Chess960CastlingIsKingTakesRook) {
  const auto r = run_boardlab({"perft", "--variant", "chess960", "--depth", "1", "--divide",
                               "--fen", "4k3/8/8/8/8/8/8/4K2R w H - 0 1"});
  EXPECT_NE(r.out.find("e1h1: 1"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("e1g1"), std::string::npos) << r.out;
}

TEST(Cli, ShogiPerftAndSetup) {
  EXPECT_EQ(run_boardlab({"perft", "--variant", "shogi", "--depth", "3"}).out,
            "Nodes searched: 25470\n");
  EXPECT_EQ(
      run_boardlab({"setup", "--variant", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b B*4e"}).out,
      "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6\n");
  const auto r =
      run_boardlab({"perftree", "--variant", "shogi", "1", "4k4/9/9/9/9/9/9/9/4K4 b P 1"});
  EXPECT_NE(r.out.find("P*5e 1\n"), std::string::npos) << r.out;
}

TEST(Cli, GameReportsResultAndReasonLast) {
  const auto mate = run_boardlab({"game", "--moves", "f2f3 e7e5 g2g4 d8h4"});
  EXPECT_EQ(last_line(mate.out), "0-1 checkmate");
  const auto ongoing = run_boardlab({"game", "--moves", "e2e4"});
  EXPECT_EQ(last_line(ongoing.out), "* ongoing");
  EXPECT_EQ(ongoing.out.find("claimable"), std::string::npos);
}

TEST(Cli, GameClaimableLineAndClaim) {
  const std::string knights = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
  const auto open = run_boardlab({"game", "--moves", knights});
  EXPECT_NE(open.out.find("claimable: threefold-repetition\n* ongoing\n"), std::string::npos)
      << open.out;
  EXPECT_EQ(last_line(run_boardlab({"game", "--claim", "--moves", knights}).out),
            "1/2-1/2 threefold-repetition");
  EXPECT_EQ(
      last_line(
          run_boardlab({"game", "--variant", "armageddon", "--claim", "--moves", knights}).out),
      "0-1 threefold-repetition");
  const auto fifty = run_boardlab({"game", "--fen", "4k3/8/6r1/8/8/8/2R5/4K3 w - - 120 70"});
  EXPECT_NE(fifty.out.find("claimable: fifty-moves"), std::string::npos);
}

TEST(Cli, GameArmageddonStalemate) {
  EXPECT_EQ(last_line(run_boardlab({"game", "--variant", "armageddon", "--fen",
                                    "7K/7P/7k/8/6q1/8/8/8 w - - 0 1"})
                          .out),
            "0-1 stalemate");
}

TEST(Cli, GameShogiSennichiteAndRecords) {
  const std::string cycle = "2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b 2h3h 8b7b 3h2h 7b8b";
  EXPECT_EQ(last_line(run_boardlab({"game", "--variant", "shogi", "--moves", cycle}).out),
            "1/2-1/2 sennichite");
  EXPECT_EQ(
      last_line(run_boardlab({"game", "--variant", "shogi", "--csa",
                              std::string(BOARDLAB_TEST_DATA) + "/shogi-kifu-sennichite-2.csa"})
                    .out),
      "1/2-1/2 sennichite");
}

// A PGN file of several games: --game K reads the K-th (the first by default); --moves go on
// from its end.
TEST(Cli, GameReadsTheChosenGameOfAPgnFile) {
  const std::string file = std::string(BOARDLAB_TEST_DATA) + "/records/two-games.pgn";
  EXPECT_EQ(last_line(run_boardlab({"game", "--pgn", file}).out), "1-0 checkmate");
  // The second game ends by resignation, which the rules cannot see: its Result and Termination.
  const auto second = run_boardlab({"game", "--pgn", file, "--game", "2"});
  const auto by_moves = run_boardlab({"game", "--moves", "d2d4 d7d5 c2c4 e7e6"});
  EXPECT_EQ(second.out.substr(0, second.out.find('\n')),
            by_moves.out.substr(0, by_moves.out.find('\n')));
  EXPECT_EQ(last_line(second.out), "0-1 resignation");
  EXPECT_EQ(last_line(by_moves.out), "* ongoing");
  const auto on = run_boardlab({"game", "--pgn", file, "--game", "2", "--moves", "b1c3"});
  EXPECT_EQ(on.out, run_boardlab({"game", "--moves", "d2d4 d7d5 c2c4 e7e6 b1c3"}).out);
  // A problem in one game of several names the game.
  const std::string bad = ::testing::TempDir() + "/second-game-illegal.pgn";
  std::ofstream(bad) << "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e4 *\n";
  const auto refused = run_boardlab({"game", "--pgn", bad, "--game", "2"});
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.err.find("game 2: "), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("'e4'"), std::string::npos) << refused.err;
  EXPECT_EQ(run_boardlab({"game", "--pgn", bad}).status, 0);
}

// A file name is quoted whole in an error, however long (user text is shortened, names are
// not: the user must recognise them, and a clone may live deep in a home directory).
TEST(Cli, LongFileNamesAppearWholeInErrors) {
  const std::string dir = ::testing::TempDir() + "/" + std::string(70, 'd');
  const std::string missing = dir + "/missing.pgn";
  const auto read = run_boardlab({"game", "--pgn", missing});
  EXPECT_EQ(read.status, 2);
  EXPECT_NE(read.err.find("cannot read '" + missing + "'"), std::string::npos) << read.err;
  const auto write = run_boardlab({"svg", "--out", dir + "/board.svg"});
  EXPECT_EQ(write.status, 2);
  EXPECT_NE(write.err.find("cannot write '" + dir + "/board.svg'"), std::string::npos) << write.err;
}

TEST(Cli, AnalysePrintsInfoLinesThenBestmove) {
  const auto r =
      run_boardlab({"analyse", "--depth", "4", "--fen", "8/6p1/5pk1/7R/B7/8/8/7K w - - 0 1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(last_line(r.out), "bestmove a4e8");
  EXPECT_NE(r.out.find("info depth 1 "), std::string::npos);
  EXPECT_NE(r.out.find(" score mate 1 "), std::string::npos);
  EXPECT_NE(r.out.find(" pv a4e8"), std::string::npos);
}

// The total is the sum of the per-position lines, every variant is searched, every bestmove is
// legal in its position, and the same command gives the same signature.
TEST(Cli, BenchTotalsItsPositionsAndIsReproducible) {
  const auto a = run_boardlab({"bench", "--depth", "5"});
  ASSERT_EQ(a.status, 0) << a.err;
  std::uint64_t sum = 0, total = 0;
  std::map<std::string, int> lines_per_variant;
  std::istringstream in(a.out);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string variant, depth_word, nodes_word, best_word, best;
    int depth = 0;
    std::uint64_t nodes = 0;
    if (line.rfind("Nodes searched: ", 0) == 0) total = std::stoull(line.substr(16));
    if (!(words >> variant >> depth_word >> depth >> nodes_word >> nodes >> best_word >> best))
      continue;
    ASSERT_EQ(depth_word + nodes_word + best_word, "depthnodesbestmove") << line;
    EXPECT_EQ(depth, 5) << line;
    sum += nodes;
    ++lines_per_variant[variant];
  }
  EXPECT_EQ(total, sum);
  for (const char* v : {"chess", "chess960", "shogi", "armageddon"})
    EXPECT_GE(lines_per_variant[v], 2) << v;
  const auto signature = [](const std::string& out) {
    return out.substr(0, out.find("Nodes/second"));  // every line but the speed
  };
  EXPECT_EQ(signature(run_boardlab({"bench", "--depth", "5"}).out), signature(a.out));
}

// Every game line names a result and a reason the variant can produce, the tally adds up, and a
// fixed seed and node limit replay the same games.
TEST(Cli, SelfplayFinishesGamesWithValidResults) {
  const std::set<std::string> results = {"1-0", "0-1", "1/2-1/2"};
  for (const char* variant : {"chess", "chess960", "shogi", "armageddon"}) {
    const std::vector<std::string> args = {"selfplay", "--variant",  variant,         "--games",
                                           "3",        "--nodes",    "400",           "--seed",
                                           "3",        "--openings", "random-plies:4"};
    const auto r = run_boardlab(args);
    ASSERT_EQ(r.status, 0) << variant << ": " << r.err;
    std::istringstream in(r.out);
    int games = 0, tally[3] = {0, 0, 0};
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("game ", 0) != 0) continue;
      ++games;
      std::istringstream words(line.substr(line.find(": ") + 2));
      std::string result, reason;
      words >> result >> reason;
      ASSERT_TRUE(results.count(result)) << line;
      tally[result == "1-0" ? 0 : result == "0-1" ? 1 : 2]++;
      if (std::string(variant) == "armageddon") {
        EXPECT_NE(result, "1/2-1/2") << line;
      }
      if (std::string(variant) == "shogi") {
        EXPECT_NE(reason, "stalemate") << line;
      }
      if (reason == "checkmate") {
        EXPECT_NE(result, "1/2-1/2") << line;
      }
    }
    EXPECT_EQ(games, 3) << r.out;
    EXPECT_EQ(last_line(r.out), "summary: 3 games, first player " + std::to_string(tally[0]) +
                                    " wins, second player " + std::to_string(tally[1]) + " wins, " +
                                    std::to_string(tally[2]) + " draws, 0 unfinished");
    EXPECT_EQ(run_boardlab(args).out, r.out) << "a fixed seed and node limit replay the same games";
  }
}

// A claimed draw is written as the game's result, not as an unfinished game.
TEST(Cli, SelfplayPgnRecordsClaimedDraws) {
  const std::string file = ::testing::TempDir() + "/selfplay-claims.pgn";
  const auto r = run_boardlab({"selfplay", "--fen", "8/8/4k3/8/8/4K3/8/4R3 w - - 99 80", "--games",
                               "1", "--nodes", "200", "--pgn", file});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("game 1: 1/2-1/2 fifty-moves"), std::string::npos) << r.out;
  std::ifstream in(file);
  std::stringstream pgn;
  pgn << in.rdbuf();
  EXPECT_NE(pgn.str().find("[Result \"1/2-1/2\"]"), std::string::npos) << pgn.str();
}

struct BadRun {
  std::vector<std::string> args;
  std::string message_part;
};
void PrintTo(const BadRun& b, std::ostream* os) { *os << b.message_part.substr(0, 30); }

class CliRejects : public ::testing::TestWithParam<BadRun> {};

TEST_P(CliRejects, WithStatusTwoAndOneErrorLine) {
  const auto r = run_boardlab(GetParam().args);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "more than one line: " << r.err;
  EXPECT_NE(r.err.find(GetParam().message_part), std::string::npos) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliRejects,
    ::testing::Values(
        BadRun{{}, "subcommand"}, BadRun{{"fly"}, "fly"}, BadRun{{"perft"}, "--depth"},
        BadRun{{"perft", "--depht", "3"}, "--depht"}, BadRun{{"perft", "--depth", "x"}, "--depth"},
        BadRun{{"perft", "--depth", "-1"}, "--depth"},
        BadRun{{"perft", "--depth", "99999999999999999999"}, "--depth"},
        BadRun{{"perft", "--depth", "2", "--variant", "xiangqi"}, "unknown variant 'xiangqi'"},
        BadRun{{"perft", "--depth", "2", "--variant", "xiangqi"}, "chess"},
        BadRun{{"perft", "--depth", "2", "--fen", ""}, "empty FEN"},
        BadRun{{"perft", "--depth", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, "white king"},
        BadRun{{"perft", "--depth", "2", "--fen", std::string(100000, 'K') + " w - - 0 1"},
               "rank 8"},
        BadRun{{"perft", "--depth", "2", "--moves", "e2e4 e7e5 e1e9"},
               "move 3 'e1e9' is not a square pair"},
        BadRun{{"perft", "--depth", "2", "--moves", "e2e4 e2e4"}, "move 2 'e2e4' is illegal"},
        BadRun{{"perft", "--depth", "2", "--moves", "e2e4 e7e5 e1g1"}, "move 3 'e1g1' is illegal"},
        BadRun{{"perft", "--depth", "2", "--moves", "e2e4 e7e5 e4e5x"}, "unknown promotion piece"},
        BadRun{{"perft", "--depth", "2", "--moves", "e2e4 garbage"}, "move 2 'garbage'"},
        BadRun{{"setup", "--position", "518"}, "no numbered start positions"},
        BadRun{{"analyse"}, "give a limit"}, BadRun{{"analyse", "--depth", "0"}, "--depth"},
        BadRun{{"selfplay", "--nodes", "10", "--openings", "book"}, "random-plies:K"},
        BadRun{{"selfplay", "--variant", "shogi", "--nodes", "10", "--pgn", "/tmp/x.pgn"},
               "no PGN records"},
        BadRun{{"game", "--moves", "f2f3 e7e5 g2g4 d8h4 e2e4"},
               "move 5 'e2e4' comes after the game ended (checkmate)"},
        BadRun{{"game", "--moves", "e2e4 e7e5 e4e5"}, "move 3 'e4e5' is illegal"},
        BadRun{{"game", "--pgn", "/nonexistent.pgn"}, "cannot read"},
        BadRun{{"game", "--variant", "shogi", "--pgn", "x.pgn"}, "reads no pgn records"},
        BadRun{{"game", "--pgn", "a", "--csa", "b"}, "excludes"},
        BadRun{{"game", "--game", "2"}, "--game picks a game of a record"},
        BadRun{{"game", "--pgn", std::string(BOARDLAB_TEST_DATA) + "/records/two-games.pgn",
                "--game", "3"},
               "holds 2 games"},
        BadRun{{"game", "--pgn", std::string(BOARDLAB_TEST_DATA) + "/records/two-games.pgn",
                "--game", "0"},
               "--game"},
        BadRun{{"perft", "--variant", "shogi", "--depth", "1", "--moves", "7g7f 3c3d 2b8h"},
               "move 3 '2b8h' is illegal"},
        BadRun{{"perft", "--variant", "shogi", "--depth", "1", "--moves", "P*5e"},
               "move 1 'P*5e' is illegal"},
        BadRun{{"perft", "--variant", "shogi", "--depth", "1", "--moves", "e2e4"},
               "move 1 'e2e4' is not a square pair"},
        BadRun{{"perft", "--variant", "shogi", "--depth", "1", "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
               "SFEN"},
        BadRun{{"setup", "--variant", "chess960", "--position", "960"},
               "--position '960' is out of range 0..959"},
        BadRun{{"setup", "--variant", "chess960", "--position", "x"}, "--position 'x'"},
        BadRun{{"setup", "--variant", "chess960", "--position", "5", "--seed", "1"}, "--seed"},
        BadRun{{"setup", "--variant", "chess960", "--position", "5", "--fen",
                "8/8/8/8/8/8/8/K1k5 w - - 0 1"},
               "either --fen or --position"},
        BadRun{{"perft", "--variant", "chess960", "--depth", "1", "--fen",
                "4k3/8/8/8/8/8/8/4K3 w H - 0 1"},
               "castling right 'H' has no rook"},
        BadRun{{"perftree", "2"}, "fen"},
        BadRun{{"perftree", "x", "8/8/8/8/8/8/8/K1k5 w - - 0 1"}, "depth"},
        BadRun{{"perftree", "2", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "a1a3"},
               "move 1 'a1a3' is illegal"}));

}  // namespace
}  // namespace boardlab::test
