// `boardlab verify` against the reference engines (label slow): random positions biased toward
// special moves, each compared with the engine's `go perft` divide. Chess and Chess960 against
// Stockfish; crazyhouse, nocastle and shogi-dropmate against Fairy-Stockfish (shogi-dropmate as
// tests/support/fsf-variants.ini defines it). Skipped, with a message, when an engine is missing.
// (The knightmate plugin is checked the same way by examples/plugin's own tests.)
#include <gtest/gtest.h>

#include <cstdlib>

#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {
namespace {

std::string engine_path(const std::string& name) {
  for (const std::string dir : {"/usr/games/", "/usr/bin/", "/usr/local/bin/"})
    if (std::system(("test -x " + dir + name).c_str()) == 0) return dir + name;
  return {};
}

struct Case {
  std::string variant, engine;
  std::vector<std::string> extra;
  int positions, depth;
};

class VerifyAgainstEngine : public ::testing::TestWithParam<Case> {};

TEST_P(VerifyAgainstEngine, NoMismatch) {
  const Case& c = GetParam();
  const std::string engine = engine_path(c.engine);
  if (engine.empty()) GTEST_SKIP() << c.engine << " is not installed (tools/install-deps)";
  std::vector<std::string> args = {"verify",
                                   "--variant",
                                   c.variant,
                                   "--engine",
                                   engine,
                                   "--positions",
                                   std::to_string(c.positions),
                                   "--depth",
                                   std::to_string(c.depth),
                                   "--seed",
                                   "2026",
                                   "--quiet"};
  args.insert(args.end(), c.extra.begin(), c.extra.end());
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "verified " + std::to_string(c.positions) + " positions at depth " +
                       std::to_string(c.depth) + ": 0 mismatches\n");
}

const std::string kIni = std::string(BOARDLAB_SOURCE) + "/tests/support/fsf-variants.ini";

INSTANTIATE_TEST_SUITE_P(Engines, VerifyAgainstEngine,
                         ::testing::Values(Case{"chess", "stockfish", {}, 1000, 4},
                                           Case{"chess960", "stockfish", {}, 1000, 4},
                                           Case{"crazyhouse", "fairy-stockfish", {}, 500, 3},
                                           Case{"nocastle", "fairy-stockfish", {}, 500, 4},
                                           Case{"shogi-dropmate",
                                                "fairy-stockfish",
                                                {"--option", "VariantPath=" + kIni, "--option",
                                                 "UCI_Variant=shogidropmate"},
                                                300,
                                                3}),
                         [](const auto& info) {
                           std::string name = info.param.variant;
                           for (char& ch : name)
                             if (ch == '-') ch = '_';
                           return name;
                         });

}  // namespace
}  // namespace boardlab::test
