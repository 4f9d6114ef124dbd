// Standard chess against the reference perft data in tests/data (Stockfish-checked suite and the
// python-chess / shakmaty tricky positions). Counts up to 2 million nodes run here; the deeper
// ones run in the `slow` label (see slow/deep_perft_test.cpp).
#include <gtest/gtest.h>

#include <set>

#include "framework/rules/perft.hpp"
#include "support/perft_data.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;

// Tricky-file positions that only Chess960 castling can express (king off e1, rights the
// standard rule cannot name); standard chess must refuse them.
const std::set<std::string> kChess960Only = {
    "xfen-00",
    "xfen-01",
    "xfen-02",
    "xfen-03",
    "xfen-04",
    "hside-rook-blocks-aside-castling",
    "asymmetrical-and-king-on-h",
    "two-knight-checkers",
};

void run_cases(const std::vector<PerftCase>& cases, int& checked) {
  for (const PerftCase& c : cases) {
    if (kChess960Only.count(c.id)) {
      EXPECT_THROW(parse_fen<Chess>(c.position), InputError) << c.id;
      continue;
    }
    auto pos = parse_fen<Chess>(c.position);
    for (auto [depth, nodes] : c.counts)
      if (nodes <= kInProcessPerftLimit) {
        EXPECT_EQ(perft(pos, depth), nodes) << c.id << " " << c.position << " depth " << depth;
        ++checked;
      }
  }
}

TEST(ChessPerft, SuiteUpToTwoMillionNodes) {
  int checked = 0;
  run_cases(read_epd_suite("chess-perftsuite.epd"), checked);
  EXPECT_GT(checked, 450);
}

TEST(ChessPerft, TrickyPythonChess) {
  int checked = 0;
  run_cases(read_perft_file("chess-tricky-pythonchess.perft"), checked);
  EXPECT_GT(checked, 30);
}

TEST(ChessPerft, TrickyShakmaty) {
  int checked = 0;
  run_cases(read_perft_file("chess-tricky-shakmaty.perft"), checked);
  EXPECT_GT(checked, 40);
}

}  // namespace
}  // namespace boardlab::test
