// Every count of the reference perft files above the fast suite's 2-million-node limit. Minutes
// of work: run with `ctest -L slow`, not in CI.
#include <gtest/gtest.h>

#include <set>

#include "framework/rules/perft.hpp"
#include "support/perft_data.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;

void run_deep(const std::vector<PerftCase>& cases) {
  for (const PerftCase& c : cases) {
    Position<Chess> pos;
    try {
      pos = parse_fen<Chess>(c.position);
    } catch (const InputError&) {
      continue;  // Chess960-only positions; the fast suite asserts they are refused
    }
    for (auto [depth, nodes] : c.counts)
      if (nodes > 2'000'000) {
        EXPECT_EQ(perft(pos, depth), nodes) << c.id << " depth " << depth;
      }
  }
}

TEST(ChessDeepPerft, Suite) { run_deep(read_epd_suite("chess-perftsuite.epd")); }
TEST(ChessDeepPerft, TrickyPythonChess) {
  run_deep(read_perft_file("chess-tricky-pythonchess.perft"));
}
TEST(ChessDeepPerft, TrickyShakmaty) { run_deep(read_perft_file("chess-tricky-shakmaty.perft")); }

}  // namespace
}  // namespace boardlab::test
