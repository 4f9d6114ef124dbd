// Chess960 castling edge cases and middlegame positions (tests/data/chess960-*.perft), and the
// Chess960 positions of the chess tricky files, up to depth 4 and 2 million nodes.
#include <gtest/gtest.h>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/perft.hpp"
#include "support/perft_data.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Chess960;

int run(const std::string& file, int max_depth) {
  int checked = 0;
  for (const PerftCase& c : read_perft_file(file)) {
    auto pos = parse_fen<Chess960>(c.position);
    for (auto [depth, nodes] : c.counts)
      if (depth <= max_depth && nodes <= kInProcessPerftLimit) {
        EXPECT_EQ(perft(pos, depth), nodes) << c.id << " " << c.position << " depth " << depth;
        ++checked;
      }
  }
  return checked;
}

TEST(Chess960Perft, CastlingEdgeCases) {
  EXPECT_GT(run("chess960-castling-edge.perft", 4), kFullPerftLimit ? 250 : 200);
}
TEST(Chess960Perft, MiddlegamePositions) {
  EXPECT_GT(run("chess960-perft.perft", 4), kFullPerftLimit ? 3500 : 2500);
}
// The standard-chess files read as Chess960 too (X-FEN KQkq is the outermost rook).
TEST(Chess960Perft, TrickyShakmaty) { EXPECT_GT(run("chess-tricky-shakmaty.perft", 6), 60); }
TEST(Chess960Perft, TrickyPythonChess) { EXPECT_GT(run("chess-tricky-pythonchess.perft", 6), 40); }

}  // namespace
}  // namespace boardlab::test
