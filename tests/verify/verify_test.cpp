// `boardlab verify`: the divide reader, agreement with an engine that is right (boardlab itself
// over UCI and USI), the descent to the position where a wrong engine disagrees, and one error
// line for bad input. The comparison with Stockfish and Fairy-Stockfish is the slow test
// tests/slow/verify_engines_test.cpp.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"
#include "support/viewer_page.hpp"
#include "tools/verify/verify.hpp"

namespace boardlab::test {
namespace {

TEST(Verify, ReadsStockfishDivides) {
  const std::vector<std::string> lines = {"info string NNUE evaluation enabled",
                                          "a2a3: 380",
                                          "e1g1: 1",
                                          "P@e4: 27",
                                          "",
                                          "Nodes searched: 408"};
  std::uint64_t total = 0;
  const auto d = verify::read_divide(lines, total);
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0], (std::pair<std::string, std::uint64_t>{"a2a3", 380}));
  EXPECT_EQ(d[2], (std::pair<std::string, std::uint64_t>{"P@e4", 27}));
  EXPECT_EQ(total, 408u);
}

TEST(Verify, AgreesWithAnEngineThatIsRight) {
  for (const auto& [variant, protocol] : std::vector<std::pair<std::string, std::string>>{
           {"chess960", "uci"}, {"crazyhouse", "uci"}, {"minishogi", "usi"}}) {
    const RunResult r =
        run_boardlab({"verify", "--variant", variant, "--engine", BOARDLAB_BIN, "--engine-arg",
                      protocol, "--positions", "15", "--depth", "2", "--seed", "3"});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_EQ(r.out, "verified 15 positions at depth 2: 0 mismatches\n") << variant;
  }
}

TEST(Verify, LocatesWhereAWrongEngineDisagrees) {
  const std::string fake = std::string(BOARDLAB_SOURCE) + "/tests/verify/castling_blind_engine.py";
  const RunResult r = run_boardlab({"verify", "--variant", "chess", "--engine", "python3",
                                    "--engine-arg", fake, "--engine-arg", BOARDLAB_BIN,
                                    "--positions", "100", "--depth", "3", "--seed", "11"});
  EXPECT_EQ(r.status, 1) << r.err;
  std::istringstream in(r.out);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  ASSERT_GE(lines.size(), 2u) << r.out;
  const std::size_t mismatches = lines.size() - 1;
  EXPECT_EQ(lines.back(),
            "verified 100 positions at depth 3: " + std::to_string(mismatches) + " mismatches");
  EXPECT_GE(mismatches, 3u);  // positions steered toward special moves: several can castle
  for (std::size_t i = 0; i < mismatches; ++i) {
    const std::string& l = lines[i];
    ASSERT_EQ(l.rfind("mismatch: ", 0), 0u) << l;
    const std::size_t at_moves = l.find(" moves "), ours = l.find(": boardlab "),
                      theirs = l.find(" / engine - (perft ");
    ASSERT_NE(at_moves, std::string::npos) << l;
    ASSERT_NE(ours, std::string::npos) << l;
    ASSERT_NE(theirs, std::string::npos) << l;
    const std::string fen = l.substr(10, at_moves - 10);
    std::string path = l.substr(at_moves + 7, ours - at_moves - 7);
    if (path == "-") path.clear();
    const int depth = l[theirs + 19] - '0';
    // Only the moves the fake engine hides are missing, and they are legal where reported.
    const RunResult root =
        run_boardlab({"perft", "--fen", fen, "--moves", path, "--depth", "1", "--divide"});
    std::istringstream words(l.substr(ours + 11, theirs - ours - 11));
    for (std::string m; words >> m;) {
      EXPECT_TRUE(m == "e1g1" || m == "e1c1" || m == "e8g8" || m == "e8c8") << l;
      EXPECT_NE(root.out.find(m + ": 1\n"), std::string::npos) << l << root.out;
    }
    // boardlab's count there is its perft.
    const RunResult count =
        run_boardlab({"perft", "--fen", fen, "--moves", path, "--depth", std::to_string(depth)});
    const std::string total = last_line(count.out).substr(16);
    EXPECT_NE(l.find("boardlab " + total + ", engine "), std::string::npos) << l;
  }
}

TEST(Verify, BadInputIsOneErrorLine) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"verify", "--variant", "chess", "--engine", "/nonexistent/engine"},
       "'/nonexistent/engine'"},
      {{"verify", "--variant", "chess", "--engine", "true"}, "did not answer 'uci' with 'uciok'"},
      {{"verify", "--variant", "nosuch", "--engine", "true"}, "unknown variant 'nosuch'"},
      {{"verify", "--variant", "chess", "--engine", "true", "--proto", "xboard"}, "--proto"},
      {{"verify", "--variant", "chess", "--engine", "true", "--option", "Hash"},
       "--option 'Hash' is not NAME=VALUE"},
      {{"verify", "--variant", "chess", "--engine", "true", "--depth", "0"}, "--depth"},
      {{"verify", "--variant", "chess"}, "--engine is required"},
  };
  for (const auto& [args, expected] : cases) {
    const RunResult r = run_boardlab(args);
    EXPECT_EQ(r.status, 2) << expected;
    EXPECT_TRUE(r.out.empty()) << expected << r.out;
    EXPECT_EQ(occurrences(r.err, "\n"), 1u) << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  }
}

// An engine that answers the handshake and then `on_go` to every go command (a shell script).
std::string engine_script(const std::string& name, const std::string& on_go) {
  const std::string path = ::testing::TempDir() + "boardlab_verify_" + name;
  std::ofstream(path) << "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n"
                      << "    uci) echo uciok;;\n    isready) echo readyok;;\n"
                      << "    go*) " << on_go << ";;\n    quit) exit 0;;\n  esac\ndone\n";
  chmod(path.c_str(), 0755);
  return path;
}

TEST(Verify, AnEngineWithoutPerftOrThatGoesSilentIsOneLineNotAHang) {
  struct Case {
    std::string engine, begins, ends;
  };
  const std::string mute = engine_script("mute", ":");
  const std::string searcher = engine_script("searcher", "echo 'bestmove e2e4'");
  for (const Case& c :
       {Case{mute,
             "error: engine '" + mute + "' gave no 'Nodes searched:' line for 'go perft 3' at '",
             "' within 0.5 s (--timeout); killed\n"},
        Case{searcher, "error: engine '" + searcher + "' answered 'go perft 3' at '",
             "' with 'bestmove e2e4': it does not support 'go perft'\n"}}) {
    const RunResult r = run_boardlab({"verify", "--variant", "chess", "--engine", c.engine,
                                      "--timeout", "0.5", "--positions", "1"});
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err.rfind(c.begins, 0), 0u) << r.err;
    ASSERT_GE(r.err.size(), c.ends.size());
    EXPECT_EQ(r.err.substr(r.err.size() - c.ends.size()), c.ends) << r.err;
    EXPECT_EQ(occurrences(r.err, "\n"), 1u) << r.err;
  }
  // The handshake is bounded by the same timeout.
  const std::string deaf = ::testing::TempDir() + "boardlab_verify_deaf";
  std::ofstream(deaf) << "#!/bin/sh\nexec sleep 30\n";
  chmod(deaf.c_str(), 0755);
  const RunResult r =
      run_boardlab({"verify", "--variant", "chess", "--engine", deaf, "--timeout", "0.5"});
  EXPECT_EQ(r.err, "error: engine '" + deaf +
                       "' did not answer 'uci' with 'uciok' within 0.5 s (--timeout)\n");
}

}  // namespace
}  // namespace boardlab::test
