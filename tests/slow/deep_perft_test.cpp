// Every count of the reference perft files above the fast suite's 2-million-node limit. Minutes
// of work: run with `ctest -L slow`, not in CI.
#include <gtest/gtest.h>

#include <set>

#include "framework/rules/perft.hpp"
#include "support/perft_data.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;

template <class V>
void check_deep(const PerftCase& c) {
  auto pos = parse_fen<V>(c.position);
  for (auto [depth, nodes] : c.counts)
    if (nodes > 2'000'000) {
      EXPECT_EQ(perft(pos, depth), nodes) << c.id << " depth " << depth;
    }
}

// Every position is checked: the few whose castling rights only Chess960 can express (the fast
// suite asserts chess refuses them) run as Chess960; one that neither reads fails the test.
void run_deep(const std::vector<PerftCase>& cases) {
  ASSERT_FALSE(cases.empty());
  for (const PerftCase& c : cases) {
    try {
      check_deep<Chess>(c);
    } catch (const InputError& as_chess) {
      try {
        check_deep<variants::Chess960>(c);
      } catch (const InputError& e) {
        ADD_FAILURE() << c.id << " " << c.position << ": " << as_chess.what() << " / " << e.what();
      }
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
